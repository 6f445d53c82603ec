"""Party Bugs invariants over many seeded games (the property test's full size).

    .venv/bin/python bench/party_bugs_invariants.py [--games 1000]

Plays `--games` seeded games of random choices for each player count 2-6 and each variant
combination, checking every position (game.party_bugs.invariants); prints games checked and
games per second per case. Exit 1 at the first broken invariant.
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

from invariant_cases import check_cases   # bench/invariant_cases.py, beside this script

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def main() -> int:
    from game.party_bugs.invariants import InvariantBroken, check_game
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=1000)
    a = ap.parse_args()
    cases = [(f"players {players} variants {'+'.join(variants) or 'basic'}",
              lambda seed, n=players, v=variants: check_game(n, v, seed))
             for players in range(2, 7) for variants in ((), ("face_down",), ("series",), ("face_down", "series"))]
    return check_cases(cases, a.games, InvariantBroken)


if __name__ == "__main__":
    sys.exit(main())
