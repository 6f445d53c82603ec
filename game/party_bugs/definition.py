"""Party Bugs behind the game protocol (`game.protocol`): static facts and factories.

The rules live in `game.party_bugs.state`; this module only points at them, so records,
simulate, arena and scenario serve Party Bugs as they serve Bug Council.
"""
from __future__ import annotations

from game.i18n import N_
from typing import Any, Mapping

from game.party_bugs import events as ev
from game.party_bugs.cards import parse_card
from game.party_bugs.state import ACTION_KINDS, FACE_DOWN, SERIES, Action, PartyState, new_game
from game.options import CHOICES, Choice, OptionSpec
from game.package_game import PackageGame
from game.protocol import ModeInfo, ScenarioStart

# The rulebook's two variants, either, both or none (rules/PARTY_BUGS.md).
VARIANTS = OptionSpec("variants", CHOICES, N_("Variants"), "face_down,series (either, both or none)",
                      (Choice(FACE_DOWN, N_("Variant One: a face-down card")), Choice(SERIES, N_("Variant Two: a series"))),
                      default=())
MODES = (ModeInfo("party", N_("Party Bugs"), (2, 3, 4, 5, 6), option_specs=(VARIANTS,)),)

# Events that show every seat something it could not see before.
REVEALING = frozenset({"game_set_up", "plays_revealed", "round_ended", "game_scored"})


class PartyBugs(PackageGame):
    id = "party_bugs"
    title = N_("Party Bugs")      # words (N_) translated where shown
    modes = MODES
    ai_levels = ("random", "easy", "normal", "hard", "expert")
    action_kinds = ACTION_KINDS
    screen = "scenes.party_bugs.screen"     # the app's plug-in: table, replay viewer, help
    record_kind = "party-bugs-record"
    low_score_wins = True              # the lowest total wins: the statistics keep the lowest
    campaign = None                    # no campaign, no settings of its own
    settings = ()
    review = "game.party_bugs.review"  # the post-game review (game/review_worker.py)
    coach = "game.party_bugs.coach"    # its coach kit (game/coach/): hint, review, status
    # What the base says of every such game holds here: no seat memory (a seat's hidden
    # choices stay in the state until they are revealed), nothing to redact (a secret play or
    # a face-down card is announced by seat only, CardChosen and CardHidden, and its value
    # travels in the reveal's events), no automata (Roachy's takes happen inside the rules).

    # --- the app shell's words (records list, statistics) -----------------------------------

    def stats_label(self, setup: Any) -> str:
        from game.party_bugs.summary import stats_label
        return stats_label(setup.players, tuple(setup.options.get("variants", ())))

    def result_scores(self, state: PartyState) -> tuple[int, ...]:
        from game.party_bugs.summary import result_scores
        return result_scores(state)

    # --- positions, reveals, actions as data -------------------------------------------------

    def new_game(self, mode: str, players: int, seed: int, options: Mapping[str, Any] | None = None) -> PartyState:
        self.mode(mode)
        return new_game(players, seed, tuple((options or {}).get("variants", ())))[0]

    def state_from_data(self, data: Mapping[str, Any]) -> PartyState:
        return PartyState.from_data(data)

    def reveals(self, event: Any, seat: int) -> bool:
        return event.kind in REVEALING

    def action_from_data(self, data: Any) -> Action:
        if not isinstance(data, dict) or "seat" not in data:
            raise ValueError("expected a mapping like {seat: 0, take: 5a}")
        kinds = [k for k in ACTION_KINDS if k in data]
        if len(kinds) != 1:
            raise ValueError("expected exactly one of hide, play, take, mirror")
        arg = data[kinds[0]]
        seat = data["seat"]
        if not isinstance(seat, int) or isinstance(seat, bool):
            raise ValueError("seat: expected a whole number")
        return Action(kinds[0], seat, None if arg is None else parse_card(arg))

    def action_to_data(self, action: Action) -> dict[str, Any]:
        from game.party_bugs.cards import card_str
        return {"seat": action.seat, action.kind: None if action.arg is None else card_str(action.arg)}

    def make_controller(self, level: str, seat: int | None = None, **options: Any) -> Any:
        if level == "expert":
            from game.party_bugs.expert import make_expert
            return make_expert(seat, **options)
        from game.party_bugs.ai import make
        return make(level, seat, **options)

    def check_ai_tuning(self, tuning: Mapping[str, Any]) -> None:
        """`iterations` (hard's and expert's playouts) and expert's options (--expert-set:
        config/ai.yaml party_bugs.expert keys); expert has no parts to switch off."""
        if tuning.get("expert_off"):
            raise ValueError("Party Bugs' expert has no parts to switch off (--expert-off); "
                             "use --expert-set, e.g. endgame=false")
        if tuning.get("expert_options"):
            from game.party_bugs.expert import make_expert
            make_expert(0, **dict(tuning["expert_options"]))     # ValueError naming a bad key

    def tuned_controller(self, level: str, seat: int, tuning: Mapping[str, Any]) -> Any:
        """`iterations` and `time_cap_ms` (the arena's --time-cap-ms) for hard and expert,
        expert's options (--expert-set) for expert."""
        options: dict[str, Any] = {}
        if level in ("hard", "expert"):
            options.update({k: tuning[k] for k in ("iterations", "time_cap_ms") if tuning.get(k)})
        if level == "expert":
            options.update(tuning.get("expert_options") or {})
        return self.make_controller(level, seat, **options)

    def scenario_start(self, data: Mapping[str, Any]) -> ScenarioStart:
        from game.party_bugs.scenario import build_start
        state = build_start(data)
        return ScenarioStart(MODES[0].id, state.players, {"variants": sorted(state.variants)}, state)


GAME = PartyBugs()
VARIANTS = (FACE_DOWN, SERIES)
__all__ = ["GAME", "VARIANTS", "ev"]
