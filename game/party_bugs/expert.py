"""Party Bugs `expert`: hard's determinized search, with inference and an exact endgame.

* **Inference** (`game.party_bugs.inference`): deals honour every exact constraint of the view
  (a set's unseen cards only in its owner's hidden places, their true sizes, a face-down card
  never a 13 nor a value face up beside it).
* **Playouts**, while the decks still hold cards: for each legal choice, the rest of the game is
  played out on the same deals in `fastsim` with hard's playout policy (`normal`) at every seat,
  as hard does, with a larger budget (config/ai.yaml `party_bugs.expert.playouts`).
* **The endgame**, once the real players' decks are empty (the last three normal rounds and the
  final round): the hands are then known, only this round's secret plays, face-down cards and
  Roachy's deck order are not, and there are few enough deals to list them all
  (`Inference.exact_deals`). Each is played out with every opponent decision made as `hard`
  makes it with everything known: each of its options played out with `normal` to the end, the
  best for it kept (a secret play of a seat before it averaged over the cards it may be, as
  hard's deals do). That model also weighs the deals: an opponent that chose before this seat
  most likely played the card the model names (`endgame_match`). This seat's own decisions in
  the last `exact_rounds` rounds (and the final round) are searched exactly (max over its
  options at every node); earlier ones use the same one-step model.

Budgets are counts (playouts, deals), so a seed gives the same moves on any machine;
`time_cap_ms` is only a safety net and a `stop` Event ends the search after the deal under way.
"""
from __future__ import annotations

import itertools
import random
import time
from typing import Any

from game.party_bugs.ai import SearchController, outcome, party_ai_config, sim_policy
from game.party_bugs.fastsim import Table, run, scores
from game.party_bugs.inference import Inference
from game.party_bugs.state import PLAY, Action
from game.party_bugs.view import SeatView


class ExpertController(SearchController):
    """Determinized playouts while the decks hold cards; the endgame search (module docstring)
    once the real decks are empty. Deterministic from the rng and the budgets."""

    def __init__(self, seat: int | None = None, playouts: int | None = None,
                 time_cap_ms: float | None = None, **options: Any):
        cfg = dict(party_ai_config()["expert"])
        unknown = set(options) - set(cfg)
        if unknown:
            raise ValueError(f"expert option: unknown {sorted(unknown)[0]!r}; known: {', '.join(sorted(cfg))}")
        cfg.update(options)
        super().__init__("expert", seat, playouts, time_cap_ms, cfg)
        self.endgame = bool(cfg["endgame"])
        self.endgame_deals = int(cfg["endgame_deals"])
        self.endgame_search_deals = int(cfg["endgame_search_deals"])
        self.endgame_match = float(cfg["endgame_match"])
        self.model_alternatives = int(cfg["model_alternatives"])
        self.exact_rounds = int(cfg["exact_rounds"])

    def search(self, view: SeatView, legal: list[Action], base: list[int] | None,
               rng: random.Random, stop) -> Action:
        inference = Inference(view)
        deadline = time.perf_counter() + self.time_cap
        options = [a.arg for a in legal]
        if self.endgame and all(view.deck_sizes[i] == 0 for i in range(view.players)):
            deals = inference.exact_deals(self.endgame_deals)
            if deals is not None:
                values = Endgame(view.seat, base, self, rng).values(deals, options, stop, deadline)
                return legal[_best(values)]
        values = self._playouts(view.seat, inference, base, options, rng, stop, deadline)
        return legal[_best(values)]

    def _playouts(self, me: int, inference: Inference, base, options: list, rng: random.Random,
                  stop, deadline: float) -> list[float]:
        """hard's search: every option on the same deals, `normal` at every seat after it."""
        totals = [0.0] * len(options)
        worlds = max(1, self.playouts // len(options))
        done = 0
        for k in range(worlds):
            if k and ((stop is not None and stop.is_set()) or time.perf_counter() > deadline):
                break
            world = inference.deal(rng)
            for i, first in enumerate(options):
                t = world.clone()
                run(t, sim_policy, me, first)
                totals[i] += result(t, me, base)
            done += 1
        self.last_stats = {"method": "playouts", "deals": done, "playouts": done * len(options)}
        return [v / max(done, 1) for v in totals]


def result(t: Table, seat: int, base: list[int] | None) -> float:
    """A finished playout for `seat`, on hard's scale (`ai.outcome`: 1 for a win plus 0.02 a
    point of margin to the best rival), with the rulebook's ties: clockwise from the host, and
    Roachy after every real player (ai.outcome counts a tie with Roachy as a loss; the model of
    hard keeps that reading, since it is how hard plays)."""
    final = scores(t)
    if base is not None:
        final = [a + b for a, b in zip(base, final)]
    n, host = t.players, t.host
    mine = final[seat]
    won = all(final[i] > mine or (final[i] == mine and (i >= n or (i - host) % n > (seat - host) % n))
              for i in range(len(final)) if i != seat)
    rivals = min(v for i, v in enumerate(final) if i != seat)
    return (1.0 if won else 0.0) + 0.02 * (rivals - mine)


def _best(values: list[float]) -> int:
    """The best option's index; ties to the first (the engine's order), as hard."""
    return max(range(len(values)), key=lambda i: (values[i], -i))


class Endgame:
    """The search once the real decks are empty (module docstring): every deal listed, the
    opponents on the one-step model of hard, this seat exact in its last `exact_rounds`."""

    def __init__(self, me: int, base, cfg: ExpertController, rng: random.Random):
        self.me, self.base, self.cfg = me, base, cfg
        self.rng = random.Random(rng.random())     # the model's sampled alternatives
        self.memo: dict[tuple, Any] = {}
        self.playouts = 0

    def values(self, deals: list[Table], options: list, stop, deadline: float) -> list[float]:
        """The weighted mean result of each option over the deals (the likeliest
        `endgame_search_deals` of them when there are more, in their listed order)."""
        weights = self.weights(deals)
        cap = self.cfg.endgame_search_deals
        if len(deals) > cap:
            keep = sorted(sorted(range(len(deals)), key=lambda k: -weights[k])[:cap])
            deals, weights = [deals[k] for k in keep], [weights[k] for k in keep]
        totals = [0.0] * len(options)
        weight_done = 0.0
        done = 0
        for k, (t, w) in enumerate(zip(deals, weights)):
            if k and ((stop is not None and stop.is_set()) or time.perf_counter() > deadline):
                break
            if w == 0:
                continue
            for i, first in enumerate(options):
                totals[i] += w * self.value_after(t, self.me, first)
            weight_done += w
            done += 1
        self.cfg.last_stats = {"method": "endgame", "deals": done, "of_deals": len(weights),
                               "model_playouts": self.playouts}
        return [v / max(weight_done, 1e-12) for v in totals]

    def weights(self, deals: list[Table]) -> list[float]:
        """Each deal's likelihood under the model: a seat that chose before this one played the
        card the model names with probability `endgame_match`, another of its cards otherwise."""
        t0 = deals[0]
        secret = [i for i in range(t0.players) if i != self.me and t0.chosen[i] is not None
                  and len({t.chosen[i] for t in deals}) > 1]
        if not secret:
            return [1.0] * len(deals)
        match = self.cfg.endgame_match
        named: dict[int, Any] = {}
        for i in secret:
            # The model's card for seat i, asked where i chose: its card back in its hand and
            # every later seat not yet chosen (i saw only that the earlier seats had chosen).
            t = t0.clone()
            t.hands[i].append(t.chosen[i])
            for j in range(i, t.players):
                if j != i and t.chosen[j] is not None and j != self.me:
                    t.hands[j].append(t.chosen[j])
                t.chosen[j] = None
            hand = sorted(t.hands[i], key=_engine_key)
            named[i] = (self.model(t, i, PLAY, hand), len(hand))
        out = []
        for t in deals:
            w = 1.0
            for i in secret:
                card, k = named[i]
                w *= match if t.chosen[i] == card else (1 - match) / max(k - 1, 1)
            out.append(w)
        return out

    def value_after(self, t: Table, seat: int, first) -> float:
        """This seat's result after `seat` makes choice `first` at `t` (its decision now) and the
        game goes on under `policy`."""
        t = t.clone()
        run(t, self.policy, seat, first)
        return result(t, self.me, self.base)

    def policy(self, t: Table, seat: int, kind: str, options: list):
        """Every decision after the root: this seat exact in its last rounds, else the model."""
        if len(options) == 1:
            return options[0]
        if seat == self.me and t.round >= t.final_round - self.cfg.exact_rounds:
            values = [self.value_after(t, seat, o) for o in options]
            return options[_best(values)]
        return self.model(t, seat, kind, options)

    def model(self, t: Table, seat: int, kind: str, options: list):
        """hard's choice with everything known: each option played out with `normal` at every
        seat, the best mean for `seat`; a secret play of an earlier seat is averaged over the
        cards it may be (its hand then), as hard's deals spread it. Memoized per position."""
        key = _key(t, seat)
        hit = self.memo.get(key)
        if hit is not None:
            return hit
        worlds = self.alternatives(t, seat) if kind == PLAY else [t]
        totals = [0.0] * len(options)
        for w in worlds:
            for i, o in enumerate(options):
                x = w.clone()
                run(x, sim_policy, seat, o)
                totals[i] += outcome(x, seat, self.base)
        self.playouts += len(worlds) * len(options)
        pick = options[_best(totals)]
        self.memo[key] = pick
        return pick

    def alternatives(self, t: Table, seat: int) -> list[Table]:
        """The tables `seat` cannot tell apart at a secret play: each earlier seat's chosen card
        any card of its hand then (at most `model_alternatives`, sampled)."""
        earlier = [i for i in range(t.players) if i != seat and t.chosen[i] is not None]
        if not earlier:
            return [t]
        pools = [sorted(t.hands[i] + [t.chosen[i]], key=_engine_key) for i in earlier]
        combos = list(itertools.product(*pools))
        cap = self.cfg.model_alternatives
        if len(combos) > cap:
            combos = self.rng.sample(combos, cap)
        out = []
        for combo in combos:
            x = t.clone()
            for i, c in zip(earlier, combo):
                x.hands[i] = [h for h in pools[earlier.index(i)] if h != c]
                x.chosen[i] = c
            out.append(x)
        return out


def _engine_key(c: int) -> int:
    return ((c & 15) << 3) | (c >> 4)


def _key(t: Table, seat: int) -> tuple:
    """A position as the model sees it from `seat` (what decides its choice there): at a secret
    play, an earlier seat's hand then stands for its hidden card (the model averages over it),
    so the deals that differ only there share one answer."""
    if t.phase == PLAY:
        hands = tuple(tuple(sorted(h + [c])) if c is not None and i != seat else tuple(sorted(h))
                      for i, (h, c) in enumerate(zip(t.hands, t.chosen)))
        chosen: tuple = tuple(c is not None for c in t.chosen)
    else:
        hands, chosen = tuple(map(tuple, t.hands)), tuple(t.chosen)
    return (seat, t.round, t.phase, hands, chosen, tuple(sorted(t.floor)), tuple(t.take_order),
            tuple(map(tuple, t.displays)), tuple(t.face_down), tuple(map(tuple, t.decks)))


def make_expert(seat: int | None = None, **options: Any) -> ExpertController:
    """The level `expert` as the definition builds it: `playouts` or `iterations` (the arena's
    --iterations) the budget; other keys are config/ai.yaml `party_bugs.expert` options."""
    budget = options.pop("playouts", None)
    budget = options.pop("iterations", None) or budget
    return ExpertController(seat, playouts=budget, time_cap_ms=options.pop("time_cap_ms", None), **options)

__all__ = ["ExpertController", "Endgame", "make_expert"]
