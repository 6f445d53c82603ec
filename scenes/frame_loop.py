"""The app's run loop: a frame is drawn when something changed; in between the loop rests.

Each pass of `FrameLoop.step` waits, advances the app (`App.advance`: input, the hosted game's
pump, the top scene's fixed-step updates) and then does one of three things with the picture:

* SHOW: draw it and present it, when the top scene is `animating()` (and once more after it
  stops: where things came to rest), the scene stack changed, the window asks for a repaint
  (exposed, resized) or has another size (the scale setting), or the top scene's `look()`
  changed;
* CHECK: draw it, and present it only if its pixels differ from what the window shows: after
  input (a hover may have changed, or nothing did), after a wake from another thread
  (`App.wake`: a friend's message arrived) and every `check_seconds` (a change no look said);
* REST: nothing.

While frames are drawn it sleeps out each frame's 1 / max_fps; at rest it waits in
`pygame.event.wait` for the next input or wake event, at most until the next poll tick
(`poll_seconds`): each tick still runs the hosted game's pump and the scenes' updates, so an AI's
answer or a review's progress is taken in within a tick even when nothing is drawn (a tick is
shorter than the catch-up the fixed step allows, so the scenes' clocks keep real time).
`App.frame` (tests, smoke runs, benches) still draws every frame it runs.
"""
from __future__ import annotations

import math
import time
from enum import Enum
from typing import TYPE_CHECKING, Callable, NamedTuple

import pygame

from scenes.pixels import PixelMemo

if TYPE_CHECKING:
    from scenes.app import App

# The event another thread posts to wake the loop (App.wake); never handed to a scene.
WAKE = pygame.event.custom_type()

# Window events after which the window must be presented again, changed or not.
REPAINT_EVENTS = frozenset({pygame.VIDEORESIZE, pygame.VIDEOEXPOSE, pygame.WINDOWEXPOSED,
                            pygame.WINDOWSHOWN, pygame.WINDOWRESTORED, pygame.WINDOWMAXIMIZED,
                            pygame.WINDOWSIZECHANGED, pygame.WINDOWRESIZED})


# A time due within this is due now (a clock's rounding must not cost a pass).
DUE_SLACK = 1e-6


class Frame(Enum):
    """What one pass of the loop did with the picture."""
    REST = "rest"       # nothing drawn
    CHECK = "check"     # drawn; presented only when its pixels changed
    SHOW = "show"       # drawn and presented


class Activity(NamedTuple):
    """What `App.advance` took from the event queue."""
    inputs: int = 0         # events handed to the top scene
    wakes: int = 0          # WAKE events (news from another thread)
    repaint: bool = False   # the window must be presented again


def wait_for_event(seconds: float) -> pygame.event.Event | None:
    """The next event, waiting at most `seconds` (None when none came). Sleeps in SDL, so a
    posted event from another thread ends the wait within a millisecond."""
    if seconds <= 0:
        return None        # pygame.event.wait(0) would wait forever
    ms = math.ceil(seconds * 1000)     # never wake before what is due
    ev = pygame.event.wait(ms)
    return None if ev.type == pygame.NOEVENT else ev


class FrameLoop:
    """Runs `app` until it stops. `now`, `wait` and `sleep` are the clock, the event wait and
    the sleep (tests give fake ones and call `step` themselves)."""

    def __init__(self, app: "App", now: Callable[[], float] = time.monotonic,
                 wait: Callable[[float], pygame.event.Event | None] = wait_for_event,
                 sleep: Callable[[float], None] = time.sleep):
        rest = app.cfg.data["rest"]
        self.app = app
        self.poll = float(rest["poll_seconds"])
        self.check_every = float(rest["check_seconds"])
        self.frame_interval = 1.0 / app.cfg.data["max_fps"]
        self.now, self.wait, self.sleep = now, wait, sleep
        self.last = now()                   # when the app was last advanced
        self.next_slot = -math.inf          # the earliest time the next frame may be drawn
        self.next_check = self.last + self.check_every
        self.moving = True                  # the top scene animated at the last pass (the first frame shows)
        self.changes = -1                   # the stack's change count at the last frame drawn
        self.window_size: tuple[int, int] | None = None   # the window's size at the last present
        self.look: object = None
        self.follow_up = False              # the frame drawn followed input or a wake
        self.shown = PixelMemo()            # a check frame's canvas before it draws

    def run(self) -> None:
        while self.app.running and len(self.app.stack):
            self.step()

    def step(self) -> Frame:
        """One pass: wait, advance, then show, check or rest (what it did is returned)."""
        first = self._wait()
        now = self.now()
        activity = self.app.advance(now - self.last, first)
        self.last = now
        frame = self._choose(activity, now)
        if frame is not Frame.REST:
            self._draw(frame, now)
        return frame

    def _wait(self) -> pygame.event.Event | None:
        """Never two frames closer than 1 / max_fps; then, unless the scene moves, wait for an
        event until the next poll tick or check. The event that ended the wait, or None."""
        ahead = self.next_slot - self.now()
        if ahead > 0:
            self.sleep(ahead)
        if self.moving:
            return None
        now = self.now()
        return self.wait(max(0.0, min(self.last + self.poll, self.next_check) - now))

    def _choose(self, activity: Activity, now: float) -> Frame:
        top = self.app.stack.top
        settling, self.moving = self.moving, top is not None and top.animating()
        look = top.look() if top is not None else None
        changed = self.app.stack.changes != self.changes or self.app.window.get_size() != self.window_size
        if self.moving or settling or activity.repaint or changed or look != self.look:
            frame = Frame.SHOW
        elif activity.inputs or activity.wakes or now >= self.next_check - DUE_SLACK:
            frame = Frame.CHECK
        else:
            return Frame.REST
        self.look = look
        # An update may follow up on input or news in a later pass (a button that comes on):
        # the picture is checked again a tick later, not only at the next safety check.
        self.follow_up = bool(activity.inputs or activity.wakes)
        return frame

    def _draw(self, frame: Frame, now: float) -> None:
        """Draw; present unless a CHECK finds the same pixels the window shows (the canvas
        holds them: every frame drawn was presented or was identical)."""
        app = self.app
        check = frame is Frame.CHECK
        if check:
            self.shown.keep(app.canvas)
        app.render()
        if not check or not self.shown.same(app.canvas):
            app.present()
            app.frames += 1
            self.window_size = app.window.get_size()
        self.changes = app.stack.changes
        # Frames on a grid of 1 / max_fps while they keep up with it; a late one starts it anew.
        on_time = now - self.next_slot < self.frame_interval
        self.next_slot = (self.next_slot if on_time else now) + self.frame_interval
        self.next_check = now + (self.poll if self.follow_up else self.check_every)
