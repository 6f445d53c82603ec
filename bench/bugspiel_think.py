"""Bugspiel: how long `hard` (or `expert`) thinks per decision, next to its opponents, and the
lean playout policy's rate.

    .venv/bin/python bench/bugspiel_think.py [--games 3] [--players 4] [--seed 1] [--level hard]
    .venv/bin/python bench/bugspiel_think.py --level expert --others hard --games 2

Plays seeded games with one probed seat (`--level`; seat g % players in game g, as the arena
rotates it) and `--others` in the rest, timing every decision that had a choice (at least two
legal actions): wall clock and the probe's own CPU time (its thread's: what a decision costs on a
core of its own, whatever else runs). Prints p50/p95/max per controller, the share of the
probe's decisions that searched and ran to the end (expert's endgame), then lean playout plies
per second. The last line is one JSON object with every figure. Figures are read by people,
never asserted: they depend on the machine and on what else runs on it (load1). The target
(issue 32): think time p95 <= 1 s at 4 players.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import time

from game.bugspiel.ai import make
from game.bugspiel.ai_search import rollout_choice
from game.bugspiel.definition import GAME
from game.bugspiel.setup import new_game
from think_table import add_probe_arguments, play_timed, print_think_table   # bench/think_table.py, beside this script


def think_times(games: int, players: int, seed: int, level: str, others: str, board: str,
                deals: int | None, time_cap_ms: float | None) -> tuple[dict[str, list[float]], dict[str, int]]:
    probe = level if level != others else f"{level} (probe)"
    times: dict[str, list[float]] = {probe: [], f"{probe} cpu": [], others: []}
    counts = {"searched": 0, "endgame": 0}

    def count(controller) -> None:
        stats = getattr(controller, "last_stats", {})
        counts["searched"] += bool(stats.get("deals"))
        counts["endgame"] += bool(stats.get("endgame"))
    budget = {k: v for k, v in (("deals", deals), ("time_cap_ms", time_cap_ms)) if v}
    for g in range(games):
        s = new_game(seed * 1_000_003 + g, players, board)
        probe_seat = g % players
        ctl = {seat: make(level, seat, **budget) if seat == probe_seat else make(others, seat)
               for seat in range(players)}
        rngs = {seat: random.Random(f"{seed * 1_000_003 + g}/ai/{seat}") for seat in range(players)}
        play_timed(GAME, s, ctl, rngs, probe_seat, times, probe, others, count)
    return times, counts


def playout_rate(players: int, seed: int, board: str, plies: int) -> float:
    """Plies per second of `rollout_choice` at every seat through the engine, from setup on
    (a finished game starts again from the next seed)."""
    g, done = 0, 0
    s = new_game(seed, players, board)
    t = time.perf_counter()
    while done < plies:
        if s.game_over:
            g += 1
            s = new_game(seed + g, players, board)
        s, _ = s.apply_action(rollout_choice(s))
        done += 1
    return plies / (time.perf_counter() - t)


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    add_probe_arguments(p, 3, "--deals", int, "config/bugspiel.yaml")
    p.add_argument("--board", default="small", choices=("small", "large"))
    p.add_argument("--rate-plies", type=int, default=2000, help="plies for the playout rate")
    args = p.parse_args()
    load = os.getloadavg()[0]
    times, counts = think_times(args.games, args.players, args.seed, args.level, args.others, args.board,
                                args.deals, args.time_cap_ms)
    rate = playout_rate(args.players, args.seed, args.board, args.rate_plies)
    deals = make(args.level, 0, **({"deals": args.deals} if args.deals else {})).budget(args.players)["deals"]
    out = {"bench": "bugspiel_think", "players": args.players, "games": args.games, "seed": args.seed,
           "board": args.board, "level": args.level, "others": args.others, "deals": deals,
           "load1_before": round(load, 2), "load1_after": round(os.getloadavg()[0], 2), **counts}
    print(f"Bugspiel, {args.players} players, {args.board} board, {args.games} games (seed {args.seed}), "
          f"{args.level} at {deals} deals a decision (others {args.others}), load {load:.2f}")
    print_think_table(times, out, 16)
    probe = len(times[next(iter(times))])
    print(f"{args.level} searched {counts['searched']} of {probe} decisions with a choice, "
          f"{counts['endgame']} to the end")
    out["playout_plies_per_s"] = round(rate)
    print(f"lean playout plies/s ({args.players} players): {rate:,.0f}")
    print(json.dumps(out))


if __name__ == "__main__":
    main()
