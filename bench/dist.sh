#!/usr/bin/env bash
# Standalone executable benchmark: size, and time from launch to the first presented frame,
# cold (page cache dropped) and warm. Goal: at most 30 MB and the first frame within 3 s.
#
#   make dist && bench/dist.sh                           # dist/bug-council and the onedir
#   bench/dist.sh [EXE ...]   RUNS=7 bench/dist.sh      # other executables / more warm runs
#
# Launch = what a double-click does: the executable with no arguments. The first frame is
# reported by the bundle's opt-in probe (BUG_COUNCIL_FIRST_FRAME=exit, tools/pyi_rth_first_frame.py),
# which also ends the process there. Timed under SDL's dummy driver, and on Xvfb (a real X11
# window) when Xvfb is installed. "Cold" drops the page cache first (needs root; otherwise
# it says so). Also times `EXE --help` (bootloader + Python start, no pygame) for reference.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ $# -eq 0 ]; then
  set -- dist/bug-council
  [ -x dist/bug-council-onedir/bug-council ] && set -- "$@" dist/bug-council-onedir/bug-council
fi
for exe in "$@"; do [ -x "$exe" ] || { echo "no executable $exe (run make dist)" >&2; exit 1; }; done

xvfb_pid=
cleanup() { [ -n "$xvfb_pid" ] && kill "$xvfb_pid" 2>/dev/null || true; }
trap cleanup EXIT
DISPLAY_X=
if command -v Xvfb >/dev/null; then
  DISPLAY_X=:$(( 500 + RANDOM % 400 ))
  Xvfb "$DISPLAY_X" -screen 0 1600x1000x24 -nolisten tcp >/dev/null 2>&1 &
  xvfb_pid=$!
  sleep 1
fi

RUNS=${RUNS:-5} DISPLAY_X=$DISPLAY_X python3 - "$@" <<'PY'
import os, statistics, subprocess, sys, time
from pathlib import Path

runs = int(os.environ["RUNS"])
display = os.environ.get("DISPLAY_X")
MB = 1024 * 1024


def drop_caches():
    try:
        os.sync()
        Path("/proc/sys/vm/drop_caches").write_text("3\n")
        return True
    except OSError:
        return False


def launch(exe, args, env_extra, probe):
    env = dict(os.environ, SDL_AUDIODRIVER="dummy", **env_extra)
    if probe:
        env["BUG_COUNCIL_FIRST_FRAME"] = "exit"
    t0 = time.time()
    p = subprocess.run([exe, *args], env=env, capture_output=True, text=True, timeout=120)
    t_end = time.time()
    for line in p.stderr.splitlines():
        if line.startswith("FIRST_FRAME "):
            return float(line.split()[1]) - t0, line.split(" ", 2)[2]
    if probe:
        return None, (p.stderr.strip().splitlines() or ["no output"])[-1][:100]
    return t_end - t0, f"exit {p.returncode}"


def measure(exe, args, env_extra, probe):
    can_drop = drop_caches()
    cold, note = launch(exe, args, env_extra, probe)
    warm = [launch(exe, args, env_extra, probe)[0] for _ in range(runs)]
    warm = [w for w in warm if w is not None]
    return cold, (statistics.median(warm) if warm else None), can_drop, note


def fmt(t):
    return "n/a" if t is None else f"{t:.2f} s"


def size_of(exe):
    p = Path(exe).resolve()
    if p.parent.name.endswith("-onedir"):
        total = sum(f.stat().st_size for f in p.parent.rglob("*") if f.is_file())
        return total, f"folder {p.parent.name}/ ({sum(1 for f in p.parent.rglob('*') if f.is_file())} files)"
    return p.stat().st_size, "one file"


print(f"load average before: {' '.join(f'{x:.2f}' for x in os.getloadavg())}   cores: {os.cpu_count()}")
worst_size, worst_frame = 0, 0.0
for exe in sys.argv[1:]:
    size, kind = size_of(exe)
    worst_size = max(worst_size, size) if kind == "one file" else worst_size
    print(f"\n{exe}: {size / MB:.1f} MB ({size} bytes, {kind})")
    cases = [("--help (no pygame)", ["--help"], {}, False),
             ("first frame, dummy", [], {"SDL_VIDEODRIVER": "dummy"}, True)]
    if display:
        cases.append(("first frame, Xvfb x11", [], {"SDL_VIDEODRIVER": "x11", "DISPLAY": display}, True))
    for label, args, env_extra, probe in cases:
        cold, warm, dropped, note = measure(exe, args, env_extra, probe)
        if probe:
            worst_frame = max(worst_frame, cold or 99, warm or 99)
        print(f"  {label:24s} cold {fmt(cold):>8s}{'' if dropped else ' (cache NOT dropped)'}"
              f"   warm {fmt(warm):>8s} (median of {runs})   [{note}]")
print(f"\nload average after: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
print(f"goal: one-file size <= 30 MB: {'met' if worst_size <= 30 * MB else 'NOT met'}; "
      f"first frame <= 3 s: {'met' if worst_frame <= 3 else 'NOT met (or no frame)'}")
PY
