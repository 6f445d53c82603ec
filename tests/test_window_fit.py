"""Settings → Window fits the screen (issue 33): on a 1280×800 or 1366×768 screen every window
size, fullscreen included, shows every control of the settings screen and of a table inside the
screen; sizes too big are not offered (with the reason); a saved one is lowered at launch."""
from __future__ import annotations

import pygame
import pytest

import scenes.display
from scenes.app import App
from scenes.settings_scene import SettingsScene
from tests.ui import post, snapshot, title_app

SCREENS = [(1280, 800), (1366, 768)]
FULLSCREEN = "Fullscreen"


@pytest.fixture
def screen(monkeypatch):
    """Makes the app see a screen of the size given to the returned function."""
    def use(size):
        monkeypatch.setattr(scenes.display, "desktop_size", lambda: size)
    return use


def window_rect(app: App) -> pygame.Rect:
    return pygame.Rect((0, 0), app.window.get_size())


def click_window(app: App, pos) -> None:
    """A click at a window pixel (the window is not the canvas size here)."""
    post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
    post(pygame.MOUSEBUTTONUP, pos=pos, button=1)
    app.frame(app.step)


def assert_shown(app: App, rects, what: str) -> None:
    """Every rect (canvas pixels) shows whole inside the window, and the window on the screen."""
    win = window_rect(app)
    assert app.viewport.rect.width > 0 and win.contains(app.viewport.rect)
    for r in rects:
        shown = app.viewport.from_canvas(pygame.Rect(r))
        assert win.contains(shown), f"{what} at {shown} outside the {win.size} window"


def choose_window(app: App, choice: str) -> None:
    """What the Window row of Settings does for `choice` (enabled or not: the app clamps)."""
    scene = SettingsScene(app)
    scene.set_window("full" if choice == FULLSCREEN else float(choice.rstrip("\u00d7")))


# A second and more each: `make check` fits the first desktop, `make test` both.
@pytest.mark.parametrize("desktop", [SCREENS[0], pytest.param(SCREENS[1], marks=pytest.mark.slow)],
                         ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_window_size_shows_every_control_on_the_screen(home, screen, desktop):
    screen(desktop)
    app = title_app()
    try:
        room = scenes.display.WindowRoom.on(app.cfg.canvas, desktop, app.cfg.data["window"]["screen_margin"])
        choices = [f"{k:g}\u00d7" for k in app.cfg.data["menu"]["window_scales"]] + [FULLSCREEN]
        for choice in choices:
            choose_window(app, choice)
            size = app.window.get_size()
            if choice == FULLSCREEN:
                assert size == desktop
            else:
                assert size[0] <= room.usable[0] and size[1] <= room.usable[1], (choice, size)
            settings = SettingsScene(app)
            app.stack.push(settings)
            app.frame(app.step)
            assert_shown(app, [b.rect for b in settings.buttons], f"{choice}: a settings button")
            # the Back button works where it shows: the mapping is the window's
            click_window(app, app.viewport.from_canvas(settings.button("Back").rect).center)
            assert app.stack.top is not settings
            table = app.start_game(4, 7, humans=(0,))
            for _ in range(30):
                app.frame(app.step)
            assert table.hand_layout(), "the hand is dealt"
            assert_shown(app, [b.rect for b in table.top_buttons] + table.hand_layout(),
                         f"{choice}: a table control")
            snapshot(app, f"window_{desktop[0]}x{desktop[1]}_{choice.rstrip(chr(215))}")
            app.open_title()
    finally:
        app.close()


def test_sizes_too_big_are_disabled_with_the_reason(home, screen):
    screen((1280, 800))
    app = title_app()
    try:
        settings = SettingsScene(app)
        app.stack.push(settings)
        app.frame(app.step)
        off = [b.label for b in settings.buttons if not b.enabled]
        assert off == ["1.25\u00d7", "1.5\u00d7"]
        assert "1.25\u00d7, 1.5\u00d7: too big for this 1280\u00d7800 screen" in settings.notes.values()
        snapshot(app, "settings_window_1280x800")
        before = app.window.get_size()
        click_window(app, app.viewport.from_canvas(settings.button("1.5\u00d7").rect).center)
        assert app.window.get_size() == before and app.settings.scale == 1.0
    finally:
        app.close()


@pytest.mark.parametrize("desktop, saved, lowered", [((1280, 800), 1.5, 1.0), ((1366, 768), 1.0, 0.9)])
def test_a_saved_scale_too_big_is_lowered_at_launch_with_the_reason(home, screen, desktop, saved, lowered):
    screen(None)                      # saved on a big screen (none to fit)
    app = title_app()
    try:
        app.change_setting("scale", saved)
    finally:
        app.close()
    screen(desktop)                   # launched again on a small one
    app = title_app()
    try:
        assert app.settings.scale == lowered
        assert app.window.get_size() == (round(1280 * lowered), round(720 * lowered))
        assert app.notice == (f"The window is {lowered:g}\u00d7: {saved:g}\u00d7 does not fit this "
                              f"{desktop[0]}\u00d7{desktop[1]} screen.")
        snapshot(app, f"title_lowered_{desktop[0]}x{desktop[1]}")
    finally:
        app.close()
    app = title_app()                 # the lowered size was saved: no word the next time
    try:
        assert app.settings.scale == lowered and app.notice is None
    finally:
        app.close()
