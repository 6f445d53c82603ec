"""Why an undo is refused at a Party Bugs table, in a player's words: what `game.undo` asks
the definition (`reveal_reason`, `acted_reason`). Which events reveal something is the
definition's own fact (`PartyBugs.reveals`); this only words it."""
from __future__ import annotations

from game.party_bugs.definition import GAME
from game.undo_words import UndoWords

# The words per event kind that reveals something (to every seat).
REVEALS: dict[str, str] = {
    "game_set_up": "a new game was set up since",
    "plays_revealed": "the played cards were revealed since",
    "round_ended": "the round ended and new cards were shown since",
    "game_scored": "the game was scored since",
}

DONE = {"play": "played a card"}

WORDS = UndoWords(GAME.reveals, REVEALS, DONE)
reveal_reason = WORDS.reveal_reason
acted_reason = WORDS.acted_reason
