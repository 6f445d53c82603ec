"""The pointer at the Party Bugs table: which card a click lands on (a hand card plays or hides,
a floor card is taken, a display card goes with the Mirror) and a hand card held from press to
release (a click, or a drag up out of the hand; dropped back on the hand it stays).

Attributes down (the geometry, the drag threshold, where the hand begins); messages up: the
choice a press or release makes is returned as (action kind, card) for the table to attempt.
What is legal comes from the shown seat's view, through the table."""
from __future__ import annotations

from typing import Sequence

import pygame

from scenes.party_bugs.view import PartyGeometry, Picture
from scenes.table_kit import HeldCard

Choice = tuple[str, "int | None"]      # (action kind, card)


class PartyPointer:
    def __init__(self, geom: PartyGeometry, drag_threshold: float, drop_line: float):
        self.geom = geom
        self.drag_threshold = drag_threshold
        self.drop_line = drop_line          # a held card released above it is chosen
        self.held: HeldCard | None = None
        self.held_kind = ""

    def motion(self, pos: tuple[int, int]) -> None:
        if self.held is not None:
            self.held.follow(pos, self.drag_threshold)

    def press(self, pos, picture: Picture, legal: Sequence, shown_seat: int | None) -> Choice | None:
        """A press at `pos`: a hand card is held (chosen on release), any other card is the
        choice made now; None for nothing to choose there."""
        target = self.card_at(pos, picture, legal, shown_seat)
        if target is None:
            return None
        kind, card = target
        if kind in ("play", "hide"):
            self.held, self.held_kind = HeldCard(card, pos, (0, 0), pos), kind
            return None
        return target

    def release(self, pos) -> Choice | None:
        """The held card's choice when it was clicked or dragged up out of the hand."""
        held, self.held = self.held, None
        if held is None or (held.moved and pos[1] >= self.drop_line):
            return None
        return self.held_kind, held.card

    def dragged(self) -> int | None:
        """The hand card being dragged (drawn at the pointer), if any."""
        return self.held.card if self.held is not None and self.held.moved else None

    def card_at(self, pos, p: Picture, legal: Sequence, shown_seat: int | None) -> Choice | None:
        """(action kind, card) for a click at `pos` on what `p` shows."""
        g = self.geom
        kinds = {a.kind for a in legal}
        for r, c in reversed(list(zip(g.hand_rects(len(p.hand)), p.hand))):
            if r.collidepoint(pos):
                return ("hide" if "hide" in kinds else "play"), c
        for i, c in enumerate(p.floor):
            if g.floor_rect(i, len(p.floor)).collidepoint(pos):
                return "take", c
        if shown_seat is not None and "mirror" in kinds:
            row = p.display_row(shown_seat, shown_seat)
            for i in reversed(range(len(row))):        # the card drawn on top first
                r = pygame.Rect(0, 0, *g.small)
                r.center = g.display_center(shown_seat, i, len(row))
                if row[i] is not None and r.collidepoint(pos):
                    return "mirror", row[i]
            if legal and legal[0].arg is None:
                return "mirror", None
        return None
