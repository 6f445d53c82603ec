"""The Party Bugs table's choreography: each engine event as a beat (scenes.animation) that
changes the table's Picture when it plays, cards flying from the dance floor to a display, a
pair to the box, the round's played cards to the floor.

Attributes down (the geometry, the card art, the motion times of config/ui.yaml party_bugs),
messages up: the table is asked for the Picture the beats change and the seat whose hand is
shown, and told when an event's log lines are due (`log`), how a chosen card lies on its plaque
(`chosen_face`) and that the game is over (`open_result`)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Sequence

from game.party_bugs.cards import sort_key, sorted_cards
from game.party_bugs.events import ROACHY
from scenes.animation import Beat, Flight
from scenes.party_bugs.art import PartyArt
from scenes.party_bugs.view import PartyGeometry, Picture
from scenes.party_bugs.words import event_lines


@dataclass
class TableHooks:
    """What the choreography asks and tells the table (messages up)."""
    picture: Callable[[], Picture]              # the picture the beats change
    shown_seat: Callable[[], int | None]        # whose hand is on screen
    log: Callable[[Any], None]                  # an event's log lines are due
    chosen_face: Callable[[int], int]           # how a just-chosen card lies on a plaque
    open_result: Callable[[Any], None]          # the game is over: its result


class PartyBeats:
    def __init__(self, motion: dict, geom: PartyGeometry, art: PartyArt, names: Sequence[str], hooks: TableHooks):
        self.motion = motion
        self.geom = geom
        self.art = art
        self.names = names
        self.hooks = hooks

    def t(self, name: str) -> float:
        """A motion time of config/ui.yaml party_bugs.motion, in seconds."""
        return float(self.motion[name])

    def seat_of(self, seat) -> int:
        """The plaque index of an event's seat (Roachy's plaque follows the players')."""
        return self.picture().players if seat == ROACHY else seat

    def picture(self) -> Picture:
        return self.hooks.picture()

    def beats(self, e, after) -> list[Beat]:
        """The beats of event `e` of an action that led to `after` (the shown seat's view)."""
        k = e.kind
        if k in ("card_chosen", "card_hidden"):
            return self._chosen(e, after)
        if k == "plays_revealed":
            return self._revealed(e)
        if k in ("card_taken", "floor_swept"):
            return self._taken(e)
        if k == "pair_boxed":
            return self._boxed(e)
        if k == "round_ended":
            return self._round_ended(e)
        if k == "game_scored":
            over = after.game_over

            def scored() -> None:
                self.hooks.log(e)
                if over:
                    self.hooks.open_result(e)
            return [Beat(k, [], on_start=scored, modal=over)]
        return [Beat(k, [], hold=self.t("caption_hold") if event_lines(e, self.names, None) else 0.0,
                     on_start=lambda: self.hooks.log(e))]

    def _chosen(self, e, after) -> list[Beat]:
        p, k = self.picture(), e.kind

        def chose() -> None:
            p.hand_sizes[e.seat] -= 1
            if k == "card_chosen":
                p.played[e.seat] = self.hooks.chosen_face(e.seat)
            else:
                p.face_down_held[e.seat] = True
            if e.seat == self.hooks.shown_seat():
                p.hand = sorted_cards(after.hand)
                if k == "card_hidden":
                    p.my_face_down = after.my_face_down
        return [Beat(k, [], hold=self.t("chosen"), on_start=chose)]

    def _revealed(self, e) -> list[Beat]:
        p = self.picture()

        def reveal() -> None:
            for seat, c in e.plays:
                p.played[seat] = c
            p.take_order = list(e.take_order)
            self.hooks.log(e)
        return [Beat(e.kind, [], hold=self.t("reveal_hold"), on_start=reveal)]

    def _taken(self, e) -> list[Beat]:
        p, g, k = self.picture(), self.geom, e.kind
        seat = self.seat_of(e.seat)
        cards = [e.card] if k == "card_taken" else list(e.cards)
        flights = []
        for i, c in enumerate(cards):
            src = g.floor_center(p.floor.index(c), len(p.floor)) if c in p.floor else g.ball
            row = len(p.display_row(seat, None)) + len(cards)   # where it lands, for now last
            dst = g.display_center(seat, row - len(cards) + i, row)
            flights.append(Flight(self.art.face(c, g.small), src, dst, i * self.t("sweep_stagger"),
                                  self.t("take"), arc=20, sound=("card", 0) if i == 0 else None))

        def start() -> None:
            self.hooks.log(e)
            for c in cards:
                if c in p.floor:
                    p.floor.remove(c)
                p.hidden.add(c)
            if k == "card_taken" and p.take_order and p.take_order[0] == e.seat:
                p.take_order.pop(0)

        def end() -> None:
            for c in cards:
                p.displays[seat].append(c)
                p.hidden.discard(c)
            p.displays[seat].sort(key=sort_key)
        return [Beat(k, flights, on_start=start, on_end=end)]

    def _boxed(self, e) -> list[Beat]:
        p, g = self.picture(), self.geom
        seat = self.seat_of(e.seat)
        flights = [Flight(self.art.face(c, g.small), g.display_center(seat, 0), g.box_center(), 0.05 * i,
                          self.t("pair"), arc=30) for i, c in enumerate(e.cards)]

        def gone() -> None:
            self.hooks.log(e)
            for c in e.cards:
                if c in p.displays[seat]:
                    p.displays[seat].remove(c)
                elif seat == self.hooks.shown_seat() and c == p.my_face_down:
                    p.my_face_down = None
                    p.face_down_held[seat] = False
                elif seat < p.players:
                    p.face_down_held[seat] = False

        def boxed() -> None:
            p.boxed += 2
        return [Beat(e.kind, flights, on_start=gone, on_end=boxed)]

    def _round_ended(self, e) -> list[Beat]:
        p, g = self.picture(), self.geom
        flights = []
        n = len(p.floor) + len(e.to_floor)
        for i, c in enumerate(e.to_floor):
            owner = next((seat for seat, pc in enumerate(p.played) if pc == c), None)
            src = g.played_center(owner) if owner is not None else g.plaque(2).center
            flights.append(Flight(self.art.face(c, g.card), src, g.floor_center(len(p.floor) + i, n),
                                  0.04 * i, self.t("to_floor"), arc=16))

        def start() -> None:
            self.hooks.log(e)
            p.played = [None] * p.players
            p.hidden |= set(e.to_floor)

        def end() -> None:
            p.floor.extend(e.to_floor)
            p.hidden -= set(e.to_floor)
        return [Beat(e.kind, flights, on_start=start, on_end=end)]
