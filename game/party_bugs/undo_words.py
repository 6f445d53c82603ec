"""Why an undo is refused at a Party Bugs table, in a player's words: what `game.undo` asks
the definition (`reveal_reason`, `acted_reason`). Which events reveal something is the
definition's own fact (`PartyBugs.reveals`); this only words it."""
from __future__ import annotations

from typing import Any, Sequence

from game.party_bugs.definition import GAME

# The words per event kind that reveals something (to every seat).
REVEALS: dict[str, str] = {
    "game_set_up": "a new game was set up since",
    "plays_revealed": "the played cards were revealed since",
    "round_ended": "the round ended and new cards were shown since",
    "game_scored": "the game was scored since",
}

_DONE = {"play": "played a card"}


def reveal_reason(event: Any, seat: int, state: Any, names: Sequence[str] | None = None) -> str | None:
    """Why `event` revealed hidden information to `seat` (player's words), or None if it did
    not."""
    if not GAME.reveals(event, seat):
        return None
    return REVEALS.get(event.kind, "something hidden was shown since")


def acted_reason(action: Any, state: Any, names: Sequence[str] | None = None) -> str:
    """Another person's `action` came after the one to take back: "Bo has played a card since"."""
    who = names[action.seat] if names and 0 <= action.seat < len(names) else f"Seat {action.seat + 1}"
    return f"{who} has {_DONE.get(action.kind, 'acted')} since"
