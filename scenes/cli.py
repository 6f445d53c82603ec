"""The `bug-council` command (also `python -m scenes`).

    bug-council                      launch the game (the desktop app)
    bug-council scenario FILE.yaml   run a scenario file, print the resulting position as JSON
    bug-council simulate --players 5 --games 1000 --seed 1
    bug-council replay RECORD.yaml   replay a game record, print its log (--window: watch it)
    bug-council host --game bug_council --players 3 --bind 0.0.0.0 --port 47231   host for friends, no screen
"""
from __future__ import annotations

import argparse
import importlib
import json
import sys
from typing import Any, Callable, Sequence


def _json_command(run: Callable[[], Any], errors: tuple[type[Exception], ...],
                  line: Callable[[Exception], str]) -> int:
    """The file commands' promise: the result as one JSON line (exit 0), or one line on
    stderr and exit 2 for the `errors` the command expects."""
    try:
        out = run()
    except errors as exc:
        print(line(exc), file=sys.stderr)
        return 2
    print(json.dumps(out))
    return 0


def _cmd_scenario(args: argparse.Namespace) -> int:
    from game.record import RecordError, read_yaml
    from game.scenario import ScenarioActionError, ScenarioError, scenario_game

    def run() -> Any:
        data = read_yaml(args.file)
        return scenario_game(data).run_scenario(data)
    return _json_command(run, (RecordError, ScenarioError, ScenarioActionError),
                         lambda exc: str(exc) if isinstance(exc, ScenarioActionError) else f"{args.file}: {exc}")


def _cmd_simulate(args: argparse.Namespace) -> int:
    from game.options import from_args
    from game.protocol import get_game
    from game.simulate import simulate

    def run() -> Any:
        game = get_game(args.game)
        mode = game.mode(args.mode) if args.mode else game.modes[0]   # default: the game's first
        return simulate(args.players, args.games, args.seed, mode.id, args.game, **from_args(mode, args))
    return _json_command(run, (ValueError, NotImplementedError), lambda exc: f"simulate: {exc}")


def _cmd_replay(args: argparse.Namespace) -> int:
    from game.record import RecordError, load_record
    from game.safe_yaml import brief_text
    from scenes.screens import screen_for
    try:
        rec = load_record(args.file)
    except RecordError as exc:
        print(f"{args.file}: {exc}", file=sys.stderr)
        return 2
    window = bool(getattr(args, "window", False))
    try:
        s = rec.start()
        log_lines = screen_for(rec.definition).log_lines
    except Exception as exc:  # untrusted options: the record describes no game
        print(f"{args.file}: its game cannot be set up: {brief_text(str(exc), 200)}", file=sys.stderr)
        return 2
    # The whole record is checked before a window opens on it: a refused action is the file's
    # fault, said as every CLI error is (the log prints up to it).
    for i, a in enumerate(rec.actions):
        try:
            s, events = s.apply_action(a)
        except Exception as exc:  # an illegal action in a record: say which
            print(f"{args.file}: action {i}: {brief_text(str(exc), 200)}", file=sys.stderr)
            return 2
        if not window:
            for line in log_lines(s, events):
                print(line)
    return _replay_window(rec, args) if window else 0


def _replay_window(rec, args: argparse.Namespace) -> int:
    try:
        from scenes.replay_window import run_replay_window
    except ImportError as exc:
        print(f"the desktop app is not available ({exc}); run without --window for the log",
              file=sys.stderr)
        return 2
    return run_replay_window(rec, smoke=bool(getattr(args, "smoke", False)))


def _cmd_play(args: argparse.Namespace) -> int:
    if getattr(args, "text", False):
        return _text_game(args)
    try:
        from scenes.app import run_app
    except ImportError as exc:
        print(f"the desktop app is not available ({exc}); showing a simulated game instead",
              file=sys.stderr)
        return _text_game(args)
    return run_app(args)


def _text_game(args: argparse.Namespace) -> int:
    """A whole game of the default game's first mode between random seats, narrated in its
    log's words: the fallback without a screen."""
    import random

    from game.protocol import DEFAULT_GAME, get_game
    from scenes.screens import screen_for
    game = get_game(DEFAULT_GAME)
    mode = game.modes[0]
    rng = random.Random(args.seed)
    s = game.new_game(mode.id, args.players or mode.players[len(mode.players) // 2], args.seed, {})
    log_lines = screen_for(game).log_lines
    while not s.game_over:
        seat, _decision = s.to_act()
        legal = s.legal_actions(seat)
        s, events = s.apply_action(legal[rng.randrange(len(legal))])
        for line in log_lines(s, events):
            print(line)
    return 0


class _Parser(argparse.ArgumentParser):
    """The studio's promise for bad arguments too: one line on stderr, exit 2 (argparse would
    print the usage first)."""

    def error(self, message: str) -> None:
        print(f"{self.prog}: {message}", file=sys.stderr)
        sys.exit(2)


def build_parser() -> argparse.ArgumentParser:
    from game.identity import APP_SLUG, APP_TITLE
    from game.options import add_flags, modes_help
    from game.protocol import DEFAULT_GAME, all_games, game_ids
    p = _Parser(prog=APP_SLUG, description=APP_TITLE)
    sub = p.add_subparsers(dest="command")

    play = sub.add_parser("play", help="launch the game (default)")
    play.add_argument("--players", type=int, default=None, choices=(3, 4, 5),
                      help="skip the title: a quick table of N seats")
    play.add_argument("--watch", action="store_true", help="skip the title: watch AIs play a quick table")
    play.add_argument("--speed", default=None, choices=("slow", "normal", "fast", "instant"))
    play.add_argument("--seed", type=int, default=None)
    play.add_argument("--text", action="store_true", help="narrate a simulated game in the terminal")
    play.add_argument("--smoke", action="store_true", help="play a short AI-only game headless and exit")
    play.set_defaults(func=_cmd_play)

    sc = sub.add_parser("scenario", help="run a scenario file (shared/rules/SCENARIOS.md)")
    sc.add_argument("file")
    sc.set_defaults(func=_cmd_scenario)

    sim = sub.add_parser("simulate", help="random playouts through the engine; prints games/s")
    sim.add_argument("--game", default=DEFAULT_GAME, choices=game_ids())
    sim.add_argument("--mode", default=None, help=modes_help(all_games()))
    sim.add_argument("--players", type=int, default=4)
    sim.add_argument("--games", type=int, default=1000)
    sim.add_argument("--seed", type=int, default=1)
    add_flags(sim, all_games())      # every registered game's mode options (game/options.py)
    sim.set_defaults(func=_cmd_simulate)

    rp = sub.add_parser("replay", help="replay a game record and print its log")
    rp.add_argument("file")
    rp.add_argument("--window", action="store_true",
                    help="watch it in the replay viewer: step by step, every hand open")
    rp.add_argument("--smoke", action="store_true", help="with --window: play it through headless and exit")
    rp.set_defaults(func=_cmd_replay)

    # Subcommands that live with their feature: each module offers add_arguments(parser)
    # and run(args) -> exit code, so features never edit this file.
    for name, module, help_text in PLUGGED:
        try:
            mod = importlib.import_module(module)
        except ImportError:
            continue
        sp = sub.add_parser(name, help=help_text)
        mod.add_arguments(sp)
        sp.set_defaults(func=mod.run)
    return p


PLUGGED = [
    ("arena", "game.arena", "play many AI games and report win rates"),
    ("screenshot", "scenes.screenshot", "render the table at a scenario's position to a PNG"),
    ("host", "scenes.host_command", "host a game for friends on the network, without a screen"),
]


# Commands that read a file they are given, and the argument naming it. Their promise: any
# file gives either their output (exit 0) or one line on stderr and exit 2, never a traceback.
FILE_COMMANDS = {"scenario": "file", "replay": "file", "screenshot": "scenario"}


def _keeping_the_promise(args: argparse.Namespace) -> int:
    from game.safe_yaml import brief_text
    path = getattr(args, FILE_COMMANDS[args.command])
    try:
        return int(args.func(args) or 0)
    except RecursionError:
        why = "it is nested too deeply"
    except MemoryError:
        why = "it is too large"
    except Exception as exc:  # a case the checks did not foresee: still one line, exit 2
        why = f"{type(exc).__name__}: {str(exc)}" if str(exc) else type(exc).__name__
    print(f"{path}: cannot be used: {brief_text(why, 200)}", file=sys.stderr)
    return 2


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    parser = build_parser()
    if not argv or argv[0].startswith("-") and argv[0] not in ("-h", "--help"):
        argv = ["play"] + argv
    args = parser.parse_args(argv)
    if args.command == "play" and args.seed is None:
        import random
        args.seed = random.SystemRandom().randrange(1, 10**9)
    if args.command == "play" and args.text:
        return _text_game(args)
    if args.command in FILE_COMMANDS:
        return _keeping_the_promise(args)
    return int(args.func(args) or 0)
