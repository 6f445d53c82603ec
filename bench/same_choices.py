"""Whether this tree's AI levels choose as another tree's do, decision by decision, for one game.

    .venv/bin/python bench/same_choices.py --game party_bugs OTHER_TREE [--plan expert:4:4:40,hard:4:2:20]
    .venv/bin/python bench/same_choices.py --game bug_council OTHER_TREE [--plan expert:4:2:60,expert:2:1:30]
    .venv/bin/python bench/same_choices.py --game bugspiel OTHER_TREE [--plan expert:2:6:40]

OTHER_TREE is a checkout or an export of another commit (`git archive 8d050d3 | tar -x -C DIR`:
nothing of it is installed). Each tree is imported in a process of its own (this script runs
itself once per tree), which plays the same seeded games on its own engine with `normal` at
every seat and asks the level for its choice at sampled decisions, each with its own seeded
random source and a 60 s cap (the budget, never the clock, ends a search). A plan entry is
level:players:games:decisions (the most decisions compared). Prints, per entry and per kind of
decision, how many choices are identical (the positions must be too: a differing engine is
reported, not compared), then one JSON object. Used to show that a speed-up keeps a level's
choices, which the arena figures measured (issues 30 and 32).

What is sampled, per game:

* party_bugs: every fourth decision with a choice, and every one once the real decks are empty
  (expert's exact endgame); kinds `playouts` and `endgame`. The levels keep no memory.
* bug_council (players 3-5: the table game; 2: the Emissary game; 1: solo, the Termitenator's
  personalities in turn): every decision with a choice of the game's probe seat (seat
  g % players), in order, since expert remembers the councils its seat saw; kinds by action
  (`declare`, `discard`, `play`, `visit`, `emissary`), and `last tricks` for the plays and
  visits of the Age's last two tricks (expert's exact endgame).
* bugspiel: bench/bugspiel_same_choices.py's positions (that file stays the Bugspiel helper's);
  kinds `near end` and `other`.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import subprocess
import sys

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CAP_MS = 60_000      # a safety net far above any budget: counts, not the clock, end a search


def party_bugs_choices(plan: list[tuple[str, int, int, int]]) -> list[dict]:
    """This process's tree's Party Bugs choices over `plan` (see the module docstring)."""
    from game.party_bugs.definition import GAME
    from game.party_bugs.state import new_game
    from game.party_bugs.view import seat_view
    out = []
    for level, players, games, most in plan:
        views = []
        for g in range(games):
            s = new_game(players, 7000 + 31 * g + players)[0]
            ctl = [GAME.make_controller("normal", i) for i in range(players)]
            rng, k = random.Random(g), 0
            while not s.game_over:
                v = seat_view(s, s.to_act()[0])
                end = all(n == 0 for n in v.deck_sizes[:players])
                if len(v.legal) > 1 and (k % 4 == 0 or end):
                    views.append((v, end))
                k += 1
                s, _ = s.apply_action(ctl[v.seat].choose(v, rng))
        for i, (v, end) in enumerate(views[::max(1, len(views) // most)][:most]):
            a = GAME.make_controller(level, v.seat, time_cap_ms=CAP_MS).choose(v, random.Random(f"check/{i}"))
            out.append({"level": level, "players": players, "kind": "endgame" if end else "playouts",
                        "position": repr(v), "choice": repr(tuple(a))})
    return out


def bug_council_choices(plan: list[tuple[str, int, int, int]]) -> list[dict]:
    """This process's tree's Bug Council choices over `plan` (module docstring): 3-5 players
    the table game, 2 the Emissary game, 1 solo."""
    from game.bug_council.ai import make_controller
    from game.bug_council.rules import load_rules
    from game.bug_council.solo import PERSONALITIES
    from game.bug_council.state import new_game
    from game.bug_council.view import note_discard, seat_view
    out = []
    for level, players, games, most in plan:
        mode = {1: "solo", 2: "emissary"}.get(players, "table")
        tricks = load_rules(mode, players).tricks_per_age
        asked = 0
        for g in range(games):
            s = new_game(players, 9000 + 31 * g + players, mode,
                         **({"personality": PERSONALITIES[g % len(PERSONALITIES)]} if mode == "solo" else {}))
            probe = g % players
            ctl = [make_controller("normal") for _ in range(players)]
            level_ctl = make_controller(level, time_cap_ms=CAP_MS)
            rng, k = random.Random(g), 0
            discards: dict = {}
            while asked < most:
                s = s.hooks.automa_turns(s)
                if s.game_over:
                    break
                seat = s.to_act()[0]
                v = seat_view(s, seat, discards.get(seat))
                if seat == probe:
                    # It sees every view of its seat, as in play (expert remembers councils).
                    a = level_ctl.choose(v, random.Random(f"check/{g}/{k}"))
                    if len(v.legal) > 1:
                        kind = v.legal[0].kind
                        if kind in ("play", "visit") and v.trick >= tricks - 1:
                            kind = "last tricks"
                        out.append({"level": level, "players": players, "kind": kind,
                                    "position": repr(v), "choice": repr(tuple(a))})
                        asked += 1
                k += 1
                a = ctl[seat].choose(v, rng)
                age = s.age
                s, _ = s.apply_action(a)
                note_discard(discards, a, age, s.age)
    return out


def bugspiel_choices(plan: list[tuple[str, int, int, int]]) -> list[dict]:
    """Bugspiel's positions and choices, as bench/bugspiel_same_choices.py takes them."""
    from bugspiel_same_choices import choices      # bench/, on this process's path
    return [{**r, "kind": "near end" if r.pop("end") else "other"} for r in choices(plan)]


GAMES = {
    "party_bugs": (party_bugs_choices, "game/party_bugs",
                   "expert:4:4:40,expert:2:4:40,hard:4:2:20,hard:2:2:20"),
    "bug_council": (bug_council_choices, "game/bug_council",
                    "expert:4:2:60,hard:4:1:30,expert:2:1:30,expert:1:2:30"),
    "bugspiel": (bugspiel_choices, "game/bugspiel",
                 "expert:2:6:40,hard:2:4:16,hard:3:3:16,hard:4:3:16,normal:2:3:30,normal:3:3:30,normal:4:3:30"),
}


def choices(game: str, plan_text: str) -> list[dict]:
    """This process's tree's choices for `game` over the plan."""
    return GAMES[game][0](parse(plan_text))


def run_in(tree: str, game: str, plan_text: str) -> list[dict]:
    """`choices` computed in a fresh process that imports `game` from `tree`."""
    code = (f"import sys, json; sys.path.insert(0, {tree!r}); sys.path.insert(1, {HERE + '/bench'!r}); "
            f"import same_choices as m; print(json.dumps(m.choices({game!r}, {plan_text!r})))")
    done = subprocess.run([sys.executable, "-P", "-c", code], capture_output=True, text=True)
    if done.returncode:
        sys.stderr.write(done.stderr)
        print(f"same_choices: {tree}: the run failed (exit {done.returncode})", file=sys.stderr)
        sys.exit(2)
    return json.loads(done.stdout)


def parse(text: str) -> list[tuple[str, int, int, int]]:
    """`level:players:games:decisions,...` -> entries; ValueError naming a bad one."""
    out = []
    for entry in text.split(","):
        parts = entry.split(":")
        if len(parts) != 4 or not all(p.isdigit() for p in parts[1:]):
            raise ValueError(f"plan entry {entry!r}: expected level:players:games:decisions")
        out.append((parts[0], int(parts[1]), int(parts[2]), int(parts[3])))
    return out


def compare(mine: list[dict], theirs: list[dict]) -> dict[str, dict[str, int]]:
    """Per `level Np` and per kind: decisions, identical choices, positions that differ."""
    summary: dict[str, dict[str, int]] = {}
    for a, b in zip(mine, theirs):
        for name in (f"{a['level']} {a['players']}p", f"{a['level']} {a['players']}p {a['kind']}"):
            row = summary.setdefault(name, {"decisions": 0, "identical": 0, "positions_differ": 0})
            row["decisions"] += 1
            if a["position"] != b["position"]:
                row["positions_differ"] += 1
            else:
                row["identical"] += a["choice"] == b["choice"]
    if len(mine) != len(theirs):
        summary["all"] = {"decisions": max(len(mine), len(theirs)), "identical": 0,
                          "positions_differ": abs(len(mine) - len(theirs))}
    return summary


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("other", help="the other tree (a checkout or an export)")
    p.add_argument("--game", required=True, choices=sorted(GAMES))
    p.add_argument("--plan", default=None, help="level:players:games:decisions,... (default: per game)")
    args = p.parse_args()
    _, package, default_plan = GAMES[args.game]
    plan = args.plan or default_plan
    try:
        parse(plan)
    except ValueError as e:
        print(f"same_choices: {e}", file=sys.stderr)
        sys.exit(2)
    if not os.path.isdir(os.path.join(args.other, package)):
        print(f"same_choices: {args.other}: not a tree with {package}", file=sys.stderr)
        sys.exit(2)
    mine, theirs = run_in(HERE, args.game, plan), run_in(os.path.abspath(args.other), args.game, plan)
    summary = compare(mine, theirs)
    for name, row in summary.items():
        print(f"{name}: {row['identical']} of {row['decisions']} choices identical "
              f"({row['positions_differ']} positions differ)")
    print(json.dumps({"bench": "same_choices", "game": args.game, "other": args.other, "plan": plan, **summary}))


if __name__ == "__main__":
    main()
