"""The desktop app: a window, a scene stack and a fixed-timestep loop.

`run_app(args)` is what `bug-council` (and `make play`) runs. With `--smoke` it plays a short
AI-only game through the real scenes at fast speed, prints what it did and exits 0.
"""
from __future__ import annotations

import random
import time
from dataclasses import dataclass

import pygame

from game.record import GameRecord
from game.setup import HUMAN, GameSetup, SeatSetup, random_seed
from scenes.art import Art
from scenes.config import UiConfig, load_ui_config
from scenes.fonts import TextCache
from scenes.match import Match
from scenes.scene import SceneStack
from scenes.sound import SoundBank
from scenes.viewport import Viewport

MOUSE_EVENTS = (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)


@dataclass
class Settings:
    """Player-adjustable settings that outlive a scene (the settings scene edits and persists
    them; scenes read them every frame, so a change shows at once)."""
    speeds: dict
    speed: str
    sound: bool = True
    colorblind: bool = False        # suits told apart by shape and pattern, not only color
    confirm_play: bool = False      # a card goes to the trick only after a second click
    explain_automa: bool = True     # show the Termitenator's decision-tree reason
    scale: float = 1.0              # window size relative to the canvas
    fullscreen: bool = False

    @property
    def factor(self) -> float:
        return float(self.speeds[self.speed])

    def cycle_speed(self) -> None:
        names = list(self.speeds)
        self.speed = names[(names.index(self.speed) + 1) % len(names)]


class App:
    """Owns the window, shared resources and the scene stack; runs frames."""

    def __init__(self, cfg: UiConfig | None = None, size: tuple[int, int] | None = None,
                 speed: str | None = None, sound: bool = True):
        self.cfg = cfg or load_ui_config()
        # Only what the table uses: a blanket pygame.init() would also open the audio
        # device even when sound is off.
        pygame.display.init()
        pygame.font.init()
        pygame.display.set_caption(self.cfg.data["window"]["title"])
        self.window = pygame.display.set_mode(size or self.cfg.canvas, pygame.RESIZABLE)
        self.canvas = pygame.Surface(self.cfg.canvas).convert()
        self.viewport = Viewport(self.cfg.canvas, self.window.get_size())
        self.text = TextCache(self.cfg)
        self.art = Art(self.cfg, self.text)
        self.sound = SoundBank(self.cfg, enabled=sound)
        self.settings = Settings(dict(self.cfg.motion["speeds"]), speed or self.cfg.motion["default_speed"])
        self.stack = SceneStack()
        self.running = True
        self.game_finished = False
        self.step = 1.0 / self.cfg.data["tick_hz"]
        self._acc = 0.0
        self.frames = 0
        self.game_options: dict = {}

    # --- games ------------------------------------------------------------------------------

    def start_match(self, setup: GameSetup, record: GameRecord | None = None,
                    state=None) -> "TableScene":
        """Replace whatever is shown with the table of `setup`, resuming `record` if given."""
        from scenes.table import TableScene
        ai = self.cfg.ai
        match = Match(setup, record, state, ai["fallback_level"], ai["workers"])
        self.stack.clear()
        self.game_finished = False
        table = TableScene(self, match)
        self.stack.push(table)
        return table

    def start_game(self, players: int = 4, seed: int = 0, humans=(0,), level: str | None = None,
                   state=None, mode: str = "table", options: dict | None = None) -> "TableScene":
        """A quick game with default names and colors (smoke runs, screenshots, tests)."""
        level = level or self.cfg.ai["opponent_level"]
        if state is not None:
            mode, players = state.rules.mode, state.rules.players
        names = self.cfg.data["seats"]["names"]
        colors = self.cfg.data["seats"]["colors"]
        # "You" sits at the table only when one person plays (not when watching, not hot-seat).
        first = 0 if len(tuple(humans)) == 1 else 1
        seats = tuple(SeatSetup(names[(first + i) % len(names)], colors[i % len(colors)],
                                HUMAN if i in humans else level) for i in range(players))
        setup = GameSetup(mode, players, seats, seed, dict(options or {}))
        self.game_options = {"players": players, "humans": tuple(humans), "level": level,
                             "mode": mode, "options": dict(options or {})}
        return self.start_match(setup, state=state)

    def new_game(self) -> None:
        o = self.game_options
        self.start_game(o.get("players", 4), random_seed(), o.get("humans", (0,)), o.get("level"),
                        mode=o.get("mode", "table"), options=o.get("options"))

    # --- hooks the table calls (the app shell decides what they do) -------------------------

    def autosave(self, match: Match) -> None:
        """After every trick and when the table closes: keep the game so no quit loses it."""

    def game_over(self, match: Match) -> None:
        """Once, when the table's game has ended (statistics, Trilogy progress, records)."""

    def to_menu(self) -> None:
        """Leave the table for the title screen."""
        self.new_game()

    def quit(self) -> None:
        self.running = False

    # --- frames -----------------------------------------------------------------------------

    def _to_canvas(self, ev: pygame.event.Event) -> pygame.event.Event:
        if ev.type in MOUSE_EVENTS:
            d = dict(ev.dict)
            d["pos"] = self.viewport.to_canvas(ev.pos)
            return pygame.event.Event(ev.type, d)
        return ev

    def handle_events(self) -> None:
        for ev in pygame.event.get():
            if ev.type == pygame.QUIT:
                self.running = False
            elif ev.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
                self.window = pygame.display.get_surface()
                self.viewport.resize(self.window.get_size())
            else:
                top = self.stack.top
                if top is not None:
                    top.handle(self._to_canvas(ev))

    def frame(self, dt: float) -> None:
        """One frame: input, fixed-step updates for `dt` seconds, draw, present."""
        self.handle_events()
        self._acc += min(dt, self.step * self.cfg.data["max_catchup_steps"])
        while self._acc >= self.step - 1e-9:
            top = self.stack.top
            if top is not None:
                top.update(self.step)
            self._acc -= self.step
        self.draw()
        self.frames += 1

    def draw(self) -> None:
        for scene in self.stack.visible():
            scene.draw(self.canvas)
        self.viewport.present(self.canvas, self.window, self.cfg.color("wood_dark"))
        pygame.display.flip()

    def run(self) -> None:
        clock = pygame.time.Clock()
        fps = self.cfg.data["max_fps"]
        while self.running and len(self.stack):
            dt = clock.tick(fps) / 1000.0
            self.frame(dt)

    def close(self) -> None:
        self.stack.clear()
        pygame.quit()


def run_smoke(app: App, players: int, seed: int) -> int:
    """A short AI-only game through the real scenes; prints a summary line."""
    cfg = app.cfg.smoke
    app.settings.speed = cfg["speed"]
    table = app.start_game(players, seed, humans=(), level=app.cfg.ai["fallback_level"])
    t0 = time.perf_counter()
    frames = 0
    while frames < cfg["frames"] and app.running and not app.game_finished:
        app.frame(cfg["dt"])
        frames += 1
        if table.match.thinking():
            time.sleep(0)  # let the AI worker thread run
    wall = time.perf_counter() - t0
    s = table.match.state
    print(f"smoke ok: {frames} frames in {wall:.2f}s, {table.match.actions_applied} actions applied, "
          f"{table.events_animated} events animated ({table.anim.beats_played} beats), "
          f"now Age {s.age} trick {s.trick} ({s.phase}); video={pygame.display.get_driver()} "
          f"audio={'on' if app.sound.available else 'off'}")
    return 0


def run_app(args) -> int:
    """Entry point of `bug-council play`."""
    players = getattr(args, "players", 4) or 4
    seed = getattr(args, "seed", None)
    seed = seed if seed is not None else random.SystemRandom().randrange(1, 10**9)
    smoke = bool(getattr(args, "smoke", False))
    try:
        app = App()
    except pygame.error as exc:
        print(f"cannot open a window ({exc}); try SDL_VIDEODRIVER=dummy for a headless run")
        return 1
    try:
        if smoke:
            return run_smoke(app, players, seed)
        app.start_game(players, seed, humans=(0,))
        app.run()
        return 0
    finally:
        app.close()

