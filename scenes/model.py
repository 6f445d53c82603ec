"""What the table currently *shows*: a mutable picture that animations change step by step
(a cube lands, a card arrives) while the engine's State has already moved on. When every
animation has finished the picture is rebuilt from the State, so it can never drift."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.state import DECLARATION, State
from scenes.modes import mode_picture


@dataclass
class TableModel:
    seats: int
    me: int
    age: int
    trick: int
    phase: str
    council: list[int]
    chambers: int
    supply: int
    scores: list[int]
    tricks: list[int]
    hand_sizes: list[int]
    my_hand: list[int]
    decided: list[bool]
    declared: list[str | None]       # shown choices (others hidden until the reveal)
    leftover: int
    plays: list[tuple[int, int]]
    leader: int
    last_trick: tuple | None
    lifted: tuple[int, int] | None = None   # (space, cubes) held above the ring mid-visit
    glow_seat: int | None = None             # the trick's winning card glows
    caption: str = ""                        # the one-line explanation of the last trick
    hidden: set[int] = field(default_factory=set)   # cards in flight, not drawn in place
    declarers: tuple[int, ...] = ()          # seats that declare (not the Emissary/Termitenator)
    mode: Any = None                         # the mode's picture (scenes.modes.mode_picture)

    @classmethod
    def from_state(cls, s: State, me: int) -> "TableModel":
        declared = [d if (s.phase != DECLARATION or i == me) else None for i, d in enumerate(s.declared)]
        return cls(
            seats=s.rules.seats, me=me, age=s.age, trick=s.trick, phase=s.phase,
            council=list(s.council), chambers=s.chambers, supply=s.supply,
            # The score track: a Trilogy game shows the carried totals plus this game's points.
            scores=[a + b for a, b in zip(s.scores, s.hooks.score_offset(s))], tricks=list(s.tricks),
            hand_sizes=[len(h) for h in s.hands], my_hand=list(s.hands[me]),
            decided=[d is not None for d in s.declared], declared=declared,
            leftover=len(s.leftover), plays=list(s.plays), leader=s.leader,
            last_trick=s.last_trick, declarers=tuple(s.hooks.declarers(s.rules)),
            mode=mode_picture(s, me))
