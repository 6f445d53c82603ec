"""A lean plain-list simulator of the rest of an Age, for search playouts (table and Emissary).

`Round` holds one position of the Trick Phase (or a pending council visit) as mutable lists;
`run` plays it to the end of the Age asking a policy for every choice, and `age_points`
scores it. It re-implements the engine's rules for speed (no events, no copies, no checks);
tests/test_ai_fastsim.py proves it equal to `game.bug_council.engine` over many random positions: given
the same choices, it offers the same legal options in the same order and ends the Age with
the same tricks, council, Chambers and points.
"""
from __future__ import annotations

from typing import Callable

from game.bug_council.rules import split_share

RING = 5
EMISSARY = 2
FOLLOWER, LEADER = "follower", "leader"

Policy = Callable[["Round", int, str, list], object]
"""policy(round, seat, kind, options) -> one of options; kind is play | emissary | visit."""


class Round:
    """One position mid-Age. Lists are owned: `clone` before a destructive `run`."""

    __slots__ = ("emissary", "players", "seats", "hands", "council", "chambers", "tricks", "na",
                 "order", "plays", "trick", "last_trick", "visitor", "slots", "side", "space",
                 "leftover", "na_base", "tricks_per_age", "scores")

    def clone(self) -> "Round":
        r = Round.__new__(Round)
        r.emissary, r.players, r.seats = self.emissary, self.players, self.seats
        r.hands = [list(h) for h in self.hands]
        r.council = list(self.council)
        r.chambers = self.chambers
        r.tricks = list(self.tricks)
        r.na = list(self.na)   # owned: the declaration search marks a seat No Allegiance in one playout
        r.order = self.order
        r.plays = list(self.plays)
        r.trick = self.trick
        r.visitor = self.visitor
        r.last_trick = self.last_trick
        r.slots = list(self.slots) if self.slots is not None else None
        r.side, r.space = self.side, self.space
        r.leftover = list(self.leftover)
        r.na_base, r.tricks_per_age = self.na_base, self.tricks_per_age
        r.scores = self.scores
        return r


def marker_order(side: int, space: str) -> tuple[int, ...]:
    other = 1 - side
    return (side, EMISSARY, other) if space == FOLLOWER else (EMISSARY, side, other)


def run(r: Round, policy: Policy) -> None:
    """Plays `r` to the end of the Age in place (phase trick, or a visit pending in r.visitor)."""
    council = r.council
    hands = r.hands
    emissary = r.emissary
    while True:
        if r.visitor is not None:
            seat = r.visitor
            r.visitor = None
            space = policy(r, seat, "visit", [i for i in range(RING) if council[i]])
            _sow(r, space)
            if _next_trick(r):
                return
            continue
        plays = r.plays
        turn = r.order[len(plays)]
        if emissary and turn == EMISSARY:
            cards = [c for c in r.slots if c is not None]
            ctl, kind = r.side, "emissary"
        else:
            cards = hands[turn]
            ctl, kind = turn, "play"
        if plays:
            # Follow suit when able (a loop, not a comprehension: this runs at every card).
            lead = plays[0][1] >> 4
            on = []
            for c in cards:
                if c >> 4 == lead:
                    on.append(c)
            if on:
                cards = on
        card = policy(r, ctl, kind, cards)
        if emissary and turn == EMISSARY:
            r.slots[r.slots.index(card)] = None
        else:
            hands[turn].remove(card)
        plays.append((turn, card))
        if len(plays) < len(r.order):
            continue
        # Resolving the trick: the key (cubes on the card's suit, value, position) wins.
        lead = plays[0][1] >> 4
        best = -1
        wpos = 0
        low = 99
        visitor = None
        n_on = 0
        for pos, (seat, c) in enumerate(plays):
            k = (council[c >> 4] << 8) | ((c & 15) << 4) | pos
            if k > best:
                best, wpos = k, pos
            if c >> 4 == lead:
                n_on += 1
                if (c & 15) < low:
                    low, visitor = c & 15, seat
        winner = plays[wpos][0]
        r.tricks[winner] += 1
        r.last_trick = winner
        if emissary:
            if winner == EMISSARY:
                if r.space == FOLLOWER:
                    r.side, r.space = 1 - r.side, LEADER
            else:
                r.side, r.space = winner, FOLLOWER
        if n_on < 2:
            visitor = None
        if visitor is not None and emissary and visitor == EMISSARY:
            # The Emissary activates the space of the suit it played, if it has cubes.
            space = next(c for s, c in plays if s == EMISSARY) >> 4
            if council[space]:
                _sow(r, space)
            visitor = None
        r.plays = []
        if visitor is not None:
            r.visitor = visitor
            continue
        if _next_trick(r):
            return


def _sow(r: Round, space: int) -> None:
    council = r.council
    n = council[space]
    council[space] = 0
    if n >= RING:
        for k in range(1, RING + 1):
            council[(space + k) % RING] += 1
        r.chambers += n - RING
    else:
        for k in range(1, n + 1):
            council[(space + k) % RING] += 1


def _next_trick(r: Round) -> bool:
    """Sets up the next trick; True when the Age is over."""
    if r.trick >= r.tricks_per_age:
        return True
    r.trick += 1
    if r.emissary:
        r.order = marker_order(r.side, r.space)
        slots = r.slots
        for i in range(len(slots)):
            if slots[i] is None and r.leftover:
                slots[i] = r.leftover.pop(0)
    else:
        w = r.last_trick
        p = r.players
        r.order = tuple((w + i) % p for i in range(p))
    return False


def age_points(r: Round) -> list[int]:
    """Points each seat scores for this Age (Trick, Allegiance, No Allegiance Scoring)."""
    seats = r.seats
    council = r.council
    if r.emissary:
        na = [r.na[0], r.na[1], r.tricks[EMISSARY] == 0]
        left = [c for c in r.slots if c is not None]
        suits = [h[0] >> 4 if h else None for h in r.hands[:2]] + [left[0] >> 4 if left else None]
    else:
        na = r.na
        suits = [h[0] >> 4 if h else None for h in r.hands]
    tricks = r.tricks
    successes = sum(1 for s in range(seats) if na[s] and tricks[s] == 0)
    share = split_share(r.na_base + r.chambers, successes)
    out = []
    for s in range(seats):
        t = tricks[s]
        if na[s]:
            out.append(share if t == 0 else t)
        elif suits[s] is not None:
            out.append(t + council[suits[s]])
        else:
            out.append(t)
    return out
