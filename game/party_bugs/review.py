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
from game.coach.review import Loss, Review as KitReview, ReviewError, check_int, check_num
from game.coach.review import kit_asker, played_option, reason_from, reasons_data, review_moments
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
        if not isinstance(data, dict):
            raise ReviewError("moment: expected a mapping")
        kind = data.get("kind")
        if kind not in ACTION_KINDS:
            raise ReviewError("moment: unknown decision kind")
        played, best = _action_from(data.get("played"), kind), _action_from(data.get("best"), kind)
        seat = check_int(data.get("seat"), "moment seat", 0, 5)
        if played.seat != seat or best.seat != seat:
            raise ReviewError("moment: its actions are another seat's")
        reasons = data.get("reasons")
        if not isinstance(reasons, list) or len(reasons) > 4:
            raise ReviewError("moment reasons: expected a short list")
        if not isinstance(data.get("final"), bool):
            raise ReviewError("moment final: expected true or false")
        return Moment(index=check_int(data.get("index"), "moment index", 0, max(0, actions - 1)), seat=seat,
                      game=check_int(data.get("game"), "game", 1, 6), round=check_int(data.get("round"), "round", 0, 13),
                      final=data["final"],
                      kind=kind, played=played, played_margin=check_num(data.get("played_margin"), "played_margin"),
                      best=best, best_margin=check_num(data.get("best_margin"), "best_margin"),
                      reasons=tuple(reason_from(r, REASONS, CARDS) for r in reasons),
                      options=check_int(data.get("options"), "options", 1, 100))


def _action_data(a: Action) -> dict[str, Any]:
    from game.party_bugs.definition import GAME
    return GAME.action_to_data(a)


def _action_from(data: Any, kind: str) -> Action:
    from game.party_bugs.definition import GAME
    try:
        a = GAME.action_from_data(data)
    except ValueError as exc:
        raise ReviewError(f"action: {exc}") from exc
    if a.kind != kind:
        raise ReviewError(f"action: a {a.kind} at a {kind} decision")
    return a


def _moment(i: int, view, played: Action, h) -> Moment:
    mine = played_option(h, played)
    return Moment(i, played.seat, view.game, view.round, view.phase == "final", h.kind, played, mine.margin,
                  h.best.action, h.best.margin, tuple(h.best.reasons), len(h.options))


def review(record: GameRecord, seats: Sequence[int], iterations: int | None = None,
           progress: Callable[[int, int], None] | None = None, stop=None) -> Review | None:
    """The review of `record` for `seats`; `progress(done, total)` after every decision; None
    when `stop` is set before the end."""
    budget = int(iterations or review_budget())
    moments = review_moments(record, seats, budget, kit_asker(KIT, hint, budget, stop), _moment, progress, stop)
    if moments is None:
        return None
    return Review(record.seed, len(record.actions), tuple(sorted(set(seats))), budget,
                  review_threshold(), tuple(moments))


def review_from_data(data: Any) -> Review:
    """The review `Review.to_data()` made; ReviewError (a ValueError) when malformed."""
    return Review.from_data(data)
