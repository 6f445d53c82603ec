"""Bugspiel's words for a refused undo (its `WORDS`, a game.undo_words.UndoWords). Which events
reveal something is the definition's own fact (`Bugspiel.reveals`: a market refilled from a
deck); this only words it, per market."""
from __future__ import annotations

from typing import Any, Sequence

from game.bugspiel.definition import GAME
from game.i18n import N_, _
from game.undo_words import UndoWords

REFILLED = {"bugs": N_("new bug cards were turned up in the market since"),
            "bonuses": N_("new bonus cards were turned up in the market since")}

DONE = {"buy_bug": N_("{name} has bought a bug since"), "buy_bonus": N_("{name} has bought a bonus card since"),
        "play": N_("{name} has played a bug since"), "move": N_("{name} has moved a bug since"),
        "bonus": N_("{name} has played a bonus card since"), "pass": N_("{name} has passed since")}


class BugspielUndoWords(UndoWords):
    def shown(self, event: Any, seat: int, state: Any, names: Sequence[str] | None) -> str:
        """A purchase's refill, by the market it refilled."""
        return _(REFILLED[event.market]) if getattr(event, "market", None) in REFILLED else super().shown(
            event, seat, state, names)


WORDS = BugspielUndoWords(GAME.reveals, {}, DONE)

