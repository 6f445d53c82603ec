"""Back Alley Bones invariants over many seeded games (the property test's full size).

    .venv/bin/python bench/back_alley_bones_invariants.py [--games 2000]

Plays `--games` seeded games of random choices for each combination of the full game's options,
checking every position (game.back_alley_bones.invariants); prints games checked and games per
second per case. Exit 1 at the first broken invariant.
"""
from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def main() -> int:
    from game.back_alley_bones.invariants import InvariantBroken, check_game
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=2000)
    a = ap.parse_args()
    for variants in ((), ("four_ten",), ("full_crew",), ("four_ten", "full_crew")):
        t = time.perf_counter()
        for seed in range(a.games):
            try:
                check_game(seed, variants)
            except InvariantBroken as exc:
                print(f"variants {list(variants)} seed {seed}: {exc}")
                return 1
        dt = time.perf_counter() - t
        print(f"variants {'+'.join(variants) or 'demo':20} games {a.games}  {a.games / dt:.1f} games/s  "
              f"invariants held")
    return 0


if __name__ == "__main__":
    sys.exit(main())
