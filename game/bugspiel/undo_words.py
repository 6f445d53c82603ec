"""Why an undo is refused at a Bugspiel table, in a player's words: what `game.undo` asks the
definition (`reveal_reason`, `acted_reason`). Which events reveal something is the definition's
own fact (`Bugspiel.reveals`: a market refilled from a deck); this only words it."""
from __future__ import annotations

from typing import Any, Sequence

from game.bugspiel.definition import GAME

REFILLED = {"bugs": "new bug cards were turned up in the market since",
            "bonuses": "new bonus cards were turned up in the market since"}

_DONE = {"buy_bug": "bought a bug", "buy_bonus": "bought a bonus card", "play": "played a bug",
         "move": "moved a bug", "bonus": "played a bonus card", "pass": "passed"}


def _name(seat: int, names: Sequence[str] | None) -> str:
    return names[seat] if names and 0 <= seat < len(names) else f"Seat {seat + 1}"


def reveal_reason(event: Any, seat: int, state: Any, names: Sequence[str] | None = None) -> str | None:
    """Why `event` revealed hidden cards to `seat` (player's words), or None if it did not."""
    if not GAME.reveals(event, seat):
        return None
    return REFILLED[event.market]


def acted_reason(action: Any, state: Any, names: Sequence[str] | None = None) -> str:
    """Another person's `action` came after the one to take back: "Bo has bought a bug since"."""
    return f"{_name(action.seat, names)} has {_DONE.get(action.kind, 'acted')} since"
