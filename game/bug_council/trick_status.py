"""The trick under way, as data: who is winning it right now and why, and who would visit the
Council if it ended now.

The screen words a `TrickStatus` ("Winning: Rufus's 9 of Flies, Flies strongest with 3 cubes.
Visiting: you, lowest Flies.") and never decides a rule: both answers come from the engine's
own `trick_winner` and `trick_visitor`, applied to the cards played so far. The "why" is the
part of the one comparison key (cubes on the card's suit, value, position) that decided.
"""
from __future__ import annotations

from typing import NamedTuple

from game.bug_council.cards import Card
from game.bug_council.engine import trick_visitor, trick_winner

# Why the winning card is winning (Resolving the Trick).
ONLY_CARD = "only_card"      # the lead, alone so far
HIGHEST = "highest"          # every card so far followed suit: the highest value
STRONGEST = "strongest"      # a card is off suit: the strongest played suit's highest card
TIE_HIGHER = "tie_higher"    # played suits tied for the most cubes: the higher value
TIE_LATER = "tie_later"      # ...and the tied cards have the same value: the later card
WHY = (ONLY_CARD, HIGHEST, STRONGEST, TIE_HIGHER, TIE_LATER)

# Who visits the Council (Visiting the Council).
LOWEST = "lowest"            # the lowest on-suit card
NOBODY_YET = "nobody_yet"    # only the leader is on suit so far
NOBODY = "nobody"            # the trick is complete and nobody followed suit
VISIT_WHY = (LOWEST, NOBODY_YET, NOBODY)


class TrickStatus(NamedTuple):
    winner: int                 # the seat winning the trick now
    card: Card                  # its card
    why: str                    # one of WHY
    lead: int                   # the lead suit
    suit: int | None            # off suit: the strongest played suit (the winner's); else None
    cubes: int | None           # off suit: the cubes on that suit's space
    tied: tuple[int, ...]       # TIE_*: the played suits tied for the most cubes (ring order)
    visitor: int | None         # the seat that would visit the Council, if any
    visit_why: str              # one of VISIT_WHY
    complete: bool              # every seat has played: this is how the trick resolves


def trick_status(plays, council, seats_in_trick: int | None = None) -> TrickStatus | None:
    """The status of a trick with `plays` ((seat, card) in play order) so far, on `council`;
    None before the lead. `seats_in_trick`: how many cards the trick takes (to tell a complete
    trick from one under way); None reads the trick as under way."""
    plays = tuple(plays)
    if not plays:
        return None
    pos, off = trick_winner(plays, council)
    seat, card = plays[pos]
    lead = plays[0][1] >> 4
    visitor = trick_visitor(plays)
    complete = seats_in_trick is not None and len(plays) >= seats_in_trick
    suit = cubes = None
    tied: tuple[int, ...] = ()
    if len(plays) == 1:
        why = ONLY_CARD
    elif not off:
        why = HIGHEST
    else:
        suit, cubes = card >> 4, council[card >> 4]
        tied = tuple(sorted({c >> 4 for _s, c in plays if council[c >> 4] == cubes}))
        if len(tied) == 1:
            why = STRONGEST
        else:
            # Another card of a tied suit with the winner's value lost only on position.
            same = any(p != pos and council[c >> 4] == cubes and (c & 15) == (card & 15)
                       for p, (_s, c) in enumerate(plays))
            why = TIE_LATER if same else TIE_HIGHER
    if visitor is not None:
        visit_why = LOWEST
    else:
        visit_why = NOBODY if complete else NOBODY_YET
    return TrickStatus(seat, card, why, lead, suit, cubes, tied, visitor, visit_why, complete)
