"""Back Alley Bones behind the game protocol (`game.protocol`): static facts and factories.

The rules live in `game.back_alley_bones.state`; this module only points at them, so records,
simulate, arena and scenario serve Back Alley Bones as they serve the other games.
"""
from __future__ import annotations

import random
from typing import Any, Mapping

from game.back_alley_bones.actions import ACTION_KINDS, Action, action_from_data, action_to_data
from game.back_alley_bones.state import FOUR_TEN, FULL_CREW, BonesState, new_game
from game.options import CHOICES, Choice, OptionSpec
from game.protocol import ModeInfo, ScenarioStart

MODE = "alley"
# The full game's additions (BACK_ALLEY_BONES.md §9), either, both or none.
VARIANTS = OptionSpec("variants", CHOICES, "Full game", "four_ten,full_crew (either, both or none)",
                      (Choice(FOUR_TEN, "Points and Side Bets 4 and 10 (the Fix)"),
                       Choice(FULL_CREW, "All four characters: keep 3 (the Flex)")),
                      default=())
MODES = (ModeInfo(MODE, "Back Alley Bones", (2,), option_specs=(VARIANTS,)),)

# Events that show every seat something it could not see before.
REVEALING = frozenset({"hands_dealt", "points_revealed", "grub_taken", "side_bets_revealed"})
# Events that show the other seat a card its actor held.
SHOWN_TO_THE_OTHER = frozenset({"card_played", "cheat_pending", "card_burned", "cheat_countered", "cards_kept",
                                "ability_used"})
# Events that show their own seat a card it could not see (a draw, a sniff).
SHOWN_TO_THE_ACTOR = frozenset({"cards_drawn", "grub_sniffed"})


class BackAlleyBones:
    id = "back_alley_bones"
    title = "Back Alley Bones"
    modes = MODES
    ai_levels = ("random", "easy", "normal", "hard")
    action_kinds = ACTION_KINDS
    screen = "scenes.back_alley_bones.screen"
    low_score_wins = False             # the highest Grub total wins
    campaign = None                    # no campaign, no settings of its own, no post-game review
    settings = ()
    review = None

    # --- the app shell's words (records list, statistics) -----------------------------------

    def stats_label(self, setup: Any) -> str:
        from game.back_alley_bones.summary import stats_label
        return stats_label(tuple(setup.options.get("variants", ())))

    def stats_labels(self) -> tuple[str, ...]:
        from game.back_alley_bones.summary import STANDARD_LABELS
        return STANDARD_LABELS

    def result_scores(self, state: BonesState) -> tuple[int, ...]:
        return tuple(state.grub)

    def summary(self, setup: Any, final: BonesState) -> str:
        from game.back_alley_bones.summary import summary
        return summary(setup, final)

    def mode(self, mode_id: str) -> ModeInfo:
        if mode_id == MODE:
            return MODES[0]
        raise ValueError(f"mode: expected {MODE}, got {str(mode_id)[:40]!r}")

    def new_game(self, mode: str, players: int, seed: int, options: Mapping[str, Any] | None = None) -> BonesState:
        self.mode(mode)
        if players != 2:
            raise ValueError(f"players: Back Alley Bones is for 2 players, got {str(players)[:20]}")
        return new_game(seed, tuple((options or {}).get("variants", ())))[0]

    def new_initial_state(self, setup: Any) -> BonesState:
        return self.new_game(setup.mode, setup.players, setup.seed, setup.options)

    def state_from_data(self, data: Mapping[str, Any]) -> BonesState:
        return BonesState.from_data(data)

    def view(self, state: BonesState, seat: int, memory: Mapping[int, Any] | None = None) -> Any:
        from game.back_alley_bones.view import seat_view
        return seat_view(state, seat)

    def remember(self, memory: dict[int, Any], action: Any, before: Any, after: Any) -> None:
        """Nothing: what a seat saw (its hand, its sniffed cards) stays in the state while it matters."""

    def reveals(self, event: Any, seat: int) -> bool:
        if event.kind in REVEALING:
            return True
        if event.kind in SHOWN_TO_THE_OTHER:
            return seat != event.seat
        return event.kind in SHOWN_TO_THE_ACTOR and seat == event.seat

    def reveal_reason(self, event: Any, seat: int, state: Any, names: Any = None) -> str | None:
        from game.back_alley_bones.undo_words import reveal_reason
        return reveal_reason(event, seat, state, names)

    def acted_reason(self, action: Any, state: Any, names: Any = None) -> str:
        from game.back_alley_bones.undo_words import acted_reason
        return acted_reason(action, state, names)

    def redact(self, event: Any, seat: int) -> Any:
        """Nothing to blank: no event names a card its reader may not see (a draw or a sniff
        says how many; the cards are in the seat's own view)."""
        return event

    def presented_events(self, before: Any, action: Any, events: list, after: Any) -> list:
        return events

    def action_from_data(self, data: Any) -> Action:
        return action_from_data(data)

    def action_to_data(self, action: Action) -> dict[str, Any]:
        return action_to_data(action)

    def view_from_data(self, data: Any):
        from game.back_alley_bones.view import view_from_data
        return view_from_data(data)

    def event_from_data(self, data: Any):
        from game.back_alley_bones.events import event_from_data
        return event_from_data(data)

    def make_controller(self, level: str, seat: int | None = None, **options: Any) -> Any:
        from game.back_alley_bones.ai import make
        return make(level, seat, **options)

    def check_ai_tuning(self, tuning: Mapping[str, Any]) -> None:
        """Only `iterations` (hard's determinizations): there is no expert level to switch parts of."""
        if tuning.get("expert_off") or tuning.get("expert_options"):
            raise ValueError("Back Alley Bones has no expert level to tune (--expert-off, --expert-set)")
        if tuning.get("time_cap_ms"):
            raise ValueError("--time-cap-ms: Back Alley Bones' hard keeps config's cap")

    def tuned_controller(self, level: str, seat: int, tuning: Mapping[str, Any]) -> Any:
        budget = tuning.get("iterations") if level == "hard" else None
        return self.make_controller(level, seat, **({"iterations": budget} if budget else {}))

    def automata(self, mode: str) -> dict[int, Any]:
        return {}

    def random_game(self, mode: str, players: int, seed: int, rng: random.Random,
                    options: Mapping[str, Any] | None = None) -> tuple[BonesState, int]:
        from game.simulate import play_randomly
        return play_randomly(self.new_game(mode, players, seed, options), rng)

    def run_scenario(self, data: Mapping[str, Any]) -> dict[str, Any]:
        from game.back_alley_bones.scenario import run_scenario
        return run_scenario(data)

    def scenario_start(self, data: Mapping[str, Any]) -> ScenarioStart:
        from game.back_alley_bones.scenario import build_start
        state = build_start(data)
        return ScenarioStart(MODE, 2, {"variants": sorted(state.variants)}, state)


GAME = BackAlleyBones()
__all__ = ["GAME", "MODE"]
