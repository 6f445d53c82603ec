"""A host under a flood while a friend joins: the figures of issue 27.

    .venv/bin/python bench/net_flood.py [--connections 20] [--frames 20000] [--reconnect]
                                        [--seconds 30] [--friends 5] [--game bug_council]

The host is the app's own hosting path, in this process: a HostedGame (its gate on the network
thread, its session on this thread), driven frame by frame at the app's frame rate by
game/net/headless.HeadlessHost, as the app's table drives it; the game is under way (seat 1 a
friend's, the others AI). Two other processes (tools/net_attack.py, loopback only): the
flooders (`--connections` WebSockets, each writing `--frames` one-byte text frames as fast as
the host takes them and never reading the replies; `--reconnect`: a flooder the host closes
connects again until its frames are written or `--seconds` pass), and, once the flood is
under way, a friend who says hello with the seat's join code `--friends` times, half a second
apart (a fresh connection each).

Printed: the friend's hello -> welcome times (and its connect times), the host's resident
memory (before the flood, peak, growth), the host's frames (the `HostedGame.pump` call, and
the whole frame with the table's moves: p50 / p95 / max), the network loop's task count (peak),
what the flooders did (`written`: frames written into their sockets, which the kernel takes
until the host's reset arrives, read or not), and what the gate refused (when the host has one).
Before the flood the host is warmed up (the game under way, one hello, a few junk frames), so
the growth is the flood's, not a first use's. Figures are read
by people, never asserted (they depend on the load; load1 is printed). The last line is one
JSON object with every figure. Goals (issue 27): the friend answered within 1 s, growth under
20 MB, every frame under 50 ms.
"""
from __future__ import annotations

import argparse
import gc
import json
import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game.net.headless import HeadlessHost  # noqa: E402
from game.net.hosted import HostedGame  # noqa: E402
from game.net.runner import NetThread  # noqa: E402
from game.net.websocket import WebSocketBackend  # noqa: E402
from game.setup import HUMAN, GameSetup, SeatSetup  # noqa: E402

sys.path.insert(0, str(ROOT / "tools"))
from net_attack import HostMeter, rss_mb  # noqa: E402

MODES = {"bug_council": "table", "party_bugs": "party"}
FRAME = 1 / 60                 # the app's max_fps (config/ui.yaml)
SAMPLE_EVERY = 0.1             # seconds between two memory / task samples
SETTLE = 2.0                   # seconds the host runs on after the attack, before the last sample


def pct(xs: list[float], q: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))] if xs else 0.0


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--connections", type=int, default=20)
    p.add_argument("--frames", type=int, default=20_000)
    p.add_argument("--reconnect", action="store_true")
    p.add_argument("--seconds", type=float, default=30.0, help="the flood's time limit")
    p.add_argument("--friends", type=int, default=5, help="hellos the friend says during the flood")
    p.add_argument("--game", default="bug_council", choices=sorted(MODES))
    args = p.parse_args()

    seats = tuple(SeatSetup(f"P{i}", "#808080", HUMAN if i == 1 else "random") for i in range(3))
    setup = GameSetup(MODES[args.game], 3, seats, 7, game=args.game)
    net = NetThread().start()
    hosted = HostedGame(setup, [1], net, WebSocketBackend(), zombie_after=3600, started=True)
    host = HeadlessHost(hosted, frame=FRAME, ai_think=0.3)
    hosted.listen("127.0.0.1", 0, "127.0.0.1", fixed=True)
    while hosted.port is None:
        if hosted.problem:
            raise SystemExit(f"cannot listen: {hosted.problem}")
        host.step()
        time.sleep(0.01)
    tool = [sys.executable, str(ROOT / "tools" / "net_attack.py")]
    # Warm-up, so that the growth is the flood's and not a first use's (the websockets server's
    # code paths, the first views and digests): the game gets under way (the AI seats' first
    # moves), the friend says hello once, two flooders write a few frames.
    warm = [subprocess.Popen([*tool, "friend", hosted.join_code(1), "--times", "1", "--every", "0"],
                             stdout=subprocess.DEVNULL),
            subprocess.Popen([*tool, "flood", "--port", str(hosted.port), "--connections", "2", "--frames", "100"],
                             stdout=subprocess.DEVNULL)]
    while any(w.poll() is None for w in warm):
        host.step()
        time.sleep(FRAME)
    gc.collect()
    before = rss_mb()
    sampler = HostMeter(net, SAMPLE_EVERY)
    sampler.start()
    flooders = subprocess.Popen([*tool, "flood", "--port", str(hosted.port), "--connections", str(args.connections),
                                 "--frames", str(args.frames), "--seconds", str(args.seconds)]
                                + (["--reconnect"] if args.reconnect else []),
                                stdout=subprocess.PIPE, text=True)
    pumps: list[float] = []
    frames: list[float] = []
    friend = None
    t0 = time.monotonic()
    end = None
    while end is None or time.monotonic() < end:
        start = time.perf_counter()
        host.step()
        frames.append(time.perf_counter() - start)
        pumps.append(host.last_pump)
        if friend is None and time.monotonic() - t0 > 0.5:
            friend = subprocess.Popen([*tool, "friend", hosted.join_code(1), "--times", str(args.friends)],
                                      stdout=subprocess.PIPE, text=True)
        if end is None and friend is not None and flooders.poll() is not None and friend.poll() is not None:
            end = time.monotonic() + SETTLE
        if time.monotonic() - t0 > args.seconds + 120:
            flooders.kill()
            if friend is not None:
                friend.kill()
            break
        time.sleep(max(0.0, FRAME - (time.perf_counter() - start)))
    sampler.stop()
    flood_out = json.loads(flooders.stdout.read() or "{}")
    friend_out = json.loads(friend.stdout.read() or "{}") if friend is not None else {}
    gate = getattr(hosted, "gate", None)
    figures = {
        "flood": {"connections": args.connections, "frames": args.frames, "reconnect": args.reconnect, **flood_out},
        "friend_welcome_s": [round(x, 4) for x in friend_out.get("welcome", [])],
        "friend_connect_s": [round(x, 4) for x in friend_out.get("connect", [])],
        "friend_errors": friend_out.get("codes", []),
        "rss_mb": {"before": round(before, 1), "peak": round(max(sampler.rss, default=before), 1),
                   "growth": round(max(sampler.rss, default=before) - before, 1),
                   "after": round(sampler.rss[-1], 1) if sampler.rss else None,
                   "timeline": [round(x, 1) for x in sampler.rss[::max(1, len(sampler.rss) // 12)]]},
        "pump_ms": {"p50": round(pct(pumps, 0.5) * 1e3, 3), "p95": round(pct(pumps, 0.95) * 1e3, 3),
                    "max": round(max(pumps, default=0) * 1e3, 3), "frames": len(pumps)},
        "frame_ms": {"p50": round(pct(frames, 0.5) * 1e3, 3), "p95": round(pct(frames, 0.95) * 1e3, 3),
                     "max": round(max(frames, default=0) * 1e3, 3)},
        "tasks_peak": max(sampler.tasks, default=None),
        "gate": ({"refused": gate.refused, "dropped": gate.dropped, "admitted": gate.admitted,
                  "closed_for": dict(gate.closed_for)} if gate is not None else None),
        "seq": hosted.session.seq,
        "load1": round(os.getloadavg()[0], 2),
    }
    hosted.close()
    net.stop()
    welcome = figures["friend_welcome_s"]
    print(f"flood: {args.connections} x {args.frames} one-byte frames"
          f"{' (reconnecting)' if args.reconnect else ''}: {flood_out}")
    print(f"friend hello -> welcome: max {max(welcome, default=float('nan')):.3f} s over {len(welcome)} "
          f"(connect max {max(figures['friend_connect_s'], default=float('nan')):.3f} s)  goal < 1 s")
    print(f"host RSS: {figures['rss_mb']['before']} MB -> peak {figures['rss_mb']['peak']} MB "
          f"(growth {figures['rss_mb']['growth']} MB)  goal < 20 MB")
    print(f"host pump ms: p50 {figures['pump_ms']['p50']}  p95 {figures['pump_ms']['p95']}  max "
          f"{figures['pump_ms']['max']} over {len(pumps)} frames; whole frame max {figures['frame_ms']['max']}"
          f"  goal < 50 ms")
    print(f"network loop tasks (peak): {figures['tasks_peak']}; gate: {figures['gate']}; load1 {figures['load1']}")
    print(json.dumps(figures))
    return 0


if __name__ == "__main__":
    sys.exit(main())
