"""What happened, as typed data: every event a screen animates or logs (Back Alley Bones).

No event names a card a seat may not see: a draw says how many, a sniff how many were looked
at; what a seat learns is in its own view (its hand, the Grub cards it sniffed). Cards played,
burned, discarded, taken as Grub or turned up for a Pharma are public."""
from __future__ import annotations

from typing import NamedTuple


class CrewChosen(NamedTuple):              # full_crew: the 3 characters a player keeps
    seat: int
    characters: tuple[str, ...]
    kind: str = "crew_chosen"


class RoundBegan(NamedTuple):              # from round 2: every exhausted card is ready again
    round: int
    dice: int
    kind: str = "round_began"


class ShooterChosen(NamedTuple):
    seat: int
    character: str
    kind: str = "shooter_chosen"


class HandsDealt(NamedTuple):
    sizes: tuple[int, int]                 # cards dealt to each seat (fewer when the decks ran dry)
    kind: str = "hands_dealt"


class GambleReshuffled(NamedTuple):        # the discard pile became the Gamble deck
    cards: int
    kind: str = "gamble_reshuffled"


class PointsRevealed(NamedTuple):
    cards: tuple[int, ...]                 # point 0, 1, 2
    kind: str = "points_revealed"


class SideBetChosen(NamedTuple):           # face down: which bet is not said
    seat: int
    kind: str = "side_bet_chosen"


class CheatPending(NamedTuple):            # a Cheat without a Decoy waits for the Lookout
    seat: int
    card: str
    point: int
    by: int
    kind: str = "cheat_pending"


class CardPlayed(NamedTuple):              # a card stays on its Point
    seat: int
    card: str
    point: int
    by: int
    total: int                             # the Point's total after it
    decoy: bool = False                    # a Decoy token went on the Point with it
    paid: str | None = None                # the card that paid the Flex as the Decoy
    kind: str = "card_played"


class CheatCountered(NamedTuple):          # the Lookout (or the Flex as it) discarded the Cheat
    seat: int                              # who reacted
    cheater: int
    card: str
    point: int
    paid: str | None = None                # the card that paid the Flex
    kind: str = "cheat_countered"


class CheatAllowed(NamedTuple):            # the opponent let the Cheat through (react: none)
    seat: int
    kind: str = "cheat_allowed"


class CardBurned(NamedTuple):              # no legal play: a card discarded as her card
    seat: int
    card: str
    kind: str = "card_burned"


class Passed(NamedTuple):                  # an empty hand
    seat: int
    kind: str = "passed"


class AbilityUsed(NamedTuple):
    seat: int
    ability: str                           # sizzler | draw | stacked_draw | sniff | stacked_sniff | fix | stacked_fix
    exhausted: tuple = ()                  # the characters and won bets exhausted for it
    paid: str | None = None                # the card that paid the Flex
    kind: str = "ability_used"


class CardsDrawn(NamedTuple):              # into the seat's hand (or in front of her for a keep)
    seat: int
    count: int
    kind: str = "cards_drawn"


class CardsKept(NamedTuple):               # Stacked Draw: the rest is discarded face up
    seat: int
    kept: int
    discarded: tuple[str, ...]
    kind: str = "cards_kept"


class GrubSniffed(NamedTuple):
    seat: int
    count: int
    kind: str = "grub_sniffed"


class GrubPut(NamedTuple):                 # the sniffed cards back, face down
    seat: int
    top: int
    bottom: int
    kind: str = "grub_put"


class CheatFixed(NamedTuple):              # four_ten: a Cheat's tokens changed (no special)
    seat: int
    point: int
    cheat: int
    before: int
    after: int
    total: int
    kind: str = "cheat_fixed"


class YoLeven(NamedTuple):                 # a play brought a Point to 11: her cards are ready
    seat: int
    point: int
    luck: bool                             # a Luck also wins the top Grub card
    kind: str = "yo_leven"


class LuckySeven(NamedTuple):              # the dice holder's Luck brought a Point to 7
    seat: int
    point: int
    kind: str = "lucky_seven"


class Lockdown(NamedTuple):                # the defender's Luck brought a Point to 2, 3 or 12
    seat: int
    point: int
    kind: str = "lockdown"


class GrubTaken(NamedTuple):
    seat: int
    card: str
    value: int
    reason: str                            # seven | lucky_seven | yo_leven
    gamble: str | None = None              # a Pharma's turned-up Gamble card (None: none left)
    kind: str = "grub_taken"


class Seven(NamedTuple):                   # a standard Seven at the round's end
    seat: int
    point: int
    kind: str = "seven"


class CrapOut(NamedTuple):
    seat: int
    character: str
    kind: str = "crap_out"


class DicePassed(NamedTuple):
    seat: int                              # the new dice holder
    kind: str = "dice_passed"


class SideBetsRevealed(NamedTuple):
    bets: tuple[int | None, int | None]    # each seat's face-down bet (None: none)
    kind: str = "side_bets_revealed"


class SideBetWon(NamedTuple):
    seat: int
    bet: int
    kind: str = "side_bet_won"


class RoundEnded(NamedTuple):              # clean-up: Points and hands to the discard pile
    round: int
    discarded: int
    kind: str = "round_ended"


class GameEnded(NamedTuple):
    grub: tuple[int, int]
    winners: tuple[int, ...]               # both: a push
    reason: str                            # crapped_out (every character) | grub_gone (the last Grub card won)
    kind: str = "game_ended"


def event_from_data(data: object):
    """The event `game.net.wire.to_plain(event)` describes (the network's way back); ValueError
    for data of the wrong shape."""
    import sys

    from game.protocol import event_classes, event_from_plain
    return event_from_plain(data, event_classes(sys.modules[__name__]))
