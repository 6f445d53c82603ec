"""The hint runner: every legal option of a seat's decision played out on the same deals (a
deal bad for one option is bad for all, so options compare on equal footing), best first.

`hint(kit, view, rng, iterations, stop)` is pure and deterministic for a given rng and budget;
`stop` (anything with `is_set()`) ends it early, between two deals: the answer then covers
the deals played so far (`Hint.complete` False), and at least one deal is always played.
"""
from __future__ import annotations

import random
from typing import Any

from game.coach.kit import CoachKit, Hint, standing


def hint(kit: CoachKit, view: Any, rng: random.Random, iterations: int | None = None, stop=None) -> Hint:
    """The options of `view`'s decision, best first. `iterations`: the playout budget, shared
    evenly by the options."""
    legal = view.legal
    if not legal:
        raise ValueError("hint: this seat has no decision now")
    budget = int(iterations or kit.hint_budget())
    search = kit.search(view)
    n = len(search.actions)
    deals = max(1, budget // n)
    played = 0
    complete = True
    for _k in range(deals):
        if stop is not None and stop.is_set():
            complete = False
            break
        world = search.deal(rng)
        for i in range(n):
            search.play(world, i)
            played += 1
    if not played:            # stopped before a single deal: play one, to answer something
        world = search.deal(rng)
        for i in range(n):
            search.play(world, i)
            played += 1
    options = search.options()
    order = sorted(range(n), key=lambda i: (kit.rank(options[i]), i))
    best = options[order[0]].margin
    second = options[order[1]].margin if n > 1 else None
    ranked = tuple(standing(options[i], best, second) for i in order)
    return Hint(view.seat, legal[0].kind, ranked, played, complete)


class HintJob:
    """A hint on the one cancellable AI runner (game.ai.worker): its `choose` is the runner's
    entry point and returns a Hint, not an action. A table's hint thinks in the hint worker's
    process (game.hint_worker); this is its fallback where no process can run."""

    def __init__(self, kit: CoachKit, iterations: int | None = None):
        self.kit, self.iterations = kit, iterations

    def choose(self, view: Any, rng: random.Random, stop=None) -> Hint:
        return hint(self.kit, view, rng, self.iterations, stop)
