"""AI benchmark: fastsim playouts/s vs the engine, and the hard controller's search speed.

    .venv/bin/python bench/ai_speed.py [--playouts 5000]

Prints JSON lines: full-Age random playouts per second from trick 1 in fastsim and through
the real engine (table 3/4/5 players, Emissary), then hard's iterations/s and ms per
decision at the start of an Age.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import time

from game.bug_council.ai.determinize import round_from_view
from game.bug_council.ai.fastsim import age_points, run
from game.bug_council.ai.knowledge import hidden_holders
from game.bug_council.ai.search import HardController
from game.bug_council.state import TRICK, new_game
from game.bug_council.view import seat_view


def first_trick(mode: str, players: int, seed: int):
    s = new_game(players, seed, mode)
    while s.phase != TRICK:
        s, _ = s.apply_action(s.legal_actions()[0])
    return s


def true_round(s):
    view = seat_view(s, s.to_act()[0])
    holders = hidden_holders(view)
    deal = [list(s.hands[h.seat]) if h.name == "hand" else list(s.leftover) for h in holders]
    return round_from_view(view, deal, holders)


def fast_rate(s, n: int) -> float:
    r0 = true_round(s)
    rnd = random.Random(1).random

    def policy(_r, _seat, _kind, options):
        return options[int(rnd() * len(options))]
    t = time.perf_counter()
    for _ in range(n):
        r = r0.clone()
        run(r, policy)
        age_points(r)
    return n / (time.perf_counter() - t)


def engine_rate(s, n: int) -> float:
    rng = random.Random(1)
    t = time.perf_counter()
    for _ in range(n):
        x = s
        while x.age == s.age and not x.game_over:
            legal = x.legal_actions()
            x, _ = x.apply_action(legal[rng.randrange(len(legal))])
    return n / (time.perf_counter() - t)


def solo_rate(s, n: int) -> float:
    from game.bug_council.ai.solosim import age_points as solo_points
    from game.bug_council.ai.solosim import round_from_state_parts
    from game.bug_council.ai.solosim import run as solo_run
    e = s.ext
    r0 = round_from_state_parts(seat_view(s, 0), s.hands[0], e.pyramid, e.face_up, s.leftover, e.shark)
    rnd = random.Random(1).random

    def policy(_r, _kind, options):
        return options[int(rnd() * len(options))]
    t = time.perf_counter()
    for _ in range(n):
        r = r0.clone()
        solo_run(r, policy)
        solo_points(r)
    return n / (time.perf_counter() - t)


def solo_engine_rate(s, n: int) -> float:
    rng = random.Random(1)
    t = time.perf_counter()
    for _ in range(n):
        x = s
        while True:
            x = x.hooks.automa_turns(x)
            if x.age != s.age or x.game_over:
                break
            legal = x.legal_actions()
            x, _ = x.apply_action(legal[rng.randrange(len(legal))])
            if x.age != s.age or x.game_over:
                break
    return n / (time.perf_counter() - t)


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--playouts", type=int, default=5000)
    args = p.parse_args()
    load = os.getloadavg()[0]
    for mode, players in (("table", 3), ("table", 4), ("table", 5), ("emissary", 2)):
        s = first_trick(mode, players, 7)
        fast = fast_rate(s, args.playouts)
        eng = engine_rate(s, max(args.playouts // 10, 50))
        print(json.dumps({"bench": "playouts_per_s_full_age", "mode": mode, "players": players,
                          "fastsim": round(fast), "engine": round(eng), "speedup": round(fast / eng, 1),
                          "load1": load}))
    s = new_game(1, 7, "solo", personality="thief")
    while s.phase != TRICK or s.to_act()[0] != 0:
        s = s.hooks.automa_turns(s)
        s, _ = s.apply_action(s.legal_actions()[0])
        s = s.hooks.automa_turns(s)
    fast = solo_rate(s, args.playouts)
    eng = solo_engine_rate(s, max(args.playouts // 10, 50))
    print(json.dumps({"bench": "playouts_per_s_full_age", "mode": "solo", "personality": "thief",
                      "fastsim": round(fast), "engine": round(eng), "speedup": round(fast / eng, 1),
                      "load1": load}))
    for mode, players in (("table", 4), ("emissary", 2), ("solo", 1)):
        s = new_game(players, 7, mode)
        while s.phase != TRICK or s.to_act()[0] != 0:
            s = s.hooks.automa_turns(s)
            s, _ = s.apply_action(s.legal_actions()[0])
            s = s.hooks.automa_turns(s)
        ctl = HardController()
        view = seat_view(s, 0)
        t = time.perf_counter()
        ctl.choose(view, random.Random(1))
        dt = time.perf_counter() - t
        it = ctl.last_stats["iterations"]
        print(json.dumps({"bench": "hard_decision_at_trick_1", "mode": mode, "iterations": it,
                          "ms": round(dt * 1000, 1), "iterations_per_s": round(it / dt),
                          "load1": load}))


if __name__ == "__main__":
    main()
