"""The post-game review: the coach (game.bug_council.coach.hint) run on every real decision a person made
in a finished game, from that seat's view, at a larger budget than the live hint.

`review(record, seats, iterations, progress, stop)` walks the record once through the engine.
At every action of a reviewed seat that had a choice (declaration, No Allegiance discard,
card, Emissary card, council visit; a single legal option is skipped) it asks the coach about
the position before the action and keeps, as a `Moment`: the option played and its expected
margin (points ahead of the best rival at the Age's end), the coach's best option, its margin
and reasons. `Review.turning_points()` are the moments whose choice lost at least
`threshold` expected points (config/ai.yaml coach.review_threshold); `Review.series(seat)` is
the expected margin over the game, for a chart.

Deterministic: each position's dice are the live hint's (`hint_rng`: game seed + position),
so a record always gets the same review at the same budget. The review is plain data
(`to_data` / `from_data`, versioned and validated) stored in the archived record file under
a `review:` key (game.saves.save_review), so it is computed once per game.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Sequence

from game.bug_council.actions import Action
from game.ai.config import ai_config
from game.bug_council.coach import KIT, REASONS, Reason, hint
from game.bug_council.council import RING, sow
from game.coach.review import Loss, Review as KitReview, ReviewError, check_int as _int
from game.coach.review import decisions, kit_asker, moment_fields, played_option, reason_from, reasons_data
from game.record import GameRecord

REVIEW_FORMAT = 1
REVIEW_KIND = "bug-council-review"

__all__ = ["Moment", "Review", "ReviewError", "decisions", "review", "review_from_data"]


def review_budget() -> int:
    return int(ai_config().get("coach", {}).get("review_iterations", 3000))


def review_threshold() -> float:
    return float(ai_config().get("coach", {}).get("review_threshold", 1.0))


@dataclass(frozen=True)
class Moment(Loss):
    """One reviewed decision: the position before `record.actions[index]`."""
    index: int                     # action number in the record (0-based)
    seat: int
    age: int
    trick: int
    kind: str                      # declare | discard | play | emissary | visit
    played: Action
    played_margin: float           # expected points ahead of the best rival, as played
    best: Action                   # the coach's first option
    best_margin: float
    reasons: tuple[Reason, ...]    # why the coach prefers `best`
    options: int                   # how many options there were


@dataclass(frozen=True)
class Review(KitReview):
    """Bug Council's review: the kit's (game.coach.review.Review), its moments as above."""

    KIND = REVIEW_KIND
    FORMAT = REVIEW_FORMAT

    @staticmethod
    def moment_data(m: Moment) -> dict[str, Any]:
        return _moment_data(m)

    @staticmethod
    def moment_from(data: Any, actions: int) -> Moment:
        return _moment_from(data, actions)


def _moment(i: int, view, played: Action, h) -> Moment:
    mine = played_option(h, played)
    return Moment(i, played.seat, view.age, view.trick, h.kind, played, mine.margin,
                  h.best.action, h.best.margin, tuple(h.best.reasons), len(h.options))


def review(record: GameRecord, seats: Sequence[int], iterations: int | None = None,
           progress: Callable[[int, int], None] | None = None, stop=None) -> Review | None:
    """The review of `record` for `seats` (see the module doc). `progress(done, total)` after
    every decision; None when `stop` (anything with `is_set()`) is set before the end."""
    budget = int(iterations or review_budget())
    # `hint` is looked up here, at call time, so a test can tell whether a review ran.
    return Review.run(record, seats, budget, review_threshold(), kit_asker(KIT, hint, budget, stop), _moment,
                      progress, stop)


# --- plain data ---------------------------------------------------------------------------------

def _action_data(a: Action) -> dict[str, Any]:
    return a.to_data()


def _moment_data(m: Moment) -> dict[str, Any]:
    return {"index": m.index, "seat": m.seat, "age": m.age, "trick": m.trick, "kind": m.kind,
            "played": _action_data(m.played), "played_margin": m.played_margin,
            "best": _action_data(m.best), "best_margin": m.best_margin,
            "reasons": reasons_data(m.reasons),
            "options": m.options}


_KINDS = ("declare", "discard", "play", "emissary", "visit")


def _reason_from(data: Any) -> Reason:
    r = reason_from(data, REASONS, (0, 16 * 5 - 1))
    kind, out = r.kind, dict(r.params)
    if kind == "drains_suit" and out["suit"] < RING:
        # Kept before the coach told the two apart: a sow of 5 or more leaves one cube on the
        # space (council.sow), so read it as what it did.
        alone = tuple(out["before"] if i == out["suit"] else 0 for i in range(RING))
        left = sow(alone, out["suit"])[0][out["suit"]]
        if left:
            return Reason("cuts_suit", {**out, "after": left})
    return Reason(kind, out)


def _moment_from(data: Any, actions: int) -> Moment:
    from game.bug_council.actions import action_from_data
    common = moment_fields(data, actions, _KINDS, action_from_data, 7, _reason_from)
    return Moment(age=_int(data.get("age"), "age", 1, 3), trick=_int(data.get("trick"), "trick", 0, 20), **common)


def review_from_data(data: Any) -> Review:
    """The review `Review.to_data()` made (its entry point for game/review_worker.py and the
    archived record's review in game/saves.py); ReviewError (a ValueError) when malformed."""
    return Review.from_data(data)
