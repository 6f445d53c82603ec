"""The hex board (BUGSPIEL.md section 1): tiles in axial coordinates (q, r), labelled by column
letter and row (`B2`), three slots a, b, c per tile (`B2a`), three axes and their steps.

A position keeps its tiles in the board's label order (`Layout.labels`) and its slots in tile
order, a, b, c (slot index = 3 x tile index + 0..2)."""
from __future__ import annotations

from functools import cache
from typing import NamedTuple

from game.bugspiel.data import game_data

AXES = ("ns", "ne", "nw")
# Each axis's two steps (q, r): section 1.
AXIS_STEPS = {"ns": ((0, -1), (0, 1)), "ne": ((1, -1), (-1, 1)), "nw": ((-1, 0), (1, 0))}
SLOT_LETTERS = ("a", "b", "c")
SLOTS_PER_TILE = len(SLOT_LETTERS)
BOARDS = ("small", "large")


class Layout(NamedTuple):
    name: str
    labels: tuple[str, ...]                      # tiles in label order
    coords: tuple[tuple[int, int], ...]          # (q, r) per tile
    winning_score: int

    @property
    def tiles(self) -> int:
        return len(self.labels)

    def tile_index(self, label: str) -> int:
        """The index of tile `label`; ValueError when the board has no such tile."""
        try:
            return self.labels.index(label)
        except ValueError:
            raise ValueError(f"no tile {str(label)[:10]!r} on the {self.name} board") from None

    def slot_label(self, slot: int) -> str:
        return self.labels[slot // SLOTS_PER_TILE] + SLOT_LETTERS[slot % SLOTS_PER_TILE]

    def slot_index(self, label: object) -> int:
        """The index of slot `label` (`B2a`); ValueError when the board has no such slot."""
        if not isinstance(label, str) or len(label) < 3 or label[-1] not in SLOT_LETTERS:
            raise ValueError(f"expected a slot like B2a, got {str(label)[:12]!r}")
        return self.tile_index(label[:-1]) * SLOTS_PER_TILE + SLOT_LETTERS.index(label[-1])

    @property
    def slot_labels(self) -> tuple[str, ...]:
        return _slot_labels(self)

    def neighbour(self, tile: int, step: tuple[int, int]) -> int | None:
        q, r = self.coords[tile]
        return _positions(self).get((q + step[0], r + step[1]))

    def centre(self, tile: int) -> tuple[float, float]:
        return centre(*self.coords[tile])


def centre(q: int, r: int) -> tuple[float, float]:
    """A tile's centre in units of the hex's circumradius (section 1: x = 1.5 q,
    y = sqrt(3) (r + q/2), y downward): where a table draws tile (q, r)."""
    return 1.5 * q, 3 ** 0.5 * (r + q / 2)


@cache
def _slot_labels(layout: Layout) -> tuple[str, ...]:
    return tuple(layout.slot_label(i) for i in range(layout.tiles * SLOTS_PER_TILE))


@cache
def _positions(layout: Layout) -> dict[tuple[int, int], int]:
    return {qr: i for i, qr in enumerate(layout.coords)}


@cache
def layout(name: str) -> Layout:
    """The board `name` (small or large); ValueError naming the boards."""
    board = game_data().boards.get(name)
    if board is None:
        raise ValueError(f"board: expected one of {', '.join(game_data().boards)}, got {str(name)[:20]!r}")
    return Layout(board.name, tuple(t[0] for t in board.tiles), tuple((q, r) for _l, q, r in board.tiles),
                  board.winning_score)


def line_tiles(lay: Layout, tile: int, axes: tuple[str, ...], occupied: tuple[bool, ...]) -> tuple[int, ...]:
    """The line through `tile` (section 3.1): the tile, then in both directions of its axis each
    next tile while it exists, has the same axis and some occupied slot (`occupied` per tile).
    In board order."""
    axis = axes[tile]
    out = {tile}
    for step in AXIS_STEPS[axis]:
        t = lay.neighbour(tile, step)
        while t is not None and axes[t] == axis and occupied[t]:
            out.add(t)
            t = lay.neighbour(t, step)
    return tuple(sorted(out))


__all__ = ["centre", "AXES", "AXIS_STEPS", "SLOT_LETTERS", "SLOTS_PER_TILE", "BOARDS", "Layout", "layout", "line_tiles"]
