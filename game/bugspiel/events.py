"""What happened, as typed data: every event a Bugspiel table animates or logs.

Hands, markets, the board and the discards are open; only the decks' order is hidden. A refill
turns the decks' top cards face up into a market (`refilled`), so a purchase that refills
`reveals` something (undo stops there)."""
from __future__ import annotations

from typing import NamedTuple


class HalfScore(NamedTuple):
    """One seat's score for one half of a cashed bonus card (section 3.1): `base` the value of its
    bugs in the line matching without wildcards; `points` what it scores (0 unless base > 0);
    `slots` the slots of the bugs counted (wildcards included for a category half)."""

    seat: int
    half: str
    base: int
    points: int
    slots: tuple[str, ...]


class LineScore(NamedTuple):
    """A bonus card cashed on a slot: its line's tiles (labels, ASCII order), every seat's gain and
    the scores per seat and half behind it (the bonus preview shows the same before it is
    cashed)."""

    card: str
    anchor: str
    line: tuple[str, ...]
    gains: tuple[int, ...]
    halves: tuple[HalfScore, ...]


class CardBought(NamedTuple):
    """A purchase from a market (`market` bugs or bonuses) and how that market slid: `slid` the
    cards that moved as (from slot, to slot), `discarded` slot 7's card that went to the discards
    (None: none, or slot 7 was bought), `refilled` (slot, card) turned up from the deck, the
    highest slot first."""

    seat: int
    market: str                                  # bugs | bonuses
    slot: int
    card: int | str
    price: int
    score: int                                   # the buyer's score after paying
    discarded: int | str | None
    slid: tuple[tuple[int, int], ...]
    refilled: tuple[tuple[int, int | str], ...]
    kind: str = "card_bought"


class BugPlaced(NamedTuple):
    """A bug played from the hand (`moved_from` None, `points` scored) or a flying bug moved
    (`moved_from` its old slot, no points), and what it ate (`eaten` species of seat
    `eaten_owner`, to the bug discards)."""

    seat: int
    card: int
    to: str
    points: int
    moved_from: str | None = None
    eaten: int | None = None
    eaten_owner: int | None = None
    kind: str = "bug_placed"


class TileRotated(NamedTuple):
    tile: str
    before: str
    after: str
    kind: str = "tile_rotated"


class BonusCashed(NamedTuple):
    """A bonus card played on the player's own bug: the line, every seat's gain, the card to the
    bonus discards; `scores` every seat's score after."""

    seat: int
    score: LineScore
    scores: tuple[int, ...]
    kind: str = "bonus_cashed"


class Passed(NamedTuple):
    seat: int
    passes: int                                  # passes in a row, this one included
    kind: str = "passed"


class GameEnded(NamedTuple):
    reason: str                                  # passes | bug_market | bonus_market | score
    scores: tuple[int, ...]
    winners: tuple[int, ...]
    kind: str = "game_ended"


def event_from_data(data: object):
    """The event `game.net.wire.to_plain(event)` describes (the network's way back); ValueError
    for data of the wrong shape."""
    import sys

    from game.protocol import event_classes, event_from_plain
    e = event_from_plain(data, event_classes(sys.modules[__name__]))
    if isinstance(e, BonusCashed):
        try:
            s = dict(e.score)
            halves = tuple(HalfScore(**{**h, "slots": tuple(h["slots"])}) for h in s.pop("halves"))
            score = LineScore(**{k: tuple(v) if isinstance(v, (list, tuple)) else v for k, v in s.items()},
                              halves=halves)
        except (TypeError, KeyError, ValueError) as exc:
            raise ValueError(f"bonus_cashed: a score of the wrong shape: {exc}") from None
        e = e._replace(score=score)
    return e


__all__ = ["HalfScore", "LineScore", "CardBought", "BugPlaced", "TileRotated", "BonusCashed", "Passed",
           "GameEnded", "event_from_data"]
