"""Bug Council of Backyardia behind the game protocol (`game.protocol`): its static facts and
the factories the shared services (records, saves, undo, arena, simulate, scenario, the app)
use, so none of them needs to know which game it serves.

The rules themselves live in their own modules of this package (`engine`, `council`,
`scoring`, `modes`, `emissary`, `solo`, `automa`); this module only points at them.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Mapping

from game.bug_council.actions import KINDS
from game.bug_council.ai import LEVELS as AI_LEVELS
from game.bug_council.solo import PERSONALITIES
from game.bug_council.words import OPPONENT_WORDS
from game.i18n import N_
from game.options import CHOICE, Choice, OptionSpec
from game.protocol import CampaignInfo, ModeInfo, ScenarioStart, SettingInfo


@dataclass(frozen=True)
class BugCouncilMode(ModeInfo):
    """A Bug Council mode with what the screens draw besides the common table:
    `board` names the mode's extra board plug-in ("" for the plain 3-5 player table) and
    `automaton` the seat no person or AI level plays (the Termitenator), if any."""

    board: str = ""
    automaton: int | None = None
    hooks: str = "game.bug_council.modes:TableMode"     # module:class of the mode's rule hooks


# The solo opponent: which Termitenator personality the automaton plays (rulebook, solo mode).
# Its words are marked for the catalogue (N_: English here, the command line's) and translated
# where a screen shows them.
PERSONALITY_WORDS = OPPONENT_WORDS
PERSONALITY = OptionSpec("personality", CHOICE, N_("Opponent"), "the Termitenator's personality",
                         tuple(Choice(p, PERSONALITY_WORDS[p]) for p in PERSONALITIES),
                         default="pacifist", random_words=N_("Random"), report="vs {}")

MODES = (
    BugCouncilMode("table", N_("3-5 players"), (3, 4, 5)),
    BugCouncilMode("emissary", N_("2 players with the Emissary"), (2,), board="emissary",
                   extra_seats=("emissary",), hooks="game.bug_council.emissary:EmissaryMode"),
    BugCouncilMode("solo", N_("Solo against the Termitenator"), (1,), board="solo", automaton=1,
                   extra_seats=("termitenator",), option_specs=(PERSONALITY,),
                   hooks="game.bug_council.solo:SoloMode"),
)

# Event kinds that show every seat something it could not see before, whoever caused them.
# The conditional ones (another seat's card, the Thief's swap, the Card Shark's reveal) are
# decided in `BugCouncil.reveals`.
ALWAYS_REVEALING = frozenset({"dealt", "declarations_revealed", "pyramid_flipped", "emissary_drew",
                              "age_scored", "game_ended"})


def _campaign_from_data(data: Any):
    from game.bug_council.campaign import campaign_from_data
    return campaign_from_data(data)


# The Termitenator Trilogy: its key keeps the files' names (trilogy.yaml, an autosave's
# `trilogy:`, the statistics' `trilogy:` row) as they were before the campaign slot.
TRILOGY = CampaignInfo("trilogy", "Termitenator Trilogy", "Trilogy", ("solo",), _campaign_from_data)

# Its own settings (the settings file keeps the key it always had).
SETTINGS = (SettingInfo("explain_automa", True, N_("Show the Termitenator's reasons"),
                        N_("Solo: say which rule of its decision tree chose each card.")),)


class BugCouncil:
    """The game definition (OpenSpiel's "game" object) of Bug Council."""

    id = "bug_council"
    title = "Bug Council of Backyardia"
    modes: tuple[BugCouncilMode, ...] = MODES
    ai_levels = tuple(AI_LEVELS)
    action_kinds = KINDS
    screen = "scenes.bug_council.screen"   # the app's plug-in: table, replay viewer, help
    record_kind = "bug-council-record"
    low_score_wins = False
    campaign = TRILOGY
    settings = SETTINGS
    review = "game.bug_council.review"      # the post-game review (game/review_worker.py)
    coach = "game.bug_council.coach"        # its coach kit (game/coach/)

    # --- the app shell's words (records list, statistics): game/bug_council/summary.py -------

    def stats_label(self, setup: Any) -> str:
        from game.bug_council.summary import mode_label
        return mode_label(setup)

    def stats_labels(self) -> tuple[str, ...]:
        from game.bug_council.summary import STANDARD_LABELS
        return STANDARD_LABELS

    def result_scores(self, state: Any) -> tuple[int, ...]:
        return tuple(state.scores)

    def summary(self, setup: Any, final: Any) -> str:
        from game.bug_council.summary import game_summary
        return game_summary(setup, final)

    def mode(self, mode_id: str) -> BugCouncilMode:
        """The mode `mode_id`; ValueError naming the known ones."""
        for m in self.modes:
            if m.id == mode_id:
                return m
        raise ValueError(f"mode: expected one of {', '.join(m.id for m in self.modes)}, "
                         f"got {str(mode_id)[:40]!r}")

    # --- states ----------------------------------------------------------------------------

    def new_game(self, mode: str, players: int, seed: int, options: Mapping[str, Any] | None = None):
        from game.bug_council.state import new_game
        return new_game(players, seed, mode, **dict(options or {}))

    def new_initial_state(self, setup: Any):
        return self.new_game(setup.mode, setup.players, setup.seed, setup.options)

    def state_from_data(self, data: Mapping[str, Any]):
        from game.bug_council.state import State
        return State.from_data(data)

    def view(self, state: Any, seat: int, memory: Mapping[int, Any] | None = None):
        """`memory`: what seats remember that the state does not say (here: each seat's own
        No Allegiance discard), kept up to date by `remember`."""
        from game.bug_council.view import seat_view
        return seat_view(state, seat, memory.get(seat) if memory else None)

    def remember(self, memory: dict[int, Any], action: Any, before: Any, after: Any) -> None:
        """Update `memory` (seat -> what it alone remembers) after `action` took `before` to
        `after`: a seat remembers its own face-down discard until the Age ends."""
        from game.bug_council.view import note_discard
        note_discard(memory, action, before.age, after.age)

    def reveals(self, event: Any, seat: int) -> bool:
        kind = event.kind
        if kind in ALWAYS_REVEALING:
            return True
        if kind == "card_played":
            return event.controller != seat
        if kind == "personality_triggered":
            return event.personality == "thief" or (event.personality == "card_shark"
                                                    and "cards" in event.data)
        return False

    def reveal_reason(self, event: Any, seat: int, state: Any, names: Any = None) -> str | None:
        from game.bug_council.undo_words import reveal_reason
        return reveal_reason(event, seat, state, names)

    def acted_reason(self, action: Any, state: Any, names: Any = None) -> str:
        from game.bug_council.undo_words import acted_reason
        return acted_reason(action, state, names)

    def redact(self, event: Any, seat: int) -> Any:
        """A No Allegiance discard is face down: only the seat that discarded is told its card."""
        if event.kind == "discarded" and event.seat != seat:
            return event._replace(card=None)
        return event

    def presented_events(self, before: Any, action: Any, events: list, after: Any) -> list:
        """`apply_action`'s events plus what the mode settles inside other steps (the
        Termitenator's decision and reason, a marker moved by a trick): everything a screen
        animates or a log tells, as typed events."""
        return after.hooks.presented_events(before, action, events, after)

    # --- actions ---------------------------------------------------------------------------

    def action_from_data(self, data: Any):
        from game.bug_council.actions import action_from_data
        return action_from_data(data)

    def action_to_data(self, action: Any) -> dict[str, Any]:
        return action.to_data()

    def view_from_data(self, data: Any):
        from game.bug_council.view import view_from_data
        return view_from_data(data)

    def event_from_data(self, data: Any):
        from game.bug_council.events import event_from_data
        return event_from_data(data)

    # --- who chooses -------------------------------------------------------------------------

    def make_controller(self, level: str, seat: int | None = None, **options: Any):
        from game.bug_council.ai import make_controller
        return make_controller(level, **options)

    def check_ai_tuning(self, tuning: Mapping[str, Any]) -> None:
        from game.bug_council.ai.tuning import check_tuning
        check_tuning(tuning)

    def tuned_controller(self, level: str, seat: int, tuning: Mapping[str, Any]):
        from game.bug_council.ai.tuning import tuned_options
        return self.make_controller(level, seat, **tuned_options(level, tuning))

    def automata(self, mode: str) -> dict[int, Any]:
        """Seats that follow a printed procedure instead of a player's choice."""
        if self.mode(mode).automaton is None:
            return {}
        from game.bug_council.automa import TermitenatorController
        return {self.mode(mode).automaton: TermitenatorController()}

    def random_game(self, mode: str, players: int, seed: int, rng: random.Random,
                    options: Mapping[str, Any] | None = None):
        """One complete game of uniform random choices (automata follow their procedure):
        (final state, number of chosen actions). The throughput benchmark's playout."""
        from game.simulate import play_randomly
        s = self.new_game(mode, players, seed, options)
        return play_randomly(s, rng, s.hooks.automa_turns)

    # --- the scenario-file interface (shared/rules/SCENARIOS.md) ----------------------------

    def run_scenario(self, data: Mapping[str, Any]) -> dict[str, Any]:
        from game.bug_council.scenario import run_scenario
        return run_scenario(data)

    def scenario_start(self, data: Mapping[str, Any]) -> ScenarioStart:
        """A Trilogy file's position is a solo game's (its track is in the state)."""
        from game.bug_council.scenario import build_start
        state = build_start(dict(data))
        return ScenarioStart(state.rules.mode, state.rules.players, {}, state)


GAME = BugCouncil()
