"""Party Bugs: how long `hard` (or `expert`) thinks per decision, next to its opponents and the
playout rates.

    .venv/bin/python bench/party_bugs_think.py [--games 8] [--players 4] [--seed 1] [--playouts N]
    .venv/bin/python bench/party_bugs_think.py --level expert --others hard

Plays seeded games with one `hard` seat (`--level`; seat g % players in game g, as the arena
rotates it) and `normal` (`--others`) in the others, timing every decision that had a choice
(at least two legal actions). Prints think time p50/p95/max for hard and for normal, then full-game playouts per
second from round 1 with the normal policy, in fastsim and through the engine (what the lean
simulator buys). The last line is one JSON object with every figure. Figures are read by
people, never asserted: they depend on the machine and on what else runs on it (load1).
"""
from __future__ import annotations

import argparse
import json
import os
import random
import time

from game.party_bugs.ai import policy_choice, sim_policy
from game.party_bugs.definition import GAME
from game.party_bugs.fastsim import from_state, run
from game.party_bugs.state import new_game
from game.party_bugs.view import seat_view
from think_table import add_probe_arguments, play_timed, print_think_table   # bench/think_table.py, beside this script


def think_times(games: int, players: int, seed: int, playouts: int | None, level: str = "hard",
                others: str = "normal", time_cap_ms: float | None = None) -> dict[str, list[float]]:
    """Wall-clock seconds per decision with a choice, per controller, and the probe's CPU
    seconds (its thread's time: what the decision costs on a core of its own, whatever else
    runs on the machine)."""
    probe = level if level != others else f"{level} (probe)"
    times: dict[str, list[float]] = {probe: [], f"{probe} cpu": [], others: []}
    budget = {"playouts": playouts} if playouts else {}
    if time_cap_ms:
        budget["time_cap_ms"] = time_cap_ms
    for g in range(games):
        s = new_game(players, seed * 1_000_003 + g)[0]
        hard_seat = g % players
        ctl = {seat: GAME.make_controller(level, seat, **budget) if seat == hard_seat
               else GAME.make_controller(others, seat) for seat in range(players)}
        rngs = {seat: random.Random(f"{seed}/{g}/{seat}") for seat in range(players)}
        play_timed(GAME, s, ctl, rngs, hard_seat, times, probe, others)
    return times


def playout_rates(players: int, seed: int, n: int) -> tuple[float, float]:
    """Full games from round 1, every seat by the normal policy: fastsim, then the engine."""
    s = new_game(players, seed)[0]
    start = from_state(s)
    t = time.perf_counter()
    for _ in range(n):
        run(start.clone(), sim_policy)
    fast = n / (time.perf_counter() - t)
    m = max(n // 10, 20)
    t = time.perf_counter()
    for _ in range(m):
        e = s
        while not e.game_over:
            e, _ = e.apply_action(policy_choice(seat_view(e, e.to_act()[0]), smart=True))
    return fast, m / (time.perf_counter() - t)


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    add_probe_arguments(p, 8, "--playouts", int, "config/ai.yaml")
    p.add_argument("--rate-playouts", type=int, default=2000, help="playouts for the rate figures")
    args = p.parse_args()
    load = os.getloadavg()[0]
    budget = GAME.make_controller(args.level, 0, **({"playouts": args.playouts} if args.playouts else {})).playouts
    times = think_times(args.games, args.players, args.seed, args.playouts, args.level, args.others,
                        args.time_cap_ms)
    fast, engine = playout_rates(args.players, args.seed, args.rate_playouts)
    out = {"bench": "party_bugs_think", "players": args.players, "games": args.games, "seed": args.seed,
           "level": args.level, "others": args.others, f"{args.level}_playouts": budget, "load1_before": round(load, 2), "load1_after": round(os.getloadavg()[0], 2)}
    print(f"Party Bugs, {args.players} players, {args.games} games (seed {args.seed}), "
          f"{args.level} at {budget} playouts a decision (others {args.others}), load {load:.2f}")
    print_think_table(times, out, 12)
    out["playouts_per_s"] = {"fastsim": round(fast), "engine": round(engine), "speedup": round(fast / engine, 1)}
    print(f"full-game playouts/s from round 1 (normal policy): fastsim {fast:,.0f}, engine {engine:,.0f} "
          f"({fast / engine:.1f}x)")
    print(json.dumps(out))


if __name__ == "__main__":
    main()
