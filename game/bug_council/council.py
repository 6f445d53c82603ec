"""The Council Board: sowing a Council Visit, the strongest suit, New Recruits.

Pure functions over a council tuple (cubes per ring space, clockwise). A rulebook reader
finds here "Visiting the Council" (`sow`) and "Upkeep" (`new_recruits`).
"""
from __future__ import annotations

from game.bug_council.events import CubeMoved

RING = 5


def sow(council: tuple[int, ...], space: int) -> tuple[tuple[int, ...], int, list[CubeMoved]]:
    """Visit the Council at `space`: pick up all its cubes and drop one on each space clockwise.

    With 5 or more cubes the visitor completes a revolution: one cube on each of the other
    four spaces, one back on the origin, and the excess into the Council Chambers.
    Returns (new council, cubes to the Chambers, one CubeMoved per cube in drop order)."""
    n = council[space]
    c = list(council)
    c[space] = 0
    moves = _MOVES[space]
    if n >= RING:
        for k in range(1, RING + 1):
            c[(space + k) % RING] += 1
        overflow = n - RING
        return tuple(c), overflow, list(moves[:RING]) + [_TO_CHAMBERS[space]] * overflow
    for k in range(1, n + 1):
        c[(space + k) % RING] += 1
    return tuple(c), 0, list(moves[:n])


# Every cube move of a visit, built once: events are immutable, so a visit hands out these
# shared objects. _MOVES[space] lists the moves clockwise from `space`, in drop order.
_MOVES: tuple[tuple[CubeMoved, ...], ...] = tuple(
    tuple(CubeMoved(space, (space + k) % RING) for k in range(1, RING + 1)) for space in range(RING))
_TO_CHAMBERS: tuple[CubeMoved, ...] = tuple(CubeMoved(space, "chambers") for space in range(RING))


def new_recruits(council: tuple[int, ...], supply: int) -> tuple[tuple[int, ...], int, list[int]]:
    """Upkeep: every space except those tied for the most cubes gains one cube from the supply.

    When the supply runs short the weakest spaces are served first, ties clockwise from the
    first ring space (DECISIONS 3). Returns (new council, new supply, spaces served in order)."""
    most = max(council)
    wanting = sorted((n, i) for i, n in enumerate(council) if n != most)
    served = [i for _, i in wanting[:supply]]
    c = list(council)
    for i in served:
        c[i] += 1
    return tuple(c), supply - len(served), served


def strength_ranking(council: tuple[int, ...]) -> list[int]:
    """Spaces from strongest to weakest (ties in ring order), for the screen's ranking."""
    return sorted(range(len(council)), key=lambda i: (-council[i], i))
