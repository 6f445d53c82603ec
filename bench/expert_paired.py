"""Paired (duplicate) comparison: the probe seat played by `expert` and by `hard` on the same deals.

    .venv/bin/python bench/expert_paired.py --mode table --players 4 --games 60 --seed 1 \
        [--probe expert] [--base hard] [--expert-off PART,...] [--set key=value ...]
        [--cache /tmp/expert-runs/paired-cache.json] [--jobs 1]

Game `g` is the arena's game `g` (`game.arena.play_one`: the same seed, the same per-seat RNGs,
the same seat rotation) played twice: once with the arena's seats ``probe,base,base,...``, once
with ``base`` in every seat. Only the probe's entry (entry 0) differs between the two, so the
luck of the deal, the seat and the other seats' own RNG streams cancel out in the difference;
the pair's difference is far less noisy than two independent games. Reported, per game pair:

The `probe` side is exactly the arena's run ``--seats probe,base,... --seed S --games N`` (same
games, seats and RNGs), so its win rate and Wilson interval are the arena's figures too.

* win difference: the probe's win share with `probe` minus with `base` in its seat (a shared
  victory split as in the arena); its mean with a 95% paired interval (normal approximation,
  mean +- 1.96 * sd / sqrt(n)); plus the probe's win rate with `probe` (as the arena would count
  it) and with `base` (parity baseline, 1/players in expectation);
* score difference: the probe seat's final score, and its margin over the best rival, with
  `probe` minus with `base`, each with its paired 95% interval.

The all-`base` games do not depend on `probe`, so they are cached (`--cache`, keyed by mode,
players, seed, game, and base options) and every candidate reuses them: a candidate costs only
its own games. `--set key=value` overrides one of expert's config/ai.yaml options for the probe
only (tuning without editing the file; `--set iterations=900`: the arena's `--iterations` would
change the `hard` seats too). Figures are printed, never asserted.
"""
from __future__ import annotations

import argparse
import json
import math
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.arena import parse_options, play_one, wilson  # noqa: E402


def probe_result(res: dict, low_score_wins: bool = False) -> dict:
    """The probe entry's (entry 0) win share, score and margin over the best rival (positive:
    ahead of it; in a game where the lowest score wins, the best rival is the lowest)."""
    entries = res["entries"]
    me = next(e for e in entries if e["entry"] == 0)
    rivals = [e["score"] for e in entries if e is not me] + [o["score"] for o in res["others"]]
    margin = min(rivals) - me["score"] if low_score_wins else me["score"] - max(rivals)
    return {"win": me["win"], "score": me["score"], "margin": margin, "think": me["think"]}


def paired(xs: list[float]) -> tuple[float, float, float]:
    """Mean and 95% interval (normal approximation) of paired differences."""
    n = len(xs)
    if n == 0:
        return 0.0, 0.0, 0.0
    m = sum(xs) / n
    sd = math.sqrt(sum((x - m) ** 2 for x in xs) / (n - 1)) if n > 1 else 0.0
    h = 1.96 * sd / math.sqrt(n)
    return m, m - h, m + h


def _play(args):
    spec, g = args
    return probe_result(play_one(spec, g))


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--mode", default="table", choices=["table", "emissary", "solo"])
    p.add_argument("--players", type=int, default=4)
    p.add_argument("--personality", default="trickster")
    p.add_argument("--games", type=int, default=60)
    p.add_argument("--first", type=int, default=0, help="first game number (to extend a run)")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--probe", default="expert")
    p.add_argument("--base", default="hard")
    p.add_argument("--expert-off", default="")
    p.add_argument("--set", action="append", default=[], metavar="KEY=VALUE",
                   help="an expert option for the probe (config/ai.yaml expert: keys)")
    p.add_argument("--cache", default="/tmp/expert-runs/paired-cache.json")
    p.add_argument("--jobs", type=int, default=1)
    p.add_argument("--label", default="")
    p.add_argument("--save", default=None, help="write each game's probe and base results here (JSON)")
    a = p.parse_args()
    players = {"emissary": 2, "solo": 1}.get(a.mode, a.players)
    base_spec = {"game": "bug_council", "mode": a.mode, "players": players, "seats": [a.base] * players,
                 "seed": a.seed, "personality": a.personality if a.mode == "solo" else None,
                 "iterations": None, "expert_off": []}
    probe_spec = {**base_spec, "seats": [a.probe] + [a.base] * (players - 1),
                  "expert_off": [x for x in a.expert_off.split(",") if x],
                  "expert_options": parse_options(a.set)}
    if a.mode == "solo":
        base_spec["seats"] = [a.base]
        probe_spec["seats"] = [a.probe]
    games = list(range(a.first, a.first + a.games))
    cache_path = Path(a.cache)
    cache = json.loads(cache_path.read_text()) if cache_path.exists() else {}
    key = lambda g: f"{a.mode}/{players}/{base_spec['personality']}/{a.seed}/{g}/{a.base}"  # noqa: E731
    t0 = time.perf_counter()
    todo = [g for g in games if key(g) not in cache]
    jobs = [(base_spec, g) for g in todo] + [(probe_spec, g) for g in games]
    if a.jobs <= 1:
        out = [_play(j) for j in jobs]
    else:
        from multiprocessing import get_context
        with get_context("spawn").Pool(a.jobs) as pool:
            out = pool.map(_play, jobs, chunksize=1)
    for g, r in zip(todo, out[:len(todo)]):
        cache[key(g)] = {k: v for k, v in r.items() if k != "think"}
    if todo:
        cache_path.parent.mkdir(parents=True, exist_ok=True)
        cache_path.write_text(json.dumps(cache))
    probe = out[len(todo):]
    base = [cache[key(g)] for g in games]
    n = len(games)
    if a.save:
        Path(a.save).write_text(json.dumps([{"game": g, "probe": {k: v for k, v in x.items() if k != "think"},
                                              "base": y} for g, x, y in zip(games, probe, base)]))
    dw = paired([x["win"] - y["win"] for x, y in zip(probe, base)])
    ds = paired([x["score"] - y["score"] for x, y in zip(probe, base)])
    dm = paired([x["margin"] - y["margin"] for x, y in zip(probe, base)])
    think = sorted(t for x in probe for t in x["think"])
    p95 = think[min(len(think) - 1, int(0.95 * len(think)))] * 1000 if think else 0.0
    summary = {"bench": "expert_paired", "label": a.label, "mode": a.mode, "players": players,
               "games": n, "first": a.first, "seed": a.seed, "probe": a.probe, "base": a.base,
               "expert_off": probe_spec["expert_off"], "set": probe_spec["expert_options"],
               "probe_win": round(sum(x["win"] for x in probe) / n, 4),
               "base_win": round(sum(y["win"] for y in base) / n, 4),
               "win_diff": [round(v, 4) for v in dw], "score_diff": [round(v, 3) for v in ds],
               "margin_diff": [round(v, 3) for v in dm], "probe_think_p95_ms": round(p95, 1),
               "wall_seconds": round(time.perf_counter() - t0, 1), "load1": round(os.getloadavg()[0], 2)}
    print(f"paired {a.mode} {players}p, {n} games from {a.first} (seed {a.seed}): {a.probe} vs {a.base} "
          f"in the probe seat {a.label}")
    lo, hi = wilson(summary["probe_win"], n)
    summary["probe_win_ci95"] = [round(lo, 4), round(hi, 4)]
    print(f"  probe win rate: {a.probe} {summary['probe_win'] * 100:.1f}% [{lo * 100:.1f}, {hi * 100:.1f}] "
          f"(the arena's row for these seats, seed and games), {a.base} "
          f"{summary['base_win'] * 100:.1f}% (same deals)")
    for name, (m, lo, hi), unit in (("win difference", dw, "pts"), ("score difference", ds, ""),
                                    ("margin difference", dm, "")):
        scale = 100 if unit else 1
        print(f"  {name:<18} {m * scale:+7.2f}{unit:>4}  95% [{lo * scale:+.2f}, {hi * scale:+.2f}]")
    print(json.dumps(summary))


if __name__ == "__main__":
    main()
