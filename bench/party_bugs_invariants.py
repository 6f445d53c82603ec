"""Party Bugs invariants over many seeded games (the property test's full size).

    .venv/bin/python bench/party_bugs_invariants.py [--games 1000]

Plays `--games` seeded games of random choices for each player count 2-6 and each variant
combination, checking every position (game.party_bugs.invariants); prints games checked and
games per second per case. Exit 1 at the first broken invariant.
"""
from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def main() -> int:
    from game.party_bugs.invariants import InvariantBroken, check_game
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=1000)
    a = ap.parse_args()
    for players in range(2, 7):
        for variants in ((), ("face_down",), ("series",), ("face_down", "series")):
            t = time.perf_counter()
            for seed in range(a.games):
                try:
                    check_game(players, variants, seed)
                except InvariantBroken as exc:
                    print(f"players {players} variants {list(variants)} seed {seed}: {exc}")
                    return 1
            dt = time.perf_counter() - t
            print(f"players {players} variants {'+'.join(variants) or 'basic':18} games {a.games}  "
                  f"{a.games / dt:.0f} games/s  invariants held")
    return 0


if __name__ == "__main__":
    sys.exit(main())
