"""A lean plain-list simulator of the rest of a Party Bugs game, for `hard`'s playouts.

`Table` holds one position as mutable lists of card ints (the engine's encoding, so a card
means the same thing on both sides); `run` plays it to the end of the current game asking a
policy for every choice, and `scores` totals the displays. It re-implements the rules of
`game.party_bugs.state` for speed: no events, no frozen copies, no checks. A series
(Variant Two) stops at the end of the game being played: the next game's deal is unknown
anyway, so a playout scores the game it can see.

tests/test_party_fastsim.py proves it equal to the engine over many random positions: given
the same choices, it offers the same options in the same order at every decision and ends
the game with the same displays, face-down cards, box and scores.
"""
from __future__ import annotations

from typing import Callable

from game.party_bugs.cards import PARTY_KING
from game.party_bugs.state import FINAL, GAME_OVER, HIDE, MIRROR, PLAY, TAKE, PartyState, copy_piles

Policy = Callable[["Table", int, str, list], object]
"""policy(table, seat, kind, options) -> one of options; kind is hide | play | take | mirror.
Options come in the engine's order (by value, then set letter); mirror with an empty display
offers [None]."""

# Sort key of a card in the engine's order (value, then set): one list lookup per card.
_KEY = [((c & 15) << 3) | (c >> 4) for c in range(6 * 16)]
_key = _KEY.__getitem__


class Table:
    """One position. Decks are kept top *last* so a draw is a cheap `pop()`."""

    __slots__ = ("players", "roachy", "final_round", "round", "phase", "host", "hands", "decks",
                 "floor", "chosen", "take_order", "displays", "face_down", "boxed", "mirror",
                 "hidden_ready")

    def clone(self) -> "Table":
        return _copied(self, self.decks)


def from_state(s: PartyState) -> Table:
    """The Table of an engine position (every hidden card as it truly is)."""
    return _copied(s, [reversed(d) for d in s.decks])


def _copied(src, decks) -> Table:
    """A Table with its own lists copied from `src`, a Table or a PartyState (the two name
    their fields alike); `decks` are given top last."""
    t = Table.__new__(Table)
    t.players, t.roachy, t.final_round = src.players, src.roachy, src.final_round
    t.round, t.phase, t.host, t.mirror = src.round, src.phase, src.host, src.mirror
    copy_piles(t, src, decks)
    return t


def scores(t: Table) -> list[int]:
    """Display totals, the face-down card included: real seats, then Roachy's."""
    n = t.players
    out = []
    for seat, d in enumerate(t.displays):
        v = 0
        for c in d:
            v += c & 15
        if seat < n and t.face_down[seat] is not None:
            v += t.face_down[seat] & 15
        out.append(v)
    return out


def run(t: Table, policy: Policy, seat: int = -1, first: object = None) -> None:
    """Plays `t` in place to the end of its game (phase game_over). With `seat`, that seat's
    first decision takes `first` (a search's option under test) and `policy` makes every other
    one: the same as a policy that answers `first` to its first call for `seat`, without a
    wrapper's call at every decision of a playout."""
    n = t.players
    hands, chosen = t.hands, t.chosen
    while True:
        phase = t.phase
        if phase == PLAY:
            # Secret choices: the engine asks the lowest seat still to choose first.
            for who in range(n):
                if chosen[who] is None:
                    hand = hands[who]
                    if who == seat:
                        c, seat = first, -1
                    else:
                        c = policy(t, who, PLAY, sorted(hand, key=_key) if len(hand) > 1 else list(hand))
                    hand.remove(c)
                    chosen[who] = c
            _reveal(t)
        elif phase == TAKE or phase == FINAL:
            order = t.take_order
            who = order[0]
            floor = t.floor
            if who == seat:
                c, seat = first, -1
            else:
                c = policy(t, who, "take", sorted(floor, key=_key) if len(floor) > 1 else list(floor))
            floor.remove(c)
            del order[0]
            _to_display(t, who, c)
            if not order:
                if phase == FINAL:
                    _roachy_take(t)
                    t.phase = GAME_OVER
                    return
                _end_round(t, True)
        elif phase == MIRROR:
            who = t.mirror
            fd = t.face_down[who]
            own = t.displays[who] + ([fd] if fd is not None else [])
            if who == seat:
                c, seat = first, -1
            else:
                c = policy(t, who, MIRROR, sorted(own, key=_key) if own else [None])
            if c is not None:
                if c == fd:
                    t.face_down[who] = None
                else:
                    t.displays[who].remove(c)
                t.boxed.append(c)
            t.mirror = None
            _draw_and_continue(t)
        elif phase == HIDE:
            for who in range(n):
                if not t.hidden_ready[who]:
                    hand = hands[who]
                    if who == seat:
                        c, seat = first, -1
                    else:
                        c = policy(t, who, HIDE, sorted((x for x in hand if x & 15 != PARTY_KING), key=_key))
                    hand.remove(c)
                    t.face_down[who] = c
                    t.hidden_ready[who] = True
            t.phase = PLAY
        else:
            return


def _reveal(t: Table) -> None:
    n, host, chosen = t.players, t.host, t.chosen
    for k in range(n):                       # the Party King: first clockwise from the host
        seat = (host + k) % n
        if chosen[seat] & 15 == PARTY_KING:
            swept, t.floor = t.floor, []
            _to_display_many(t, seat, swept)
            t.take_order = []
            _end_round(t, False)
            return
    # Ascending by value played; ties clockwise from the host.
    t.take_order = sorted(range(n), key=lambda s: ((chosen[s] & 15) << 3) | ((s - host) % n))
    t.phase = TAKE


def _to_display(t: Table, seat: int, c: int) -> None:
    """One card joins a display; a value already held there leaves with it as a pair."""
    v = c & 15
    d = t.displays[seat]
    fd = t.face_down[seat] if seat < t.players else None
    if fd is None or fd & 15 != v:
        for i, x in enumerate(d):
            if x & 15 == v:
                break
        else:
            d.append(c)
            return
        if not any(y & 15 == v for y in d[i + 1:]):
            # The usual pair: the card held and this one leave together, as the general
            # rule below has them (the held card first into the box).
            del d[i]
            t.boxed += (x, c)
            return
    _to_display_many(t, seat, [c])   # the engine's general rule, kept in one place


def _to_display_many(t: Table, seat: int, cards: list) -> None:
    """Cards join a display together (lowest set first); every value held twice leaves as a
    pair, the card held longest staying when one is left (PARTY_BUGS.md §3)."""
    d = t.displays[seat]
    d.extend(sorted(cards, key=lambda c: c >> 4))
    boxed = t.boxed
    for v in sorted({c & 15 for c in cards}):
        fd = t.face_down[seat] if seat < t.players else None
        same = ([fd] if fd is not None and fd & 15 == v else []) + [c for c in d if c & 15 == v]
        keep = same[0] if len(same) % 2 else None
        for c in same:
            if c == keep:
                continue
            if c == fd:
                t.face_down[seat] = None
            else:
                d.remove(c)
            boxed.append(c)


def _roachy_take(t: Table) -> None:
    if t.roachy and t.floor:
        _to_display(t, t.players, t.floor.pop())


def _end_round(t: Table, roachy_takes: bool) -> None:
    n = t.players
    if roachy_takes:
        _roachy_take(t)
    floor = t.floor
    floor.extend(t.chosen)
    if t.roachy and t.decks[n]:
        floor.append(t.decks[n].pop())       # Roachy's 13 is an ordinary card
    t.chosen[:] = [None] * n                 # in place: `run` holds this list
    if t.mirror is not None and len(t.decks[t.mirror]) == 1:
        t.phase = MIRROR                     # just before the holder's last draw
        return
    _draw_and_continue(t)


def _draw_and_continue(t: Table) -> None:
    n = t.players
    for seat in range(n):
        deck = t.decks[seat]
        if deck:
            t.hands[seat].append(deck.pop())
    t.round += 1
    if t.round >= t.final_round:
        # The final round: from the player to the right of the host, counterclockwise.
        t.take_order = [(t.host - k) % n for k in range(1, n + 1)]
        t.phase = FINAL
    else:
        t.phase = PLAY


__all__ = ["Table", "from_state", "run", "scores"]
