"""What holds in every Bugspiel position, as a list of problems (empty: none): for the property
tests over many seeded games and for `BugspielState.from_data` (a save that breaks one is
refused). Conservation: every species at most once across board, markets, decks, hands and
discards; markets full up to where the game ends; hands within their limits; each bug on a
tile it can live on; scores and turn in range."""
from __future__ import annotations

from collections import Counter
from typing import Any

from game.bugspiel.board import AXES, SLOTS_PER_TILE, layout
from game.bugspiel.cards import is_bonus_card, species
from game.bugspiel.data import TERRAINS, game_data


def check_state(s: Any, habitats: bool = True, cards: bool = True) -> list[str]:
    """The problems of position `s`; `habitats`: also each bug on a tile it can live on (a
    scenario's start is not checked against the terrain rule, so a save of one may break it);
    `cards`: also every card once and existing (what `check_step` proves of a step's position
    from the position before, when that one was checked)."""
    data = game_data()
    out: list[str] = []
    try:
        lay = layout(s.board)
    except ValueError as exc:
        return [str(exc)]
    if s.players not in data.players:
        out.append(f"players {s.players}")
    per_seat = (s.bug_hands, s.bonus_hands, s.scores)
    if any(len(x) != s.players for x in per_seat):
        return out + ["hands or scores do not list one entry per seat"]
    if len(s.terrains) != lay.tiles or len(s.axes) != lay.tiles or len(s.slots) != lay.tiles * SLOTS_PER_TILE:
        return out + ["the board's tiles or slots do not match its layout"]
    if any(t not in TERRAINS for t in s.terrains) or any(x not in AXES for x in s.axes):
        out.append("a terrain or axis that does not exist")
    size = data.market_size
    if len(s.bug_market) != size or len(s.bonus_market) != size:
        out.append(f"a market of other than {size} slots")
    if cards:
        ids = [c for c in s.bug_market if c is not None] + list(s.bug_deck) + list(s.bug_discards)
        ids += [c for h in s.bug_hands for c in h] + [x[1] for x in s.slots if x is not None]
        if not set(ids) <= data.species.keys():
            return out + ["a species id that does not exist"]
        if len(set(ids)) != len(ids):
            out.append(f"species {[c for c, n in Counter(ids).items() if n > 1][0]} twice")
        bonuses = [c for c in s.bonus_market if c is not None] + list(s.bonus_deck) + list(s.bonus_discards)
        bonuses += [c for h in s.bonus_hands for c in h]
        if not all(isinstance(c, str) and is_bonus_card(c) for c in set(bonuses)):
            out.append("a bonus card that does not exist")
    for seat in range(s.players):
        if len(s.bug_hands[seat]) > data.bug_limit or len(s.bonus_hands[seat]) > data.bonus_limit:
            out.append(f"seat {seat}'s hand is over its limit")
        if list(s.bug_hands[seat]) != sorted(s.bug_hands[seat]):
            out.append(f"seat {seat}'s hand is not sorted")
    for i, x in enumerate(s.slots):
        if x is None:
            continue
        if not 0 <= x[0] < s.players:
            out.append(f"{lay.slot_label(i)}: seat {x[0]} does not exist")
        elif habitats and s.terrains[i // SLOTS_PER_TILE] not in species(x[1]).habitats:
            out.append(f"{lay.slot_label(i)}: species {x[1]} cannot live on {s.terrains[i // SLOTS_PER_TILE]}")
    if not 0 <= s.turn < s.players or not 0 <= s.passes <= s.players:
        out.append("turn or passes out of range")
    if s.end_reason is None:
        if s.passes >= s.players or s.bug_market[0] is None or s.bonus_market[0] is None \
                or max(s.scores) >= lay.winning_score:
            out.append("an end condition holds but the game goes on")
        for market in (s.bug_market, s.bonus_market):
            seen_card = False
            for c in market:
                seen_card = seen_card or c is not None
                if seen_card and c is None:
                    out.append("a gap in a market")
    elif len(s.winners) != 1 or s.scores[s.winners[0]] != max(s.scores) \
            or s.scores.index(max(s.scores)) != s.winners[0]:
        out.append("the winner is not the lowest seat with the highest score")
    return out


def bug_cards(s: Any) -> dict[int, int]:
    """Every bug card of the game, wherever it is: card -> copies (a plain dict: its equality is
    quick)."""
    ids = [c for c in s.bug_market if c is not None] + list(s.bug_deck) + list(s.bug_discards)
    return dict(Counter(ids + [c for h in s.bug_hands for c in h] + [x[1] for x in s.slots if x is not None]))


def bonus_cards(s: Any) -> dict[str, int]:
    cards = [c for c in s.bonus_market if c is not None] + list(s.bonus_deck) + list(s.bonus_discards)
    return dict(Counter(cards + [c for h in s.bonus_hands for c in h]))


def _kept(before: Any, after: Any, deck: str, discards: str, small: Any) -> bool:
    """Whether the cards of one kind (bugs or bonuses) are the same multiset after as before,
    counting only what may have changed: where the deck only lost cards from its top and the
    discards only gained cards at their end (else every card is counted), the cards they share
    cancel out, and the rest is compared: markets, hands and board (`small`), the cards that
    left the deck and those new in the discards. Equivalent to comparing every card, at a few
    dozen cards a step instead of about a thousand (sorted lists: one kind's cards are all ids or
all bonus cards)."""
    d0, d1 = getattr(before, deck), getattr(after, deck)
    x0, x1 = getattr(before, discards), getattr(after, discards)
    left = len(d0) - len(d1)
    if left < 0 or d0[left:] != d1 or x1[:len(x0)] != x0:
        return sorted(small(before) + list(d0) + list(x0)) == sorted(small(after) + list(d1) + list(x1))
    return sorted(small(before) + list(d0[:left])) == sorted(small(after) + list(x1[len(x0):]))


def _small_bugs(s: Any) -> list:
    return [c for c in s.bug_market if c is not None] + [c for h in s.bug_hands for c in h] + \
        [x[1] for x in s.slots if x is not None]


def _small_bonuses(s: Any) -> list:
    return [c for c in s.bonus_market if c is not None] + [c for h in s.bonus_hands for c in h]


def check_step(before: Any, action: Any, events: list, after: Any, before_checked: bool = False) -> list[str]:
    """What one action may change: every card stays in the game (none made, none lost); scores
    move only as the action says (a price, a bug's points, a bonus line's gains, else nothing);
    the turn passes to the next seat; the position after keeps `check_state`.
    `before_checked`: `before` kept every check (a game checked from its start), so every card
    once and existing after follows from the cards kept: `check_state` skips that count."""
    from game.bugspiel.actions import BONUS, BUYS, PLAY
    kept = _kept(before, after, "bug_deck", "bug_discards", _small_bugs) and \
        _kept(before, after, "bonus_deck", "bonus_discards", _small_bonuses)
    out = check_state(after, cards=not (before_checked and kept))
    if not kept:
        out.append(f"{action.kind}: a card was made or lost")
    expected = list(before.scores)
    if action.kind in BUYS:
        expected[action.seat] -= game_data().prices[action.market]
    elif action.kind == PLAY:
        expected[action.seat] += species(action.card).points
    elif action.kind == BONUS:
        gains = next(e.score.gains for e in events if e.kind == "bonus_cashed")
        expected = [x + g for x, g in zip(expected, gains)]
    if list(after.scores) != expected:
        out.append(f"{action.kind}: scores {list(after.scores)}, expected {expected}")
    if after.turn != (before.turn + 1) % before.players:
        out.append("the turn did not pass to the next seat")
    if after.game_over != any(e.kind == "game_ended" for e in events):
        out.append("the game ended without its event, or the event without the end")
    return out


def check_games(seeds: Any, players: int, board: str) -> int:
    """Plays a game of uniform random legal choices per seed, checking every step; AssertionError
    naming the seed, the step and the problem. The number of games played."""
    import random

    from game.bugspiel.setup import new_game
    n = 0
    for seed in seeds:
        s = new_game(seed, players, board)
        problems = check_state(s)
        assert not problems, f"seed {seed}, setup: {problems[0]}"
        rng = random.Random(f"invariants/{seed}")
        step = 0
        while not s.game_over:
            legal = s.legal_actions()
            a = legal[rng.randrange(len(legal))]
            after, events = s.apply_action(a)
            problems = check_step(s, a, events, after, before_checked=True)
            assert not problems, f"seed {seed}, step {step}: {problems[0]}"
            s, step = after, step + 1
        n += 1
    return n


__all__ = ["check_state", "check_step", "check_games", "bug_cards", "bonus_cards"]
