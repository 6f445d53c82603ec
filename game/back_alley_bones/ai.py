"""Back Alley Bones seat controllers (more levels follow): `random`."""
from __future__ import annotations

import random
from typing import Any


class RandomController:
    def __init__(self, seat: int | None = None):
        self.seat = seat

    def choose(self, view: Any, rng: random.Random) -> Any:
        return view.legal[rng.randrange(len(view.legal))]


LEVELS = {"random": RandomController}


def make(level: str, seat: int | None = None, **options: Any) -> RandomController:
    if level not in LEVELS:
        raise ValueError(f"level: expected one of {', '.join(LEVELS)}, got {str(level)[:20]!r}")
    return LEVELS[level](seat)
