"""Taking back an action: when a human may, and the position it rewinds to.

The rule: *a human may take back their own last action until hidden information has been
revealed to them since.* "Since" covers the events of that action itself and of every action
after it (an AI's reply is rewound with it). What counts as a reveal is `reveal_reason`, with
the plain cases listed in `REVEALS`; another human's action since also blocks an undo (it is
theirs to keep).

Everything works from the game's record (a start position and the list of actions): replaying
`actions[:k]` from the start reproduces any earlier position exactly, so a rewind is a replay
of a shorter list, never a stored snapshot. Pure and deterministic; no pygame.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Iterable, Sequence

from game.bug_council.actions import Action
from game.bug_council.log import seat_name
from game.protocol import get_game
from game.record import GameRecord
from game.bug_council.state import State

# The words that tell a player why their undo is refused, per event kind that always reveals
# something (which kinds reveal is the game's fact: `BugCouncil.reveals`).
REVEALS: dict[str, str] = {
    "dealt": "a new Age was dealt since",
    "declarations_revealed": "the declarations were revealed since",
    "pyramid_flipped": "a pyramid card was flipped since",
    "emissary_drew": "an Emissary card was drawn since",
    "age_scored": "the Age was scored since",          # every hand's last card is shown
    "game_ended": "the game is over",
    # Party Bugs
    "game_set_up": "a new game was set up since",
    "plays_revealed": "the played cards were revealed since",
    "round_ended": "the round ended and new cards were shown since",
    "game_scored": "the game was scored since",
}
# Conditional reveals (`BugCouncil.reveals`), worded in `reveal_reason`:
# * "card_played" chosen by another seat (its next card was hidden in that seat's hand);
# * "personality_triggered" when the Thief swaps a card with you, or the Card Shark shows the
#   cards it collected (its "takes N face-down cards" shows nothing).

_DONE = {"declare": "declared", "discard": "discarded", "play": "played a card",
         "emissary": "played a card", "visit": "visited the Council"}


@dataclass(frozen=True)
class UndoCheck:
    """`index`: rewind to `actions[:index]` (just before `action`), or None with `reason`."""
    index: int | None
    reason: str = ""
    action: Action | None = None

    @property
    def allowed(self) -> bool:
        return self.index is not None


def reveal_reason(event: Any, seat: int, state: State, names: Sequence[str] | None = None,
                  game: Any = None) -> str | None:
    """Why `event` revealed hidden information to `seat` (player's words), or None if it did
    not. Whether it did is the game's own fact (`GameDefinition.reveals`); this only words it."""
    if not (game or get_game("bug_council")).reveals(event, seat):
        return None
    kind = event.kind
    if kind in REVEALS:
        return REVEALS[kind]
    if kind == "card_played":
        return f"{seat_name(state, event.seat, list(names) if names else None)} has played a card since"
    if kind == "personality_triggered" and event.personality == "thief":
        return "the Thief swapped a card with you since"
    if kind == "personality_triggered" and event.personality == "card_shark":
        return "the Card Shark showed its cards since"
    return "something hidden was shown since"


def _replay(start: State, actions: Iterable[Action]) -> State:
    s = start
    for a in actions:
        s, _ = s.apply_action(a)
    return s


def undo_target(record: GameRecord, seat: int, humans: Iterable[int] = (), names: Sequence[str] | None = None,
                start: State | None = None) -> UndoCheck:
    """May `seat` take back its last action in `record`? `humans`: the seats people play (their
    actions are never rewound by someone else's undo). `start`: the position the record's
    actions begin from (default `record.start()`)."""
    actions = record.actions
    game = get_game(record.game)
    last = next((i for i in range(len(actions) - 1, -1, -1) if actions[i].seat == seat), None)
    if last is None:
        return UndoCheck(None, "nothing to undo yet")
    others = set(humans) - {seat}
    s = _replay(start if start is not None else record.start(), actions[:last])
    for i in range(last, len(actions)):
        a = actions[i]
        s, events = s.apply_action(a)
        for e in events:
            why = reveal_reason(e, seat, s, names, game)
            if why is not None:
                return UndoCheck(None, why)
        if i > last and a.seat in others:
            who = seat_name(s, a.seat, list(names) if names else None)
            return UndoCheck(None, f"{who} has {_DONE.get(a.kind, 'acted')} since")
    return UndoCheck(last, "", actions[last])


def rewind(record: GameRecord, index: int, start: State | None = None) -> tuple[State, GameRecord]:
    """The position after `record.actions[:index]` and the record cut there (a new object)."""
    cut = GameRecord(record.mode, record.players, record.seed, dict(record.options),
                     list(record.actions[:index]), game=record.game, assisted=record.assisted)
    return _replay(start if start is not None else cut.start(), cut.actions), cut
