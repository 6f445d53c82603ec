"""Why an undo is refused at a Bug Council table, in a player's words: what `game.undo` asks
the definition (`reveal_reason`, `acted_reason`). Which events reveal something is the
definition's own fact (`BugCouncil.reveals`); this only words it."""
from __future__ import annotations

from typing import Any, Sequence

from game.bug_council.definition import GAME
from game.bug_council.log import seat_name
from game.undo_words import SHOWN_SINCE, UndoWords

# The words per event kind that always reveals something.
REVEALS: dict[str, str] = {
    "dealt": "a new Age was dealt since",
    "declarations_revealed": "the declarations were revealed since",
    "pyramid_flipped": "a pyramid card was flipped since",
    "emissary_drew": "an Emissary card was drawn since",
    "age_scored": "the Age was scored since",          # every hand's last card is shown
    "game_ended": "the game is over",
}
# Conditional reveals, worded in `CouncilUndoWords.shown`:
# * "card_played" chosen by another seat (its next card was hidden in that seat's hand);
# * "personality_triggered" when the Thief swaps a card with you, or the Card Shark shows the
#   cards it collected (its "takes N face-down cards" shows nothing).

DONE = {"declare": "declared", "discard": "discarded", "play": "played a card",
        "emissary": "played a card", "visit": "visited the Council"}


class CouncilUndoWords(UndoWords):
    """The conditional reveals in words, and seats named as the log names them (the
    Termitenator's too)."""

    def shown(self, event: Any, seat: int, state: Any, names: Sequence[str] | None) -> str:
        kind = event.kind
        if kind == "card_played":
            return f"{self.seat_words(event.seat, state, names)} has played a card since"
        if kind == "personality_triggered" and event.personality == "thief":
            return "the Thief swapped a card with you since"
        if kind == "personality_triggered" and event.personality == "card_shark":
            return "the Card Shark showed its cards since"
        return SHOWN_SINCE

    def seat_words(self, seat: int, state: Any, names: Sequence[str] | None) -> str:
        return seat_name(state, seat, list(names) if names else None)


WORDS = CouncilUndoWords(GAME.reveals, REVEALS, DONE)
reveal_reason = WORDS.reveal_reason
acted_reason = WORDS.acted_reason
