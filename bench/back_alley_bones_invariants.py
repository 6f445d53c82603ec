"""Back Alley Bones invariants over many seeded games (the property test's full size).

    .venv/bin/python bench/back_alley_bones_invariants.py [--games 2000]

Plays `--games` seeded games of random choices for each combination of the full game's options,
checking every position (game.back_alley_bones.invariants); prints games checked and games per
second per case. Exit 1 at the first broken invariant.
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

from invariant_cases import check_cases   # bench/invariant_cases.py, beside this script

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def main() -> int:
    from game.back_alley_bones.invariants import InvariantBroken, check_game
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=2000)
    a = ap.parse_args()
    cases = [(f"variants {'+'.join(variants) or 'demo'}", lambda seed, v=variants: check_game(seed, v))
             for variants in ((), ("four_ten",), ("full_crew",), ("four_ten", "full_crew"))]
    return check_cases(cases, a.games, InvariantBroken)


if __name__ == "__main__":
    sys.exit(main())
