"""Random input over the whole app, from the title: menus, setup fields, settings, rules,
statistics, the Trilogy, tables of every mode, overlays. Nothing a player can click or type
may crash the app or lose the save files it writes."""
from __future__ import annotations

import random

import pygame
import pytest

from game.i18n import _

from game.saves import SaveStore, load_game
from scenes.app import App
from tests.ui import post

KEYS = [pygame.K_TAB, pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_RETURN,
        pygame.K_ESCAPE, pygame.K_SPACE, pygame.K_BACKSPACE, pygame.K_PAGEDOWN, pygame.K_HOME,
        pygame.K_END, pygame.K_a, pygame.K_n, pygame.K_z, pygame.K_e, pygame.K_s, pygame.K_l,
        pygame.K_f, pygame.K_m, pygame.K_h]


def monkey_step(app: App, rng: random.Random, W: int, H: int) -> None:
    """One random input, then one frame."""
    top = app.stack.top
    buttons = getattr(top, "buttons", None) or getattr(top, "top_buttons", None) or []
    r = rng.random()
    if r < 0.45 and buttons:
        # mostly real buttons, so the monkey gets deep into the app
        pos = rng.choice(buttons).rect.center
        post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
        post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
        post(pygame.MOUSEBUTTONUP, pos=pos, button=1)
    elif r < 0.7:
        pos = (rng.randrange(-10, W + 10), rng.randrange(-10, H + 10))
        post(pygame.MOUSEBUTTONDOWN, pos=pos, button=rng.choice((1, 1, 3)))
        post(pygame.MOUSEBUTTONUP, pos=(pos[0] + rng.choice((0, 60)), pos[1] - rng.choice((0, 90))), button=1)
    elif r < 0.85:
        k = rng.choice(KEYS)
        post(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)
        post(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0)
    elif r < 0.95:
        post(pygame.TEXTINPUT, text=rng.choice("abz 0179\u00e9\u2013"))
    else:
        post(pygame.MOUSEWHEEL, x=0, y=rng.choice((-3, 3)), flipped=False, precise_x=0.0, precise_y=0.0)
    app.frame(app.step * rng.choice((0.5, 1, 4)))


def monkey_steps(app: App, rng: random.Random, steps: int, screens: set[str], through=None) -> None:
    """`steps` monkey steps, each input's frame run by `through` (the app itself unless given),
    the name of every top scene met added to `screens`; a Quit launches the app again."""
    W, H = app.cfg.canvas
    for _ in range(steps):
        monkey_step(through or app, rng, W, H)
        screens.add(type(app.stack.top).__name__)
        if not app.running or not len(app.stack):   # the monkey pressed Quit: launch again
            app.running = True
            app.open_title()


@pytest.mark.slow
def test_monkey_over_every_screen_never_crashes(tmp_path, monkeypatch):
    monkeypatch.setenv("BUG_COUNCIL_HOME", str(tmp_path))
    rng = random.Random(2026)
    app = App(speed="instant", sound=False, persist=True)
    app.cfg.ai["opponent_level"] = "random"
    try:
        app.open_title()
        screens: set[str] = set()
        entries = [b.label for b in app.stack.top.buttons if b.label != "Quit"]
        # An episode per title entry (each begins by choosing it), then random input.
        for episode in range(2 * len(entries)):
            app.stack.clear()
            app.open_title()
            title = app.stack.top
            entry = entries[episode % len(entries)]
            # The monkey may have chosen another language in Settings: the entry in its words.
            button = next((b for b in title.buttons if b.label == _(entry)), None)
            if button is not None:   # "Continue" only exists once a game was autosaved
                button.action()
            # The first pass also starts the setup it opened, so every game's table is walked
            # whatever the random clicks choose (the second pass leaves it all to chance).
            start = next((b for b in getattr(app.stack.top, "buttons", ()) if b.label == _("Start")), None)
            if episode < len(entries) and start is not None:
                start.action()
            monkey_steps(app, rng, 500, screens)
        # it went everywhere a player can go from the title
        assert {"TitleScene", "SetupScene", "TableScene", "SettingsScene", "RulesScene", "StatsScene",
                "RecordsScene", "TrilogyScene", "HelpScene"} <= screens, sorted(screens)
        # whatever it did, the autosave on disk is readable (or absent)
        load_game(SaveStore(tmp_path))
    finally:
        app.close()


@pytest.mark.slow
def test_monkey_over_the_party_bugs_screens_never_crashes(tmp_path, monkeypatch):
    """From a Party Bugs table (and then its replay viewer): random input; the table, its help,
    its result, the replay viewer and wherever the monkey goes from there."""
    from game.setup import GameSetup, SeatSetup
    from scenes.screens import screen_for
    monkeypatch.setenv("BUG_COUNCIL_HOME", str(tmp_path))
    rng = random.Random(7)
    app = App(speed="instant", sound=False, persist=True)
    app.cfg.ai["opponent_level"] = "random"
    try:
        colors = [s["color"] for s in app.cfg.data["party_bugs"]["sets"]]
        seats = tuple(SeatSetup(n, colors[i], c) for i, (n, c) in
                      enumerate((("You", "human"), ("Rufus", "random"), ("Lizzy", "random"))))
        setup = GameSetup("party", 3, seats, 5, {"variants": ["face_down", "series"]}, game="party_bugs")
        screens: set[str] = set()
        for start in ("table", "replay"):
            app.stack.clear()
            app.open_title()
            table = app.start_match(setup)
            if start == "replay":
                for _ in range(300):      # a few rounds to watch
                    table.update(app.step)
                    legal = table.legal()
                    if legal:
                        table.apply(legal[0])
                viewer = screen_for(setup).replay(app, setup, table.match.record)
                app.stack.clear()
                app.stack.push(viewer)
            monkey_steps(app, rng, 500, screens)
        assert {"PartyTableScene", "PartyReplayScene"} <= screens, sorted(screens)
        load_game(SaveStore(tmp_path))
    finally:
        app.close()
