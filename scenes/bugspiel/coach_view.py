"""Bugspiel's table and the shared coach (scenes.coach.table_coach): the hint's panel over the
panel's preview and log (config/bugspiel_ui.yaml `coach`), and where the suggested action is on
this table: the market card to buy, the hand card to play or cash (then its slot ringed), your
bug to fly (and where to), or the Pass button. No status line: the position is open."""
from __future__ import annotations

import pygame

from game.bugspiel.actions import BONUS, BUY_BUG, BUYS, MOVE, PASS, PLAY
from game.bugspiel.coach import KIT
from scenes.bugspiel.coach_words import BugspielCoachWords
from scenes.coach.table_coach import TableCoach


def table_coach(table) -> TableCoach:
    spec = table.layout.look["coach"]
    panel = pygame.Rect(spec["panel"])
    return TableCoach(table.app, KIT, lambda: BugspielCoachWords(table.names, table.reader(), table.seen()), panel,
                      pygame.Rect(panel.x, panel.y, panel.w, 0))


def slot_rect(table, label: str) -> pygame.Rect:
    """The square around a board slot's disc."""
    x, y = table.slot_point(label)
    r = round(table.layout.slot_radius(table.camera.scale))
    return pygame.Rect(round(x) - r, round(y) - r, 2 * r, 2 * r)


def source_rect(table, a) -> pygame.Rect | None:
    """Where the suggested action starts on this table (None: not shown now)."""
    p, lay, seat = table.picture, table.layout, table.bottom
    if a.kind in BUYS:
        return lay.market_slot("bugs" if a.kind == BUY_BUG else "bonuses", a.market)
    if a.kind == PASS:
        return table.pass_button.rect
    if a.kind == MOVE:
        return slot_rect(table, a.frm)
    hand = p.bug_hands[seat] if a.kind == PLAY else p.bonus_hands[seat]
    if table.shown_seat is None or a.card not in hand:
        return None
    rects = lay.hand_bug_rects(len(hand)) if a.kind == PLAY else lay.hand_bonus_rects(len(hand))
    return rects[hand.index(a.card)]


def draw_coach(table, surf: pygame.Surface) -> None:
    """The mark on the suggested card (and a gold ring on its slot, clipped to the board), then
    the open hint's panel."""
    coach = table.coach
    a = coach.suggested()
    if a is not None:
        coach.draw_mark(surf, source_rect(table, a))
        if a.kind in (PLAY, MOVE, BONUS):
            ring = slot_rect(table, a.to).inflate(*table.layout.look["coach"]["ring_pad"])
            clip = surf.get_clip()
            surf.set_clip(table.layout.board())
            pygame.draw.ellipse(surf, table.cfg.color("gold"), ring, table.layout.look["coach"]["ring_width"])
            surf.set_clip(clip)
    coach.draw_panel(surf, "." * (int(table.clock * 3) % 4))
