"""Seat controllers: whoever chooses a seat's actions (a person, an AI, an automaton).

Every controller gets only what its seat may see (its game's view, never the State) and an
injected RNG, and returns one of `view.legal`. The app never special-cases them. Each game
makes its own levels (`GameDefinition.make_controller`); `RandomController`, the baseline
every AI is measured against, serves any game.
"""
from __future__ import annotations

import random
from typing import Any, Callable, Protocol


class Controller(Protocol):
    name: str

    def choose(self, view: Any, rng: random.Random) -> Any:
        """One legal action for `view.seat` (an element of `view.legal`)."""
        ...


def random_choice(view: Any, rng: random.Random) -> Any:
    """A uniform choice among `view.legal`."""
    return view.legal[rng.randrange(len(view.legal))]


class RandomController:
    """Uniform choice among the legal actions: the baseline every AI is measured against."""

    name = "random"

    def choose(self, view: Any, rng: random.Random) -> Any:
        return random_choice(view, rng)


class SeatRandomController:
    """A game's own levels' base (`game.<id>.ai`): made for one seat, and uniform among the
    legal actions (the game's `random` level) until a level chooses otherwise."""

    def __init__(self, seat: int | None = None):
        self.seat = seat

    def choose(self, view: Any, rng: random.Random) -> Any:
        return random_choice(view, rng)


class RuleOfThumbController(SeatRandomController):
    """A level that plays a rule of thumb: `rule(read(view))`, the same action for the same view
    (no randomness, no search). A game's level sets `read`, its reading of a view (the view
    itself by default), and `rule`, the choice made from that reading, as staticmethods."""

    read: Callable[[Any], Any] = staticmethod(lambda view: view)
    rule: Callable[[Any], Any]

    def choose(self, view: Any, rng: random.Random) -> Any:
        return self.rule(self.read(view))
