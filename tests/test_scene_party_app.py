"""Party Bugs in the app shell, through real clicks on a saving app (its data folder is the
test's tmp_path): Continue after closing mid-game, the finished game archived and opened in
the replay viewer with every card open, and counted in the statistics (its own tab)."""
from __future__ import annotations

import random

import pygame

from game.saves import SaveStore, list_records, load_game
from game.setup import GameSetup, SeatSetup
from game.stats import load_stats
from scenes.party_bugs.replay import PartyReplayScene
from scenes.party_bugs.table import PartyTableScene
from tests.test_scene_party import GAME_STEPS, click_a_legal_card, play_to_the_end
from tests.ui import click, drawn_faces, key, press, snapshot, title_app


def party_setup(app, controls, variants=(), seed=21) -> GameSetup:
    colors = [s["color"] for s in app.cfg.data["party_bugs"]["sets"]]
    names = ["You", "Rufus", "Lizzy", "Dingus", "Ellie", "Bob"]
    seats = tuple(SeatSetup(names[i], colors[i], c) for i, c in enumerate(controls))
    return GameSetup("party", len(controls), seats, seed, {"variants": list(variants)}, game="party_bugs")


def play_rounds(app, table, rounds: int, rng) -> None:
    for _ in range(GAME_STEPS):
        if table.match.state.round > rounds and not table.anim.busy:
            return
        if app.stack.top is table and not table.anim.busy and table.legal():
            click_a_legal_card(app, table, rng)
        else:
            app.frame(app.step)
    raise AssertionError("the rounds were never played")


def finished_game(home, controls=("human", "random", "random"), variants=()):
    """A saving app on the title after one whole game of `controls` (played by clicks)."""
    app = title_app()
    table = app.start_new_match(party_setup(app, list(controls), variants))
    play_to_the_end(app, table, random.Random(3))
    press(app, "Back to title")
    return app, table


def test_continue_after_closing_mid_game_resumes_it_with_its_log(home):
    app = title_app()
    try:
        table = app.start_new_match(party_setup(app, ["human", "random", "random"], ("face_down",)))
        assert isinstance(table, PartyTableScene)
        play_rounds(app, table, 3, random.Random(1))
        actions, log = list(table.match.record.actions), list(table.log_lines)
        saved = load_game(SaveStore(home))
        assert saved is not None and saved.setup.game == "party_bugs"     # autosaved after the rounds
    finally:
        app.close()                   # the window closed mid-game: the table saves as it goes
    assert list(load_game(SaveStore(home)).record.actions) == actions

    app = title_app()
    try:
        title = app.stack.top
        assert title.saved_words.startswith("Party Bugs, 3 players \u00b7 Round 4 of 12")
        snapshot(app, "party_continue_title")
        press(app, "Continue")
        table = app.stack.top
        assert isinstance(table, PartyTableScene)
        assert list(table.match.record.actions[:len(actions)]) == actions
        assert table.log_lines[:len(log)] == log        # the log rebuilt from the record
        result = play_to_the_end(app, table, random.Random(2))
        assert result.state.game_over
        assert load_game(SaveStore(home)) is None        # a finished game is no longer autosaved
        assert len(list_records(SaveStore(home))) == 1   # ... but archived for Replay
    finally:
        app.close()


def test_the_replay_viewer_steps_through_a_party_record_with_every_card_open(home):
    app, table = finished_game(home, variants=("face_down",))
    try:
        press(app, "Replay a game")
        records = app.stack.top
        line = records.buttons[0].label
        assert line.count("Party Bugs, 3 players") == 1 and " won" in line and "You " in line
        click(app, records.buttons[0].rect.center)
        viewer = app.stack.top
        assert isinstance(viewer, PartyReplayScene) and not viewer.error
        assert viewer.steps == len(table.match.record.actions)
        for _ in range(5):
            click(app, viewer.controls["next"].rect.center)
        assert viewer.index == 5
        click(app, viewer.controls["prev"].rect.center)
        assert viewer.index == 4 and viewer.match.state is viewer.states[4]
        click(app, viewer.controls["end"].rect.center)
        assert viewer.index == viewer.steps and viewer.match.state.game_over
        click(app, viewer.controls["start"].rect.center)
        assert viewer.index == 0 and viewer.log_lines == viewer.first_lines
        key(app, pygame.K_RIGHT)
        assert viewer.index == 1

        # mid-game, every card is drawn face up: every hand, every face-down card, every deck top
        viewer.go_to(viewer.steps // 2)
        for _ in range(3):
            app.frame(app.step)
        s = viewer.match.state
        drawn = set(drawn_faces(app, viewer, art=viewer.art, method="face"))
        for seat in range(s.players):
            assert set(s.hands[seat]) <= drawn
            if s.face_down[seat] is not None:
                assert s.face_down[seat] in drawn
        assert {d[0] for d in s.decks if d} <= drawn
        snapshot(app, "party_replay")

        click(app, viewer.controls["play"].rect.center)
        assert viewer.auto
        for _ in range(GAME_STEPS):
            if viewer.index >= viewer.steps:
                break
            app.frame(app.step)
        assert viewer.index == viewer.steps and not viewer.auto
        click(app, viewer.controls["exit"].rect.center)
        assert app.stack.top is records
    finally:
        app.close()


def test_statistics_count_a_finished_party_game_apart_and_not_an_all_ai_one(home):
    app, table = finished_game(home)
    try:
        s = table.match.state
        stats, _ = load_stats(SaveStore(home))
        rows = {label: (games, wins, best) for label, games, wins, best in stats.rows("party_bugs")}
        assert rows["3 players"] == (1, int(0 in s.winners), s.scores[0])
        assert sum(games for _l, games, _w, _b in stats.rows()) == 0     # Bug Council's rows untouched

        press(app, "Statistics")
        press(app, "Party Bugs")
        scene = app.stack.top
        shown = {label: (games, wins, best) for label, games, wins, best in scene.rows}
        assert shown["3 players"] == rows["3 players"] and "2 players + Roachy" in shown
        snapshot(app, "party_stats")
        press(app, "Back")

        watch = app.start_new_match(party_setup(app, ["random", "random"]))   # nobody plays: not counted
        play_to_the_end(app, watch, random.Random(4))
        stats_after, _ = load_stats(SaveStore(home))
        assert stats_after.rows("party_bugs") == stats.rows("party_bugs")
    finally:
        app.close()
