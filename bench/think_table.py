"""Think-time tables shared by the AI benchmarks (bench/*_think.py): percentiles of decision
times and the printed table, each row also kept for the benchmark's JSON line."""
from __future__ import annotations

from typing import Any


def pct(xs: list[float], q: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))] if xs else 0.0


def print_think_table(times: dict[str, list[float]], out: dict[str, Any], width: int) -> None:
    """One printed row per controller (decisions, p50, p95, max in ms), stored in `out[name]`."""
    print(f"{'controller':<{width}}{'decisions':>10}{'p50 ms':>9}{'p95 ms':>9}{'max ms':>9}")
    for name, xs in times.items():
        row = {"decisions": len(xs), "p50_ms": round(pct(xs, 0.5) * 1000, 2),
               "p95_ms": round(pct(xs, 0.95) * 1000, 2), "max_ms": round(max(xs, default=0) * 1000, 2)}
        out[name] = row
        print(f"{name:<{width}}{row['decisions']:>10}{row['p50_ms']:>9.2f}{row['p95_ms']:>9.2f}{row['max_ms']:>9.2f}")
