"""Bug Council's AI seat controllers: easy and normal heuristics, hard determinized search,
expert search with inference, heuristic playouts, ISMCTS and exact endgames.

`LEVELS` are the levels its definition offers (`BugCouncil.ai_levels`, weakest first) and
`make_controller` makes one; each level's module is imported only when it is asked for.
"""
from __future__ import annotations

from typing import Any, Callable

from game.controllers import Controller, RandomController


def _easy(**options: Any) -> Controller:
    from game.bug_council.ai.heuristic import EasyController
    return EasyController(**options)


def _normal(**options: Any) -> Controller:
    from game.ai.config import ai_config
    from game.bug_council.ai.heuristic import NormalController
    return NormalController(**{**ai_config().get("normal", {}), **options})


def _hard(**options: Any) -> Controller:
    from game.bug_council.ai.search import HardController
    return HardController(**options)


def _expert(**options: Any) -> Controller:
    from game.bug_council.ai.expert import ExpertController
    return ExpertController(**options)


# Weakest first: the order the setup screen lists them in.
LEVELS: dict[str, Callable[..., Controller]] = {
    "random": RandomController, "easy": _easy, "normal": _normal, "hard": _hard, "expert": _expert}


def controller_levels() -> list[str]:
    return list(LEVELS)


def make_controller(level: str, **options: Any) -> Controller:
    """A controller by level name (`LEVELS`); ValueError naming the known ones."""
    factory = LEVELS.get(level)
    if factory is None:
        raise ValueError(f"unknown controller level {level!r}; known: {', '.join(LEVELS)}")
    return factory(**options)
