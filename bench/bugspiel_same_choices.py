"""Bugspiel: whether this tree's AI levels choose as another tree's do, decision by decision.

    .venv/bin/python bench/bugspiel_same_choices.py OTHER_TREE [--plan expert:2:6:40,hard:4:3:16]

OTHER_TREE is a checkout or an export of another commit (`git archive bae4507 | tar -x -C DIR`:
nothing of it is installed). Each tree is imported in a process of its own (this script runs
itself once per tree), which plays the same seeded normal-vs-normal games on its own engine and
asks the level for a choice at every fourth decision with a choice and at every one near the end
(expert's endgame), each with its own seeded random source and a 60 s cap (the budget, never the
clock, ends a search). A plan entry is level:players:games:decisions. Prints, per entry, how
many choices are identical (the positions must be too: a differing engine is reported, not
compared), then one JSON object. Used to show that a change keeps a level's choices (issue 32:
expert's 2-player choices, which arena runs measure).
"""
from __future__ import annotations

import argparse
import json
import os
import random
import subprocess
import sys

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def choices(plan: list[tuple[str, int, int, int]]) -> list[dict]:
    """This process's tree's choices over `plan` (see the module docstring)."""
    from game.bugspiel.ai import make
    from game.bugspiel.ai_search import near_end
    from game.bugspiel.definition import GAME
    from game.bugspiel.setup import new_game
    out = []
    for level, players, games, most in plan:
        views = []
        for g in range(games):
            s = new_game(5000 + 17 * g + players, players, "small")
            ctl = [make("normal", i) for i in range(players)]
            rng, k = random.Random(g), 0
            while not s.game_over:
                v = GAME.view(s, s.turn)
                if len(v.legal) > 1 and (k % 4 == 0 or near_end(v, 0.7)):
                    views.append(v)
                k += 1
                s, _ = s.apply_action(ctl[s.turn].choose(v, rng))
        for i, v in enumerate(views[::max(1, len(views) // most)][:most]):
            a = make(level, v.seat, time_cap_ms=60_000).choose(v, random.Random(f"check/{i}"))
            out.append({"level": level, "players": players, "position": repr((v.turn, v.scores, v.legal)),
                        "end": near_end(v, 0.7), "choice": repr(tuple(a))})
    return out


def run_in(tree: str, plan_text: str) -> list[dict]:
    code = (f"import sys, json; sys.path.insert(0, {tree!r}); sys.path.insert(1, {HERE + '/bench'!r}); "
            f"import bugspiel_same_choices as m; print(json.dumps(m.choices(m.parse({plan_text!r}))))")
    done = subprocess.run([sys.executable, "-P", "-c", code], capture_output=True, text=True, check=True)
    return json.loads(done.stdout)


def parse(text: str) -> list[tuple[str, int, int, int]]:
    out = []
    for entry in text.split(","):
        level, players, games, most = entry.split(":")
        out.append((level, int(players), int(games), int(most)))
    return out


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("other", help="the other tree (a checkout or an export)")
    p.add_argument("--plan", default="expert:2:6:40,hard:2:4:16,hard:3:3:16,hard:4:3:16,"
                                     "normal:2:3:30,normal:3:3:30,normal:4:3:30")
    args = p.parse_args()
    if not os.path.isdir(os.path.join(args.other, "game", "bugspiel")):
        print(f"bugspiel_same_choices: {args.other}: not a tree with game/bugspiel", file=sys.stderr)
        sys.exit(2)
    parse(args.plan)
    mine, theirs = run_in(HERE, args.plan), run_in(os.path.abspath(args.other), args.plan)
    summary: dict[str, dict[str, int]] = {}
    for a, b in zip(mine, theirs):
        row = summary.setdefault(f"{a['level']} {a['players']}p", {"decisions": 0, "identical": 0, "near_end": 0,
                                                                   "positions_differ": 0})
        row["decisions"] += 1
        row["near_end"] += a["end"]
        if a["position"] != b["position"]:
            row["positions_differ"] += 1
        else:
            row["identical"] += a["choice"] == b["choice"]
    for name, row in summary.items():
        print(f"{name}: {row['identical']} of {row['decisions']} choices identical "
              f"({row['near_end']} near the end, {row['positions_differ']} positions differ)")
    print(json.dumps({"bench": "bugspiel_same_choices", "other": args.other, **summary}))


if __name__ == "__main__":
    main()
