"""`bug-council screenshot --scenario FILE --out shot.png [--size 1280x720]`: the table at a
scenario's position, rendered once (headless works: SDL_VIDEODRIVER=dummy)."""
from __future__ import annotations

import argparse
import os
import sys


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--scenario", required=True, help="a scenario file (shared/rules/SCENARIOS.md)")
    parser.add_argument("--out", required=True, help="PNG to write")
    parser.add_argument("--size", default=None, help="window size WxH (default: the logical canvas)")
    parser.add_argument("--hover", default=None, help="a council space to hover (visit preview), e.g. bees")


def parse_size(text: str | None) -> tuple[int, int] | None:
    if not text:
        return None
    w, _, h = text.lower().partition("x")
    return int(w), int(h)


def render_state(state, out: str, size: tuple[int, int] | None = None, hover: int | None = None,
                 humans=(0,)) -> None:
    """Renders `state` as the table shows it once every animation has finished."""
    from scenes.app import App
    app = App(size=size, speed="instant", sound=False)
    try:
        table = app.start_game(state.rules.players, state.seed, humans=humans, state=state)
        app.frame(0.0)
        for _ in range(3):
            table.anim.skip()
            app.frame(app.step)
        if hover is not None:
            center = table.geom.space_center(hover)
            table.handle_motion_at(center)
            app.draw()
        pygame_save(app, out)
    finally:
        app.close()


def pygame_save(app, out: str) -> None:
    import pygame
    os.makedirs(os.path.dirname(os.path.abspath(out)), exist_ok=True)
    pygame.image.save(app.window, out)


def run(args: argparse.Namespace) -> int:
    from game.cards import parse_suit
    from game.record import RecordError, read_yaml
    from game.scenario import ScenarioError, build_start
    try:
        data = read_yaml(args.scenario)
        state = build_start(data)
        hover = parse_suit(args.hover) if args.hover else None
        size = parse_size(args.size)
    except (RecordError, ScenarioError, ValueError) as exc:
        print(f"{args.scenario}: {exc}", file=sys.stderr)
        return 2
    render_state(state, args.out, size, hover)
    print(args.out)
    return 0
