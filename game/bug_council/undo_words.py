"""Why an undo is refused at a Bug Council table, in a player's words: what `game.undo` asks
the definition (`reveal_reason`, `acted_reason`). Which events reveal something is the
definition's own fact (`BugCouncil.reveals`); this only words it."""
from __future__ import annotations

from typing import Any, Sequence

from game.bug_council.definition import GAME
from game.bug_council.log import seat_name

# The words per event kind that always reveals something.
REVEALS: dict[str, str] = {
    "dealt": "a new Age was dealt since",
    "declarations_revealed": "the declarations were revealed since",
    "pyramid_flipped": "a pyramid card was flipped since",
    "emissary_drew": "an Emissary card was drawn since",
    "age_scored": "the Age was scored since",          # every hand's last card is shown
    "game_ended": "the game is over",
}
# Conditional reveals, worded in `reveal_reason`:
# * "card_played" chosen by another seat (its next card was hidden in that seat's hand);
# * "personality_triggered" when the Thief swaps a card with you, or the Card Shark shows the
#   cards it collected (its "takes N face-down cards" shows nothing).

_DONE = {"declare": "declared", "discard": "discarded", "play": "played a card",
         "emissary": "played a card", "visit": "visited the Council"}


def reveal_reason(event: Any, seat: int, state: Any, names: Sequence[str] | None = None) -> str | None:
    """Why `event` revealed hidden information to `seat` (player's words), or None if it did
    not."""
    if not GAME.reveals(event, seat):
        return None
    kind = event.kind
    if kind in REVEALS:
        return REVEALS[kind]
    if kind == "card_played":
        return f"{seat_name(state, event.seat, list(names) if names else None)} has played a card since"
    if kind == "personality_triggered" and event.personality == "thief":
        return "the Thief swapped a card with you since"
    if kind == "personality_triggered" and event.personality == "card_shark":
        return "the Card Shark showed its cards since"
    return "something hidden was shown since"


def acted_reason(action: Any, state: Any, names: Sequence[str] | None = None) -> str:
    """Another person's `action` came after the one to take back: "Bo has declared since"."""
    who = seat_name(state, action.seat, list(names) if names else None)
    return f"{who} has {_DONE.get(action.kind, 'acted')} since"
