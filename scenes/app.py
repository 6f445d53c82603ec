"""The desktop app: a window, a scene stack and a fixed-timestep loop.

`run_app(args)` is what `bug-council` (and `make play`) runs: the title screen. With `--smoke`
it plays a short AI-only game through the real scenes at fast speed, prints what it did and
exits 0; with `--players N` it opens a quick table directly (`--watch`: every seat an AI).

Persistence (autosave, Trilogy, statistics, settings, archived records) goes through
`game.saves` only when the App is made with `persist=True` (the real app); tests, smoke runs
and screenshots leave the player's files alone unless they ask.
"""
from __future__ import annotations

import random
import sys
import threading
import time
from dataclasses import replace
from datetime import datetime, timezone
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from game.bug_council.campaign import Trilogy
from game.record import GameRecord
from game.settings import Settings
from game.setup import HUMAN, GameSetup, SeatSetup, random_seed
from scenes.art import Art
from scenes.config import UiConfig, load_ui_config
from scenes.fonts import TextCache
from scenes.frame_loop import REPAINT_EVENTS, WAKE, Activity, FrameLoop
from scenes.pace import Pace
from game.match import Match
from scenes.scene import SceneStack
from scenes.sound import SoundBank
from scenes.viewport import Viewport

if TYPE_CHECKING:
    from scenes.table import TableScene

MOUSE_EVENTS = (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)


def load_icon(name: str) -> "pygame.Surface | None":
    """The window icon from assets/ (None when the file is missing or unreadable: the
    system's default icon is no reason not to start)."""
    from game.resources import asset_path
    try:
        return pygame.image.load(str(asset_path(name)))
    except (pygame.error, FileNotFoundError, OSError):
        return None


class App:
    """Owns the window, shared resources and the scene stack; runs frames."""

    # Where a hosted game listens (every interface: friends on the LAN); the tests set it to
    # the loopback address (tests/conftest.py) so that no test is reachable from outside.
    LAN_BIND = "0.0.0.0"

    def __init__(self, cfg: UiConfig | None = None, size: tuple[int, int] | None = None,
                 speed: str | None = None, sound: bool = True, persist: bool = False):
        self.cfg = cfg or load_ui_config()
        # The player's files (None: nothing is read or written).
        self.store = None
        self.notice: str | None = None   # one message for the title (an unreadable save...)
        self.settings_message: str | None = None
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
        # Art asks the live setting on each look-up, so toggling it redraws suits at once.
        self.art = Art(self.cfg, self.text, lambda: self.settings.colorblind)
        self.sound = SoundBank(self.cfg, enabled=sound)
        self.pace = Pace(lambda: self.settings, self.cfg.motion)
        values: dict = {}
        self.folder_lock = None
        # True when another window holds the save folder: this one reads, never writes.
        self.read_only = False
        self.read_only_answered = False
        if persist:
            from game.saves import SaveStore, load_settings
            self.store = SaveStore()
            self._claim_folder()
            values, self.settings_message = load_settings(self.store, list(self.pace.speeds))
        values = dict(values, speed=speed or values.get("speed", self.cfg.motion["default_speed"]))
        self.settings: Settings = Settings.from_data(values, self.pace.speeds)[0]
        if persist and size is None:
            self.apply_window()
        self.sound.muted = self.sound.muted or not self.settings.sound
        self.stack = SceneStack()
        self.running = True
        self.game_finished = False
        self.last_archive: Path | None = None   # the finished game's record file (its review is kept there)
        self.step = 1.0 / self.cfg.data["tick_hz"]
        self._acc = 0.0
        self.frames = 0                 # frames presented
        self._wake_posted = threading.Event()   # a WAKE event is in the queue (App.wake)
        self.game_options: dict = {}
        self.last_setup: GameSetup | None = None    # "New game" on the game-over panel repeats it
        self.trilogy: Trilogy | None = None         # the campaign the table's game belongs to
        self._match: Match | None = None            # the game start_match began (replays are not it)
        self._persist_match = False                 # the table's game may be autosaved
        self._autosaver = None                      # game.autosave.Autosaver of the table's game
        self._save_problem: str | None = None       # the last autosave failure said
        self._finished: set[int] = set()            # id() of matches whose end was recorded
        self._table = None                          # the table scene start_match opened
        # Play with friends (game/net): one network thread, started when first needed; the
        # game this app hosts, if any (pumped every frame whatever the screen shows).
        self.net = None
        self.hosted = None
        self.joined = None      # the game joined with a code (game/net/joined.JoinedGame), if any
        # Tests and screenshots never open a port to the network, only to this machine.
        self.net_bind = self.LAN_BIND if persist else "127.0.0.1"

    # --- games ------------------------------------------------------------------------------

    def start_match(self, setup: GameSetup, record: GameRecord | None = None,
                    state=None, trilogy: Trilogy | None = None) -> "TableScene":
        """Replace whatever is shown with the table of `setup` (its game's plug-in, see
        scenes.screens), resuming `record` if given. `trilogy`: the campaign this game is part
        of (its end advances it)."""
        if state is None:
            self._keep_replaced_game(setup, record)
        self.stop_hosting()     # a local game ends a hosted one (its autosave was kept)
        ai = self.cfg.ai
        return self._open_table(setup, Match(setup, record, state, ai["fallback_level"]), state is None, trilogy)

    def _open_table(self, setup: GameSetup, match, persist: bool, trilogy: Trilogy | None = None):
        from scenes.screens import screen_for
        self.stack.clear()
        self.game_finished = False
        self.last_archive = None
        self._match = match
        self._autosaver = None      # the new game's first save is written whole
        self._save_problem = None
        self.last_setup = setup
        self.trilogy = trilogy
        self.notice = None      # read on the title; a new game starts with a clean slate
        # A scenario position is not reproducible from a seed: never saved as a game.
        self._persist_match = persist
        table = screen_for(setup.definition).table(self, match)
        self._table = table
        self.stack.push(table)
        return table

    # --- play with friends (game/net) -------------------------------------------------------

    def net_thread(self):
        """The app's network thread (game/net/runner.py), started on first use."""
        if self.net is None:
            from game.net.runner import NetThread
            self.net = NetThread(on_arrival=self.wake).start()
        return self.net

    def start_hosted(self, hosted) -> "TableScene":
        """The host's table of the hosted game `hosted` (game/net/hosted.HostedGame), whose
        lobby has started it: the host plays its local seats; the game autosaves like a local
        one, with the seats' tokens, so a restarted host resumes it with the same codes."""
        self._keep_replaced_game(hosted.setup, hosted.session.match.record)
        if self.hosted is not None and self.hosted is not hosted:
            self.stop_hosting()
        self.hosted = hosted
        hosted.begin()
        match = hosted.table_match()
        # Every action is saved before its update (and a friend's acknowledgement) is sent.
        match.before_send = lambda: self.keep_played(match)
        return self._open_table(hosted.setup, match, True)

    def join_game(self, code, name: str | None = None, login=None):
        """Connect to a friend's hosted game with its join code (`game.net.transport.JoinCode`),
        as `name` (checked by game.net.messages.clean_name; None: the host's name for the seat);
        a Matrix code (backend `mx`) with this player's `login` (game.net.matrix_login)."""
        from game.net.joined import JoinedGame
        from scenes.matrix_lobby import backend_for
        self.stop_joined()
        self.joined = JoinedGame(code, self.net_thread(), backend_for(code.backend, login), name)
        self.joined.connect()
        return self.joined

    def stop_joined(self) -> None:
        joined, self.joined = self.joined, None
        if joined is not None:
            joined.close()

    def stop_hosting(self) -> None:
        """Close the hosted game's connections (its autosave stays: Continue resumes it)."""
        hosted, self.hosted = self.hosted, None
        if hosted is not None:
            hosted.close()

    def unfinished_game(self):
        """The autosaved game when it is unfinished (a `game.saves.SavedGame`), else None.
        An unreadable autosave is kept aside by load_game and counts as none."""
        if self.store is None:
            return None
        from game.saves import SaveError, load_game
        try:
            saved = load_game(self.store)
        except (SaveError, OSError):
            return None
        if saved is None or saved.state is None or saved.state.game_over:
            return None
        return saved

    def start_new_match(self, setup: GameSetup, trilogy: Trilogy | None = None) -> "TableScene | None":
        """Start a new game from a menu. When an unfinished game is autosaved, ask first (the
        modal `scenes.unfinished.UnfinishedGameScene`): start the new one, keeping the old one
        under Replay a game; keep playing the old one; or go back. None while asking."""
        saved = self.unfinished_game()
        if saved is None:
            return self.start_match(setup, trilogy=trilogy)
        from scenes.unfinished import UnfinishedGameScene
        self.stack.push(UnfinishedGameScene(self, saved, setup, trilogy))
        return None

    def _keep_replaced_game(self, setup: GameSetup, record: GameRecord | None) -> None:
        """The safety net under every start: an unfinished autosaved game that the starting
        game is not goes to the records (as unfinished) before its autosave is replaced."""
        saved = self.unfinished_game()
        if saved is None:
            return
        from game.saves import SaveError, keep_unfinished, same_game
        if same_game(saved, setup, record):
            return
        try:
            keep_unfinished(self.store, saved)
        except (OSError, SaveError) as exc:
            self.notice = f"The unfinished game could not be archived: {exc}."

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
        """The game-over panel's "New game": the same seats and mode, a fresh deal."""
        if self.last_setup is not None and self.trilogy is None:
            self.start_match(replace(self.last_setup, seed=random_seed()))
            return
        o = self.game_options
        self.start_game(o.get("players", 4), random_seed(), o.get("humans", (0,)), o.get("level"),
                        mode=o.get("mode", "table"), options=o.get("options"))

    def continue_game(self) -> "TableScene | None":
        """Resume the autosave (None, with `notice` set, when it cannot be used)."""
        from game.saves import SaveError, load_game
        if self.store is None:
            return None
        try:
            saved = load_game(self.store)
        except SaveError as exc:
            self.notice = unreadable_save_message(exc)
            return None
        except OSError as exc:
            self.notice = f"Your saved game could not be read: {exc.strerror or exc}."
            return None
        if saved is None:
            return None
        return self.resume_saved(saved)

    def resume_saved(self, saved) -> "TableScene | None":
        """Continue a saved game: a hosted one reopens its lobby (same join codes) for its
        players to come back; any other its table."""
        if saved.hosted is not None:
            from scenes.lobby_scene import HostLobbyScene
            self.stack.clear()
            lobby = HostLobbyScene(self)
            self.stack.push(lobby)
            lobby.resume(saved)
            return None
        return self.start_match(saved.setup, saved.record, trilogy=saved.trilogy)

    # --- hooks the table calls (the app shell decides what they do) -------------------------

    def autosave(self, match: Match) -> str | None:
        """The game written whole (when the table closes, after an undo): no quit loses it.
        Returns what went wrong for the table to show (the game goes on, the last good save is
        intact: writes are atomic), or None."""
        return self._save(match, whole=True)[1]

    def _save(self, match: Match, whole: bool) -> tuple[bool, str | None]:
        """Bring the autosave up to the table's game (game/autosave.py: the new actions appended
        to its journal, or `whole`, or when more than actions changed, written whole). Returns
        (whether it was written whole, None), or (False, the problem to show)."""
        if self.store is None or match is not self._match or not self._persist_match or match.state.game_over:
            return False, None
        from game.autosave import Autosaver
        from game.saves import SavedGame, SaveError
        if self._autosaver is None:
            self._autosaver = Autosaver(self.store)
        hosted = self.hosted.to_data() if self.hosted is not None and match is self.hosted.table_match() else None
        game = SavedGame(match.setup, match.record, self.trilogy, hosted=hosted)
        try:
            return self._autosaver.save(game, whole), None
        except (OSError, SaveError) as exc:  # a full disk must not end the game
            said = str(exc) if isinstance(exc, SaveError) else f"The game could not be saved ({exc.strerror or exc})."
            self.notice = f"{said} The game goes on; the last good save is kept."
            return False, self.notice

    def keep_played(self, match: Match) -> str | None:
        """Right after an action was applied, before anyone is told (a hosted game calls it
        before sending the update): the autosave takes it, or the finished game is recorded.
        The save problem, if any (said by `after_action`)."""
        if match.state.game_over:
            self.game_over(match)
            return None
        return self._save(match, whole=False)[1]

    def after_action(self, match: Match, events: list, save_after: str) -> str | None:
        """The shell's part after a table applied an action: record the game's end once, or
        autosave: the action appended to the autosave's journal, and the game written whole
        after each event of kind `save_after` (Bug Council's trick, Party Bugs' round).
        Returns a save problem to show the first time it happens (None when the save worked or
        the same problem was already said), so a failing disk is not announced every move."""
        if match.state.game_over:
            self.game_over(match)
            return None
        whole, problem = self._save(match, any(e.kind == save_after for e in events))
        if problem is None and not whole:
            return None      # journaled: a failing whole write, if any, stays said
        new = problem if problem is not None and problem != self._save_problem else None
        self._save_problem = problem
        return new

    def game_over(self, match: Match) -> None:
        """Once, when the table's game has ended: clear the autosave, archive the record for
        Replay, count it in the statistics, advance the Trilogy."""
        if match is not self._match or id(match) in self._finished or not match.state.game_over:
            return
        self._finished.add(id(match))
        if self.trilogy is not None:
            self.trilogy = self.trilogy.record(match.state)
        if self.store is None or not self._persist_match:
            return
        from game.saves import (SavedGame, SaveError, archive_finished, clear_game,
                                save_trilogy)
        from game.stats import load_stats, record_result, record_trilogy, save_stats
        try:
            # archived before the autosave goes: a failed write never loses the game
            self.last_archive = archive_finished(self.store, SavedGame(match.setup, match.record, self.trilogy))
            clear_game(self.store)
            stats, _msg = load_stats(self.store)
            stats = record_result(stats, match.setup, match.state, match.record.assisted)
            if self.trilogy is not None:
                save_trilogy(self.store, self.trilogy)
                if self.trilogy.finished:
                    stats = record_trilogy(stats, self.trilogy)
            save_stats(self.store, stats)
        except (OSError, SaveError) as exc:
            self.notice = f"The finished game could not be recorded: {exc}."

    def export_record(self, match: Match) -> Path | None:
        """Write the game's record where the player can find it; the path, or None."""
        from game.saves import SaveError, export_record, user_data_dir
        root = self.store.root if self.store is not None else user_data_dir()
        stamp = datetime.now(timezone.utc).strftime("%Y%m%d-%H%M%S")
        path = Path(root) / "exports" / f"bug-council-{stamp}-{match.setup.mode}-{match.setup.seed}.yaml"
        try:
            export_record(match.record, path)
        except (OSError, SaveError) as exc:
            self.notice = f"The record could not be exported: {exc}."
            return None
        return path

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

    def open_trilogy(self) -> None:
        """The Trilogy screen (after a Trilogy game, or from the title)."""
        from scenes.trilogy import TrilogyScene
        self.stack.clear()
        self.stack.push(TrilogyScene(self, self.trilogy))

    # --- settings ---------------------------------------------------------------------------

    def change_setting(self, key: str, value) -> None:
        """One setting changed by the player: takes effect at once and is saved."""
        self.settings = self.settings.updated(key, value, self.pace.speeds)
        if key == "sound":
            self.sound.muted = not value
        elif key in ("scale", "fullscreen"):
            self.apply_window()
        self.save_settings()

    def save_settings(self) -> None:
        if self.store is None:
            return
        from game.saves import SaveError, save_settings
        try:
            save_settings(self.store, self.settings.to_data(), list(self.pace.speeds))
        except (OSError, SaveError) as exc:
            said = str(exc) if isinstance(exc, SaveError) else f"The settings could not be saved ({exc.strerror or exc})."
            self.settings_message = f"{said} They apply until you quit."

    def apply_window(self) -> None:
        """Window scale / fullscreen from the settings."""
        flags = pygame.FULLSCREEN if self.settings.fullscreen else pygame.RESIZABLE
        if self.settings.fullscreen:
            size = (0, 0)
        else:
            w, h = self.cfg.canvas
            lo = self.cfg.data["window"]["min_size"]
            size = (max(lo[0], round(w * self.settings.scale)), max(lo[1], round(h * self.settings.scale)))
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
        if self.hosted is not None:
            self.hosted.pump()      # never blocks: what arrived on the network thread
            for line in self.hosted.take_news():
                if self._table is not None:
                    self._table.show_notice(line)
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

    def _claim_folder(self) -> None:
        """Take the save folder's lock (game.folder_lock); without it, read-only. The holder
        clears what a write cut short left behind."""
        from game.folder_lock import FolderLock
        self.folder_lock = FolderLock(self.store.root)
        try:
            mine = self.folder_lock.acquire()
        except OSError as exc:   # no folder at all: every save will say why when it fails
            self.notice = f"Your save folder cannot be used: {exc.strerror or exc}."
            return
        if not mine:
            self.read_only = self.store.read_only = True
            return
        self.store.clean_leftovers()

    def close(self) -> None:
        self.stack.clear()
        self.stop_hosting()
        self.stop_joined()
        if self.net is not None:
            self.net.stop()
            self.net = None
        if self.folder_lock is not None:
            self.folder_lock.release()
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


def unreadable_save_message(exc, what: str = "saved game") -> str:
    """What the title says about a save that was refused (the file is kept, never deleted):
    'Your saved game could not be read: <why>; it was kept as <full path>.'"""
    why = str(exc).rstrip(".")
    if " because " in why:
        why = why.split(" because ", 1)[1]
    why = why.split("; it was kept as", 1)[0]
    kept = getattr(exc, "kept_aside", None)
    where = f"; it was kept as {kept}" if kept else ""
    return f"Your {what} could not be read: {why}{where}."


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

