"""The invariants every Back Alley Bones position and game keep (BACK_ALLEY_BONES.md §4-§8),
checked along seeded games of random legal choices: used by the property tests
(tests/test_back_alley_bones.py) and by `bench/back_alley_bones_invariants.py` (the full size).

Every position: the 30 Gamble cards and the 54 Grub cards conserved, each in one place (a deck,
the discard pile, a hand, a Point, the pending Cheat, the cards aside); every Point's total
within 2..12 and equal to its card plus its cards' values; every Cheat holding 1 to its most
tokens, every Luck its exact move; a locked Point at 2, 3 or 12; each Side Bet in exactly one
place (deck, face down, won); a Grub total equal to the values credited, each one of its
card's values; someone to act until the end. Every game: it ends (within a bound of actions);
the Grub taken in its events equals its totals; its winners hold the highest total; a sample of
games replays from its record to the same final position.

The checks are written apart from the rules in `state.py` (sums and counts from the rule text).
"""
from __future__ import annotations

import random
from collections import Counter
from itertools import chain

from game.back_alley_bones.cards import HIGH, LOCKDOWN_TOTALS, LOW, grub_values, is_cheat, strength
from game.back_alley_bones.data import game_data
from game.back_alley_bones.state import REACT_PHASE, SNIFF_PHASE, BonesState, new_game
from game.back_alley_bones.view import gamble_face_up

REPLAY_EVERY = 10          # one seeded game in ten is also replayed from its record
MAX_ACTIONS = 5000         # a game of random choices takes ~180; more means it does not end


class InvariantBroken(AssertionError):
    pass


def _gamble_places(s: BonesState) -> Counter:
    # One Counter filled in place (no intermediate Counters: this runs on every position).
    c = gamble_face_up(s)
    c.update(chain(s.gamble_deck, s.discard, s.hands[0], s.hands[1]))
    return c


def check_position(s: BonesState) -> None:
    data = game_data()
    places, want = _gamble_places(s), Counter(data.gamble_cards())
    if places != want:
        raise InvariantBroken(f"Gamble cards not conserved: missing {sorted((want - places).elements())}, "
                              f"extra {sorted((places - want).elements())}")
    grub = Counter(chain(s.grub_deck, [c for won in s.grub_won for c, _v in won]))
    if s.phase == SNIFF_PHASE:
        grub.update(s.aside)
    if grub != Counter(data.grub_cards()):
        raise InvariantBroken("Grub cards not conserved")
    for i, p in enumerate(s.points):
        total = p.card + sum(v for _c, v, _w in p.cheats) + sum(v for _c, v, _w in p.lucks)
        if total != p.total or not LOW <= total <= HIGH:
            raise InvariantBroken(f"point {i} stands at {total} (shown {p.total}): outside 2..12")
        for card, v, _w in p.cheats:
            if not is_cheat(card) or not 1 <= abs(v) <= strength(card):
                raise InvariantBroken(f"point {i}: {card} holds {v} tokens")
        for card, v, _w in p.lucks:
            if is_cheat(card) or abs(v) != strength(card):
                raise InvariantBroken(f"point {i}: {card} moved it by {v}")
        if p.locked and total not in LOCKDOWN_TOTALS:
            raise InvariantBroken(f"point {i} is locked at {total}")
    bets = data.bets("four_ten" in s.variants)
    for seat in (0, 1):
        places = list(s.side_decks[seat]) + list(s.won[seat]) + ([s.chosen[seat]] if s.chosen[seat] is not None else [])
        if sorted(places) != sorted(bets):
            raise InvariantBroken(f"seat {seat}'s Side Bets are {sorted(places)}, not {list(bets)}")
        for card, v in s.grub_won[seat]:
            if v not in grub_values(card):
                raise InvariantBroken(f"seat {seat} was credited {v} for {card}")
        if s.grub[seat] != sum(v for _c, v in s.grub_won[seat]):
            raise InvariantBroken(f"seat {seat}'s Grub total is not what she took")
        if not set(s.crapped[seat]) <= set(s.rosters[seat]):
            raise InvariantBroken(f"seat {seat} crapped out a character she does not have")
    if s.shooter is not None and (s.shooter not in s.rosters[s.dice] or s.shooter in s.crapped[s.dice]):
        raise InvariantBroken(f"the Shooter {s.shooter} is not an eligible character of the dice holder")
    if (s.pending is not None) != (s.phase == REACT_PHASE):
        raise InvariantBroken("a pending Cheat outside phase react (or none in it)")
    if s.game_over != (s.to_act() is None):
        raise InvariantBroken(f"phase {s.phase}: nobody to act before the end, or someone after it")


def check_game(seed: int, variants=(), replay: bool | None = None) -> BonesState:
    """A seeded game of random legal choices, every position checked; returns its end."""
    s, _ = new_game(seed, variants)
    rng = random.Random(f"invariants/{seed}")
    taken = [0, 0]
    actions = []
    check_position(s)
    while not s.game_over:
        if len(actions) > MAX_ACTIONS:
            raise InvariantBroken(f"seed {seed}: no end after {MAX_ACTIONS} actions")
        legal = s.legal_actions()
        if not legal:
            raise InvariantBroken(f"seed {seed}: phase {s.phase}, nobody has a legal action")
        a = legal[rng.randrange(len(legal))]
        actions.append(a)
        s, events = s.apply_action(a)
        for e in events:
            if e.kind == "grub_taken":
                taken[e.seat] += e.value
        check_position(s)
    if tuple(taken) != s.grub:
        raise InvariantBroken(f"seed {seed}: Grub taken {taken}, totals {s.grub}")
    best = max(s.grub)
    if s.winners != tuple(seat for seat in (0, 1) if s.grub[seat] == best):
        raise InvariantBroken(f"seed {seed}: winners {s.winners} with Grub {s.grub}")
    if s.end_reason == "crapped_out" and any(set(s.crapped[i]) != set(s.rosters[i]) for i in (0, 1)):
        raise InvariantBroken(f"seed {seed}: ended with a character left")
    if s.end_reason == "grub_gone" and s.grub_deck:
        raise InvariantBroken(f"seed {seed}: ended with Grub left")
    if replay if replay is not None else seed % REPLAY_EVERY == 0:
        from game.record import GameRecord
        rec = GameRecord("alley", 2, seed, {"variants": sorted(variants)} if variants else {}, actions,
                         game="back_alley_bones")
        if rec.replay()[0].to_data() != s.to_data():
            raise InvariantBroken(f"seed {seed}: the record does not replay to the same end")
    return s


def check_games(seeds, variants=()) -> int:
    for seed in seeds:
        check_game(seed, variants)
    return len(seeds)
