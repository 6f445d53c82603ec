"""The desktop app: a window, a scene stack and a fixed-timestep loop.

`run_app(args)` is what `bug-council` (and `make play`) runs: the title screen. With `--smoke`
it plays a short AI-only game through the real scenes at fast speed, prints what it did and
exits 0; with `--players N` it opens a quick table directly (`--watch`: every seat an AI).

`App` is the window shell: the window, the scene stack, the frame loop, art, fonts, sound and
the settings. What it serves its scenes besides are the session services (scenes/session/:
the player's files, the game at the table, its campaign, hosting, lessons), reached through
`app.session` or the names App forwards to them (`_SERVICES`). Persistence goes through
`game.saves` only when the App is made with `persist=True` (the real app); tests, smoke runs
and screenshots leave the player's files alone unless they ask.
"""
from __future__ import annotations

import random
import sys
import threading
import time
from operator import attrgetter

import pygame

from game import i18n
from game.protocol import DEFAULT_GAME, get_game
from game.settings import Settings
from scenes.config import UiConfig, load_ui_config
from scenes.display import WindowRoom, window_room, window_size
from scenes.fonts import TextCache
from scenes.frame_loop import REPAINT_EVENTS, WAKE, Activity, FrameLoop
from scenes.pace import Pace
from scenes.scene import SceneStack
from scenes.screens import screen_for
from scenes.session import Session
from scenes.sound import SoundBank
from scenes.viewport import Viewport

MOUSE_EVENTS = (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)


def load_icon(name: str) -> "pygame.Surface | None":
    """The window icon from assets/ (None when the file is missing or unreadable: the
    system's default icon is no reason not to start)."""
    from game.resources import asset_path
    try:
        return pygame.image.load(str(asset_path(name)))
    except (pygame.error, FileNotFoundError, OSError):
        return None


def _service(path: str) -> property:
    """An app attribute that is `app.session.<path>` (read, set and called there)."""
    owner, _, name = path.rpartition(".")
    get_owner = attrgetter(f"session.{owner}")
    return property(lambda app: getattr(get_owner(app), name),
                    lambda app, value: setattr(get_owner(app), name, value))


# The session services' names on the app, as scenes called them before the split (each is
# documented where it lives: scenes/session/).
_SERVICES = {
    "files": ("store", "read_only", "read_only_answered", "export_record", "unfinished_game"),
    "table": ("start_match", "start_new_match", "start_game", "new_game", "continue_game",
              "resume_saved", "autosave", "keep_played", "after_action", "game_over",
              "game_options", "last_setup", "setup_choices", "game_finished", "last_archive"),
    "hosting": ("net_bind", "net_thread", "hosted", "joined", "start_hosted", "join_game",
                "stop_joined", "stop_hosting"),
}


class App:
    """Owns the window, shared resources and the scene stack; runs frames. The session
    services are `session`; the names of `_SERVICES` forward to them."""

    # Where a hosted game listens (scenes.session.hosting; the tests set it to the loopback).
    LAN_BIND = "0.0.0.0"

    def __init__(self, cfg: UiConfig | None = None, size: tuple[int, int] | None = None,
                 speed: str | None = None, sound: bool = True, persist: bool = False):
        self.cfg = cfg or load_ui_config()
        self.notice: str | None = None   # one message for the title (an unreadable save...)
        # Only what the table uses: a blanket pygame.init() would also open the audio
        # device even when sound is off.
        pygame.display.init()
        pygame.font.init()
        pygame.display.set_caption(self.cfg.data["window"]["title"])
        self.icon = load_icon(self.cfg.data["window"]["icon"])
        if self.icon is not None:
            pygame.display.set_icon(self.icon)   # before set_mode: some platforms read it once
        self.window = pygame.display.set_mode(size or self.cfg.canvas, pygame.RESIZABLE)
        self.canvas = pygame.Surface(self.cfg.canvas).convert()
        self.viewport = Viewport(self.cfg.canvas, self.window.get_size())
        self.text = TextCache(self.cfg)
        # The app's art is its default game's; it asks the live setting on each look-up, so
        # toggling it redraws suits at once.
        self.art = screen_for(get_game(DEFAULT_GAME)).shell_art(self.cfg, self.text,
                                                                lambda: self.settings.colorblind)
        self.sound = SoundBank(self.cfg, enabled=sound)
        self.pace = Pace(lambda: self.settings, self.cfg.motion)
        self.session = Session(self, persist)
        values, self.settings_message = self.session.files.load_settings(self.pace.speeds)
        values = dict(values, speed=speed or values.get("speed", self.cfg.motion["default_speed"]))
        self.settings: Settings = Settings.from_data(values, self.pace.speeds)[0]
        if persist and size is None:
            self.fit_window_setting()
            self.apply_window()
        self.sound.muted = self.sound.muted or not self.settings.sound
        i18n.use(i18n.resolve(self.settings.language))    # this thread's words (game/i18n.py)
        self.stack = SceneStack()
        self.running = True
        self.step = 1.0 / self.cfg.data["tick_hz"]
        self._acc = 0.0
        self.frames = 0                 # frames presented
        self._wake_posted = threading.Event()   # a WAKE event is in the queue (App.wake)

    campaign = _service("campaigns.current")    # the campaign the table's game belongs to

    def open_campaign(self) -> None:
        """The campaign's screen (after a campaign's game, or from the title)."""
        self.session.campaigns.open()

    def to_menu(self) -> None:
        """Leave the table (it autosaves as it closes) for the title screen."""
        self.open_title()

    def open_title(self) -> None:
        from scenes.title import TitleScene
        self.stack.clear()
        self.stop_hosting()
        self.stop_joined()
        self.stack.push(TitleScene(self))
        if self.read_only and not self.read_only_answered:
            from scenes.folder_in_use import FolderInUseScene
            self.stack.push(FolderInUseScene(self))

    # --- settings ---------------------------------------------------------------------------

    def change_setting(self, key: str, value) -> None:
        """One setting changed by the player: takes effect at once and is saved."""
        self.settings = self.settings.updated(key, value, self.pace.speeds)
        if key == "sound":
            self.sound.muted = not value
        elif key in ("scale", "fullscreen"):
            self.apply_window()
        elif key == "language":      # no restart: every scene reads its words again
            i18n.use(i18n.resolve(value))
            for scene in self.stack:
                scene.language_changed()
        self.save_settings()

    def save_settings(self) -> None:
        problem = self.session.files.save_settings(self.settings.to_data(), self.pace.speeds)
        if problem is not None:
            self.settings_message = problem

    def window_room(self) -> WindowRoom | None:
        """The room for the window on the screen now (None: no screen to fit, as headless)."""
        return window_room(self.cfg.canvas, tuple(self.cfg.data["window"]["screen_margin"]))

    def fit_window_setting(self) -> None:
        """At launch: a saved window scale too big for this screen is lowered to the largest
        offered one that fits, saved, and the title says why."""
        room, wanted = self.window_room(), self.settings.scale
        if room is None or self.settings.fullscreen or room.fits(wanted):
            return
        scale = room.best_scale(wanted, self.cfg.data["menu"]["window_scales"])
        if scale == wanted:
            return      # nothing offered is smaller: the window is only clamped (apply_window)
        self.settings = self.settings.updated("scale", scale, self.pace.speeds)
        self.save_settings()
        shown, asked = f"{scale:g}", f"{wanted:g}"
        self.notice = i18n._("The window is {scale}\u00d7: {wanted}\u00d7 does not fit this {screen} screen.",
                             scale=shown, wanted=asked, screen=room.words())

    def apply_window(self) -> None:
        """Window scale / fullscreen from the settings, within the screen (scenes/display.py):
        a window never opens bigger than the room the screen has for it."""
        room = self.window_room()
        if self.settings.fullscreen:
            flags, size = pygame.FULLSCREEN, (room.desktop if room is not None else (0, 0))
        else:
            flags = pygame.RESIZABLE
            size = window_size(self.cfg.canvas, self.settings.scale,
                               self.cfg.data["window"]["min_size"], room)
        try:
            self.window = pygame.display.set_mode(size, flags)
        except pygame.error:
            self.window = pygame.display.set_mode(self.cfg.canvas, pygame.RESIZABLE)
        self.viewport.resize(self.window.get_size())

    def quit(self) -> None:
        self.running = False

    # --- frames -----------------------------------------------------------------------------

    def _to_canvas(self, ev: pygame.event.Event) -> pygame.event.Event:
        if ev.type in MOUSE_EVENTS:
            d = dict(ev.dict)
            d["pos"] = self.viewport.to_canvas(ev.pos)
            return pygame.event.Event(ev.type, d)
        return ev

    def handle_events(self, first: pygame.event.Event | None = None) -> Activity:
        """Hand the queued events (after `first`, one already taken by the loop's wait) to the
        top scene; what they were."""
        inputs = wakes = 0
        repaint = False
        for ev in ([first] if first is not None else []) + pygame.event.get():
            if ev.type == WAKE:
                self._wake_posted.clear()     # before the pump: what arrives later wakes again
                wakes += 1
                continue
            repaint = repaint or ev.type in REPAINT_EVENTS
            if ev.type == pygame.QUIT:
                self.running = False
            elif ev.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
                self.window = pygame.display.get_surface()
                self.viewport.resize(self.window.get_size())
            else:
                top = self.stack.top
                if top is not None:
                    top.handle(self._to_canvas(ev))
                    inputs += 1
        return Activity(inputs, wakes, repaint)

    def wake(self) -> None:
        """Wake the run loop now (any thread: pygame-ce's event.post is thread-safe): its next
        pass pumps the hosted game, updates the top scene and draws if the picture changed.
        At most one wake waits in the queue, so a flood of messages is one wake."""
        if self._wake_posted.is_set():
            return
        self._wake_posted.set()
        try:
            pygame.event.post(pygame.event.Event(WAKE))
        except pygame.error:    # the window is closing: nothing left to wake
            pass

    def advance(self, dt: float, first: pygame.event.Event | None = None) -> Activity:
        """Input (`first`, then the queue), the hosted game's pump, fixed-step updates for `dt`
        seconds; nothing drawn. What the events were."""
        activity = self.handle_events(first)
        self.session.table.show_news(self.session.hosting.pump())   # never blocks
        self._acc += min(dt, self.step * self.cfg.data["max_catchup_steps"])
        while self._acc >= self.step - 1e-9:
            top = self.stack.top
            if top is not None:
                top.update(self.step)
            self._acc -= self.step
        return activity

    def frame(self, dt: float) -> None:
        """One frame: input, fixed-step updates for `dt` seconds, draw, present (always: tests
        and smoke runs step frames; `run` draws only when something changed)."""
        self.advance(dt)
        self.draw()
        self.frames += 1

    def render(self) -> None:
        """The visible scenes, bottom first, onto the canvas."""
        for scene in self.stack.visible():
            scene.draw(self.canvas)

    def present(self) -> None:
        """The canvas, scaled into the window, on screen."""
        self.viewport.present(self.canvas, self.window, self.cfg.color("wood_dark"))
        pygame.display.flip()

    def draw(self) -> None:
        self.render()
        self.present()

    def run(self) -> None:
        """Until Quit or an empty stack, drawing only when something changed
        (scenes/frame_loop.py)."""
        FrameLoop(self).run()

    def close(self) -> None:
        self.stack.clear()
        self.session.close()
        pygame.quit()


for _owner, _names in _SERVICES.items():
    for _name in _names:
        setattr(App, _name, _service(f"{_owner}.{_name}"))


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
    s, setup = table.match.state, table.match.setup
    print(f"smoke ok: {frames} frames in {wall:.2f}s, {table.match.actions_applied} actions applied, "
          f"{table.events_animated} events animated ({table.anim.beats_played} beats), "
          f"now {screen_for(setup).saved_words(setup, s)}; video={pygame.display.get_driver()} "
          f"audio={'on' if app.sound.available else 'off'} "
          f"language={i18n.current().code} ({i18n._('Settings')})")
    return 0


def run_app(args) -> int:
    """Entry point of `bug-council play`: the title screen; `--players N` (or `--watch`) opens
    a quick table directly."""
    players = getattr(args, "players", None)
    watch = bool(getattr(args, "watch", False))
    seed = getattr(args, "seed", None)
    seed = seed if seed is not None else random.SystemRandom().randrange(1, 10**9)
    smoke = bool(getattr(args, "smoke", False))
    try:
        app = App(speed=getattr(args, "speed", None), persist=not smoke)
    except pygame.error as exc:
        print(f"cannot open a window ({exc}); try SDL_VIDEODRIVER=dummy for a headless run",
              file=sys.stderr)
        return 2
    try:
        if smoke:
            return run_smoke(app, players or 4, seed)
        if players is not None or watch:
            app.start_game(players or 4, seed, humans=() if watch else (0,))
        else:
            app.open_title()
        app.run()
        return 0
    finally:
        app.close()

