"""Back Alley Bones: how long `hard` thinks per decision, next to `normal`.

    .venv/bin/python bench/back_alley_bones_think.py [--games 4] [--seed 1] [--playouts N]

Plays seeded games with one `hard` seat (seat g % 2 in game g, as the arena rotates it) and
`normal` in the other, timing every decision that had a choice (at least two legal actions),
the Lookout's reactions included. Prints think time p50/p95/max for hard and for normal and the
share of hard's decisions that searched (the rest are normal's clear choices). The last line is
one JSON object with every figure. Figures are read by people, never asserted: they depend on
the machine and on what else runs on it (load1). The target (issue 29): hard's p95 <= 300 ms.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import time

from game.back_alley_bones.ai import HardController, NormalController
from game.back_alley_bones.definition import GAME
from think_table import print_think_table   # bench/think_table.py, beside this script


def think_times(games: int, seed: int, playouts: int | None) -> tuple[dict[str, list[float]], int]:
    times: dict[str, list[float]] = {"hard": [], "normal": []}
    searched = 0
    for g in range(games):
        s = GAME.new_game("alley", 2, seed * 1_000_003 + g)
        hard_seat = g % 2
        ctl = {seat: HardController(seat, playouts=playouts) if seat == hard_seat else NormalController(seat)
               for seat in (0, 1)}
        rngs = {seat: random.Random(f"{seed}/{g}/{seat}") for seat in (0, 1)}
        while not s.game_over:
            seat = s.to_act()[0]
            view = GAME.view(s, seat)
            ctl[seat].last_stats = {}
            t = time.perf_counter()
            a = ctl[seat].choose(view, rngs[seat])
            dt = time.perf_counter() - t
            if len(view.legal) > 1:
                times["hard" if seat == hard_seat else "normal"].append(dt)
                searched += seat == hard_seat and bool(getattr(ctl[seat], "last_stats", None))
            s, _ = s.apply_action(a)
    return times, searched


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--games", type=int, default=4)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--playouts", type=int, default=None, help="hard's budget (default: config/back_alley_bones.yaml)")
    args = p.parse_args()
    load = os.getloadavg()[0]
    budget = HardController(playouts=args.playouts).playouts
    times, searched = think_times(args.games, args.seed, args.playouts)
    out = {"bench": "back_alley_bones_think", "games": args.games, "seed": args.seed, "hard_playouts": budget,
           "load1_before": round(load, 2), "load1_after": round(os.getloadavg()[0], 2)}
    print(f"Back Alley Bones, {args.games} games (seed {args.seed}), hard at {budget} playouts a decision, "
          f"load {load:.2f}")
    print_think_table(times, out, 10)
    out["hard_searched"] = round(searched / max(len(times["hard"]), 1), 3)
    print(f"hard searched {out['hard_searched'] * 100:.0f}% of its decisions with a choice")
    print(json.dumps(out))


if __name__ == "__main__":
    main()
