"""Why an undo is refused at a Back Alley Bones table, in a player's words: what `game.undo`
asks the definition (`reveal_reason`, `acted_reason`). Which events reveal something is the
definition's own fact (`BackAlleyBones.reveals`); this only words it."""
from __future__ import annotations

from typing import Any, Sequence

from game.back_alley_bones.definition import GAME

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

_DONE = {"play": "played a card", "react": "answered the Cheat", "side_bet": "chosen a Side Bet",
         "shooter": "chosen a Shooter", "crew": "chosen a crew", "burn": "burned a card", "pass": "passed"}


def _name(seat: int, names: Sequence[str] | None) -> str:
    return names[seat] if names and 0 <= seat < len(names) else f"Seat {seat + 1}"


def reveal_reason(event: Any, seat: int, state: Any, names: Sequence[str] | None = None) -> str | None:
    """Why `event` revealed hidden information to `seat` (player's words), or None if it did
    not."""
    if not GAME.reveals(event, seat):
        return None
    return REVEALS.get(event.kind, "something hidden was shown since")


def acted_reason(action: Any, state: Any, names: Sequence[str] | None = None) -> str:
    """Another person's `action` came after the one to take back: "Bo has played a card since"."""
    return f"{_name(action.seat, names)} has {_DONE.get(action.kind, 'acted')} since"
