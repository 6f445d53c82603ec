"""Seeded Bug Council games of the Emissary and solo modes with one deliberate blunder, for the
coach's tests in every mode (tests/test_review_modes.py, tests/test_scene_coach_modes.py).
Made once per worker (lru_cache): the modules that use them are one xdist group."""
from __future__ import annotations

import random
from functools import lru_cache
from typing import Any, NamedTuple

from game.bug_council.ai import make_controller
from game.bug_council.coach import hint, hint_rng
from game.bug_council.review import Review, review
from game.bug_council.view import seat_view
from game.record import GameRecord
from game.setup import GameSetup, SeatSetup

BUDGET = 100      # small and fixed: the review of a blunder game uses the budget it was found at
GROUP = "bug_council_mode_games"


class ModeGame(NamedTuple):
    players: int
    options: dict
    kind: str          # the kind of decision the person blunders at
    seed: int


# The Emissary game's blunder is an Emissary card (its board glows), solo's a council visit
# (a space's ring glows): each mode's own decision, where the table marks it its own way.
MODES = {"emissary": ModeGame(2, {}, "emissary", 3),
         "solo": ModeGame(1, {"personality": "pacifist"}, "visit", 3)}


class Blunder(NamedTuple):
    record: GameRecord
    index: int           # the blunder's action number
    played: Any          # the action played there
    best: Any            # the coach's first option there


@lru_cache(maxsize=None)
def blunder_game(mode: str) -> Blunder:
    """A seeded game of `mode`: seat 0 (the person) plays the `normal` AI's choices, except at
    the first decision of the mode's kind where the coach (at BUDGET) rates its best and worst
    options at least 1.5 points apart: there it plays the worst. The other seats play as a
    match plays them (the Termitenator by its procedure, players by `normal`)."""
    m = MODES[mode]
    rec = GameRecord(mode, m.players, m.seed, dict(m.options))
    s = rec.start()
    automata = rec.definition.automata(mode)
    normal, rng, blunder = make_controller("normal"), random.Random(m.seed), None
    for _ in range(600):
        if s.game_over:
            break
        seat = s.to_act()[0]
        view = seat_view(s, seat)
        a = automata.get(seat, normal).choose(view, rng)
        if seat == 0 and blunder is None and a.kind == m.kind and len(s.legal_actions(0)) > 1:
            h = hint(view, hint_rng(rec.seed, view), BUDGET)
            worst = h.options[-1]
            if h.best.margin - worst.margin >= 1.5:
                blunder = (len(rec.actions), worst.action, h.best.action)
                a = worst.action
        s, _ = s.apply_action(a)
        rec.actions.append(a)
    assert s.game_over and blunder is not None
    return Blunder(rec, *blunder)


@lru_cache(maxsize=None)
def reviewed(mode: str) -> Review:
    return review(blunder_game(mode).record, [0], BUDGET)


def mode_setup(mode: str, seed: int) -> GameSetup:
    """The person at seat 0, the other players a random AI (they only finish the game)."""
    m = MODES[mode]
    seats = (SeatSetup("You", "#E69F00", "human"),
             *(SeatSetup(name, color, "random") for name, color in (("Rufus", "#D55E00"),)[:m.players - 1]))
    return GameSetup(mode, m.players, seats, seed, dict(m.options))
