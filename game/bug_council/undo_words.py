"""Why an undo is refused at a Bug Council table, in a player's words (the current language):
what `game.undo` asks the definition (`reveal_reason`, `acted_reason`). Which events reveal
something is the definition's own fact (`BugCouncil.reveals`); this only words it. Each reason
is one clause of the catalogue, said after "You can't take that back: "."""
from __future__ import annotations

from typing import Any, Sequence

from game.bug_council.definition import GAME
from game.bug_council.log import seat_name
from game.i18n import N_, _
from game.undo_words import SHOWN_SINCE, UndoWords

# The words per event kind that always reveals something.
REVEALS: dict[str, str] = {
    "dealt": N_("a new Age was dealt since"),
    "declarations_revealed": N_("the declarations were revealed since"),
    "pyramid_flipped": N_("a pyramid card was flipped since"),
    "emissary_drew": N_("an Emissary card was drawn since"),
    "age_scored": N_("the Age was scored since"),          # every hand's last card is shown
    "game_ended": N_("the game is over"),
}
# Conditional reveals, worded in `CouncilUndoWords.shown`:
# * "card_played" chosen by another seat (its next card was hidden in that seat's hand);
# * "personality_triggered" when the Thief swaps a card with you, or the Card Shark shows the
#   cards it collected (its "takes N face-down cards" shows nothing).

# What another seat did since, by its action's kind: a whole clause each, {name} the seat.
DONE = {"declare": N_("{name} has declared since"), "discard": N_("{name} has discarded since"),
        "play": N_("{name} has played a card since"), "emissary": N_("{name} has played a card since"),
        "visit": N_("{name} has visited the Council since")}


class CouncilUndoWords(UndoWords):
    """The conditional reveals in words, and seats named as the log names them (the
    Termitenator's too), every clause from the catalogue."""

    def shown(self, event: Any, seat: int, state: Any, names: Sequence[str] | None) -> str:
        kind = event.kind
        if kind == "card_played":
            return _("{name} has played a card since", name=self.seat_words(event.seat, state, names))
        if kind == "personality_triggered" and event.personality == "thief":
            return _("the Thief swapped a card with you since")
        if kind == "personality_triggered" and event.personality == "card_shark":
            return _("the Card Shark showed its cards since")
        return _(SHOWN_SINCE)

    def seat_words(self, seat: int, state: Any, names: Sequence[str] | None) -> str:
        return seat_name(state, seat, list(names) if names else None)


WORDS = CouncilUndoWords(GAME.reveals, REVEALS, DONE)
reveal_reason = WORDS.reveal_reason
acted_reason = WORDS.acted_reason
