"""The post-game review runner: the coach's hint on every real decision a person made in a
finished game, from that seat's view, at a larger budget than the live hint.

`review_moments(kit, record, seats, budget, moment, progress, stop)` walks the record once
through the engine; at every action of a reviewed seat that had a choice it asks the hint
about the position before the action, with the live hint's dice (`kit.hint_rng`), and keeps
what the game's `moment(index, view, played, hint)` makes of it. `Review` is the plain data a
game subclasses (its `KIND`, how a moment is written and read): turning points, the chart's
series, whether it fits a record, `to_data` / `from_data` (versioned and validated), saved
with the archived record (game.saves.save_review).
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Callable, ClassVar, Iterable, Mapping, Sequence

from game.coach.kit import CARD, COUNT, PCT, POINTS, SEAT, SUIT, CoachKit, Reason
from game.record import GameRecord


class ReviewError(ValueError):
    """Review data that is malformed, of a newer format, or made for another record."""


class Loss:
    """A reviewed decision's cost: what the played option lost against the coach's best (a
    mixin of the games' moments, which have `best_margin` and `played_margin`)."""

    @property
    def loss(self) -> float:
        return round(max(0.0, self.best_margin - self.played_margin), 2)


@dataclass(frozen=True)
class Review:
    """A game's review (subclassed by each game: `KIND`, `moment_data`, `moment_from`)."""
    seed: int
    actions: int                   # the length of the record it was made for
    seats: tuple[int, ...]         # the reviewed seats
    iterations: int
    threshold: float
    moments: tuple[Any, ...]       # the game's moments, in game order

    KIND: ClassVar[str] = ""
    FORMAT: ClassVar[int] = 1

    def turning_points(self) -> list[Any]:
        return [m for m in self.moments if m.played != m.best and m.loss >= self.threshold]

    def series(self, seat: int) -> list[tuple[int, float, float]]:
        """(action index, best option's margin, played option's margin) per decision of `seat`."""
        return [(m.index, m.best_margin, m.played_margin) for m in self.moments if m.seat == seat]

    def fits(self, record: GameRecord) -> bool:
        """Whether this review was made for `record`: same deal, same length, and each moment's
        played action is the record's."""
        return (self.seed == record.seed and self.actions == len(record.actions)
                and all(record.actions[m.index] == m.played for m in self.moments))

    @staticmethod
    def moment_data(m: Any) -> dict[str, Any]:
        raise NotImplementedError

    @staticmethod
    def moment_from(data: Any, actions: int) -> Any:
        raise NotImplementedError

    @classmethod
    def run(cls, record: GameRecord, seats: Sequence[int], budget: int, threshold: float,
            ask: Callable[[Any, Any], Any], moment: Callable[[int, Any, Any, Any], Any],
            progress: Callable[[int, int], None] | None = None, stop=None) -> "Review | None":
        """The review of `record` for `seats` (review_moments with `ask` and `moment`) at
        `budget`, its turning points from `threshold`; None when `stop` is set before the end."""
        moments = review_moments(record, seats, budget, ask, moment, progress, stop)
        if moments is None:
            return None
        return cls(record.seed, len(record.actions), tuple(sorted(set(seats))), budget, threshold, tuple(moments))

    def to_data(self) -> dict[str, Any]:
        return {"format": self.FORMAT, "kind": self.KIND, "seed": self.seed, "actions": self.actions,
                "seats": list(self.seats), "iterations": self.iterations, "threshold": self.threshold,
                "moments": [self.moment_data(m) for m in self.moments]}

    @classmethod
    def from_data(cls, data: Any) -> "Review":
        """Validated review data; ReviewError naming what is wrong."""
        if not isinstance(data, dict) or data.get("kind") != cls.KIND:
            raise ReviewError("not a game review")
        fmt = data.get("format")
        if not isinstance(fmt, int) or isinstance(fmt, bool):
            raise ReviewError("the review has no format number")
        if fmt > cls.FORMAT:
            raise ReviewError(f"review format {fmt} is newer than this app understands ({cls.FORMAT})")
        n = check_int(data.get("actions"), "actions", 0, 10**6)
        seats = data.get("seats")
        if not isinstance(seats, list) or len(seats) > 8:
            raise ReviewError("seats: expected a list")
        moments = data.get("moments")
        if not isinstance(moments, list) or len(moments) > n:
            raise ReviewError("moments: expected a list no longer than the record")
        return cls(seed=check_int(data.get("seed"), "seed", 0, 2**63),
                   actions=n, seats=tuple(check_int(s, "seat", 0, 7) for s in seats),
                   iterations=check_int(data.get("iterations"), "iterations", 1, 10**7),
                   threshold=check_num(data.get("threshold"), "threshold"),
                   moments=tuple(cls.moment_from(m, n) for m in moments))


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


def review_moments(record: GameRecord, seats: Sequence[int], budget: int,
                   ask: Callable[[Any, Any], Any], moment: Callable[[int, Any, Any, Any], Any],
                   progress: Callable[[int, int], None] | None = None, stop=None) -> list[Any] | None:
    """The moments of `record`'s review (see the module doc): `ask(view, seed)` is the hint at
    a position; `moment(index, view, played, hint)` the game's record of it. None when `stop`
    is set before the end."""
    todo = list(decisions(record, seats))
    total = len(todo)
    if progress is not None:
        progress(0, total)
    moments = []
    for done, (i, view, played) in enumerate(todo, 1):
        if stop is not None and stop.is_set():
            return None
        h = ask(view, record.seed)
        if not h.complete:
            return None
        moments.append(moment(i, view, played, h))
        if progress is not None:
            progress(done, total)
    return moments


def kit_asker(kit: CoachKit, hint: Callable, budget: int, stop=None) -> Callable[[Any, Any], Any]:
    """`ask` for review_moments: the kit's hint at `budget`, with the live hint's dice."""
    return lambda view, seed: hint(view, kit.hint_rng(seed, view), budget, stop)


def played_option(h: Any, played: Any) -> Any:
    return next(o for o in h.options if o.action == played)


# --- validating plain data ----------------------------------------------------------------------

def check_int(x: Any, what: str, lo: int, hi: int) -> int:
    if not isinstance(x, int) or isinstance(x, bool) or not lo <= x <= hi:
        raise ReviewError(f"{what}: expected a whole number from {lo} to {hi}")
    return x


def check_num(x: Any, what: str) -> float:
    if not isinstance(x, (int, float)) or isinstance(x, bool) or not math.isfinite(x) or abs(x) > 1000:
        raise ReviewError(f"{what}: expected a number")
    return float(x)


PARAM_RANGE = {PCT: (0.0, 1.0), SUIT: (0, 5), CARD: (0, 16 * 6 - 1), COUNT: (0, 1000),
               POINTS: (-1000.0, 1000.0), SEAT: (0, 7)}


def reason_from(data: Any, vocabulary: Mapping[str, Mapping[str, str]],
                card_range: tuple[int, int] | None = None) -> Reason:
    """A reason read back from data: its kind in `vocabulary`, exactly its params, each of its
    type and in range (`card_range`: the game's card ints)."""
    if not isinstance(data, dict) or data.get("kind") not in vocabulary:
        raise ReviewError("reason: unknown kind")
    kind, params = data["kind"], data.get("params")
    spec = vocabulary[kind]
    if not isinstance(params, dict) or set(params) != set(spec):
        raise ReviewError(f"reason {kind}: expected params {sorted(spec)}")
    out = {}
    for name, typ in spec.items():
        lo, hi = card_range if typ == CARD and card_range else PARAM_RANGE[typ]
        v = params[name]
        if typ in (SUIT, CARD, COUNT, SEAT):
            out[name] = check_int(v, f"reason {kind}.{name}", lo, hi)
        else:
            v = check_num(v, f"reason {kind}.{name}")
            if not lo <= v <= hi:
                raise ReviewError(f"reason {kind}.{name}: out of range")
            out[name] = v
    return Reason(kind, out)


def reasons_data(reasons: Iterable[Reason]) -> list[dict[str, Any]]:
    return [{"kind": r.kind, "params": dict(r.params)} for r in reasons]


def action_from(data: Any, kind: str, read: Callable[[Any], Any]) -> Any:
    """A moment's action read back by `read` (the game's action_from_data); ReviewError when
    malformed or not a `kind` action."""
    try:
        a = read(data)
    except ValueError as exc:
        raise ReviewError(f"action: {exc}") from exc
    if a.kind != kind:
        raise ReviewError(f"action: a {a.kind} at a {kind} decision")
    return a


def moment_fields(data: Any, actions: int, kinds: Iterable[str], read_action: Callable[[Any], Any],
                  last_seat: int, read_reason: Callable[[Any], Reason]) -> dict[str, Any]:
    """The fields every game's moment has, read back and checked (a moment of a record of
    `actions` actions; `kinds` its decision kinds; seats 0..`last_seat`): index, seat, kind,
    played, played_margin, best, best_margin, reasons, options. ReviewError when malformed."""
    if not isinstance(data, dict):
        raise ReviewError("moment: expected a mapping")
    kind = data.get("kind")
    if kind not in kinds:
        raise ReviewError("moment: unknown decision kind")
    played = action_from(data.get("played"), kind, read_action)
    best = action_from(data.get("best"), kind, read_action)
    seat = check_int(data.get("seat"), "moment seat", 0, last_seat)
    if played.seat != seat or best.seat != seat:
        raise ReviewError("moment: its actions are another seat's")
    reasons = data.get("reasons")
    if not isinstance(reasons, list) or len(reasons) > 4:
        raise ReviewError("moment reasons: expected a short list")
    return dict(index=check_int(data.get("index"), "moment index", 0, max(0, actions - 1)), seat=seat,
                kind=kind, played=played, played_margin=check_num(data.get("played_margin"), "played_margin"),
                best=best, best_margin=check_num(data.get("best_margin"), "best_margin"),
                reasons=tuple(read_reason(r) for r in reasons),
                options=check_int(data.get("options"), "options", 1, 100))
