"""Issue 33 items 3, 4 and 12, by keyboard alone: the in-game Help dialog takes the focus and
Enter; the keyboard's card skips what cannot be played (Enter never earns a refusal while a
playable card exists) and only one focus shows (the Emissary's board or the hand, the bar or
the cards); a mode chosen on the setup form keeps the focus and is remembered."""
from __future__ import annotations

import pygame

from game.bug_council.cards import card_str, parse_card
from game.bug_council.scenario import build_start
from game.record import read_yaml
from game.setup import GameSetup, SeatSetup
from scenes.overlay import HelpScene
from scenes.party_bugs.table import PartyTableScene
from scenes.setup_scene import SetupScene
from scenes.bug_council.table import TableScene
from scenes.title import TitleScene
from tests.ui import key, settle, snapshot

SCEN = "tests/scenarios/"

# You follow Ants; your hand sorts as 5B (not playable), 2A, 6A.
UNPLAYABLE_FIRST = {
    "mode": "table", "players": 3, "seed": 5,
    "start": {"council": {"bees": 4, "mosquitoes": 3, "ants": 2, "cockroaches": 1, "flies": 0},
              "chambers": 0, "supply": 8, "phase": "trick", "trick": 9, "leader": 1,
              "hands": [["2A", "5B", "6A"], ["7A", "8A", "3A"], ["3C", "4C", "5C"]]},
}


def tab(app, shift: bool = False) -> None:
    key(app, pygame.K_TAB, pygame.KMOD_SHIFT if shift else 0)


def start(app, data: dict) -> TableScene:
    state = build_start(data)
    table = app.start_game(state.rules.players, state.seed, humans=(0,), state=state)
    settle(app, lambda: table.playing)
    return table


def focused_card(table: TableScene) -> str | None:
    """The card the hand's focus ring is drawn on (None: no ring on the hand)."""
    f = table.frame().hand
    return None if f.focus is None else card_str(f.cards[f.focus])


# --- item 3: the Help dialog ---------------------------------------------------------------------

def test_help_dialog_by_keyboard_focus_enter_and_esc(app):
    table = start(app, UNPLAYABLE_FIRST)
    key(app, pygame.K_h)
    help_ = app.stack.top
    assert isinstance(help_, HelpScene)
    assert help_.focused_button().label == "Back to game"        # focus shown at once
    snapshot(app, "keyboard_help_focus")
    key(app, pygame.K_RETURN)                                    # Enter: back to the game
    assert app.stack.top is table
    key(app, pygame.K_ESCAPE)                                    # Esc opens it, Esc closes it
    assert isinstance(app.stack.top, HelpScene)
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is table
    key(app, pygame.K_h)
    key(app, pygame.K_RIGHT)
    assert app.stack.top.focused_button().label == "Back to title"
    tab(app)
    assert app.stack.top.focused_button().label == "Quit"
    tab(app, shift=True)
    key(app, pygame.K_RETURN)
    assert isinstance(app.stack.top, TitleScene)


def test_party_help_dialog_by_keyboard(app):
    seats = tuple(SeatSetup(n, c, lvl) for n, c, lvl in
                  (("You", "#C0392B", "human"), ("Bo", "#2E86C1", "random"), ("Cy", "#27AE60", "random")))
    table = app.start_match(GameSetup("party", 3, seats, 7, {"variants": []}, game="party_bugs"))
    app.frame(app.step)
    assert isinstance(table, PartyTableScene)
    key(app, pygame.K_h)
    assert isinstance(app.stack.top, HelpScene)
    key(app, pygame.K_RETURN)
    assert app.stack.top is table


# --- item 4: the keyboard's card ----------------------------------------------------------------

def test_arrows_step_only_through_playable_cards(app):
    table = start(app, UNPLAYABLE_FIRST)
    assert [card_str(c) for c in table.hand_cards()] == ["5B", "2A", "6A"]
    key(app, pygame.K_RIGHT)
    assert focused_card(table) == "2A"                          # not the 5 of Bees
    snapshot(app, "keyboard_hand_focus")
    seen = []
    for _ in range(4):
        key(app, pygame.K_RIGHT)
        seen.append(focused_card(table))
    assert seen == ["6A", "2A", "6A", "2A"]
    key(app, pygame.K_LEFT)
    key(app, pygame.K_LEFT)
    assert focused_card(table) == "2A"


def test_enter_plays_a_playable_card_without_a_refusal(app):
    table = start(app, UNPLAYABLE_FIRST)
    key(app, pygame.K_RETURN)                                   # no arrow first
    assert not table.reason_shown
    assert parse_card("2A") not in table.match.state.hands[0]


def test_the_emissary_board_and_the_hand_never_both_show_focus(app):
    from tests.test_scene_emissary import must_follow
    table = must_follow(app)                  # the Emissary must follow: its 7 of Flies may not be played
    key(app, pygame.K_RIGHT)
    slots = table.model.mode.slots
    assert card_str(slots[table.mode_view.focus]) == "5A"
    assert focused_card(table) is None                          # the hand shows no ring
    key(app, pygame.K_RIGHT)
    assert card_str(slots[table.mode_view.focus]) == "5A"       # the 7 of Flies is skipped
    snapshot(app, "keyboard_emissary_focus")
    key(app, pygame.K_RETURN)
    assert ("emissary", 0, parse_card("5A")) in [tuple(a) for a in table.match.record.actions]


def test_tab_takes_the_focus_to_the_bar_and_enter_presses_there(app):
    table = start(app, UNPLAYABLE_FIRST)
    key(app, pygame.K_RIGHT)
    assert focused_card(table) == "2A"
    tab(app)
    first = next(b for b in table.top_buttons if b.enabled)
    assert table.frame().bar_focus is first and focused_card(table) is None    # one focus
    snapshot(app, "keyboard_bar_focus")
    while not table.frame().bar_focus.label.startswith("Sort"):
        tab(app)
    sort = table.sort_mode
    key(app, pygame.K_RETURN)                                   # as a click on Sort
    assert table.sort_mode != sort and table.frame().bar_focus.label.startswith("Sort")
    assert parse_card("2A") in table.match.state.hands[0]       # nothing played
    key(app, pygame.K_LEFT)                                     # back to the cards
    assert table.frame().bar_focus is None and focused_card(table) in ("2A", "6A")


def test_party_tab_walks_its_bar_and_hides_the_card_focus(app):
    seats = tuple(SeatSetup(n, c, lvl) for n, c, lvl in
                  (("You", "#C0392B", "human"), ("Bo", "#2E86C1", "random"), ("Cy", "#27AE60", "random")))
    table = app.start_match(GameSetup("party", 3, seats, 7, {"variants": []}, game="party_bugs"))
    settle(app, lambda: bool(table.legal()))
    labels = []
    for _ in range(len(table.bar_buttons)):
        tab(app)
        labels.append(table.bar_buttons[table.bar.at].label)
    assert labels == [b.label for b in table.bar_buttons if b.enabled]
    snapshot(app, "keyboard_party_bar_focus")
    key(app, pygame.K_RIGHT)
    assert table.bar.at is None


# --- item 12: the setup form's mode ----------------------------------------------------------

def test_a_mode_chosen_by_keyboard_keeps_the_focus_and_is_remembered(app):
    app.open_title()
    app.stack.top.button("New game").action()
    setup = app.stack.top
    assert isinstance(setup, SetupScene)
    first = setup.mode
    other = next(c for c in setup.choices if c.key != first)
    while setup.focus is None or setup.buttons[setup.focus].label != other.label:
        key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)
    assert setup.mode == other.key
    assert setup.buttons[setup.focus].label == "\u2713 " + other.label     # still on the mode row
    assert setup.focused_field is None
    snapshot(app, "keyboard_setup_mode_focus")
    key(app, pygame.K_ESCAPE)                                    # back to the title
    assert isinstance(app.stack.top, TitleScene)
    app.stack.top.button("New game").action()
    assert app.stack.top.mode == other.key                       # New game opens there again
