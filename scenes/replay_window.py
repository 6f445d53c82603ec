"""`bug-council replay FILE --window`: a record's replay viewer, made by its game's screen
plug-in (scenes.screens `replay`), in a window of its own."""
from __future__ import annotations

import sys

import pygame

from game.record import GameRecord
from game.setup import GameSetup


def run_replay_window(record: GameRecord, setup: GameSetup | None = None, smoke: bool = False) -> int:
    """Open the viewer on `record` and run until the window closes. `smoke`: headless, play the
    whole record at instant speed, print a summary and exit 0. A failure is one line on stderr
    and exit 2 (the command line's promise)."""
    from scenes.app import App
    try:
        app = App(speed="instant" if smoke else None, sound=not smoke)
    except pygame.error as exc:
        print(f"cannot open a window ({exc}); try SDL_VIDEODRIVER=dummy for a headless run", file=sys.stderr)
        return 2
    try:
        from scenes.screens import screen_for
        viewer = screen_for(record.definition).replay(app, setup, record)
        app.stack.push(viewer)
        if smoke:
            viewer.toggle_play()
            for _ in range(20 * (viewer.steps + 10)):
                app.frame(app.step)
                top = app.stack.top
                if top is not viewer and top is not None:
                    top.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="", scancode=0))
                if viewer.index >= viewer.steps and not viewer.anim.busy:
                    break
            if viewer.index == viewer.steps and not viewer.error:
                print(f"replay ok: step {viewer.index} of {viewer.steps}")
                return 0
            print(f"replay stopped at step {viewer.index} of {viewer.steps}"
                  + (f"; {viewer.error}" if viewer.error else ""), file=sys.stderr)
            return 2
        app.run()
        return 0
    finally:
        app.close()
