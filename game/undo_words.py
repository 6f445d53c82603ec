"""Why an undo is refused, in a player's words: what every game words the same way.

`game.undo` asks a game's definition for `reveal_reason` and `acted_reason`; a game's
`undo_words` module answers through an `UndoWords` made from its own tables: the words per
event kind that reveals something, and what a seat "has done" per action kind. Which events
reveal something stays the definition's fact (`reveals`); this only words it. Pure."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Mapping, Sequence

from game.i18n import N_, _

SHOWN_SINCE = N_("something hidden was shown since")     # a reveal with no words of its own
ACTED_SINCE = N_("{name} has acted since")                # an action with no words of its own


def seat_words(seat: int, names: Sequence[str] | None) -> str:
    """A seat by its name, or "Seat N" when the names are not known (a record keeps none)."""
    return names[seat] if names and 0 <= seat < len(names) else _("Seat {n}", n=seat + 1)


@dataclass(frozen=True)
class UndoWords:
    """A game's words for a refused undo. `reveals(event, seat)`: the definition's own fact;
    `revealed`: event kind -> why it blocks ("the round ended since"); `done`: action kind ->
    the sentence of what its seat did, `{name}` the seat ("{name} has played a card since";
    others read ACTED_SINCE). Both are catalogue messages (N_), translated here. A game with reveals that depend
    on the event words them in a subclass's `shown`, and may name seats its own way
    (`seat_words`)."""

    reveals: Callable[[Any, int], bool]
    revealed: Mapping[str, str]
    done: Mapping[str, str]

    def reveal_reason(self, event: Any, seat: int, state: Any, names: Sequence[str] | None = None) -> str | None:
        """Why `event` revealed hidden information to `seat` (player's words), or None if it did
        not."""
        if not self.reveals(event, seat):
            return None
        words = self.revealed.get(event.kind)
        return _(words) if words else self.shown(event, seat, state, names)

    def shown(self, event: Any, seat: int, state: Any, names: Sequence[str] | None) -> str:
        """The words of a reveal `revealed` has none for."""
        return _(SHOWN_SINCE)

    def acted_reason(self, action: Any, state: Any, names: Sequence[str] | None = None) -> str:
        """Another person's `action` came after the one to take back: "Bo has played a card since"."""
        return _(self.done.get(action.kind, ACTED_SINCE), name=self.seat_words(action.seat, state, names))

    def seat_words(self, seat: int, state: Any, names: Sequence[str] | None) -> str:
        return seat_words(seat, names)
