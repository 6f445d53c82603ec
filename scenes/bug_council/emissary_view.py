"""The 2 Player Game at the table: the Emissary board (seat 2).

The board shows the Emissary's two face-up cards, its deck (the leftover deck), its score and
tricks, and the control marker on one player's Leader or Follower space, with an arrow to the
player who plays the Emissary's card now. That player (when it is you) drags or clicks one of
the face-up cards onto the trick like a card of their own; a refusal is worded for them as for
any card. Events `emissary_drew` and `marker_moved` are animated and logged.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from game.bug_council.words import suit_words
from game.i18n import _, pgettext

from game.bug_council.emissary import EMISSARY, FOLLOWER, LEADER
from game.bug_council.state import TRICK, State
from game.bug_council.view import SeatView
from scenes.animation import Beat, Flight
from scenes.bug_council.geometry import Geometry
from scenes.bug_council.modes import Board, ModeView
from scenes.table_kit import HeldCard
from scenes.widgets import alpha_rect, focus_ring, landing, next_stop, panel
from scenes.bug_council.wording import seat_label

SPACES = (LEADER, FOLLOWER)


@dataclass
class EmissaryPicture:
    """What the board shows; animations change it, the State rebuilds it."""
    slots: list[int | None]
    side: int                 # the player seat whose side holds the control marker
    space: str                # leader | follower
    marker_in_flight: bool = False

    @classmethod
    def from_state(cls, s: State) -> "EmissaryPicture":
        return cls(list(s.ext.slots), s.ext.side, s.ext.space)

    @classmethod
    def from_view(cls, v) -> "EmissaryPicture":
        """The same picture from a seat's view: the Emissary's board is public."""
        side, space = v.public["marker"]
        return cls(list(v.public["emissary_face_up"]), side, space)


class EmissaryGeometry(Geometry):
    """The other player's plaque on the left of the opponent row, the Emissary board on the
    right; in the trick the other player's card sits left and the Emissary's right."""

    def opponents(self) -> list[int]:
        return [1 - self.me, EMISSARY]     # the bottom seat is always a player (0 or 1)

    def plaque_seats(self) -> list[int]:
        return [s for s in self.opponents() if s != EMISSARY]

    def slot_rect(self, slot: int) -> pygame.Rect:
        x, y = self.cfg.num("emissary_slots")[slot]
        return pygame.Rect(x, y, *self.cfg.num("emissary_card"))

    def seat_anchor(self, seat: int):
        if seat == EMISSARY:
            a, b = self.slot_rect(0), self.slot_rect(1)
            return (a.centerx + b.centerx) / 2, a.centery
        return super().seat_anchor(seat)

    def marker_cell(self, side: int, space: str) -> pygame.Rect:
        """The Leader / Follower space on `side`'s row of the marker grid."""
        x, y, w, h = self.cfg.rect("emissary_marker_grid")
        name_w = self.cfg.num("emissary_marker_name_w")
        col_w = (w - name_w) // 2
        row_h = (h - 20) // 2
        row = 0 if side == self.me else 1       # your side first
        col = SPACES.index(space)
        return pygame.Rect(x + name_w + col * col_w + 2, y + 20 + row * row_h + 2, col_w - 4, row_h - 4)


def grid_heading(space: str) -> str:
    """A column of the Emissary's marker grid: "Leader" / "Follower" (German: "Führt" / "Folgt")."""
    if space == LEADER:
        return pgettext("the Emissary's marker grid: a column, short", "Leader")
    return pgettext("the Emissary's marker grid: a column, short", "Follower")


class EmissaryView(ModeView):
    owns_leftover = True

    def __init__(self, scene):
        super().__init__(scene)
        self.hover: int | None = None       # slot under the pointer
        self.focus: int | None = None       # slot with the keyboard focus ring
        self._marker_img: dict[int, pygame.Surface] = {}

    @property
    def geom(self) -> EmissaryGeometry:
        return self.s.geom  # type: ignore[return-value]

    # --- facts the drawing and input share ---------------------------------------------------

    def controller(self) -> int:
        return self.pic.side

    def legal(self) -> set[int]:
        return set(self.s.legal_cards) if self.s.playing_emissary else set()

    def emissary_to_play(self) -> bool:
        st = self.s.seen()
        return (not self.s.anim.busy and st.phase == TRICK
                and st.order[len(st.plays)] == EMISSARY)

    def slot_at(self, pos) -> int | None:
        for i, card in enumerate(self.pic.slots):
            if card is not None and self.lifted_rect(i).collidepoint(pos):
                return i
        return None

    def lifted_rect(self, slot: int) -> pygame.Rect:
        r = self.geom.slot_rect(slot)
        if self.s.playing_emissary:
            card = self.pic.slots[slot]
            if card in self.legal():
                r.y -= 4
            if card == self.s.selected_card("emissary"):
                r.y -= self.cfg.data["confirm"]["lift_emissary"]
            elif slot == self.hover or (slot == self.focus and self.s.input.keyboard_focus):
                r.y -= 6
        return r

    def marker_image(self, seat: int = EMISSARY) -> pygame.Surface:
        """The control marker: one token in the Emissary's color."""
        img = self._marker_img.get(seat)
        if img is None:
            r = self.cfg.num("emissary_marker_radius")
            img = pygame.Surface((2 * r + 2, 2 * r + 2), pygame.SRCALPHA)
            c = (r + 1, r + 1)
            pygame.draw.circle(img, self.cfg.color("shadow"), (c[0] + 1, c[1] + 1), r)
            pygame.draw.circle(img, self.s.colors[seat], c, r)
            pygame.draw.circle(img, self.cfg.color("ink"), c, r, 2)
            pygame.draw.circle(img, self.cfg.color("cream"), c, max(2, r // 3))
            self._marker_img[seat] = img
        return img

    # --- drawing -------------------------------------------------------------------------

    def draw(self, surf: pygame.Surface) -> None:
        cfg, text, m = self.cfg, self.text, self.s.model
        board = pygame.Rect(cfg.rect("emissary_board"))
        if self.emissary_to_play():
            glow = board.inflate(12, 12)
            alpha_rect(surf, glow, cfg.color("active_seat"), 110, 14)
        panel(surf, cfg, board, fill="wood_dark", rim="wood_light", radius=10, rim_width=2)
        info = pygame.Rect(cfg.rect("emissary_info"))
        pygame.draw.rect(surf, self.s.colors[EMISSARY], (info.x, info.y + 4, 6, 22), border_radius=3)
        text.blit(surf, self.s.names[EMISSARY], "label", cfg.color("cream"), (info.x + 12, info.y + 2), bold=True)
        # score and tricks, like a seat
        y0 = info.y + 30
        text.blit(surf, str(m.scores[EMISSARY]), "title", cfg.color("cream"), (info.x + 24, y0), "midtop", bold=True)
        text.blit(surf, pgettext("a seat's plaque, under its count", "points"), "tiny", cfg.color("cream"), (info.x + 24, y0 + 25), "midtop")
        text.blit(surf, str(m.tricks[EMISSARY]), "title", cfg.color("gold"), (info.x + 80, y0), "midtop", bold=True)
        text.blit(surf, pgettext("a seat's plaque, under its count", "tricks"), "tiny", cfg.color("gold"), (info.x + 80, y0 + 25), "midtop")
        self.draw_controller(surf, info)
        self.draw_slots(surf)
        self.draw_deck(surf, m.leftover)
        self.draw_marker_grid(surf)

    def draw_controller(self, surf: pygame.Surface, info: pygame.Rect) -> None:
        """Who plays the Emissary's card: a pill on the board and an arrow to that player."""
        cfg, text = self.cfg, self.text
        ctl = self.controller()
        you = ctl == self.s.me
        words = _("You play it") if you else _("{name} plays it", name=self.s.names[ctl])
        lab = text.render(words, "tiny", cfg.color("ink"), bold=True)
        pill = pygame.Rect(0, 0, lab.get_width() + 22, 18)
        pill.bottomleft = (info.x - 2, info.bottom)
        pygame.draw.rect(surf, self.s.colors[ctl], pill, border_radius=9)
        pygame.draw.rect(surf, cfg.color("cream"), pill, 1, border_radius=9)
        surf.blit(lab, lab.get_rect(midleft=(pill.x + 16, pill.centery)))
        board = pygame.Rect(cfg.rect("emissary_board"))
        if ctl in self.geom.plaque_seats():
            # arrow from the board to the controlling player's plaque
            plaque = self.geom.plaque(ctl)
            tip = (plaque.right + 4, plaque.centery)
            tail = (board.x - 4, plaque.centery)
            pygame.draw.line(surf, self.s.colors[ctl], tail, (tip[0] + 8, tip[1]), 4)
            pygame.draw.polygon(surf, self.s.colors[ctl], [tip, (tip[0] + 12, tip[1] - 8), (tip[0] + 12, tip[1] + 8)])
            self._arrow_head(surf, (pill.x + 8, pill.centery), "left" if not you else "down")
        else:
            self._arrow_head(surf, (pill.x + 8, pill.centery), "down")

    def _arrow_head(self, surf, center, direction: str) -> None:
        x, y = center
        ink = self.cfg.color("ink")
        if direction == "down":
            pts = [(x - 5, y - 3), (x + 5, y - 3), (x, y + 4)]
        else:
            pts = [(x + 3, y - 5), (x + 3, y + 5), (x - 4, y)]
        pygame.draw.polygon(surf, ink, pts)

    def draw_slots(self, surf: pygame.Surface) -> None:
        s, art, cfg = self.s, self.art, self.cfg
        size = tuple(cfg.num("emissary_card"))
        legal = self.legal()
        inp = s.input
        held = inp.drag.card if inp.drag is not None else inp.snap.card if inp.snap is not None else None
        for i, card in enumerate(self.pic.slots):
            base = self.geom.slot_rect(i)
            if card is None or card == held:
                pygame.draw.rect(surf, cfg.color("wood_light"), base, 2, border_radius=7)
                continue
            r = self.lifted_rect(i)
            if card == s.hinted("emissary"):
                s.view.draw_hint_glow(surf, r)
            elif s.playing_emissary and card in legal:
                surf.blit(art.card_glow(size, "legal_glow", 6), (r.x - 6, r.y - 6))
            surf.blit(art.card_shadow(size, 60), r.move(2, 4))
            surf.blit(art.card_face(card, size), r)
            if s.playing_emissary and card not in legal:
                surf.blit(art.dim(size), r)
            if s.playing_emissary and self.focus == i and s.input.keyboard_focus:
                focus_ring(surf, cfg, r)
            if card == s.selected_card("emissary"):
                s.view.draw_selected_outline(surf, r)

    def draw_deck(self, surf: pygame.Surface, count: int) -> None:
        cfg, text = self.cfg, self.text
        lo = pygame.Rect(cfg.rect("leftover"))
        if self.s.discarding:
            surf.blit(self.art.card_glow(lo.size, "drop_zone", 8), (lo.x - 8, lo.y - 8))
        if count == 0:
            pygame.draw.rect(surf, cfg.color("wood_light"), lo, 2, border_radius=6)
        back = self.art.card_back(lo.size)
        for i in range(min(3, (count + 3) // 4)):
            surf.blit(back, (lo.x - i * 2, lo.y - i * 2))
        top = self.deck_top(count)
        if top is not None:      # the replay viewer: the top card face up, dimmed (still hidden)
            at = (lo.x - (min(3, (count + 3) // 4) - 1) * 2, lo.y - (min(3, (count + 3) // 4) - 1) * 2)
            surf.blit(self.art.card_face(top, lo.size), at)
            surf.blit(self.art.dim(lo.size), at)
        y = cfg.num("emissary_deck_label_y")
        text.blit(surf, _("deck {n}", n=count), "tiny", cfg.color("cream"), (lo.centerx, y), "midtop", bold=True)

    def deck_top(self, count: int) -> int | None:
        """The Emissary deck's top card when the viewer reveals hidden cards and the picture
        shows the deck as the engine has it (not mid-animation); else None."""
        if not self.s.reveal_hidden or count == 0 or self.s.anim.busy:
            return None
        st = self.s.match.state       # only a replay (it has the State) reveals the deck
        return st.leftover[0] if count == len(st.leftover) else None

    def draw_marker_grid(self, surf: pygame.Surface) -> None:
        cfg, text, g = self.cfg, self.text, self.geom
        x, y, w, h = cfg.rect("emissary_marker_grid")
        for space in SPACES:
            cell = g.marker_cell(0, space)
            # the column's heading, kept to its column (a short word: the grid is narrow)
            head = pygame.Rect(cell.x - 1, y + 2, cell.w + 2, cell.y - y - 2)
            text.blit_in(surf, grid_heading(space), head, ("tiny",), cfg.color("gold"), bold=True, wrap="never",
                         valign="top")
        for side in (0, 1):
            cell = g.marker_cell(side, LEADER)
            name = seat_label(self.s.names[side])
            text.blit(surf, name[:7], "tiny", cfg.color("cream"), (x, cell.centery), "midleft", bold=side == self.s.me)
            for space in SPACES:
                c = g.marker_cell(side, space)
                pygame.draw.rect(surf, cfg.color("table_felt_dark"), c, border_radius=5)
                pygame.draw.rect(surf, cfg.color("wood_light"), c, 1, border_radius=5)
        pic = self.pic
        if not pic.marker_in_flight:
            img = self.marker_image()
            surf.blit(img, img.get_rect(center=g.marker_cell(pic.side, pic.space).center))

    # --- input ---------------------------------------------------------------------------

    def prompt(self) -> str | None:
        s = self.s
        side = s.seen().public["marker"][0]
        if s.playing_emissary:
            view = s.my_view()
            if view.must_follow:
                return _("You play for the Emissary: it must follow {lead} \u2014 drag or click its card.",
                         lead=suit_words(view.lead_suit))
            return _("You play for the Emissary: drag or click one of its face-up cards (or arrows + Enter).")
        if self.emissary_to_play() and side != s.me:
            return _("{name} chooses the Emissary's card\u2026", name=s.names[side])
        return None

    def motion(self, pos) -> None:
        self.hover = self.slot_at(pos) if self.s.playing_emissary else None

    def press(self, pos) -> bool:
        s = self.s
        if not s.playing_emissary:
            return False
        slot = self.slot_at(pos)
        if slot is None:
            return False
        r = self.lifted_rect(slot)
        s.input.drag = HeldCard(self.pic.slots[slot], pos, (r.centerx - pos[0], r.centery - pos[1]), pos)
        return True

    def key(self, ev) -> bool:
        s = self.s
        if not s.playing_emissary or s.anim.busy:
            return False
        legal = self.legal()
        slots = [i for i, c in enumerate(self.pic.slots) if c is not None and c in legal]
        if not slots:
            return False
        if s.key_is(ev, "left") or s.key_is(ev, "right"):
            step = -1 if s.key_is(ev, "left") else 1
            at = self.focus if s.input.keyboard_focus else None
            self.focus = next_stop(slots, at, step) if at is not None else landing(slots, self.focus)
            s.input.keyboard_focus = True
            return True
        if s.key_is(ev, "play") or ev.key == pygame.K_KP_ENTER:
            self.focus = landing(slots, self.focus)
            s.input.keyboard_focus = True
            s.choose("emissary", self.pic.slots[self.focus])
            return True
        return False

    def card_home(self, card: int):
        if card in self.pic.slots:
            return self.geom.slot_rect(self.pic.slots.index(card)).center
        return None

    # --- events ----------------------------------------------------------------------------

    def builders(self):
        return {"dealt": self._dealt, "card_played": self._card_played,
                "emissary_drew": self._drew, "marker_moved": self._marker_moved}

    def _dealt(self, e, before: SeatView, after: SeatView) -> list[Beat]:
        chor, g = self.s.chor, self.geom
        deal = chor._dealt(e, after)
        slots = list(after.public["emissary_face_up"]) if after.age == e.age else [None, None]

        def start() -> None:
            self.pic.slots = [None, None]
            self.s.model.leftover += sum(c is not None for c in slots)
        deal.on_start = chor._chain(chor._logger(after, e), deal.on_start, start)
        size = tuple(self.cfg.num("emissary_card"))
        flights = []
        for i, card in enumerate(slots):
            if card is None:
                continue

            def land(i=i, card=card) -> None:
                self.pic.slots[i] = card
                self.s.model.leftover -= 1
            flights.append(Flight(self.art.card_face(card, size), g.rect_center("leftover"),
                                  g.slot_rect(i).center, i * self.cfg.time("deal_stagger"),
                                  self.cfg.time("emissary_draw"), arc=self.cfg.motion["arcs"]["emissary_draw"], on_land=land, sound=("card", 0)))
        return [deal, Beat("emissary_reveal", flights)]

    def _card_played(self, e, before: SeatView, after: SeatView) -> list[Beat] | None:
        if e.seat != EMISSARY:
            return None
        chor, g = self.s.chor, self.geom
        face_up = before.public["emissary_face_up"]
        slot = face_up.index(e.card) if e.card in face_up else 0
        src = g.slot_rect(slot).center

        def start() -> None:
            mm = self.s.model
            if e.lead:
                mm.caption = ""
                mm.trick = after.trick if after.plays else mm.trick
            if e.card in self.pic.slots:
                self.pic.slots[self.pic.slots.index(e.card)] = None

        def land() -> None:
            self.s.model.plays.append((e.seat, e.card))
        img = self.art.card_face(e.card, g.trick_size)
        f = Flight(img, src, g.trick_slot(EMISSARY), 0, self.cfg.time("card_to_trick"),
                   arc=self.cfg.motion["card_arc"], on_land=land, sound=("card", 0),
                   shadow=self.art.card_shadow(g.trick_size))
        return [Beat("card", [f], on_start=chor._chain(chor._logger(after, e), start))]

    def _drew(self, e, before: SeatView, after: SeatView) -> list[Beat]:
        chor, g = self.s.chor, self.geom
        size = tuple(self.cfg.num("emissary_card"))

        def start() -> None:
            self.s.model.leftover -= 1

        def land() -> None:
            self.pic.slots[e.slot] = e.card
        f = Flight(self.art.card_face(e.card, size), g.rect_center("leftover"), g.slot_rect(e.slot).center,
                   0, self.cfg.time("emissary_draw"), arc=self.cfg.motion["arcs"]["emissary_draw"], on_land=land, sound=("card", 0))
        return [Beat("emissary_drew", [f], on_start=chor._chain(chor._logger(after, e), start))]

    def _marker_moved(self, e, before: SeatView, after: SeatView) -> list[Beat]:
        chor, g = self.s.chor, self.geom
        src = g.marker_cell(*before.public["marker"]).center
        dst = g.marker_cell(e.side, e.space).center

        def start() -> None:
            self.pic.marker_in_flight = True

        def land() -> None:
            self.pic.side, self.pic.space = e.side, e.space
            self.pic.marker_in_flight = False
        arc = self.cfg.motion["arcs"]["marker"] if math.dist(src, dst) > 1 else 0
        f = Flight(self.marker_image(), src, dst, 0, self.cfg.time("marker"), arc=arc,
                   ease="in_out_cubic", on_land=land)
        return [Beat("marker_moved", [f], on_start=chor._chain(chor._logger(after, e), start))]


BOARD = Board(EmissaryGeometry, EmissaryPicture, EmissaryView)
