"""What each test costs in CPU seconds, on a machine whose load makes wall times say little.

A pytest plugin and its report (docs/testing.md, "What it costs"):

    rm -rf /tmp/test-cpu && PYTHONPATH=bench TEST_CPU_DIR=/tmp/test-cpu make check PYTEST_ADDOPTS="-p pytest_cpu"
    .venv/bin/python bench/pytest_cpu.py /tmp/test-cpu --top 40

The plugin writes one line per test (CPU seconds of setup, call and teardown: user + system of
the worker and of the child processes it reaped meanwhile; wall seconds; the node id) to a file
per xdist worker in TEST_CPU_DIR (default: test-cpu in the system's temporary folder). The
report sums them per file and lists the dearest tests.
`--durations` measures wall time: beside other work on two cores it says more about the
machine's load than about the test. A module's shared cache is charged to its first test.
"""
from __future__ import annotations

import argparse
import os
import tempfile
import time
from collections import Counter
from pathlib import Path

import pytest


def _cpu() -> float:
    t = os.times()
    return t.user + t.system + t.children_user + t.children_system


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item, nextitem):      # noqa: ARG001 (pytest's hook signature)
    """The test's CPU and wall time, appended to this worker's file."""
    folder = Path(os.environ.get("TEST_CPU_DIR") or Path(tempfile.gettempdir()) / "test-cpu")
    folder.mkdir(parents=True, exist_ok=True)
    cpu, wall = _cpu(), time.perf_counter()
    yield
    line = f"{_cpu() - cpu:.3f}\t{time.perf_counter() - wall:.3f}\t{item.nodeid}\n"
    with open(folder / f"cpu_{os.environ.get('PYTEST_XDIST_WORKER', 'main')}.tsv", "a", encoding="utf-8") as f:
        f.write(line)


def read(folder: Path) -> dict[str, float]:
    """Node id (without its xdist group) -> CPU seconds, from every worker's file."""
    out: dict[str, float] = {}
    for path in sorted(folder.glob("cpu_*.tsv")):
        for line in path.read_text(encoding="utf-8").splitlines():
            cpu, _wall, node = line.split("\t", 2)
            out[node.split("@")[0]] = float(cpu)
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("folder", type=Path)
    ap.add_argument("--top", type=int, default=30, help="how many of the dearest tests to list")
    args = ap.parse_args()
    cpu = read(args.folder)
    files: Counter[str] = Counter()
    counts: Counter[str] = Counter()
    for node, seconds in cpu.items():
        files[node.split("::")[0]] += seconds
        counts[node.split("::")[0]] += 1
    print(f"{len(cpu)} tests, {sum(cpu.values()):.1f} CPU-s")
    for name, seconds in files.most_common(args.top):
        print(f"{seconds:8.1f} {counts[name]:5d}  {name}")
    print()
    for node, seconds in sorted(cpu.items(), key=lambda kv: -kv[1])[:args.top]:
        print(f"{seconds:8.2f}  {node}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
