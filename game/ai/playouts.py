"""What every game's searching AI level (`hard`) does the same way: its name in the levels
table with its playout budget, and the search itself, each choice tried on the same random
deals of what the seat cannot see. Pure (no pygame, no threads: a `stop` Event-like is only
read)."""
from __future__ import annotations

import random
import time
from typing import Any, Callable, Mapping

SEARCH_LEVEL = "hard"      # the level the arena's --iterations budgets, in every game


def make_level(levels: Mapping[str, Callable[..., Any]], level: str, seat: int | None,
               options: Mapping[str, Any]) -> Any:
    """The controller of `level` from a game's `levels` table; the search level takes its
    budget in playouts (`playouts`, or the arena's `iterations`) and `time_cap_ms`."""
    if level not in levels:
        raise ValueError(f"level: expected one of {', '.join(levels)}, got {str(level)[:20]!r}")
    if level != SEARCH_LEVEL:
        return levels[level](seat)
    budget = options.get("playouts") or options.get("iterations")
    return levels[level](seat, playouts=budget, time_cap_ms=options.get("time_cap_ms"))


def same_deals_search(options: int, deal: Callable[[random.Random], Any], value: Callable[[Any, int], float],
                      playouts: int, time_cap: float, rng: random.Random, stop=None) -> tuple[int, dict[str, Any]]:
    """The best of `options` choices and the search's figures (`deals`, `playouts`, each
    choice's mean `values`). Each deal `deal(rng)` scores every choice `i` by `value(world, i)`
    (common random numbers: the comparison between choices does not drown in the luck of the
    deal); `playouts // options` deals, at least one, fewer when `time_cap` seconds pass or
    `stop` is set (checked between deals, never before the first). Ties go to the first."""
    totals = [0.0] * options
    worlds = max(1, playouts // options)
    deadline = time.perf_counter() + time_cap
    done = 0
    for k in range(worlds):
        if k and ((stop is not None and stop.is_set()) or time.perf_counter() > deadline):
            break
        world = deal(rng)
        for i in range(options):
            totals[i] += value(world, i)
        done += 1
    best = max(range(options), key=lambda i: (totals[i], -i))
    return best, {"deals": done, "playouts": done * options, "values": [t / max(done, 1) for t in totals]}
