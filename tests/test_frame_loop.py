"""The run loop rests (issue 28): with nothing moving it presents no frame and sleeps until the
next input, wake or poll tick; input, a wake posted from another thread and a friend's message
wake it; animations are drawn every frame; and whatever the loop skipped, the window always
shows what a full redraw would show (nothing is left undrawn).

The loop runs on a fake clock (`Clock`): time passes only when the loop sleeps or waits, so
the tests count frames and waits, never time them."""
from __future__ import annotations

import random
import threading
import time

import pygame
import pytest

from scenes.app import App
from scenes.frame_loop import WAKE, Frame, FrameLoop
from scenes.pixels import PixelMemo
from scenes.lobby_scene import HostLobbyScene
from scenes.title import TitleScene
from tests.netbots import Friends
from tests.test_scene_monkey import monkey_steps
from tests.test_scene_party_app import party_setup
from tests.test_scene_lobby import host_codes, open_host_lobby
from tests.ui import app_with_guests, post, snapshot, title_app


class Clock:
    """The loop's clock, sleep and event wait: a wait returns at once when an event is queued
    (as pygame.event.wait does), else lets its whole timeout pass."""

    def __init__(self) -> None:
        self.t = 100.0
        self.waits: list[float] = []

    def now(self) -> float:
        return self.t

    def sleep(self, seconds: float) -> None:
        self.t += seconds

    def wait(self, seconds: float):
        self.waits.append(seconds)
        if not pygame.event.peek():
            self.t += seconds
        return None


def fake_loop(app: App) -> tuple[FrameLoop, Clock]:
    clock = Clock()
    return FrameLoop(app, now=clock.now, wait=clock.wait, sleep=clock.sleep), clock


def screen_is_current(app: App, memo: PixelMemo | None = None) -> bool:
    """Whether the window shows what drawing everything again would show (`memo`: a buffer
    to reuse, for a test that asks after every pass)."""
    memo = memo or PixelMemo()
    memo.keep(app.window)
    app.draw()
    return memo.same(app.window)


def run(loop: FrameLoop, passes: int) -> list[Frame]:
    return [loop.step() for _ in range(passes)]


def settled(loop: FrameLoop, passes: int = 200) -> None:
    """Passes until the loop rests (the first frames of a screen are shown)."""
    for _ in range(passes):
        if loop.step() is Frame.REST:
            return
    raise AssertionError("the loop never rested")


def test_the_title_at_rest_presents_nothing_and_sleeps_between_ticks(home):
    app = title_app()
    try:
        loop, clock = fake_loop(app)
        settled(loop)
        frames, t0 = app.frames, clock.t
        kinds = run(loop, 40)
        assert app.frames == frames                       # 40 passes, nothing presented
        assert Frame.SHOW not in kinds
        # It slept: each pass waited for an event until the next tick (50 ms) or safety check
        # (0.5 s: a frame drawn to be compared, never presented), never more often.
        assert len(clock.waits) >= 40 and all(0 <= w <= loop.poll + 1e-9 for w in clock.waits[-40:])
        assert 40 / (clock.t - t0) <= 1 / loop.poll + 1 / loop.check_every + 1e-6
        assert abs(kinds.count(Frame.CHECK) - (clock.t - t0) / loop.check_every) <= 1
        assert screen_is_current(app)
    finally:
        app.close()


def test_a_mouse_move_wakes_the_loop_and_a_hover_is_presented_once(home):
    app = title_app()
    try:
        loop, _clock = fake_loop(app)
        settled(loop)
        button = app.stack.top.button("Settings")
        frames = app.frames
        post(pygame.MOUSEMOTION, pos=button.rect.center, rel=(0, 0), buttons=(0, 0, 0))
        assert loop.step() is Frame.CHECK
        assert app.frames == frames + 1                   # the button lit up under the pointer
        assert screen_is_current(app)
        post(pygame.MOUSEMOTION, pos=(button.rect.centerx + 2, button.rect.centery), rel=(2, 0), buttons=(0, 0, 0))
        assert loop.step() is Frame.CHECK
        assert app.frames == frames + 1                   # the same picture: not presented again
        snapshot(app, "loop-title-hover")
    finally:
        app.close()


def test_a_click_that_opens_a_screen_shows_its_first_frame_at_once(home):
    app = title_app()
    try:
        loop, _clock = fake_loop(app)
        settled(loop)
        button = app.stack.top.button("Settings")
        post(pygame.MOUSEBUTTONDOWN, pos=button.rect.center, button=1)
        assert loop.step() is Frame.SHOW
        assert not isinstance(app.stack.top, TitleScene)
        assert screen_is_current(app)
        snapshot(app, "loop-settings-first-frame")
    finally:
        app.close()


def test_a_window_of_another_size_is_presented_again(home):
    """The window scale changed (Settings, or a key): the same picture, a new window size."""
    app = title_app()
    try:
        loop, _clock = fake_loop(app)
        settled(loop)
        frames = app.frames
        app.change_setting("scale", 1.25)
        assert loop.step() is Frame.SHOW and app.frames == frames + 1
        assert app.window.get_size() == (1600, 900)
        assert screen_is_current(app)
    finally:
        app.close()


def test_a_wake_posted_from_another_thread_ends_the_wait(home):
    """The real wait (pygame.event.wait): with no tick or check due for a minute, a wake that
    another thread posts ends it; the pass then checks the picture."""
    app = title_app()
    try:
        loop = FrameLoop(app)
        settled(loop)
        loop.poll, loop.next_check = 60.0, time.monotonic() + 60.0
        threading.Timer(0.2, app.wake).start()
        t0 = time.monotonic()
        assert loop.step() is Frame.CHECK
        assert time.monotonic() - t0 < 30                 # the wake ended it, not the minute
        assert not pygame.event.peek(WAKE)
    finally:
        app.close()


def test_many_wakes_before_a_pass_are_one_event(home):
    app = title_app()
    try:
        for _ in range(50):
            app.wake()                                    # a flood of arrivals
        assert app.advance(0.0).wakes == 1
        app.wake()                                        # after the pass took it, a wake posts again
        assert app.advance(0.0).wakes == 1
        assert app.advance(0.0).wakes == 0
    finally:
        app.close()


def test_a_focused_name_field_blinks_twice_a_second_and_nothing_else_is_drawn(home):
    app = title_app()
    try:
        lobby = open_host_lobby(app)
        lobby.focus_field(lobby.name_fields[0])
        loop, clock = fake_loop(app)
        settled(loop)
        frames, t0 = app.frames, clock.t
        phases, kinds = [lobby.caret_on()], []
        for _ in range(80):                                # 4 s at 50 ms a tick
            kinds.append(loop.step())
            phases.append(lobby.caret_on())
            assert screen_is_current(app)
        assert clock.t - t0 > 3.9
        blinks = sum(a != b for a, b in zip(phases, phases[1:]))
        assert blinks >= 7                                 # on and off, twice a second
        assert app.frames - frames == kinds.count(Frame.SHOW) == blinks
    finally:
        app.close()


def test_an_animation_is_drawn_every_frame_at_max_fps_then_the_table_rests(app):
    app.settings.speed = "slow"
    table = app.start_game(4, 7, humans=(0,))
    loop, clock = fake_loop(app)
    assert table.anim.busy                                 # the deal
    frames, t0, kinds = app.frames, clock.t, []
    while table.anim.busy:
        kinds.append(loop.step())
        assert clock.t - t0 < 30, "the deal never ended"
    assert set(kinds) == {Frame.SHOW} and app.frames - frames == len(kinds)
    assert not clock.waits                                 # never waited for input while moving
    assert len(kinds) > 30
    per_second = (len(kinds) - 1) / (clock.t - t0)         # the first one at once, then paced
    assert abs(per_second - app.cfg.data["max_fps"]) < 0.01
    for _ in range(3000):                                  # the AIs declare; then it is yours
        if loop.step() is Frame.REST and table.decision is not None:
            break
        time.sleep(0.001)
    else:
        raise AssertionError("the table never rested")
    assert screen_is_current(app)


def test_what_ais_do_at_instant_speed_is_drawn_without_input(app):
    """A game to watch at instant speed: moves make no animation, yet each one's picture is
    presented in the pass that applied it, and between them the window is always current."""
    table = app.start_game(4, 3, humans=())
    loop, _clock = fake_loop(app)
    kinds = []
    while table.match.actions_applied < 12:
        before = table.match.actions_applied
        kind = loop.step()
        kinds.append(kind)
        if table.match.actions_applied != before:
            assert kind is Frame.SHOW
        assert screen_is_current(app)
        time.sleep(0.001)
        assert len(kinds) < 20000, "the AIs never played"


def test_a_party_table_shows_what_the_ais_do_and_rests_for_you(app):
    table = app.start_match(party_setup(app, ["human", "random", "random"]))
    loop, _clock = fake_loop(app)
    for _ in range(3000):
        loop.step()
        assert screen_is_current(app)
        if app.stack.top is table and not table.anim.busy and table.legal():
            break
        time.sleep(0.001)
    else:
        raise AssertionError("the party table never asked for a card")
    settled(loop)                                          # its caption follows, then it rests
    frames = app.frames
    assert set(run(loop, 20)) <= {Frame.REST, Frame.CHECK} and app.frames == frames
    snapshot(app, "loop-party-waiting")


def test_a_friends_hello_wakes_the_resting_lobby_which_answers_and_shows_it(home):
    """The network thread's arrival posts a wake: the lobby at rest pumps the hosted game in
    the next pass (the friend is welcomed) and the screen shows the friend."""
    with app_with_guests() as (app, guests):
        lobby = open_host_lobby(app)
        codes = host_codes(app, lobby)
        loop = FrameLoop(app)
        settled(loop)
        loop.poll, loop.check_every = 60.0, 60.0          # no tick, no check: only a wake wakes it
        loop.next_check = time.monotonic() + 60.0
        friends = guests.let_in(Friends(codes[:1], names=["Bo"]))
        client = friends.clients[lobby.hosted.remote[0]]
        t0 = time.monotonic()
        while "Bo" not in lobby.hosted.names():
            assert loop.step() is not Frame.REST          # every pass was woken by an arrival
            assert time.monotonic() - t0 < 30, "the lobby never took the friend in"
        deadline = time.monotonic() + 30
        while client.state.seq < 0 and time.monotonic() < deadline:
            time.sleep(0.01)
        assert client.state.seq >= 0                      # welcomed
        assert screen_is_current(app)
        assert isinstance(app.stack.top, HostLobbyScene)
        snapshot(app, "loop-lobby-friend")


def test_scenes_that_do_not_say_are_drawn_every_frame(home):
    """A scene written before the loop rested (no `animating`) keeps every frame."""
    from scenes.scene import Scene

    class Ticker(Scene):
        def draw(self, surface):
            surface.fill((self.app.frames % 256, 0, 0))

    app = title_app()
    try:
        app.stack.push(Ticker(app))
        loop, _clock = fake_loop(app)
        frames = app.frames
        assert run(loop, 10) == [Frame.SHOW] * 10 and app.frames == frames + 10
    finally:
        app.close()


class LoopDriven:
    """The app as `monkey_step` sees it, whose frame is passes of the resting loop: after the
    input, passes until it rests (the window checked after each), sometimes half a second more
    (timers: a caret, a notice running out, an AI's move)."""

    def __init__(self, app: App, rng: random.Random):
        self.app, self.rng = app, rng
        self.loop, self.clock = fake_loop(app)
        self.passes = 0
        self.memo = PixelMemo()

    @property
    def stack(self):
        return self.app.stack

    @property
    def step(self) -> float:
        return self.app.step

    def frame(self, _dt: float) -> None:
        rest_for = 10 if self.rng.random() < 0.2 else 0
        for _ in range(200):
            kind = self.loop.step()
            self.passes += 1
            assert screen_is_current(self.app, self.memo), f"{type(self.app.stack.top).__name__} left undrawn"
            if kind is Frame.REST:
                if rest_for <= 0:
                    return
                rest_for -= 1
            time.sleep(0)


@pytest.mark.slow
def test_random_input_over_every_screen_leaves_nothing_undrawn(home):
    """The monkey of tests/test_scene_monkey.py through the resting loop, from each title entry
    and at a table of each game: after every pass the window shows what drawing everything
    again would show."""
    rng = random.Random(28)
    app = App(speed="instant", sound=False, persist=True)
    app.cfg.ai["opponent_level"] = "random"
    try:
        app.open_title()
        driven = LoopDriven(app, rng)
        screens: set[str] = set()
        entries = [b.label for b in app.stack.top.buttons if b.label != "Quit"]
        tables = [lambda: app.start_game(4, 5, humans=(0,)),
                  lambda: app.start_match(party_setup(app, ["human", "random", "random"]))]
        for episode in range(len(entries) + len(tables)):
            app.stack.clear()
            app.open_title()
            if episode < len(entries):
                button = next((b for b in app.stack.top.buttons if b.label == entries[episode]), None)
                if button is not None:
                    button.action()
            else:
                tables[episode - len(entries)]()
            monkey_steps(app, rng, 60, screens, through=driven)
        assert {"TitleScene", "SetupScene", "TableScene", "PartyTableScene", "SettingsScene",
                "RulesScene"} <= screens, sorted(screens)
        assert driven.passes > 2000
    finally:
        app.close()
