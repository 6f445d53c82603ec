"""Bugspiel behind the game protocol (`game.protocol`): static facts and factories.

The rules live in `game.bugspiel.state` (and `setup` for the first position); this module only
points at them, so records, simulate, arena and scenario serve Bugspiel as they serve the other
games."""
from __future__ import annotations

import random
from typing import Any, Mapping

from game.bugspiel.actions import ACTION_KINDS, Action, action_from_data, action_to_data
from game.bugspiel.setup import new_game
from game.bugspiel.state import BugspielState
from game.options import CHOICE, Choice, OptionSpec
from game.protocol import ModeInfo, ScenarioStart

MODE = "sequential"
BOARD = OptionSpec("board", CHOICE, "Board", "small (10 tiles) or large (19 tiles)",
                   (Choice("small", "Small: 10 tiles"), Choice("large", "Large: 19 tiles")), default="small",
                   report="{} board")
MODES = (ModeInfo(MODE, "Bugspiel", (2, 3, 4), option_specs=(BOARD,)),)


class Bugspiel:
    id = "bugspiel"
    title = "Bugspiel"
    modes = MODES
    ai_levels = ("random", "easy", "normal", "hard", "expert")
    action_kinds = ACTION_KINDS
    screen = "scenes.bugspiel.screen"
    low_score_wins = False
    campaign = None                    # no campaign, no settings of its own, no post-game review
    settings = ()
    review = None
    coach = None                       # no coach kit yet (game/coach/)

    # --- the app shell's words (records list, statistics) -----------------------------------

    def stats_label(self, setup: Any) -> str:
        from game.bugspiel.summary import stats_label
        return stats_label(setup.players, setup.options.get("board", "small"))

    def stats_labels(self) -> tuple[str, ...]:
        from game.bugspiel.summary import STANDARD_LABELS
        return STANDARD_LABELS

    def result_scores(self, state: BugspielState) -> tuple[int, ...]:
        return tuple(state.scores)

    def summary(self, setup: Any, final: BugspielState) -> str:
        from game.bugspiel.summary import summary
        return summary(setup, final)

    def mode(self, mode_id: str) -> ModeInfo:
        if mode_id == MODE:
            return MODES[0]
        raise ValueError(f"mode: expected {MODE}, got {str(mode_id)[:40]!r}")

    def new_game(self, mode: str, players: int, seed: int, options: Mapping[str, Any] | None = None) -> BugspielState:
        self.mode(mode)
        return new_game(seed, players, (options or {}).get("board") or "small")

    def new_initial_state(self, setup: Any) -> BugspielState:
        return self.new_game(setup.mode, setup.players, setup.seed, setup.options)

    def state_from_data(self, data: Mapping[str, Any]) -> BugspielState:
        return BugspielState.from_data(data)

    def view(self, state: BugspielState, seat: int, memory: Mapping[int, Any] | None = None) -> Any:
        from game.bugspiel.view import seat_view
        return seat_view(state, seat)

    def remember(self, memory: dict[int, Any], action: Any, before: Any, after: Any) -> None:
        """Nothing: a seat knows nothing the open position does not say."""

    def reveals(self, event: Any, seat: int) -> bool:
        """A purchase that turned deck cards face up into a market shows every seat what was
        hidden (the decks are the game's only secret)."""
        return event.kind == "card_bought" and bool(event.refilled)

    def reveal_reason(self, event: Any, seat: int, state: Any, names: Any = None) -> str | None:
        from game.bugspiel.undo_words import reveal_reason
        return reveal_reason(event, seat, state, names)

    def acted_reason(self, action: Any, state: Any, names: Any = None) -> str:
        from game.bugspiel.undo_words import acted_reason
        return acted_reason(action, state, names)

    def redact(self, event: Any, seat: int) -> Any:
        """Nothing to blank: no event names a card still in a deck."""
        return event

    def presented_events(self, before: Any, action: Any, events: list, after: Any) -> list:
        return events

    def action_from_data(self, data: Any) -> Action:
        return action_from_data(data)

    def action_to_data(self, action: Action) -> dict[str, Any]:
        return action_to_data(action)

    def view_from_data(self, data: Any):
        from game.bugspiel.view import view_from_data
        return view_from_data(data)

    def event_from_data(self, data: Any):
        from game.bugspiel.events import event_from_data
        return event_from_data(data)

    def make_controller(self, level: str, seat: int | None = None, **options: Any) -> Any:
        from game.bugspiel.ai import make
        return make(level, seat, **options)

    def check_ai_tuning(self, tuning: Mapping[str, Any]) -> None:
        """Only `iterations` (hard's and expert's determinized deals) and `time_cap_ms`: expert has
        no parts to switch off."""
        if tuning.get("expert_off") or tuning.get("expert_options"):
            raise ValueError("Bugspiel's expert has no parts to tune (--expert-off, --expert-set)")

    def tuned_controller(self, level: str, seat: int, tuning: Mapping[str, Any]) -> Any:
        searching = level in ("hard", "expert")
        options = {k: tuning.get(k) for k in ("iterations", "time_cap_ms") if searching and tuning.get(k)}
        return self.make_controller(level, seat, **options)

    def automata(self, mode: str) -> dict[int, Any]:
        return {}

    def random_game(self, mode: str, players: int, seed: int, rng: random.Random,
                    options: Mapping[str, Any] | None = None) -> tuple[BugspielState, int]:
        from game.simulate import play_randomly
        return play_randomly(self.new_game(mode, players, seed, options), rng)

    def run_scenario(self, data: Mapping[str, Any]) -> dict[str, Any]:
        from game.bugspiel.scenario import run_scenario
        return run_scenario(data)

    def scenario_start(self, data: Mapping[str, Any]) -> ScenarioStart:
        from game.bugspiel.scenario import build_start
        state = build_start(data)
        return ScenarioStart(MODE, state.players, {"board": state.board}, state)


GAME = Bugspiel()
__all__ = ["GAME", "MODE"]
