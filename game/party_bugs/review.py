"""Party Bugs' post-game review: the coach (game.party_bugs.coach, over the game-neutral kit
game.coach) on every real decision a person made, from that seat's view, at the review's
budget (config/ai.yaml party_bugs_coach.review_playouts).

The walk, the turning points, the chart's series, the data's checks and the saving are the
kit's (game.coach.review); this module says what a Party Bugs moment keeps (the game of a
series and the round besides the kit's facts) and how it is written and read.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Sequence

from game.coach.kit import Reason
from game.coach.review import Loss, Review as KitReview, ReviewError, check_int
from game.coach.review import kit_asker, moment_fields, played_option, reason_from, reasons_data
from game.party_bugs.coach import KIT, REASONS, coach_config, hint
from game.party_bugs.state import ACTION_KINDS, Action
from game.record import GameRecord

REVIEW_KIND = "party-bugs-review"
CARDS = (0, 16 * 6 - 1)


def review_budget() -> int:
    return int(coach_config().get("review_playouts", 2000))


def review_threshold() -> float:
    return float(coach_config().get("review_threshold", 1.0))


@dataclass(frozen=True)
class Moment(Loss):
    """One reviewed decision: the position before `record.actions[index]`."""
    index: int
    seat: int
    game: int                      # the game of a series (1 otherwise)
    round: int
    final: bool                    # in the final round (its takes: no cards played)
    kind: str                      # hide | play | take | mirror
    played: Action
    played_margin: float           # expected points ahead of the best rival, as played
    best: Action
    best_margin: float
    reasons: tuple[Reason, ...]
    options: int


@dataclass(frozen=True)
class Review(KitReview):
    KIND = REVIEW_KIND

    @staticmethod
    def moment_data(m: Moment) -> dict[str, Any]:
        return {"index": m.index, "seat": m.seat, "game": m.game, "round": m.round, "final": m.final,
                "kind": m.kind,
                "played": _action_data(m.played), "played_margin": m.played_margin,
                "best": _action_data(m.best), "best_margin": m.best_margin,
                "reasons": reasons_data(m.reasons), "options": m.options}

    @staticmethod
    def moment_from(data: Any, actions: int) -> Moment:
        from game.party_bugs.definition import GAME
        common = moment_fields(data, actions, ACTION_KINDS, GAME.action_from_data, 5,
                               lambda r: reason_from(r, REASONS, CARDS))
        if not isinstance(data.get("final"), bool):
            raise ReviewError("moment final: expected true or false")
        return Moment(game=check_int(data.get("game"), "game", 1, 6), round=check_int(data.get("round"), "round", 0, 13),
                      final=data["final"], **common)


def _action_data(a: Action) -> dict[str, Any]:
    from game.party_bugs.definition import GAME
    return GAME.action_to_data(a)


def _moment(i: int, view, played: Action, h) -> Moment:
    mine = played_option(h, played)
    return Moment(i, played.seat, view.game, view.round, view.phase == "final", h.kind, played, mine.margin,
                  h.best.action, h.best.margin, tuple(h.best.reasons), len(h.options))


def review(record: GameRecord, seats: Sequence[int], iterations: int | None = None,
           progress: Callable[[int, int], None] | None = None, stop=None) -> Review | None:
    """The review of `record` for `seats`; `progress(done, total)` after every decision; None
    when `stop` is set before the end."""
    budget = int(iterations or review_budget())
    return Review.run(record, seats, budget, review_threshold(), kit_asker(KIT, hint, budget, stop), _moment,
                      progress, stop)


def review_from_data(data: Any) -> Review:
    """The review `Review.to_data()` made; ReviewError (a ValueError) when malformed."""
    return Review.from_data(data)
