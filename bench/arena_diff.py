"""Two arena runs of the same games compared game by game (a paired comparison).

    .venv/bin/python bench/arena_diff.py A.jsonl B.jsonl

A and B are `bug-council arena --save` files of runs with the same mode, players, seats and
seed that differ in one thing (an `--expert-set` option, an `--expert-off` part): game `g` of
both has the same deal, seat rotation and per-seat RNGs, so the difference of entry 0 (the
first of --seats) between the two runs measures the change, not the luck of the deal.
Printed: entry 0's win rate in each (Wilson interval), and B minus A in win share, final score
and margin over the best rival (positive: ahead of it; in Party Bugs, where the lowest score
wins, the lowest rival's score minus entry 0's), each with a paired 95% interval, over the
games both hold.
Figures are printed, never asserted (docs/ai.md's paired 4-player comparison and the solo
differences in docs/difficulty.md come from it).
"""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from expert_paired import paired, probe_result  # noqa: E402

from game.arena import read_saved, wilson  # noqa: E402
from game.protocol import DEFAULT_GAME, get_game  # noqa: E402


def load(path: str) -> dict[int, dict]:
    """game number -> entry 0's result, from an arena --save file (one run's settings)."""
    runs = read_saved(path)
    if len(runs) != 1:
        raise SystemExit(f"arena_diff: {path} holds {len(runs)} runs; give one run per file")
    ((settings, games),) = runs.items()
    game = get_game(json.loads(settings).get("game", DEFAULT_GAME))
    return {g: probe_result(res, game.low_score_wins) for g, res in games.items()}


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("a")
    p.add_argument("b")
    args = p.parse_args()
    a, b = load(args.a), load(args.b)
    games = sorted(set(a) & set(b))
    if not games:
        raise SystemExit("arena_diff: the two files share no game")
    n = len(games)
    summary = {"a": args.a, "b": args.b, "games": n}
    for name, run in (("a", a), ("b", b)):
        w = sum(run[g]["win"] for g in games) / n
        summary[f"{name}_win"] = round(w, 4)
        summary[f"{name}_win_ci95"] = [round(x, 4) for x in wilson(w, n)]
        summary[f"{name}_score"] = round(sum(run[g]["score"] for g in games) / n, 2)
    for key in ("win", "score", "margin"):
        summary[f"{key}_diff"] = [round(v, 4) for v in paired([b[g][key] - a[g][key] for g in games])]
    print(f"{n} games in both; entry 0:")
    for name in ("a", "b"):
        lo, hi = summary[f"{name}_win_ci95"]
        print(f"  {name}: win {summary[f'{name}_win'] * 100:.1f}% [{lo * 100:.1f}, {hi * 100:.1f}], "
              f"mean score {summary[f'{name}_score']:.2f}   ({getattr(args, name)})")
    for key, scale, unit in (("win", 100, " pts"), ("score", 1, ""), ("margin", 1, "")):
        m, lo, hi = summary[f"{key}_diff"]
        print(f"  b - a {key:<7} {m * scale:+7.2f}{unit}  95% [{lo * scale:+.2f}, {hi * scale:+.2f}]")
    print(json.dumps(summary))


if __name__ == "__main__":
    main()
