"""Frame times while the coach works: at the table while hints think (the hint's search runs in
the app's hint worker process, game/hint_worker.py), and on the review screen while a whole
game's review runs (in its own process).

    SDL_VIDEODRIVER=dummy .venv/bin/python bench/coach_frames.py [--game party_bugs] [--hints 12] [--seed 1]

Hints: a 4-player game of --game (you and three `normal` seats), T pressed at each of your decisions with
a choice, frames stepped (paced to 60 Hz, as the app sleeps) until the answer, then the hint's
card played; up to --hints hints. Review: the finished game (played on by the table's seats)
reviewed from its end, frames stepped until it is done; first, 300 frames of the table with
nothing thinking, for the machine's own share. Each frame is timed from input to the drawn
canvas (and the window thread's CPU time in it: the rest of its wall time is waiting for a core
or for the interpreter's lock); prints p50 / p95 / max per phase and one JSON line. Goal: p95 <=
16.7 ms. Also each hint's wait at the table, from T to its answer (the first apart: it starts
the hint worker).
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

FRAME = 1 / 60


def pct(xs: list[float], q: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(round(q * (len(xs) - 1))))] if xs else 0.0


def timed_frame(app, out: list[float], cpu: list[float]) -> None:
    """One frame, paced to 60 Hz: its wall time into `out`, the window thread's CPU time in it
    into `cpu` (wall minus CPU: waiting for a core, or for the interpreter's lock)."""
    t, c = time.perf_counter(), time.thread_time()
    app.frame(app.step)
    took = time.perf_counter() - t
    out.append(took * 1000)
    cpu.append((time.thread_time() - c) * 1000)
    time.sleep(max(0.0, FRAME - took))


def party_bugs(app, seed: int):
    """A Party Bugs table (you and three `normal` seats), what you may do there, its review."""
    from game.setup import GameSetup, SeatSetup
    from scenes.party_bugs.review import PartyReviewScene
    colors = [s["color"] for s in app.cfg.data["party_bugs"]["sets"]]
    seats = tuple(SeatSetup(n, colors[i], k) for i, (n, k) in
                  enumerate(zip(("You", "Rufus", "Lizzy", "Dingus"), ("human", "normal", "normal", "normal"))))
    table = app.start_match(GameSetup("party", 4, seats, seed, {"variants": []}, game="party_bugs"))
    return table, lambda t: t.legal(), PartyReviewScene


def bug_council(app, seed: int):
    """A Bug Council table (you and three `normal` seats), what you may do there (once the
    table is ready for your decision), its review."""
    from scenes.bug_council.review_scene import ReviewScene
    table = app.start_game(4, seed, humans=(0,), level="normal")

    def legal(t):
        ready = t.me is not None and not t.anim.busy and t.decision is not None
        return list(t.my_view().legal) if ready else []
    return table, legal, ReviewScene


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--game", default="party_bugs", choices=("party_bugs", "bug_council"))
    ap.add_argument("--hints", type=int, default=12)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--review-iterations", type=int, default=None)
    args = ap.parse_args()
    import pygame

    from scenes.app import App
    app = App(speed="fast", sound=False, persist=False)
    table, legal_of, review_scene = (party_bugs if args.game == "party_bugs" else bug_council)(app, args.seed)
    hint_frames: list[float] = []
    idle_frames: list[float] = []    # the same table, nothing thinking: the machine's own share
    hints = 0
    cpu: dict[str, list[float]] = {"idle": [], "hint": [], "review": []}    # each frame's CPU, ms
    hint_waits: list[float] = []     # T to the answer, ms
    for _ in range(200000):
        if table.match.state.game_over:
            break
        if app.stack.top is not table:       # a panel over the table (Bug Council's Age scoring)
            app.stack.top.on_click()         # ... continued as a click beside its buttons would
        legal = legal_of(table)
        if not legal:
            app.frame(app.step)
            continue
        act = legal[0]
        if not idle_frames:
            for _ in range(300):
                timed_frame(app, idle_frames, cpu["idle"])
        if len(legal) > 1 and hints < args.hints:
            t0 = time.perf_counter()
            table.request_hint()
            while table.coach.thinking:
                timed_frame(app, hint_frames, cpu["hint"])
            hint_waits.append((time.perf_counter() - t0) * 1000)
            hints += 1
            act = table.coach.suggested() or act
        table.attempt(act.kind, act.arg)
        app.frame(app.step)          # the table takes the move in (and the hint closes)
    while not table.match.state.game_over:
        app.frame(app.step)
    m = table.match
    review = review_scene(app, m.record, m.setup, None, args.review_iterations)
    app.stack.push(review)
    review_frames: list[float] = []
    t0 = time.perf_counter()
    while review.working:
        timed_frame(app, review_frames, cpu["review"])
    review_s = time.perf_counter() - t0
    app.close()
    print(f"{args.game}: load average {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores")
    out = {"game": args.game, "hints": hints, "review_s": round(review_s, 1)}
    for key, name, xs in (("idle", "nothing thinking", idle_frames), ("hint", "while hints think", hint_frames),
                          ("review", "while the review runs", review_frames)):
        print(f"{name:<24} frames {len(xs):>6}  p50 {pct(xs, .5):6.2f}  p95 {pct(xs, .95):6.2f}  "
              f"max {max(xs or [0]):6.2f} ms   (CPU p50 {pct(cpu[key], .5):5.2f}  p95 {pct(cpu[key], .95):5.2f})")
        out[key] = {"frames": len(xs), "p50_ms": round(pct(xs, .5), 2),
                    "p95_ms": round(pct(xs, .95), 2), "max_ms": round(max(xs or [0]), 2),
                    "cpu_p50_ms": round(pct(cpu[key], .5), 2), "cpu_p95_ms": round(pct(cpu[key], .95), 2)}
    later = hint_waits[1:]
    print(f"hint wait at the table: first {hint_waits[0] if hint_waits else 0:.0f} ms (starts the worker), "
          f"then p50 {pct(later, .5):.0f} / p95 {pct(later, .95):.0f} ms over {len(later)}")
    out["hint_wait_ms"] = {"first": round(hint_waits[0], 1) if hint_waits else None,
                           "p50": round(pct(later, .5), 1), "p95": round(pct(later, .95), 1)}
    print(f"review of the whole game: {review_s:.1f} s")
    print(json.dumps(out))
    pygame.quit()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
