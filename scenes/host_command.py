"""`bug-council host`: a game hosted for friends without a screen (a LAN-party machine; the
hostile tests use it black-box).

    bug-council host --game bug_council --players 4 --seats friend,friend,hard,friend --bind 0.0.0.0 --port 47231
    bug-council host --game party_bugs --players 3 --variants series --bind 127.0.0.1 --port 0

Prints one join code per friend's seat (a line each, nothing else on it), then what happens
(who joined, the start, the news, the final scores). Plays the AI seats, waits until every
friend has joined and pressed Ready, and runs the game on the very path the app hosts with
(game/net/headless.py drives a HostedGame: its gate, its session, HostedMatch), so the app's
defaults apply (the port, the AI that takes an absent friend's seat). Exits 0 when the game
ends; Ctrl-C stops it cleanly (every connection closed, exit 130). Bad arguments, or a port it
cannot listen on: one line on stderr, exit 2. No autosave: a headless game is not resumed.
"""
from __future__ import annotations

import argparse
import signal
import sys
import time

from game.arena import seated_table
from game.options import add_flags, from_args, modes_help
from game.protocol import DEFAULT_GAME, all_games, game_ids, get_game
from game.setup import HUMAN, SEED_MAX, GameSetup, SeatSetup, random_seed
from scenes.config import load_ui_config

FRIEND = "friend"                # a --seats word: the seat is played from another computer
EVERY_INTERFACE = ("0.0.0.0", "::", "")
LISTEN_WITHIN = 15.0             # seconds to wait for the listener before giving up
INTERRUPTED = 130                # the shell's exit status for Ctrl-C
MAX_THINK = 10.0                 # seconds: --ai-think beyond this is a typo, not a pace


def add_arguments(p: argparse.ArgumentParser) -> None:
    lobby = load_ui_config().data["lobby"]
    p.add_argument("--game", default=DEFAULT_GAME, choices=game_ids())
    p.add_argument("--mode", default=None, help=modes_help(all_games()))
    p.add_argument("--players", type=int, default=3)
    p.add_argument("--seats", default=None,
                   help=f"comma-separated, one per seat: {FRIEND} (played from another computer) or an "
                        f"AI level (default: every seat a friend's)")
    add_flags(p, all_games())      # every registered game's mode options (game/options.py)
    p.add_argument("--bind", default=EVERY_INTERFACE[0],
                   help="the address to listen on (default: every interface)")
    p.add_argument("--port", type=int, default=lobby["port"], help="0: the system chooses one")
    p.add_argument("--address", default=None,
                   help="the address the join codes name (default: this machine's LAN address, "
                        "or --bind when it names one)")
    p.add_argument("--zombie-after", type=int, default=lobby["timeouts"][1],
                   help="seconds before an AI takes an absent friend's seat (until they are back)")
    p.add_argument("--seed", type=int, default=None, help="the deal (default: a fresh one)")
    p.add_argument("--ai-think", type=float, default=load_ui_config().motion["ai_min_think"],
                   help="the least seconds an AI seat is seen thinking (default: the app's, at normal speed)")


def run(args: argparse.Namespace) -> int:
    try:
        setup, remote, address = _checked(args)
    except ValueError as exc:
        print(f"host: {exc}", file=sys.stderr)
        return 2
    from game.net.headless import HeadlessHost
    from game.net.hosted import HostedGame
    from game.net.runner import NetThread
    from game.net.websocket import WebSocketBackend

    cfg = load_ui_config()
    net = NetThread().start()
    hosted = HostedGame(setup, remote, net, WebSocketBackend(), zombie_after=args.zombie_after,
                        zombie_level=cfg.ai["fallback_level"])
    interrupted = False
    # Ctrl-C sets a flag the host reads between two frames: a KeyboardInterrupt raised at any
    # bytecode could land inside a step, or be lost in code that must not be interrupted (a
    # full test run once saw a host go on for 20 s after Ctrl-C).
    interrupt = CtrlC()
    previous = signal.signal(signal.SIGINT, interrupt)
    try:
        hosted.listen(args.bind, args.port, address, fixed=True)
        deadline = time.monotonic() + LISTEN_WITHIN
        while hosted.port is None and hosted.problem is None and time.monotonic() < deadline:
            if interrupt.pressed:
                raise KeyboardInterrupt
            hosted.pump()
            time.sleep(0.01)
        if hosted.port is None:
            print(f"host: cannot listen on {args.bind} port {args.port}: {hosted.problem or 'no answer'}",
                  file=sys.stderr)
            return 2
        for seat in hosted.remote:
            print(hosted.join_code(seat), flush=True)
        say(f"Waiting for {len(remote)} friend(s) to join and press Ready (Ctrl-C stops).")
        HeadlessHost(hosted, frame=1 / cfg.data["max_fps"], ai_think=args.ai_think, say=say,
                     stopped=lambda: interrupt.pressed).run()
        say(final_scores(hosted))
    except KeyboardInterrupt:
        interrupted = True
        say("Stopped.")
    finally:
        signal.signal(signal.SIGINT, previous)
        hosted.close()
        net.stop()
    return INTERRUPTED if interrupted else 0


class CtrlC:
    """SIGINT's handler: a flag and nothing else. A handler runs between two bytecodes of the
    main thread, wherever it is; taking a lock there (threading.Event.set) could wait for
    ever on a lock that thread already holds."""

    def __init__(self):
        self.pressed = False

    def __call__(self, signum: int, frame) -> None:
        self.pressed = True


def _checked(args: argparse.Namespace) -> tuple[GameSetup, list[int], str]:
    """The setup, the friends' seats and the address the codes name; ValueError, in words."""
    from game.net.hosted import lan_address
    from game.net.transport import JoinCode, JoinCodeError
    game = get_game(args.game)
    mode, players, seats = seated_table(game, args.mode, args.players, args.seats, FRIEND, (FRIEND,))
    remote = [i for i, word in enumerate(seats) if word == FRIEND]
    if not remote:
        raise ValueError(f"--seats: at least one seat is a {FRIEND}'s (a game nobody joins needs no host)")
    if not 0 <= args.port <= 65535:
        raise ValueError(f"--port: 0 to 65535, got {args.port}")
    if not 1 <= args.zombie_after <= 3600:
        raise ValueError(f"--zombie-after: 1 to 3600 seconds, got {args.zombie_after}")
    if not 0 <= args.ai_think <= MAX_THINK:
        raise ValueError(f"--ai-think: 0 to {MAX_THINK} seconds, got {args.ai_think}")
    if args.seed is not None and not 0 <= args.seed < SEED_MAX:
        raise ValueError(f"--seed: 0 to {SEED_MAX - 1}, got {args.seed}")
    address = args.address or (lan_address() if args.bind in EVERY_INTERFACE else args.bind)
    try:
        JoinCode.parse(str(JoinCode("ws", address, 1, 0, "a" * 16)))
    except JoinCodeError:
        raise ValueError(f"--address: {address!r} is not an address friends can type") from None
    colors = load_ui_config().data["seats"]["colors"]
    setup = GameSetup(mode.id, players,
                      tuple(SeatSetup(f"Player {i + 1}", colors[i % len(colors)], HUMAN if word == FRIEND else word)
                            for i, word in enumerate(seats)),
                      random_seed() if args.seed is None else args.seed,
                      from_args(mode, args, strict=True), game=game.id)
    try:
        setup.record().start()          # options the game refuses (an unknown variant) say so now
    except (ValueError, KeyError) as exc:
        raise ValueError(f"the game cannot be set up: {exc}") from None
    return setup, remote, address


def final_scores(hosted) -> str:
    state = hosted.session.match.state
    seats = hosted.setup.seats
    scores = ", ".join(f"{seat.name} {state.scores[i]}" for i, seat in enumerate(seats))
    winners = [seats[i].name for i in sorted(state.winners) if i < len(seats)]
    return f"The game is over. Scores: {scores}." + (f" Won by {' and '.join(winners)}." if winners else "")


def say(line: str) -> None:
    print(line, flush=True)
