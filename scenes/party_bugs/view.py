"""The Party Bugs table as drawn: where everything sits (`PartyGeometry`, from config/ui.yaml
party_bugs) and what the table shows now (`Picture`, which lags the engine while events play).
Pure drawing; the scene (scenes/party_bugs/table.py) owns input and time."""
from __future__ import annotations

import math
from dataclasses import dataclass, field

import pygame

from game.party_bugs.cards import sorted_cards, value_of
from game.party_bugs.state import PartyState
from game.party_bugs.view import SeatView, seat_view

BACK = -1     # a played card still face down


@dataclass
class Picture:
    """What the table shows: the engine's position as the bottom seat may see it, changed
    event by event by the beats' callbacks."""
    players: int
    round: int
    final_round: int
    phase: str
    host: int
    floor: list[int]
    displays: list[list[int]]
    face_down_held: list[bool]
    my_face_down: int | None
    played: list[int | None]
    hand: list[int]
    hand_sizes: list[int]
    deck_sizes: list[int]
    boxed: int
    take_order: list[int]
    totals: list[int]
    mirror: int | None
    hidden: set[int] = field(default_factory=set)      # cards in flight: not drawn in place
    # The replay's open picture: every seat's face-down card (None: none), else empty.
    face_down_open: list[int | None] = field(default_factory=list)

    @classmethod
    def from_view(cls, v: SeatView, shown: bool = True) -> "Picture":
        """What seat `v.seat` sees (a local table's view, or the one a host sent); `shown`
        False: nobody's hand is on screen (the hot-seat curtain is down)."""
        played = ([c for _seat, c in v.plays] if v.plays
                  else [BACK if chosen else None for chosen in v.chosen])
        return cls(players=v.players, round=v.round, final_round=v.final_round, phase=v.phase, host=v.host,
                   floor=list(v.floor), displays=[sorted_cards(d) for d in v.displays],
                   face_down_held=list(v.face_down_held), my_face_down=v.my_face_down if shown else None,
                   played=played, hand=sorted_cards(v.hand) if shown else [],
                   hand_sizes=list(v.hand_sizes), deck_sizes=list(v.deck_sizes), boxed=len(v.boxed),
                   take_order=list(v.take_order), totals=list(v.totals), mirror=v.mirror)

    @classmethod
    def from_state(cls, s: PartyState, me: int | None, open_all: bool = False) -> "Picture":
        """`open_all` (the replay viewer): this round's choices and every face-down card are
        drawn face up; the table shows them only to their owner. Otherwise the picture of
        `me`'s view (`from_view`), as a joined game draws it."""
        if not open_all:
            return cls.from_view(seat_view(s, me if me is not None else 0), shown=me is not None)
        return cls(players=s.players, round=s.round, final_round=s.final_round, phase=s.phase, host=s.host,
                   floor=list(s.floor), displays=[sorted_cards(d) for d in s.displays],
                   face_down_held=[c is not None for c in s.face_down],
                   my_face_down=s.face_down[me] if me is not None else None,
                   played=[(c if s.revealed or open_all else BACK) if c is not None else None
                           for c in s.chosen],
                   hand=sorted_cards(s.hands[me]) if me is not None else [],
                   hand_sizes=[len(h) for h in s.hands], deck_sizes=[len(d) for d in s.decks],
                   boxed=len(s.boxed), take_order=list(s.take_order), totals=list(s.totals),
                   mirror=s.mirror, face_down_open=list(s.face_down) if open_all else [])

    def face_down_seen(self, seat: int, me: int | None) -> int | None:
        """The face-down card of `seat` as the picture may show it: your own, or (replay) any."""
        if self.face_down_open:
            return self.face_down_open[seat] if seat < len(self.face_down_open) else None
        return self.my_face_down if seat == me else None

    def display_row(self, seat: int, me: int | None) -> list[int | None]:
        """`seat`'s display as drawn, left to right: its Variant One face-down card first (None
        where `me` may not see it), then the face-up cards by value. Drawing, clicking and the
        flights all place cards by this row."""
        held = seat < len(self.face_down_held) and self.face_down_held[seat]
        return ([self.face_down_seen(seat, me)] if held else []) + self.displays[seat]

    def visible_score(self, seat: int) -> int:
        """Face-up cards (and the bottom seat's own face-down card)."""
        return sum(value_of(c) for c in self.displays[seat])


class PartyGeometry:
    def __init__(self, cfg, players: int, bottom: int):
        self.spec = cfg.data["party_bugs"]
        self.players = players
        self.bottom = bottom
        sp = self.spec
        others = [(bottom + k) % players for k in range(1, players)]
        slots = sp["slots_by_count"][len(others)] if others else []
        self.slot_of = {bottom: "bottom", **dict(zip(others, slots))}
        if players == 2:
            self.slot_of[2] = sp["roachy_slot"]          # Roachy's plaque
        self.card = tuple(sp["card"])
        self.hand_card = tuple(sp["hand_card"])
        self.small = tuple(sp["small_card"])
        self.played = tuple(sp["played_card"])
        self.ball = tuple(sp["ball"])

    def plaque(self, seat: int) -> pygame.Rect:
        x, y = self.spec["plaques"][self.slot_of[seat]]
        return pygame.Rect(x, y, *self.spec["plaque"])

    def played_center(self, seat: int) -> tuple[float, float]:
        """This round's card sits at the right end of its player's plaque."""
        r = self.plaque(seat)
        return r.right - self.played[0] / 2 - 10, r.centery + 4

    def display_center(self, seat: int, i: int, n: int = 1) -> tuple[float, float]:
        """Card `i` of a display row of `n`: the cards overlap by `small_step`, closer when a
        long row would run under the played card at the plaque's right end."""
        r = self.plaque(seat)
        first = r.x + 16 + self.small[0] / 2
        last = r.right - self.played[0] - 20 - self.small[0] / 2
        step = min(self.spec["small_step"], (last - first) / max(1, n - 1))
        return first + i * step, r.bottom - self.small[1] / 2 - 10

    def floor_center(self, i: int, n: int) -> tuple[float, float]:
        bx, by = self.ball
        rx, ry = self.spec["floor_radius"]
        a = -math.pi / 2 + 2 * math.pi * i / max(1, n)
        return bx + rx * math.cos(a), by + ry * math.sin(a)

    def floor_rect(self, i: int, n: int) -> pygame.Rect:
        r = pygame.Rect(0, 0, *self.card)
        r.center = self.floor_center(i, n)
        return r

    def hand_rects(self, n: int) -> list[pygame.Rect]:
        x, y, width = self.spec["hand"]
        w, h = self.hand_card
        step = min(w + 10, (width - w) / max(1, n - 1)) if n > 1 else 0
        x0 = x + (width - (w + step * (n - 1))) / 2
        return [pygame.Rect(round(x0 + i * step), y, w, h) for i in range(n)]

    def box_center(self) -> tuple[float, float]:
        return tuple(self.spec["box"])
