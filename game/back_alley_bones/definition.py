"""Back Alley Bones behind the game protocol (`game.protocol`): static facts and factories.

The rules live in `game.back_alley_bones.state`; this module only points at them, so records,
simulate, arena and scenario serve Back Alley Bones as they serve the other games.
"""
from __future__ import annotations

from game.i18n import N_
from typing import Any, Mapping

from game.back_alley_bones.actions import ACTION_KINDS, Action, action_from_data, action_to_data
from game.back_alley_bones.state import FOUR_TEN, FULL_CREW, BonesState, new_game
from game.options import CHOICES, Choice, OptionSpec
from game.package_game import PackageGame
from game.protocol import ModeInfo, ScenarioStart

MODE = "alley"
# The full game's additions (BACK_ALLEY_BONES.md §9), either, both or none.
VARIANTS = OptionSpec("variants", CHOICES, N_("Full game"), "four_ten,full_crew (either, both or none)",
                      (Choice(FOUR_TEN, N_("Points and Side Bets 4 and 10 (the Fix)")),
                       Choice(FULL_CREW, N_("All four characters: keep 3 (the Flex)"))),
                      default=())
MODES = (ModeInfo(MODE, N_("Back Alley Bones"), (2,), option_specs=(VARIANTS,)),)

# Events that show every seat something it could not see before.
REVEALING = frozenset({"hands_dealt", "points_revealed", "grub_taken", "side_bets_revealed"})
# Events that show the other seat a card its actor held.
SHOWN_TO_THE_OTHER = frozenset({"card_played", "cheat_pending", "card_burned", "cheat_countered", "cards_kept",
                                "ability_used"})
# Events that show their own seat a card it could not see (a draw, a sniff).
SHOWN_TO_THE_ACTOR = frozenset({"cards_drawn", "grub_sniffed"})


class BackAlleyBones(PackageGame):
    id = "back_alley_bones"
    title = N_("Back Alley Bones")      # words (N_) translated where shown
    modes = MODES
    ai_levels = ("random", "easy", "normal", "hard")
    action_kinds = ACTION_KINDS
    screen = "scenes.back_alley_bones.screen"
    low_score_wins = False             # the highest Grub total wins
    campaign = None                    # no campaign, no settings of its own, no post-game review
    settings = ()
    review = None
    coach = None                       # no coach kit (game/coach/)
    # What the base says of every such game holds here: no seat memory (what a seat saw, its
    # hand and its sniffed cards, stays in the state while it matters), nothing to redact (a
    # draw or a sniff says how many; the cards are in the seat's own view), no automata.

    # --- the app shell's words (records list, statistics) -----------------------------------

    def stats_label(self, setup: Any) -> str:
        from game.back_alley_bones.summary import stats_label
        return stats_label(tuple(setup.options.get("variants", ())))

    def result_scores(self, state: BonesState) -> tuple[int, ...]:
        return tuple(state.grub)

    # --- positions, reveals, actions as data -------------------------------------------------

    def new_game(self, mode: str, players: int, seed: int, options: Mapping[str, Any] | None = None) -> BonesState:
        self.mode(mode)
        if players != 2:
            raise ValueError(f"players: Back Alley Bones is for 2 players, got {str(players)[:20]}")
        return new_game(seed, tuple((options or {}).get("variants", ())))[0]

    def state_from_data(self, data: Mapping[str, Any]) -> BonesState:
        return BonesState.from_data(data)

    def reveals(self, event: Any, seat: int) -> bool:
        if event.kind in REVEALING:
            return True
        if event.kind in SHOWN_TO_THE_OTHER:
            return seat != event.seat
        return event.kind in SHOWN_TO_THE_ACTOR and seat == event.seat

    def action_from_data(self, data: Any) -> Action:
        return action_from_data(data)

    def action_to_data(self, action: Action) -> dict[str, Any]:
        return action_to_data(action)

    def scenario_start(self, data: Mapping[str, Any]) -> ScenarioStart:
        from game.back_alley_bones.scenario import build_start
        state = build_start(data)
        return ScenarioStart(MODE, 2, {"variants": sorted(state.variants)}, state)


GAME = BackAlleyBones()
__all__ = ["GAME", "MODE"]
