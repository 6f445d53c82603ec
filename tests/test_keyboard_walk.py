"""Every scene by keyboard alone (issue 33, "Done when"): from the title, Tab/arrows/Enter/Esc
reach each screen (setup of each game and each of its modes, Trilogy, settings, statistics,
the records list, the rules index and each rules page, the lessons list, the friends' host
lobby and join screen), both games' tables (their bars, a card played, the help dialog) and
the hot-seat curtain and the result screens, a lesson of each game (its note's buttons and its
table's bar), the replay viewer of each game (its step buttons) and Bug Council's review. Back
Alley Bones' table: its title bar, its panel's decision buttons and its token controls. The
screens met on the way: the Matrix sign-in, the folder-in-use and unfinished-game questions.

On each, the controls come from the scene's own lists (its enabled buttons and text fields;
a table's bar and its declaration's buttons): Tab must stop on every one of them and never on
a disabled one, the stop must show (the focus color on the control's rim in the drawn
picture), Enter on a button must run that button's action (what a click runs: it is spied on,
so the walk stays on the scene) and typing must go into a field. A control added to a list
with no keyboard route fails here by itself.
"""
from __future__ import annotations

import pygame
import pytest

from game.back_alley_bones.actions import PLAY
from game.setup import GameSetup, SeatSetup
from scenes.back_alley_bones.result import BonesResultScene
from scenes.back_alley_bones.table import BonesTableScene
from scenes.bug_council.overlays import GameOverScene
from scenes.bugspiel.table import BugspielTableScene
from scenes.bug_council.table import TableScene
from scenes.curtain import CurtainScene
from game.i18n import _
from scenes.lesson_scene import UNDO_WORDS, LessonListScene, LessonScene
from scenes.menu import MenuScene, TextField
from scenes.overlay import HelpScene, Overlay
from scenes.party_bugs.result import PartyResultScene
from scenes.party_bugs.table import PartyTableScene
from scenes.replay_controls import ReplayControls
from scenes.title import TitleScene
from scenes.widgets import Button
from tests.test_scene_review import pages_of_turning_points
from tests.ui import key, post, settle, snapshot, title_app, watch_until

# Title buttons the walk does not open for real: each is still reached and its Enter checked.
NOT_OPENED = {"Quit", "Continue"}


# --- what the scenes list, and where their keyboard is ---------------------------------------

def controls_of(scene) -> list:
    """What a click can choose on `scene` now, from the scene's own lists (a control in two of
    them counted once)."""
    out: list = []
    for c in _controls(scene):
        if not any(c is o for o in out):
            out.append(c)
    return out


def _controls(scene) -> list:
    if isinstance(scene, LessonScene):              # its note's buttons, then its table's
        return [*(b for b in scene.buttons if b.enabled), *controls_of(scene.table)]
    if isinstance(scene, ReplayControls):           # its step row, then its table's bar
        return [*(b for b in scene.buttons if b.enabled), *_table_controls(scene)]
    return _table_controls(scene)


def _table_controls(scene) -> list:
    if isinstance(scene, MenuScene):
        return [*scene.fields, *(b for b in scene.buttons if b.enabled)]
    if isinstance(scene, Overlay):
        return [b for b in scene.buttons if b.enabled]
    if isinstance(scene, TableScene):
        return [b for b in scene.input.bar_buttons() if b.enabled]
    if isinstance(scene, PartyTableScene):
        return [b for b in scene.bar_buttons if b.enabled]
    if isinstance(scene, BonesTableScene):          # its title bar, its decisions, the chosen card's tokens
        return [b for b in (*scene.bar_buttons, *scene.choice_buttons, *scene.token_buttons) if b.enabled]
    if isinstance(scene, BugspielTableScene):        # its title bar, its panel's buttons
        return [b for b in scene.tab_buttons() if b.enabled]
    if isinstance(scene, CurtainScene):
        return [b for b in scene.buttons if b.enabled]
    raise AssertionError(f"the walk does not know the controls of {type(scene).__name__}")


def focus_of(scene):
    """The control the keyboard is on (None: none)."""
    if isinstance(scene, LessonScene):
        return focus_of(scene.table)
    if isinstance(scene, MenuScene):
        if scene.focused_field is not None:
            return scene.focused_field
        return scene.buttons[scene.focus] if scene.focus is not None else None
    if isinstance(scene, Overlay):
        return scene.focused_button()
    if isinstance(scene, TableScene):           # its Tab ring: a lesson's or a replay's buttons, then its own
        return scene.bar.button(scene.input.bar_buttons())
    if isinstance(scene, PartyTableScene):
        return scene.bar.button(scene.bar_buttons)
    if isinstance(scene, (BonesTableScene, BugspielTableScene)):
        return scene.bar.button(scene.tab_buttons())
    if isinstance(scene, CurtainScene):
        return scene.buttons[scene.bar.at] if scene.bar.at is not None else None
    raise AssertionError(f"the walk does not know the focus of {type(scene).__name__}")


def name_of(control) -> str:
    if isinstance(control, TextField):
        return f"field {control.text or control.placeholder!r}"
    return repr(control.label) if control.label else f"button at {tuple(control.rect.topleft)}"


def shows_focus(app, control) -> bool:
    """Whether the drawn picture shows the focus on `control`: the focus color on its top rim
    (a button's rim, a field's outer ring, a swatch's ring), at its middle. The last frame
    drew the canvas (`key` runs one)."""
    want = app.cfg.color("warning")
    r = control.rect
    for y in range(max(0, r.y - 6), r.y + 2):
        for x in range(r.centerx - 3, r.centerx + 4):
            if tuple(app.canvas.get_at((x, y))[:3]) == tuple(want):
                return True
    return False


def walk(app, where: str) -> None:
    """Tab once per control of the top scene: each stop is a control of its lists (enabled), is
    drawn focused, and answers the keyboard as a click would (Enter runs the button's action;
    typing goes into a field). Fails naming the controls never reached."""
    scene = app.stack.top
    want = controls_of(scene)
    assert want, f"{where}: nothing to choose"
    reached: list = []
    for _ in range(len(want)):
        key(app, pygame.K_TAB)
        assert app.stack.top is scene, f"{where}: Tab left the scene"
        here = focus_of(scene)
        assert here is not None, f"{where}: Tab shows no focus"
        assert isinstance(here, TextField) or here.enabled, f"{where}: Tab stopped on disabled {name_of(here)}"
        assert shows_focus(app, here), f"{where}: the focus on {name_of(here)} is not drawn"
        if isinstance(here, Button):
            enter_runs_action(app, scene, here, where)
        else:
            typing_goes_in(app, here, where)
        reached.append(here)
    missing = [name_of(c) for c in want if not any(c is r for r in reached)]
    assert not missing, f"{where}: no keyboard route to {missing}"


def enter_runs_action(app, scene, button: Button, where: str) -> None:
    """Enter on the focused `button` runs its action, once (spied on: nothing happens). The
    table's Undo in a lesson does what a click on it does there: it says why not."""
    calls: list[int] = []
    undo_kept = isinstance(scene, LessonScene) and button is scene.undo_button()
    real = button.action
    button.action = lambda: calls.append(1)
    try:
        key(app, pygame.K_RETURN)
    finally:
        button.action = real
    if undo_kept:
        assert calls == [] and scene.table.reason == _(UNDO_WORDS), f"{where}: Enter took a lesson's move back"
    else:
        assert calls == [1], f"{where}: Enter on {name_of(button)} did not do what a click does"
    assert app.stack.top is scene


def typing_goes_in(app, field: TextField, where: str) -> None:
    before = field.text
    post(pygame.TEXTINPUT, text="7")
    app.frame(app.step)
    assert field.text != before or len(before) >= field.max_len, f"{where}: typing did not reach {name_of(field)}"
    if field.text != before:
        key(app, pygame.K_BACKSPACE)
    assert field.text == before


def focus_label(app, label: str) -> None:
    """Tab until the button labelled `label` (a chosen option's mark aside) has the focus."""
    scene = app.stack.top
    for _ in range(len(controls_of(scene)) + 1):
        here = focus_of(scene)
        if isinstance(here, Button) and here.label.removeprefix("\u2713 ") == label:
            return
        key(app, pygame.K_TAB)
    raise AssertionError(f"Tab never reached {label!r} on {type(scene).__name__}")


def focus_on(app, button: Button) -> None:
    """Tab until `button` has the focus."""
    scene = app.stack.top
    for _ in range(len(controls_of(scene)) + 1):
        if focus_of(scene) is button:
            return
        key(app, pygame.K_TAB)
    raise AssertionError(f"Tab never reached {name_of(button)} on {type(scene).__name__}")


def open_by_keyboard(app, label: str) -> object:
    """Tab to `label` and press Enter for real; the scene it opened."""
    before = app.stack.top
    focus_label(app, label)
    key(app, pygame.K_RETURN)
    assert app.stack.top is not before, f"Enter on {label!r} opened nothing"
    return app.stack.top


def back_to(app, scene) -> None:
    """Esc until `scene` is on top again (a first Esc may only leave a text field; a screen
    may go back to a fresh title)."""
    def there() -> bool:
        top = app.stack.top
        return top is scene or (isinstance(scene, TitleScene) and isinstance(top, TitleScene))
    for _ in range(3):
        if there():
            return
        key(app, pygame.K_ESCAPE)
    assert there(), f"Esc did not lead back to {type(scene).__name__}"


# --- the shell ----------------------------------------------------------------------------------

@pytest.fixture
def shell(home):
    app = title_app()
    yield app
    app.close()


def test_every_title_button_and_the_screens_behind_them(shell):
    app = shell
    title = app.stack.top
    assert isinstance(title, TitleScene)
    walk(app, "title")
    labels = [b.label for b in title.buttons if b.enabled and b.label not in NOT_OPENED]
    for label in labels:
        scene = open_by_keyboard(app, label)
        walk(app, f"title > {label}")
        if isinstance(scene, MenuScene) and hasattr(scene, "choices"):      # a setup form
            walk_each_setup_choice(app, label)
        back_to(app, title)
        title = app.stack.top


def walk_each_setup_choice(app, where: str) -> None:
    """The setup form of each entry of its first row (each shows its own rows), chosen by
    keyboard, and its Rules page."""
    setup = app.stack.top
    for choice in setup.choices if len(setup.choices) > 1 else ():     # one: no row to choose in
        if choice.start is not None:        # a campaign starts itself: walked from its own screen
            continue
        focus_label(app, choice.label)
        key(app, pygame.K_RETURN)
        assert setup.mode == choice.key
        walk(app, f"{where} > {choice.label}")
    snapshot(app, "keyboard_walk_setup")
    rules = open_by_keyboard(app, "Rules")
    walk(app, f"{where} > Rules")
    back_to(app, setup)
    assert rules is not setup


def test_rules_index_and_every_rules_page(shell):
    app = shell
    title = app.stack.top
    index = open_by_keyboard(app, "Rules")
    games = [b.label for b in index.buttons if b.label != "Back"]
    assert len(games) >= 2
    for game in games:
        open_by_keyboard(app, game)
        walk(app, f"rules of {game}")
        back_to(app, index)
    back_to(app, title)


def test_friends_host_lobby_and_join(shell):
    app = shell
    title = app.stack.top
    friends = open_by_keyboard(app, "Play with friends")
    for label in ("Host a game", "Join a game"):
        open_by_keyboard(app, label)
        walk(app, label)
        snapshot(app, f"keyboard_walk_{label.split()[0].lower()}")
        back_to(app, friends)
    back_to(app, title)


# --- the tables, their help and their ends --------------------------------------------------------

def test_bug_council_table_by_keyboard(app):
    table = app.start_game(4, 21, humans=(0,))
    settle(app, lambda: table.declaring)
    walk(app, "table, declaring")                     # the bar and the declaration's buttons
    focus_label(app, "No Allegiance")
    key(app, pygame.K_RETURN)
    settle(app, lambda: table.discarding or table.playing)
    for _ in range(4):                                # discards, if asked: the keyboard's card
        if not table.discarding:
            break
        key(app, pygame.K_RETURN)
        settle(app, lambda: not table.anim.busy)
    settle(app, lambda: table.playing)
    walk(app, "table, playing")
    held = len(table.match.state.hands[0])
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RETURN)                         # a card played by keyboard
    assert len(table.match.state.hands[0]) == held - 1
    key(app, pygame.K_h)
    assert isinstance(app.stack.top, HelpScene)
    walk(app, "table > Help")
    back_to(app, table)


def test_hot_seat_curtain_by_keyboard(app):
    table = app.start_game(3, 5, humans=(0, 1))
    settle(app, lambda: isinstance(app.stack.top, CurtainScene))
    walk(app, "curtain")
    key(app, pygame.K_RETURN)                         # "I am ...: show my hand"
    assert app.stack.top is table
    settle(app, lambda: table.declaring or table.playing)
    key(app, pygame.K_a if table.declaring else pygame.K_RETURN)
    settle(app, lambda: isinstance(app.stack.top, CurtainScene) and app.stack.top.undo_button is not None)
    curtain = app.stack.top
    walk(app, "curtain with Undo")                    # both of its buttons
    snapshot(app, "keyboard_walk_curtain")
    focus_label(app, curtain.undo_button.label)
    acted = [a for a in table.match.record.actions if a.seat == 0]
    key(app, pygame.K_RETURN)                         # Undo, by keyboard
    assert app.stack.top is not curtain
    assert len([a for a in table.match.record.actions if a.seat == 0]) == len(acted) - 1


def test_party_bugs_table_by_keyboard(app):
    seats = tuple(SeatSetup(n, c, lvl) for n, c, lvl in
                  (("You", "#C0392B", "human"), ("Bo", "#2E86C1", "random"), ("Cy", "#27AE60", "random")))
    table = app.start_match(GameSetup("party", 3, seats, 7, {"variants": []}, game="party_bugs"))
    settle(app, lambda: bool(table.legal()))
    walk(app, "party table")
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RETURN)                         # a card played by keyboard
    assert [a.kind for a in table.match.record.actions if a.seat == 0] == ["play"]
    key(app, pygame.K_h)
    assert isinstance(app.stack.top, HelpScene)
    walk(app, "party table > Help")
    back_to(app, table)


def test_back_alley_bones_decisions_by_keyboard(app):
    """Its panel's decisions (the Shooter, with no card to play) by Tab; Enter lands on the
    first, Enter again chooses it."""
    from tests.test_scene_back_alley_bones import bones
    table = bones(app, ["human", "random"])
    settle(app, lambda: bool(table.legal()) and not table.chooser.cards())
    walk(app, "Back Alley Bones, a decision")
    table.bar.leave()
    before = len(table.match.record.actions)
    key(app, pygame.K_RETURN)                         # Enter lands on the first decision...
    assert focus_of(table) is table.choice_buttons[0]
    key(app, pygame.K_RETURN)                         # ... and chooses it
    chosen = table.match.record.actions[before:]
    assert chosen and chosen[0].seat == 0             # (the AI may answer at once)


def test_back_alley_bones_table_by_keyboard(app):
    """At play: its title bar, a decision (the Sizzler's draw) and the chosen card's token
    controls (tokens down, up, the Decoy) by Tab; a card played by arrows and Enter; its help."""
    from tests.test_scene_back_alley_bones import at_position, play_start
    table = at_position(app, play_start(shooter="decoy"))
    settle(app, lambda: bool(table.legal()))
    assert all(b.enabled for b in table.token_buttons) and table.choice_buttons[0].enabled
    walk(app, "Back Alley Bones, playing")
    snapshot(app, "keyboard_walk_back_alley_bones")
    key(app, pygame.K_RIGHT)                          # the keyboard back on the cards
    card = table.chooser.card
    key(app, pygame.K_RETURN)                         # a card played by keyboard
    played = [a for a in table.match.record.actions if a.seat == 0]
    assert [(a.kind, a.card) for a in played] == [(PLAY, card)]
    key(app, pygame.K_h)
    assert isinstance(app.stack.top, HelpScene)
    walk(app, "Back Alley Bones > Help")
    back_to(app, table)


def test_bugspiel_table_by_keyboard(app):
    """Its title bar and its panel's buttons (Pass, the axis, Put back, Fit board) by Tab; a
    placement by Up/Down and Enter (the axis turned with R); its help."""
    from game.bugspiel.actions import PLAY
    from tests.test_scene_bugspiel import bugspiel
    table = bugspiel(app, ["human", "random"], seed=5)
    settle(app, lambda: bool(table.legal()))
    for _ in range(len(table.legal())):          # on to a placement: Down steps card by card
        key(app, pygame.K_DOWN)
        if table.chooser.focused().kind == PLAY:
            break
    assert table.chooser.focused().kind == PLAY
    walk(app, "Bugspiel, placing")
    snapshot(app, "keyboard_walk_bugspiel")
    key(app, pygame.K_RIGHT)                         # the keyboard back on the actions
    key(app, pygame.K_r)
    chosen = table.chooser.focused()
    key(app, pygame.K_RETURN)
    assert [a for a in table.match.record.actions if a.seat == 0] == [chosen]
    key(app, pygame.K_h)
    assert isinstance(app.stack.top, HelpScene)
    walk(app, "Bugspiel > Help")
    back_to(app, table)


@pytest.mark.slow      # the quick loop keeps the walk of every title button and its screens
def test_result_screens_and_the_records_list(shell):
    app = shell
    colors = app.cfg.data["seats"]["colors"]
    seats = tuple(SeatSetup(n, colors[i], "random") for i, n in enumerate(("Ann", "Bo", "Cy")))
    table = app.start_match(GameSetup("table", 3, seats, 3, {}))
    watch_until(app, table, GameOverScene)
    walk(app, "Bug Council's result")
    snapshot(app, "keyboard_walk_game_over")
    party = app.start_match(GameSetup("party", 3, seats, 7, {"variants": []}, game="party_bugs"))
    watch_until(app, party, PartyResultScene)
    walk(app, "Party Bugs' result")
    alley = app.start_match(GameSetup("alley", 2, seats[:2], 7, {"variants": []}, game="back_alley_bones"))
    watch_until(app, alley, BonesResultScene, seconds=60)
    walk(app, "Back Alley Bones' result")
    snapshot(app, "keyboard_walk_back_alley_bones_result")
    app.open_title()
    app.frame(app.step)
    records = open_by_keyboard(app, "Replay a game")
    assert len(controls_of(records)) > 1            # the games' rows and Back
    walk(app, "records")
    rows = [b for b in records.buttons if b.label in records.summaries.values()]
    assert len(rows) == 3                           # one record of each game
    for row in rows:                                # its replay viewer: the step buttons too
        focus_on(app, row)
        key(app, pygame.K_RETURN)
        viewer = app.stack.top
        assert isinstance(viewer, ReplayControls)
        walk(app, f"replay of {row.label!r}")
        snapshot(app, f"keyboard_walk_replay_{type(viewer).__name__}")
        back_to(app, records)


# --- a lesson of each game, the review ---------------------------------------------------------------

def lesson_from_the_list(app, lesson_id: str) -> LessonScene:
    """Learn to play, then the lesson's Start, by keyboard; the lesson once its table is ready."""
    lessons = open_by_keyboard(app, "Learn to play")
    assert isinstance(lessons, LessonListScene)
    focus_on(app, lessons.button_for(lessons.book.get(lesson_id).title))
    key(app, pygame.K_RETURN)
    lesson = app.stack.top
    assert isinstance(lesson, LessonScene)
    settle(app, lambda: not lesson.fast_forward and lesson.table_facts.settled())
    return lesson


@pytest.mark.parametrize("lesson_id", ["first_game", "party_bugs", "back_alley_bones"])
def test_a_lesson_of_each_game_by_keyboard(shell, lesson_id):
    app = shell
    lesson = lesson_from_the_list(app, lesson_id)
    walk(app, f"lesson {lesson_id}")                  # the note's buttons and the table's bar
    snapshot(app, f"keyboard_walk_lesson_{lesson_id}")
    first = lesson.progress.index
    focus_label(app, "Next")
    key(app, pygame.K_RETURN)                         # Next, by keyboard, for real
    assert lesson.progress.index == first + 1
    key(app, pygame.K_ESCAPE)                         # Esc leaves, as Leave does
    assert app.stack.top is not lesson and isinstance(app.stack.top, LessonListScene)


def test_the_review_by_keyboard(app):
    """Bug Council's review: its turning points (rows the scene draws itself) and its footer."""
    pages_of_turning_points(app)
    walk(app, "review")
    snapshot(app, "keyboard_walk_review")


# --- the screens a player meets on the way: a sign-in, a question ----------------------------------

def test_matrix_sign_in_by_keyboard(shell):
    """The Matrix sign-in (homeserver, user, password fields and its buttons), pushed as the
    lobby pushes it when no login is kept."""
    from scenes.matrix_login_scene import MatrixLoginScene
    shell.stack.push(MatrixLoginScene(shell, lambda login: None))
    shell.frame(shell.step)
    walk(shell, "Matrix sign-in")


def test_the_questions_by_keyboard(home):
    """The folder-in-use question and the unfinished-game question (Start new / Keep playing /
    Back), asked as a player meets them: every answer reached by Tab and pressed by Enter."""
    from scenes.folder_in_use import FolderInUseScene
    from tests.test_unfinished_games import ask_for_a_new_solo_game, old_game
    old_game()                       # an autosaved game: a new one asks first
    app = title_app()
    try:
        app.stack.push(FolderInUseScene(app))
        app.frame(app.step)
        walk(app, "folder in use")
        app.stack.pop()
        app.frame(app.step)
        ask_for_a_new_solo_game(app)
        walk(app, "unfinished game")
    finally:
        app.close()
