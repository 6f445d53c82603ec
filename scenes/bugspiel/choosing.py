"""The choice a Bugspiel player is putting together, before it is sent: what is picked up (a bug
card from the hand, a bonus card, or one of your flying bugs on the board), the axis its tile
should take (kept, or turned), and the slot in focus; and the keyboard's walk over the legal
actions themselves (Left/Right: the next action; Up/Down: the next card or kind).

Everything offered is read from the seat's legal actions (the engine's); nothing here decides a
rule: a slot is a target when some legal action of the picked card goes there."""
from __future__ import annotations

from typing import NamedTuple, Sequence

from game.bugspiel.actions import BONUS, MOVE, PASS, PLAY, Action
from game.bugspiel.board import AXES

ROTATIONS = (None,) + AXES          # the axis chooser's steps: keep, then each axis


class Pick(NamedTuple):
    """What is in hand: `kind` play (a bug card), move (a bug on the board) or bonus; `key` the
    species id, the slot flown from, or the bonus card."""

    kind: str
    key: int | str


def pick_of(a: Action) -> Pick | None:
    if a.kind == PLAY:
        return Pick(PLAY, a.card)
    if a.kind == MOVE:
        return Pick(MOVE, a.frm)
    if a.kind == BONUS:
        return Pick(BONUS, a.card)
    return None


def group_of(a: Action) -> tuple:
    """The keyboard's groups: a kind and what it moves (a buy's market is one group)."""
    p = pick_of(a)
    return (a.kind, p.key if p is not None else None)


class Chooser:
    def __init__(self) -> None:
        self.legal: tuple[Action, ...] = ()
        self.pick: Pick | None = None
        self.rotate: str | None = None
        self.target: str | None = None      # the slot in focus (keyboard) or under the pointer
        self.focus: int | None = None       # the keyboard's action, an index into `legal`

    def update(self, legal: Sequence[Action]) -> None:
        """A new position (or none to choose): drop what is no longer offered."""
        legal = tuple(legal)
        if legal == self.legal:
            return
        self.legal = legal
        self.focus = None
        if self.pick is not None and not self.targets():
            self.pick, self.target = None, None

    # --- what is offered -----------------------------------------------------------------------

    def of_pick(self, pick: Pick | None = None) -> list[Action]:
        pick = pick if pick is not None else self.pick
        return [a for a in self.legal if pick_of(a) == pick] if pick is not None else []

    def targets(self) -> set[str]:
        return {a.to for a in self.of_pick()}

    def offered(self, pick: Pick) -> bool:
        return bool(self.of_pick(pick))

    def rotations(self, to: str | None = None) -> list[str | None]:
        """The axes the picked card may give the tile of `to` (None: keep), as the engine lists."""
        to = to if to is not None else self.target
        out = {a.rotate for a in self.of_pick() if a.to == to}
        return [r for r in ROTATIONS if r in out]

    def action_to(self, to: str) -> Action | None:
        """The picked card on `to` with the chosen axis (None: no legal action goes there)."""
        options = [a for a in self.of_pick() if a.to == to]
        for a in options:
            if a.rotate == self.rotate or a.kind == BONUS:
                return a
        return next((a for a in options if a.rotate is None), options[0] if options else None)

    def passes(self) -> list[Action]:
        return [a for a in self.legal if a.kind == PASS]

    def buys(self, kind: str) -> dict[int, Action]:
        return {a.market: a for a in self.legal if a.kind == kind}

    def focused(self) -> Action | None:
        return self.legal[self.focus] if self.focus is not None and self.focus < len(self.legal) else None

    # --- changing it -------------------------------------------------------------------------------

    def take(self, pick: Pick | None) -> None:
        self.pick, self.target, self.focus = pick, None, None

    def step_rotation(self) -> None:
        """The next axis (keep, ns, ne, nw, keep...)."""
        self.rotate = ROTATIONS[(ROTATIONS.index(self.rotate) + 1) % len(ROTATIONS)]
        self._follow_rotation()

    def _follow_rotation(self) -> None:
        """The keyboard's action follows the axis chosen (the same card and slot)."""
        a = self.focused()
        if a is not None and a.kind in (PLAY, MOVE) and self.target is not None:
            b = self.action_to(self.target)
            if b is not None and b in self.legal:
                self.focus = self.legal.index(b)

    def _land(self, i: int) -> None:
        self.focus = i
        a = self.legal[i]
        self.pick = pick_of(a)
        self.target = a.to if self.pick is not None else None
        if a.kind in (PLAY, MOVE):
            self.rotate = a.rotate

    def step(self, forward: bool) -> None:
        """The next legal action (the previous: not `forward`), wrapping around."""
        if not self.legal:
            return
        n = len(self.legal)
        i = (self.focus + (1 if forward else -1)) % n if self.focus is not None else (0 if forward else n - 1)
        self._land(i)

    def step_group(self, forward: bool) -> None:
        """The first action of the next group (a kind and what it moves)."""
        if not self.legal:
            return
        n = len(self.legal)
        here = group_of(self.legal[self.focus]) if self.focus is not None else None
        i = self.focus if self.focus is not None else -1
        for _ in range(n):
            i = (i + (1 if forward else -1)) % n
            if group_of(self.legal[i]) != here:
                if not forward:         # back to the first action of that group
                    g = group_of(self.legal[i])
                    while i > 0 and group_of(self.legal[i - 1]) == g:
                        i -= 1
                self._land(i)
                return
