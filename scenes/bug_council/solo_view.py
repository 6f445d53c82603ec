"""Solo Mode at the table: the Termitenator's board (seat 1).

Drawn from what the player may see (the mode's public view): the 11-card pyramid in its
4/3/2/2 rows with the covering of config/termitenator.yaml (face-down backs, face-up cards,
lower rows overlapping the cards they cover), the Trigger Point marker beside its row, the
Ideology and Leader/Follower markers, the personality card with its ability, the Termite space
on the ring as a dark hatched tile, the Solo Board cubes and the Card Shark's cards. Pyramid
flips, Ideology changes, marker moves and personality triggers are animated and logged
(scenes/bug_council/solo_beats.py); the decision tree's reason for each automa card is shown
when `settings.explain_automa` is on.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field

import pygame

from game.bug_council.words import ideology_words, marker_space_words, suit_words
from game.i18n import _

from game.bug_council.automa import automa_data
from game.bug_council.solo import PLAYER, TERMITENATOR
from game.bug_council.state import TRICK, State
from game.words import counted
from scenes.bug_council.solo_beats import IDEOLOGIES, MARKERS, SoloBeats
from scenes.bug_council.geometry import Geometry
from scenes.bug_council.modes import Board, ModeView
from scenes.widgets import alpha_rect, panel


@dataclass
class SoloPicture:
    """What the Termitenator's board shows; animations change it, the State rebuilds it."""
    cards: list[int | None]          # face-up cards by slot (None: face down or gone)
    present: list[bool]              # a card (either face) lies in the slot
    ideology: str
    marker: str
    trigger_row: int | None
    termite: int
    personality: str
    shark: int                       # Card Shark: cards collected this Age
    solo_board: int                  # Trickster: cubes on the Solo Board
    bonus: int                       # Pacifist 2.0: points already on the track this Age
    # Every slot's card as dealt this Age, face down ones included: only a viewer that
    # reveals what is hidden (the replay) draws those.
    hidden: list[int | None] = field(default_factory=list)
    flipping: set[int] = field(default_factory=set)
    in_flight: set[str] = field(default_factory=set)   # "ideology" / "marker" tokens moving

    @classmethod
    def from_state(cls, s: State) -> "SoloPicture":
        pv = s.hooks.public_view(s, PLAYER)
        return cls(list(pv["pyramid"]), list(pv["pyramid_present"]), pv["ideology"], pv["marker"],
                   pv["trigger_row"], pv["termite"], pv["personality"], pv["card_shark_count"],
                   s.solo_board, s.ext.bonus, list(s.ext.pyramid))


class SoloGeometry(Geometry):
    """No plaques: the Termitenator's board replaces them; the two trick cards sit side by side."""

    def opponents(self) -> list[int]:
        return [1 - self.me]

    def plaque_seats(self) -> list[int]:
        return []

    def trick_slot(self, seat: int):
        return tuple(self.cfg.num("trick_slot_you" if seat == self.me else "trick_slot_automa"))

    def seat_anchor(self, seat: int):
        if seat == TERMITENATOR:
            r = self.pyramid_bounds()
            return r.centerx, r.centery
        return super().seat_anchor(seat)

    # --- the pyramid -------------------------------------------------------------------------

    def slot_rows(self) -> list[int]:
        """Printed row index (0 = top row) of each slot."""
        sizes = automa_data().raw["pyramid"]["row_sizes"]
        return [r for r, n in enumerate(sizes) for _ in range(n)]

    def pyramid_rect(self, slot: int) -> pygame.Rect:
        """A card of the top row sits in its column; any other card sits centered over the
        cards it covers, one row step lower, so what covers what reads at a glance."""
        x0, y0 = self.cfg.num("pyramid_origin")
        sx, sy = self.cfg.num("pyramid_step")
        w, h = self.cfg.num("pyramid_card")
        covers = automa_data().raw["pyramid"]["covers"]
        rows = self.slot_rows()

        def left(i: int) -> float:
            under = covers.get(i)
            if not under:
                return x0 + i * sx
            return sum(left(u) for u in under) / len(under)
        return pygame.Rect(round(left(slot)), y0 + rows[slot] * sy, w, h)

    def pyramid_bounds(self) -> pygame.Rect:
        rects = [self.pyramid_rect(i) for i in range(len(self.slot_rows()))]
        return rects[0].unionall(rects[1:])

    def row_center_y(self, row_index: int) -> int:
        y0 = self.cfg.num("pyramid_origin")[1]
        sy = self.cfg.num("pyramid_step")[1]
        return y0 + row_index * sy + sy // 2

    def track_cell(self, track: int, value_index: int) -> pygame.Rect:
        """Box `value_index` (0/1) of marker track `track` (0 Ideology, 1 Leader/Follower)."""
        x, y, w, h = self.cfg.rect("solo_right")
        th = self.cfg.num("solo_track_h")
        top = y + 14 + track * (th + 22)
        half = (w - 6) // 2
        return pygame.Rect(x + value_index * (half + 6), top, half, th)


def track_value_words(value: str) -> str:
    """A value of the solo board's tracks: an Ideology or a marker space."""
    return ideology_words(value) if value in IDEOLOGIES else marker_space_words(value)


class SoloView(ModeView):
    animates_states = True     # it deals and flips the pyramid, face down cards included

    def __init__(self, scene):
        super().__init__(scene)
        self._hatch: pygame.Surface | None = None
        self._tokens: dict[str, pygame.Surface] = {}
        self.reason = ""       # the decision tree's words for the automa's last card (outlives resyncs)

    @property
    def geom(self) -> SoloGeometry:
        return self.s.geom  # type: ignore[return-value]

    @property
    def explain(self) -> bool:
        return bool(self.s.app.settings.explain_automa)

    def automa_to_play(self) -> bool:
        st = self.s.match.state
        return (not self.s.anim.busy and st.phase == TRICK
                and st.order[len(st.plays)] == TERMITENATOR)

    # --- buttons, keys, prompt -------------------------------------------------------------

    def top_buttons(self):
        return [(_("Why: on") if self.explain else _("Why: off"), self.toggle_explain, 86)]

    def toggle_explain(self) -> None:
        """Show or hide the Termitenator's reasons (board line and game log)."""
        st = self.s.app.settings
        st.explain_automa = not st.explain_automa
        self.s._build_top_buttons()

    def key(self, ev) -> bool:
        if self.s.key_is(ev, "explain"):
            self.toggle_explain()
            return True
        return False

    def prompt(self) -> str | None:
        if self.automa_to_play():
            return _("The Termitenator flips its uncovered cards and chooses one\u2026")
        return None

    # --- drawing -----------------------------------------------------------------------------

    def token(self, name: str) -> pygame.Surface:
        img = self._tokens.get(name)
        if img is None:
            r = 8
            img = pygame.Surface((2 * r + 2, 2 * r + 2), pygame.SRCALPHA)
            color = self.cfg.color("gold") if name == "marker" else self.cfg.color("cream")
            pygame.draw.circle(img, self.cfg.color("shadow"), (r + 2, r + 2), r)
            pygame.draw.circle(img, color, (r + 1, r + 1), r)
            pygame.draw.circle(img, self.cfg.color("ink"), (r + 1, r + 1), r, 2)
            self._tokens[name] = img
        return img

    def draw(self, surf: pygame.Surface) -> None:
        self.draw_personality(surf)
        cfg, text, m = self.cfg, self.text, self.s.model
        board = pygame.Rect(cfg.rect("solo_board"))
        if self.automa_to_play():
            alpha_rect(surf, board.inflate(12, 12), cfg.color("active_seat"), 110, 14)
        panel(surf, cfg, board, fill="wood_dark", rim="wood_light", radius=10, rim_width=2)
        pygame.draw.rect(surf, self.s.colors[TERMITENATOR], (board.x + 10, board.y + 9, 6, 20), border_radius=3)
        name = self.s.names[TERMITENATOR]
        lab = text.blit(surf, name, "label", cfg.color("cream"), (board.x + 22, board.y + 8), bold=True)
        if TERMITENATOR in self.s.thinking_seats:
            dots = self.s.thinking_dots()
            t = text.render(_("thinking{dots}", dots=dots.ljust(3)), "tiny", cfg.color("ink"), bold=True)
            pill = t.get_rect(midleft=(lab.right + 12, lab.centery)).inflate(14, 4)
            pygame.draw.rect(surf, cfg.color("thinking"), pill, border_radius=pill.h // 2)
            surf.blit(t, t.get_rect(center=pill.center))
        right = board.right - 12
        tricks, points = m.tricks[TERMITENATOR], m.scores[TERMITENATOR]
        text.blit(surf, counted(tricks, "trick"), "small", cfg.color("gold"), (right, board.y + 11),
                  "topright", bold=True)
        text.blit(surf, counted(points, "point"), "small", cfg.color("cream"), (right - 74, board.y + 11),
                  "topright", bold=True)
        self.draw_pyramid(surf)
        self.draw_tracks(surf)
        if self.explain and self.reason:
            rr = pygame.Rect(cfg.rect("solo_reason"))
            line = _("Why: {reason}", reason=self.reason)
            for k, part in enumerate(text.wrap(line, "tiny", rr.w)[:2]):
                text.blit(surf, part, "tiny", cfg.color("glow"), (rr.x, rr.y + k * 12), bold=True)

    def draw_personality(self, surf: pygame.Surface) -> None:
        cfg, text, pic = self.cfg, self.text, self.pic
        rect = pygame.Rect(cfg.rect("personality_card"))
        panel(surf, cfg, rect, fill="paper", radius=10)
        info = automa_data().raw["personalities"][pic.personality]
        text.blit(surf, _(info["title"]), "label", cfg.color("ink"), (rect.x + 12, rect.y + 8), bold=True)
        # Short enough to sit beside the longest title ("The Pacifist 2.0", "The Card Shark").
        termite = _("Termite space: {space}", space=suit_words(pic.termite))
        text.blit(surf, termite, "tiny", cfg.color("ink_soft"), (rect.right - 10, rect.y + 12), "topright")
        y = rect.y + 30
        for line in text.wrap(_(info["ability"]), "small", rect.w - 24)[:4]:
            r = text.blit(surf, line, "small", cfg.color("ink"), (rect.x + 12, y))
            y = r.bottom + 1

    def draw_pyramid(self, surf: pygame.Surface) -> None:
        cfg, text, g, pic = self.cfg, self.text, self.geom, self.pic
        size = tuple(cfg.num("pyramid_card"))
        rows = g.slot_rows()
        numbers = automa_data().raw["pyramid"]["rows"]
        lx = cfg.num("pyramid_label_x")
        for ri, number in enumerate(numbers):
            cy = g.row_center_y(ri)
            trig = pic.trigger_row == number
            if trig:
                flag = pygame.Rect(0, 0, 28, 18)
                flag.center = (lx, cy)
                pygame.draw.rect(surf, cfg.color("losing"), flag, border_radius=4)
                pygame.draw.polygon(surf, cfg.color("losing"), [(flag.right, cy - 6), (flag.right + 7, cy), (flag.right, cy + 6)])
                text.blit(surf, str(number), "small", cfg.color("cream"), flag.center, "center", bold=True)
            else:
                text.blit(surf, str(number), "small", cfg.color("wood_light"), (lx, cy), "center", bold=True)
        playable = self.automa_to_play()
        for slot in range(len(rows)):     # empty places first, so cards lie over them
            if not pic.present[slot]:
                pygame.draw.rect(surf, cfg.color("wood"), g.pyramid_rect(slot), 1, border_radius=6)
        for slot in range(len(rows)):
            r = g.pyramid_rect(slot)
            if not pic.present[slot] or slot in pic.flipping:
                continue
            card = pic.cards[slot]
            surf.blit(self.art.card_shadow(size, 70), r.move(2, 3))
            if card is None and self.s.reveal_hidden and self.hidden_card(slot) is not None:
                surf.blit(self.art.card_face(self.hidden_card(slot), size), r)
                surf.blit(self.art.dim(size), r)     # still face down in the game
            elif card is None:
                surf.blit(self.art.card_back(size), r)
            else:
                if playable:
                    surf.blit(self.art.card_glow(size, "legal_glow", 4), (r.x - 4, r.y - 4))
                surf.blit(self.art.card_face(card, size), r)

    def hidden_card(self, slot: int) -> int | None:
        """The face-down card in `slot` (as dealt this Age), or None."""
        hidden = self.pic.hidden
        return hidden[slot] if slot < len(hidden) else None

    def shark_cards(self) -> list[int | None]:
        """The Card Shark's cards as drawn: each one's face when the viewer reveals hidden
        cards (the engine's list, which only grows during an Age), else None (a back)."""
        known = list(self.s.match.state.ext.shark) if self.s.reveal_hidden else []
        return [known[k] if k < len(known) else None for k in range(self.pic.shark)]

    def draw_tracks(self, surf: pygame.Surface) -> None:
        cfg, text, g, pic = self.cfg, self.text, self.geom, self.pic
        x, y, w, h = cfg.rect("solo_right")
        for track, (title, values, current, key) in enumerate((
                (_("IDEOLOGY"), IDEOLOGIES, pic.ideology, "ideology"),
                (_("LEADER / FOLLOWER"), MARKERS, pic.marker, "marker"))):
            head = g.track_cell(track, 0)
            text.blit(surf, title, "tiny", cfg.color("gold"), (x, head.y - 13), bold=True)
            for vi, value in enumerate(values):
                cell = g.track_cell(track, vi)
                on = value == current
                fill = (cfg.color(value) if value in IDEOLOGIES else cfg.color("wood")) if on else cfg.color("table_felt_dark")
                pygame.draw.rect(surf, fill, cell, border_radius=6)
                pygame.draw.rect(surf, cfg.color("wood_light"), cell, 1, border_radius=6)
                text.blit(surf, track_value_words(value), "small", cfg.color("cream"), (cell.x + 22, cell.centery),
                          "midleft", bold=on)
                if on and key not in pic.in_flight:
                    tok = self.token(key)
                    surf.blit(tok, tok.get_rect(center=(cell.x + 11, cell.centery)))
        ty = g.track_cell(1, 0).bottom + 10
        trig = (_("TRIGGER POINT: none this Age") if pic.trigger_row is None
                else _("TRIGGER POINT: row {row}", row=pic.trigger_row))
        text.blit(surf, trig, "tiny", cfg.color("gold"), (x, y + h - 12), bold=True)
        if pic.personality == "trickster" or pic.solo_board:
            box = self.solo_board_rect()
            text.blit(surf, _("SOLO BOARD"), "tiny", cfg.color("gold"), (x, ty), bold=True)
            pygame.draw.rect(surf, cfg.color("table_felt_dark"), box, border_radius=6)
            pygame.draw.rect(surf, cfg.color("wood_light"), box, 1, border_radius=6)
            cube = self.art.cube()
            for p in self.geom.stack_positions(box.center, min(pic.solo_board, 8)):
                surf.blit(cube, cube.get_rect(center=p))
            text.blit(surf, str(pic.solo_board), "small", cfg.color("cream"), (box.right + 8, box.centery), "midleft", bold=True)
        if pic.personality == "card_shark":
            box = self.shark_rect()
            text.blit(surf, _("CARD SHARK'S CARDS: {n}", n=pic.shark), "tiny", cfg.color("gold"), (x, ty), bold=True)
            size = self.geom.back_size
            back = self.art.card_back(size)
            for k, card in enumerate(self.shark_cards()[:12]):
                if card is None:
                    surf.blit(back, (box.x + k * 12, box.y))
                else:
                    surf.blit(self.art.card_face(card, size), (box.x + k * 12, box.y))
                    surf.blit(self.art.dim(size), (box.x + k * 12, box.y))

    def solo_board_rect(self) -> pygame.Rect:
        ty = self.geom.track_cell(1, 0).bottom + 24
        x = self.cfg.rect("solo_right")[0]
        return pygame.Rect(x, ty, 96, 36)

    def shark_rect(self) -> pygame.Rect:
        ty = self.geom.track_cell(1, 0).bottom + 24
        x = self.cfg.rect("solo_right")[0]
        return pygame.Rect(x, ty, 190, self.geom.back_size[1])

    # --- the Termite space -----------------------------------------------------------------

    def regions(self) -> dict[str, pygame.Rect]:
        return {"pyramid": self.geom.pyramid_bounds()}

    def draws_space(self, space: int) -> bool:
        return space == self.pic.termite

    def hatch(self, radius: int) -> pygame.Surface:
        if self._hatch is None or self._hatch.get_width() != 2 * radius:
            d = 2 * radius
            s = pygame.Surface((d, d), pygame.SRCALPHA)
            s.fill((*self.cfg.color("termite"), 255))
            step = self.cfg.num("termite_hatch")
            for k in range(-d, d, step):
                pygame.draw.line(s, self.cfg.color("termite_hatch"), (k, 0), (k + d, d), 2)
            mask = pygame.Surface((d, d), pygame.SRCALPHA)
            pygame.draw.circle(mask, (255, 255, 255, 255), (radius, radius), radius)
            s.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
            self._hatch = s
        return self._hatch

    def draw_space(self, surf, view, space: int, cubes: int, selectable: bool, hovered: bool, stack: int) -> None:
        """The face-down Termite space: a dark hatched tile that still holds cubes."""
        g, cfg, text = self.geom, self.cfg, self.text
        cx, cy = g.space_center(space)
        R = g.space_radius
        if selectable:
            pulse = 0.5 + 0.5 * math.sin(self.s.pulse_clock() * 5)
            col = tuple(round(a + (b - a) * pulse) for a, b in zip(cfg.color("gold"), cfg.color("cream")))
            pygame.draw.circle(surf, col, (cx, cy), R + (7 if hovered else 5), 4)
        img = self.hatch(R)
        surf.blit(img, img.get_rect(center=(round(cx), round(cy))))
        pygame.draw.circle(surf, cfg.color("termite_rim"), (cx, cy), R, 4)
        text.blit(surf, _("TERMITES"), "tiny", cfg.color("cream"), (cx, cy - R * 0.56), "center", bold=True)
        cube = self.art.cube()
        for k in range(cubes):
            p = g.space_cube(space, k, stack)
            surf.blit(cube, cube.get_rect(center=p))
        badge = (round(cx + R * 0.74), round(cy - R * 0.74))
        pygame.draw.circle(surf, cfg.color("termite"), badge, 12)
        pygame.draw.circle(surf, cfg.color("cream"), badge, 12, 2)
        text.blit(surf, str(cubes), "small", cfg.color("cream"), badge, "center", bold=True)
        # Named as every space is (and as the sowing preview and the log name it); the tile
        # itself says TERMITES.
        view.draw_label(surf, space, suit_words(space))

    # --- events --------------------------------------------------------------------------------

    def builders(self):
        return SoloBeats(self).builders()


BOARD = Board(SoloGeometry, SoloPicture, SoloView)
