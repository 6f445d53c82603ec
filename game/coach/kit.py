"""What a game supplies to the coach (`CoachKit`), and the data the coach answers with.

    KIT = MyGameCoach()          # in the module GameDefinition.coach names

A `CoachKit` makes a `Search` for one decision of a seat's view. The search knows the legal
options in order (`actions`), deals one world of the hidden information consistent with the
view (`deal(rng)`: the void and seen-card constraints exact), plays option `i` out in that
world with the game's rollout policies and notes what happened (`play(world, i)`), and at the
end turns what it noted into one `Option` per action, in `actions` order (`options()`): its
expected margin (points ahead of the best rival, in the game's sense: where the lowest total
wins, the rival's total minus yours) and its reasons.

Reasons are data: `Reason(kind, params)`, each kind declared in the game's vocabulary
(`CoachKit.reasons`: kind -> {param: type}, the types below) and worded from config by the
game's screens. Three kinds are the kit's own and belong to every vocabulary: `ahead`, `even`,
`behind` (where an option stands when nothing else sets it apart: `standing`).
"""
from __future__ import annotations

import importlib
import random
from dataclasses import dataclass, replace
from typing import Any, Callable, Mapping, Protocol, Sequence

# Param types of a reason: pct (a share 0..1), suit (a ring index), card (a card int),
# count (an int), points (a float), seat (a seat number).
PCT, SUIT, CARD, COUNT, POINTS, SEAT = "pct", "suit", "card", "count", "points", "seat"

# The kit's own reasons, in every game's vocabulary.
STANDING: Mapping[str, Mapping[str, str]] = {
    "ahead": {"points": POINTS},        # the best, by this much over the next
    "even": {},                         # nothing sets it apart
    "behind": {"points": POINTS},       # worse than the best by this much
}


@dataclass(frozen=True)
class Reason:
    kind: str
    params: Mapping[str, Any]


@dataclass(frozen=True)
class Hint:
    seat: int
    kind: str                      # the decision's kind (the game's action kind)
    options: tuple[Any, ...]       # the game's Options, best first
    playouts: int
    complete: bool                 # False: stopped early (cancelled); numbers cover fewer deals

    @property
    def best(self) -> Any:
        return self.options[0]


class Search(Protocol):
    """One decision being searched (see the module doc)."""

    actions: Sequence[Any]         # the legal options, in the view's order

    def deal(self, rng: random.Random) -> Any: ...

    def play(self, world: Any, i: int) -> None: ...

    def options(self) -> list[Any]: ...


class CoachKit(Protocol):
    """What a game gives the coach. `reasons`: its vocabulary (STANDING included); `option`:
    the dataclass of its options (an `action`, `reasons`, numbers), which the hint worker
    (game/hint_worker.py) reads a hint's plain data back into."""

    reasons: Mapping[str, Mapping[str, str]]
    option: type

    def search(self, view: Any) -> Search: ...

    def rank(self, option: Any) -> Any:
        """Sort key of an option, lower first (e.g. minus its margin)."""
        ...

    def hint_budget(self) -> int: ...

    def hint_rng(self, game_seed: Any, view: Any) -> random.Random:
        """The dice of a hint: seeded by the game and the seat's position, so a position always
        gets the same answer (after an undo, on a resumed game, in the review)."""
        ...

    def position(self, view: Any) -> Any:
        """What a hint's answer is for: when it changes, an open hint is stale and closes (a
        game whose other seats choose at the same time leaves their choosing out)."""
        ...

    def status(self, view: Any) -> Reason | None:
        """The live status line's facts for `view` (None: nothing to say now)."""
        ...


class GameCoach:
    """The parts of a `CoachKit` every game gives as data: its vocabulary, its option class,
    its search (a class taking the view), the seed of a hint's dice and the hint's budget. A
    game's kit subclasses this and adds `rank`, `position` and `status`, where games differ."""

    def __init__(self, reasons: Mapping[str, Mapping[str, str]], option: type,
                 searcher: Callable[[Any], Search], seed: Callable[[Any, Any], str],
                 budget: Callable[[], int]):
        self.reasons, self.option = reasons, option
        self._searcher, self._seed, self._budget = searcher, seed, budget

    def search(self, view: Any) -> Search:
        return self._searcher(view)

    def hint_budget(self) -> int:
        return self._budget()

    def hint_rng(self, game_seed: Any, view: Any) -> random.Random:
        return random.Random(self._seed(game_seed, view))


NO_COACH: CoachKit | None = None     # a game without a coach (GameDefinition.coach None)


def coach_of(definition: Any) -> CoachKit | None:
    """The coach kit of a game (`definition.coach` names its module), or NO_COACH."""
    name = definition.coach
    return NO_COACH if name is None else importlib.import_module(name).KIT


def standing(o: Any, best: float, second: float | None) -> Any:
    """An option with nothing to say still says where it stands: the best against the next,
    any other against the best (margins in points)."""
    if o.reasons:
        return o
    if o.margin == best and second is not None:
        gap = round(best - second, 1)
        r = Reason("ahead", {"points": gap}) if gap >= 0.3 else Reason("even", {})
    else:
        gap = round(best - o.margin, 1)
        r = Reason("behind", {"points": gap}) if gap >= 0.3 else Reason("even", {})
    return replace(o, reasons=(r,))
