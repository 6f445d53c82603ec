"""Scoring a bonus card (BUGSPIEL.md section 3.1), for the rules and for the bonus preview alike.

The line is the anchor's tile and, both ways along that tile's axis, each next tile with the same
axis and some bug. For each seat and each half: base = the value of the seat's bugs in the line
that match the half without wildcards; if base > 0 the seat scores its bugs matching the half
with wildcards (a category half then counts wildcard bugs too), else 0. Every seat gains at once.
"""
from __future__ import annotations

from functools import cache
from typing import Sequence

from game.bugspiel.board import SLOTS_PER_TILE, Layout, line_tiles
from game.bugspiel.cards import half_value, halves, matches, species
from game.bugspiel.events import HalfScore, LineScore

Slot = tuple[int, int] | None          # (seat, species id) or empty


def occupied_tiles(slots: Sequence[Slot], tiles: int) -> tuple[bool, ...]:
    # A slot holds None or a (seat, species) pair, never anything false: `any` of a tile's slice.
    return tuple(any(slots[k:k + SLOTS_PER_TILE]) for k in range(0, tiles * SLOTS_PER_TILE, SLOTS_PER_TILE))


@cache
def anchor_matches(card: str, sid: int) -> bool:
    """Whether the bug `sid` may anchor `card`: it matches a half without wildcards (a fact of
    the data: cached)."""
    bug = species(sid)
    return any(matches(h, bug, wild=False) for h in halves(card))


def score_line(lay: Layout, axes: Sequence[str], slots: Sequence[Slot], anchor: int, card: str,
               players: int) -> LineScore:
    """What cashing `card` on slot `anchor` gives every seat (the position is not changed)."""
    tiles = line_tiles(lay, anchor // SLOTS_PER_TILE, tuple(axes), occupied_tiles(slots, lay.tiles))
    bugs = [(lay.slot_label(i), slots[i][0], species(slots[i][1]))
            for t in tiles for i in range(t * SLOTS_PER_TILE, (t + 1) * SLOTS_PER_TILE) if slots[i] is not None]
    gains = [0] * players
    rows = []
    for half in halves(card):
        for seat in range(players):
            mine = [(label, bug) for label, owner, bug in bugs if owner == seat]
            base = sum(half_value(half, bug) for _l, bug in mine if matches(half, bug, wild=False))
            counted = [(label, bug) for label, bug in mine if matches(half, bug, wild=True)] if base > 0 else []
            points = sum(half_value(half, bug) for _l, bug in counted)
            gains[seat] += points
            if base > 0:
                rows.append(HalfScore(seat, half, base, points, tuple(label for label, _b in counted)))
    return LineScore(card, lay.slot_label(anchor), tuple(sorted(lay.labels[t] for t in tiles)), tuple(gains),
                     tuple(rows))


__all__ = ["score_line", "anchor_matches", "occupied_tiles"]
