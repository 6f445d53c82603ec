"""The app shell, driven as a player would: every mode set up from the title by clicks and
played to the end by AI seats at instant speed; the Trilogy across App instances; the
autosave across a killed process; refused saves; settings that persist."""
from __future__ import annotations

import importlib.util
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pygame
import pytest

from game.bug_council.definition import TRILOGY
from game.saves import SavedGame, SaveStore, list_records, load_campaign, load_game, save_game
from game.setup import GameSetup, SeatSetup
from game.stats import load_stats
from scenes.app import App
from scenes.bug_council.overlays import AgeScoringScene, GameOverScene
from scenes.setup_scene import SetupScene
from game.bug_council.definition import PERSONALITY
from scenes.bug_council.table import TableScene
from scenes.title import TitleScene
from scenes.bug_council.trilogy import TrilogyScene
from tests.ui import click, post, press, title_app

ROOT = Path(__file__).resolve().parent.parent


def labels(app: App) -> list[str]:
    return [b.label for b in app.stack.top.buttons]


def type_text(app: App, text: str) -> None:
    for ch in text:
        post(pygame.TEXTINPUT, text=ch)
    app.frame(app.step)


def key(app: App, k) -> None:
    post(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)
    app.frame(app.step)


def seat_rows_to_ai(app: App, level: str = "Random") -> None:
    """Click `level` in every seat row of the setup scene."""
    setup = app.stack.top
    assert isinstance(setup, SetupScene)
    for i in range(setup.seat_count):
        row = [b for b in setup.buttons if b.rect.y == setup.seat_y[i] and b.label.endswith(level)]
        click(app, row[0].rect.center)
    assert all(s["control"] == level.lower() for s in setup.seats[:setup.seat_count])


def play_out(app: App, limit: float = 40.0) -> TableScene:
    """Frames until the game-over panel shows."""
    table = app.stack.find(TableScene)
    t0 = time.perf_counter()
    while not isinstance(app.stack.top, GameOverScene):
        app.frame(app.step)
        if table.match.thinking():
            time.sleep(0)
        assert time.perf_counter() - t0 < limit, "the AI game did not finish"
    return table


MODES = [("3-5 players", "3", "table", 3), ("3-5 players", "4", "table", 4), ("3-5 players", "5", "table", 5),
         ("2 players + Emissary", None, "emissary", 2), ("Solo", None, "solo", 1)]
# Games played by clicks take seconds each: `make check` plays the one for three (the Emissary
# and solo are played by clicks in tests/test_scene_emissary.py and tests/test_scene_solo.py).
MODE_PARAMS = [pytest.param(*m, marks=[] if m[-1] == 3 else [pytest.mark.slow]) for m in MODES]


@pytest.mark.parametrize("mode_word,players_word,mode,players", MODE_PARAMS)
def test_every_mode_is_set_up_from_the_title_and_played_to_the_end(home, mode_word, players_word, mode, players):
    app = title_app()
    try:
        assert "Continue" not in labels(app)
        press(app, "New game")
        press(app, mode_word)
        if players_word:
            press(app, players_word)
        if mode == "solo":
            press(app, "Card Shark")
        seat_rows_to_ai(app)
        press(app, "Start")
        table = app.stack.top
        assert isinstance(table, TableScene)
        assert table.match.setup.mode == mode and table.match.setup.players == players
        if mode == "solo":
            assert table.match.setup.options["personality"] == "card_shark"
        # After the first trick the game is on disk, and the title offers to continue it.
        while not load_game(SaveStore()):
            app.frame(app.step)
        play_out(app)
        store = SaveStore()
        assert load_game(store) is None, "a finished game leaves no autosave"
        assert len(list_records(store)) == 1
        stats, _ = load_stats(store)
        assert sum(games for _l, games, _w, _b in stats.rows()) == 0, "games nobody played are not counted"
        press(app, "Back to title")
        assert isinstance(app.stack.top, TitleScene) and "Continue" not in labels(app)
        # The finished game is listed for Replay; opening it shows the viewer, or says it is missing.
        press(app, "Replay a game")
        records = app.stack.top
        assert len(records.paths) == 1
        click(app, records.buttons[0].rect.center)
        if importlib.util.find_spec("scenes.bug_council.replay") is None:
            assert app.stack.top is records and records.message == "Replay viewer not available in this version."
        else:
            assert type(app.stack.top).__name__ == "ReplayScene"
    finally:
        app.close()


def test_seed_code_errors_show_inline_and_a_good_code_deals_that_game(home):
    app = title_app()
    try:
        press(app, "New game")
        setup = app.stack.top
        click(app, setup.seed_field.rect.center)
        type_text(app, "12x")         # the field takes digits only
        assert setup.seed_field.text == "12"
        type_text(app, "3456789012")  # longer than a seed code: cut at 9 digits
        assert setup.seed_field.text == "123456789"
        setup.seed_field.text = ""
        click(app, setup.name_fields[0].rect.center)
        key(app, pygame.K_BACKSPACE)
        key(app, pygame.K_BACKSPACE)
        key(app, pygame.K_BACKSPACE)
        type_text(app, "Ada")
        click(app, setup.seed_field.rect.center)
        type_text(app, "42")
        press(app, "Start")
        table = app.stack.top
        assert isinstance(table, TableScene)
        assert table.match.setup.seed == 42 and table.names[0] == "Ada"
    finally:
        app.close()


@pytest.mark.slow
def test_trilogy_survives_quitting_between_games(home):
    app = title_app()
    try:
        press(app, "Termitenator Trilogy")
        press(app, "Begin a new Trilogy")
        assert app.stack.top.mode == "trilogy"
        seat_rows_to_ai(app)
        press(app, "Start the Trilogy")
        assert isinstance(app.stack.top, TrilogyScene)
        press(app, "Play game 1")
        table = app.stack.top
        first = load_campaign(SaveStore(), TRILOGY)
        assert table.match.setup.options["personality"] == first.order[0]
        play_out(app)
        final = table.match.state
        press(app, "Back to the Trilogy")
        scene = app.stack.top
        assert isinstance(scene, TrilogyScene) and scene.trilogy.game_number == 2
    finally:
        app.close()
    app = title_app()   # a new App on the same data: the campaign continues at game 2
    try:
        press(app, "Trilogy: continue (game 2)")
        t = app.stack.top.trilogy
        assert t.running == (final.scores[0], final.scores[1])
        assert t.results[0]["scores"] == list(final.scores)
        press(app, "Play game 2")
        table = app.stack.top
        assert isinstance(table, TableScene)
        seed, options = t.next_game()
        assert table.match.setup.options == options and table.match.setup.seed == seed
        assert table.match.state.ext.personality == t.order[1]
        assert table.match.setup.seats[0].control == "random"   # the campaign kept its player
        while not load_game(SaveStore()):
            app.frame(app.step)
    finally:
        app.close()        # quit in the middle of game 2: the table autosaves as it closes
    app = title_app()
    try:
        title = app.stack.top
        assert title.saved_words.startswith("Trilogy game 2")
        press(app, "Continue")
        table = play_out(app)
        assert app.campaign.game_number == 3
        assert load_campaign(SaveStore(), TRILOGY).running == (t.running[0] + table.match.state.scores[0],
                                                      t.running[1] + table.match.state.scores[1])
    finally:
        app.close()


def test_solo_opponents_show_their_measured_difficulty_only_when_measured(home, monkeypatch, tmp_path):
    import scenes.bug_council.setup_scene as setup_scene
    monkeypatch.setattr(setup_scene, "config_path", lambda name: tmp_path / "absent.yaml")
    app = title_app()
    try:
        press(app, "New game")
        press(app, "Solo")
        assert app.stack.top.option_note(PERSONALITY) == ""          # no config/difficulty.yaml: nothing
        data = tmp_path / "difficulty.yaml"
        data.write_text("thief: {rank: 1, win_rate: 0.31, ci: [0.28, 0.34], games: 1000, level: hard}\n")
        monkeypatch.setattr(setup_scene, "config_path", lambda name: data)
        press(app, "Back")
        press(app, "New game")
        press(app, "Solo")
        press(app, "Thief")
        line = app.stack.top.option_note(PERSONALITY)
        assert "the hardest of 5" in line and "31%" in line and "28%\u201334%" in line and "1000 games" in line
        assert "thinking less" not in line                     # measured at the shipped budget
        assert "iterations" not in line and "interval" not in line     # issue 33: a player's words
        press(app, "Pacifist")
        assert app.stack.top.option_note(PERSONALITY) == ""          # not measured
        data.write_text("thief: {rank: 2, win_rate: 0.5, ci: [0.4, 0.6], games: 1000, level: hard, "
                        "iterations: 100}\n")
        press(app, "Back")
        press(app, "New game")
        press(app, "Solo")
        press(app, "Thief")
        line = app.stack.top.option_note(PERSONALITY)
        assert "the 2nd hardest of 5" in line and "thinking less than it does at the table" in line
        assert "iterations" not in line
    finally:
        app.close()


def test_a_killed_game_resumes_where_the_autosave_left_it(home):
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "BUG_COUNCIL_HOME": str(home)}
    proc = subprocess.Popen([sys.executable, "-m", "scenes", "play", "--watch", "--speed", "instant", "--seed", "7"],
                            cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        t0 = time.perf_counter()
        saved = None
        while time.perf_counter() - t0 < 40:
            time.sleep(0.2)
            try:
                saved = load_game(SaveStore())
            except Exception:
                saved = None      # caught mid-rename is impossible (atomic), but be patient
            if saved is not None and len(saved.record.actions) > 30:
                break
        assert saved is not None, proc.stderr.read1().decode() if proc.poll() is not None else "no autosave"
    finally:
        proc.send_signal(signal.SIGKILL)
        proc.wait()
    app = title_app()
    try:
        saved = load_game(SaveStore())
        assert "Continue" in labels(app)
        assert app.stack.top.saved_words.startswith("4 players")
        app.settings.speed = "normal"    # AI seats think for a while: the first frame shows the resumed position
        press(app, "Continue")
        table = app.stack.top
        assert isinstance(table, TableScene)
        replayed, _ = saved.record.replay()
        assert table.match.state.to_data() == replayed.to_data()
        assert table.match.setup == saved.setup
    finally:
        app.close()


@pytest.mark.parametrize("content", ["format: 1\nkind: [unclosed\n",
                                     "format: 99\nkind: game\napp_version: '9'\nsaved_at: x\npayload: {}\n"])
def test_an_unreadable_or_future_autosave_is_refused_on_the_title_and_kept(home, content):
    (home / "autosave.yaml").write_text(content)
    app = title_app()
    try:
        title = app.stack.top
        assert isinstance(title, TitleScene) and "Continue" not in labels(app)
        assert app.notice.startswith("Your saved game could not be read")
        kept = [p for p in home.iterdir() if p.name.startswith("autosave.rejected")]
        assert len(kept) == 1 and kept[0].read_text() == content
        assert str(kept[0]) in app.notice
        press(app, "New game")      # the app keeps working
        assert isinstance(app.stack.top, SetupScene)
    finally:
        app.close()


def test_settings_persist_across_app_instances(home):
    app = title_app()
    try:
        press(app, "Settings")
        press(app, "Fast")
        press(app, "Off")               # the first Off: sound
        press(app, "0.75\u00d7")
        assert app.window.get_size() == (960, 540)
        assert app.sound.muted
    finally:
        app.close()
    app = App(sound=False, persist=True)
    try:
        s = app.settings
        assert (s.speed, s.sound, s.scale, s.fullscreen) == ("fast", False, 0.75, False)
        assert app.window.get_size() == (960, 540)
    finally:
        app.close()


def test_title_keyboard_opens_the_rules_with_reconstructed_parts_marked(home):
    app = title_app()
    try:
        for _ in range(labels(app).index("Rules")):
            key(app, pygame.K_DOWN)
        key(app, pygame.K_RETURN)
        assert type(app.stack.top).__name__ == "RulesIndexScene"
        key(app, pygame.K_RETURN)       # the first game listed: the default game's rules
        rules = app.stack.top
        assert type(rules).__name__ == "RulesScene"
        press(app, "Solo: the Termitenator")
        assert rules.scroll > 0
        notes = [line for kind, line, _y in rules.layout() if kind == "note"]
        assert notes and "Reconstructed" in notes[0]
        key(app, pygame.K_ESCAPE)
        key(app, pygame.K_ESCAPE)
        assert isinstance(app.stack.top, TitleScene)
    finally:
        app.close()


def test_a_finished_game_with_a_person_counts_in_the_statistics(home):
    """Resume a 3-player game just before your last card, play it by clicking, and the
    Statistics screen counts the game."""
    setup = GameSetup("table", 3, (SeatSetup("Ada", "#F2CC60", "human"), SeatSetup("Rufus", "#7FC8F8", "random"),
                                   SeatSetup("Lizzy", "#F4A261", "random")), 5)
    record = setup.record()
    s, rng = record.start(), random.Random(5)
    while not s.game_over:
        legal = s.legal_actions()
        a = legal[rng.randrange(len(legal))]
        record.actions.append(a)
        s, _ = s.apply_action(a)
    last = max(i for i, a in enumerate(record.actions) if a.seat == 0 and a.kind == "play")
    record.actions = record.actions[:last]
    save_game(SaveStore(), SavedGame(setup, record))
    app = title_app()
    try:
        press(app, "Continue")
        table = app.stack.top
        for _ in range(2000):
            if table.playing:
                break
            app.frame(app.step)
        card = table.hand_cards()[[c in table.legal_cards for c in table.hand_cards()].index(True)]
        click(app, table.hand_layout()[table.hand_cards().index(card)].center)
        # AI seats think in a worker thread: on a loaded machine the frames run out before
        # the game does, so the wait is bounded by frames and seconds together (as settle's).
        deadline = time.monotonic() + 60
        n = 0
        while n < 4000 or time.monotonic() < deadline:
            if isinstance(app.stack.top, GameOverScene):
                break
            if isinstance(app.stack.top, AgeScoringScene):
                key(app, pygame.K_SPACE)        # skip the count, then close the scoring table
            elif table.visiting:
                table.attempt("visit", table.match.state.legal_actions(0)[0].arg)
            app.frame(app.step)
            time.sleep(0)
            n += 1
        assert isinstance(app.stack.top, GameOverScene)
        final = table.match.state
        press(app, "Back to title")
        press(app, "Statistics")
        rows = {label: (games, wins, best) for label, games, wins, best in app.stack.top.rows}
        assert rows["3 players"] == (1, int(0 in final.winners), final.scores[0])
    finally:
        app.close()


def test_the_shipped_difficulty_table_ranks_every_personality():
    """config/difficulty.yaml (written by bench/ai_difficulty.py) is what the new-game screen shows."""
    from game.bug_council.solo import PERSONALITIES
    from scenes.bug_council.setup_scene import difficulty_words, load_difficulty
    table = load_difficulty()
    assert set(table) == set(PERSONALITIES)
    assert sorted(e["rank"] for e in table.values()) == list(range(1, len(PERSONALITIES) + 1))
    # rank 1 is the hardest: the lowest win rate for the AI playing against it
    by_rank = sorted(table.values(), key=lambda e: e["rank"])
    assert [e["win_rate"] for e in by_rank] == sorted(e["win_rate"] for e in by_rank)
    assert all(difficulty_words(e, len(PERSONALITIES)) for e in table.values())


def test_the_window_shows_the_game_icon(app):
    """assets/icon.png, not pygame's default snake, is what the window was given."""
    import pygame
    from game.resources import asset_path
    icon = pygame.image.load(str(asset_path("icon.png")))
    assert app.icon is not None and app.icon.get_size() == icon.get_size()
    assert pygame.image.tobytes(app.icon, "RGBA") == pygame.image.tobytes(icon, "RGBA")
