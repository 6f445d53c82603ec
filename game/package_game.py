"""The part of a game definition that only points at the game's own modules.

A game whose package keeps the usual modules (`game/<id>/view.py`, `events.py`, `ai.py`,
`summary.py`, `undo_words.py` (its `WORDS`), `scenario.py`: the checklist in docs/architecture.md) gets
from `PackageGame` every `GameDefinition` member that just calls into them, and the members
that are the same for every game with nothing of its own there (no seat memory, nothing to
redact or to present, no automata, no expert level to tune). Each module is imported when first
asked for, so loading a definition stays cheap; the package is the one the subclass is defined
in, so a game's definition reaches only its own modules.

The subclass gives the static facts (`id`, `title`, `modes`, `ai_levels`, `action_kinds`,
`screen`, ...), `new_game`, `state_from_data`, its actions' data form, its Statistics label
and scores, and its `scenario_start`; it overrides whatever its game does otherwise.
"""
from __future__ import annotations

import importlib
import random
from types import ModuleType
from typing import Any, Mapping

from game.protocol import ModeInfo


class PackageGame:
    title: str
    modes: tuple[ModeInfo, ...]

    def part(self, name: str) -> ModuleType:
        """The module `name` of this game's package (`game.<id>.<name>`)."""
        package = type(self).__module__.rsplit(".", 1)[0]
        return importlib.import_module(f"{package}.{name}")

    # --- the app shell's words -------------------------------------------------------------

    def stats_labels(self) -> tuple[str, ...]:
        return self.part("summary").STANDARD_LABELS

    def summary(self, setup: Any, final: Any) -> str:
        return self.part("summary").summary(setup, final)

    def stats_words(self, label: str) -> str:
        """A Statistics row's label (a `stats_label`, stored in English) in the current language."""
        return self.part("summary").label_words(label)

    def reveal_reason(self, event: Any, seat: int, state: Any, names: Any = None) -> str | None:
        return self.part("undo_words").WORDS.reveal_reason(event, seat, state, names)

    def acted_reason(self, action: Any, state: Any, names: Any = None) -> str:
        return self.part("undo_words").WORDS.acted_reason(action, state, names)

    # --- positions and what a seat sees ----------------------------------------------------

    def mode(self, mode_id: str) -> ModeInfo:
        for m in self.modes:
            if m.id == mode_id:
                return m
        raise ValueError(f"mode: expected {', '.join(m.id for m in self.modes)}, got {str(mode_id)[:40]!r}")

    def new_game(self, mode: str, players: int, seed: int, options: Mapping[str, Any] | None = None) -> Any:
        raise NotImplementedError

    def new_initial_state(self, setup: Any) -> Any:
        return self.new_game(setup.mode, setup.players, setup.seed, setup.options)

    def view(self, state: Any, seat: int, memory: Mapping[int, Any] | None = None) -> Any:
        return self.part("view").seat_view(state, seat)

    def remember(self, memory: dict[int, Any], action: Any, before: Any, after: Any) -> None:
        """Nothing: what a seat saw stays in the state while it matters."""

    def redact(self, event: Any, seat: int) -> Any:
        """Nothing to blank: no event names a card its reader may not see."""
        return event

    def presented_events(self, before: Any, action: Any, events: list, after: Any) -> list:
        return events

    def view_from_data(self, data: Any) -> Any:
        return self.part("view").view_from_data(data)

    def event_from_data(self, data: Any) -> Any:
        return self.part("events").event_from_data(data)

    # --- players that are not people -------------------------------------------------------

    def make_controller(self, level: str, seat: int | None = None, **options: Any) -> Any:
        return self.part("ai").make(level, seat, **options)

    def check_ai_tuning(self, tuning: Mapping[str, Any]) -> None:
        """Only `iterations` (hard's playouts): there is no expert level to switch parts of."""
        if tuning.get("expert_off") or tuning.get("expert_options"):
            raise ValueError(f"{self.title} has no expert level to tune (--expert-off, --expert-set)")
        if tuning.get("time_cap_ms"):
            raise ValueError(f"--time-cap-ms: {self.title}'s hard keeps config's cap")

    def tuned_controller(self, level: str, seat: int, tuning: Mapping[str, Any]) -> Any:
        budget = tuning.get("iterations") if level == "hard" else None
        return self.make_controller(level, seat, **({"iterations": budget} if budget else {}))

    def automata(self, mode: str) -> dict[int, Any]:
        return {}

    def random_game(self, mode: str, players: int, seed: int, rng: random.Random,
                    options: Mapping[str, Any] | None = None) -> tuple[Any, int]:
        from game.simulate import play_randomly
        return play_randomly(self.new_game(mode, players, seed, options), rng)

    # --- scenario files ----------------------------------------------------------------------

    def run_scenario(self, data: Mapping[str, Any]) -> dict[str, Any]:
        return self.part("scenario").run_scenario(data)
