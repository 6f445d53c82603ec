"""What differs between the modes, as hooks the engine calls at fixed points of an Age.

`TableMode` is the standard 3-5 player game; the Emissary (2 players) and the Termitenator
(solo) subclass it in `game.bug_council.emissary` and `game.bug_council.solo`. Each hook has
one job, named after the rulebook step it stands for.
"""
from __future__ import annotations

import importlib

from functools import cache, lru_cache
from typing import TYPE_CHECKING, Any

from game.bug_council.actions import NO_ALLEGIANCE
from game.bug_council.cards import Card, cards_str
from game.bug_council.events import Dealt
from game.protocol import Refusal
from game.bug_council.refusals import refuse
from game.bug_council.rules import Rules

if TYPE_CHECKING:
    from game.bug_council.state import State   # game.bug_council.state imports this module
from game.bug_council.scoring import game_winners


@cache
def _place_names(prefix: str, n: int) -> tuple[str, ...]:
    """`prefix[0]`..`prefix[n-1]`, built once (card_places runs after every property-run action)."""
    return tuple(f"{prefix}[{i}]" for i in range(n))


CHOOSE = -1   # automatic_visit: the visitor chooses the space


class TableMode:
    """The 3-5 player game: every seat is a player who declares and plays from hand."""

    # True when every seat controls itself and plays "play" actions from its own hand, i.e.
    # a mode that keeps the table's `controller`, `playable` and `play_kind`. The engine then
    # answers the Trick Phase's questions without calling those hooks, which is most of the
    # time of a table playout. Worked out per class, so a subclass that overrides any of the
    # three can never be taken for a table by mistake.
    plays_from_own_hand = True

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls.plays_from_own_hand = all(getattr(cls, name) is getattr(TableMode, name)
                                      for name in ("controller", "playable", "play_kind"))

    def declarers(self, rules: Rules) -> range:
        return range(rules.players)

    def seat_name(self, s, seat: int) -> str:
        return f"seat {seat}"

    # Playing the Trick
    def playable(self, s, seat: int) -> tuple[Card, ...]:
        return s.hands[seat]

    def not_playable_reason(self, s, seat: int, card: Any, actor: int) -> Refusal:
        """Why `actor` may not play `card` for `seat`: it is not among `playable(s, seat)`."""
        return refuse("card_not_held", actor, card=card)

    def must_follow_reason(self, s, seat: int, actor: int, lead: int, cards: list[Card]) -> Refusal:
        """Why `actor` may not play off suit for `seat`: it could play `cards` of `lead`."""
        return refuse("must_follow_suit", actor, who=self.seat_name(s, seat), lead=lead, cards=tuple(cards))

    def controller(self, s, seat: int) -> int:
        return seat

    def play_kind(self, s, seat: int) -> str:
        return "play"

    def remove_card(self, n, seat: int, card: Card) -> None:
        hand = list(n.hands[seat])
        hand.remove(card)
        hands = list(n.hands)
        hands[seat] = tuple(hand)
        n.hands = tuple(hands)

    def trick_order(self, rules: Rules, leader: int) -> tuple[int, ...]:
        """Clockwise from the lead player."""
        return clockwise_order(rules.players, leader)

    def next_trick(self, n, winner: int) -> tuple[int, tuple[int, ...]]:
        """The trick's winner leads the next trick."""
        return winner, self.trick_order(n.rules, winner)

    def after_discards(self, n, events: list) -> None:
        pass

    def before_trick(self, n, events: list) -> None:
        pass

    def after_trick(self, n, winner: int, events: list) -> None:
        pass

    def automatic_visit(self, n, visitor: int) -> int | None:
        return CHOOSE

    def after_visit(self, n, events: list) -> None:
        pass

    def cubes_placed(self, n, spaces: list, events: list, source: str) -> None:
        """Cubes just landed on these places, by "sow" or "upkeep" (solo personalities)."""

    turn_hook = False   # True: turn_begins runs after every action (the solo pyramid flip)

    def turn_begins(self, n, events: list) -> None:
        """Rule steps that happen when the turn passes, not on any one action."""

    def after_scoring(self, n, events: list) -> None:
        """The Age has been scored (before Upkeep)."""

    # Scoring
    def no_allegiance_flags(self, n) -> list[bool]:
        return [d == NO_ALLEGIANCE for d in n.declared]

    def penalized_flags(self, n) -> list[bool]:
        return [True] * n.rules.seats

    def allegiance_suits(self, n) -> list[int | None]:
        return [h[0] >> 4 if h else None for h in n.hands]

    def personality_points(self, n) -> list[int]:
        return [0] * n.rules.seats

    def score_offset(self, n) -> tuple[int, ...]:
        """What the score track shows beyond this game's points (a Trilogy's carried totals)."""
        return (0,) * n.rules.seats

    def upkeep_points(self, n) -> list[int]:
        """Points this Age's Upkeep will score, counted in the Age being scored."""
        return [0] * n.rules.seats

    def already_scored(self, n, seat: int) -> int:
        return 0

    def winners(self, n) -> tuple[tuple[int, ...], str]:
        return game_winners(n.scores, n.tricks)

    # Ages
    def start_age(self, n, leader: int, events: list) -> None:
        """A new Age: reset, shuffle all the cards, deal 11 each; the leftover deck stays aside."""
        from game.bug_council.engine import start_age_common
        from game.bug_council.state import age_rng
        start_age_common(n, leader)
        n.order = self.trick_order(n.rules, leader)
        deck = list(n.rules.deck())
        age_rng(n.seed, n.age).shuffle(deck)
        k = n.rules.hand_size
        n.hands = tuple(tuple(sorted(deck[i * k:(i + 1) * k])) for i in range(n.rules.players))
        n.leftover = tuple(deck[k * n.rules.players:])
        n.ext = None
        events.append(Dealt(n.age, tuple(len(h) for h in n.hands), len(n.leftover)))

    def blank_state(self, rules: Rules, seed: int, council: tuple[int, ...], ext: Any) -> State:
        """Age 1 before the deal: `council` on the spaces, the rest of the cubes in the supply,
        no points, no tricks, no hands (start_age deals them)."""
        from game.bug_council.state import State
        s = State.__new__(State)
        s.hooks = self
        s.rules, s.seed, s.age = rules, seed, 1
        s.council, s.chambers = council, 0
        s.supply = rules.cubes_total - sum(council)
        s.solo_board = 0
        s.scores = (0,) * rules.seats
        s.last_trick, s.ages, s.winners, s.tiebreak = None, (), (), None
        s.ext = ext
        return s

    def setup(self, rules: Rules, seed: int, **options: Any):
        """Setup: Initial Council, supply, the first lead player, and the deal of Age 1."""
        from game.bug_council.state import initial_council, setup_rng
        rng = setup_rng(seed)
        council, _ = initial_council(rules, rng)
        first_leader = options.get("first_leader")
        if first_leader is None:
            first_leader = rng.randrange(rules.players)
        s = self.blank_state(rules, seed, council, ext=None)
        events: list = []
        self.start_age(s, first_leader, events)
        return s

    def public_view(self, s, seat: int) -> dict[str, Any]:
        """Mode extras every seat may see (the Emissary's face-up cards, the pyramid)."""
        return {}

    # Scenario files (game.bug_council.scenario) and their report
    scenario_keys: frozenset[str] = frozenset()

    def scenario_pre_deal(self, s, start: dict) -> None:
        """Mode settings the deal depends on (the Termite space)."""

    def extra_cards(self, s) -> list[Card]:
        """Cards dealt somewhere other than hands and leftover, in seeded order."""
        return []

    def scenario_layout(self, s, start: dict, phase: str) -> list[Card]:
        """Lay out the mode's own keys; returns the cards placed by them."""
        return []

    def scenario_mid_age(self, s, start: dict) -> None:
        """Finish a position that starts mid-Age (phase: trick)."""
        s.order = self.trick_order(s.rules, s.leader)

    def deck_of(self, s) -> tuple[Card, ...]:
        return s.rules.deck()

    def card_places(self, s) -> list[tuple[str, tuple[Card, ...]]]:
        """Every place a card can be, named for error messages; each card is in exactly one."""
        places = list(zip(_place_names("start.hands", len(s.hands)), s.hands))
        places += [("start.leftover", s.leftover), ("played", s.out)]
        places += zip(_place_names("piles", len(s.piles)), s.piles)
        places.append(("trick", tuple(c for _, c in s.plays)))
        return places

    def presented_events(self, before, action, events: list, after) -> list:
        """`events` of `action` (which took `before` to `after`) with what a screen shows and a
        log tells besides them: facts the engine settles inside other steps (the solo
        Termitenator's decision and its reason, a marker moved by the trick's outcome). Kept
        apart from `apply_action`'s own events so the pinned event stream never changes."""
        return events

    def automa_turns(self, s, on_event=None):
        """Let automatic seats (the Termitenator) act until a person must; returns the state."""
        return s

    def seat_label(self, s, seat: int) -> Any:
        return seat

    def report_seats(self, s) -> int:
        return s.rules.seats

    def report_hands(self, s) -> list[list[str]]:
        return [cards_str(h) for h in s.hands]

    def report_emissary(self, s) -> Any:
        return None

    def report_termitenator(self, s) -> Any:
        return None

    def report_rows(self, s, rows: list) -> list:
        return rows

    def ext_to_data(self, s) -> Any:
        return None

    def ext_from_data(self, s, data: Any) -> Any:
        return None


@lru_cache(maxsize=None)
def clockwise_order(players: int, leader: int) -> tuple[int, ...]:
    """Seats clockwise from `leader` (a shared immutable tuple, computed once per pair)."""
    return tuple((leader + i) % players for i in range(players))


@cache
def hooks_for(mode: str) -> TableMode:
    """The hooks of Bug Council mode `mode`: the class its mode info names (game registry,
    `BugCouncilMode.hooks`), made once. TableMode itself knows none of its subclasses."""
    from game.bug_council.definition import GAME
    try:
        module, _, name = GAME.mode(mode).hooks.partition(":")
    except ValueError as exc:
        raise NotImplementedError(f"mode {mode!r} is not supported") from exc
    return getattr(importlib.import_module(module), name)()


def setup_new_game(rules: Rules, seed: int, **options: Any):
    return hooks_for(rules.mode).setup(rules, seed, **options)


def ext_to_data(s) -> Any:
    return hooks_for(s.rules.mode).ext_to_data(s)


def ext_from_data(s, data: Any) -> Any:
    return hooks_for(s.rules.mode).ext_from_data(s, data)
