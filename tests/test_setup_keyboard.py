"""The new-game form by keyboard: Tab walks the seat names and the seed code (then the buttons),
the focused field shows it and takes the typing, Enter moves on and, after the seed, starts."""
from __future__ import annotations

import pygame

from scenes.setup_scene import SetupScene
from scenes.bug_council.table import TableScene
from tests.ui import post, snapshot



def press_key(app, k, mod: int = 0) -> None:
    post(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)
    post(pygame.KEYUP, key=k, mod=mod, unicode="", scancode=0)
    app.frame(app.step)


def type_text(app, text: str) -> None:
    for ch in text:
        if ch == " ":       # a real keyboard sends both: the key, and the character typed
            post(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0)
        post(pygame.TEXTINPUT, text=ch)
    app.frame(app.step)


def focused(scene: SetupScene):
    return [f for f in scene.fields if f.focused]


def test_tab_walks_the_fields_typing_edits_and_enter_starts(app):
    setup = SetupScene(app)
    app.stack.push(setup)
    app.frame(app.step)
    assert setup.players == 4 and focused(setup) == []
    press_key(app, pygame.K_TAB)
    assert focused(setup) == [setup.name_fields[0]] and setup.focus is None
    for _ in range(len(setup.name_fields[0].text)):
        press_key(app, pygame.K_BACKSPACE)
    type_text(app, "Ada Lovelace")
    assert setup.seats[0]["name"] == "Ada Lovelace"            # the space went in, no button pressed
    assert isinstance(app.stack.top, SetupScene) and setup.mode == "table"
    press_key(app, pygame.K_TAB)
    assert focused(setup) == [setup.name_fields[1]]
    type_text(app, "X")
    assert setup.seats[1]["name"].endswith("X") and not setup.seats[0]["name"].endswith("X")
    for _ in range(len(setup.name_fields[1].text)):
        press_key(app, pygame.K_BACKSPACE)
    type_text(app, "Bo")
    snapshot(app, "setup_keyboard_focus")
    press_key(app, pygame.K_TAB, pygame.KMOD_SHIFT)             # back to the first field
    assert focused(setup) == [setup.name_fields[0]]
    press_key(app, pygame.K_RETURN)                             # Enter: the next field
    assert focused(setup) == [setup.name_fields[1]]
    press_key(app, pygame.K_TAB)
    press_key(app, pygame.K_TAB)
    press_key(app, pygame.K_TAB)
    assert focused(setup) == [setup.seed_field]                 # after the 4 names, the seed code
    type_text(app, "12a3")                                      # digits only
    assert setup.seed_field.text == "123"
    press_key(app, pygame.K_TAB)                                # on to the buttons
    assert focused(setup) == [] and setup.focus == next(i for i, b in enumerate(setup.buttons) if b.enabled)
    press_key(app, pygame.K_TAB, pygame.KMOD_SHIFT)             # and back into the seed code
    assert focused(setup) == [setup.seed_field]
    press_key(app, pygame.K_RETURN)                             # Enter on the last field starts
    table = app.stack.top
    assert isinstance(table, TableScene)
    assert table.match.setup.seed == 123
    assert [s.name for s in table.match.setup.seats][:2] == ["Ada Lovelace", "Bo"]


def test_tab_through_the_buttons_wraps_to_the_first_name(app):
    setup = SetupScene(app, mode="solo")
    app.stack.push(setup)
    app.frame(app.step)
    enabled = sum(b.enabled for b in setup.buttons)
    press_key(app, pygame.K_TAB)
    press_key(app, pygame.K_TAB)
    assert focused(setup) == [setup.seed_field]                 # solo: one name, then the seed
    for _ in range(enabled):
        press_key(app, pygame.K_TAB)
        assert focused(setup) == []
    press_key(app, pygame.K_TAB)
    assert focused(setup) == [setup.name_fields[0]]
    press_key(app, pygame.K_ESCAPE)                             # Esc leaves the field, not the form
    assert focused(setup) == [] and app.stack.top is setup
