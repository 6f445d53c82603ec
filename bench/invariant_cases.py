"""What the invariant benches (bench/*_invariants.py) share: many seeded games per case, each
checked by a game's invariants module, timed and printed."""
from __future__ import annotations

import time
from typing import Callable, Iterable


def check_cases(cases: Iterable[tuple[str, Callable[[int], object]]], games: int,
                broken: type[Exception]) -> int:
    """For each case (its words, and the check of the game of one seed), check seeds
    0..`games`-1 and print a line with the games per second; 1 at the first `broken`
    invariant (printed with its case and seed), else 0."""
    for words, check in cases:
        t = time.perf_counter()
        for seed in range(games):
            try:
                check(seed)
            except broken as exc:
                print(f"{words} seed {seed}: {exc}")
                return 1
        dt = time.perf_counter() - t
        print(f"{words:32} games {games}  {games / dt:.1f} games/s  invariants held")
    return 0
