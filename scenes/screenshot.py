"""`bug-council screenshot --scenario FILE --out shot.png [--size 1280x720]`: the table at a
scenario's position, rendered once (headless works: SDL_VIDEODRIVER=dummy)."""
from __future__ import annotations

import argparse
import os
import sys

from game.protocol import ScenarioStart
from game.setup import HUMAN, GameSetup, SeatSetup, SetupError


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--scenario", required=True, help="a scenario file (shared/rules/SCENARIOS.md)")
    parser.add_argument("--out", required=True, help="PNG to write")
    parser.add_argument("--size", default=None, help="window size WxH (default: the logical canvas)")
    parser.add_argument("--hover", default=None, help="a place of the game's table to hover (what hovering previews), e.g. bees")


def parse_size(text: str | None) -> tuple[int, int] | None:
    if not text:
        return None
    w, _, h = text.lower().partition("x")
    return int(w), int(h)


def render_position(game, start: ScenarioStart, out: str, size: tuple[int, int] | None = None,
                    hover: str | None = None, humans=(0,)) -> None:
    """Renders `start` (game.protocol.ScenarioStart) at the table of `game` (its definition),
    once every animation has finished: default names, the game's seat colors, `humans` at their
    seats, the others the app's opponent level. `hover`: a place of the game's table to hover (its
    plug-in's `hover`: a council space of Bug Council's; ValueError when the table has none)."""
    from scenes.app import App
    from scenes.screens import screen_for
    app = App(size=size, speed="instant", sound=False)
    try:
        names, level = app.cfg.data["seats"]["names"], app.cfg.ai["opponent_level"]
        colors = screen_for(game).seat_colors(app.cfg)
        setup = GameSetup(start.mode, start.players,
                          tuple(SeatSetup(names[i % len(names)], colors[i % len(colors)],
                                          HUMAN if i in humans else level) for i in range(start.players)),
                          start.state.seed, dict(start.options), game=game.id)
        table = app.start_match(setup, state=start.state)
        app.frame(0.0)
        for _ in range(3):
            table.anim.skip()
            app.frame(app.step)
        if hover is not None:
            try:
                screen_for(game).hover(table, hover)
            except ValueError as exc:
                raise ValueError(f"--hover: {exc}") from None
            app.draw()
        pygame_save(app, out)
    finally:
        app.close()


def pygame_save(app, out: str) -> None:
    import pygame
    os.makedirs(os.path.dirname(os.path.abspath(out)), exist_ok=True)
    pygame.image.save(app.window, out)


def run(args: argparse.Namespace) -> int:
    """The scenario's own game (its top-level `game:`) drawn at its start position."""
    from game.record import RecordError, read_yaml
    from game.scenario import ScenarioError, scenario_game
    try:
        data = read_yaml(args.scenario)
        game = scenario_game(data)
        start = game.scenario_start(data)
        size = parse_size(args.size)
        render_position(game, start, args.out, size, args.hover or None)
    except (RecordError, ScenarioError, SetupError, ValueError) as exc:
        print(f"{args.scenario}: {exc}", file=sys.stderr)
        return 2
    print(args.out)
    return 0
