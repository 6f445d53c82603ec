"""Frame times of the table scene through a whole AI-only game with animations on.

    SDL_VIDEODRIVER=dummy .venv/bin/python bench/frames.py [--players 4] [--seed 1] [--speed normal]

Each frame is timed from input handling to the display flip (simulated 60 Hz time, no
sleeping); prints p50 / p95 / max in milliseconds, and the max after the first second (the first
frames build the table once). Goals: p95 <= 16.7 ms, no frame over 33 ms after the first second.

`--paced` sleeps out each frame's 1/60 s as the app does, so a searching AI (hard, expert) gets
the time it gets in play: without it the frame loop leaves the AI's thread little of the
interpreter, and a game of searching seats barely moves (5-8 actions in 8,000 frames).

`--autosave` saves as the app does (`App(persist=True)` on a temporary data folder: the autosave
after every action, written whole after each trick), so its cost is in the frames; the frames
in which an action was applied are also summed up on their own. The UI thread's CPU time per
frame is printed too: on a machine shared with other work it moves far less than wall time.
"""
from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def percentile(sorted_ms: list[float], q: float) -> float:
    if not sorted_ms:
        return 0.0
    k = min(len(sorted_ms) - 1, max(0, round(q * (len(sorted_ms) - 1))))
    return sorted_ms[k]


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--players", type=int, default=4)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--speed", default="normal", choices=("slow", "normal", "fast", "instant"))
    p.add_argument("--level", default=None, help="AI level (default: the UI's opponent level)")
    p.add_argument("--max-frames", type=int, default=40000)
    p.add_argument("--paced", action="store_true", help="sleep out each frame's 1/60 s, as the app does")
    p.add_argument("--autosave", action="store_true", help="save as the app does, to a temporary folder")
    args = p.parse_args(argv)

    home = tempfile.TemporaryDirectory() if args.autosave else None
    if home is not None:
        os.environ["BUG_COUNCIL_HOME"] = home.name
    from scenes.app import App
    app = App(speed=args.speed, sound=False, persist=args.autosave)
    table = app.start_game(args.players, args.seed, humans=(), level=args.level)
    dt = 1.0 / 60
    times: list[float] = []
    cpu: list[float] = []          # the UI thread's CPU time per frame: blind to other processes
    acting: list[float] = []       # the frames in which an action was applied
    t_start = time.perf_counter()
    while not app.game_finished and len(times) < args.max_frames:
        applied = table.match.actions_applied
        t0, c0 = time.perf_counter(), time.thread_time()
        app.frame(dt)
        took = time.perf_counter() - t0
        times.append(took * 1000)
        cpu.append((time.thread_time() - c0) * 1000)
        if table.match.actions_applied != applied:
            acting.append(took * 1000)
        if args.paced and took < dt:
            time.sleep(dt - took)
    wall = time.perf_counter() - t_start
    state = table.match.state
    app.close()
    ms = sorted(times)
    settled = times[round(1.0 / dt):]          # after the first second: the window is up
    slow = [(i + round(1.0 / dt), round(t, 1)) for i, t in enumerate(settled) if t > 33.0]
    print(f"frames {len(ms)}  game over: {state.game_over}  actions {table.match.actions_applied}  "
          f"events {table.events_animated}  wall {wall:.1f}s")
    print(f"frame time ms: p50 {percentile(ms, 0.5):.2f}  p95 {percentile(ms, 0.95):.2f}  max {ms[-1]:.2f}  "
          f"max after the first second {max(settled, default=0.0):.2f}")
    print(f"frames over 33 ms after the first second: {len(slow)} {slow[:10]}")
    c = sorted(cpu)
    print(f"UI thread CPU ms per frame: p50 {percentile(c, 0.5):.2f}  p95 {percentile(c, 0.95):.2f}  max {c[-1]:.2f}")
    act = sorted(acting)
    print(f"frames that applied an action: {len(act)}  p50 {percentile(act, 0.5):.2f}  "
          f"p95 {percentile(act, 0.95):.2f}  max {max(act, default=0.0):.2f}  "
          f"(autosave {'on' if args.autosave else 'off'})")
    if home is not None:
        home.cleanup()
    return 0 if state.game_over else 1


if __name__ == "__main__":
    raise SystemExit(main())
