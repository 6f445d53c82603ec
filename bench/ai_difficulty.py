"""The solo difficulty table: an AI as the player against each Termitenator personality.

    .venv/bin/python bench/ai_difficulty.py --level hard --games 1000 --iterations 100 --jobs 2 \\
        [--from-json DIR] [--yaml config/difficulty.yaml]

Runs `bug-council arena --mode solo` once per personality (or reads its --json output from
DIR/solo_<level><iterations>_<personality>.json) and prints a Markdown table, hardest
personality first: the player's win rate with a 95% Wilson interval and mean scores.
With --yaml it also writes the ranking as data for the new-game screen (the difficulty a
player sees when picking an opponent).
"""
from __future__ import annotations

import argparse
import json
import os
from pathlib import Path

from game.record import write_yaml_atomic

from game.arena import play_games, summarize
from game.bug_council.solo import PERSONALITIES


def result(level: str, personality: str, games: int, iterations: int | None, jobs: int,
           from_json: str | None) -> dict:
    if from_json:
        name = f"solo_{level}{iterations or ''}_{personality}.json"
        return json.loads(Path(from_json, name).read_text())
    spec = {"mode": "solo", "players": 1, "seats": [level], "seed": 1,
            "personality": personality, "iterations": iterations}
    return summarize(spec, play_games(spec, games, jobs))


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--level", default="hard")
    p.add_argument("--games", type=int, default=1000)
    p.add_argument("--iterations", type=int, default=None)
    p.add_argument("--jobs", type=int, default=1)
    p.add_argument("--from-json", default=None)
    p.add_argument("--yaml", default=None, help="also write the ranking here (config/difficulty.yaml)")
    args = p.parse_args()
    rows = []
    for personality in PERSONALITIES:
        res = result(args.level, personality, args.games, args.iterations, args.jobs, args.from_json)
        me = next(r for r in res["rows"] if r["controller"] == args.level)
        tn = next(r for r in res["rows"] if r["controller"] == "termitenator")
        rows.append((personality, res["games"], me, tn))
    rows.sort(key=lambda x: x[2]["win_rate"])
    budget = f", {args.iterations} search iterations per decision" if args.iterations else ""
    print(f"| rank (hardest first) | personality | games | `{args.level}` wins{budget} | 95% CI "
          "| mean score: player | mean score: Termitenator | player think p95 ms |")
    print("|---|---|---|---|---|---|---|---|")
    for i, (personality, games, me, tn) in enumerate(rows, 1):
        lo, hi = me["ci95"]
        print(f"| {i} | {personality} | {games} | {me['win_rate'] * 100:.1f}% | "
              f"{lo * 100:.1f}-{hi * 100:.1f}% | {me['mean_score']:.2f} | {tn['mean_score']:.2f} | "
              f"{me['think_p95_ms']:.0f} |")
    print(f"\n(load average at the end: {os.getloadavg()[0]:.2f})")
    if args.yaml:
        write_yaml_atomic(args.yaml, difficulty_data(rows, args.level, args.iterations))


def difficulty_data(rows: list, level: str, iterations: int | None) -> dict:
    """personality -> rank (1 = hardest), the AI player's win rate and its 95% interval."""
    return {personality: {"rank": i, "win_rate": round(me["win_rate"], 4),
                          "ci": [round(x, 4) for x in me["ci95"]], "games": games,
                          "level": level, "iterations": iterations}
            for i, (personality, games, me, _tn) in enumerate(rows, 1)}


if __name__ == "__main__":
    main()
