"""What the app costs when nothing moves, in a real X window (Xvfb), and that animations still
run at the frame rate.

    .venv/bin/python bench/idle_cpu.py [--seconds 10] [--screens title,table,lobby] [--no-animation]

Starts Xvfb itself on a display it picks (`Xvfb -displayfd`, a 1920x1080 screen that has room
for the window at the canvas' size; Debian: `apt-get install xvfb`),
then for each screen runs the app in a child process (`--child SCREEN`, the real run loop
`App.run`, sound off, a temporary data folder) that a small driver has brought to:
* `title`: the title screen;
* `table`: a 4-player table (you and three AIs) waiting for you to play a card (your seat
  declared at random before);
* `lobby`: the host lobby, hosting a game on loopback and waiting for two friends;
* `visit` (not by default): the same table waiting for you to visit a space, whose spaces
  pulse (a look that steps config motion.pulse_steps times a second, before issue 28 an
  animation drawn every frame: 63% of a core);
and reads the child's CPU time (utime + stime of every thread, /proc/PID/stat) over
`--seconds` of wall time, after one second to settle. Printed next to the figures issue 28
measured before the loop rested (53%, 64%, 62% of a core) and its goal (<= 10%).

The lobby's line also says how fast the idle host answers a friend's hello (sent to welcome
received, over loopback WebSockets, five times a second apart; the issue asks ~100 ms).

`animation`: a table dealing and playing at slow speed, every seat an AI; the child counts the
frames it presents while the table animates and prints frames per second of animating time
(the goal: the app's `max_fps`, 60), in the X window and again with the dummy video driver
(no X server to send frames to): where X's share of a frame leaves less than 1/60 s, the
first falls below 60 and the second shows what the loop itself paces at.

Figures are read by people, never asserted: they move with the machine's load (load1 printed).
"""
from __future__ import annotations

import argparse
import asyncio
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

ISSUE_FIGURES = {"title": 53.0, "table": 64.0, "lobby": 62.0}    # % of a core, issue 28
GOAL_PERCENT = 10.0
SCREENS = ("title", "table", "lobby", "visit")
DEFAULT_SCREENS = ("title", "table", "lobby")
READY_SECONDS = 180.0
# Room for the window at the canvas' own size (1280x720) and the screen's margin (config/ui.yaml
# window.screen_margin): on a 1280x720 screen the app opens a smaller window (scenes/display.py)
# and the driver's clicks, in canvas pixels, miss (the table never reached your card).
SCREEN = "1920x1080x24"


# --- the parent: Xvfb, the children, their CPU time ---------------------------------------

def start_xvfb() -> tuple[subprocess.Popen, str]:
    """Xvfb on a display it chooses itself (-displayfd): (its process, ':N')."""
    exe = shutil.which("Xvfb")
    if exe is None:
        raise SystemExit("idle_cpu: Xvfb not found (Debian: apt-get install xvfb)")
    r, w = os.pipe()
    proc = subprocess.Popen([exe, "-displayfd", str(w), "-screen", "0", SCREEN, "-nolisten", "tcp"],
                            pass_fds=(w,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(w)
    with os.fdopen(r) as f:
        number = f.readline().strip()
    if not number.isdigit():
        proc.kill()
        raise SystemExit("idle_cpu: Xvfb did not start")
    return proc, f":{number}"


def cpu_seconds(pid: int) -> float:
    """User + system CPU time of process `pid` (all its threads), from /proc."""
    with open(f"/proc/{pid}/stat", encoding="ascii") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def spawn(screen: str, display: str, home: str, driver: str = "x11") -> subprocess.Popen:
    env = dict(os.environ, DISPLAY=display, SDL_VIDEODRIVER=driver, SDL_AUDIODRIVER="dummy",
               BUG_COUNCIL_HOME=home, PYTHONUNBUFFERED="1")
    return subprocess.Popen([sys.executable, str(Path(__file__).resolve()), "--child", screen],
                            env=env, stdout=subprocess.PIPE, text=True, cwd=str(ROOT))


def read_until(proc: subprocess.Popen, word: str) -> list[str]:
    """The rest of the words of the child's first line that starts with `word`; SystemExit when
    the child ends first, or says nothing of it within READY_SECONDS (then it is killed: a
    silent child would otherwise keep the read waiting for ever)."""
    expired = threading.Event()

    def expire() -> None:
        expired.set()
        proc.kill()
    timer = threading.Timer(READY_SECONDS, expire)
    timer.start()
    try:
        while line := proc.stdout.readline():
            parts = line.split()
            if parts and parts[0] == word:
                return parts[1:]
    finally:
        timer.cancel()
    if expired.is_set():
        raise SystemExit(f"idle_cpu: no '{word}' from the child within {READY_SECONDS:.0f} s")
    raise SystemExit(f"idle_cpu: the child ended before '{word}' (exit {proc.wait()})")


def measure_idle(screen: str, display: str, seconds: float) -> tuple[float, list[float]]:
    """The child's CPU use on `screen` in % of one core; for the lobby, also the hello times (ms)."""
    with tempfile.TemporaryDirectory() as home:
        proc = spawn(screen, display, home)
        try:
            words = read_until(proc, "ready")
            time.sleep(1.0)
            c0, t0 = cpu_seconds(proc.pid), time.monotonic()
            time.sleep(seconds)
            c1, t1 = cpu_seconds(proc.pid), time.monotonic()
            hellos = hello_times(words[0]) if screen == "lobby" else []
        finally:
            proc.send_signal(signal.SIGTERM)
            try:
                proc.wait(10)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()
    return 100.0 * (c1 - c0) / (t1 - t0), hellos


def hello_times(code: str, times: int = 5) -> list[float]:
    """Milliseconds from a friend's hello sent to the host's welcome received, `times` times,
    a second apart (the host at rest in between)."""
    from game.net.client import ClientState
    from game.net.transport import JoinCode
    from game.net.websocket import WebSocketBackend

    async def once() -> float:
        join = JoinCode.parse(code)
        state = ClientState(join.seat, join.token, "Bench")
        conn = await WebSocketBackend().connect(join)
        try:
            t0 = time.perf_counter()
            await conn.send(state.hello())
            while state.handle(await asyncio.wait_for(conn.receive(), 10))["type"] != "welcome":
                pass
            return (time.perf_counter() - t0) * 1000
        finally:
            await conn.close()

    out = []
    for _ in range(times):
        time.sleep(1.0)
        out.append(asyncio.run(once()))
    return out


def measure_animation(display: str, driver: str) -> tuple[float, float, int]:
    with tempfile.TemporaryDirectory() as home:
        proc = spawn("animation", display, home, driver)
        try:
            fps, cpu, frames = read_until(proc, "animation")
        finally:
            proc.wait(30)
    return float(fps), float(cpu), int(frames)


# --- the children: the real app, brought to one screen -------------------------------------

def child(screen: str) -> int:
    import pygame

    from scenes.app import App
    from scenes.config import load_ui_config
    App.LAN_BIND = "127.0.0.1"                       # the bench never listens beyond this machine
    load_ui_config().data["lobby"]["port"] = 0       # a port the system picks
    from tests.ui import press, settle
    signal.signal(signal.SIGTERM, lambda *_: pygame.event.post(pygame.event.Event(pygame.QUIT)))
    app = App(sound=False, persist=True, speed="slow" if screen == "animation" else None)
    try:
        if not app.viewport.identity:
            raise SystemExit(f"idle_cpu: the window is {app.window.get_size()}, not the canvas' "
                             f"{app.cfg.canvas}: the driver's clicks would miss (a larger Xvfb screen)")
        if screen == "title":
            app.open_title()
            app.frame(app.step)
            print("ready", flush=True)
        elif screen in ("table", "visit"):
            table = app.start_game(4, 7, humans=(0,))
            wait_for_you(app, table, "play" if screen == "table" else "visit")
            print("ready", flush=True)
        elif screen == "lobby":
            app.open_title()
            app.frame(app.step)
            press(app, "Play with friends")
            press(app, "Host a game")
            lobby = app.stack.top
            press(app, "Host")
            settle(app, lambda: lobby.hosted is not None and lobby.hosted.port is not None, seconds=30)
            print("ready", lobby.hosted.join_code(lobby.hosted.remote[0]), flush=True)
        elif screen == "animation":
            return animation_child(app)
        app.run()
    finally:
        app.close()
    return 0


def wait_for_you(app, table, kind: str) -> None:
    """Play your seat with random legal choices until the table asks you for a `kind` decision
    (play a card, visit a space), everything landed."""
    import random

    from tests.ui import click_a_legal_choice, toward_a_decision
    rng = random.Random(1)
    for _ in range(200000):
        step = toward_a_decision(app, table)
        if step is None:
            raise SystemExit(f"idle_cpu: the game ended before a '{kind}' decision")
        if step and table.decision[1] == kind:
            for _ in range(5):
                app.frame(app.step)       # the caption and the buttons follow the decision
            return
        if step:
            click_a_legal_choice(app, table, rng)
        time.sleep(0)
    raise SystemExit(f"idle_cpu: no '{kind}' decision came")


def animation_child(app, seconds: float = 8.0) -> int:
    """Every seat an AI at slow speed: frames presented while the table animates, per second of
    animating time (the wall time between two presented frames counts when the table was
    animating at both)."""
    import pygame
    table = app.start_game(4, 11, humans=())
    flip = pygame.display.flip
    seen: list[tuple[float, bool]] = []
    c0, t0 = time.process_time(), time.monotonic()

    def counting_flip() -> None:
        flip()
        now = time.monotonic()
        seen.append((now, table.anim.busy))
        if now - t0 > seconds:
            app.quit()
    pygame.display.flip = counting_flip
    app.run()
    cpu = 100.0 * (time.process_time() - c0) / (time.monotonic() - t0)
    busy = [(b[0] - a[0]) for a, b in zip(seen, seen[1:]) if a[1] and b[1]]
    fps = len(busy) / sum(busy) if busy else 0.0
    print("animation", f"{fps:.1f}", f"{cpu:.1f}", len(busy), flush=True)
    return 0


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--seconds", type=float, default=10.0, help="wall time measured per screen")
    p.add_argument("--screens", default=",".join(DEFAULT_SCREENS),
                   help=f"comma-separated, of: {','.join(SCREENS)}")
    p.add_argument("--no-animation", action="store_true", help="skip the frame-rate check")
    p.add_argument("--child", default=None, help=argparse.SUPPRESS)
    args = p.parse_args(argv)
    if args.child:
        return child(args.child)
    screens = [s for s in args.screens.split(",") if s]
    unknown = [s for s in screens if s not in SCREENS]
    if unknown:
        print(f"idle_cpu: unknown screen {unknown[0]!r} (choose from {', '.join(SCREENS)})", file=sys.stderr)
        return 2
    xvfb, display = start_xvfb()
    try:
        print(f"Xvfb {display}, load1 {os.getloadavg()[0]:.2f}, {args.seconds:.0f} s per screen")
        for screen in screens:
            percent, hellos = measure_idle(screen, display, args.seconds)
            before = (f"issue 28 before: {ISSUE_FIGURES[screen]:.0f}%; goal <= {GOAL_PERCENT:.0f}%"
                      if screen in ISSUE_FIGURES else "its spaces pulse in steps; before: 63%")
            line = f"{screen:<6} idle: {percent:5.1f}% of a core   ({before})"
            if hellos:
                line += f"   hello answered in {', '.join(f'{h:.0f}' for h in hellos)} ms"
            print(line, flush=True)
        if not args.no_animation:
            for driver in ("x11", "dummy"):
                fps, cpu, frames = measure_animation(display, driver)
                print(f"animation ({driver}): {fps:.1f} frames/s over {frames} animating frames "
                      f"({cpu:.0f}% of a core, {10 * cpu / max(fps, 1e-9):.1f} ms of CPU a frame; goal 60 frames/s)",
                      flush=True)
        print(f"load1 {os.getloadavg()[0]:.2f}")
    finally:
        xvfb.terminate()
        xvfb.wait(10)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
