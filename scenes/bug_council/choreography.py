"""Turns the engine's events into beats: what moves where, for how long, and how the shown
TableModel changes as it does. Nothing here decides a rule; it only shows what the engine
reported, event by event."""
from __future__ import annotations

from typing import Callable

from game.bug_council.council import RING
from game.bug_council.events import CubeMoved
from game.bug_council.log import councils_during, describe_events, explain_trick
from game.bug_council.view import SeatView
from scenes.animation import Beat, Flight, Leg
from scenes.bug_council.art import Art
from scenes.config import UiConfig
from scenes.bug_council.geometry import Geometry
from scenes.bug_council.model import TableModel
from scenes.wording import second_person_seat

Open = Callable[..., None]     # (event, view) -> None; the Age scoring's also takes hand=


def revealed_hand(events: list) -> str | None:
    """The poker hand a personality's Age scoring revealed among one action's `events` (the
    Card Shark's PersonalityTriggered data), or None."""
    return next((e.data.get("hand") for e in events
                 if e.kind == "personality_triggered" and e.data.get("hand")), None)


class Choreographer:
    """Builds beats for events. `model` is read at build time through a getter (the scene may
    swap the model object when it resyncs)."""

    def __init__(self, cfg: UiConfig, geom: Geometry, art: Art, get_model: Callable[[], TableModel],
                 names: list[str], log: Callable[[str], None],
                 open_scoring: Open, open_game_over: Open):
        self.cfg, self.geom, self.art = cfg, geom, art
        self.m = get_model
        self.names = names
        self.log = log
        self.open_scoring, self.open_game_over = open_scoring, open_game_over
        # Mode builders (scenes.bug_council.modes): kind -> (event, before, after) -> beats, or None to
        # leave the event to the builders below.
        self.extra: dict[str, Callable] = {}
        # The hand the batch being built revealed (set by `beats`, read by `_age_scored`): the
        # Card Shark's reveal is its own event, after the AgeScored its points are in.
        self.hand: str | None = None

    def t(self, name: str) -> float:
        return self.cfg.time(name)

    def arc(self, name: str) -> float:
        """How high a flight of `name` bows (config/ui.yaml motion.arcs)."""
        return self.cfg.motion["arcs"][name]

    def _logger(self, position, e, council=None) -> Callable[[], None]:
        # The log's words name seats from `names` alone: any position (a view or a State) will
        # do; `council` is the one `e` happened on (a trick's explanation needs it).
        lines = describe_events(position, [e], self.names, second_person_seat(self.names),
                                None if council is None else [council])

        def emit() -> None:
            for line in lines:
                self.log(line)
        return emit

    @staticmethod
    def _chain(*fns) -> Callable[[], None]:
        def run() -> None:
            for f in fns:
                if f:
                    f()
        return run

    # --- the public entry point --------------------------------------------------------------

    def beats(self, events: list, before: SeatView, after: SeatView, board: tuple | None = None) -> list[Beat]:
        """Beats for the events one action produced. `before`/`after`: the bottom seat's views
        of the positions (what a client is sent too); `board`: the (before, after) a mode's
        builders take (a local table's States), the views when None."""
        out: list[Beat] = []
        self.hand = revealed_hand(events)
        board_before, board_after = board if board is not None else (before, after)
        i = 0
        # cube counts as they will stand while the beats play, to aim each cube at its stack
        council = list(before.council)
        chambers = before.chambers
        # the council each event happened on, for the words (a trick is resolved on its own)
        during = councils_during(events, after.council)
        while i < len(events):
            e = events[i]
            k = e.kind
            mode_builder = self.extra.get(k)
            built = mode_builder(e, board_before, board_after) if mode_builder else None
            if built is not None:
                out.extend(built)
                i += 1
                continue
            if k == "council_visited":
                moves = []
                j = i + 1
                # the visit's own cubes only (a mode may move more from that space afterwards)
                while (j < len(events) and len(moves) < e.cubes and isinstance(events[j], CubeMoved)
                       and events[j].src == e.space and events[j].dst != "solo_board"):
                    moves.append(events[j])
                    j += 1
                out.extend(self._visit(e, moves, council, chambers, after))
                council[e.space] = 0
                for mv in moves:
                    if mv.dst == "chambers":
                        chambers += 1
                    else:
                        council[mv.dst] += 1
                i = j
                continue
            if k == "cube_moved" and e.src == "supply" and isinstance(e.dst, int):
                moves = []
                j = i
                while (j < len(events) and isinstance(events[j], CubeMoved) and events[j].src == "supply"
                       and isinstance(events[j].dst, int)):
                    moves.append(events[j])
                    j += 1
                out.append(self._recruits(moves, council))
                for mv in moves:
                    council[mv.dst] += 1
                i = j
                continue
            builder = getattr(self, "_" + k, None)
            if builder is not None:
                built = self._trick_won(e, after, during[i]) if k == "trick_won" else builder(e, after)
                bs = built if isinstance(built, list) else [built]
                bs[0].on_start = self._chain(self._logger(after, e, during[i]), bs[0].on_start)
                out.extend(bs)
            i += 1
        return out

    # --- events ------------------------------------------------------------------------------

    def _dealt(self, e, after: SeatView) -> Beat:
        g, m = self.geom, self.m
        back = self.art.card_back(g.back_size)
        src = g.rect_center("leftover")
        final = list(after.hand) if after.age == e.age else []
        flights = []
        stagger, dur = self.t("deal_stagger"), self.t("deal")
        n = 0
        seats = len(e.hand_sizes)
        for r in range(max(e.hand_sizes)):
            for seat in range(seats):
                if r >= e.hand_sizes[seat]:
                    continue

                def land(seat=seat) -> None:
                    mm = m()
                    mm.hand_sizes[seat] += 1
                    mm.leftover -= 1
                    if seat == mm.me:
                        mm.my_hand = sorted(final[:mm.hand_sizes[seat]])
                flights.append(Flight(back, src, g.seat_anchor(seat), n * stagger, dur, arc=self.arc("deal"),
                                      on_land=land, sound=("card", 0) if seat == m().me else None))
                n += 1

        def start() -> None:
            mm = m()
            mm.age, mm.trick, mm.phase = e.age, 1, "declaration"
            mm.hand_sizes = [0] * seats
            mm.my_hand = []
            mm.leftover = e.leftover + sum(e.hand_sizes)
            mm.tricks = [0] * seats
            mm.decided = [False] * seats
            mm.declared = [None] * seats
            mm.plays = []
            mm.caption = ""
        return Beat("deal", flights, on_start=start)

    def _declared(self, e, after: SeatView) -> Beat:
        def start() -> None:
            mm = self.m()
            mm.decided[e.seat] = True
            if e.seat == mm.me:
                mm.declared[e.seat] = after.declared[e.seat]
        return Beat("declared", hold=self.t("declared"), on_start=start)

    def _declarations_revealed(self, e, after: SeatView) -> Beat:
        def end() -> None:
            mm = self.m()
            mm.declared = list(e.choices)
            mm.phase = after.phase
        return Beat("reveal", hold=self.t("reveal"), on_end=end)

    def _discarded(self, e, after: SeatView) -> Beat:
        g, m = self.geom, self.m
        me = m().me
        if e.seat == me:
            img = self.art.card_face(e.card, g.trick_size)
            hand = m().my_hand
            rects = g.hand_rects(len(hand))
            src = rects[hand.index(e.card)].center if e.card in hand else g.seat_anchor(me)
        else:
            img = self.art.card_back(g.back_size)
            src = g.seat_anchor(e.seat)

        def start() -> None:
            mm = m()
            mm.hand_sizes[e.seat] -= 1
            if e.seat == mm.me and e.card in mm.my_hand:
                mm.my_hand.remove(e.card)

        def land() -> None:
            m().leftover += 1
        f = Flight(img, src, g.rect_center("leftover"), 0, self.t("discard"), arc=self.arc("discard"), on_land=land,
                   sound=("card", 0))
        return Beat("discard", [f], on_start=start)

    def _card_played(self, e, after: SeatView) -> Beat:
        g, m = self.geom, self.m
        img = self.art.card_face(e.card, g.trick_size)
        me = m().me
        if e.seat == me and e.card in m().my_hand:
            hand = m().my_hand
            src = g.hand_rects(len(hand))[hand.index(e.card)].center
        else:
            src = g.seat_anchor(e.seat)

        def start() -> None:
            mm = m()
            if e.lead:
                mm.caption = ""
                mm.trick = after.trick if after.plays else mm.trick
            mm.hand_sizes[e.seat] -= 1
            if e.seat == mm.me and e.card in mm.my_hand:
                mm.my_hand.remove(e.card)

        def land() -> None:
            m().plays.append((e.seat, e.card))
        f = Flight(img, src, g.trick_slot(e.seat), 0, self.t("card_to_trick"), arc=self.cfg.motion["card_arc"],
                   on_land=land, sound=("card", 0), shadow=self.art.card_shadow(g.trick_size))
        return Beat("card", [f], on_start=start)

    def _trick_won(self, e, after: SeatView, council) -> list[Beat]:
        """The winner's glow with the trick's explanation (`council`: the one it was resolved
        on), then the cards gathered to the winner."""
        g, m = self.geom, self.m
        caption = explain_trick(after, e, council, self.names, second_person_seat(self.names))

        def glow() -> None:
            mm = m()
            mm.glow_seat = e.seat
            mm.caption = caption
        first = Beat("trick_glow", hold=self.t("trick_glow"), on_start=glow)
        flights = []
        for i, (seat, card) in enumerate(e.plays):
            last = i == len(e.plays) - 1

            def land(last=last) -> None:
                if last:
                    mm = m()
                    mm.tricks[e.seat] += 1
                    mm.last_trick = (e.plays, e.seat, e.visitor)
            flights.append(Flight(self.art.card_face(card, g.trick_size), g.trick_slot(seat),
                                  g.seat_anchor(e.seat), 0, self.t("trick_gather"), arc=self.arc("gather"),
                                  ease="in_out_cubic", on_land=land, sound=("trick", 0) if last else None))

        def gather() -> None:
            mm = m()
            mm.plays = []
            mm.glow_seat = None
        return [first, Beat("trick_gather", flights, on_start=gather)]

    def _visit(self, e, moves: list, council: list[int], chambers: int, after: SeatView) -> list[Beat]:
        """A Council Visit as mancala: the stack lifts off `e.space`, then travels clockwise
        hop by hop as a train of cubes, each dropping off where its `cube_moved` event says
        (one hop per ring space passed); cubes bound for the Chambers ride the whole way round
        and then fall in. The shown counts change as each cube lands."""
        g, m = self.geom, self.m
        cube = self.art.cube()
        size = self.cfg.layout["cube_size"]
        shadow = self.art.card_shadow((size, size), 60)    # reads as lifted off the board
        n = len(moves)
        held = g.held_stack(e.space, n)
        lift_flights = [Flight(cube, g.space_cube(e.space, k, n), held[k], 0, self.t("visit_lift"), shadow=shadow)
                        for k in range(n)]

        def lift() -> None:
            mm = m()
            mm.council[e.space] = 0
            mm.lifted = (e.space, 0)      # the flights draw the rising cubes

        def lifted() -> None:
            m().lifted = (e.space, n)
        first = Beat("visit_lift", lift_flights, on_start=self._chain(self._logger(after, e), lift),
                     on_end=lifted)

        around = g.ring_center
        hop = self.t("cube_hop")
        stagger = min(self.t("cube_stagger"), self.t("sow_spread") / max(1, n - 1))
        # the train rides as far as the furthest ring drop; Chambers cubes fall in from there
        ring_hops = max((self._hops(e.space, mv.dst) for mv in moves if mv.dst != "chambers"), default=0)
        counts = list(council)
        counts[e.space] = 0
        ch = chambers
        flights = []
        for i, mv in enumerate(moves):
            src = held[n - 1 - i]       # the top of the held stack leaves first
            if mv.dst == "chambers":
                path = g.sow_path(e.space, ring_hops)
                dst = g.chambers_cube(ch, ch + 1)
                ch += 1
                points = [src] + [g.hover(s) for s in path]
                legs = [Leg(a, b, around) for a, b in zip(points, points[1:])] + [Leg(points[-1], dst)]
            else:
                path = g.sow_path(e.space, self._hops(e.space, mv.dst))
                dst = g.space_cube(mv.dst, counts[mv.dst], counts[mv.dst] + 1)
                counts[mv.dst] += 1
                points = [src] + [g.hover(s) for s in path[:-1]] + [dst]
                legs = [Leg(a, b, around) for a, b in zip(points, points[1:])]

            def depart() -> None:
                mm = m()
                if mm.lifted:
                    mm.lifted = (mm.lifted[0], max(0, mm.lifted[1] - 1))

            def land(mv=mv) -> None:
                mm = m()
                if mv.dst == "chambers":
                    mm.chambers += 1
                else:
                    mm.council[mv.dst] += 1
            flights.append(Flight(cube, src, dst, i * stagger, hop * len(legs), arc=self.cfg.motion["cube_arc"],
                                  on_land=land, sound=("cube", i), legs=tuple(legs), on_depart=depart,
                                  shadow=shadow))

        def end() -> None:
            m().lifted = None
        second = Beat("sow", flights, on_end=end)
        return [first, second]

    @staticmethod
    def _hops(origin: int, dst: int) -> int:
        """Spaces a cube from `origin` travels to reach ring space `dst` (a drop back on the
        origin is a full revolution: a sow never drops there first)."""
        return (dst - origin) % RING or RING

    def _recruits(self, moves: list, council: list[int]) -> Beat:
        g, m = self.geom, self.m
        cube = self.art.cube()
        src = g.rect_center("supply")
        counts = list(council)
        flights = []
        for i, mv in enumerate(moves):
            dst = g.space_cube(mv.dst, counts[mv.dst], counts[mv.dst] + 1)
            counts[mv.dst] += 1

            def land(mv=mv) -> None:
                mm = m()
                mm.council[mv.dst] += 1
                mm.supply -= 1
            flights.append(Flight(cube, src, dst, i * self.t("recruit_stagger"), self.t("recruit"),
                                  arc=self.cfg.motion["cube_arc"], on_land=land, sound=("cube", i)))
        return Beat("recruits", flights, hold=self.t("age_end_pause"))

    def _new_recruits(self, e, after: SeatView) -> Beat:
        return Beat("recruits_done")

    def _age_scored(self, e, after: SeatView) -> Beat:
        hand = self.hand

        def start() -> None:
            self.open_scoring(e, after, hand=hand)

        def end() -> None:
            mm = self.m()
            for r in e.rows:
                # The engine's score after the scoring (points scored during the Age included).
                mm.scores[r["seat"]] = e.scores[r["seat"]] if e.scores else mm.scores[r["seat"]] + r["points"]
        return Beat("age_scored", on_start=start, on_end=end, modal=True)

    def _age_ended(self, e, after: SeatView) -> Beat:
        return Beat("age_ended", hold=self.t("age_end_pause"))

    def _game_ended(self, e, after: SeatView) -> Beat:
        def start() -> None:
            self.m().phase = "game_over"
            self.open_game_over(e, after)
        return Beat("game_over", on_start=start, modal=True)
