"""The Bugspiel table's choreography: each engine event as a beat (scenes.animation) that changes
the table's Picture when it plays: a bought card flies from its market slot to its buyer, the
cards left behind slide to the cheaper slots (their price tags change under them) and new ones
turn up from the deck; a bug flies from the hand (or its old slot) to its slot, eating what it
lands on; a tile turns its axis; a cashed bonus lights its line with every seat's gain; the
scores rise.

Attributes down (the layout, the art); messages up (`BeatHooks`): the Picture the beats change,
where things are on screen now (the board is panned and zoomed), the log, the game's end."""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Callable

import pygame

from game.i18n import _
from scenes.animation import Beat, Flight, ease_out_back
from scenes.bugspiel.art import BugspielArt
from scenes.bugspiel.layout import BugspielLayout, axis_vector
from scenes.bugspiel.picture import Picture
from scenes.config import parse_color


@dataclass
class BeatHooks:
    picture: Callable[[], Picture]
    slot_point: Callable[[str], tuple[float, float]]       # a board slot's centre on screen now
    tile_point: Callable[[str], tuple[float, float]]
    hex_radius: Callable[[], float]
    seat_point: Callable[[int, str], tuple[float, float]]  # where a seat's bugs / bonuses go
    token: Callable[[int, int], pygame.Surface]            # a species' token for a seat
    names: Callable[[], list[str]]
    colors: Callable[[], list]
    log: Callable[[Any], None]
    open_result: Callable[[Any], None]


class BugspielBeats:
    def __init__(self, layout: BugspielLayout, art: BugspielArt, text, cfg, hooks: BeatHooks):
        self.lay, self.art, self.text, self.cfg, self.hooks = layout, art, text, cfg, hooks

    @property
    def p(self) -> Picture:
        return self.hooks.picture()

    def beats(self, e, after) -> list[Beat]:
        """The beats of event `e` of an action that led to `after` (the shown seat's view)."""
        handler = getattr(self, "_" + e.kind, None)
        if handler is not None:
            return handler(e, after)
        return [Beat(e.kind, [], on_start=lambda: self.hooks.log(e))]

    def _image(self, market: str, card) -> pygame.Surface:
        return self.art.bug(card, self.lay.bug_card) if market == "bugs" else self.art.bonus(card, self.lay.bonus_card)

    # --- the markets --------------------------------------------------------------------------------

    def _card_bought(self, e, after) -> list[Beat]:
        lay, m = self.lay, e.market
        row = self.p.bug_market if m == "bugs" else self.p.bonus_market
        src = lay.market_slot(m, e.slot).center
        dst = self.hooks.seat_point(e.seat, m)
        bought = Flight(self._image(m, e.card), src, dst, 0.0, lay.t("card"), arc=30, sound=("card", 0))

        def start() -> None:
            self.hooks.log(e)
            row[e.slot] = None
            self.p.scores[e.seat] = e.score

        def end() -> None:
            (self.p.bug_hands if m == "bugs" else self.p.bonus_hands)[e.seat].append(e.card)
        beats = [Beat(e.kind, [bought], on_start=start, on_end=end)]
        if e.slid or e.discarded is not None:
            moving = {a: row[a] for a, _b in e.slid}
            flights = [Flight(self._image(m, moving[a]), lay.market_slot(m, a).center, lay.market_slot(m, b).center,
                              0.0, lay.t("slide"), ease="out_cubic") for a, b in e.slid if moving[a] is not None]

            def slide_start() -> None:
                for a, _b in e.slid:
                    row[a] = None
                if e.discarded is not None:
                    row[len(row) - 1] = None
                    if m == "bugs":
                        self.p.bug_discards += 1
                    else:
                        self.p.bonus_discards += 1

            def slide_end() -> None:
                for a, b in e.slid:
                    row[b] = moving[a]
            beats.append(Beat("market_slid", flights, on_start=slide_start, on_end=slide_end))
        if e.refilled:
            deck = lay.deck_point(m)
            flights = [Flight(self._image(m, card), deck, lay.market_slot(m, slot).center, k * 0.06, lay.t("slide"))
                       for k, (slot, card) in enumerate(e.refilled)]

            def refill_end() -> None:
                for slot, card in e.refilled:
                    row[slot] = card
                if m == "bugs":
                    self.p.bug_deck_size = after.bug_deck_size
                else:
                    self.p.bonus_deck_size = after.bonus_deck_size
            beats.append(Beat("market_refilled", flights, on_end=refill_end))
        return beats

    # --- the board ----------------------------------------------------------------------------------

    def _bug_placed(self, e, after) -> list[Beat]:
        hooks, p = self.hooks, self.p
        src = hooks.slot_point(e.moved_from) if e.moved_from else hooks.seat_point(e.seat, "bugs")
        flight = Flight(hooks.token(e.card, e.seat), src, hooks.slot_point(e.to), 0.0, self.lay.t("card"), arc=36,
                        sound=("card", 0))

        def start() -> None:
            hooks.log(e)
            if e.moved_from:
                p.set_slot(e.moved_from, None)
            elif e.card in p.bug_hands[e.seat]:
                p.bug_hands[e.seat].remove(e.card)
            p.hidden.add(e.to)
            p.scores[e.seat] += e.points

        def end() -> None:
            p.hidden.discard(e.to)
            p.set_slot(e.to, (e.seat, e.card))
            if e.eaten is not None:
                p.bug_discards += 1
        return [Beat(e.kind, [flight], on_start=start, on_end=end)]

    def _tile_rotated(self, e, after) -> list[Beat]:
        hooks = self.hooks

        def start() -> None:
            hooks.log(e)
            self.p.tile(e.tile)[4] = e.after

        def draw(surf: pygame.Surface, progress: float) -> None:
            """The axis swinging from its old direction to its new one over the tile."""
            c, rad = hooks.tile_point(e.tile), hooks.hex_radius()
            a0 = math.atan2(*reversed(axis_vector(e.before)))
            a1 = math.atan2(*reversed(axis_vector(e.after)))
            turn = (a1 - a0 + math.pi / 2) % math.pi - math.pi / 2     # the short way round (a line)
            a = a0 + turn * ease_out_back(min(1.0, progress * 1.3))
            dx, dy = math.cos(a) * rad * 0.9, math.sin(a) * rad * 0.9
            pygame.draw.line(surf, self.lay.color("line_new"), (c[0] - dx, c[1] - dy), (c[0] + dx, c[1] + dy),
                             max(3, round(rad / 12)))
        return [Beat(e.kind, [], hold=self.lay.t("rotate"), on_start=start, draw_extra=draw)]

    def _bonus_cashed(self, e, after) -> list[Beat]:
        hooks, s = self.hooks, e.score

        def start() -> None:
            hooks.log(e)
            hand = self.p.bonus_hands[e.seat]
            if s.card in hand:
                hand.remove(s.card)
            self.p.bonus_discards += 1
            self.p.scores[:] = list(e.scores)

        def draw(surf: pygame.Surface, progress: float) -> None:
            fade = 1.0 if progress < 0.8 else max(0.0, (1.0 - progress) / 0.2)
            rad = hooks.hex_radius()
            for label in s.line:
                pts = self.lay.hex_points(hooks.tile_point(label), rad)
                glow = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
                pygame.draw.polygon(glow, (*self.cfg.color("gold"), round(110 * fade)), pts)
                surf.blit(glow, (0, 0))
            colors, names = hooks.colors(), hooks.names()
            for h in s.halves:
                for slot in h.slots if h.points else ():
                    c = hooks.slot_point(slot)
                    pygame.draw.circle(surf, parse_color(colors[h.seat]), c,
                                       round(self.lay.slot_radius(rad) + 4), 3)
            gains = [f"{names[k]} +{g}" for k, g in enumerate(s.gains) if g] or [_("nobody scores")]
            words = "   ".join(gains)
            grow = ease_out_back(min(1.0, progress / 0.3))
            img = self.text.render(words, "title", self.cfg.color("gold"), bold=True)
            w, h = img.get_size()
            img = pygame.transform.smoothscale(img, (max(1, round(w * max(0.05, grow))), max(1, round(h * max(0.05, grow)))))
            board = self.lay.board()
            plate = img.get_rect(center=(board.centerx, board.bottom - 40)).inflate(30, 12)
            back = pygame.Surface(plate.size, pygame.SRCALPHA)
            pygame.draw.rect(back, (*self.cfg.color("wood_dark"), round(225 * fade)), back.get_rect(), border_radius=12)
            surf.blit(back, plate)
            img.set_alpha(round(255 * fade))
            surf.blit(img, img.get_rect(center=plate.center))
        return [Beat(e.kind, [], hold=self.lay.t("bonus"), on_start=start, draw_extra=draw)]

    def _passed(self, e, after) -> list[Beat]:
        return [Beat(e.kind, [], hold=self.lay.t("hold"), on_start=lambda: self.hooks.log(e))]

    def _game_ended(self, e, after) -> list[Beat]:
        def start() -> None:
            self.hooks.log(e)
            self.p.scores[:] = list(e.scores)
            self.p.game_over = True
            self.hooks.open_result(e)
        return [Beat(e.kind, [], hold=self.lay.t("result_hold"), on_start=start, modal=True)]
