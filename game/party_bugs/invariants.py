"""The invariants every Party Bugs position and game keep (PARTY_BUGS.md §3-5), checked along a
seeded game of random legal choices: used by the property tests (tests/test_party_bugs.py, 1,000
games per player count and variant) and by `bench/party_bugs_invariants.py`.

Every position: 13 cards of every set in play, each in exactly one place; no value twice in a
display (the face-down card included); scores equal the display sums; someone to act until the
end. Every game's end (each game of a series too): its scores equal its final displays' sums;
the winner (and in a series the Mirror's next holder) follows the tiebreak. A sample of games is
also written as a record and replayed to the same final state.

The checks are written apart from the rules in `state.py` (sums, tiebreaks from the rule text),
and kept cheap: they run after every action of ~5 million per full run.
"""
from __future__ import annotations

import random
from dataclasses import replace

from game.party_bugs.cards import PARTY_KING, value_of
from game.party_bugs.state import FINAL, GAME_OVER, PLAY, SERIES, Action, PartyState, new_game

REPLAY_EVERY = 10      # one seeded game in ten is also replayed from its record


class InvariantBroken(AssertionError):
    pass


def check_position(s: PartyState) -> None:
    """13 cards of every set in play, each in one place; no value twice in a display (the
    face-down card included); scores equal display sums; hands never above the setup size;
    someone to act until the end."""
    # The conservation count of cards_in_play, without building its list: every place's length
    # summed, and its cards gathered in one set (None, an empty slot, taken out).
    chosen, face_down = s.chosen, s.face_down
    hands, decks, displays = s.hands, s.decks, s.displays
    slots = chosen + face_down
    seen = len(slots) - slots.count(None)
    for places in (hands, decks, displays):
        seen += sum(map(len, places))
    seen += len(s.floor) + len(s.boxed)
    distinct = set(s.floor).union(s.boxed, slots, *hands, *decks, *displays)
    distinct.discard(None)
    if seen != 13 * s.sets or len(distinct) != seen:
        raise InvariantBroken(f"cards not conserved: {seen} seen, {len(distinct)} distinct")
    n = s.players
    shown = s.scores
    for seat, d in enumerate(displays):
        vals = {c & 15 for c in d}
        total = sum(vals)
        fd = face_down[seat] if seat < n else None
        if fd is not None:
            if fd & 15 in vals or fd & 15 == PARTY_KING:
                raise InvariantBroken(f"seat {seat}'s face-down {fd & 15} is paired or the Party King")
            total += fd & 15
        if len(vals) != len(d):
            raise InvariantBroken(f"seat {seat} keeps a pair: {sorted(c & 15 for c in d)}")
        if shown[seat] != total:
            raise InvariantBroken(f"seat {seat} scores {shown[seat]}, its display sums to {total}")
    if (s.phase == GAME_OVER) != (s.to_act() is None):
        raise InvariantBroken(f"to_act {s.to_act()} in phase {s.phase}")
    if max(map(len, hands)) > 4:
        raise InvariantBroken("a hand above four cards")


def check_secret_play(before: PartyState, a: Action, s: PartyState) -> None:
    """A play that leaves others still to choose moves one card from the hand to the seat's play,
    and nothing else (so `before`'s checked invariants still hold, without a full count)."""
    seat = a.seat
    if (a.arg in s.hands[seat] or len(s.hands[seat]) != len(before.hands[seat]) - 1
            or s.chosen[seat] != a.arg or before.chosen[seat] is not None):
        raise InvariantBroken(f"seat {seat}'s play of {a.arg} did not move it from hand to play")
    if (s.decks != before.decks or s.floor != before.floor or s.displays != before.displays
            or s.boxed != before.boxed or s.face_down != before.face_down
            or s.hands[:seat] != before.hands[:seat] or s.hands[seat + 1:] != before.hands[seat + 1:]
            or s.chosen[:seat] != before.chosen[:seat] or s.chosen[seat + 1:] != before.chosen[seat + 1:]):
        raise InvariantBroken(f"seat {seat}'s play of {a.arg} moved other cards")


def first_by_tiebreak(values, host: int, players: int, lowest: bool = True):
    """The rule text's tiebreak: the lowest (or highest) value; tied real players go clockwise
    from the host (host first); Roachy (a value after the real seats') after every real player."""
    sign = 1 if lowest else -1
    best = min(range(players), key=lambda seat: (sign * values[seat], (seat - host) % players))
    if len(values) > players and sign * values[players] < sign * values[best]:
        return "roachy"
    return best


def check_game_end(before: PartyState, a: Action, after: PartyState, events: list) -> None:
    """The action `a` from `before` ended a game (`events` holds its game_scored): its scores are its
    final displays' sums, the winner and the Mirror's next holder follow the tiebreaks."""
    scored = next(e for e in events if e.kind == "game_scored")
    # The same last action with the game as a lone one keeps the final displays on the table.
    alone, _ = replace(before, variants=before.variants - {SERIES}).apply_action(a)
    sums = [sum(value_of(c) for c in d) for d in alone.displays]
    for seat in range(before.players):
        if alone.face_down[seat] is not None:
            sums[seat] += value_of(alone.face_down[seat])
    if list(scored.scores) != sums:
        raise InvariantBroken(f"game {scored.game} scored {list(scored.scores)}, displays sum to {sums}")
    n, host = before.players, before.host
    if SERIES in before.variants:
        totals = [a + b for a, b in zip(before.totals, sums)]
        if list(scored.totals) != totals:
            raise InvariantBroken(f"series totals {scored.totals}, expected {totals}")
        if after.phase != GAME_OVER:
            given = next(e for e in events if e.kind == "mirror_given")
            if given.seat != first_by_tiebreak(totals[:n], host, n, lowest=False) or after.mirror != given.seat:
                raise InvariantBroken(f"the Mirror went to {given.seat}, totals {totals}, host {host}")
            if after.game != before.game + 1 or after.round != 1 or after.totals != tuple(totals):
                raise InvariantBroken(f"game {after.game} round {after.round} after game {before.game}")
            return
    else:
        totals = sums
    if after.phase != GAME_OVER or list(after.scores) != sums:
        raise InvariantBroken(f"the game did not end with scores {sums}")
    want = first_by_tiebreak(totals, host, n)
    if after.winners != (want,):
        raise InvariantBroken(f"winners {after.winners}, the tiebreak says {want} ({totals}, host {host})")


def check_game(players: int, variants, seed: int, replay: bool | None = None) -> PartyState:
    """Plays one seeded game of random choices, checking every position and every game's end;
    replays it from its record when `replay` (default: one seed in REPLAY_EVERY). Returns the
    last position."""
    rng = random.Random(seed)
    s, _ = new_game(players, seed, variants)
    games = {s.game}
    actions = []
    check_position(s)
    while not s.game_over:
        legal = s.legal_actions()
        if not legal:
            raise InvariantBroken(f"no legal action in phase {s.phase}")
        a = legal[rng.randrange(len(legal))]
        before = s
        s, events = s.apply_action(a)
        actions.append(a)
        if a.kind == "play" and s.phase == PLAY and s.round == before.round and s.game == before.game:
            check_secret_play(before, a, s)     # not the last choice: one card moved, checked as such
        else:
            check_position(s)
        if any(e.kind == "game_scored" for e in events):
            check_game_end(before, a, s, events)
        games.add(s.game)
        if s.phase == FINAL and s.round != s.final_round:
            raise InvariantBroken(f"final round numbered {s.round}")
    if not s.winners or len(games) != s.games or (SERIES in s.variants) != bool(s.totals):
        raise InvariantBroken(f"the end: winners {s.winners}, games {sorted(games)}")
    if replay if replay is not None else seed % REPLAY_EVERY == 0:
        check_replay(players, variants, seed, actions, s)
    return s


def check_replay(players: int, variants, seed: int, actions: list, final: PartyState) -> None:
    """The game's record, written out as data and read back, replays to the same position."""
    from game.record import GameRecord
    rec = GameRecord(mode="party", players=players, seed=seed, options={"variants": list(variants)},
                     actions=list(actions), game="party_bugs")
    again, _ = GameRecord.from_data(rec.to_data()).replay()
    if again != final or again.to_data() != final.to_data():
        raise InvariantBroken(f"the record of seed {seed} replays to another position")


def check_games(players: int, variants, seeds) -> int:
    """check_game for each seed (a worker's share of a property test); returns games checked."""
    for seed in seeds:
        check_game(players, tuple(variants), seed)
    return len(seeds)
