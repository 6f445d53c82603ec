"""The choice a Back Alley Bones player is putting together, before it is sent: the card in
hand, its signed move (a Cheat's tokens up or down, a Luck's direction), the Decoy (or the Flex
paying as it) and the Point in focus; and the decisions that are not a card on a Point (a
Shooter, a Side Bet, the Lookout's answer, an ability, a burn, a pass) as buttons.

Everything offered is read from the seat's legal actions (the engine's); nothing here decides a
rule. The keyboard's arrows step only through the playable cards (`step_card`, over
scenes.widgets.next_stop); the buttons are the table's Tab ring's (scenes.widgets.BarFocus)."""
from __future__ import annotations

from typing import Sequence

from game.back_alley_bones.actions import BURN, PLAY, Action, Args
from scenes.widgets import next_stop

DecoyOption = tuple[bool, "str | None"]        # (the Decoy declared, the card paying the Flex)


class Chooser:
    """The choice under construction; `legal` is refreshed by the table from the seat's view."""

    def __init__(self) -> None:
        self.legal: tuple[Action, ...] = ()
        self.card: str | None = None
        self.by: int | None = None
        self.decoy = 0              # index into decoy_options()
        self.point: int | None = None
        self.page = 0               # the page of decision buttons shown

    def update(self, legal: Sequence[Action]) -> None:
        """A new position (or none to choose): drop what is no longer offered."""
        legal = tuple(legal)
        if legal == self.legal:
            return
        self.legal = legal
        if self.card not in self.cards():
            self.card, self.by, self.point = None, None, None
        self.page = 0
        if self.card is None and self.cards():
            self.pick(self.cards()[0])
        elif self.card is not None:
            self.settle()

    # --- what is offered -------------------------------------------------------------------------

    def plays(self) -> list[Action]:
        return [a for a in self.legal if a.kind == PLAY]

    def burns(self) -> list[Action]:
        return [a for a in self.legal if a.kind == BURN]

    def cards(self) -> list[str]:
        """The hand cards that can be played (or burned) now, each once, in hand order."""
        seen: list[str] = []
        for a in self.plays() + self.burns():
            if a.card not in seen:
                seen.append(a.card)
        return seen

    def buttons(self) -> list[Action]:
        """Every other decision, in the engine's order."""
        return [a for a in self.legal if a.kind not in (PLAY, BURN)]

    def moves(self, card: str | None = None) -> list[int]:
        """The signed moves `card` may make, lowest first."""
        card = card if card is not None else self.card
        return sorted({a.by for a in self.plays() if a.card == card})

    def decoy_options(self) -> list[DecoyOption]:
        """No Decoy first, then the Decoy, then the Flex paying with each card."""
        opts = {(a.decoy, a.flex) for a in self.plays() if a.card == self.card and a.by == self.by}
        return sorted(opts, key=lambda o: (o[0], o[1] is not None, o[1] or ""))

    def decoy_now(self) -> DecoyOption:
        opts = self.decoy_options()
        return opts[self.decoy % len(opts)] if opts else (False, None)

    def targets(self) -> list[int]:
        """The Points the chosen card may go on with its move and Decoy choice."""
        decoy, flex = self.decoy_now()
        return sorted({a.point for a in self.plays()
                       if a.card == self.card and a.by == self.by and a.decoy == decoy and a.flex == flex})

    def burnable(self, card: str) -> bool:
        return any(a.card == card for a in self.burns())

    # --- changing it ------------------------------------------------------------------------------

    def pick(self, card: str) -> None:
        """Take `card` in hand: its move starts at one token (a Luck: its move) up, if legal."""
        self.card = card
        moves = self.moves(card)
        ups = [m for m in moves if m > 0]
        self.by = min(ups) if ups else (max(moves) if moves else None)
        self.decoy = 0
        self.settle()

    def settle(self) -> None:
        """Keep the move and the Point among those offered."""
        moves = self.moves()
        if moves and self.by not in moves:
            self.by = min(moves, key=lambda m: abs(m - (self.by or 0)))
        targets = self.targets()
        if self.point not in targets:
            self.point = targets[0] if targets else None

    def step_move(self, up: bool) -> None:
        """One token more up (or down): through 0 the direction turns."""
        moves = self.moves()
        if not moves or self.by is None:
            return
        i = moves.index(self.by) if self.by in moves else 0
        self.by = moves[min(len(moves) - 1, i + 1) if up else max(0, i - 1)]
        self.settle()

    def set_tokens(self, n: int) -> None:
        """`n` tokens the way the move goes now (when the card takes that many)."""
        if self.by is None:
            return
        want = n if self.by > 0 else -n
        if want in self.moves():
            self.by = want
            self.settle()

    def next_decoy(self) -> None:
        self.decoy = (self.decoy + 1) % max(1, len(self.decoy_options()))
        self.settle()

    def step_card(self, forward: bool) -> None:
        """The next playable card (the previous: not `forward`), wrapping around."""
        cards = self.cards()
        at = next_stop(range(len(cards)), cards.index(self.card) if self.card in cards else None,
                       1 if forward else -1)
        if at is not None:
            self.pick(cards[at])

    def step_point(self, down: bool) -> None:
        targets = self.targets()
        if not targets:
            return
        i = targets.index(self.point) if self.point in targets else -1
        self.point = targets[(i + (1 if down else -1)) % len(targets)]

    def play_args(self, point: int) -> Args:
        """The chosen card on `point` (whether the engine takes it is the engine's to say)."""
        decoy, flex = self.decoy_now()
        return Args(card=self.card, point=point, by=self.by, decoy=decoy, flex=flex)
