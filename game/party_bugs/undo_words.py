"""Party Bugs' words for a refused undo (its `WORDS`, a game.undo_words.UndoWords)."""
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
