"""`bug-council arena`: complete games between seat controllers, rotating seats.

    bug-council arena --mode table --players 4 --seats hard,normal,normal,normal --games 2000 --seed 1 --jobs 2
    bug-council arena --mode emissary --seats hard,normal --games 1000
    bug-council arena --mode solo --personality thief --seats hard --games 1000

Prints, per controller: win rate with a 95% Wilson interval (a shared victory counts as a
split win), mean final score, and think time p50/p95 over its decisions that had a choice
(at least two legal actions). Game `g` uses seed ``seed * 1_000_003 + g`` and seat `i`
plays entry ``(i + g) % n`` of --seats, so results do not depend on --jobs.

Long runs: ``--save FILE`` appends each finished game to FILE as one JSON line, and a run
with the same settings and FILE plays only the games FILE does not hold yet, then summarizes
them all; so a run cut short (a session's end, a crash) resumes where it stopped, and
``--first N`` runs games N.. (a run split into parts sums to the whole run).
"""
from __future__ import annotations

import argparse
import json
import math
import random
import sys
import time
from collections import defaultdict
from typing import Any

from game.options import add_flags, from_args, modes_help, report_words
from game.protocol import DEFAULT_GAME, all_games, game_ids, get_game


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("--game", default=DEFAULT_GAME, choices=game_ids())
    p.add_argument("--mode", default=None, help=modes_help(all_games()))
    p.add_argument("--players", type=int, default=4, help="table mode: 3, 4 or 5")
    p.add_argument("--seats", default=None,
                   help="comma-separated controller levels, one per player seat (default: all random)")
    p.add_argument("--games", type=int, default=100)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--jobs", type=int, default=1, help="worker processes")
    add_flags(p, all_games())      # every registered game's mode options (game/options.py)
    p.add_argument("--iterations", type=int, default=None,
                   help="override hard's and expert's search iterations (every mode)")
    p.add_argument("--expert-off", default="",
                   help="ablation: expert parts to switch off, comma-separated "
                        "(inference, playout_policy, deep_search, endgame)")
    p.add_argument("--expert-set", action="append", default=[], metavar="KEY=VALUE",
                   help="an expert option for this run (config/ai.yaml expert: keys), e.g. "
                        "declare_search=true; may be repeated")
    p.add_argument("--time-cap-ms", type=float, default=None,
                   help="the searching levels' safety cap on a decision for this run, where the "
                        "game allows it (default: config/ai.yaml): raised on a crowded machine, the "
                        "budget and not the clock ends each decision, so the run is reproducible")
    p.add_argument("--json", action="store_true", help="print one JSON line instead of a table")
    p.add_argument("--first", type=int, default=0, help="number of the first game (games first..first+games-1)")
    p.add_argument("--save", default=None,
                   help="append each finished game to this JSON-lines file; games it already "
                        "holds for the same settings are not played again (a cut run resumes)")


def run(args: argparse.Namespace) -> int:
    game = get_game(args.game)
    try:
        mode, players, seats = seated_table(game, args.mode, args.players, args.seats)
    except ValueError as exc:
        print(f"arena: {exc}", file=sys.stderr)
        return 2
    args.mode = mode.id
    off = [x for x in args.expert_off.split(",") if x]
    try:
        expert_options = parse_options(args.expert_set)
        game.check_ai_tuning({"iterations": args.iterations, "expert_off": off,
                              "expert_options": expert_options, "time_cap_ms": args.time_cap_ms})
    except ValueError as exc:
        print(f"arena: {exc}", file=sys.stderr)
        return 2
    t0 = time.perf_counter()
    # The mode's options sit in the spec under their own names (a --save file's settings).
    spec = {"game": args.game, "mode": args.mode, "players": players, "seats": seats, "seed": args.seed,
            **from_args(mode, args), "iterations": args.iterations, "expert_off": off}
    if expert_options:   # absent when empty: a --save file of a plain run stays valid
        spec["expert_options"] = expert_options
    if args.time_cap_ms:  # likewise
        spec["time_cap_ms"] = args.time_cap_ms
    wanted = range(args.first, args.first + args.games)
    try:
        saved = load_saved(args.save, spec) if args.save else {}
        if args.save:
            open(args.save, "a", encoding="utf-8").close()   # writable before hours of games
    except OSError as exc:
        print(f"arena: cannot use --save {args.save}: {exc.strerror or exc}", file=sys.stderr)
        return 2
    todo = [g for g in wanted if g not in saved]
    on_result = (lambda g, res: append_saved(args.save, spec, g, res)) if args.save else None
    played = dict(zip(todo, play_games(spec, todo, args.jobs, on_result)))
    results = [saved[g] if g in saved else played[g] for g in wanted]
    summary = summarize(spec, results)
    summary["wall_seconds"] = round(time.perf_counter() - t0, 1)
    if args.json:
        print(json.dumps(summary))
    else:
        print(format_summary(summary))
    return 0


def seated_table(game: Any, mode_id: str | None, players: int, seats_text: str | None,
                 default: str = "random", others: tuple[str, ...] = ()) -> tuple[Any, int, list[str]]:
    """The command line's table: (the game's mode, the number of players, one word per seat)
    from --mode (default: the game's first), --players (ignored by a mode played by one number
    of players) and --seats (comma-separated: an AI level of the game or one of `others`;
    default: `default` for every seat). ValueError with the reason otherwise."""
    mode = game.mode(mode_id) if mode_id else game.modes[0]
    if len(mode.players) == 1:
        players = mode.players[0]
    if players not in mode.players:
        raise ValueError(f"{mode.id} is played by {' or '.join(map(str, mode.players))} players, got {players}")
    seats = seats_text.split(",") if seats_text else [default] * players
    if len(seats) != players:
        raise ValueError(f"--seats needs {players} levels for {mode.id} mode, got {len(seats)}")
    known = (*others, *game.ai_levels)
    unknown = [s for s in seats if s not in known]
    if unknown:
        raise ValueError(f"unknown level {unknown[0]!r}; known: {', '.join(known)}")
    return mode, players, seats


def parse_options(pairs: list[str]) -> dict[str, Any]:
    """KEY=VALUE pairs to expert options; a VALUE is read as JSON when it is (true, 600,
    [0.7, 0.5]), else kept as text."""
    out: dict[str, Any] = {}
    for kv in pairs:
        key, eq, text = kv.partition("=")
        if not eq or not key:
            raise ValueError(f"an expert option is KEY=VALUE, got {kv!r}")
        try:
            out[key] = json.loads(text)
        except ValueError:
            out[key] = text
    return out


def play_games(spec: dict, games, jobs: int, on_result=None) -> list[dict]:
    """Plays `games` (a count: games 0..n-1, or the game numbers) and returns their results in
    that order; `on_result(g, result)` is called as each game finishes (in any order)."""
    numbers = list(range(games)) if isinstance(games, int) else list(games)
    if jobs <= 1 or len(numbers) <= 1:
        out = []
        for g in numbers:
            out.append(play_one(spec, g))
            if on_result:
                on_result(g, out[-1])
        return out
    from multiprocessing import get_context
    done: dict[int, dict] = {}
    with get_context("spawn").Pool(jobs) as pool:
        for g, res in pool.imap_unordered(_play_numbered, [(spec, g) for g in numbers]):
            done[g] = res
            if on_result:
                on_result(g, res)
    return [done[g] for g in numbers]


def _play_numbered(job: tuple[dict, int]) -> tuple[int, dict]:
    spec, g = job
    return g, play_one(spec, g)


def _spec_key(spec: dict) -> str:
    return json.dumps(spec, sort_keys=True)


def _same_settings(key: str) -> str:
    """A saved spec's key with its empty settings left out: files written when every run named
    an option of one mode (`"personality": null` for a table run) hold the same settings as a
    run today that has no such option, and an empty set of options is no option."""
    try:
        spec = json.loads(key)
    except ValueError:
        return key
    if not isinstance(spec, dict):
        return key
    return _spec_key({k: v for k, v in spec.items() if v is not None and v != []})


def read_saved(path: str) -> dict[str, dict[int, dict]]:
    """Every game a --save file holds: settings (`_same_settings` of the saved spec) -> game
    number -> result. A line that is not a saved game (a last line cut short by a kill) is
    skipped; no file: {}."""
    out: dict[str, dict[int, dict]] = {}
    try:
        with open(path, encoding="utf-8") as f:
            for line in f:
                try:
                    rec = json.loads(line)
                except ValueError:
                    continue
                if isinstance(rec, dict) and isinstance(rec.get("spec"), str) and isinstance(rec.get("g"), int):
                    out.setdefault(_same_settings(rec["spec"]), {})[rec["g"]] = rec["result"]
    except FileNotFoundError:
        pass
    return out


def load_saved(path: str, spec: dict) -> dict[int, dict]:
    """The games a --save file holds for these settings."""
    return read_saved(path).get(_same_settings(_spec_key(spec)), {})


def append_saved(path: str, spec: dict, g: int, result: dict) -> None:
    line = (json.dumps({"spec": _spec_key(spec), "g": g, "result": result}) + "\n").encode("utf-8")
    with open(path, "a+b") as f:
        # A line cut short by a kill must not swallow the next one.
        if f.seek(0, 2):
            f.seek(-1, 2)
            if f.read(1) != b"\n":
                line = b"\n" + line
        f.write(line)


def play_one(spec: dict, g: int) -> dict:
    """One complete game; returns each entry's result and think times."""
    game = get_game(spec.get("game", DEFAULT_GAME))
    mode, seats = spec["mode"], spec["seats"]
    n = len(seats)
    seed = spec["seed"] * 1_000_003 + g
    # The mode's options under their own names (a spec from before typed options included).
    options = {o.name: spec[o.name] for o in game.mode(mode).option_specs if spec.get(o.name) is not None}
    s = game.new_game(mode, spec["players"], seed, options)
    # seat -> (label, controller): player seats rotate through the entries.
    entry_of = {seat: (seat + g) % n for seat in range(n)}
    # The run's AI tuning (iterations, expert_off, expert_options) is the game's to apply.
    ctl = {seat: game.tuned_controller(seats[entry_of[seat]], seat, spec) for seat in range(n)}
    ctl.update(game.automata(mode))
    rngs = {seat: random.Random(f"{seed}/ai/{seat}") for seat in ctl}
    memory: dict[int, Any] = {}
    think: dict[int, list[float]] = defaultdict(list)
    while not s.game_over:
        seat, _decision = s.to_act()
        view = game.view(s, seat, memory)
        t = time.perf_counter()
        a = ctl[seat].choose(view, rngs[seat])
        dt = time.perf_counter() - t
        if len(view.legal) > 1 and seat in entry_of:
            think[seat].append(dt)
        before = s
        s, _ = s.apply_action(a)
        game.remember(memory, a, before, s)
    share = 1 / len(s.winners)
    out = {"entries": [], "others": []}
    for seat in range(n):
        out["entries"].append({"entry": entry_of[seat], "win": share if seat in s.winners else 0.0,
                               "score": s.scores[seat], "think": think[seat]})
    for seat, name in enumerate(game.mode(mode).extra_seats, start=n):
        out["others"].append({"name": name, "win": share if seat in s.winners else 0.0,
                              "score": s.scores[seat]})
    return out


def wilson(p: float, n: int, z: float = 1.96) -> tuple[float, float]:
    if n == 0:
        return 0.0, 0.0
    d = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / d
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return max(0.0, centre - half), min(1.0, centre + half)


def _pct(xs: list[float], q: float) -> float:
    if not xs:
        return 0.0
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))]


def summarize(spec: dict, results: list[dict]) -> dict:
    seats = spec["seats"]
    by: dict[str, dict] = {}
    for res in results:
        for e in res["entries"]:
            row = by.setdefault(seats[e["entry"]], {"wins": 0.0, "n": 0, "score": 0, "think": []})
            row["wins"] += e["win"]
            row["n"] += 1
            row["score"] += e["score"]
            row["think"].extend(e["think"])
        for o in res["others"]:
            row = by.setdefault(o["name"], {"wins": 0.0, "n": 0, "score": 0, "think": []})
            row["wins"] += o["win"]
            row["n"] += 1
            row["score"] += o["score"]
    rows = []
    for name, r in by.items():
        p = r["wins"] / r["n"]
        lo, hi = wilson(p, r["n"])
        rows.append({"controller": name, "seat_games": r["n"], "win_rate": round(p, 4),
                     "ci95": [round(lo, 4), round(hi, 4)], "mean_score": round(r["score"] / r["n"], 2),
                     "decisions": len(r["think"]),
                     "think_p50_ms": round(_pct(r["think"], 0.5) * 1000, 2),
                     "think_p95_ms": round(_pct(r["think"], 0.95) * 1000, 2)})
    game = get_game(spec.get("game", DEFAULT_GAME))
    options = {o.name: spec.get(o.name) for o in game.mode(spec["mode"]).option_specs}
    return {"game": game.id, "mode": spec["mode"], "players": spec["players"],
            "seats": seats, "games": len(results), "seed": spec["seed"], **options, "rows": rows}


def format_summary(s: dict) -> str:
    mode = get_game(s["game"]).mode(s["mode"])
    head = f"arena: {s['game']} {s['mode']} {s['players']}p"
    head += report_words(mode, s)
    head += f", seats {','.join(s['seats'])}, {s['games']} games, seed {s['seed']}"
    if "wall_seconds" in s:
        head += f", {s['wall_seconds']} s"
    lines = [head, f"{'controller':<13}{'seat-games':>11}{'win rate':>10}{'95% CI':>17}"
                   f"{'mean score':>12}{'decisions':>10}{'p50 ms':>9}{'p95 ms':>9}"]
    for r in s["rows"]:
        ci = f"[{r['ci95'][0] * 100:.1f}, {r['ci95'][1] * 100:.1f}]"
        lines.append(f"{r['controller']:<13}{r['seat_games']:>11}{r['win_rate'] * 100:>9.1f}%{ci:>17}"
                     f"{r['mean_score']:>12.2f}{r['decisions']:>10}{r['think_p50_ms']:>9.2f}"
                     f"{r['think_p95_ms']:>9.2f}")
    return "\n".join(lines)
