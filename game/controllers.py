"""Seat controllers: whoever chooses a seat's actions (a person, an AI, the Termitenator).

Every controller gets only what its seat may see (`game.bug_council.view.SeatView`, never the State)
and an injected RNG, and returns one of `view.legal`. The app never special-cases them.
"""
from __future__ import annotations

import random
from typing import Callable, Protocol

from game.bug_council.actions import Action
from game.bug_council.view import SeatView


class Controller(Protocol):
    name: str

    def choose(self, view: SeatView, rng: random.Random) -> Action:
        """One legal action for `view.seat` (an element of `view.legal`)."""
        ...


class RandomController:
    """Uniform choice among the legal actions: the baseline every AI is measured against."""

    name = "random"

    def choose(self, view: SeatView, rng: random.Random) -> Action:
        return view.legal[rng.randrange(len(view.legal))]


_FACTORIES: dict[str, Callable[..., Controller]] = {"random": RandomController}


def register_controller(level: str, factory: Callable[..., Controller]) -> None:
    _FACTORIES[level] = factory


def controller_levels() -> list[str]:
    _load_ai()
    return list(_FACTORIES)


def make_controller(level: str, **options) -> Controller:
    """A controller by level name: random, easy, normal, hard, expert (AI levels live in game.ai)."""
    if level not in _FACTORIES:
        _load_ai()
    try:
        return _FACTORIES[level](**options)
    except KeyError:
        raise ValueError(f"unknown controller level {level!r}; known: {', '.join(_FACTORIES)}") from None


def _load_ai() -> None:
    try:
        import game.bug_council.ai  # noqa: F401  (registers its levels)
    except ImportError:
        pass
