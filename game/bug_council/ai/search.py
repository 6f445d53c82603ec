"""The `hard` controller: determinized (PIMC) search with UCB1 over the root actions.

Each iteration deals the unseen cards again consistently with what the seat has observed
(`determinize.Sampler`: voids, cards played, discards it cannot see, face-up Emissary and
pyramid cards), picks a root action by UCB1 over the statistics pooled across deals, plays
the rest of the Age out with a cheap policy and scores the margin over the best rival.
The action tried most often wins. Table and Emissary playouts run in `fastsim` (proven equal
to the engine); solo playouts run in `solosim`, which reproduces the engine's Termitenator
(decision tree, council choice, personalities) and is proven equal to it too. Declarations and No Allegiance discards
use the `normal` heuristics.
"""
from __future__ import annotations

import math
import random
import time
from typing import Any

from game.bug_council.actions import Action
from game.ai.config import ai_config
from game.bug_council.ai.determinize import Sampler, round_from_view
from game.bug_council.ai.fastpolicy import rollout_choice
from game.bug_council.ai.fastsim import Round, age_points, run
from game.bug_council.ai.solosim import age_points as solo_points
from game.bug_council.ai.solosim import round_from_state_parts
from game.bug_council.ai.solosim import run as solo_run
from game.bug_council.ai.heuristic import NormalController
from game.bug_council.ai.reward import SoftWin
from game.bug_council.view import SeatView


class HardController:
    """Search over hidden information; deterministic given the RNG and the iteration budget."""

    name = "hard"

    def __init__(self, iterations: int | None = None, solo_iterations: int | None = None,
                 time_cap_ms: float | None = None, exploration: float | None = None,
                 reward_scale: float | None = None):
        cfg = ai_config()["hard"]
        self.iterations = int(iterations or cfg["iterations"])
        self.solo_iterations = int(solo_iterations or cfg["solo_iterations"])
        self.time_cap = float(time_cap_ms or cfg["time_cap_ms"]) / 1000
        self.exploration = float(exploration or cfg["exploration"])
        self.reward_scale = float(reward_scale or cfg["reward_scale"])
        self.soft_win = SoftWin(self.reward_scale)     # built once: it scores every playout
        self.heuristic = NormalController(**ai_config().get("normal", {}))
        self.last_stats: dict[str, Any] = {}

    def choose(self, view: SeatView, rng: random.Random, stop=None) -> Action:
        """A legal action; `stop` (an Event-like with is_set) ends the search early."""
        legal = view.legal
        if len(legal) == 1:
            return legal[0]
        if legal[0].kind in ("declare", "discard"):
            return self.heuristic.choose(view, rng)
        if view.mode == "solo":
            return self._search(view, rng, stop, self.solo_iterations, _SoloPlayout(view, self))
        return self._search(view, rng, stop, self.iterations, _FastPlayout(view, self))

    def _search(self, view: SeatView, rng: random.Random, stop, budget: int, playout) -> Action:
        legal = view.legal
        n = len(legal)
        visits = [0] * n
        totals = [0.0] * n
        c = self.exploration
        deadline = time.perf_counter() + self.time_cap
        done = 0
        for it in range(budget):
            if should_stop(it, stop, deadline):
                break
            if it < n:
                i = it
            else:
                log_t = math.log(it)
                i = max(range(n), key=lambda k: totals[k] / visits[k] + c * math.sqrt(log_t / visits[k]))
            totals[i] += playout.run(legal[i].arg, rng)
            visits[i] += 1
            done += 1
        best = max(range(n), key=lambda k: (visits[k], totals[k] / max(visits[k], 1), -k))
        self.last_stats = {"iterations": done, "visits": visits,
                           "values": [t / v if v else None for t, v in zip(totals, visits)]}
        return legal[best]

    def reward(self, final_scores, seat: int) -> float:
        """The soft win at `reward_scale` (game/bug_council/ai/reward.py)."""
        return self.soft_win(final_scores, seat)


def should_stop(it: int, stop, deadline: float) -> bool:
    """Checked every 16 iterations (a clock read is not free): the job was cancelled, or the
    wall-clock safety net is reached."""
    return bool(it & 15 == 0 and it and ((stop is not None and stop.is_set())
                                         or time.perf_counter() > deadline))


class _FastPlayout:
    """Deal, apply the root action, play the Age out in fastsim, score (table, Emissary)."""

    def __init__(self, view: SeatView, ctl: HardController):
        self.view = view
        self.ctl = ctl
        self.sampler = Sampler(view)
        self.template = round_from_view(view, [[] for _ in self.sampler.holders], self.sampler.holders)
        self.own_in_leftover = len(self.template.leftover) > 0   # our discard, on top
        self.seat = view.seat

    def run(self, first: Any, rng: random.Random) -> float:
        r = self.playout(first, rng)
        return self.ctl.reward(self.final_scores(r), self.seat)

    def playout(self, first: Any, rng: random.Random, wrap=None) -> Round:
        """One deal played to the end of the Age after `first` (None: no root action, the
        Age from its first lead); `wrap(policy) -> policy` lets the coach watch the playout."""
        r = self.build(self.sampler.deal(rng))
        policy = _rollout_policy(rng.random, first)
        run(r, wrap(policy) if wrap is not None else policy)
        return r

    def build(self, deal) -> Round:
        """The position with one deal's cards in their places (the deal's lists are copied:
        expert draws the same deal more than once)."""
        r = self.template.clone()
        for h, cards in zip(self.sampler.holders, deal):
            if h.name == "hand":
                r.hands[h.seat] = sorted(cards)
            else:
                r.leftover = (r.leftover + cards) if self.own_in_leftover else list(cards)
        return r

    @staticmethod
    def points(r: Round) -> list[int]:
        return age_points(r)

    @staticmethod
    def final_scores(r: Round) -> list[int]:
        return [a + b for a, b in zip(r.scores, age_points(r))]


def _rollout_policy(rnd, first):
    """The root action first, then hard's cheap model of every seat (`fastpolicy.rollout_choice`)."""
    pending = [] if first is None else [first]

    def policy(r: Round, seat: int, kind: str, options: list) -> Any:
        if pending:
            return pending.pop()
        return rollout_choice(r, seat, kind, options, rnd)
    return policy


class _SoloPlayout:
    """Solo: deal, apply the root action, play the Age out in solosim (proven equal to the
    engine, the Termitenator's decision tree and personalities included), score."""

    def __init__(self, view: SeatView, ctl: HardController):
        from game.bug_council.ai.knowledge import played_cards, public_cards
        self.view = view
        self.ctl = ctl
        self.sampler = Sampler(view)
        pub = view.public
        self.face_up = [c is not None for c in pub["pyramid"]]
        self.hidden_slots = [i for i, (c, present) in enumerate(zip(pub["pyramid"], pub["pyramid_present"]))
                             if present and c is None]
        own = view.own_discard
        self.top = [own] if own is not None and own not in played_cards(view) \
            and own not in public_cards(view) else []
        self.template = round_from_state_parts(view, view.hand, pub["pyramid"], self.face_up, [], [])
        self.seat = view.seat

    def run(self, first: Any, rng: random.Random) -> float:
        r = self.playout(first, rng)
        return self.ctl.reward(self.final_scores(r), self.seat)

    def playout(self, first: Any, rng: random.Random, wrap=None):
        """As `_FastPlayout.playout`, in solosim."""
        r = self.build(self.sampler.deal(rng))
        policy = _solo_policy(rng.random, first)
        solo_run(r, wrap(policy) if wrap is not None else policy)
        return r

    def build(self, deal):
        """As `_FastPlayout.build`, a SoloRound."""
        r = self.template.clone()
        for h, cards in zip(self.sampler.holders, deal):
            if h.name == "pyramid":
                for i, c in zip(self.hidden_slots, cards):
                    r.pyramid[i] = c
            elif h.name == "shark":
                r.shark = list(cards)
            else:
                r.leftover = self.top + cards
        return r

    @staticmethod
    def points(r) -> list[int]:
        return solo_points(r)

    @staticmethod
    def final_scores(r) -> list[int]:
        return [a + b for a, b in zip(r.scores, solo_points(r))]


def _solo_policy(rnd, first):
    """The root action first (None: none), then the same cheap policy as the table playouts."""
    pending = [] if first is None else [first]

    def policy(r, kind: str, options: list) -> Any:
        if pending:
            return pending.pop()
        k = len(options)
        if k == 1:
            return options[0]
        if kind == "play":
            council = r.council
            if r.player_na:
                strength = lambda c: (council[c >> 4] << 4) | (c & 15)  # noqa: E731
                if r.plays:
                    best = strength(r.plays[0][1])
                    under = [c for c in options if strength(c) < best]
                    if under:
                        return max(under, key=strength)
                return min(options, key=strength)
            if k == 2 and len(r.hand) == 2:
                a, b = options
                return a if council[a >> 4] < council[b >> 4] else b
        return options[int(rnd() * k)]
    return policy
