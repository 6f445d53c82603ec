"""The Back Alley Bones table's choreography: each engine event as a beat (scenes.animation)
that changes the table's Picture when it plays: a card flies from its player to its Point, a
Lookout token lands, a character flips to Crapped Out, Grub totals rise, the face-down Side Bets
turn up with a flourish, and Lucky Seven / Yo 'Leven / Lockdown are announced in a banner.

Attributes down (the layout, the art, seat names); messages up (`BeatHooks`): the Picture the
beats change, the seat drawn at the bottom, the log, an announcement made, the game's end."""
from __future__ import annotations

import math
from game.i18n import N_, _
from dataclasses import dataclass
from typing import Any, Callable

import pygame

from game.back_alley_bones.cards import is_cheat
from scenes.animation import Beat, Flight, ease_out_back
from scenes.back_alley_bones.art import BonesArt
from scenes.back_alley_bones.layout import BonesLayout
from scenes.back_alley_bones.picture import Picture
from scenes.back_alley_bones.words import SPECIAL_WORDS

# The banner's words for the events announced with one.
BANNERS = {**SPECIAL_WORDS, "seven": N_("Seven!"), "side_bets_revealed": N_("Side Bets!")}


@dataclass
class BeatHooks:
    picture: Callable[[], Picture]
    bottom: Callable[[], int]                  # the seat drawn at the bottom
    log: Callable[[Any], None]                 # an event's log lines are due
    announce: Callable[[str, Any], None]       # a banner shown (its kind, the event)
    open_result: Callable[[Any], None]         # the game is over


class BonesBeats:
    def __init__(self, layout: BonesLayout, art: BonesArt, text, cfg, hooks: BeatHooks):
        self.lay, self.art, self.text, self.cfg, self.hooks = layout, art, text, cfg, hooks

    @property
    def p(self) -> Picture:
        return self.hooks.picture()

    def beats(self, e, after) -> list[Beat]:
        """The beats of event `e` of an action that led to `after` (the shown seat's view)."""
        k = e.kind
        handler = getattr(self, "_" + k, None)
        if handler is not None:
            return handler(e, after)
        return [Beat(k, [], on_start=lambda: self.hooks.log(e))]

    # --- helpers ----------------------------------------------------------------------------------

    def _plain(self, e, change: Callable[[], None], hold: str | None = None) -> list[Beat]:
        def start() -> None:
            self.hooks.log(e)
            change()
        return [Beat(e.kind, [], hold=self.lay.t(hold) if hold else 0.0, on_start=start)]

    def _from(self, seat: int) -> tuple[float, float]:
        """Where a card of `seat` comes from: its hand (yours) or its plaque."""
        if seat == self.hooks.bottom():
            return self.lay.hand_area().midtop
        return self.lay.plaque(True).center

    def _banner(self, e, words: str, point: int | None, change: Callable[[], None] = lambda: None,
                hold: str = "special") -> list[Beat]:
        def start() -> None:
            self.hooks.log(e)
            self.hooks.announce(e.kind, e)
            change()

        def draw(surf: pygame.Surface, progress: float) -> None:
            self.draw_banner(surf, words, point, progress)
        return [Beat(e.kind, [], hold=self.lay.t(hold), on_start=start, draw_extra=draw)]

    def draw_banner(self, surf: pygame.Surface, words: str, point: int | None, progress: float) -> None:
        """The announcement: it pops in (ease out back), glows on its Point, and fades at the end."""
        grow = ease_out_back(min(1.0, progress / 0.3))
        fade = 1.0 if progress < 0.8 else max(0.0, (1.0 - progress) / 0.2)
        if point is not None:
            row = self.lay.row(point).inflate(6, 6)
            glow = pygame.Surface(row.size, pygame.SRCALPHA)
            pulse = 0.5 + 0.5 * math.sin(progress * math.pi * 4)
            pygame.draw.rect(glow, (*self.cfg.color("gold"), round(90 * fade * (0.6 + 0.4 * pulse))),
                             glow.get_rect(), border_radius=12)
            surf.blit(glow, row)
        img = self.text.render(_(words), "huge", self.cfg.color("gold"), bold=True)
        w, h = img.get_size()
        scale = max(0.05, grow)
        img = pygame.transform.smoothscale(img, (max(1, round(w * scale)), max(1, round(h * scale))))
        cx = self.lay.p["left"] + self.lay.p["width"] // 2
        cy = self.lay.row(point).centery if point is not None else self.lay.row(1).centery
        plate = img.get_rect(center=(cx, cy)).inflate(40, 16)
        back = pygame.Surface(plate.size, pygame.SRCALPHA)
        pygame.draw.rect(back, (*self.cfg.color("wood_dark"), round(225 * fade)), back.get_rect(), border_radius=14)
        pygame.draw.rect(back, (*self.cfg.color("gold"), round(255 * fade)), back.get_rect(), 3, border_radius=14)
        surf.blit(back, plate)
        img.set_alpha(round(255 * fade))
        surf.blit(img, img.get_rect(center=plate.center))

    # --- the round's frame -------------------------------------------------------------------------

    def _round_began(self, e, after):
        def change() -> None:
            for seat in self.p.characters:
                for c in seat:
                    c[1] = False
            self.p.bets_exhausted = [(), ()]
            self.p.round = e.round
        return self._plain(e, change)

    def _shooter_chosen(self, e, after):
        def change() -> None:
            self.p.dice, self.p.shooter = e.seat, e.character
        return self._plain(e, change, "hold")

    def _hands_dealt(self, e, after):
        def change() -> None:
            self.p.hand_sizes = list(e.sizes)
            if self.p.shown:
                self.p.hand = list(after.hand)
        return self._plain(e, change)

    def _points_revealed(self, e, after):
        from game.back_alley_bones.state import Point

        def change() -> None:
            self.p.points = [Point(c) for c in e.cards]
        return self._plain(e, change, "hold")

    def _side_bet_chosen(self, e, after):
        def change() -> None:
            self.p.side_bet_down[e.seat] = True
            if self.p.shown and e.seat == self.p.seat:
                self.p.side_bet = after.side_bet
        return self._plain(e, change)

    # --- cards on the Points ---------------------------------------------------------------------------

    def _cheat_pending(self, e, after):
        def change() -> None:
            self._out_of_hand(e.seat, e.card)
            self.p.pending = after.pending
        return self._plain(e, change, "hold")

    def _out_of_hand(self, seat: int, card: str) -> None:
        p = self.p
        p.hand_sizes[seat] = max(0, p.hand_sizes[seat] - 1)
        if p.shown and seat == p.seat and card in p.hand:
            p.hand.remove(card)

    def _card_played(self, e, after):
        p, lay = self.p, self.lay
        point = p.points[e.point] if e.point < len(p.points) else None
        if point is None:
            return self._plain(e, lambda: None)
        cheat = is_cheat(e.card)
        n = len(point.cheats if cheat else point.lucks) + 1
        dst = (lay.cheat_rect if cheat else lay.luck_rect)(e.point, n - 1, n).center
        src = self._from(e.seat)
        flight = Flight(self.art.gamble(e.card, lay.gamble_card), src, dst, 0.0, lay.t("card"), arc=24,
                        sound=("card", 0))
        was_pending = p.pending is not None

        def start() -> None:
            self.hooks.log(e)
            if not was_pending:
                self._out_of_hand(e.seat, e.card)
            if e.paid:
                self._out_of_hand(e.seat, e.paid)
            p.pending = None

        def end() -> None:
            old = p.points[e.point]
            entry = (e.card, e.by, e.seat)
            p.points[e.point] = old._replace(cheats=old.cheats + (entry,)) if cheat else \
                old._replace(lucks=old.lucks + (entry,))
            if e.decoy:
                p.points[e.point] = p.points[e.point]._replace(decoy=True)
                self._exhaust(e.seat, ("flex",) if e.paid else ("decoy",))
        return [Beat(e.kind, [flight], on_start=start, on_end=end)]

    def _exhaust(self, seat: int, names) -> None:
        for name in names:
            c = self.p.character(seat, name) if isinstance(name, str) else None
            if c is not None:
                c[1] = True
            elif isinstance(name, int):
                self.p.bets_exhausted[seat] = tuple(sorted({*self.p.bets_exhausted[seat], name}))

    def _cheat_countered(self, e, after):
        def change() -> None:
            old = self.p.points[e.point]
            self.p.points[e.point] = old._replace(lookout=True)
            self.p.pending = None
            self._exhaust(e.seat, ("flex",) if e.paid else ("lookout",))
            if e.paid:
                self._out_of_hand(e.seat, e.paid)
            self.p.discard_size += 1 + (1 if e.paid else 0)
        return self._plain(e, change, "hold")

    def _card_burned(self, e, after):
        def change() -> None:
            self._out_of_hand(e.seat, e.card)
            self.p.discard_size += 1
        return self._plain(e, change, "hold")

    def _ability_used(self, e, after):
        def change() -> None:
            self._exhaust(e.seat, e.exhausted)
            if e.paid:
                self._out_of_hand(e.seat, e.paid)
        return self._plain(e, change, "hold")

    def _cards_drawn(self, e, after):
        def change() -> None:
            self.p.hand_sizes[e.seat] = after.hand_sizes[e.seat]
            if self.p.shown and e.seat == self.p.seat:
                self.p.hand = list(after.hand)
        return self._plain(e, change)

    def _cheat_fixed(self, e, after):
        def change() -> None:
            old = self.p.points[e.point]
            cheats = list(old.cheats)
            c, _v, s = cheats[e.cheat]
            cheats[e.cheat] = (c, e.after, s)
            self.p.points[e.point] = old._replace(cheats=tuple(cheats))
        return self._plain(e, change, "hold")

    # --- the specials ---------------------------------------------------------------------------------

    def _yo_leven(self, e, after):
        def change() -> None:
            for c in self.p.characters[e.seat]:
                c[1] = False
            self.p.bets_exhausted[e.seat] = ()
        return self._banner(e, BANNERS["yo_leven"], e.point, change)

    def _lucky_seven(self, e, after):
        return self._banner(e, BANNERS["lucky_seven"], e.point)

    def _lockdown(self, e, after):
        def change() -> None:
            old = self.p.points[e.point]
            self.p.points[e.point] = old._replace(locked=True)
        return self._banner(e, BANNERS["lockdown"], e.point, change)

    def _seven(self, e, after):
        return self._banner(e, BANNERS["seven"], e.point, hold="hold")

    def _grub_taken(self, e, after):
        def change() -> None:
            self.p.grub[e.seat] += e.value
            self.p.grub_deck_size = max(0, self.p.grub_deck_size - 1)
            self.p.grub_won[e.seat] = tuple(self.p.grub_won[e.seat]) + ((e.card, e.value),)
        return self._plain(e, change, "hold")

    # --- the results --------------------------------------------------------------------------------

    def _crap_out(self, e, after):
        def change() -> None:
            c = self.p.character(e.seat, e.character)
            if c is not None:
                c[2] = True
        return self._plain(e, change, "special")

    def _dice_passed(self, e, after):
        def change() -> None:
            self.p.dice, self.p.shooter = e.seat, None
        return self._plain(e, change, "hold")

    def _side_bets_revealed(self, e, after):
        def change() -> None:
            self.p.revealed = tuple(e.bets)
        return self._banner(e, BANNERS["side_bets_revealed"], None, change, hold="reveal")

    def _side_bet_won(self, e, after):
        def change() -> None:
            self.p.won[e.seat] = tuple(sorted({*self.p.won[e.seat], e.bet}))
        return self._plain(e, change, "hold")

    def _round_ended(self, e, after):
        def change() -> None:
            p = self.p
            p.points, p.pending, p.revealed = [], None, None
            p.hand, p.hand_sizes = [], [0, 0]
            p.side_bet, p.side_bet_down = None, [False, False]
        return self._plain(e, change, "hold")

    def _game_ended(self, e, after):
        def start() -> None:
            self.hooks.log(e)
            self.hooks.open_result(e)
        return [Beat(e.kind, [], hold=self.lay.t("result_hold"), on_start=start, modal=True)]
