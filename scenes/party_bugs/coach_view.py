"""Party Bugs' table and the shared coach (scenes.coach.table_coach): where the suggested card
lies on this table (a hand card, a floor card, a display card for the Mirror), and the live
status line's words (the take order once revealed, each taker's expected card)."""
from __future__ import annotations

import pygame

from game.party_bugs.coach import KIT
from scenes.coach.table_coach import TableCoach
from scenes.party_bugs.coach_words import PartyCoachWords, take_status_words


def table_coach(table) -> TableCoach:
    spec = table.spec["coach"]
    return TableCoach(table.app, KIT, lambda: PartyCoachWords(table.names, table.reader()),
                      pygame.Rect(spec["panel"]), pygame.Rect(spec["status"]))


def card_rect(table, kind: str, card) -> pygame.Rect | None:
    """Where `card` is drawn for a decision of `kind` (None: not on the table now)."""
    p, g = table.picture, table.geom
    if kind in ("play", "hide") and card in p.hand:
        from scenes.party_bugs.draw import hand_card_rect
        return hand_card_rect(table, card)
    if kind == "take" and card in p.floor:
        return g.floor_rect(p.floor.index(card), len(p.floor))
    seat = table.shown_seat
    if kind == "mirror" and seat is not None and card is not None:
        row = p.display_row(seat, seat)
        if card in row:
            w, h = g.small
            return pygame.Rect(0, 0, w, h).move(*(v - d // 2 for v, d in
                                                  zip(g.display_center(seat, row.index(card), len(row)), (w, h))))
    return None


def suggested_rect(table) -> pygame.Rect | None:
    a = table.suggested_action()
    return None if a is None else card_rect(table, a.kind, a.arg)


def status_words(table) -> str:
    """The live status for the shown seat (a replay: for the seat at the bottom), once the
    picture has caught up with the engine."""
    seat = table.shown_seat if table.shown_seat is not None else table.bottom
    if table.anim.busy or table.dirty or table.seen().game_over:
        return ""
    return take_status_words(KIT.status(table.view_of_seat(seat)), table.names, table.reader())
