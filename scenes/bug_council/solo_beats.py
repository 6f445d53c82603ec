"""The Termitenator's events at the solo table, beat by beat: the pyramid dealt and flipped, its
cards played, the Ideology and Leader/Follower tokens moving, the decision tree's reason, the
Solo Board's cubes, the personalities' triggers (a banner, what they move flying) and the Age's
scoring with Pacifist 2.0's points counted once. Built for the SoloView (scenes/bug_council/solo_view.py)
that draws the board: these change its picture as each beat lands."""
from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from game.bug_council.automa import automa_data, explain
from game.bug_council.log import personality_words
from game.bug_council.solo import FOLLOWER, LEADER, LOSING, PLAYER, TERMITENATOR, WINNING
from game.bug_council.state import State
from game.bug_council.view import seat_view
from game.i18n import _
from scenes.animation import Beat, Flight
from scenes.widgets import panel

if TYPE_CHECKING:
    from scenes.bug_council.solo_view import SoloGeometry, SoloPicture, SoloView

IDEOLOGIES = (WINNING, LOSING)
MARKERS = (LEADER, FOLLOWER)


class SoloBeats:
    """The beats builders of the Termitenator's events (the table's `chor.extra`): each
    changes the board's picture (`board.pic`) and the table's picture as it lands."""

    def __init__(self, board: "SoloView"):
        self.board = board
        self.s = board.s
        self.cfg, self.art, self.text = board.cfg, board.art, board.text

    @property
    def pic(self) -> "SoloPicture":
        return self.board.pic

    @property
    def geom(self) -> "SoloGeometry":
        return self.board.geom


    def builders(self):
        return {"dealt": self._dealt, "card_played": self._card_played,
                "pyramid_flipped": self._flipped, "ideology_changed": self._ideology,
                "marker_moved": self._marker, "automa_decided": self._decided,
                "personality_triggered": self._personality, "cube_moved": self._cube_moved,
                "age_scored": self._age_scored}

    def _log(self, after: State, e):
        return self.s.chor._logger(after, e)

    def _dealt(self, e, before: State, after: State) -> list[Beat]:
        chor, g = self.s.chor, self.geom
        # The table's opening deal counts hands only; the pyramid is the Termitenator's hand.
        n = len(after.ext.pyramid) if after.age == e.age else e.hand_sizes[TERMITENATOR]
        deal = chor._dealt(e._replace(hand_sizes=(e.hand_sizes[PLAYER], 0)), self.s.view_of(after))

        def start() -> None:
            self.pic.present = [False] * len(self.pic.present)
            self.pic.cards = [None] * len(self.pic.cards)
            self.pic.hidden = list(after.ext.pyramid)
            self.pic.flipping = set()
            self.s.model.leftover += n
        deal.on_start = chor._chain(self._log(after, e), deal.on_start, start)
        back = self.art.card_back(tuple(self.cfg.num("pyramid_card")))
        src = g.rect_center("leftover")
        flights = []
        for slot in range(n):
            def land(slot=slot) -> None:
                self.pic.present[slot] = True
                self.s.model.leftover -= 1
            flights.append(Flight(back, src, g.pyramid_rect(slot).center, slot * self.cfg.time("deal_stagger"),
                                  self.cfg.time("deal"), arc=self.cfg.motion["arcs"]["deal"], on_land=land))
        return [deal, Beat("pyramid_deal", flights)]

    def _card_played(self, e, before: State, after: State) -> list[Beat] | None:
        if e.seat != TERMITENATOR:
            return None
        chor, g = self.s.chor, self.geom
        pyr = before.ext.pyramid
        slot = pyr.index(e.card) if e.card in pyr else 0

        def start() -> None:
            mm = self.s.model
            if e.lead:
                mm.caption = ""
                mm.trick = after.trick if after.plays else mm.trick
            self.pic.present[slot] = False
            self.pic.cards[slot] = None

        def land() -> None:
            self.s.model.plays.append((e.seat, e.card))
        f = Flight(self.art.card_face(e.card, g.trick_size), g.pyramid_rect(slot).center, g.trick_slot(TERMITENATOR),
                   0, self.cfg.time("card_to_trick"), arc=self.cfg.motion["card_arc"], on_land=land,
                   sound=("card", 0), shadow=self.art.card_shadow(g.trick_size))
        return [Beat("card", [f], on_start=chor._chain(self._log(after, e), start))]

    def _flipped(self, e, before: State, after: State) -> list[Beat]:
        """Each uncovered card turns over: a horizontal squash, back then face (UI.md)."""
        chor, g, art = self.s.chor, self.geom, self.art
        size = tuple(self.cfg.num("pyramid_card"))

        def start() -> None:
            self.pic.flipping = set(e.slots)

        def end() -> None:
            for slot, card in zip(e.slots, e.cards):
                self.pic.cards[slot] = card
                self.pic.present[slot] = True
            self.pic.flipping = set()

        def draw(surf: pygame.Surface, p: float) -> None:
            scale = abs(math.cos(math.pi * p))
            for slot, card in zip(e.slots, e.cards):
                r = g.pyramid_rect(slot)
                img = art.card_back(size) if p < 0.5 else art.card_face(card, size)
                w = max(1, round(size[0] * scale))
                surf.blit(pygame.transform.smoothscale(img, (w, size[1])), (r.centerx - w // 2, r.y))
        return [Beat("pyramid_flip", hold=self.cfg.time("pyramid_flip"), draw_extra=draw,
                     on_start=chor._chain(self._log(after, e), start), on_end=end)]

    def _token_move(self, e, after: State, key: str, track: int, values, src_value: str) -> list[Beat]:
        g = self.geom
        a = g.track_cell(track, values.index(src_value))
        b = g.track_cell(track, values.index(getattr(e, "ideology", None) or e.space))
        dst_value = values[values.index(getattr(e, "ideology", None) or e.space)]

        def start() -> None:
            self.pic.in_flight.add(key)

        def land() -> None:
            setattr(self.pic, key, dst_value)
            self.pic.in_flight.discard(key)
        f = Flight(self.board.token(key), (a.x + 11, a.centery), (b.x + 11, b.centery), 0, self.cfg.time("marker"),
                   arc=self.cfg.motion["arcs"]["token"], ease="in_out_cubic", on_land=land)
        return [Beat(key + "_moved", [f], hold=0.15, on_start=self.s.chor._chain(self._log(after, e), start))]

    def _ideology(self, e, before: State, after: State) -> list[Beat]:
        return self._token_move(e, after, "ideology", 0, IDEOLOGIES, self.pic.ideology)

    def _marker(self, e, before: State, after: State) -> list[Beat] | None:
        if e.side is not None:
            return None
        return self._token_move(e, after, "marker", 1, MARKERS, self.pic.marker)

    def _decided(self, e, before: State, after: State) -> list[Beat]:
        # The reason in the reader's language, from the position the Termitenator chose in (the
        # event carries the engine's English).
        reason = explain(seat_view(before, TERMITENATOR), shown=True)

        def start() -> None:
            self.board.reason = reason
            if self.board.explain:
                self.s._log(_("Termitenator's reason: {reason}.", reason=reason))
        return [Beat("automa_decided", hold=self.cfg.time("automa_reason"), on_start=start)]

    def _age_scored(self, e, before: State, after: State) -> list[Beat]:
        chor = self.s.chor
        beat = chor._age_scored(e, self.s.view_of(after))

        def end() -> None:
            # The engine's scores after the scoring; Pacifist 2.0's points already on the
            # track are in them, not added twice.
            mm = self.s.model
            for r in e.rows:
                mm.scores[r["seat"]] = (e.scores[r["seat"]] if e.scores else
                                        mm.scores[r["seat"]] + r["points"]
                                        - (self.pic.bonus if r["seat"] == TERMITENATOR else 0))
            self.pic.bonus = 0
            self.board.reason = ""      # the Why of the Age's last card ends with the Age
        beat.on_start = chor._chain(self._log(after, e), beat.on_start)
        beat.on_end = end
        return [beat]

    def _cube_moved(self, e, before: State, after: State) -> list[Beat] | None:
        if "solo_board" not in (e.src, e.dst):
            return None
        g = self.geom
        box = self.board.solo_board_rect()

        def place(p):
            if p == "solo_board":
                return box.center
            if p == "supply":
                return g.rect_center("supply")
            return g.space_center(p)

        def land() -> None:
            mm, pic = self.s.model, self.pic
            for p, d in ((e.src, -1), (e.dst, 1)):
                if p == "solo_board":
                    pic.solo_board += d
                elif p == "supply":
                    mm.supply += d
                elif isinstance(p, int):
                    mm.council[p] += d
        f = Flight(self.art.cube(), place(e.src), place(e.dst), 0, self.cfg.time("recruit"),
                   arc=self.cfg.motion["cube_arc"], on_land=land, sound=("cube", 0))
        return [Beat("solo_board_cube", [f])]

    def _personality(self, e, before: State, after: State) -> list[Beat]:
        """A banner with the personality's words, and what it moves flying to its place."""
        g, art, m = self.geom, self.art, self.s.model
        pic = self.pic
        flights: list[Flight] = []
        on_start = []
        p, d = e.personality, e.data
        if p == "thief":
            took, gave, slot = d["took"], d["gave"], d["slot"]
            hand = list(m.my_hand)
            rects = g.hand_rects(len(hand))
            src = rects[hand.index(took)].center if took in hand else g.seat_anchor(PLAYER)
            size = tuple(self.cfg.num("pyramid_card"))

            def take() -> None:
                if took in self.s.model.my_hand:
                    self.s.model.my_hand.remove(took)
                self.pic.cards[slot] = None
                self.pic.present[slot] = False

            def land_took() -> None:
                self.pic.cards[slot] = took
                self.pic.present[slot] = True

            def land_gave() -> None:
                self.s.model.my_hand = sorted(self.s.model.my_hand + [gave])
            on_start.append(take)
            flights.append(Flight(art.card_face(took, size), src, g.pyramid_rect(slot).center, 0,
                                  self.cfg.time("steal"), arc=self.cfg.motion["arcs"]["steal"], on_land=land_took, sound=("card", 0)))
            flights.append(Flight(art.card_face(gave, g.trick_size), g.pyramid_rect(slot).center,
                                  g.seat_anchor(PLAYER), 0.1, self.cfg.time("steal"), arc=self.cfg.motion["arcs"]["steal"], on_land=land_gave))
        elif p == "trickster" and d.get("effect") == "steal":
            def land_steal() -> None:
                mm = self.s.model
                mm.tricks[PLAYER] -= 1
                mm.tricks[TERMITENATOR] += 1
            back = art.card_back(g.back_size)
            for k in range(max(1, len(d.get("cards", ())))):
                flights.append(Flight(back, g.seat_anchor(PLAYER), g.seat_anchor(TERMITENATOR), k * 0.05,
                                      self.cfg.time("steal"), arc=self.cfg.motion["arcs"]["steal_trick"], sound=("trick", 0) if k == 0 else None,
                                      on_land=land_steal if k == 0 else None))
        elif p == "trickster" and d.get("effect") == "discard":
            def drop() -> None:
                self.s.model.tricks[TERMITENATOR] -= 1
            on_start.append(drop)
        elif p == "pacifist2":
            plus = self.text.render("+1", "title", self.cfg.color("gold"), bold=True)
            board = pygame.Rect(self.cfg.rect("solo_board"))

            def score() -> None:
                if not d.get("counted"):     # an Upkeep point is already in the Age's total
                    self.s.model.scores[TERMITENATOR] += 1
                    self.pic.bonus += 1
            flights.append(Flight(plus, g.space_center(pic.termite), (board.right - 110, board.y + 18), 0,
                                  self.cfg.time("steal"), arc=self.cfg.motion["arcs"]["steal"], on_land=score, sound=("cube", 4)))
        elif p == "card_shark" and "count" in d and not d.get("later"):
            back = art.card_back(g.back_size)
            box = self.board.shark_rect()
            for k in range(d["count"]):
                def land_card() -> None:
                    self.pic.shark += 1
                    self.s.model.leftover -= 1
                dst = (box.x + (pic.shark + k) * 12 + g.back_size[0] / 2, box.centery)
                flights.append(Flight(back, g.rect_center("leftover"), dst, k * self.cfg.time("deal_stagger"),
                                      self.cfg.time("deal") * 2, arc=self.cfg.motion["arcs"]["card_shark"], on_land=land_card, sound=("card", 0)))
        title = _(automa_data().raw["personalities"][p]["title"])
        shown_cards = list(d.get("cards", ())) if p == "card_shark" and "hand" in d else []

        def draw(surf: pygame.Surface, prog: float) -> None:
            self.draw_banner(surf, title, personality_words(e), shown_cards)

        def end() -> None:
            if p == "card_shark" and "hand" in d:
                self.pic.shark = 0
        beat = Beat("personality", flights, hold=self.cfg.time("banner"), draw_extra=draw,
                    on_start=self.s.chor._chain(self._log(after, e), *on_start), on_end=end)
        return [beat]

    def draw_banner(self, surf: pygame.Surface, title: str, words: str, cards: list[int]) -> None:
        cfg, text = self.cfg, self.text
        rect = pygame.Rect(cfg.rect("banner"))
        if cards:
            rect.h += 56
        panel(surf, cfg, rect, fill="paper", rim="gold", radius=12, rim_width=3)
        text.blit(surf, _("{title} triggers!", title=title), "label", cfg.color("warning"), (rect.centerx, rect.y + 8), "midtop", bold=True)
        y = rect.y + 32
        for line in text.wrap(words, "small", rect.w - 24)[:2]:
            r = text.blit(surf, line, "small", cfg.color("ink"), (rect.centerx, y), "midtop")
            y = r.bottom + 1
        if cards:
            size = tuple(cfg.cards["mini_size"])
            x0 = rect.centerx - (len(cards) * (size[0] + 4)) // 2
            for k, c in enumerate(sorted(cards)):
                surf.blit(self.art.card_face(c, size), (x0 + k * (size[0] + 4), y + 4))
