"""What happened, as typed data: every event a screen animates or logs (Party Bugs)."""
from __future__ import annotations

from typing import NamedTuple

ROACHY = "roachy"


class GameSetUp(NamedTuple):
    game: int                      # the game of a series (1 otherwise)
    floor: tuple[int, ...]         # the cards revealed onto the dance floor
    host: int
    kind: str = "game_set_up"


class CardHidden(NamedTuple):      # Variant One: a card face down in a display (value hidden)
    seat: int
    kind: str = "card_hidden"


class CardChosen(NamedTuple):      # a secret choice made; the card shows at the reveal
    seat: int
    kind: str = "card_chosen"


class PlaysRevealed(NamedTuple):
    plays: tuple[tuple[int, int], ...]    # (seat, card) in seat order
    take_order: tuple[int, ...]           # real seats, in the order they take (empty: a sweep)
    king: int | None                      # the Party King's seat when one sweeps the floor
    kind: str = "plays_revealed"


class CardTaken(NamedTuple):
    seat: int | str                # a seat, or "roachy"
    card: int
    kind: str = "card_taken"


class FloorSwept(NamedTuple):      # the Party King takes the whole dance floor
    seat: int
    cards: tuple[int, ...]
    kind: str = "floor_swept"


class PairBoxed(NamedTuple):       # two of a value in a display return to the box
    seat: int | str
    cards: tuple[int, int]
    kind: str = "pair_boxed"


class RoundEnded(NamedTuple):
    round: int
    to_floor: tuple[int, ...]      # the played cards (and Roachy's revealed card)
    kind: str = "round_ended"


class CardsDrawn(NamedTuple):
    seats: tuple[int, ...]
    kind: str = "cards_drawn"


class MirrorUsed(NamedTuple):      # Variant Two: the Mirror discarded with a display card
    seat: int
    card: int | None
    kind: str = "mirror_used"


class FinalRoundBegan(NamedTuple):
    take_order: tuple[int, ...]
    kind: str = "final_round_began"


class GameScored(NamedTuple):
    game: int
    scores: tuple[int, ...]        # real seats, then Roachy's when it plays
    face_down: tuple[int | None, ...]
    winners: tuple                 # the game's winners (a series: after its last game only)
    totals: tuple[int, ...] | None
    # Every seat (Roachy as ROACHY) from first to last by the End of the Game's tiebreak, on
    # the series totals in Variant Two: the result screen lists it as it is, deciding nothing.
    ranking: tuple = ()
    kind: str = "game_scored"


class MirrorGiven(NamedTuple):
    seat: int
    game: int                      # the game it is used in
    kind: str = "mirror_given"


def event_from_data(data: object):
    """The event `game.net.wire.to_plain(event)` describes (the network's way back); ValueError
    for data of the wrong shape."""
    import sys

    from game.protocol import event_classes, event_from_plain
    return event_from_plain(data, event_classes(sys.modules[__name__]))
