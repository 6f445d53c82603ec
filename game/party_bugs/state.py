"""One position of Party Bugs and the rules that move it (rulebook and PARTY_BUGS.md §2-5).

A `PartyState` never changes: `apply_action` returns a new one with the events that happened.
Seats 0..players-1 are the real players; in the 2-player game Roachy, the dummy, is seat 2 for
decks and displays (it has no hand and makes no choices: its takes happen by themselves).

Phases: hide (Variant One, before round 1) -> play (secret choices) -> take (in take order) ->
[mirror (Variant Two, before the holder's last draw)] -> play ... -> final (the last round's
takes) -> game_over. A series (Variant Two) starts its next game at once when one ends.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, NamedTuple

from game.party_bugs import events as ev
from game.party_bugs.cards import (PARTY_KING, Card, card, card_str, full_set, set_of, sort_key,
                                   sorted_cards, value_of)
from game.party_bugs.refusals import refuse
from game.protocol import IllegalAction, Refusal

FACE_DOWN, SERIES = "face_down", "series"
VARIANTS = (FACE_DOWN, SERIES)
HIDE, PLAY, TAKE, MIRROR, FINAL, GAME_OVER = "hide", "play", "take", "mirror", "final", "game_over"
ACTION_KINDS = (HIDE, PLAY, TAKE, MIRROR)
HAND_SIZE = {False: 3, True: 4}          # cards drawn at setup: basic, Variant One
ROUNDS = {False: 13, True: 12}           # the final round's number: basic, Variant One


class Action(NamedTuple):
    kind: str          # hide | play | take | mirror
    seat: int
    arg: Card | None   # the card (mirror: None when the display is empty)


# Action(kind, seat, card) without the generated __new__'s extra call: legal-move lists build
# one per card on every position (the property runs' hottest loop).
_action = tuple.__new__


@lru_cache(maxsize=4096)
def _choices(kind: str, seat: int, hand: tuple[Card, ...]) -> tuple[Action, ...]:
    """A seat's secret choices (play or hide) from its hand, in the engine's order. Built once
    per hand: while the others choose, the same hands are asked for again and again."""
    cards = sorted_cards(hand)
    if kind == HIDE:
        cards = [c for c in cards if c & 15 != PARTY_KING]
    return tuple([_action(Action, (kind, seat, c)) for c in cards])


# The action kind each phase waits for.
_EXPECTED = {HIDE: HIDE, PLAY: PLAY, TAKE: "take", FINAL: "take", MIRROR: MIRROR}


@dataclass(frozen=True)
class PartyState:
    players: int
    variants: frozenset[str]
    seed: int
    game: int                               # 1-based game of a series (1 otherwise)
    round: int
    phase: str
    host: int
    hands: tuple[tuple[Card, ...], ...]     # real seats
    decks: tuple[tuple[Card, ...], ...]     # every set in play (Roachy's last), top first
    floor: tuple[Card, ...]
    chosen: tuple[Card | None, ...]         # this round's plays (secret until all chose)
    take_order: tuple[int, ...]             # real seats still to take this round
    displays: tuple[tuple[Card, ...], ...]  # face-up, in arrival order; Roachy's last
    face_down: tuple[Card | None, ...]      # Variant One, real seats
    boxed: tuple[Card, ...]
    revealed: bool = False                  # this round's plays are face up
    totals: tuple[int, ...] = ()            # Variant Two: finished games summed (Roachy's last)
    mirror: int | None = None               # Variant Two: who holds the Mirror this game
    scores_done: tuple[int, ...] = ()       # the last finished game's scores
    winners: tuple = ()
    hidden_ready: tuple[bool, ...] = field(default=())   # Variant One: who has hidden a card

    # --- static facts -----------------------------------------------------------------------

    @property
    def roachy(self) -> bool:
        return self.players == 2

    @property
    def sets(self) -> int:
        """Decks and displays in play: the players' (and Roachy's)."""
        return self.players + (1 if self.roachy else 0)

    @property
    def final_round(self) -> int:
        return ROUNDS[FACE_DOWN in self.variants]

    @property
    def games(self) -> int:
        """Games in this match: as many as players in a series, else one."""
        return self.players if SERIES in self.variants else 1

    @property
    def game_over(self) -> bool:
        return self.phase == GAME_OVER

    @property
    def scores(self) -> tuple[int, ...]:
        """Display totals (face-down included; Roachy's last): at game over, the last game's."""
        return self.scores_done if self.phase == GAME_OVER else scores(self)

    def to_data(self) -> dict[str, Any]:
        """Plain data (cards in notation); `PartyState.from_data` reads it back."""
        cards = lambda cs: [card_str(c) for c in cs]   # noqa: E731  (order kept: it is state)
        return {"players": self.players, "variants": sorted(self.variants), "seed": self.seed,
                "game": self.game, "round": self.round, "phase": self.phase, "host": self.host,
                "hands": [cards(h) for h in self.hands], "decks": [cards(d) for d in self.decks],
                "floor": cards(self.floor),
                "chosen": [None if c is None else card_str(c) for c in self.chosen],
                "take_order": list(self.take_order), "displays": [cards(d) for d in self.displays],
                "face_down": [None if c is None else card_str(c) for c in self.face_down],
                "boxed": cards(self.boxed), "revealed": self.revealed, "totals": list(self.totals),
                "mirror": self.mirror, "scores_done": list(self.scores_done),
                "winners": list(self.winners), "hidden_ready": list(self.hidden_ready)}

    @staticmethod
    def from_data(d: Any) -> "PartyState":
        from game.party_bugs.cards import parse_card
        cards = lambda cs: tuple(parse_card(c) for c in cs)   # noqa: E731
        one = lambda c: None if c is None else parse_card(c)  # noqa: E731
        return PartyState(
            players=int(d["players"]), variants=frozenset(d["variants"]), seed=int(d["seed"]),
            game=int(d["game"]), round=int(d["round"]), phase=str(d["phase"]), host=int(d["host"]),
            hands=tuple(cards(h) for h in d["hands"]), decks=tuple(cards(x) for x in d["decks"]),
            floor=cards(d["floor"]), chosen=tuple(one(c) for c in d["chosen"]),
            take_order=tuple(int(x) for x in d["take_order"]),
            displays=tuple(cards(x) for x in d["displays"]), face_down=tuple(one(c) for c in d["face_down"]),
            boxed=cards(d["boxed"]), revealed=bool(d["revealed"]), totals=tuple(d["totals"]),
            mirror=d["mirror"], scores_done=tuple(d["scores_done"]), winners=tuple(d["winners"]),
            hidden_ready=tuple(bool(x) for x in d["hidden_ready"]))

    def clockwise_from(self, start: int) -> list[int]:
        return [(start + k) % self.players for k in range(self.players)]

    # --- whose turn ---------------------------------------------------------------------------

    def to_act(self) -> tuple[int, str] | None:
        """(seat, decision): for simultaneous choices, the lowest seat still to choose."""
        if self.phase == HIDE:
            return next(((s, HIDE) for s in range(self.players) if not self.hidden_ready[s]), None)
        if self.phase == PLAY:
            return next(((s, PLAY) for s in range(self.players) if self.chosen[s] is None), None)
        if self.phase in (TAKE, FINAL):
            return (self.take_order[0], "take") if self.take_order else None
        if self.phase == MIRROR:
            return self.mirror, MIRROR
        return None

    def waiting(self) -> tuple[int, ...]:
        """Every seat that may act now (simultaneous choices: all still to choose)."""
        if self.phase == HIDE:
            return tuple(s for s in range(self.players) if not self.hidden_ready[s])
        if self.phase == PLAY:
            return tuple(s for s in range(self.players) if self.chosen[s] is None)
        who = self.to_act()
        return () if who is None else (who[0],)

    def legal_actions(self, seat: int | None = None) -> list[Action]:
        seats = self.waiting() if seat is None else [s for s in self.waiting() if s == seat]
        out: list[Action] = []
        phase = self.phase
        if phase == PLAY or phase == HIDE:
            hands = self.hands
            for s in seats:
                out += _choices(phase, s, hands[s])
            return out
        for s in seats:
            if phase in (TAKE, FINAL):
                out += [_action(Action, ("take", s, c)) for c in sorted_cards(set(self.floor))]
            elif phase == MIRROR:
                own = list(self.displays[s]) + ([self.face_down[s]] if self.face_down[s] is not None else [])
                out += [Action(MIRROR, s, c) for c in sorted_cards(own)] or [Action(MIRROR, s, None)]
        return out

    # --- checking -----------------------------------------------------------------------------

    def check_action(self, a: Any) -> Refusal | None:
        if self.phase == GAME_OVER:
            return refuse("game_over", getattr(a, "seat", None))
        if not isinstance(a.seat, int) or isinstance(a.seat, bool) or not 0 <= a.seat < self.players:
            return refuse("no_such_seat", a.seat)
        expected = _EXPECTED[self.phase]
        if a.kind != expected:
            who = self.to_act()
            # Data, not words: the decision the table waits for and whose it is.
            return refuse("not_now", a.seat, what=a.kind, expected=expected, turn=who[0])
        if a.kind in (HIDE, PLAY):
            done = self.hidden_ready[a.seat] if a.kind == HIDE else self.chosen[a.seat] is not None
            if done:
                return refuse("already_chose", a.seat)
            if a.arg not in self.hands[a.seat]:
                return refuse("card_not_in_hand", a.seat, card=a.arg)
            if a.kind == HIDE and value_of(a.arg) == PARTY_KING:
                return refuse("hide_no_party_king", a.seat, card=a.arg)
            return None
        turn = self.to_act()[0]
        if a.seat != turn:
            return refuse("not_your_take", a.seat, turn=turn)
        if a.kind == "take":
            return None if a.arg in self.floor else refuse("not_on_floor", a.seat, card=a.arg)
        own = set(self.displays[a.seat]) | ({self.face_down[a.seat]} - {None})
        if a.arg is None:
            return refuse("mirror_needs_a_card", a.seat) if own else None
        return None if a.arg in own else refuse("mirror_not_in_display", a.seat, card=a.arg)

    # --- moving -------------------------------------------------------------------------------

    def apply_action(self, a: Action) -> tuple["PartyState", list]:
        refusal = self.check_action(a)
        if refusal is not None:
            raise IllegalAction(refusal, a)
        if a.kind in (HIDE, PLAY):
            waiting = self.hidden_ready.count(False) if a.kind == HIDE else self.chosen.count(None)
            if waiting > 1:     # a secret choice that is not the last: only a hand and a slot change
                return self._chose(a), [ev.CardHidden(a.seat) if a.kind == HIDE else ev.CardChosen(a.seat)]
        elif a.kind == "take" and len(self.take_order) > 1:
            return self._took(a)
        w = _Work(self)
        events: list = []
        if a.kind == HIDE:
            w.hands[a.seat].remove(a.arg)
            w.face_down[a.seat] = a.arg
            w.hidden_ready[a.seat] = True
            events.append(ev.CardHidden(a.seat))
            if all(w.hidden_ready):
                w.phase = PLAY
        elif a.kind == PLAY:
            w.hands[a.seat].remove(a.arg)
            w.chosen[a.seat] = a.arg
            events.append(ev.CardChosen(a.seat))
            if all(c is not None for c in w.chosen):
                w.reveal(events)
        elif a.kind == "take":
            w.floor.remove(a.arg)
            w.take_order.pop(0)
            events.append(ev.CardTaken(a.seat, a.arg))
            w.to_display(a.seat, [a.arg], events)
            if not w.take_order:
                w.after_takes(events)
        else:
            w.use_mirror(a.seat, a.arg, events)
        return w.freeze(), events


    def _chose(self, a: Action) -> "PartyState":
        """The position after a hide or play that leaves others still to choose (every action's
        common case, so built without copying the rest of the table)."""
        hands = list(self.hands)
        hand = list(hands[a.seat])
        hand.remove(a.arg)
        hands[a.seat] = tuple(hand)
        if a.kind == HIDE:
            face_down, ready = list(self.face_down), list(self.hidden_ready)
            face_down[a.seat], ready[a.seat] = a.arg, True
            return _evolve(self, hands=tuple(hands), face_down=tuple(face_down), hidden_ready=tuple(ready))
        chosen = list(self.chosen)
        chosen[a.seat] = a.arg
        return _evolve(self, hands=tuple(hands), chosen=tuple(chosen))


    def _took(self, a: Action) -> tuple["PartyState", list]:
        """A take that leaves others still to take (most takes): only the floor, the take order
        and the taker's display change (with the box and the face-down card when a pair leaves),
        so the rest of the table is not copied."""
        floor = list(self.floor)
        floor.remove(a.arg)
        w = _Work.for_display(self, a.seat)
        events: list = [ev.CardTaken(a.seat, a.arg)]
        w.to_display(a.seat, [a.arg], events)
        return _evolve(self, floor=tuple(floor), take_order=self.take_order[1:], displays=_tup(w.displays),
                       face_down=tuple(w.face_down), boxed=tuple(w.boxed)), events


def copy_piles(dst: Any, src: Any, decks: Any) -> None:
    """Give `dst` its own lists of every place a card can be, copied from `src` (a PartyState
    or the lean simulator's Table: they name them alike); `decks` as the caller orders them."""
    dst.hands = [list(h) for h in src.hands]
    dst.decks = [list(d) for d in decks]
    copy_table_piles(dst, src)


def copy_table_piles(dst: Any, src: Any) -> None:
    """copy_piles but for the hands and decks: the places a take (most actions) can change."""
    dst.floor = list(src.floor)
    dst.chosen = list(src.chosen)
    dst.take_order = list(src.take_order)
    dst.displays = [list(d) for d in src.displays]
    dst.face_down = list(src.face_down)
    dst.boxed = list(src.boxed)
    dst.hidden_ready = list(src.hidden_ready)


class _Work:
    """A mutable copy of a position while one action is applied (never escapes apply). Hands and
    decks are copied when first used: a take that does not end the round never touches them."""

    def __init__(self, s: PartyState):
        self.s = s
        self.phase, self.round, self.host, self.game = s.phase, s.round, s.host, s.game
        copy_table_piles(self, s)
        self._hands: list[list[Card]] | None = None
        self._decks: list[list[Card]] | None = None
        self.revealed = s.revealed
        self.totals, self.mirror = s.totals, s.mirror
        self.scores_done, self.winners = s.scores_done, s.winners
        self.next_game: PartyState | None = None

    @classmethod
    def for_display(cls, s: PartyState, seat: int) -> "_Work":
        """A partial working copy for `to_display(seat, ...)` alone: the seat's display as a list
        (the others stay tuples), the face-down cards and the box."""
        w = cls.__new__(cls)
        w.s = s
        w.displays = list(s.displays)
        w.displays[seat] = list(s.displays[seat])
        w.face_down = list(s.face_down)
        w.boxed = list(s.boxed)
        return w

    @property
    def hands(self) -> list[list[Card]]:
        if self._hands is None:
            self._hands = [list(h) for h in self.s.hands]
        return self._hands

    @property
    def decks(self) -> list[list[Card]]:
        if self._decks is None:
            self._decks = [list(d) for d in self.s.decks]
        return self._decks

    def freeze(self) -> PartyState:
        if self.next_game is not None:
            return self.next_game
        hands = self.s.hands if self._hands is None else _tup(self._hands)
        decks = self.s.decks if self._decks is None else _tup(self._decks)
        return _evolve(self.s, phase=self.phase, round=self.round, host=self.host, hands=hands,
                       decks=decks, floor=tuple(self.floor), chosen=tuple(self.chosen),
                       take_order=tuple(self.take_order), displays=_tup(self.displays),
                       face_down=tuple(self.face_down), boxed=tuple(self.boxed), revealed=self.revealed,
                       totals=self.totals, mirror=self.mirror, scores_done=self.scores_done,
                       winners=self.winners, hidden_ready=tuple(self.hidden_ready))

    # Two Identical Costumes: pairs leave a display at once (PARTY_BUGS.md §3).
    def to_display(self, seat: int, cards: list[Card], events: list) -> None:
        display = self.displays[seat]
        display.extend(sorted(cards, key=set_of) if len(cards) > 1 else cards)   # together: lowest set first
        fd = self.face_down[seat] if seat < self.s.players else None
        for v in sorted({c & 15 for c in cards}):
            same = [c for c in display if c & 15 == v]
            if len(same) < 2 and (fd is None or fd & 15 != v):
                continue                                    # no pair: nothing leaves
            if fd is not None and fd & 15 == v:
                same.insert(0, fd)
            keep = same[0] if len(same) % 2 else None       # the longest held stays
            gone = [c for c in same if c != keep]
            for i in range(0, len(gone), 2):
                events.append(ev.PairBoxed(_who(self.s, seat), (gone[i], gone[i + 1])))
            for c in gone:
                if c == fd:
                    self.face_down[seat] = None
                else:
                    self.displays[seat].remove(c)
                self.boxed.append(c)

    def reveal(self, events: list) -> None:
        s = self.s
        self.revealed = True
        plays = tuple((seat, c) for seat, c in enumerate(self.chosen))
        kings = [seat for seat in s.clockwise_from(self.host) if value_of(self.chosen[seat]) == PARTY_KING]
        if kings:
            king = kings[0]
            events.append(ev.PlaysRevealed(plays, (), king))
            swept = list(self.floor)
            self.floor = []
            events.append(ev.FloorSwept(king, tuple(swept)))
            self.to_display(king, swept, events)
            self.take_order = []
            self.end_round(events, roachy_takes=False)
            return
        seat_rank = {seat: k for k, seat in enumerate(s.clockwise_from(self.host))}
        order = sorted(range(s.players), key=lambda seat: (value_of(self.chosen[seat]), seat_rank[seat]))
        self.take_order = order
        self.phase = TAKE
        events.append(ev.PlaysRevealed(plays, tuple(order), None))

    def after_takes(self, events: list) -> None:
        if self.phase == FINAL:
            self.roachy_take(events)
            self.end_game(events)
        else:
            self.end_round(events, roachy_takes=True)

    def roachy_take(self, events: list) -> None:
        """Roachy takes the last card left on the dance floor (by itself)."""
        if self.s.roachy and self.floor:
            c = self.floor.pop()
            events.append(ev.CardTaken(ev.ROACHY, c))
            self.to_display(self.s.players, [c], events)

    def end_round(self, events: list, roachy_takes: bool) -> None:
        s = self.s
        if roachy_takes:
            self.roachy_take(events)
        to_floor = [c for c in self.chosen if c is not None]
        if s.roachy and self.decks[s.players]:
            to_floor.append(self.decks[s.players].pop(0))   # Roachy's 13 is an ordinary card
        self.floor.extend(to_floor)
        self.chosen = [None] * s.players
        self.revealed = False
        events.append(ev.RoundEnded(self.round, tuple(to_floor)))
        if self.mirror is not None and len(self.decks[self.mirror]) == 1:
            self.phase = MIRROR           # just before the holder's last draw
            return
        self.draw_and_continue(events)

    def use_mirror(self, seat: int, c: Card | None, events: list) -> None:
        if c is not None:
            if c == self.face_down[seat]:
                self.face_down[seat] = None
            else:
                self.displays[seat].remove(c)
            self.boxed.append(c)
        self.mirror = None
        events.append(ev.MirrorUsed(seat, c))
        self.draw_and_continue(events)

    def draw_and_continue(self, events: list) -> None:
        s = self.s
        drew = []
        for seat in range(s.players):
            if self.decks[seat]:
                self.hands[seat].append(self.decks[seat].pop(0))
                drew.append(seat)
        if drew:
            events.append(ev.CardsDrawn(tuple(drew)))
        self.round += 1
        if self.round >= s.final_round:
            # The final round: from the player to the right of the host, counterclockwise.
            self.take_order = [(self.host - k) % s.players for k in range(1, s.players + 1)]
            self.phase = FINAL
            events.append(ev.FinalRoundBegan(tuple(self.take_order)))
        else:
            self.phase = PLAY

    def end_game(self, events: list) -> None:
        """End of the Game: lowest total wins, ties clockwise from the host, Roachy after every
        real player. A series sums the games and starts the next one at once."""
        s = self.s
        scores = display_scores(self.displays, self.face_down, s.players)
        series = SERIES in s.variants
        totals = tuple(a + b for a, b in zip(self.totals or (0,) * s.sets, scores)) if series else ()
        last = self.game >= s.games
        ranking = tuple(_ranking(totals if series else scores, self.host, s))
        winners = (ranking[0],)
        events.append(ev.GameScored(self.game, scores, tuple(self.face_down),
                                    winners if last else (), totals or None, ranking))
        self.scores_done, self.totals = scores, totals
        if last:
            self.phase, self.winners, self.take_order = GAME_OVER, winners, []
            return
        # Variant Two: the highest total takes the Mirror (tie: clockwise from this host).
        order = s.clockwise_from(self.host)
        holder = max(order, key=lambda seat: (totals[seat], -order.index(seat)))
        events.append(ev.MirrorGiven(holder, self.game + 1))
        nxt, setup_events = new_game(s.players, s.seed, s.variants, game=self.game + 1,
                                     totals=totals, mirror=holder)
        events.extend(setup_events)
        self.next_game = nxt


def _ranking(scores, host: int, s: PartyState) -> list:
    """Seats from lowest score; ties clockwise from the host, Roachy after every real player."""
    order = s.clockwise_from(host)
    seats: list = sorted(order, key=lambda seat: (scores[seat], order.index(seat)))
    if s.roachy:
        r = scores[s.players]
        k = next((i for i, seat in enumerate(seats) if scores[seat] > r), len(seats))
        seats.insert(k, ev.ROACHY)
    return seats


def _who(s: PartyState, seat: int) -> int | str:
    return ev.ROACHY if seat >= s.players else seat


def _evolve(s: PartyState, **changes: Any) -> PartyState:
    """`dataclasses.replace` for the one hot path (every action): the same new frozen object,
    built without re-running the generated __init__ field by field."""
    out = object.__new__(PartyState)
    d = out.__dict__
    d.update(s.__dict__)
    d.update(changes)
    return out


def _tup(lists) -> tuple:
    return tuple(map(tuple, lists))


# --- setup (PARTY_BUGS.md §2) ----------------------------------------------------------------

def setup_rng(seed: int, game: int) -> random.Random:
    return random.Random(f"party_bugs/{seed}/{game}")


def new_game(players: int, seed: int, variants=(), game: int = 1, totals: tuple[int, ...] = (),
             mirror: int | None = None, host: int | None = None) -> tuple[PartyState, list]:
    """The first position of game `game` (a series' later games carry `totals` and `mirror`)."""
    if not isinstance(players, int) or isinstance(players, bool) or not 2 <= players <= 6:
        raise ValueError(f"players: Party Bugs is for 2 to 6 players, got {str(players)[:20]}")
    variants = frozenset(variants)
    unknown = variants - set(VARIANTS)
    if unknown:
        raise ValueError(f"variants: expected {' or '.join(VARIANTS)}, got {sorted(unknown)[0]!r:.30}")
    rng = setup_rng(seed, game)
    sets = players + (1 if players == 2 else 0)
    decks, floor = [], []
    for i in range(sets):
        deck = full_set(2 if (players == 2 and i == 2) else i)
        rng.shuffle(deck)
        top = deck.pop(0)
        if value_of(top) == PARTY_KING:      # The Party King is replaced and shuffled back
            top = deck.pop(0)
            deck.append(card(PARTY_KING, set_of(top)))
            rng.shuffle(deck)
        floor.append(top)
        decks.append(deck)
    if host is None:
        # The real player who revealed the lowest value; a tie: the lowest seat (DECISIONS §2).
        host = min(range(players), key=lambda seat: (value_of(floor[seat]), seat))
    face_down = FACE_DOWN in variants
    hands = []
    for seat in range(players):
        k = HAND_SIZE[face_down]
        hands.append(tuple(decks[seat][:k]))
        decks[seat] = decks[seat][k:]
    s = PartyState(players=players, variants=variants, seed=seed, game=game, round=1,
                   phase=HIDE if face_down else PLAY, host=host, hands=tuple(hands),
                   decks=_tup(decks), floor=tuple(floor), chosen=(None,) * players, take_order=(),
                   displays=((),) * sets, face_down=(None,) * players, boxed=(),
                   totals=totals or ((0,) * sets if SERIES in variants else ()), mirror=mirror,
                   hidden_ready=(False,) * players)
    return s, [ev.GameSetUp(game, tuple(floor), host)]


def cards_in_play(s: PartyState) -> list[Card]:
    """Every card of the sets in play, wherever it is (the conservation invariant's count)."""
    out = [c for h in s.hands for c in h]
    for d in s.decks:
        out += d
    out += s.floor
    out += [c for c in s.chosen if c is not None]
    for d in s.displays:
        out += d
    out += [c for c in s.face_down if c is not None]
    out += s.boxed
    return out


def display_scores(displays, face_down, players: int) -> tuple[int, ...]:
    """Display totals, the face-down card included: real seats, then Roachy's."""
    # value_of(c) is c & 15, spelled out: this runs on every position the property runs check.
    out = [sum([c & 15 for c in d]) for d in displays]
    for seat in range(players):
        if face_down[seat] is not None:
            out[seat] += face_down[seat] & 15
    return tuple(out)


def scores(s: PartyState) -> tuple[int, ...]:
    """The current display totals of a position."""
    return display_scores(s.displays, s.face_down, s.players)


__all__ = ["Action", "PartyState", "new_game", "cards_in_play", "scores", "card_str", "sort_key"]
