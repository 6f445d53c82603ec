"""The post-game review's time: a complete seeded 4-player game with one human seat (seat 0
plays the `normal` AI's choices, the others the level --others names), reviewed at the config's
budget (config/ai.yaml coach.review_iterations) in this process, next to the live hint's time
per decision (coach.hint_iterations) on the same decisions as a reference.

    .venv/bin/python bench/review_time.py [--seed 1] [--iterations N] [--others normal] [--game party_bugs]

`--game party_bugs`: a 4-player Party Bugs game, reviewed by its coach (game/party_bugs/review.py,
config/ai.yaml party_bugs_coach.review_playouts).

Prints the number of decisions evaluated, the total seconds, the per-decision mean, and one
JSON line. Goal: the whole review <= 60 s on this 2-core machine.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from game.bug_council.coach import hint, hint_budget, hint_rng  # noqa: E402
from game.bug_council.ai import make_controller  # noqa: E402
from game.record import GameRecord  # noqa: E402
from game.bug_council.review import decisions, review, review_budget  # noqa: E402
from game.bug_council.view import seat_view  # noqa: E402

GOAL_S = 60.0


def play(seed: int, others: str) -> GameRecord:
    """A complete 4-player game: seat 0 (the person) plays `normal`, the rest `others`."""
    me, them = make_controller("normal"), make_controller(others)
    rec = GameRecord("table", 4, seed)
    s, rng = rec.start(), random.Random(seed)
    for _ in range(1000):
        if s.game_over:
            break
        seat = 0 if s.legal_actions(0) else s.to_act()[0]
        a = (me if seat == 0 else them).choose(seat_view(s, seat), rng)
        s, _ = s.apply_action(a)
        rec.actions.append(a)
    return rec


def play_party(seed: int, others: str) -> GameRecord:
    """A complete 4-player Party Bugs game: seat 0 plays `normal`, the rest `others`."""
    from game.party_bugs.ai import make
    from game.party_bugs.view import seat_view as party_view
    me, them = make("normal"), make(others)
    rec = GameRecord("party", 4, seed, {}, [], game="party_bugs")
    s, rng = rec.start(), random.Random(seed)
    while not s.game_over:
        seat = s.to_act()[0]
        a = (me if seat == 0 else them).choose(party_view(s, seat), rng)
        s, _ = s.apply_action(a)
        rec.actions.append(a)
    return rec


def main() -> int:
    global hint, hint_budget, hint_rng, review, review_budget
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--iterations", type=int, default=None, help="review budget (default: config/ai.yaml)")
    ap.add_argument("--others", default="normal", help="the AI level of the three other seats")
    ap.add_argument("--game", default="bug_council", choices=("bug_council", "party_bugs"))
    args = ap.parse_args()
    if args.game == "party_bugs":
        from game.party_bugs import coach, review as party_review
        hint, hint_budget, hint_rng = coach.hint, coach.hint_budget, coach.hint_rng
        review, review_budget = party_review.review, party_review.review_budget
    budget = args.iterations or review_budget()
    rec = (play_party if args.game == "party_bugs" else play)(args.seed, args.others)
    t, cpu = time.perf_counter(), time.process_time()
    r = review(rec, [0], budget)
    total, cpu = time.perf_counter() - t, time.process_time() - cpu
    n = len(r.moments)
    # the live hint on the same decisions, for reference
    t = time.perf_counter()
    for _i, view, _a in decisions(rec, [0]):
        hint(view, hint_rng(rec.seed, view), hint_budget())
    hint_total = time.perf_counter() - t
    mean = total / n if n else 0.0
    print(f"{args.game}: review budget {budget} playouts; one 4-player game, seed {args.seed}, {len(rec.actions)} actions; "
          f"load average {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores")
    print(f"decisions evaluated  {n}")
    print(f"review total         {total:.1f} s   (goal <= {GOAL_S:.0f} s)")
    print(f"review per decision  {mean * 1000:.0f} ms")
    print(f"review CPU time      {cpu:.1f} s   (the search's own seconds: what an idle core takes)")
    print(f"hint per decision    {hint_total / max(1, n) * 1000:.0f} ms   (budget {hint_budget()})")
    print(f"turning points       {len(r.turning_points())}")
    print(json.dumps({"game": args.game, "budget": budget, "seed": args.seed, "decisions": n, "review_s": round(total, 2), "review_cpu_s": round(cpu, 2),
                      "review_ms_per_decision": round(mean * 1000, 1),
                      "hint_ms_per_decision": round(hint_total / max(1, n) * 1000, 1),
                      "hint_budget": hint_budget(), "turning_points": len(r.turning_points()),
                      "goal_met": total <= GOAL_S}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
