"""Bugspiel behind the game protocol (`game.protocol`): static facts and factories.

The rules live in `game.bugspiel.state` (and `setup` for the first position); this module only
points at them, so records, simulate, arena and scenario serve Bugspiel as they serve the other
games."""
from __future__ import annotations

from typing import Any, Mapping

from game.bugspiel.actions import ACTION_KINDS, Action, action_from_data, action_to_data
from game.bugspiel.setup import new_game
from game.bugspiel.state import BugspielState
from game.i18n import N_
from game.options import CHOICE, Choice, OptionSpec
from game.package_game import PackageGame
from game.protocol import NOBODY, ModeInfo, ScenarioStart

MODE = "sequential"
BOARD = OptionSpec("board", CHOICE, N_("Board"), "small (10 tiles) or large (19 tiles)",
                   (Choice("small", N_("Small: 10 tiles")), Choice("large", N_("Large: 19 tiles"))), default="small",
                   report="{} board")
MODES = (ModeInfo(MODE, N_("Bugspiel"), (2, 3, 4), option_specs=(BOARD,)),)


class Bugspiel(PackageGame):
    id = "bugspiel"
    title = N_("Bugspiel")              # words (N_) translated where shown
    modes = MODES
    ai_levels = ("random", "easy", "normal", "hard", "expert")
    action_kinds = ACTION_KINDS
    screen = "scenes.bugspiel.screen"
    low_score_wins = False
    campaign = None                    # no campaign, no settings of its own, no post-game review
    settings = ()
    review = None
    coach = "game.bugspiel.coach"      # its KIT: the hint (game/coach/); no review yet
    # Hands, markets and the board are open: the decks are the game's only secret (section 1).
    # So what the base says holds here too: no seat memory (a seat knows nothing the open
    # position does not say), nothing to redact (no event names a card still in a deck).
    hidden_data = {"bug_deck": NOBODY, "bonus_deck": NOBODY}

    # --- the app shell's words (records list, statistics) -----------------------------------

    def stats_label(self, setup: Any) -> str:
        from game.bugspiel.summary import stats_label
        return stats_label(setup.players, setup.options.get("board", "small"))

    def result_scores(self, state: BugspielState) -> tuple[int, ...]:
        return tuple(state.scores)

    # --- positions, reveals, actions as data -------------------------------------------------

    def new_game(self, mode: str, players: int, seed: int, options: Mapping[str, Any] | None = None) -> BugspielState:
        self.mode(mode)
        return new_game(seed, players, (options or {}).get("board") or "small")

    def state_from_data(self, data: Mapping[str, Any]) -> BugspielState:
        return BugspielState.from_data(data)

    def reveals(self, event: Any, seat: int) -> bool:
        """A purchase that turned deck cards face up into a market shows every seat what was
        hidden (the decks are the game's only secret)."""
        return event.kind == "card_bought" and bool(event.refilled)

    def view(self, state: BugspielState, seat: int, memory: Mapping[int, Any] | None = None) -> Any:
        """The seat's view, with how often it faced this position before (its memory)."""
        from dataclasses import replace
        from game.bugspiel.repetition import repeats
        from game.bugspiel.view import seat_view
        view, n = seat_view(state, seat), repeats(memory, state, seat)
        return replace(view, repeats=n) if n else view

    def remember(self, memory: dict[int, Any], action: Any, before: BugspielState, after: BugspielState) -> None:
        """The seat to act next faces its position once more (game/bugspiel/repetition.py)."""
        from game.bugspiel.repetition import note
        note(memory, after)

    def action_from_data(self, data: Any) -> Action:
        return action_from_data(data)

    def action_to_data(self, action: Action) -> dict[str, Any]:
        return action_to_data(action)

    # --- players that are not people ---------------------------------------------------------

    def check_ai_tuning(self, tuning: Mapping[str, Any]) -> None:
        """`iterations` (hard's and expert's determinized deals), `time_cap_ms` and expert's
        options (--expert-set: config/bugspiel.yaml ai.expert keys); expert has no parts to
        switch off."""
        if tuning.get("expert_off"):
            raise ValueError("Bugspiel's expert has no parts to switch off (--expert-off); "
                             "use --expert-set, e.g. depth=16")
        if tuning.get("expert_options"):
            self.tuned_controller("expert", 0, tuning)       # ValueError naming a bad key

    def tuned_controller(self, level: str, seat: int, tuning: Mapping[str, Any]) -> Any:
        searching = level in ("hard", "expert")
        options: dict[str, Any] = {k: tuning.get(k) for k in ("iterations", "time_cap_ms")
                                   if searching and tuning.get(k)}
        if level == "expert" and tuning.get("expert_options"):
            options["options"] = dict(tuning["expert_options"])
        return self.make_controller(level, seat, **options)

    # --- scenario files ----------------------------------------------------------------------

    def scenario_start(self, data: Mapping[str, Any]) -> ScenarioStart:
        from game.bugspiel.scenario import build_start
        state = build_start(data)
        return ScenarioStart(MODE, state.players, {"board": state.board}, state)


GAME = Bugspiel()
__all__ = ["GAME", "MODE"]
