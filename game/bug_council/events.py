"""Events: what an applied action made happen, in order, for the screen to animate.

Every event is an immutable NamedTuple with a `kind` class attribute. Seats are ints; the
Emissary's seat is `State.rules.seats - 1` in emissary mode. Places for cubes are ring
indices (0-4) or one of the strings "chambers", "supply", "solo_board".
"""
from __future__ import annotations

from typing import Any, NamedTuple, Union

from game.bug_council.cards import Card

Place = Union[int, str]


class Dealt(NamedTuple):
    age: int
    hand_sizes: tuple[int, ...]
    leftover: int
    kind = "dealt"


class Declared(NamedTuple):
    """A seat has chosen; the choice stays secret until DeclarationsRevealed."""
    seat: int
    kind = "declared"


class DeclarationsRevealed(NamedTuple):
    choices: tuple[Any, ...]       # per seat: "allegiance", "no_allegiance" or None
    kind = "declarations_revealed"


class Discarded(NamedTuple):
    """A No Allegiance discard, face down on the leftover deck (hidden from other seats)."""
    seat: int
    card: Card
    kind = "discarded"


class CardPlayed(NamedTuple):
    seat: int
    card: Card
    controller: int                # who chose it (differs for the Emissary)
    lead: bool
    on_suit: bool
    kind = "card_played"


class TrickWon(NamedTuple):
    trick: int
    seat: int
    plays: tuple[tuple[int, Card], ...]
    strongest: int | None          # suit decided by cubes, or None when all followed suit
    cubes: int | None              # cubes on that suit when it decided
    visitor: int | None            # who must visit the Council, or None
    kind = "trick_won"


class CouncilVisited(NamedTuple):
    seat: int
    space: int
    cubes: int                     # cubes picked up
    kind = "council_visited"


class CubeMoved(NamedTuple):
    src: Place
    dst: Place
    kind = "cube_moved"


class AgeScored(NamedTuple):
    age: int
    rows: tuple[dict, ...]         # per seat breakdown, see scoring.score_age
    # Every seat's score right after this Age's scoring: each row's `points` (points scored
    # during the Age included) on top of the score the Age began with. Points scored later in
    # the same action (a Pacifist 2.0 trigger during New Recruits) are not in it.
    scores: tuple[int, ...] = ()
    kind = "age_scored"


class NewRecruits(NamedTuple):
    spaces: tuple[int, ...]
    kind = "new_recruits"


class AgeEnded(NamedTuple):
    age: int
    next_leader: int
    kind = "age_ended"


class GameEnded(NamedTuple):
    winners: tuple[int, ...]
    scores: tuple[int, ...]
    tiebreak: str                  # "points", "final_age_tricks" or "shared"
    kind = "game_ended"


Event = Union[Dealt, Declared, DeclarationsRevealed, Discarded, CardPlayed, TrickWon,
              CouncilVisited, CubeMoved, AgeScored, NewRecruits, AgeEnded, GameEnded]


def event_to_data(event: Event) -> dict[str, Any]:
    """Plain-data form of an event, for logs and records."""
    d: dict[str, Any] = {"kind": event.kind}
    d.update(event._asdict())
    return d


class MarkerMoved(NamedTuple):
    """The Emissary's control marker (2p) or the solo Leader/Follower marker moved."""
    side: int | None               # 2p: the side (player seat) it sits on; solo: None
    space: str                     # "leader" | "follower"
    kind = "marker_moved"


class EmissaryDrew(NamedTuple):
    slot: int
    card: Card
    kind = "emissary_drew"


class PyramidFlipped(NamedTuple):
    slots: tuple[int, ...]
    cards: tuple[Card, ...]
    kind = "pyramid_flipped"


class IdeologyChanged(NamedTuple):
    ideology: str                  # "winning" | "losing"
    why: str
    kind = "ideology_changed"


class PersonalityTriggered(NamedTuple):
    personality: str
    text: str                      # what happened, in words
    data: dict
    kind = "personality_triggered"


class AutomaDecided(NamedTuple):
    seat: int
    card: Card
    reason: str                    # why, in words: short from automa_turns (automa.decide), a player's in presented_events (automa.explain)
    kind = "automa_decided"


def event_from_data(data: Any) -> Any:
    """The event `game.net.wire.to_plain(event)` describes (the network's way back); ValueError
    for data of the wrong shape."""
    import sys

    from game.protocol import event_classes, event_from_plain
    return event_from_plain(data, event_classes(sys.modules[__name__]))
