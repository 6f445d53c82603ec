"""One position of a game (OpenSpiel's "state"): immutable by convention, copy-on-write.

`State.apply_action` never changes the state it is called on: it returns a new State that
shares every untouched field with the old one, plus the events that happened. All fields
are tuples, ints, strings or None, so sharing is safe and a position serializes to plain
data (`to_data` / `from_data`) and back identically.

Chance is explicit and reproducible: the deal of Age `a` comes from `random.Random` seeded
with ``f"{seed}/age{a}"``, and the Initial Council from ``f"{seed}/setup"``; string seeds
are hashed the same way on every machine and Python version >= 3.2.
"""
from __future__ import annotations

import random
from typing import Any, Iterable

from game.bug_council.actions import Action, Refusal
from game.bug_council.cards import SUIT_LETTERS, SUIT_NAMES, Card, card_str, cards_str, parse_card
from game.bug_council.rules import Rules, load_rules

STATE_FORMAT = 1

# Phases, named as in SCENARIOS.md.
DECLARATION, DISCARD, TRICK, VISIT, GAME_OVER = "declaration", "discard", "trick", "visit", "game_over"


class State:
    """A position. Read the fields; change them only through `apply_action`."""

    # Plain attributes in __dict__: a dict copy is the cheapest shallow copy CPython has,
    # and copy-on-write costs one of those per action.
    FIELDS = (
        "rules", "seed", "age", "trick", "phase",
        "council", "chambers", "supply", "solo_board",
        "scores", "tricks", "hands", "declared", "pending_discard",
        "leftover", "piles", "out", "history",
        "leader", "order", "plays", "visitor", "last_trick",
        "ages", "winners", "tiebreak", "ext",
    )

    rules: Rules
    seed: int
    age: int                                # 1..rules.ages
    trick: int                              # 1..10: being played, or just resolved in VISIT
    phase: str
    council: tuple[int, ...]                # cubes per ring space
    chambers: int                           # Council Chambers (never leave)
    supply: int
    solo_board: int                         # Trickster's cubes (solo only)
    scores: tuple[int, ...]                 # per seat
    tricks: tuple[int, ...]                 # tricks won this Age, per seat
    hands: tuple[tuple[Card, ...], ...]     # per seat, sorted (ring order, then value)
    declared: tuple[str | None, ...]        # per seat: allegiance / no_allegiance / None
    pending_discard: tuple[bool, ...]       # No Allegiance seats still to discard
    leftover: tuple[Card, ...]              # the leftover deck, top first
    piles: tuple[tuple[Card, ...], ...]     # cards won this Age, per seat
    out: tuple[Card, ...]                   # out of play this Age (set aside by a scenario, discarded tricks)
    history: tuple[tuple[tuple[int, Card], ...], ...]   # this Age's finished tricks, public
    leader: int                             # seat that leads the current trick
    order: tuple[int, ...]                  # play order of the current trick
    plays: tuple[tuple[int, Card], ...]     # (seat, card) played so far this trick
    visitor: int | None                     # seat due to Visit the Council (phase VISIT)
    last_trick: tuple | None                # (plays, winner, visitor) of the last resolved trick
    ages: tuple[dict, ...]                  # one scoring record per finished Age
    winners: tuple[int, ...]                # set when the game is over
    tiebreak: str | None
    ext: Any                                # mode extension (Emissary / Termitenator), or None

    hooks: Any                              # the mode's hooks (derived from rules.mode)

    def copy(self) -> "State":
        """A shallow copy: the start of every copy-on-write change."""
        new = State.__new__(State)
        new.__dict__ = self.__dict__.copy()
        return new

    # --- queries (the engine's public face) -------------------------------------------

    def to_act(self) -> tuple[int, str] | None:
        """(seat, decision) of who must act next, or None when the game is over."""
        return _engine.to_act(self)

    def legal_actions(self, seat: int | None = None) -> list[Action]:
        """Every legal action of `seat` (default: the seat to act)."""
        return _engine.legal_actions(self, seat)

    def check_action(self, action: Action) -> Refusal | None:
        """None if `action` is legal, else the rule it breaks (a Refusal: game.bug_council.refusals)."""
        return _engine.check_action(self, action)

    def apply_action(self, action: Action) -> tuple["State", list]:
        """(new state, events); raises IllegalAction carrying the Refusal."""
        return _engine.apply_action(self, action)

    @property
    def game_over(self) -> bool:
        return self.phase == GAME_OVER

    def lead_suit(self) -> int | None:
        return self.plays[0][1] >> 4 if self.plays else None

    # --- serialization -------------------------------------------------------------------

    def to_data(self) -> dict[str, Any]:
        """Plain data (YAML/JSON safe) that `from_data` turns back into an equal State."""
        from game.bug_council.modes import ext_to_data
        return {
            "format": STATE_FORMAT,
            "mode": self.rules.mode, "players": self.rules.players, "seed": self.seed,
            "age": self.age, "trick": self.trick, "phase": self.phase,
            "council": list(self.council), "chambers": self.chambers, "supply": self.supply,
            "solo_board": self.solo_board, "scores": list(self.scores), "tricks": list(self.tricks),
            "hands": [cards_str(h) for h in self.hands], "declared": list(self.declared),
            "pending_discard": list(self.pending_discard), "leftover": cards_str(self.leftover),
            "piles": [cards_str(p) for p in self.piles], "out": cards_str(self.out),
            "history": [[[s, card_str(c)] for s, c in t] for t in self.history],
            "leader": self.leader, "order": list(self.order),
            "plays": [[s, card_str(c)] for s, c in self.plays], "visitor": self.visitor,
            "last_trick": None if self.last_trick is None else {
                "plays": [[s, card_str(c)] for s, c in self.last_trick[0]],
                "winner": self.last_trick[1], "visitor": self.last_trick[2]},
            "ages": [dict(a) for a in self.ages], "winners": list(self.winners),
            "tiebreak": self.tiebreak, "ext": ext_to_data(self),
        }

    @staticmethod
    def from_data(data: dict[str, Any]) -> "State":
        """Inverse of `to_data`; raises ValueError for data of another format."""
        from game.bug_council.modes import ext_from_data, hooks_for
        if not isinstance(data, dict) or data.get("format") != STATE_FORMAT:
            raise ValueError(f"not a state of format {STATE_FORMAT}")
        s = State.__new__(State)
        s.hooks = hooks_for(data["mode"])
        pc = lambda xs: tuple(parse_card(x) for x in xs)  # noqa: E731
        plays = lambda xs: tuple((int(a), parse_card(b)) for a, b in xs)  # noqa: E731
        s.rules = load_rules(data["mode"], data["players"])
        s.seed = data["seed"]
        s.age, s.trick, s.phase = data["age"], data["trick"], data["phase"]
        s.council = tuple(data["council"])
        s.chambers, s.supply, s.solo_board = data["chambers"], data["supply"], data["solo_board"]
        s.scores, s.tricks = tuple(data["scores"]), tuple(data["tricks"])
        s.hands = tuple(pc(h) for h in data["hands"])
        s.declared = tuple(data["declared"])
        s.pending_discard = tuple(data["pending_discard"])
        s.leftover = pc(data["leftover"])
        s.piles = tuple(pc(p) for p in data["piles"])
        s.out = pc(data["out"])
        s.history = tuple(plays(t) for t in data["history"])
        s.leader, s.order = data["leader"], tuple(data["order"])
        s.plays, s.visitor = plays(data["plays"]), data["visitor"]
        lt = data["last_trick"]
        s.last_trick = None if lt is None else (plays(lt["plays"]), lt["winner"], lt["visitor"])
        s.ages = tuple(data["ages"])
        s.winners, s.tiebreak = tuple(data["winners"]), data["tiebreak"]
        s.ext = ext_from_data(s, data["ext"])
        return s

    def __eq__(self, other: object) -> bool:
        return isinstance(other, State) and self.to_data() == other.to_data()

    def __hash__(self) -> int:  # states are values, but hashing them is never needed
        raise TypeError("State is not hashable")

    def __repr__(self) -> str:
        return (f"<State {self.rules.mode} {self.rules.players}p age {self.age} trick {self.trick} "
                f"{self.phase} council {self.council_str()}>")

    def council_str(self) -> str:
        return " ".join(f"{SUIT_LETTERS[i]}{n}" for i, n in enumerate(self.council))


def setup_rng(seed: int) -> random.Random:
    return random.Random(f"{seed}/setup")


def age_rng(seed: int, age: int) -> random.Random:
    return random.Random(f"{seed}/age{age}")


def initial_council(rules: Rules, rng: random.Random) -> tuple[tuple[int, ...], list[int]]:
    """Initial Council: reveal the spaces in random order, giving them 4, 3, 2, 1, 0 cubes.

    Returns the council and the reveal order (the last revealed is the solo Termite space)."""
    order = list(range(len(SUIT_NAMES)))
    rng.shuffle(order)
    council = [0] * len(SUIT_NAMES)
    for cubes, space in zip(rules.initial_council, order):
        council[space] = cubes
    return tuple(council), order


def new_game(players: int = 4, seed: int = 0, mode: str = "table", **options: Any) -> State:
    """A new game at the start of Age 1, dealt and waiting for declarations."""
    from game.bug_council.modes import setup_new_game
    return setup_new_game(load_rules(mode, players), seed, **options)


def sorted_hand(cards: Iterable[Card]) -> tuple[Card, ...]:
    return tuple(sorted(cards))


from game.bug_council import engine as _engine  # noqa: E402  (the engine imports State; bound late)

# The engine's functions take the state first, so they serve as the methods themselves: one
# Python call less per query and per action in playouts. The methods above document the
# contract; these are the same functions they would call.
State.to_act = _engine.to_act                  # type: ignore[method-assign]
State.legal_actions = _engine.legal_actions    # type: ignore[method-assign]
State.check_action = _engine.check_action      # type: ignore[method-assign]
State.apply_action = _engine.apply_action      # type: ignore[method-assign]
