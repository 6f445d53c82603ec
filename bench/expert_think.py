"""How long `expert` thinks per decision, next to `hard`, on the same positions.

    .venv/bin/python bench/expert_think.py [--games 6] [--players 4] [--mode table] [--seed 1]
                                          [--iterations N] [--time-cap-ms MS]

Plays seeded games with `hard` at every seat (so the positions are the ones expert meets
against hard), and at each decision with a choice (at least two legal actions) of the game's
rotating probe seat (seat g % players in game g) times both `expert` and `hard` on the same
view (expert first, then hard; hard's move is the one played). `expert` keeps its own
controller for the whole game, as in the arena (it remembers the councils it saw). Prints
p50/p95/max per controller (wall clock; `expert cpu`: expert's CPU time, its thread's, which
other work on the machine does not add to), expert's p95 split by method (ISMCTS, exact
endgame, declaration: searched at the table), and one JSON line with every figure. Discards are not timed: both
levels take normal's card at once. Figures are read by people, never asserted: they depend on the
machine and on what else runs on it (load1 is printed before and after).
"""
from __future__ import annotations

import argparse
import json
import os
import random
import time

from game.bug_council.ai.expert import ExpertController
from game.bug_council.ai.search import HardController
from game.bug_council.state import new_game
from game.bug_council.view import note_discard, seat_view
from think_table import print_think_table   # bench/think_table.py, beside this script


def think_times(mode: str, games: int, players: int, seed: int, iterations: int | None,
                time_cap_ms: float | None = None):
    times: dict[str, list[float]] = {"expert": [], "expert cpu": [], "hard": [], "expert_ismcts": [],
                                     "expert_endgame": [], "expert_declare": []}
    for g in range(games):
        s = new_game(players, seed * 1_000_003 + g, mode,
                     **({"personality": "thief"} if mode == "solo" else {}))
        probe = g % players
        hard = {seat: HardController(time_cap_ms=time_cap_ms) for seat in range(players)}
        expert = ExpertController(iterations=iterations, solo_iterations=iterations, time_cap_ms=time_cap_ms)
        rngs = {seat: random.Random(f"{seed}/{g}/{seat}") for seat in range(players)}
        erng = random.Random(f"{seed}/{g}/expert")
        discards: dict = {}
        while True:
            s = s.hooks.automa_turns(s)
            if s.game_over:
                break
            seat = s.to_act()[0]
            view = seat_view(s, seat, discards.get(seat))
            if seat == probe and len(view.legal) > 1:
                t, cpu = time.perf_counter(), time.thread_time()
                expert.choose(view, erng)
                dt, dcpu = time.perf_counter() - t, time.thread_time() - cpu
                kind = view.legal[0].kind
                if kind != "discard":      # a discard is normal's heuristic for both: no search
                    times["expert"].append(dt)
                    times["expert cpu"].append(dcpu)
                    times["expert_declare" if kind == "declare" else "expert_" + expert.last_stats["method"]].append(dt)
                t = time.perf_counter()
                a = hard[seat].choose(view, rngs[seat])
                if kind != "discard":
                    times["hard"].append(time.perf_counter() - t)
            else:
                if seat == probe:
                    expert.choose(view, erng)     # it sees every view of its seat, as in play
                a = hard[seat].choose(view, rngs[seat])
            age = s.age
            s, _ = s.apply_action(a)
            note_discard(discards, a, age, s.age)
    return times


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--games", type=int, default=6)
    p.add_argument("--players", type=int, default=4)
    p.add_argument("--mode", default="table", choices=["table", "emissary", "solo"])
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--iterations", type=int, default=None, help="expert's budget (default: config/ai.yaml)")
    p.add_argument("--time-cap-ms", type=float, default=None,
                   help="both levels' safety cap (default: config/ai.yaml); raise it on a crowded "
                        "machine so that the budgets, not the cap, end each decision (and hard's "
                        "moves, hence the positions, stay the same)")
    args = p.parse_args()
    players = {"emissary": 2, "solo": 1}.get(args.mode, args.players)
    load = os.getloadavg()[0]
    budget = ExpertController(iterations=args.iterations).iterations
    times = think_times(args.mode, args.games, players, args.seed, args.iterations, args.time_cap_ms)
    out = {"bench": "expert_think", "mode": args.mode, "players": players, "games": args.games,
           "seed": args.seed, "expert_iterations": budget, "load1_before": round(load, 2),
           "load1_after": round(os.getloadavg()[0], 2)}
    print(f"Bug Council {args.mode}, {players} players, {args.games} games (seed {args.seed}), "
          f"expert at {budget} iterations, hard at {HardController().iterations}; load {load:.2f}")
    print_think_table(times, out, 16)
    print(json.dumps(out))


if __name__ == "__main__":
    main()
