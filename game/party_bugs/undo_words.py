"""Party Bugs' words for a refused undo (its `WORDS`, a game.undo_words.UndoWords)."""
from __future__ import annotations

from game.i18n import N_
from game.party_bugs.definition import GAME
from game.undo_words import UndoWords

# The words per event kind that reveals something (to every seat); catalogue messages.
REVEALS: dict[str, str] = {
    "game_set_up": N_("a new game was set up since"),
    "plays_revealed": N_("the played cards were revealed since"),
    "round_ended": N_("the round ended and new cards were shown since"),
    "game_scored": N_("the game was scored since"),
}

DONE = {"play": N_("{name} has played a card since")}

WORDS = UndoWords(GAME.reveals, REVEALS, DONE)
