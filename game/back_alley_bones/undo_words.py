"""Back Alley Bones' words for a refused undo (its `WORDS`, a game.undo_words.UndoWords)."""
from __future__ import annotations

from game.back_alley_bones.definition import GAME
from game.undo_words import UndoWords

# The words per event kind that reveals something.
REVEALS: dict[str, str] = {
    "hands_dealt": "new hands were dealt since",
    "points_revealed": "the Points were revealed since",
    "grub_taken": "a Grub card was turned up since",
    "side_bets_revealed": "the Side Bets were revealed since",
    "card_played": "a card was shown on the table since",
    "cheat_pending": "a Cheat was shown on the table since",
    "card_burned": "a burned card was shown since",
    "cheat_countered": "a card was discarded face up since",
    "cards_kept": "the cards not kept were discarded face up since",
    "ability_used": "a card paid for the Flex was shown since",
    "cards_drawn": "you drew a card since",
    "grub_sniffed": "you looked at the Grub deck since",
}

DONE = {"play": "played a card", "react": "answered the Cheat", "side_bet": "chosen a Side Bet",
        "shooter": "chosen a Shooter", "crew": "chosen a crew", "burn": "burned a card", "pass": "passed"}

WORDS = UndoWords(GAME.reveals, REVEALS, DONE)
