"""Exact endgames for `expert`: the rest of an Age solved on one sampled deal.

With every card known (one determinization), the last tricks form a small game tree; each
seat picks the choice best for its own reward (max^n: the natural generalisation of minimax
to several players whose interests differ), ties to the first option in engine order. The
tree is walked by the simulators themselves: at a decision the simulator's policy takes a
snapshot (`clone`) and stops the run; each option is then played from a copy of that
snapshot. A snapshot taken at a policy call restarts at the very same decision (for a
council visit the pending visitor is put back first, as the simulator cleared it before
asking), so the solver needs no rules of its own. tests/test_ai_expert.py checks it against
a brute force that replays every complete line of play from the root.
"""
from __future__ import annotations

from typing import Callable


class _Branch(Exception):
    def __init__(self, decider, options, snap):
        self.decider, self.options, self.snap = decider, options, snap


class Game:
    """How to walk one simulator: `run(r, policy)`, `clone(r)`, `rewards(r) -> per seat`."""

    def __init__(self, run, clone, rewards, solo: bool):
        self.run, self.clone, self.rewards, self.solo = run, clone, rewards, solo

    def policy(self, pending: list, counter: list):
        """A simulator policy: plays `pending` choices, then snapshots and stops."""
        clone = self.clone

        def branch(r, seat, kind, options):
            if pending:
                return pending.pop()
            snap = clone(r)
            if kind == "visit":      # the simulator cleared the pending visit before asking
                if self.solo:
                    snap.visit_pending = True
                else:
                    snap.visitor = seat
            counter[0] += 1
            raise _Branch(seat, list(options), snap)
        if self.solo:
            return lambda r, kind, options: branch(r, 0, kind, options)
        return branch


def solve(game: Game, r, first=None, counter: list | None = None) -> list[float]:
    """The max^n value (a reward per seat) of `r` after the choice `first` (None: from `r`'s
    own next decision). `r` is not modified. `counter[0]` counts decision nodes."""
    counter = counter if counter is not None else [0]
    work = game.clone(r)
    try:
        game.run(work, game.policy([] if first is None else [first], counter))
    except _Branch as b:
        best = None
        for opt in b.options:
            v = solve(game, b.snap, opt, counter)
            if best is None or v[b.decider] > best[b.decider]:
                best = v
        return best
    return game.rewards(work)


def root_values(game: Game, r, options, me: int, counter: list | None = None) -> list[float]:
    """`me`'s max^n value of each root option (the position's own next decision is `me`'s)."""
    return [solve(game, r, opt, counter)[me] for opt in options]


def table_game(reward: Callable) -> Game:
    from game.bug_council.ai.fastsim import Round, age_points, run
    return Game(run, Round.clone,
                lambda r: reward([a + b for a, b in zip(r.scores, age_points(r))], r.tricks),
                solo=False)


def solo_game(reward: Callable) -> Game:
    from game.bug_council.ai.solosim import SoloRound, age_points, run
    return Game(run, SoloRound.clone, lambda r: reward([a + b for a, b in zip(r.scores, age_points(r))]),
                solo=True)
