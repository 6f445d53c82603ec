"""No game is ever lost: starting a new game while an unfinished one is autosaved asks first,
and the abandoned game goes to Replay a game (marked unfinished) where it can be watched."""
from __future__ import annotations

import random

import pygame

from game.bug_council.words import age_title
from game.saves import SavedGame, SaveStore, is_unfinished_record, list_records, load_game, save_game
from game.setup import GameSetup, SeatSetup
from scenes.app import App
from scenes.records_scene import RecordsScene
from scenes.bug_council.replay import ReplayScene
from scenes.setup_scene import SetupScene
from scenes.bug_council.table import TableScene
from scenes.title import TitleScene
from scenes.unfinished import UnfinishedGameScene
from tests.ui import click, key, press, snapshot, title_app



def old_game(steps: int = 41) -> SavedGame:
    """A 4-player game a few tricks into Age I, autosaved."""
    setup = GameSetup("table", 4, tuple(SeatSetup(f"Bug {i + 1}", "#336699", "human" if i == 0 else "random")
                                        for i in range(4)), seed=777)
    rng = random.Random(3)
    record = setup.record()
    s = record.start()
    while len(record.actions) < steps:
        a = rng.choice(s.legal_actions())
        s, _ = s.apply_action(a)
        record.actions.append(a)
    game = SavedGame(setup, record)
    save_game(SaveStore(), game)
    return game


def ask_for_a_new_solo_game(app: App) -> UnfinishedGameScene:
    press(app, "New game")
    press(app, "Solo")
    press(app, "Start")
    modal = app.stack.top
    assert isinstance(modal, UnfinishedGameScene), "the new game must not start unasked"
    return modal


def test_a_new_game_asks_first_and_keeps_the_old_one_for_replay(home):
    game = old_game()
    before, _ = game.record.replay()
    app = title_app()
    try:
        modal = ask_for_a_new_solo_game(app)
        words = " ".join(modal.text_lines)
        assert f"You have an unfinished game: 4 players, Age I, trick {before.trick}." in words
        assert "kept under Replay a game" in words
        assert isinstance(app.stack.visible()[0], SetupScene)     # drawn over the setup, dimmed
        snapshot(app, "unfinished_modal")
        assert load_game(SaveStore()).record.actions == game.record.actions   # nothing touched yet
        press(app, "Start new game")
        table = app.stack.top
        assert isinstance(table, TableScene) and table.match.setup.mode == "solo"
        records = list_records(SaveStore())
        assert len(records) == 1 and is_unfinished_record(records[0])
        assert load_game(SaveStore()) is None or load_game(SaveStore()).setup.mode == "solo"
        # The abandoned game is listed as unfinished and opens in the replay viewer at its end.
        app.to_menu()
        app.frame(app.step)
        press(app, "Replay a game")
        listing = app.stack.top
        assert isinstance(listing, RecordsScene)
        assert ["\u00b7  unfinished  \u00b7" in b.label for b in listing.buttons[:len(listing.paths)]] == [True]
        # the line says which game it was and where it stopped
        assert "4 players" in listing.buttons[0].label and "Bug 1 " in listing.buttons[0].label
        assert f"{age_title(before.age)}, trick {before.trick}" in listing.buttons[0].label
        snapshot(app, "records_unfinished")
        click(app, listing.buttons[0].rect.center)
        viewer = app.stack.top
        assert isinstance(viewer, ReplayScene) and viewer.steps == len(game.record.actions)
        viewer.to_end()
        assert viewer.match.state.to_data() == before.to_data()
    finally:
        app.close()


def test_keep_playing_resumes_the_old_game_and_back_changes_nothing(home):
    game = old_game()
    before, _ = game.record.replay()
    app = title_app()
    try:
        ask_for_a_new_solo_game(app)
        key(app, pygame.K_ESCAPE)                     # Back: the setup again, nothing replaced
        assert isinstance(app.stack.top, SetupScene)
        assert list_records(SaveStore()) == []
        press(app, "Start")
        app.settings.speed = "normal"    # AI seats think a while: the first frame is the resumed position
        press(app, "Keep playing it")
        table = app.stack.top
        assert isinstance(table, TableScene)
        assert table.match.setup == game.setup
        assert table.match.state.to_data() == before.to_data()
        assert list_records(SaveStore()) == []
    finally:
        app.close()


def test_continue_resumes_without_asking(home):
    game = old_game()
    app = title_app()
    try:
        assert isinstance(app.stack.top, TitleScene)
        press(app, "Continue")
        table = app.stack.top
        assert isinstance(table, TableScene)
        assert table.match.record.actions[:len(game.record.actions)] == game.record.actions
        assert list_records(SaveStore()) == []
    finally:
        app.close()


def test_any_other_start_keeps_the_unfinished_game_too(home):
    """The safety net under the menus: a quick game started directly archives it silently."""
    old_game()
    app = title_app()
    try:
        app.start_game(3, seed=5)
        records = list_records(SaveStore())
        assert len(records) == 1 and is_unfinished_record(records[0])
    finally:
        app.close()


def test_continue_shows_the_game_log_as_it_was_played(home):
    """The log of a resumed game is its history, not a fresh "cards dealt" mid-Age."""
    app = title_app()
    try:
        table = app.start_game(3, seed=8, humans=(), level="random")
        while len(table.match.record.actions) < 40 or table.anim.busy:
            app.frame(app.step)
        played = list(table.log_lines)
        app.autosave(table.match)
    finally:
        app.close()
    app = title_app()
    try:
        app.settings.speed = "normal"
        press(app, "Continue")
        table = app.stack.top
        app.frame(app.step)
        assert isinstance(table, TableScene)
        n = len(played)
        assert table.log_lines[:n] == played
        assert sum("cards dealt" in line for line in table.log_lines) == sum("cards dealt" in line for line in played)
    finally:
        app.close()
