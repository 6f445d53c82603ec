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

import math
from dataclasses import dataclass
from typing import Any, Callable, Iterable, Sequence

from game.bug_council.actions import Action
from game.ai.config import ai_config
from game.bug_council.coach import CARD, COUNT, PCT, POINTS, REASONS, SUIT, Reason, hint, hint_rng
from game.bug_council.council import RING, sow
from game.record import GameRecord

REVIEW_FORMAT = 1
REVIEW_KIND = "bug-council-review"


class ReviewError(ValueError):
    """Review data that is malformed, of a newer format, or made for another record."""


def review_budget() -> int:
    return int(ai_config().get("coach", {}).get("review_iterations", 3000))


def review_threshold() -> float:
    return float(ai_config().get("coach", {}).get("review_threshold", 1.0))


@dataclass(frozen=True)
class Moment:
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

    @property
    def loss(self) -> float:
        return round(max(0.0, self.best_margin - self.played_margin), 2)


@dataclass(frozen=True)
class Review:
    seed: int
    actions: int                   # the length of the record it was made for
    seats: tuple[int, ...]         # the reviewed seats
    iterations: int
    threshold: float
    moments: tuple[Moment, ...]    # in game order

    def turning_points(self) -> list[Moment]:
        return [m for m in self.moments if m.played != m.best and m.loss >= self.threshold]

    def series(self, seat: int) -> list[tuple[int, float, float]]:
        """(action index, best option's margin, played option's margin) per decision of `seat`."""
        return [(m.index, m.best_margin, m.played_margin) for m in self.moments if m.seat == seat]

    def fits(self, record: GameRecord) -> bool:
        """Whether this review was made for `record`: same deal, same length, and each moment's
        played action is the record's."""
        return (self.seed == record.seed and self.actions == len(record.actions)
                and all(record.actions[m.index] == m.played for m in self.moments))

    def to_data(self) -> dict[str, Any]:
        return {"format": REVIEW_FORMAT, "kind": REVIEW_KIND, "seed": self.seed, "actions": self.actions,
                "seats": list(self.seats), "iterations": self.iterations, "threshold": self.threshold,
                "moments": [_moment_data(m) for m in self.moments]}

    @staticmethod
    def from_data(data: Any) -> "Review":
        """Validated review data; ReviewError naming what is wrong."""
        if not isinstance(data, dict) or data.get("kind") != REVIEW_KIND:
            raise ReviewError("not a game review")
        fmt = data.get("format")
        if not isinstance(fmt, int) or isinstance(fmt, bool):
            raise ReviewError("the review has no format number")
        if fmt > REVIEW_FORMAT:
            raise ReviewError(f"review format {fmt} is newer than this app understands ({REVIEW_FORMAT})")
        n = _int(data.get("actions"), "actions", 0, 10**6)
        seats = data.get("seats")
        if not isinstance(seats, list) or len(seats) > 8:
            raise ReviewError("seats: expected a list")
        moments = data.get("moments")
        if not isinstance(moments, list) or len(moments) > n:
            raise ReviewError("moments: expected a list no longer than the record")
        return Review(seed=_int(data.get("seed"), "seed", 0, 2**63),
                      actions=n, seats=tuple(_int(s, "seat", 0, 7) for s in seats),
                      iterations=_int(data.get("iterations"), "iterations", 1, 10**7),
                      threshold=_num(data.get("threshold"), "threshold"),
                      moments=tuple(_moment_from(m, n) for m in moments))


def decisions(record: GameRecord, seats: Iterable[int]) -> Iterable[tuple[int, Any, Any]]:
    """(action index, seat view before it, the action) for every action of `seats` that was a
    real choice (more than one legal option), walking the record through the engine."""
    seats = frozenset(seats)
    definition = record.definition
    s = record.start()
    memory: dict[int, Any] = {}
    for i, a in enumerate(record.actions):
        if a.seat in seats and len(s.legal_actions(a.seat)) > 1:
            yield i, definition.view(s, a.seat, memory), a
        before = s
        s, _ = s.apply_action(a)
        definition.remember(memory, a, before, s)


def review(record: GameRecord, seats: Sequence[int], iterations: int | None = None,
           progress: Callable[[int, int], None] | None = None, stop=None) -> Review | None:
    """The review of `record` for `seats` (see the module doc). `progress(done, total)` after
    every decision; None when `stop` (anything with `is_set()`) is set before the end."""
    budget = int(iterations or review_budget())
    todo = list(decisions(record, seats))
    total = len(todo)
    if progress is not None:
        progress(0, total)
    moments = []
    for done, (i, view, played) in enumerate(todo, 1):
        if stop is not None and stop.is_set():
            return None
        h = hint(view, hint_rng(record.seed, view), budget, stop)
        if not h.complete:
            return None
        mine = next(o for o in h.options if o.action == played)
        moments.append(Moment(i, played.seat, view.age, view.trick, h.kind, played, mine.margin,
                              h.best.action, h.best.margin, tuple(h.best.reasons), len(h.options)))
        if progress is not None:
            progress(done, total)
    return Review(record.seed, len(record.actions), tuple(sorted(set(seats))), budget,
                  review_threshold(), tuple(moments))


# --- plain data ---------------------------------------------------------------------------------

def _action_data(a: Action) -> dict[str, Any]:
    return a.to_data()


def _moment_data(m: Moment) -> dict[str, Any]:
    return {"index": m.index, "seat": m.seat, "age": m.age, "trick": m.trick, "kind": m.kind,
            "played": _action_data(m.played), "played_margin": m.played_margin,
            "best": _action_data(m.best), "best_margin": m.best_margin,
            "reasons": [{"kind": r.kind, "params": dict(r.params)} for r in m.reasons],
            "options": m.options}


def _int(x: Any, what: str, lo: int, hi: int) -> int:
    if not isinstance(x, int) or isinstance(x, bool) or not lo <= x <= hi:
        raise ReviewError(f"{what}: expected a whole number from {lo} to {hi}")
    return x


def _num(x: Any, what: str) -> float:
    if not isinstance(x, (int, float)) or isinstance(x, bool) or not math.isfinite(x) or abs(x) > 1000:
        raise ReviewError(f"{what}: expected a number")
    return float(x)


_KINDS = ("declare", "discard", "play", "emissary", "visit")
_PARAM_RANGE = {PCT: (0.0, 1.0), SUIT: (0, 5), CARD: (0, 16 * 5 - 1), COUNT: (0, 1000), POINTS: (-1000.0, 1000.0)}


def _action_from(data: Any, kind: str) -> Action:
    from game.bug_council.actions import action_from_data
    try:
        a = action_from_data(data)
    except ValueError as exc:
        raise ReviewError(f"action: {exc}") from exc
    if a.kind != kind:
        raise ReviewError(f"action: a {a.kind} at a {kind} decision")
    return a


def _reason_from(data: Any) -> Reason:
    if not isinstance(data, dict) or data.get("kind") not in REASONS:
        raise ReviewError("reason: unknown kind")
    kind, params = data["kind"], data.get("params")
    spec = REASONS[kind]
    if not isinstance(params, dict) or set(params) != set(spec):
        raise ReviewError(f"reason {kind}: expected params {sorted(spec)}")
    out = {}
    for name, typ in spec.items():
        lo, hi = _PARAM_RANGE[typ]
        v = params[name]
        if typ in (SUIT, CARD, COUNT):
            out[name] = _int(v, f"reason {kind}.{name}", lo, hi)
        else:
            v = _num(v, f"reason {kind}.{name}")
            if not lo <= v <= hi:
                raise ReviewError(f"reason {kind}.{name}: out of range")
            out[name] = v
    if kind == "drains_suit" and out["suit"] < RING:
        # Kept before the coach told the two apart: a sow of 5 or more leaves one cube on the
        # space (council.sow), so read it as what it did.
        alone = tuple(out["before"] if i == out["suit"] else 0 for i in range(RING))
        left = sow(alone, out["suit"])[0][out["suit"]]
        if left:
            return Reason("cuts_suit", {**out, "after": left})
    return Reason(kind, out)


def _moment_from(data: Any, actions: int) -> Moment:
    if not isinstance(data, dict):
        raise ReviewError("moment: expected a mapping")
    kind = data.get("kind")
    if kind not in _KINDS:
        raise ReviewError("moment: unknown decision kind")
    played = _action_from(data.get("played"), kind)
    best = _action_from(data.get("best"), kind)
    seat = _int(data.get("seat"), "moment seat", 0, 7)
    if played.seat != seat or best.seat != seat:
        raise ReviewError("moment: its actions are another seat's")
    reasons = data.get("reasons")
    if not isinstance(reasons, list) or len(reasons) > 4:
        raise ReviewError("moment reasons: expected a short list")
    return Moment(index=_int(data.get("index"), "moment index", 0, max(0, actions - 1)), seat=seat,
                  age=_int(data.get("age"), "age", 1, 3), trick=_int(data.get("trick"), "trick", 0, 20),
                  kind=kind, played=played, played_margin=_num(data.get("played_margin"), "played_margin"),
                  best=best, best_margin=_num(data.get("best_margin"), "best_margin"),
                  reasons=tuple(_reason_from(r) for r in reasons),
                  options=_int(data.get("options"), "options", 1, 100))


def review_from_data(data: Any) -> Review:
    """The review `Review.to_data()` made (its entry point for game/review_worker.py and the
    archived record's review in game/saves.py); ReviewError (a ValueError) when malformed."""
    return Review.from_data(data)
