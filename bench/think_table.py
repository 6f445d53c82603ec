"""Think-time tables shared by the AI benchmarks (bench/*_think.py): percentiles of decision
times and the printed table, each row also kept for the benchmark's JSON line."""
from __future__ import annotations

import argparse
import time
from typing import Any, Callable


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


def play_timed(game: Any, state: Any, controllers: dict[int, Any], rngs: dict[int, Any], probe_seat: int,
               times: dict[str, list[float]], probe: str, others: str,
               on_probe: Callable[[Any], None] | None = None) -> Any:
    """Plays `state` to its end through the protocol (`to_act`, `game.view`, `apply_action`),
    each seat's controller choosing with its own dice. Every decision with a choice (at least
    two legal actions) adds its wall-clock seconds to `times[probe]` or `times[others]`, and the
    probe's also its thread's CPU seconds to `times[probe + " cpu"]` (what the decision costs on a
    core of its own, whatever else runs); `on_probe(controller)` then reads its statistics.
    Returns the finished state."""
    while not state.game_over:
        seat = state.to_act()[0]
        view = game.view(state, seat)
        t, cpu = time.perf_counter(), time.thread_time()
        action = controllers[seat].choose(view, rngs[seat])
        dt, dcpu = time.perf_counter() - t, time.thread_time() - cpu
        if len(view.legal) > 1:
            if seat == probe_seat:
                times[probe].append(dt)
                times[f"{probe} cpu"].append(dcpu)
                if on_probe is not None:
                    on_probe(controllers[seat])
            else:
                times[others].append(dt)
        state, _ = state.apply_action(action)
    return state


def add_probe_arguments(p: argparse.ArgumentParser, games: int, budget_flag: str, budget_type: type,
                        config: str) -> None:
    """The flags a think bench shares: games, players, seed, the timed seat's level and the
    others', its budget (`budget_flag`, default from `config`) and its safety cap."""
    p.add_argument("--games", type=int, default=games)
    p.add_argument("--players", type=int, default=4)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--level", default="hard", choices=("hard", "expert"), help="the timed seat's level")
    p.add_argument("--others", default="normal", help="the other seats' level")
    p.add_argument(budget_flag, type=budget_type, default=None, help=f"the probe's budget (default: {config})")
    p.add_argument("--time-cap-ms", type=float, default=None,
                   help=f"the probe's safety cap (default: {config}); raise it on a crowded machine so "
                        "that the budget, not the cap, ends each decision")
