"""The `expert` controller (issue 16): `hard`'s determinized search, with knowledge added.

* **Inference** (`inference.py`): the deals are drawn from a pool weighted by how likely each
  makes what the opponents did this Age (declarations, every card they played), under a
  softened model of the heuristic policy; voids and seen cards stay exact.
* **Playouts** play the rest of the Age with `fastpolicy` (the heuristic `PlayoutController`
  on plain lists, proven equal to it) at its own seat; at the other seats with `hard`'s cheap
  policy with probability `playout_noise` (table, Emissary), the heuristic otherwise. With the
  heuristic at every seat (noise 0) the playouts trust opponents to make easy's predictable
  moves, which `hard` does not: at 4 players that lost to hard (docs/ai.md, "Tuning").
* **Deeper search**: single-observer ISMCTS over its own decisions. A node is keyed by what the
  seat has observed since the root (every choice made, in order); each iteration walks the
  tree at its own decisions (UCB1 with availability counts, since which options exist
  depends on the deal), adds one new node, and lets the heuristic play the rest.
* **Exact endgames** (`endgame.py`): from `endgame_tricks` tricks before the end of the Age
  (counting the one under way), each sampled deal is solved exactly (max^n) for every root
  option instead of being played out; the budget is counted in solver nodes.
* **Declaration search** (`declare_search`: the modes it is on in, or true for all):
  Allegiance and No Allegiance are each played out over the
  whole Age on the same deals (No Allegiance discarding `normal`'s card), with the opponents'
  undeclared choices set by `normal`'s rule on their dealt hands (what `hard` declares), and
  the better mean reward is declared. Off, expert declares by `normal`'s rule, as `hard` does.
  The **discard search** (`discard_search`) chooses the No Allegiance discard the same way,
  every card played out on the same deals.

Budgets are iterations and solver nodes, never time, so a seed gives the same moves on any
machine; `time_cap_ms` is only a safety net. Each part can be switched off (constructor
flags, `config/ai.yaml` `expert:`) for ablation. Discards and declarations without their
searches use `normal`'s heuristics, as `hard` does.
"""
from __future__ import annotations

import math
import random
import time
from typing import Any

from game.bug_council.actions import NO_ALLEGIANCE, Action
from game.ai.config import ai_config
from game.bug_council.ai.distilled import opponent_policy as distilled_opponents
from game.bug_council.ai.distilled import weights as distilled_weights
from game.bug_council.ai.endgame import root_values, solo_game, table_game
from game.bug_council.ai.fastpolicy import mixed_table_policy, solo_policy, table_policy
from game.bug_council.ai.fastsim import age_points, run
from game.bug_council.ai.heuristic import NormalController, top_value
from game.bug_council.ai.inference import Inference
from game.bug_council.ai.knowledge import as_if_declared, na_discard, strongest_card
from game.bug_council.ai.reward import SoftWin, curve_key, win_curve
from game.bug_council.ai.search import _FastPlayout, _rollout_policy, _solo_policy, _SoloPlayout, should_stop
from game.bug_council.ai.solosim import age_points as solo_points
from game.bug_council.ai.solosim import run as solo_run
from game.bug_council.rules import MODES, load_rules
from game.bug_council.state import TRICK
from game.bug_council.view import SeatView

FLAGS = ("inference", "playout_policy", "deep_search", "endgame")


class ExpertController:
    """Deterministic given the RNG, the budgets and the views it was shown this game."""

    name = "expert"

    def __init__(self, **options):
        cfg = {**ai_config()["expert"], **{k: v for k, v in options.items() if v is not None}}
        self.iterations = int(cfg["iterations"])
        self.solo_iterations = int(cfg["solo_iterations"])
        self.pool_size = int(cfg["pool_size"])
        self.time_cap = float(cfg["time_cap_ms"]) / 1000
        self.exploration = float(cfg["exploration"])
        self.reward_scale = float(cfg["reward_scale"])
        self.solo_reward_scale = float(cfg.get("solo_reward_scale", cfg["reward_scale"]))
        self.final_result = float(cfg.get("final_result", 0.0))
        if not 0.0 <= self.final_result <= 1.0:
            raise ValueError(f"expert final_result: a weight from 0 to 1, got {self.final_result!r}")
        self.reward_kind = str(cfg.get("reward", "scale"))
        if self.reward_kind not in ("scale", "win_curve"):
            raise ValueError(f"expert reward: scale or win_curve, got {self.reward_kind!r}")
        self.win_curves = cfg.get("win_curve") or {}
        self.match = tuple(float(x) for x in cfg["inference_match"])
        self.endgame_min_deals = int(cfg["endgame_min_deals"])
        self.endgame_tricks = int(cfg["endgame_tricks"])
        self.endgame_nodes = int(cfg["endgame_nodes"])
        self.endgame_deals = int(cfg["endgame_deals"])
        self.playout_noise = float(cfg.get("playout_noise", 0.0))
        self.parts = {f: bool(cfg.get(f, True)) for f in FLAGS}
        self.declare_search = _modes(cfg.get("declare_search", False), "declare_search")
        self.opponent_model = str(cfg.get("opponent_model", "cheap"))
        if self.opponent_model not in ("cheap", "distilled"):
            raise ValueError(f"expert opponent_model: cheap or distilled, got {self.opponent_model!r}")
        self.declare_playouts = int(cfg.get("declare_playouts", 300))
        self.discard_search = _modes(cfg.get("discard_search", False), "discard_search")
        self.discard_playouts = int(cfg.get("discard_playouts", 100))
        self.heuristic = NormalController(**ai_config().get("normal", {}))
        # (age, trick) -> the council as this seat saw it: inference needs the council each
        # past trick was played under, and the SeatView only shows the current one.
        self.councils: dict[tuple[int, int], tuple] = {}
        self.last_stats: dict[str, Any] = {}

    def choose(self, view: SeatView, rng: random.Random, stop=None) -> Action:
        if view.phase == TRICK:
            self.councils[(view.age, view.trick)] = tuple(view.council)
        legal = view.legal
        if len(legal) == 1:
            return legal[0]
        reward = self.soft_win(view)
        if legal[0].kind == "declare" and view.mode in self.declare_search:
            return self._declare(view, rng, stop, reward)
        if legal[0].kind == "discard" and view.mode in self.discard_search:
            return self._discard(view, rng, stop, reward)
        if legal[0].kind in ("declare", "discard"):
            return self.heuristic.choose(view, rng)
        solo = view.mode == "solo"
        inf = Inference(view, lambda t: self.councils.get((view.age, t)), match=self.match,
                        enabled=self.parts["inference"],
                        distilled=distilled_weights() if self.opponent_model == "distilled" else None)
        pool = inf.pool(rng, self.pool_size)
        # search.py's playouts put a deal's cards in their places (its holders are the same as
        # the inference's: both come from the view alone).
        builder = _SoloPlayout(view, self) if solo else _FastPlayout(view, self)
        left = builder.template.tricks_per_age - view.trick + 1
        if self.parts["endgame"] and left <= self.endgame_tricks:
            action = self._endgame(view, rng, stop, pool, builder, reward)
            if action is not None:
                return action
        budget = self.solo_iterations if solo else self.iterations
        return self._ismcts(view, rng, stop, pool, builder, budget, reward)

    # --- reward -----------------------------------------------------------------------------

    def soft_win(self, view: SeatView) -> SoftWin:
        """What the scores at the end of this Age are worth to a seat, for every reward of
        this decision (playouts, the endgame solver's max^n, the declaration search).

        Solo: `solo_reward_scale`. Table and Emissary: `reward_scale` (a small scale cares
        about first place, not the margin: hard's 8 is nearly linear over the usual margins,
        and at 4 players it buys second places; docs/ai.md, "The reward's scale"), or with
        `reward: win_curve` the curve fitted for this player count and Age."""
        if view.mode == "solo":
            return SoftWin(self.solo_reward_scale)
        if self.reward_kind == "win_curve":
            return win_curve(self.win_curves, curve_key(view.mode, view.players), view.age)
        last = view.age >= load_rules(view.mode, view.players).ages
        return SoftWin(self.reward_scale, result=self.final_result if last else 0.0)

    # --- exact endgame ----------------------------------------------------------------------

    def _endgame(self, view, rng, stop, pool, builder, reward: SoftWin) -> Action:
        legal = view.legal
        solo = view.mode == "solo"
        game = solo_game(reward.all) if solo else table_game(reward.all)
        me = 0 if solo else view.seat
        totals = [0.0] * len(legal)
        counter = [0]
        deadline = time.perf_counter() + self.time_cap
        deals = 0
        while deals < self.endgame_deals and counter[0] < self.endgame_nodes:
            if deals and ((stop is not None and stop.is_set()) or time.perf_counter() > deadline):
                break
            r = builder.build(pool.draw(rng))
            for i, v in enumerate(root_values(game, r, [a.arg for a in legal], me, counter)):
                totals[i] += v
            deals += 1
            if deals == 1 and counter[0] * self.endgame_min_deals > self.endgame_nodes:
                # Too few deals would fit the budget: an exact answer on three or four deals
                # is a worse guess than the search over hundreds (counted, so deterministic).
                return None
        best = max(range(len(legal)), key=lambda k: (totals[k], -k))
        self.last_stats = {"method": "endgame", "deals": deals, "nodes": counter[0],
                           "values": [t / max(deals, 1) for t in totals], "ess": pool.ess}
        return legal[best]

    # --- playouts ---------------------------------------------------------------------------

    def _playout_policy(self, tv: int, solo: bool, me: int, rnd):
        """The policy that plays a playout on from the tree or the root: the heuristic at this
        seat, the other seats on hard's cheap policy with probability playout_noise (table,
        Emissary); hard's cheap policy everywhere with the playout_policy part off."""
        if not self.parts["playout_policy"]:
            return _solo_policy(rnd, None) if solo else _rollout_policy(rnd, None)
        if self.playout_noise and not solo:
            # _noisy(table_policy(tv), _rollout_policy(rnd, None), ...) folded into one call.
            base = mixed_table_policy(tv, me, self.playout_noise, rnd)
        else:
            base = solo_policy(tv) if solo else table_policy(tv)
        if self.opponent_model == "distilled" and not solo:
            base = distilled_opponents(me, base, rnd, tv)
        return base

    def _play_out(self, r, policy, solo: bool, me: int, reward: SoftWin, then=None) -> float:
        """Plays `r` to the end of the Age under `policy`; this seat's reward. With `then`,
        `policy` may raise `_LeftTree` at a decision (before choosing): `then` plays on from
        that very decision (the ISMCTS walk hands over to the playout policy)."""
        play = solo_run if solo else run
        if then is None:
            play(r, policy)
        else:
            try:
                play(r, policy)
            except _LeftTree as left:
                if left.visit:      # the simulator cleared the pending visit before asking
                    if solo:
                        r.visit_pending = True
                    else:
                        r.visitor = left.seat
                play(r, then)
        if solo:
            return reward([a + b for a, b in zip(r.scores, solo_points(r))], 0)
        return reward([a + b for a, b in zip(r.scores, age_points(r))], me, r.tricks)

    # --- declaration search -----------------------------------------------------------------

    def _declare(self, view, rng, stop, reward: SoftWin) -> Action:
        """Each declaration played out over the whole Age on the same deals; the better mean
        reward wins (ties: the first legal action, Allegiance). No Allegiance discards
        `normal`'s card; the opponents who have not declared declare as `normal` does on the
        hands dealt to them."""
        afters = [as_if_declared(view, a.arg, na_discard(view) if a.arg == NO_ALLEGIANCE else None)
                  for a in view.legal]
        undeclared = {s for s in range(len(view.declared))
                      if s != view.seat and view.declared[s] is None}
        model = Inference(afters[0], enabled=False) if undeclared and view.mode != "solo" else None

        def declarers(sampler, deal):
            return [h.seat for i, h in enumerate(sampler.holders) if h.name == "hand"
                    and h.seat in undeclared and model.na_preference(deal[i]) > 0]
        return self._whole_age(view, afters, rng, stop, reward, self.declare_playouts,
                               declarers if model is not None else None, "declare")

    def _discard(self, view, rng, stop, reward: SoftWin) -> Action:
        """Each No Allegiance discard played out over the whole Age on the same deals; the
        opponents still to discard discard `normal`'s card."""
        afters = [as_if_declared(view, NO_ALLEGIANCE, a.arg) for a in view.legal]
        full = len(view.hand)
        pending = [s for s in range(len(view.declared)) if s != view.seat
                   and view.declared[s] == NO_ALLEGIANCE and view.hand_sizes[s] == full]
        return self._whole_age(view, afters, rng, stop, reward, self.discard_playouts,
                               (lambda sampler, deal: pending) if pending else None, "discard")

    def _whole_age(self, view, afters, rng, stop, reward: SoftWin, playouts: int, discarders,
                   method: str) -> Action:
        """The legal action whose view after it (`afters`, in order) has the best mean reward
        over `playouts` whole-Age playouts on the same deals with the same playout luck (ties:
        the first). `discarders(sampler, deal)`, if given, names the other seats that discard
        `normal`'s card (and so play No Allegiance) in that deal's playouts."""
        legal = view.legal
        solo = view.mode == "solo"
        me = view.seat
        builders = [_SoloPlayout(a, self) if solo else _FastPlayout(a, self) for a in afters]
        sampler = builders[0].sampler     # the same unseen cards and holders for every option
        tv = top_value(view)
        totals = [0.0] * len(legal)
        deadline = time.perf_counter() + self.time_cap
        n = 0
        for it in range(playouts):
            if should_stop(it, stop, deadline):
                break
            deal = sampler.deal(rng)
            na_seats = discarders(sampler, deal) if discarders is not None else ()
            seed = rng.random()
            for k, b in enumerate(builders):
                r = b.build(deal)
                for s in na_seats:
                    r.na[s] = True
                    out = strongest_card(r.hands[s], r.council)   # normal's discard
                    r.hands[s].remove(out)
                    r.leftover.insert(0, out)
                sub = random.Random(seed)   # the same playout luck for every option
                totals[k] += self._play_out(r, self._playout_policy(tv, solo, me, sub.random), solo, me,
                                            reward)
            n += 1
        best = max(range(len(legal)), key=lambda k: (totals[k], -k))
        self.last_stats = {"method": method, "playouts": n, "values": [t / max(n, 1) for t in totals]}
        return legal[best]

    # --- ISMCTS -----------------------------------------------------------------------------

    def _ismcts(self, view, rng, stop, pool, builder, budget, reward: SoftWin) -> Action:
        legal = view.legal
        solo = view.mode == "solo"
        me = view.seat
        tree: dict[tuple, dict] = {}
        c = self.exploration
        deep = self.parts["deep_search"]
        tv = top_value(view)
        deadline = time.perf_counter() + self.time_cap
        done = 0
        for it in range(budget):
            if should_stop(it, stop, deadline):
                break
            r = builder.build(pool.draw(rng))
            path: list[tuple[dict, Any, list]] = []
            history: list = []
            state = {"expanded": False, "in_tree": True}
            base = self._playout_policy(tv, solo, me, rng.random)

            def mine(options, suggest):
                # A decision of this seat: in the tree while the walk is there, else the policy.
                if not state["in_tree"] or (path and not deep):
                    return None
                key = tuple(history)
                node = tree.get(key)
                if node is None:
                    if state["expanded"]:
                        state["in_tree"] = False
                        return None
                    node = tree[key] = {}
                    state["expanded"] = True
                for o in options:
                    if o not in node:
                        node[o] = [0, 0.0, 0]     # visits, total reward, availability
                untried = [o for o in options if node[o][0] == 0]
                if untried:
                    # Try the playout policy's choice first: most nodes below the root are seen
                    # once (their key holds every card played), so a fixed first option (the
                    # lowest card) would stand in for the policy at one of its later decisions
                    # in nearly every iteration.
                    hint = suggest()
                    choice = hint if hint in untried else untried[0]
                else:
                    choice = max(options, key=lambda o: node[o][1] / node[o][0]
                                 + c * math.sqrt(math.log(max(node[o][2], 1)) / node[o][0]))
                path.append((node, choice, list(options)))
                if untried:
                    state["in_tree"] = False    # a new child: the policy plays on from here
                return choice

            # Once the walk has left the tree, `mine` answers None and nothing reads the
            # history again: the walk's policy stops the simulator at its next decision and
            # the playout policy alone plays on from there (no call through the walk's).
            if solo:
                def policy(rr, kind, options):
                    if not state["in_tree"]:
                        raise _LeftTree(0, kind == "visit")
                    choice = None
                    if len(options) > 1:
                        choice = mine(options, lambda: base(rr, kind, options))
                    if choice is None:
                        choice = base(rr, kind, options)
                    history.append((kind, choice))
                    return choice
            else:
                def policy(rr, seat, kind, options):
                    if not state["in_tree"]:
                        raise _LeftTree(seat, kind == "visit")
                    choice = None
                    if seat == me and len(options) > 1:
                        choice = mine(options, lambda: base(rr, seat, kind, options))
                    if choice is None:
                        choice = base(rr, seat, kind, options)
                    history.append((seat, kind, choice))
                    return choice
            value = self._play_out(r, policy, solo, me, reward, then=base)
            for node, choice, options in path:
                st_ = node[choice]
                st_[0] += 1
                st_[1] += value
                for o in options:
                    node[o][2] += 1
            done += 1
        root = tree.get((), {})
        args = [a.arg for a in legal]

        def rank(k):
            v = root.get(args[k], [0, 0.0, 0])
            return (v[0], v[1] / max(v[0], 1), -k)
        best = max(range(len(legal)), key=rank)
        self.last_stats = {"method": "ismcts", "iterations": done, "nodes": len(tree),
                           "visits": [root.get(a, [0])[0] for a in args], "ess": pool.ess}
        return legal[best]


class _LeftTree(Exception):
    """The ISMCTS walk's policy at the first decision after the walk left the tree: nothing
    chosen, the simulator stopped at the decision (`seat`'s; `visit`: a council visit)."""

    def __init__(self, seat: int, visit: bool):
        super().__init__(seat, visit)
        self.seat, self.visit = seat, visit


def _modes(value, key: str) -> frozenset[str]:
    """A per-mode switch: true (every mode), false (none) or a list of mode names."""
    if isinstance(value, bool):
        return frozenset(MODES) if value else frozenset()
    if isinstance(value, (list, tuple)) and all(m in MODES for m in value):
        return frozenset(value)
    raise ValueError(f"expert {key}: true, false or a list of modes ({', '.join(MODES)}), got {value!r}")


def _noisy(policy, rollout, me: int, noise: float, rnd):
    """`policy` at `me`, and at the other seats `rollout` (hard's cheap policy) with probability
    `noise`: hard opponents do not play the heuristic's one card, and a playout that trusts it
    plans against mistakes they will not make. The playouts run this as one function,
    `fastpolicy.mixed_table_policy`, proven equal to it (tests/test_ai_expert.py)."""
    def mixed(r, seat, kind, options):
        if seat != me and len(options) > 1 and rnd() < noise:
            return rollout(r, seat, kind, options)
        return policy(r, seat, kind, options)
    return mixed
