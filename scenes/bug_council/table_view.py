"""Draws the table scene from a TableFrame (scenes/bug_council/table_frame.py: its picture and
its input state, built by the scene each frame): the top bar, the left column, the trick, the
opponents' plaques and the prompt here; the side panel, the Council ring, the hand and the
coach's panel in their own components. Reads nothing else; every rule-dependent fact (legal
cards, the sowing preview, the strength ranking) comes computed by the engine in the seat's view."""
from __future__ import annotations

import pygame

from game.bug_council.cards import suit_of
from scenes.bug_council.council_ring import CouncilRing
from scenes.bug_council.hand_view import HandView
from scenes.bug_council.paint import Painter
from game.bug_council.words import NUMERALS, age_numeral, age_words, suit_words
from game.i18n import _, pgettext
from scenes.bug_council.side_panel import SidePanel
from scenes.coach.status_line import draw_caption_box
from scenes.coach.table_coach import TableCoach
from scenes.bug_council.table_frame import TableFrame
from scenes.widgets import draw_button, panel


def last_trick_tag(name: str, wins: bool, visits: bool) -> str:
    """The words under a card of the last trick: its seat, and whether it won or visits."""
    if wins and visits:
        return _("{name} wins, visits", name=name)
    if wins:
        return _("{name} wins", name=name)
    return _("{name} visits", name=name) if visits else name


class TableView(Painter):
    """The table's frame: its own parts and its components, drawn in order. `mode_view`: the
    mode's board (drawn after the plaques), `anim`: the animations (over the hand), `coach`:
    the live trick status (in the caption band) and the hint's panel (over the hand)."""

    def __init__(self, cfg, art, text, geom, mode_view, anim, coach: TableCoach):
        super().__init__(cfg, art, text, geom)
        self.mode_view = mode_view
        self.anim = anim
        self.side = SidePanel(cfg, art, text, geom)
        self.ring = CouncilRing(cfg, art, text, geom, mode_view)
        self.hand = HandView(cfg, art, text, geom)
        self.coach = coach

    def draw(self, surf: pygame.Surface, f: TableFrame) -> None:
        surf.blit(self.art.table(), (0, 0))
        self.draw_top_bar(surf, f)
        self.side.draw(surf, f)
        self.draw_left_column(surf, f)
        self.ring.draw(surf, f)
        self.draw_trick_area(surf, f)
        self.draw_plaques(surf, f)
        if self.mode_view is not None:
            self.mode_view.draw(surf)
        self.draw_prompt(surf, f)
        if f.declaring:
            self.hand.draw_declare_panel(surf, f)
        self.hand.draw(surf, f)
        self.coach.draw_panel(surf, f.dots)
        self.anim.draw(surf)
        if f.reviewing and f.model.last_trick:
            self.draw_last_trick_review(surf, f)
        self.hand.draw_drag(surf, f)

    def draw_top_bar(self, surf: pygame.Surface, f: TableFrame) -> None:
        bar = self.r("top_bar")
        pygame.draw.rect(surf, self.c("wood_dark"), bar)
        pygame.draw.line(surf, self.c("wood_light"), bar.bottomleft, bar.bottomright, 2)
        # Centered in the room the buttons leave (solo and hot-seat tables have more buttons); the
        # title takes at most half of it, the Age and trick the rest (smaller, or on two lines).
        right = min((b.rect.left for b in f.top_buttons), default=bar.right)
        pad = self.cfg.num("top_bar_pad")
        # TRANSLATORS: the game's title in the table's top bar.
        words = _("Bug Council of Backyardia")
        room = pygame.Rect(pad, bar.y, min(self.text.font("title", True).size(words)[0], (right - 2 * pad) // 2), bar.h)
        title = self.text.blit_in(surf, words, room, self.text.sizes_from("title", "small"), self.c("gold"),
                                  align="left", bold=True, wrap="never")
        m = f.model
        info = _("{age} of {last}  \u00b7  Trick {trick} of {tricks}", age=age_words(m.age), last=NUMERALS[-1],
                 trick=min(m.trick, 10), tricks=10)
        if m.phase == "declaration":
            info = _("{age} of {last}  \u00b7  Declaration", age=age_words(m.age), last=NUMERALS[-1])
        if m.phase == "game_over":
            info = _("Game over")
        box = pygame.Rect(title.right + pad, bar.y + 2, right - title.right - 2 * pad, bar.h - 4)
        self.text.blit_in(surf, info, box, self.text.sizes_from("label", "tiny"), self.c("cream"), bold=True)
        mouse = f.mouse
        for b in f.top_buttons:
            draw_button(surf, self.cfg, self.text, b, b.rect.collidepoint(mouse), focused=b is f.bar_focus)

    def draw_left_column(self, surf: pygame.Surface, f: TableFrame) -> None:
        m = f.model
        at = self.r("age_track")
        self.text.blit(surf, _("AGE"), "tiny", self.c("cream"), (at.centerx, at.y), "midtop", bold=True)
        for a in range(3):
            cy = at.y + 26 + a * 28
            rect = pygame.Rect(0, 0, 40, 22)
            rect.center = (at.centerx, cy)
            on = a + 1 == m.age
            pygame.draw.rect(surf, self.c("gold") if on else self.c("table_felt_dark"), rect, border_radius=11)
            pygame.draw.rect(surf, self.c("wood_light"), rect, 2, border_radius=11)
            self.text.blit(surf, age_numeral(a + 1), "small", self.c("ink") if on else self.c("cream"), rect.center, "center", bold=True)
        sp = self.r("supply")
        box = pygame.Rect(sp.x + 6, sp.y + 16, sp.w - 12, sp.h - 22)
        pygame.draw.rect(surf, self.c("table_felt_dark"), box, border_radius=8)
        pygame.draw.rect(surf, self.c("wood_light"), box, 2, border_radius=8)
        cube = self.art.cube()
        for p in self.geom.stack_positions(box.center, min(m.supply, 12)):
            surf.blit(cube, cube.get_rect(center=p))
        self.text.blit(surf, _("SUPPLY {n}", n=m.supply), "tiny", self.c("cream"), (sp.centerx, sp.y), "midtop", bold=True)
        if self.mode_view is not None and self.mode_view.owns_leftover:
            return
        lo = self.r("leftover")
        if f.discarding:
            g = self.art.card_glow(lo.size, "drop_zone", 8)
            surf.blit(g, (lo.x - 8, lo.y - 8))
        back = self.art.card_back(lo.size)
        if m.leftover == 0:
            pygame.draw.rect(surf, self.c("wood_light"), lo, 2, border_radius=8)
        for i in range(min(3, (m.leftover + 3) // 4)):
            surf.blit(back, (lo.x - i * 2, lo.y - i * 2))
        self.text.blit(surf, _("Leftover {n}", n=m.leftover), "tiny", self.c("cream"), (lo.centerx, lo.bottom + 4), "midtop", bold=True)

    def draw_trick_area(self, surf: pygame.Surface, f: TableFrame) -> None:
        ta = self.r("trick_area")
        m = f.model
        pygame.draw.ellipse(surf, self.c("table_felt_dark"), ta)
        pygame.draw.ellipse(surf, self.c("wood_light"), ta, 2)
        if f.dragging_to_trick:
            pygame.draw.ellipse(surf, self.c("drop_zone"), ta.inflate(-6, -6), 4)
        if m.plays:
            lead = suit_of(m.plays[0][1])
            icon = self.art.suit_icon(lead, 20)
            lab = self.text.render(_("Lead: {suit}", suit=suit_words(lead)), "small", self.c("cream"), bold=True)
            w = icon.get_width() + 6 + lab.get_width()
            box = self.geom.lead_label_rect((w, max(icon.get_height(), lab.get_height())))
            surf.blit(icon, icon.get_rect(midleft=box.midleft))
            surf.blit(lab, lab.get_rect(midright=box.midright))
        elif not f.declaring:
            self.text.blit(surf, _("TRICK"), "small", self.c("table_felt"), (ta.centerx, ta.y + 16), "midtop", bold=True)
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
            self.text.blit_in(surf, f.label(seat), self.geom.trick_name_rect(seat), ("tiny",), self.c("cream"),
                              bold=True, wrap="never")
        # Under the trick (above it are the trick cards' names): the resolved trick's
        # explanation, or the coach's live trick status while it is played.
        if m.caption:
            draw_caption_box(surf, self.cfg, self.text, self.r("caption"), m.caption, "glow")
        else:
            self.coach.draw_status(surf, f.trick_status)

    def draw_plaques(self, surf: pygame.Surface, f: TableFrame) -> None:
        m = f.model
        for seat in self.geom.plaque_seats():
            rect = self.geom.plaque(seat)
            active = seat in f.acting
            if active:
                surf.blit(self.translucent(rect.inflate(12, 12).size, self.c("active_seat"), 110, 14), rect.inflate(12, 12))
            panel(surf, self.cfg, rect, fill="wood_dark", rim="wood_light", radius=10, rim_width=2)
            pygame.draw.rect(surf, f.colors[seat], (rect.x + 8, rect.y + 10, 6, 26), border_radius=3)
            self.text.blit(surf, f.label(seat), "label", self.c("cream"), (rect.x + 20, rect.y + 8), bold=True)
            if seat == m.leader and m.phase in ("trick", "visit"):
                self.text.blit(surf, _("leads"), "tiny", self.c("gold"), (rect.x + 20, rect.y + 30), bold=True)
            note = f.notes[seat]
            if note:
                self.text.blit(surf, note, "tiny", self.c("warning_bg"), (rect.x + 62, rect.y + 30), bold=True)
            self.draw_decl_chip(surf, f.model, seat, (rect.right - 30, rect.y + 20))
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
            self.text.blit(surf, pgettext("a seat's plaque, under its count", "cards"), "tiny", self.c("cream"), (cx, y0 + 24), "midtop")
            t = m.tricks[seat]
            tx = rect.right - 28
            self.text.blit(surf, str(t), "title", self.c("gold"), (tx, y0 - 2), "midtop", bold=True)
            self.text.blit(surf, pgettext("a seat's plaque, under its count", "tricks"), "tiny", self.c("gold"), (tx, y0 + 24), "midtop")
            if seat in f.thinking:
                dots = f.dots
                lab = self.text.render(_("thinking{dots}", dots=dots.ljust(3)), "tiny", self.c("ink"), bold=True)
                pill = lab.get_rect(midtop=(rect.centerx, rect.bottom - 8)).inflate(14, 4)
                pygame.draw.rect(surf, self.c("thinking"), pill, border_radius=pill.h // 2)
                surf.blit(lab, lab.get_rect(center=pill.center))

    def draw_prompt(self, surf: pygame.Surface, f: TableFrame) -> None:
        pr = self.r("prompt")
        text, warn = f.prompt
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

    def draw_last_trick_review(self, surf: pygame.Surface, f: TableFrame) -> None:
        ta = self.r("trick_area").inflate(8, 8)
        m = f.model
        plays, winner, visitor = m.last_trick
        panel(surf, self.cfg, ta, fill="paper", radius=16)
        self.text.blit(surf, _("Last trick"), "label", self.c("ink"), (ta.centerx, ta.y + 12), "midtop", bold=True)
        size = self.geom.trick_size
        step = size[0] + 16
        x0 = ta.centerx - (len(plays) * step - 16) / 2
        for k, (seat, card) in enumerate(plays):
            rect = pygame.Rect(round(x0 + k * step), ta.y + 46, *size)
            if seat == winner:
                surf.blit(self.art.card_glow(size, "gold", 8), (rect.x - 8, rect.y - 8))
            surf.blit(self.art.card_face(card, size), rect)
            tag = last_trick_tag(f.label(seat), seat == winner, seat == visitor)
            self.text.blit(surf, tag, "tiny", self.c("ink"), (rect.centerx, rect.bottom + 4), "midtop", bold=True)
        y = ta.y + 46 + size[1] + 26
        for line in self.text.wrap(f.last_caption or "", "small", ta.w - 40):
            r = self.text.blit(surf, line, "small", self.c("ink"), (ta.centerx, y), "midtop")
            y = r.bottom + 2
