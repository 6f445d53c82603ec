"""Bugspiel invariants over seeded games: CPU seconds per game, checked and bare.

    .venv/bin/python bench/bugspiel_invariants.py [--games 10]

For each table of the slow property test (tests/test_bugspiel_properties.py: 2 players small,
3 large, 4 small, 2 large) plays `--games` seeded games of uniform random legal choices with
every step checked (game.bugspiel.invariants.check_games), then the same games unchecked; prints
per table the CPU seconds per game of each, the actions per game, and what the property test's
1,000 games cost at that rate (last line: JSON). AssertionError at the first broken invariant.
"""
from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

TABLES = ((2, "small"), (3, "large"), (4, "small"), (2, "large"))
FULL_RUN = 1000


def bare(seeds, players: int, board: str) -> int:
    """The games `check_games` plays, unchecked: the actions played."""
    from game.bugspiel.setup import new_game
    steps = 0
    for seed in seeds:
        s = new_game(seed, players, board)
        rng = random.Random(f"invariants/{seed}")
        while not s.game_over:
            legal = s.legal_actions()
            s, _events = s.apply_action(legal[rng.randrange(len(legal))])
            steps += 1
    return steps


def main() -> int:
    from game.bugspiel.invariants import check_games
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=10)
    a = ap.parse_args()
    seeds = range(1, 1 + a.games)
    checked = unchecked = 0.0
    for players, board in TABLES:
        t = time.process_time()
        check_games(seeds, players, board)
        c = time.process_time() - t
        t = time.process_time()
        steps = bare(seeds, players, board)
        b = time.process_time() - t
        checked, unchecked = checked + c, unchecked + b
        print(f"{players}p {board:5}: {c / a.games:.3f} s checked, {b / a.games:.3f} s bare per game, "
              f"{steps / a.games:.0f} actions")
    games = a.games * len(TABLES)
    out = {"checked_s_per_game": round(checked / games, 3), "bare_s_per_game": round(unchecked / games, 3),
           "full_run_cpu_s": round(checked / games * FULL_RUN)}
    print(json.dumps(out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
