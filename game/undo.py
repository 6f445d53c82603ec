"""Taking back an action: when a human may, and the position it rewinds to.

The rule: *a human may take back their own last action until hidden information has been
revealed to them since.* "Since" covers the events of that action itself and of every action
after it (an AI's reply is rewound with it). What counts as a reveal is the game's own fact
(`GameDefinition.reveals`), worded by its `reveal_reason`; another human's action since also
blocks an undo (it is theirs to keep), worded by its `acted_reason`.

Everything works from the game's record (a start position and the list of actions): replaying
`actions[:k]` from the start reproduces any earlier position exactly, so a rewind is a replay
of a shorter list, never a stored snapshot. Pure and deterministic; no pygame.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Iterable, Sequence

from game.i18n import _
from game.protocol import get_game
from game.record import GameRecord


@dataclass(frozen=True)
class UndoCheck:
    """`index`: rewind to `actions[:index]` (just before `action`), or None with `reason`."""
    index: int | None
    reason: str = ""
    action: Any = None

    @property
    def allowed(self) -> bool:
        return self.index is not None


def _replay(start: Any, actions: Iterable[Any]) -> Any:
    s = start
    for a in actions:
        s, _ = s.apply_action(a)
    return s


def undo_target(record: GameRecord, seat: int, humans: Iterable[int] = (), names: Sequence[str] | None = None,
                start: Any = None) -> UndoCheck:
    """May `seat` take back its last action in `record`? `humans`: the seats people play (their
    actions are never rewound by someone else's undo). `start`: the position the record's
    actions begin from (default `record.start()`)."""
    actions = record.actions
    game = get_game(record.game)
    last = next((i for i in range(len(actions) - 1, -1, -1) if actions[i].seat == seat), None)
    if last is None:
        return UndoCheck(None, _("nothing to undo yet"))
    others = set(humans) - {seat}
    s = _replay(start if start is not None else record.start(), actions[:last])
    for i in range(last, len(actions)):
        a = actions[i]
        s, events = s.apply_action(a)
        for e in events:
            why = game.reveal_reason(e, seat, s, names)
            if why is not None:
                return UndoCheck(None, why)
        if i > last and a.seat in others:
            return UndoCheck(None, game.acted_reason(a, s, names))
    return UndoCheck(last, "", actions[last])


def rewind(record: GameRecord, index: int, start: Any = None) -> tuple[Any, GameRecord]:
    """The position after `record.actions[:index]` and the record cut there (a new object)."""
    cut = GameRecord(record.mode, record.players, record.seed, dict(record.options),
                     list(record.actions[:index]), game=record.game, assisted=record.assisted)
    return _replay(start if start is not None else cut.start(), cut.actions), cut
