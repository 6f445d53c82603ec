"""What the autosave after every action costs, on long games' records (game/autosave.py).

    .venv/bin/python bench/autosave.py [--games 3] [--dir DIR]

Plays whole random games (Bug Council at 5 players, Party Bugs at 6: the longest records) and
saves after every action as the app does: the new action appended to the journal, the game
written whole (YAML, fsynced) after each trick / round. Prints, in milliseconds, p50 / p95 /
max of the save after an action (all of them; the appends alone; the whole writes alone), and
for comparison a whole write after every action (what the per-action save would cost without
the journal). The saves go to a temporary folder on the disk of --dir (default: the system's
temporary folder; point it at the user data folder's disk to measure that disk).
"""
from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.autosave import Autosaver  # noqa: E402
from game.saves import SavedGame, SaveStore, save_game  # noqa: E402
from game.setup import GameSetup, SeatSetup  # noqa: E402

CASES = [  # (label, setup, the event after which the app writes the game whole)
    ("Bug Council, 5 players", lambda seed: GameSetup(
        "table", 5, tuple(SeatSetup(f"Bug {i + 1}", "#336699", "random") for i in range(5)), seed), "trick_won"),
    ("Party Bugs, 6 players", lambda seed: GameSetup(
        "party", 6, tuple(SeatSetup(f"Bug {i + 1}", "#336699", "random") for i in range(6)), seed,
        {"variants": []}, game="party_bugs"), "round_ended"),
]


def pct(ms: list[float], q: float) -> float:
    s = sorted(ms)
    return s[min(len(s) - 1, max(0, round(q * (len(s) - 1))))] if s else 0.0


def line(label: str, ms: list[float]) -> str:
    return (f"  {label:<36} n {len(ms):5d}  p50 {pct(ms, .5):7.3f}  p95 {pct(ms, .95):7.3f}  "
            f"max {max(ms, default=0):7.3f}")


def one_game(setup: GameSetup, whole_after: str, folder: Path, seed: int) -> tuple[list, list, list, int]:
    """(append ms, whole-write ms, whole-every-action ms, actions) for one random game."""
    store = SaveStore(folder / f"app-{setup.game}-{seed}")
    store.root.mkdir(parents=True)
    naive = SaveStore(folder / f"naive-{setup.game}-{seed}")
    naive.root.mkdir(parents=True)
    saver = Autosaver(store)
    rng = random.Random(seed)
    record = setup.record()
    state = record.start()
    appends, wholes, every = [], [], []
    while not state.game_over:
        action = rng.choice(state.legal_actions())
        state, events = state.apply_action(action)
        record.actions.append(action)
        if state.game_over:
            break                 # the app archives a finished game instead (game_over)
        whole = any(e.kind == whole_after for e in events)
        t0 = time.perf_counter()
        written_whole = saver.save(SavedGame(setup, record), whole)
        took = (time.perf_counter() - t0) * 1000
        (wholes if written_whole else appends).append(took)
        t0 = time.perf_counter()
        save_game(naive, SavedGame(setup, record))
        every.append((time.perf_counter() - t0) * 1000)
    return appends, wholes, every, len(record.actions)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--games", type=int, default=3, help="games of each kind")
    p.add_argument("--dir", default=None, help="where the temporary save folders go")
    args = p.parse_args(argv)
    with tempfile.TemporaryDirectory(dir=args.dir) as tmp:
        print(f"saves in {tmp} (python {sys.version.split()[0]}, pid {os.getpid()})")
        for label, make, whole_after in CASES:
            appends, wholes, every, lengths = [], [], [], []
            for g in range(args.games):
                a, w, e, n = one_game(make(1000 + g), whole_after, Path(tmp), 1000 + g)
                appends += a
                wholes += w
                every += e
                lengths.append(n)
            print(f"{label}: {args.games} games of {min(lengths)}-{max(lengths)} actions; save after an action, ms")
            print(line("every save (as the app does)", appends + wholes))
            print(line("  appended to the journal", appends))
            print(line(f"  written whole (after {whole_after})", wholes))
            print(line("a whole write after every action", every))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
