"""The coach's hint time: p50/p95 over the human seat's decisions in seeded 4-player games,
next to the hard AI's time for the same decisions (its card and visit searches; it hands
declarations and discards to the normal heuristic, so those are near zero for it).

    .venv/bin/python bench/hint_time.py [--games 6] [--seed 1] [--iterations N] [--game party_bugs|bugspiel]
                                        [--mode emissary|solo]

Seat 0 asks for a hint at each of its decisions with a choice (declaration, discard, card,
council visit; Party Bugs: play, take, hide, mirror) and then plays the hint's best option; the
other seats play `normal`. Prints a table per decision kind and one JSON line with the figures.
Goal: hint p95 <= 1 s on this 2-core machine. `--game party_bugs` measures Party Bugs' coach
(game/party_bugs/coach.py) beside its hard AI at the same decisions; `--game bugspiel` Bugspiel's
(game/bugspiel/coach.py: hard's search at hard's budget, so the two columns should match), on the
small board. `--mode` (Bug Council): the Emissary game (2 players) or solo against the
Termitenator (its default personality), whose automaton seat follows its procedure.
`--worker`: each hint asked as the table asks it, of a warm hint worker process
(game/hint_worker.py: the view sent as plain data, the answer read back), timed from the ask to
the answer; the first hint, which starts the process, is printed apart and left out of the
table; CPU time is then the worker's (read from /proc).
"""
from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
import time
from typing import Any, Callable

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from game.bug_council.ai.search import HardController  # noqa: E402
from game.bug_council.coach import hint, hint_budget, hint_rng  # noqa: E402
from game.bug_council.ai import make_controller  # noqa: E402
from game.bug_council.state import new_game  # noqa: E402
from game.bug_council.view import seat_view  # noqa: E402



def pct(xs: list[float], q: float) -> float:
    if not xs:
        return 0.0
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(round(q * (len(xs) - 1))))]


class Timings:
    """Each hint's wall and CPU time (CPU: what an idle core would take) and hard's wall time at
    the same decision, by decision kind."""

    def __init__(self, asker: "WorkerAsker | None" = None) -> None:
        self.asker = asker              # --worker: hints asked of the hint worker process
        self.hint_ms: dict[str, list[float]] = {}
        self.hard_ms: dict[str, list[float]] = {}
        self.cpu_ms: list[float] = []

    def hinted(self, kind: str, seed: int, view, ask: Callable, hard) -> Any:
        """The hint's best action for `view` (`ask(view)` gives the hint), both timed."""
        cpu_time = self.asker.cpu_time if self.asker is not None else time.process_time
        t, cpu = time.perf_counter(), cpu_time()
        h = self.asker.ask(view, seed) if self.asker is not None else ask(view)
        took, cpu = (time.perf_counter() - t) * 1000, (cpu_time() - cpu) * 1000
        if self.asker is not None and self.asker.first_ms is None:
            self.asker.first_ms = took          # the process started for it: apart
        else:
            self.hint_ms.setdefault(kind, []).append(took)
            self.cpu_ms.append(cpu)
        t = time.perf_counter()
        hard.choose(view, random.Random(f"{seed}/{len(self.hard_ms.get(kind, []))}"))
        self.hard_ms.setdefault(kind, []).append((time.perf_counter() - t) * 1000)
        return h.best.action


class WorkerAsker:
    """Hints asked of a warm hint worker process, as the table asks them (--worker)."""

    def __init__(self, game_id: str, budget: int):
        from game.coach.kit import coach_of
        from game.hint_worker import HintWorker
        from game.protocol import get_game
        self.game = get_game(game_id)
        self.kit, self.budget = coach_of(self.game), budget
        self.worker = HintWorker()
        self.first_ms: float | None = None

    def ask(self, view, seed: int):
        job = self.worker.start(self.game, self.kit, view, seed, self.budget)
        job.wait(None)
        return job.poll()

    def cpu_time(self) -> float:
        """The worker process's CPU seconds so far (0 before it runs, or without /proc)."""
        pid = self.worker.pid
        try:
            with open(f"/proc/{pid}/stat") as f:
                fields = f.read().rsplit(")", 1)[1].split()
        except (OSError, TypeError):
            return 0.0
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def timings(args, game_id: str, budget: int) -> Timings:
    return Timings(WorkerAsker(game_id, budget) if args.worker else None)


def party_bugs_games(args) -> tuple[int, Timings]:
    """Party Bugs: seat 0 hinted (and playing the hint's best), the others `normal`."""
    from game.party_bugs import coach
    from game.party_bugs.ai import make
    from game.party_bugs.state import new_game as party_game
    from game.party_bugs.view import seat_view as party_view
    budget = args.iterations or coach.hint_budget()
    hard, others = make("hard"), make("normal")
    timed = timings(args, "party_bugs", budget)
    for g in range(args.games):
        seed = args.seed + g
        s, rng = party_game(4, seed)[0], random.Random(seed)
        while not s.game_over:
            seat = s.to_act()[0]
            view = party_view(s, seat)
            if seat == 0 and len(view.legal) > 1:
                act = timed.hinted(view.legal[0].kind, seed, view,
                                   lambda v: coach.hint(v, coach.hint_rng(seed, v), budget), hard)
            else:
                act = others.choose(view, rng)
            s, _ = s.apply_action(act)
    return budget, timed


def bugspiel_games(args) -> tuple[int, Timings]:
    """Bugspiel: seat 0 hinted (and playing the hint's best), the others `normal`."""
    from game.bugspiel import coach
    from game.bugspiel.ai import make
    from game.bugspiel.setup import new_game as bugspiel_game
    from game.bugspiel.view import seat_view as bugspiel_view
    budget = args.iterations or coach.hint_budget()
    hard, others = make("hard", 0), make("normal")
    timed = timings(args, "bugspiel", budget)
    for g in range(args.games):
        seed = args.seed + g
        s, rng = bugspiel_game(seed, 4, "small"), random.Random(seed)
        while not s.game_over:
            view = bugspiel_view(s, s.turn)
            if s.turn == 0 and len(view.legal) > 1:
                act = timed.hinted("turn", seed, view,     # one decision kind: the turn's action
                                   lambda v: coach.hint(v, coach.hint_rng(seed, v), budget), hard)
            else:
                act = others.choose(view, rng)
            s, _ = s.apply_action(act)
    return budget, timed


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=6)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--iterations", type=int, default=None, help="hint budget (default: config/ai.yaml)")
    ap.add_argument("--game", default="bug_council", choices=("bug_council", "party_bugs", "bugspiel"))
    ap.add_argument("--mode", default="table", choices=("table", "emissary", "solo"),
                    help="Bug Council's mode (table: 4 players, emissary: 2, solo: 1)")
    ap.add_argument("--worker", action="store_true",
                    help="ask each hint of the hint worker process, as the table does")
    args = ap.parse_args()
    if args.game in ("party_bugs", "bugspiel"):
        games = party_bugs_games if args.game == "party_bugs" else bugspiel_games
        return report(args, *games(args))
    budget = args.iterations or hint_budget()
    hard = HardController()
    others = make_controller("normal")
    from game.bug_council.definition import GAME
    players = {"table": 4, "emissary": 2, "solo": 1}[args.mode]
    automata = GAME.automata(args.mode)
    timed = timings(args, "bug_council", budget)
    for g in range(args.games):
        seed = args.seed + g
        s = new_game(players, seed, args.mode)
        rng = random.Random(seed)
        while not s.game_over:
            legal0 = s.legal_actions(0)
            if legal0:
                view = seat_view(s, 0)
                if len(legal0) > 1:
                    act = timed.hinted(legal0[0].kind, seed, view, lambda v: hint(v, hint_rng(seed, v), budget), hard)
                else:
                    act = legal0[0]
            else:
                seat = s.to_act()[0]
                act = automata.get(seat, others).choose(seat_view(s, seat), rng)
            s, _ = s.apply_action(act)
    return report(args, budget, timed)


def report(args, budget: int, timed: Timings) -> int:
    hint_ms, hard_ms, cpu_ms = timed.hint_ms, timed.hard_ms, timed.cpu_ms
    every_hint = [x for v in hint_ms.values() for x in v]
    every_hard = [x for v in hard_ms.values() for x in v]
    table = "four-player" if args.game == "party_bugs" or args.mode == "table" else args.mode
    where = "in the hint worker process" if timed.asker else "in this process"
    print(f"{args.game}: hint budget {budget} playouts, {where}; {args.games} {table} games from seed "
          f"{args.seed}; load average {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores")
    out = {"game": args.game, "mode": args.mode, "budget": budget, "games": args.games, "seed": args.seed,
           "worker": timed.asker is not None}
    if timed.asker is not None:
        first = timed.asker.first_ms or 0.0
        print(f"first hint (starts the worker process): {first:.0f} ms; the table below: the hints after it")
        out["first_hint_ms"] = round(first, 1)
        timed.asker.worker.close()
    print(f"{'decision':<10}{'n':>6}{'hint p50':>11}{'hint p95':>11}{'hard p50':>11}{'hard p95':>11}  (ms)")
    rows = sorted(hint_ms) + ["all"]
    for kind in rows:
        hs = every_hint if kind == "all" else hint_ms[kind]
        ds = every_hard if kind == "all" else hard_ms[kind]
        print(f"{kind:<10}{len(hs):>6}{pct(hs, .5):>11.0f}{pct(hs, .95):>11.0f}{pct(ds, .5):>11.0f}{pct(ds, .95):>11.0f}")
        out[kind] = {"n": len(hs), "hint_p50_ms": round(pct(hs, .5), 1), "hint_p95_ms": round(pct(hs, .95), 1),
                     "hard_p50_ms": round(pct(ds, .5), 1), "hard_p95_ms": round(pct(ds, .95), 1)}
    out["mean_hint_ms"] = round(statistics.fmean(every_hint), 1) if every_hint else 0.0
    if cpu_ms:
        print(f"hint CPU time: p50 {pct(cpu_ms, .5):.0f} ms, p95 {pct(cpu_ms, .95):.0f} ms")
        out["hint_cpu_p50_ms"], out["hint_cpu_p95_ms"] = round(pct(cpu_ms, .5), 1), round(pct(cpu_ms, .95), 1)
    print(json.dumps(out))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
