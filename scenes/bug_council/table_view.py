"""Draws the table scene from what it shows (its TableModel) and its input state. Reads
only; every rule-dependent fact (legal cards, the sowing preview) comes computed by the scene
from the engine."""
from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from game.bug_council.cards import SUIT_TITLES, suit_of
from game.bug_council.coach import hint_budget
from scenes.bug_council.coach_words import hint_text, margin_words, option_label, option_reasons
from scenes.config import UiConfig
from scenes.screens import seat_note
from scenes.widgets import alpha_rect, draw_button, panel

if TYPE_CHECKING:
    from scenes.bug_council.table import TableScene

ROMAN = ("I", "II", "III", "IV", "V")


def _mix(a, b, t):
    return tuple(round(a[i] + (b[i] - a[i]) * t) for i in range(3))


class TableView:
    def __init__(self, scene: "TableScene"):
        self.s = scene
        self.cfg: UiConfig = scene.cfg
        self.art = scene.app.art
        self.text = scene.app.text
        self.geom = scene.geom
        self._overlay_cache: dict[tuple, pygame.Surface] = {}

    def c(self, name: str):
        return self.cfg.color(name)

    def r(self, name: str) -> pygame.Rect:
        return pygame.Rect(self.cfg.rect(name))

    def translucent(self, size, color, alpha, radius=10) -> pygame.Surface:
        key = (size, color, alpha, radius)
        s = self._overlay_cache.get(key)
        if s is None:
            s = pygame.Surface(size, pygame.SRCALPHA)
            pygame.draw.rect(s, (*color, alpha), s.get_rect(), border_radius=radius)
            self._overlay_cache[key] = s
        return s

    # --- whole frame ---------------------------------------------------------------------

    def draw(self, surf: pygame.Surface) -> None:
        surf.blit(self.art.table(), (0, 0))
        self.draw_top_bar(surf)
        self.draw_side_panel(surf)
        self.draw_left_column(surf)
        self.draw_ring(surf)
        self.draw_trick_area(surf)
        self.draw_plaques(surf)
        if self.s.mode_view is not None:
            self.s.mode_view.draw(surf)
        self.draw_prompt(surf)
        if self.s.declaring:
            self.draw_declare_panel(surf)
        self.draw_hand(surf)
        self.draw_hint_panel(surf)
        self.s.anim.draw(surf)
        if self.s.reviewing and self.s.model.last_trick:
            self.draw_last_trick_review(surf)
        self.draw_drag(surf)

    # --- top bar -------------------------------------------------------------------------

    def draw_top_bar(self, surf: pygame.Surface) -> None:
        bar = self.r("top_bar")
        pygame.draw.rect(surf, self.c("wood_dark"), bar)
        pygame.draw.line(surf, self.c("wood_light"), bar.bottomleft, bar.bottomright, 2)
        title = self.text.blit(surf, "Bug Council of Backyardia", "title", self.c("gold"), (16, bar.centery),
                               "midleft", bold=True)
        m = self.s.model
        info = f"Age {ROMAN[m.age - 1]} of III  \u00b7  Trick {min(m.trick, 10)} of 10"
        if m.phase == "declaration":
            info = f"Age {ROMAN[m.age - 1]} of III  \u00b7  Declaration"
        if m.phase == "game_over":
            info = "Game over"
        # Centered in the room the buttons leave (solo and hot-seat tables have more buttons).
        right = min((b.rect.left for b in self.s.top_buttons), default=bar.right)
        size = next((z for z in ("label", "body", "small")
                     if self.text.render(info, z, self.c("cream"), bold=True).get_width() <= right - title.right - 16),
                    "small")
        self.text.blit(surf, info, size, self.c("cream"), ((title.right + right) // 2, bar.centery), "center", bold=True)
        mouse = self.s.mouse
        for b in self.s.top_buttons:
            draw_button(surf, self.cfg, self.text, b, b.rect.collidepoint(mouse))

    # --- side panel ------------------------------------------------------------------------

    def draw_side_panel(self, surf: pygame.Surface) -> None:
        panel(surf, self.cfg, self.r("side_panel"))
        self.draw_scores(surf)
        self.draw_ranking(surf)
        self.draw_last_trick(surf)
        self.draw_log(surf)

    def _heading(self, surf, rect: pygame.Rect, title: str, hint: str = "") -> int:
        self.text.blit(surf, title, "body", self.c("ink"), (rect.x, rect.y), bold=True)
        if hint:
            self.text.blit(surf, hint, "tiny", self.c("ink_soft"), (rect.right, rect.y + 3), "topright")
        y = rect.y + self.cfg.num("line_height") + 2
        pygame.draw.line(surf, self.c("panel_rule"), (rect.x, y), (rect.right, y))
        return y + 4

    def draw_scores(self, surf: pygame.Surface) -> None:
        rect = self.r("scores")
        y = self._heading(surf, rect, "Score", "points \u00b7 tricks this Age")
        m = self.s.model
        row_h = min(26, (rect.bottom - y) // max(1, m.seats))
        for seat in range(m.seats):
            ry = y + seat * row_h
            active = seat in self.s.acting_seats
            if active:
                alpha_rect(surf, pygame.Rect(rect.x - 4, ry, rect.w + 8, row_h - 2), self.c("active_seat"), 90, 6)
            pygame.draw.rect(surf, self.s.colors[seat], (rect.x, ry + 4, 8, row_h - 10), border_radius=3)
            self.text.blit(surf, self.s.names[seat], "body", self.c("ink"), (rect.x + 14, ry + row_h // 2 - 1), "midleft",
                           bold=seat == m.me)
            self.draw_decl_chip(surf, seat, (rect.x + 150, ry + row_h // 2 - 1), small=True)
            self.text.blit(surf, str(m.scores[seat]), "label", self.c("ink"), (rect.right - 52, ry + row_h // 2 - 1),
                           "midright", bold=True)
            self.text.blit(surf, f"\u00b7 {m.tricks[seat]}", "body", self.c("ink_soft"), (rect.right - 44, ry + row_h // 2 - 1),
                           "midleft")

    def draw_decl_chip(self, surf, seat: int, center, small: bool = False) -> None:
        """The declaration marker: face down until revealed, then Allegiance / No Allegiance."""
        m = self.s.model
        if m.declarers and seat not in m.declarers:
            return      # the Emissary and the Termitenator never declare
        w, h = (34, 18) if small else (44, 22)
        rect = pygame.Rect(0, 0, w, h)
        rect.center = center
        if not m.decided[seat] and m.declared[seat] is None:
            if m.phase == "declaration":
                pygame.draw.rect(surf, self.c("panel_rule"), rect, 1, border_radius=4)
                self.text.blit(surf, "\u2026", "tiny", self.c("ink_soft"), rect.center, "center")
            return
        d = m.declared[seat]
        if d is None:
            pygame.draw.rect(surf, self.c("card_back"), rect, border_radius=4)
            pygame.draw.rect(surf, self.c("card_back_rim"), rect, 1, border_radius=4)
            self.text.blit(surf, "?", "tiny", self.c("gold"), rect.center, "center", bold=True)
        elif d == "allegiance":
            pygame.draw.rect(surf, self.c("cream"), rect, border_radius=4)
            pygame.draw.rect(surf, self.c("wood"), rect, 2, border_radius=4)
            self.text.blit(surf, "A", "small", self.c("ink"), rect.center, "center", bold=True)
        else:
            pygame.draw.rect(surf, self.c("ink"), rect, border_radius=4)
            pygame.draw.rect(surf, self.c("gold"), rect, 2, border_radius=4)
            self.text.blit(surf, "NA", "small", self.c("gold"), rect.center, "center", bold=True)

    def draw_ranking(self, surf: pygame.Surface) -> None:
        rect = self.r("ranking")
        y = self._heading(surf, rect, "Suit strength", "cubes on each space")
        council = self.s.model.council
        order = self.s.model.strength
        n = len(order)
        slot = rect.w / n
        for k, space in enumerate(order):
            cx = rect.x + slot * (k + 0.5)
            icon = self.art.suit_icon(space, 26)
            surf.blit(icon, icon.get_rect(center=(cx, y + 18)))
            self.text.blit(surf, str(council[space]), "label", self.c("ink"), (cx, y + 34), "midtop", bold=True)
            if k + 1 < n:
                nxt = order[k + 1]
                sign = "=" if council[nxt] == council[space] else ">" if council[nxt] < council[space] else "<"
                self.text.blit(surf, sign, "body", self.c("ink_soft"), (rect.x + slot * (k + 1), y + 18), "center", bold=True)
        if council[order[0]] > 0:
            self.text.blit(surf, "\u2605", "small", self.c("gold"), (rect.x + slot * 0.5 + 16, y + 4), "center")

    def draw_last_trick(self, surf: pygame.Surface) -> None:
        rect = self.r("last_trick")
        y = self._heading(surf, rect, "Last trick", "hold L or click to review")
        lt = self.s.model.last_trick
        if not lt:
            self.text.blit(surf, "No trick played yet.", "small", self.c("ink_soft"), (rect.x, y + 8))
            return
        plays, winner, _visitor = lt
        mini = tuple(self.cfg.cards["mini_size"])
        # wide enough for the longest name when the panel has room ("Termitenator" in solo)
        font = self.text.font("tiny")
        widest = max(font.size(self.s.names[seat])[0] for seat, _ in plays)
        step = min(rect.w / max(1, len(plays)), max(mini[0] + 22, widest + 6))
        for i, (seat, card) in enumerate(plays):
            x = rect.x + i * step
            img = self.art.card_face(card, mini)
            if seat == winner:
                g = self.art.card_glow(mini, "gold", 3)
                surf.blit(g, (x - 3, y + 2 - 3))
            surf.blit(img, (x, y + 2))
            name = self.text.fit(self.s.names[seat], "tiny", int(step) - 4)
            self.text.blit(surf, name, "tiny", self.c("ink_soft"), (x + mini[0] / 2, y + mini[1] + 4), "midtop")

    def draw_log(self, surf: pygame.Surface) -> None:
        rect = self.r("log")
        y0 = self._heading(surf, rect, "Game log", "scroll with the wheel")
        area = pygame.Rect(rect.x, y0, rect.w, rect.bottom - y0)
        lh = self.cfg.num("line_height")
        lines = self.s.wrapped_log(rect.w - 4)
        visible = area.h // lh
        end = len(lines) - self.s.log_scroll
        start = max(0, end - visible)
        prev = surf.get_clip()
        surf.set_clip(area)
        for i, line in enumerate(lines[start:end]):
            self.text.blit(surf, line, "small", self.c("ink"), (area.x, area.y + i * lh))
        surf.set_clip(prev)
        if self.s.log_scroll:
            self.text.blit(surf, f"\u2193 {self.s.log_scroll} newer", "tiny", self.c("warning"), (rect.right, rect.bottom - 12), "topright")

    # --- left column: age track, supply, leftover deck ------------------------------------------

    def draw_left_column(self, surf: pygame.Surface) -> None:
        m = self.s.model
        at = self.r("age_track")
        self.text.blit(surf, "AGE", "tiny", self.c("cream"), (at.centerx, at.y), "midtop", bold=True)
        for a in range(3):
            cy = at.y + 26 + a * 28
            rect = pygame.Rect(0, 0, 40, 22)
            rect.center = (at.centerx, cy)
            on = a + 1 == m.age
            pygame.draw.rect(surf, self.c("gold") if on else self.c("table_felt_dark"), rect, border_radius=11)
            pygame.draw.rect(surf, self.c("wood_light"), rect, 2, border_radius=11)
            self.text.blit(surf, ROMAN[a], "small", self.c("ink") if on else self.c("cream"), rect.center, "center", bold=True)
        sp = self.r("supply")
        box = pygame.Rect(sp.x + 6, sp.y + 16, sp.w - 12, sp.h - 22)
        pygame.draw.rect(surf, self.c("table_felt_dark"), box, border_radius=8)
        pygame.draw.rect(surf, self.c("wood_light"), box, 2, border_radius=8)
        cube = self.art.cube()
        for p in self.geom.stack_positions(box.center, min(m.supply, 12)):
            surf.blit(cube, cube.get_rect(center=p))
        self.text.blit(surf, f"SUPPLY {m.supply}", "tiny", self.c("cream"), (sp.centerx, sp.y), "midtop", bold=True)
        if self.s.mode_view is not None and self.s.mode_view.owns_leftover:
            return
        lo = self.r("leftover")
        if self.s.discarding:
            g = self.art.card_glow(lo.size, "drop_zone", 8)
            surf.blit(g, (lo.x - 8, lo.y - 8))
        back = self.art.card_back(lo.size)
        if m.leftover == 0:
            pygame.draw.rect(surf, self.c("wood_light"), lo, 2, border_radius=8)
        for i in range(min(3, (m.leftover + 3) // 4)):
            surf.blit(back, (lo.x - i * 2, lo.y - i * 2))
        self.text.blit(surf, f"Leftover {m.leftover}", "tiny", self.c("cream"), (lo.centerx, lo.bottom + 4), "midtop", bold=True)

    # --- the council ring ------------------------------------------------------------------

    def draw_ring(self, surf: pygame.Surface) -> None:
        g, m = self.geom, self.s.model
        cx, cy = g.ring_center
        # the ring path, with chevrons showing the clockwise sowing direction
        board_r = g.ring_radius + g.space_radius + self.cfg.num("ring_board_margin")
        pygame.draw.circle(surf, self.c("table_felt_dark"), (cx, cy), board_r)
        pygame.draw.circle(surf, self.c("wood"), (cx, cy), board_r, 4)
        pygame.draw.circle(surf, self.c("wood_light"), (cx, cy), g.ring_radius, 3)
        for i in range(5):
            a = math.radians(-90 + 72 * i + 36)
            px, py = cx + g.ring_radius * math.cos(a), cy + g.ring_radius * math.sin(a)
            t = a + math.pi / 2
            tip = (px + 7 * math.cos(t), py + 7 * math.sin(t))
            l = (px - 5 * math.cos(t) + 6 * math.cos(a), py - 5 * math.sin(t) + 6 * math.sin(a))
            r = (px - 5 * math.cos(t) - 6 * math.cos(a), py - 5 * math.sin(t) - 6 * math.sin(a))
            pygame.draw.polygon(surf, self.c("gold"), [tip, l, r])
        # chambers
        cr = self.cfg.num("chambers_radius")
        pygame.draw.circle(surf, self.c("chambers"), (cx, cy), cr)
        pygame.draw.circle(surf, self.c("chambers_rim"), (cx, cy), cr, 3)
        self.text.blit(surf, "COUNCIL", "tiny", self.c("gold"), (cx, cy - cr + 8), "midtop", bold=True)
        self.text.blit(surf, "CHAMBERS", "tiny", self.c("gold"), (cx, cy - cr + 20), "midtop", bold=True)
        cube = self.art.cube()
        for i in range(m.chambers):
            surf.blit(cube, cube.get_rect(center=g.chambers_cube(i, m.chambers)))
        self.text.blit(surf, str(m.chambers), "small", self.c("cream"), (cx, cy + cr - 6), "midbottom", bold=True)
        top = max(m.council) if any(m.council) else -1
        preview = self.s.preview
        view = self.s.my_view() if self.s.visiting else None
        visitable = view.visitable if view is not None else ()
        for i in range(5):
            chosen = self.s.selected == ("visit", i)
            self.draw_space(surf, i, m.council[i], strongest=m.council[i] == top and top > 0,
                            selectable=i in visitable,
                            hovered=chosen or (preview is not None and preview.space == i))
            if chosen:
                g0 = g.space_center(i)
                pygame.draw.circle(surf, self.c("ink"), g0, g.space_radius + 12, 3)
        hinted = self.s.hinted("visit")
        if hinted is not None:
            self.draw_hint_ring(surf, g.space_center(hinted), g.space_radius + 14)
        if m.lifted:
            space, n = m.lifted
            for p in g.held_stack(space, n):
                surf.blit(cube, cube.get_rect(center=p))
        if preview is not None:
            self.draw_preview(surf, preview)

    def draw_space(self, surf, i: int, cubes: int, strongest: bool, selectable: bool, hovered: bool) -> None:
        g = self.geom
        mv = self.s.mode_view
        if mv is not None and mv.draws_space(i):
            mv.draw_space(surf, self, i, cubes, selectable, hovered)
            return
        cx, cy = g.space_center(i)
        R = g.space_radius
        color, dark = self.art.suit_color(i), self.art.suit_dark(i)
        if strongest:
            pygame.draw.circle(surf, self.c("glow"), (cx, cy), R + 6)
        if selectable:
            pulse = 0.5 + 0.5 * math.sin(self.s.pulse_clock() * 5)
            pygame.draw.circle(surf, _mix(self.c("gold"), self.c("cream"), pulse), (cx, cy), R + (7 if hovered else 5), 4)
        pygame.draw.circle(surf, _mix(self.c("paper"), color, 0.28), (cx, cy), R)
        pattern = self.art.space_pattern(i, R)
        if pattern is not None:
            surf.blit(pattern, pattern.get_rect(center=(round(cx), round(cy))))
        pygame.draw.circle(surf, color, (cx, cy), R, 5)
        pygame.draw.circle(surf, dark, (cx, cy), R, 1)
        icon = self.art.suit_icon(i, 24)
        surf.blit(icon, icon.get_rect(center=(cx, cy - R * 0.56)))
        cube = self.art.cube()
        for k in range(cubes):
            p = g.space_cube(i, k, cubes)
            surf.blit(cube, cube.get_rect(center=p))
        badge = pygame.Rect(0, 0, 24, 24)
        badge.center = (round(cx + R * 0.74), round(cy - R * 0.74))
        pygame.draw.circle(surf, dark, badge.center, 12)
        pygame.draw.circle(surf, self.c("cream"), badge.center, 12, 2)
        self.text.blit(surf, str(cubes), "small", self.c("cream"), badge.center, "center", bold=True)
        if pattern is not None:   # colorblind: the suit's letter, opposite the cube count
            lr = self.cfg.data["colorblind_art"]["letter_badge"]
            at = (round(cx - R * 0.74), round(cy - R * 0.74))
            pygame.draw.circle(surf, self.c("paper"), at, lr)
            pygame.draw.circle(surf, dark, at, lr, 2)
            self.text.blit(surf, self.cfg.suits[i]["letter"], "small", dark, at, "center", bold=True)
        label_y = cy + R + 3
        self.text.blit(surf, SUIT_TITLES[i], "small", self.c("cream"), (cx, label_y), "midtop", bold=True)
        if strongest:
            self.text.blit(surf, "\u2605", "body", self.c("gold"), (badge.centerx - 26, badge.centery), "center")

    def draw_preview(self, surf, preview) -> None:
        """Ghost cubes where the hovered visit would drop them."""
        space = preview.space
        g, m = self.geom, self.s.model
        ghost = self.art.cube(ghost=True)
        ox, oy = g.space_center(space)
        pygame.draw.circle(surf, _mix(self.c("paper"), self.art.suit_color(space), 0.28), (ox, oy + 8), g.space_radius - 14)
        for k in range(m.council[space]):
            p = g.space_cube(space, k, m.council[space])
            surf.blit(ghost, ghost.get_rect(center=(p[0], p[1] - self.cfg.num("cube_size") * 2)))
        counts = list(m.council)
        counts[space] = 0
        ch = m.chambers
        for n, dst in enumerate(preview.drops):
            if dst == "chambers":
                p = g.chambers_cube(ch, ch + 1)
                ch += 1
            else:
                p = g.space_cube(dst, counts[dst], counts[dst] + 1)
                counts[dst] += 1
            surf.blit(ghost, ghost.get_rect(center=p))
            self.text.blit(surf, str(n + 1), "tiny", self.c("ink"), p, "center", bold=True)

    # --- trick area --------------------------------------------------------------------------

    def draw_trick_area(self, surf: pygame.Surface) -> None:
        ta = self.r("trick_area")
        m = self.s.model
        pygame.draw.ellipse(surf, self.c("table_felt_dark"), ta)
        pygame.draw.ellipse(surf, self.c("wood_light"), ta, 2)
        if self.s.dragging_to_trick:
            pygame.draw.ellipse(surf, self.c("drop_zone"), ta.inflate(-6, -6), 4)
        if m.plays:
            lead = suit_of(m.plays[0][1])
            icon = self.art.suit_icon(lead, 20)
            lab = self.text.render(f"Lead: {SUIT_TITLES[lead]}", "small", self.c("cream"), bold=True)
            w = icon.get_width() + 6 + lab.get_width()
            box = self.geom.lead_label_rect((w, max(icon.get_height(), lab.get_height())))
            surf.blit(icon, icon.get_rect(midleft=box.midleft))
            surf.blit(lab, lab.get_rect(midright=box.midright))
        elif not self.s.declaring:
            self.text.blit(surf, "TRICK", "small", self.c("table_felt"), (ta.centerx, ta.y + 16), "midtop", bold=True)
        size = self.geom.trick_size
        for seat, card in m.plays:
            cx, cy = self.geom.trick_slot(seat)
            rect = pygame.Rect(0, 0, *size)
            rect.center = (round(cx), round(cy))
            if m.glow_seat == seat:
                g = self.art.card_glow(size, "glow", 10)
                surf.blit(g, (rect.x - 10, rect.y - 10 - 8))
                rect.y -= 8
            surf.blit(self.art.card_shadow(size), rect.move(3, 5))
            surf.blit(self.art.card_face(card, size), rect)
            name = self.s.names[seat]
            self.text.blit(surf, name, "tiny", self.c("cream"), (rect.centerx, rect.bottom + 3), "midtop", bold=True)
        if m.caption:
            self.draw_caption(surf, m.caption, "glow")
        else:
            status = self.s.trick_status_text()
            if status:
                self.draw_caption(surf, status, "cream")

    def draw_caption(self, surf: pygame.Surface, words: str, ink: str) -> None:
        """A few boxed lines under the trick, growing up from the caption rect's bottom: the
        resolved trick's explanation, or the live trick status while it is played."""
        cr = self.r("caption")
        lines = self.text.wrap(words, "small", cr.w - 20, bold=True)
        h = len(lines) * 17 + 10
        box = pygame.Rect(cr.x, cr.bottom - h, cr.w, h)
        surf.blit(self.translucent(box.size, self.c("shadow"), 120), box)
        for k, line in enumerate(lines):
            self.text.blit(surf, line, "small", self.c(ink), (box.centerx, box.y + 5 + 17 * k), "midtop", bold=True)

    # --- opponents --------------------------------------------------------------------------

    def draw_plaques(self, surf: pygame.Surface) -> None:
        m = self.s.model
        for seat in self.geom.plaque_seats():
            rect = self.geom.plaque(seat)
            active = seat in self.s.acting_seats
            if active:
                surf.blit(self.translucent(rect.inflate(12, 12).size, self.c("active_seat"), 110, 14), rect.inflate(12, 12))
            panel(surf, self.cfg, rect, fill="wood_dark", rim="wood_light", radius=10, rim_width=2)
            pygame.draw.rect(surf, self.s.colors[seat], (rect.x + 8, rect.y + 10, 6, 26), border_radius=3)
            self.text.blit(surf, self.s.names[seat], "label", self.c("cream"), (rect.x + 20, rect.y + 8), bold=True)
            if seat == m.leader and m.phase in ("trick", "visit"):
                self.text.blit(surf, "leads", "tiny", self.c("gold"), (rect.x + 20, rect.y + 30), bold=True)
            note = seat_note(self.s.match, seat)
            if note:
                self.text.blit(surf, note, "tiny", self.c("warning_bg"), (rect.x + 62, rect.y + 30), bold=True)
            self.draw_decl_chip(surf, seat, (rect.right - 30, rect.y + 20))
            # card backs, fanned, with the count in figures
            n = m.hand_sizes[seat]
            back = self.art.card_back(self.geom.back_size)
            step = self.cfg.num("plaque_fan_step")
            x0 = rect.x + 14
            y0 = rect.bottom - self.geom.back_size[1] - 10
            for k in range(n):
                surf.blit(back, (x0 + k * step, y0))
            cx = rect.right - 74
            self.text.blit(surf, str(n), "title", self.c("cream"), (cx, y0 - 2), "midtop", bold=True)
            self.text.blit(surf, "cards", "tiny", self.c("cream"), (cx, y0 + 24), "midtop")
            t = m.tricks[seat]
            tx = rect.right - 28
            self.text.blit(surf, str(t), "title", self.c("gold"), (tx, y0 - 2), "midtop", bold=True)
            self.text.blit(surf, "tricks", "tiny", self.c("gold"), (tx, y0 + 24), "midtop")
            if seat in self.s.thinking_seats:
                dots = self.s.thinking_dots()
                lab = self.text.render("thinking" + dots.ljust(3), "tiny", self.c("ink"), bold=True)
                pill = lab.get_rect(midtop=(rect.centerx, rect.bottom - 8)).inflate(14, 4)
                pygame.draw.rect(surf, self.c("thinking"), pill, border_radius=pill.h // 2)
                surf.blit(lab, lab.get_rect(center=pill.center))

    # --- prompt, declaration -------------------------------------------------------------------

    def draw_prompt(self, surf: pygame.Surface) -> None:
        pr = self.r("prompt")
        text, warn = self.s.prompt_text()
        if not text:
            return
        ink = self.c("warning") if warn else self.c("ink")
        # A long sentence (a refusal naming several cards, a dropped link) steps down a size,
        # then wraps, rather than running out of the table's area (the prompt's rect).
        pad_x, pad_y = 28, 10
        room = pr.w - pad_x
        size = self.text.first_fitting(text, ("label", "body", "small"), room, bold=True)
        lines = [text]
        if size is None:
            size = "small"
            lines = self.text.wrap(text, size, room, bold=True)
        labs = [self.text.render(line, size, ink, bold=True) for line in lines]
        w, h = max(lab.get_width() for lab in labs), sum(lab.get_height() for lab in labs)
        box = pygame.Rect(0, 0, w, h).inflate(pad_x, pad_y)
        box.center = pr.center
        box.bottom = min(box.bottom, pr.bottom + pad_y // 2)     # a second line grows upwards
        radius = min(box.h, labs[0].get_height() + pad_y) // 2
        pygame.draw.rect(surf, self.c("warning_bg") if warn else self.c("paper"), box, border_radius=radius)
        pygame.draw.rect(surf, self.c("warning") if warn else self.c("wood"), box, 2, border_radius=radius)
        y = box.y + pad_y // 2
        for lab in labs:
            surf.blit(lab, lab.get_rect(midtop=(box.centerx, y)))
            y += lab.get_height()

    def draw_declare_panel(self, surf: pygame.Surface) -> None:
        rect = self.r("declare_panel")
        panel(surf, self.cfg, rect)
        self.text.blit(surf, "Declaration Phase", "title", self.c("ink"), (rect.centerx, rect.y + 14), "midtop", bold=True)
        self.text.blit(surf, "Choose secretly; everyone reveals together.", "small", self.c("ink_soft"),
                       (rect.centerx, rect.y + 44), "midtop")
        hinted = self.s.hinted("declare")
        for b, arg in zip(self.s.declare_buttons, ("allegiance", "no_allegiance")):
            if arg == hinted:
                self.draw_hint_glow(surf, b.rect)
            draw_button(surf, self.cfg, self.text, b, b.rect.collidepoint(self.s.mouse))

    # --- your hand ---------------------------------------------------------------------------

    def draw_hand(self, surf: pygame.Surface) -> None:
        s = self.s
        cards = s.hand_cards()
        rects = s.hand_layout()
        active = s.playing or s.discarding
        chosen = s.selected_card()
        hinted = s.hint_card()
        for i, (card, rect) in enumerate(zip(cards, rects)):
            if s.drag is not None and s.drag.card == card:
                continue
            if s.snap is not None and s.snap.card == card:
                continue
            legal = card in s.legal_cards
            if card == hinted:
                self.draw_hint_glow(surf, rect)
            elif active and legal:
                surf.blit(self.art.card_glow(rect.size, "legal_glow", 6), (rect.x - 6, rect.y - 6))
            surf.blit(self.art.card_shadow(rect.size, 60), rect.move(3, 5))
            surf.blit(self.art.card_face(card, rect.size), rect)
            if s.playing and not legal:
                surf.blit(self.art.dim(rect.size), rect)
            if i == s.focus and s.keyboard_focus:
                pygame.draw.rect(surf, self.c("gold"), rect.inflate(6, 6), 3, border_radius=12)
            if active and card == chosen:
                self.draw_selected_outline(surf, rect)
        if s.me is not None and not cards and s.model.phase not in ("declaration", "game_over"):
            hr = self.r("hand")
            self.text.blit(surf, "Your hand is empty", "small", self.c("cream"), hr.center, "center")

    def draw_selected_outline(self, surf: pygame.Surface, rect: pygame.Rect) -> None:
        """The card awaiting its confirming click: a bold two-tone outline."""
        conf = self.cfg.data["confirm"]
        w = conf["outline"]
        pygame.draw.rect(surf, self.c("ink"), rect.inflate(2 * w + 4, 2 * w + 4), w + 2, border_radius=13)
        pygame.draw.rect(surf, self.c("active_seat"), rect.inflate(2 * w, 2 * w), w, border_radius=12)

    def draw_drag(self, surf: pygame.Surface) -> None:
        s = self.s
        size = self.geom.card_size
        for item in (s.drag, s.snap):
            if item is None:
                continue
            x, y = item.center()
            rect = pygame.Rect(0, 0, *size)
            rect.center = (round(x), round(y))
            surf.blit(self.art.card_shadow(size, 80), rect.move(8, 12))
            surf.blit(self.art.card_face(item.card, size), rect)

    def draw_last_trick_review(self, surf: pygame.Surface) -> None:
        ta = self.r("trick_area").inflate(8, 8)
        m = self.s.model
        plays, winner, visitor = m.last_trick
        panel(surf, self.cfg, ta, fill="paper", radius=16)
        self.text.blit(surf, "Last trick", "label", self.c("ink"), (ta.centerx, ta.y + 12), "midtop", bold=True)
        size = self.geom.trick_size
        step = size[0] + 16
        x0 = ta.centerx - (len(plays) * step - 16) / 2
        for k, (seat, card) in enumerate(plays):
            rect = pygame.Rect(round(x0 + k * step), ta.y + 46, *size)
            if seat == winner:
                surf.blit(self.art.card_glow(size, "gold", 8), (rect.x - 8, rect.y - 8))
            surf.blit(self.art.card_face(card, size), rect)
            tag = self.s.names[seat] + (" wins" if seat == winner else "") + (" visits" if seat == visitor else "")
            self.text.blit(surf, tag, "tiny", self.c("ink"), (rect.centerx, rect.bottom + 4), "midtop", bold=True)
        y = ta.y + 46 + size[1] + 26
        for line in self.text.wrap(self.s.last_caption or "", "small", ta.w - 40):
            r = self.text.blit(surf, line, "small", self.c("ink"), (ta.centerx, y), "midtop")
            y = r.bottom + 2

    # --- the coach's hint ----------------------------------------------------------------------

    def draw_hint_glow(self, surf: pygame.Surface, rect: pygame.Rect) -> None:
        """The suggested card or button: a wide gold glow, a gold rim and a "hint" tag above."""
        g = self.cfg.num("hint_glow")
        surf.blit(self.art.card_glow(rect.size, "gold", g), (rect.x - g, rect.y - g))
        pygame.draw.rect(surf, self.c("gold"), rect.inflate(6, 6), 3, border_radius=12)
        lab = self.text.render(hint_text("tag"), "tiny", self.c("ink"), bold=True)
        pill = lab.get_rect(midbottom=(rect.centerx, rect.y - 4)).inflate(12, 4)
        pygame.draw.rect(surf, self.c("gold"), pill, border_radius=pill.h // 2)
        surf.blit(lab, lab.get_rect(center=pill.center))

    def draw_hint_ring(self, surf: pygame.Surface, center, radius: int) -> None:
        pulse = 0.5 + 0.5 * math.sin(self.s.pulse_clock() * 4)
        pygame.draw.circle(surf, _mix(self.c("gold"), self.c("glow"), pulse), center, radius, 5)

    def draw_hint_panel(self, surf: pygame.Surface) -> None:
        s = self.s
        if not s.hint_open:
            return
        rect = self.r("hint_panel")
        panel(surf, self.cfg, rect, rim="gold")
        inner = rect.inflate(-2 * self.cfg.num("panel_padding") - 4, -2 * self.cfg.num("panel_padding") - 4)
        key = self.cfg.keys["hint"].upper()
        y = self._heading(surf, inner, hint_text("title"), hint_text("closes", key=key))
        if s.hint is None:
            dots = s.thinking_dots()
            r = self.text.blit(surf, hint_text("thinking", dots=dots), "body", self.c("ink"), (inner.x, y + 4), bold=True)
            y = r.bottom + 2
            words = hint_text("thinking_detail", playouts=f"{hint_budget():,}")
            for line in self.text.wrap(words, "small", inner.w):
                r = self.text.blit(surf, line, "small", self.c("ink"), (inner.x, y + 4))
                y = r.bottom + 2
            return
        for line in self.text.wrap(hint_text("heading"), "tiny", inner.w):
            r = self.text.blit(surf, line, "tiny", self.c("ink_soft"), (inner.x, y))
            y = r.bottom + 1
        y += 4
        foot = hint_text("footer", deals=f"{s.hint.playouts // len(s.hint.options):,}")
        bottom = inner.bottom - self.cfg.num("line_height")
        lh = self.cfg.num("line_height")
        shown = 0
        for k, o in enumerate(s.hint.options):
            lines = self.text.wrap(option_reasons(o), "small", inner.w - 18)
            need = lh + len(lines) * (lh - 2) + 4
            if y + need > bottom:
                break
            best = k == 0
            if best:
                alpha_rect(surf, pygame.Rect(inner.x - 4, y - 2, inner.w + 8, need), self.c("glow"), 200, 6)
            label = self.text.fit(f"{k + 1}. {option_label(o)}", "body", inner.w - 60, bold=True)
            self.text.blit(surf, label, "body", self.c("ink"), (inner.x, y), bold=True)
            self.text.blit(surf, margin_words(o.margin), "body", self.c("ink") if best else self.c("ink_soft"),
                           (inner.right, y), "topright", bold=True)
            y += lh
            for line in lines:
                self.text.blit(surf, line, "small", self.c("ink_soft"), (inner.x + 18, y))
                y += lh - 2
            y += 4
            shown += 1
        more = len(s.hint.options) - shown
        if more:
            foot = f"+{more} more \u00b7 " + foot
        self.text.blit(surf, foot, "tiny", self.c("ink_soft"), (inner.x, inner.bottom), "bottomleft")
