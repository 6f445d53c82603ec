"""The game in progress: the game's state, who controls each seat, and AI thinking off the
UI thread. No pygame here: the scene asks the Match what may happen and animates the events
the Match returns from the engine. It works for any registered game (`game.protocol`): the
setup names the game, and the game definition supplies views, automata and seat memory.
"""
from __future__ import annotations

import random
from typing import Any, Iterable

from game.controllers import Controller
from game.protocol import GameState, Refusal
from game.record import GameRecord
from game.setup import GameSetup
from game.ai.worker import Decision, Thinker
from game.undo import UndoCheck, rewind, undo_target


def make_ai(level: str, fallback: str, game: Any, seat: int | None = None) -> Controller:
    """The controller for `level` from the game's definition, or the fallback level when that
    one does not exist yet."""
    try:
        return game.make_controller(level, seat)
    except ValueError:
        return game.make_controller(fallback, seat)


class Match:
    """Applies actions to the engine and runs AI seats in a worker thread.

    The seats are those of `setup`: a human seat is played from the screen, every other seat
    by the controller its setup names (an automaton seat). AI seats are given only
    their SeatView, never the State. `record` grows with every applied action, so it is
    always the whole game so far (what saves and replays store). `watch_only`: nobody acts
    on their own (the replay viewer applies the record's actions itself)."""

    def __init__(self, setup: GameSetup, record: GameRecord | None = None, state: GameState | None = None,
                 fallback_level: str = "random", watch_only: bool = False):
        self.setup = setup
        self.seed = setup.seed
        self.record = setup.record()
        if record is not None:
            self.record.assisted = record.assisted
        # A scenario position (screenshots, tests) may start where no seed deals; it is then
        # not replayable from the seed alone: `start_state` is where the record's actions begin.
        self.state = state if state is not None else self.record.start()
        self.start_state = self.state          # where record.actions begin (undo replays from here)
        self.humans = frozenset() if watch_only else frozenset(setup.humans)
        self.game = setup.definition
        self.controllers: dict[int, Controller] = {} if watch_only else {
            s: make_ai(seat.control, fallback_level, self.game, s)
            for s, seat in enumerate(setup.seats) if not seat.human}
        if not watch_only:
            self.controllers.update(self.game.automata(setup.mode))
        # What each seat remembers that the state does not say (its own face-down discard).
        self.memory: dict[int, Any] = {}
        self.actions_applied = 0
        # One cancellable decision per thinking seat (game.ai.worker): an undo, a new game or
        # quitting stops a search at its next check, and the next request starts at once.
        self._pending: dict[int, tuple[Decision, float]] = {}
        # The seats think in turn: three searching at once starved the UI thread (frames of
        # 50-107 ms while every seat chose at once; bench/frames.py).
        self._thinker = Thinker()
        self._undo_cache: dict[tuple[int, int], UndoCheck] = {}
        # A resumed game's past, as the screen would have shown it: (position after, the events
        # presented) per action of `record`, so the log reads as it did when it was played.
        self.resumed: list[tuple[GameState, list]] = []
        for act in (record.actions if record is not None else ()):
            events = self.apply(act)
            self.resumed.append((self.state, events))

    def note_hint(self, seat: int) -> None:
        """`seat` asked the coach for a hint: the game counts as assisted for it."""
        if seat not in self.record.assisted:
            self.record.assisted = tuple(sorted((*self.record.assisted, seat)))

    # --- who acts ------------------------------------------------------------------------

    @property
    def seats(self) -> int:
        # The setup's seats plus the mode's engine seats (an automaton, a dummy).
        return len(self.setup.seats) + len(self.game.mode(self.setup.mode).extra_seats)

    def human_decision(self) -> tuple[int, str] | None:
        """(seat, decision) for a human seat that may act now, if any."""
        for seat in sorted(self.humans):
            legal = self.state.legal_actions(seat)
            if legal:
                return seat, legal[0].kind
        return None

    def ai_seats_due(self) -> list[int]:
        """AI seats that may act now (several during a simultaneous choice)."""
        return [s for s in self.controllers if self.state.legal_actions(s)]

    def thinking(self) -> dict[int, float]:
        """Seat -> time its thinking started (scene clock)."""
        return {s: t0 for s, (_f, t0) in self._pending.items()}

    # --- AI thinking -----------------------------------------------------------------------

    def request_ai(self, now: float) -> None:
        """Start thinking for every AI seat that is due and not yet thinking."""
        for seat in self.ai_seats_due():
            if seat in self._pending:
                continue
            view = self.view(seat)
            self._pending[seat] = (self._thinker.submit(self.controllers[seat], view, self.ai_rng(seat)), now)

    def view(self, seat: int) -> Any:
        """What `seat` may see now (the game's view, with what the seat remembers)."""
        return self.game.view(self.state, seat, self.memory)

    def ai_rng(self, seat: int) -> random.Random:
        """The AI's dice for this position: seeded by the game, the seat and the move number,
        so a position reached again (after an undo, or resuming a save) gets the same reply."""
        return random.Random(f"{self.seed}/ai/{seat}/{len(self.record.actions)}")

    def ready_ai(self, now: float, min_think: float) -> list[Any]:
        """Finished AI choices shown thinking for at least `min_think` seconds; stale ones
        (the position changed under them) are dropped and asked again later."""
        out = []
        for seat, (job, t0) in list(self._pending.items()):
            if not job.done or now - t0 < min_think:
                continue
            del self._pending[seat]
            try:
                act = job.poll()
            except Exception as exc:  # an AI bug must not take the table down
                act = self.state.legal_actions(seat)[0] if self.state.legal_actions(seat) else None
                print(f"AI seat {seat} failed ({exc!r}); playing its first legal action")
            if act is not None and self.state.check_action(act) is None:
                out.append(act)
        return out

    # --- acting ----------------------------------------------------------------------------

    def check(self, action: Any) -> Refusal | None:
        return self.state.check_action(action)

    def apply(self, action: Any) -> list:
        """Applies a legal action and returns every event a screen shows for it (the game's
        `presented_events`); raises IllegalAction carrying the Refusal otherwise."""
        before = self.state
        self.state, events = self.state.apply_action(action)
        self.record.actions.append(action)
        self.actions_applied += 1
        self.game.remember(self.memory, action, before, self.state)
        return self.game.presented_events(before, action, events, self.state)

    # --- taking back ---------------------------------------------------------------------------

    def undo_check(self, seat: int, names: list[str] | None = None) -> UndoCheck:
        """May human `seat` take back its last action now (game.undo's rule)? Cached per move."""
        key = (seat, len(self.record.actions))
        check = self._undo_cache.get(key)
        if check is None:
            if len(self._undo_cache) > 16:
                self._undo_cache.clear()
            check = undo_target(self.record, seat, self.humans, names, self.start_state)
            self._undo_cache[key] = check
        return check

    def undo(self, seat: int, names: list[str] | None = None) -> UndoCheck:
        """Take back `seat`'s last action and every AI action after it, if the rule allows:
        pending AI thinking is stopped and the state, record and seat memory become
        those of a replay of the shortened record."""
        check = self.undo_check(seat, names)
        if check.index is None:
            return check
        self.cancel_ai()
        self.state, self.record = rewind(self.record, check.index, self.start_state)
        self.memory = _memory(self.game, self.start_state, self.record.actions)
        self.actions_applied = len(self.record.actions)
        return check

    def set_controller(self, seat: int, controller: Controller | None) -> None:
        """Hand `seat` to `controller` (an AI plays it from now on) or, with None, back to its
        player: a network host's zombie mode. A decision under way for the seat is stopped."""
        pending = self._pending.pop(seat, None)
        if pending is not None:
            pending[0].cancel()
        if controller is None:
            self.controllers.pop(seat, None)
            self.humans = self.humans | {seat}
        else:
            self.controllers[seat] = controller
            self.humans = self.humans - {seat}

    def cancel_ai(self) -> None:
        """Stop AI thinking in progress: a search ends at its next check, its answer unread."""
        for job, _t0 in self._pending.values():
            job.cancel()
        self._pending.clear()

    def close(self) -> None:
        self.cancel_ai()


def _memory(game: Any, start: GameState, actions: Iterable[Any]) -> dict[int, Any]:
    """What each seat remembers after `actions` from `start`, as `Match.apply` keeps it."""
    out: dict[int, Any] = {}
    s = start
    for a in actions:
        before = s
        s, _ = s.apply_action(a)
        game.remember(out, a, before, s)
    return out
