"""2 Player Game: the neutral Emissary (final rulebook; DECISIONS 4).

Seats 0 and 1 are the players; seat 2 is the Emissary. Its "hand" is the two face-up
slots on the Emissary Board, refilled from the Emissary deck (the leftover deck, where
No Allegiance discards land on top) before each trick but the first. A control marker
on one side's Follower or Leader space says who plays the Emissary's card and in which
order the trick is played.
"""
from __future__ import annotations

from typing import Any, NamedTuple

from game.bug_council.actions import NO_ALLEGIANCE
from game.bug_council.cards import Card, card_str, cards_str, parse_card
from game.bug_council.events import Dealt, EmissaryDrew, MarkerMoved
from game.bug_council.modes import CHOOSE, TableMode
from game.protocol import Refusal
from game.bug_council.refusals import refuse
from game.bug_council.scoring import game_winners

EMISSARY = 2
FOLLOWER, LEADER = "follower", "leader"


class EmissaryExt(NamedTuple):
    slots: tuple[Card | None, Card | None]   # the two face-up cards, in slot order
    side: int                                # seat whose side the control marker is on
    space: str                               # follower | leader


class EmissaryMode(TableMode):
    scenario_keys = frozenset({"emissary_score", "emissary_tricks", "emissary_face_up", "marker"})

    def declarers(self, rules) -> range:
        return range(2)

    def seat_name(self, s, seat: int) -> str:
        return "the Emissary" if seat == EMISSARY else f"seat {seat}"

    # Trick Phase: whoever controls the marker plays the Emissary's card.
    def playable(self, s, seat: int) -> tuple[Card, ...]:
        if seat == EMISSARY:
            return tuple(c for c in s.ext.slots if c is not None)
        return s.hands[seat]

    def not_playable_reason(self, s, seat: int, card: Any, actor: int) -> Refusal:
        if seat == EMISSARY:
            return refuse("emissary_card_not_face_up", actor, card=card)
        return super().not_playable_reason(s, seat, card, actor)

    def must_follow_reason(self, s, seat: int, actor: int, lead: int, cards: list[Card]) -> Refusal:
        if seat == EMISSARY:
            return refuse("emissary_must_follow_suit", actor, who=self.seat_name(s, seat),
                          lead=lead, cards=tuple(cards))
        return super().must_follow_reason(s, seat, actor, lead, cards)

    def controller(self, s, seat: int) -> int:
        return s.ext.side if seat == EMISSARY else seat

    def play_kind(self, s, seat: int) -> str:
        return "emissary" if seat == EMISSARY else "play"

    def remove_card(self, n, seat: int, card: Card) -> None:
        if seat != EMISSARY:
            return super().remove_card(n, seat, card)
        slots = tuple(None if c == card else c for c in n.ext.slots)
        n.ext = n.ext._replace(slots=slots)

    @staticmethod
    def marker_order(side: int, space: str) -> tuple[int, ...]:
        """Follower space of X: X, Emissary, Y. Leader space of X: Emissary, X, Y."""
        other = 1 - side
        return (side, EMISSARY, other) if space == FOLLOWER else (EMISSARY, side, other)

    def next_trick(self, n, winner: int) -> tuple[int, tuple[int, ...]]:
        order = self.marker_order(n.ext.side, n.ext.space)
        return order[0], order

    def after_trick(self, n, winner: int, events: list) -> None:
        """Move the control marker (2 Player Changes)."""
        ext = n.ext
        if winner == EMISSARY:
            if ext.space == FOLLOWER:
                # To the Leader space on the side of the player who did not control it.
                n.ext = ext._replace(side=1 - ext.side, space=LEADER)
        else:
            n.ext = ext._replace(side=winner, space=FOLLOWER)
        if (n.ext.side, n.ext.space) != (ext.side, ext.space):   # a winner already there: no move
            events.append(MarkerMoved(n.ext.side, n.ext.space))

    def before_trick(self, n, events: list) -> None:
        """Before each trick but the first, refill the emptied slot from the Emissary deck."""
        slots = list(n.ext.slots)
        for i, c in enumerate(slots):
            if c is None and n.leftover:
                slots[i] = n.leftover[0]
                n.leftover = n.leftover[1:]
                events.append(EmissaryDrew(i, slots[i]))
        n.ext = n.ext._replace(slots=tuple(slots))

    def automatic_visit(self, n, visitor: int) -> int | None:
        """The Emissary activates the space of the suit it played; nothing if it is empty."""
        if visitor != EMISSARY:
            return CHOOSE
        card = next(c for seat, c in n.last_trick[0] if seat == EMISSARY)
        space = card >> 4
        return space if n.council[space] else None

    # Scoring: the Emissary never declares; with 0 tricks it scores No Allegiance.
    def no_allegiance_flags(self, n) -> list[bool]:
        return [n.declared[0] == NO_ALLEGIANCE, n.declared[1] == NO_ALLEGIANCE, n.tricks[EMISSARY] == 0]

    def allegiance_suits(self, n) -> list[int | None]:
        left = [c for c in n.ext.slots if c is not None]
        return [h[0] >> 4 if h else None for h in n.hands[:2]] + [left[0] >> 4 if left else None]

    def winners(self, n) -> tuple[tuple[int, ...], str]:
        return game_winners(n.scores, n.tricks)     # the Emissary can win the game

    # Ages
    def start_age(self, n, leader: int, events: list) -> None:
        """Deal 11 to each player; the other 18 form the Emissary deck, 2 of them face up.

        Age 1: the first lead player gets the marker on their Follower space. Later Ages
        keep the marker where the last trick left it, so the last trick's winner leads."""
        from game.bug_council.engine import start_age_common
        from game.bug_council.state import age_rng
        start_age_common(n, leader)
        deck = list(n.rules.deck())
        age_rng(n.seed, n.age).shuffle(deck)
        k = n.rules.hand_size
        n.hands = (tuple(sorted(deck[:k])), tuple(sorted(deck[k:2 * k])), ())
        rest = deck[2 * k:]
        if n.ext is None:
            side, space = leader if leader != EMISSARY else 0, FOLLOWER
        else:
            side, space = n.ext.side, n.ext.space
        n.ext = EmissaryExt((rest[0], rest[1]), side, space)
        n.leftover = tuple(rest[2:])
        n.order = self.marker_order(side, space)
        n.leader = n.order[0]
        events.append(Dealt(n.age, tuple(len(h) for h in n.hands), len(n.leftover)))

    def public_view(self, s, seat: int) -> dict[str, Any]:
        return {"emissary_face_up": s.ext.slots, "marker": (s.ext.side, s.ext.space),
                "emissary_deck": len(s.leftover)}

    # Scenario files
    def extra_cards(self, s) -> list[Card]:
        return [c for c in s.ext.slots if c is not None]

    def scenario_layout(self, s, start: dict, phase: str) -> list[Card]:
        ext = s.ext
        if "marker" in start:
            m = start["marker"]
            if not isinstance(m, dict) or m.get("side") not in (0, 1) or m.get("space") not in (FOLLOWER, LEADER):
                raise ValueError("start.marker: expected {side: 0 or 1, space: follower or leader}")
            ext = ext._replace(side=m["side"], space=m["space"])
        elif "leader" in start:
            ext = ext._replace(side=start["leader"] if start["leader"] != EMISSARY else 0, space=FOLLOWER)
        if "emissary_face_up" in start:
            raw = start["emissary_face_up"]
            if not isinstance(raw, list) or not 1 <= len(raw) <= 2:
                raise ValueError("start.emissary_face_up: expected a list of 1 or 2 cards")
            cards = []
            for c in raw:
                try:
                    cards.append(None if c is None else parse_card(c))
                except ValueError as exc:
                    raise ValueError(f"start.emissary_face_up: {exc}") from None
            ext = ext._replace(slots=tuple(cards + [None] * (2 - len(cards))))
        s.ext = ext
        s.order = self.marker_order(ext.side, ext.space)
        s.leader = s.order[0]
        if "emissary_score" in start:
            s.scores = s.scores[:2] + (_nonneg(start["emissary_score"], "start.emissary_score"),)
        return [c for c in ext.slots if c is not None]

    def scenario_mid_age(self, s, start: dict) -> None:
        s.order = self.marker_order(s.ext.side, s.ext.space)
        s.leader = s.order[0]
        if "emissary_tricks" in start:
            s.tricks = s.tricks[:2] + (_nonneg(start["emissary_tricks"], "start.emissary_tricks"),)

    def card_places(self, s) -> list[tuple[str, tuple[Card, ...]]]:
        return super().card_places(s) + [("start.emissary_face_up", self.extra_cards(s))]

    def seat_label(self, s, seat: int) -> Any:
        return "emissary" if seat == EMISSARY else seat

    def report_seats(self, s) -> int:
        return 2

    def report_hands(self, s) -> list[list[str]]:
        return [cards_str(h) for h in s.hands[:2]]

    def report_emissary(self, s) -> Any:
        return {"face_up": [card_str(c) for c in s.ext.slots if c is not None],
                "tricks": s.tricks[EMISSARY], "score": s.scores[EMISSARY],
                "marker": {"side": s.ext.side, "space": s.ext.space}}

    def ext_to_data(self, s) -> Any:
        return {"slots": [None if c is None else card_str(c) for c in s.ext.slots],
                "side": s.ext.side, "space": s.ext.space}

    def ext_from_data(self, s, data: Any) -> Any:
        return EmissaryExt(tuple(None if c is None else parse_card(c) for c in data["slots"]),
                           int(data["side"]), str(data["space"]))


def _nonneg(value: Any, key: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or value < 0:
        raise ValueError(f"{key}: expected a whole number >= 0, got {value!r}")
    return value
