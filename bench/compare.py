"""Engine throughput against the shared reference playout loop, side by side.

    .venv/bin/python bench/compare.py --players 5 --games 2000 --seed 1

Runs `bug-council simulate` (random legal actions through the real engine: legal_actions,
apply_action with its checks and events) and shared/bench/reference_playout.py with the same
arguments, one after the other, and prints both JSON lines and the ratio engine/reference.
"""
from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
REFERENCE = ROOT.parent / "shared" / "bench" / "reference_playout.py"


def run(cmd: list[str]) -> dict:
    out = subprocess.run(cmd, capture_output=True, text=True, check=True, cwd=ROOT).stdout
    return json.loads(out.strip().splitlines()[-1])


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--players", type=int, default=5)
    ap.add_argument("--games", type=int, default=2000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--reference", default=str(REFERENCE))
    a = ap.parse_args()
    args = ["--players", str(a.players), "--games", str(a.games), "--seed", str(a.seed)]
    engine = run([sys.executable, "-m", "scenes", "simulate", *args])
    if not Path(a.reference).exists():
        print(json.dumps({"engine": engine, "reference": None,
                          "note": f"reference not found at {a.reference}"}))
        return 0
    reference = run([sys.executable, a.reference, *args])
    ratio = engine["games_per_second"] / reference["games_per_second"]
    print(json.dumps({"engine": engine, "reference": reference, "ratio": round(ratio, 3)}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
