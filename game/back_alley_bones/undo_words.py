"""Back Alley Bones' words for a refused undo (its `WORDS`, a game.undo_words.UndoWords)."""
from __future__ import annotations

from game.back_alley_bones.definition import GAME
from game.i18n import N_
from game.undo_words import UndoWords

# The words per event kind that reveals something.
REVEALS: dict[str, str] = {
    "hands_dealt": N_("new hands were dealt since"),
    "points_revealed": N_("the Points were revealed since"),
    "grub_taken": N_("a Grub card was turned up since"),
    "side_bets_revealed": N_("the Side Bets were revealed since"),
    "card_played": N_("a card was shown on the table since"),
    "cheat_pending": N_("a Cheat was shown on the table since"),
    "card_burned": N_("a burned card was shown since"),
    "cheat_countered": N_("a card was discarded face up since"),
    "cards_kept": N_("the cards not kept were discarded face up since"),
    "ability_used": N_("a card paid for the Flex was shown since"),
    "cards_drawn": N_("you drew a card since"),
    "grub_sniffed": N_("you looked at the Grub deck since"),
}

DONE = {"play": N_("{name} has played a card since"), "react": N_("{name} has answered the Cheat since"),
        "side_bet": N_("{name} has chosen a Side Bet since"), "shooter": N_("{name} has chosen a Shooter since"),
        "crew": N_("{name} has chosen a crew since"), "burn": N_("{name} has burned a card since"),
        "pass": N_("{name} has passed since")}

WORDS = UndoWords(GAME.reveals, REVEALS, DONE)
