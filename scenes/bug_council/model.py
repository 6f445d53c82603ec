"""What the table currently *shows*: a mutable picture that animations change step by step
(a cube lands, a card arrives) while the engine's State has already moved on. When every
animation has finished the picture is rebuilt from the bottom seat's view, so it can never
drift. A local game and a joined one draw from the same kind of view (game.bug_council.view.SeatView):
a local table takes it from its State, a client's from what the host sent."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.bug_council.state import State
from game.bug_council.view import SeatView, seat_view
from scenes.bug_council.modes import mode_picture, view_picture


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
    mode: Any = None                         # the mode's picture (scenes.bug_council.modes.mode_picture)
    # The spaces strongest first, as the view said when the picture was built (cubes landing
    # change `council` at once; the order follows when the picture is rebuilt).
    strength: tuple[int, ...] = ()

    @classmethod
    def from_view(cls, v: SeatView, mode: Any = None) -> "TableModel":
        """The picture of what seat `v.seat` sees. `mode`: the board's picture when the caller
        has it (a local table's, from the State); else the board's own from the view."""
        return cls(
            seats=v.seats, me=v.seat, age=v.age, trick=v.trick, phase=v.phase,
            council=list(v.council), chambers=v.chambers, supply=v.supply,
            # The score track: a Trilogy game shows the carried totals plus this game's points.
            scores=[a + b for a, b in zip(v.scores, v.score_offset)], tricks=list(v.tricks),
            hand_sizes=list(v.hand_sizes), my_hand=list(v.hand),
            decided=list(v.decided), declared=list(v.declared),
            leftover=v.leftover_size, plays=list(v.plays), leader=v.leader,
            last_trick=v.last_trick, declarers=tuple(range(v.players)),
            mode=mode if mode is not None else view_picture(v), strength=v.strength)

    @classmethod
    def from_state(cls, s: State, me: int) -> "TableModel":
        """A local table's picture: that of seat `me`'s view of `s` (the board's picture from
        the State, which a replay may draw with its hidden cards)."""
        return cls.from_view(seat_view(s, me), mode_picture(s, me))
