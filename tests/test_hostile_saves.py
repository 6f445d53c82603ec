"""Hostile files and failing disks: every kind of save gives a clear message, nothing good is
lost, the bad file is set aside so the next launch is clean, and the app keeps running."""
from __future__ import annotations

import errno
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
import yaml

from game.bug_council.campaign import Trilogy
from game.bug_council.definition import TRILOGY
from game.saves import SaveError, SaveStore, load_campaign, load_game, load_settings, save_campaign
from game.setup import GameSetup, SeatSetup
from game.stats import load_stats
from scenes.app import App
from scenes.bug_council.table import TableScene

ROOT = Path(__file__).resolve().parent.parent

BOMB = "a: &a [x,x,x,x,x,x,x,x,x]\n" + "".join(
    f"{chr(98 + i)}: &{chr(98 + i)} [" + ",".join([f"*{chr(97 + i)}"] * 9) + "]\n" for i in range(8))
HUGE_INT = "format: 1\nkind: game\npayload: {seed: " + "9" * 5000 + "}\ncomplete: true\n"


def full_disk(*_a, **_k):
    raise OSError(errno.ENOSPC, "No space left on device")


def play_until(app: App, table: TableScene, done, frames: int = 20000) -> None:
    for _ in range(frames):
        if done():
            return
        app.frame(app.step)
    raise AssertionError("the game did not get there")


def test_a_full_disk_keeps_the_game_running_and_the_last_good_save(home, monkeypatch):
    app = App(speed="instant", sound=False, persist=True)
    try:
        app.cfg.ai["opponent_level"] = "random"
        table = app.start_game(3, seed=5, humans=(), level="random")
        store = app.store
        play_until(app, table, lambda: store.exists("autosave"))
        good = store.path("autosave").read_bytes()
        acted = len(table.match.record.actions)
        monkeypatch.setattr("game.record.tempfile.mkstemp", full_disk)
        play_until(app, table, lambda: len(table.match.record.actions) > acted + 20)
        assert store.path("autosave").read_bytes() == good          # the last good save intact
        assert table.save_problem is not None and "No space left" in table.save_problem
        assert "goes on" in table.save_problem
        assert sum("could not be" in line for line in table.log_lines) == 1   # said once
        app.change_setting("colorblind", True)                       # settings too: a message
        assert "could not be" in app.settings_message and app.settings.colorblind
        assert not list(store.root.glob("*.tmp"))
    finally:
        app.close()


@pytest.mark.parametrize("name,kind", [("autosave", "game"), ("trilogy", "trilogy"),
                                       ("stats", "stats"), ("settings", "settings")])
@pytest.mark.parametrize("content", [BOMB, HUGE_INT.replace("kind: game", "kind: KIND"),
                                     pytest.param("[" * 3000 + "]" * 3000, marks=pytest.mark.slow),  # seconds
                                     "x: " + "y" * 1_100_000])
def test_a_hostile_file_is_refused_kept_aside_and_gone_next_launch(home, name, kind, content):
    store = SaveStore()
    store.root.mkdir(parents=True, exist_ok=True)
    store.path(name).write_text(content.replace("KIND", kind), encoding="utf-8")
    loader = {"autosave": load_game, "trilogy": lambda st: load_campaign(st, TRILOGY)}.get(name)
    if loader is not None:
        with pytest.raises(SaveError) as info:
            loader(store)
        message = str(info.value)
    else:
        _value, message = (load_stats if name == "stats" else load_settings)(store)
    assert len(message) < 300 and "kept as" in message
    assert not store.exists(name) and list(store.root.glob(f"{name}.rejected-*"))
    app = App(speed="instant", sound=False, persist=True)     # the next launch is clean
    try:
        app.open_title()
        app.frame(app.step)
        assert app.settings_message is None
        assert app.continue_game() is None and app.notice is None
    finally:
        app.close()


def test_a_fifo_named_like_the_autosave_does_not_hang_the_title(home):
    os.mkfifo(home / "autosave.yaml")
    script = textwrap.dedent("""
        from scenes.app import App
        app = App(speed="instant", sound=False, persist=True)
        app.open_title(); app.frame(app.step)
        print(app.continue_game(), repr(app.notice))
    """)
    out = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True,
                         timeout=60, env=dict(os.environ, BUG_COUNCIL_HOME=str(home),
                                              SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy"))
    assert out.returncode == 0, out.stderr[-400:]
    assert out.stdout.strip().splitlines()[-1].startswith("None 'Your saved game")


def autosave_with_seat_name(store: SaveStore, name: str) -> None:
    from tests.test_saves import saved_game
    saved_game(store)
    data = yaml.safe_load(store.path("autosave").read_text(encoding="utf-8"))
    data["payload"]["setup"]["seats"][0]["name"] = name
    store.path("autosave").write_text(yaml.safe_dump(data), encoding="utf-8")


@pytest.mark.parametrize("name", ["Y\0u", "x" * 100_000, ""])
def test_a_seat_name_the_table_cannot_draw_is_refused_on_continue(home, name):
    store = SaveStore()
    autosave_with_seat_name(store, name)
    with pytest.raises(SaveError, match="setup is invalid") as info:
        load_game(store)
    assert len(str(info.value)) < 300


@pytest.mark.parametrize("field,value", [("results", [{}]), ("running", [1]), ("order", "abc"),
                                         ("seed", [1, 2]), ("next_leader", 7),
                                         ("results", [{"game": 1, "personality": "thief",
                                                       "scores": [1, 2], "running": [1, 2],
                                                       "winner": "player"}])])
def test_every_trilogy_field_is_checked_on_load(home, field, value):
    store = SaveStore()
    save_campaign(store, TRILOGY, Trilogy.new(9))
    data = yaml.safe_load(store.path("trilogy").read_text(encoding="utf-8"))
    data["payload"][field] = value
    store.path("trilogy").write_text(yaml.safe_dump(data), encoding="utf-8")
    with pytest.raises(SaveError, match="kept as"):
        load_campaign(store, TRILOGY)


def test_a_second_window_on_the_same_saves_is_read_only(home):
    """The first window holds the folder; a second one asks, then offers only what reads."""
    from scenes.folder_in_use import FolderInUseScene
    from tests.ui import press, title_app
    first = title_app()
    try:
        assert not first.read_only
        labels = [b.label for b in first.stack.top.buttons]
        assert "New game" in labels
        script = textwrap.dedent("""
            from scenes.app import App
            from game.saves import SaveStore, save_settings
            app = App(speed="instant", sound=False, persist=True)
            app.open_title(); app.frame(app.step)
            top = type(app.stack.top).__name__
            try:
                save_settings(app.store, {"speed": "fast"})
                wrote = True
            except Exception:
                wrote = False
            print(app.read_only, top, wrote)
            app.close()
        """)
        out = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True,
                             timeout=60, env=dict(os.environ, BUG_COUNCIL_HOME=str(home),
                                                  SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy"))
        assert out.stdout.split()[-3:] == ["True", "FolderInUseScene", "False"], out.stderr[-400:]
        assert not (home / "settings.yaml").exists()            # the second window wrote nothing
    finally:
        first.close()
    # Once the first window is gone the folder is free again; a read-only window looks like this:
    second = title_app()
    try:
        assert not second.read_only
    finally:
        second.close()
    from game.folder_lock import FolderLock
    holder = FolderLock(home)
    assert holder.acquire()
    try:
        app = title_app()
        try:
            assert app.read_only and isinstance(app.stack.top, FolderInUseScene)
            press(app, "Open read-only")
            labels = [b.label for b in app.stack.top.buttons]
            assert "New game" not in labels and "Replay a game" in labels and "Rules" in labels
            assert "Read-only" in app.notice
            from tests.ui import snapshot
            snapshot(app, "read_only_title")
        finally:
            app.close()
    finally:
        holder.release()


def test_leftover_temporary_files_are_cleaned_at_start(home):
    (home / "records").mkdir(parents=True)
    (home / "autosave.yaml.abc123.tmp").write_text("half a fil")
    (home / "records" / "x.yaml.def.tmp").write_text("half")
    (home / "keep.yaml").write_text("a: 1")
    app = App(speed="instant", sound=False, persist=True)
    try:
        assert not list(home.rglob("*.tmp")) and (home / "keep.yaml").exists()
    finally:
        app.close()


def test_replay_lists_and_opens_records_without_a_usable_setup(home):
    """An exported record moved into records/, an archive whose `setup` is junk or names another
    table: Replay a game lists each with its seats unnamed and says why, opens it in the viewer,
    and leaves every file as it was."""
    from dataclasses import replace as replaced

    from scenes.party_bugs.replay import PartyReplayScene
    from scenes.records_scene import RecordsScene
    from scenes.bug_council.replay import ReplayScene
    from tests.test_cli_replay import random_record
    from tests.ui import click, press, snapshot, title_app
    council = replaced(random_record("bug_council", "table", 3, 5), assisted=(0,))
    party = random_record("party_bugs", "party", 3, 7)
    five = GameSetup("table", 5, tuple(SeatSetup(f"P{i}", "#336699", "human") for i in range(5)), 5).to_data()
    folder = home / "records"
    folder.mkdir(parents=True)
    files = {  # file name -> (record, what its `setup` key holds; absent: an exported record)
        "20260101T120000-table.yaml": (council, "absent"),
        "20260102T120000-party.yaml": (party, "a malformed archive"),
        "20260103T120000-table.yaml": (council, five),     # another table's setup
    }
    for name, (record, setup) in files.items():
        data = record.to_data()
        if setup != "absent":
            data["setup"] = setup
        (folder / name).write_text(yaml.safe_dump(data), encoding="utf-8")
    before = {p.name: p.read_bytes() for p in folder.iterdir()}
    app = title_app()
    try:
        press(app, "Replay a game")
        listing = app.stack.top
        assert isinstance(listing, RecordsScene) and not listing.message
        lines = [b.label for b in listing.buttons[:len(files)]]   # newest first
        assert [line[:10] for line in lines] == ["2026-01-03", "2026-01-02", "2026-01-01"]
        for line in lines:
            assert "Seat 1 " in line and "names not kept" in line, line
        full = [listing.label(p) for p in listing.paths]             # the buttons may cut it short
        assert ["assisted (hints used)" in line for line in full] == [True, False, True]
        snapshot(app, "records_without_setup")
        assert not any(listing.reviewable.values())               # no setup: no person's seat to review
        click(app, listing.buttons[1].rect.center)
        assert isinstance(app.stack.top, PartyReplayScene)
        app.stack.pop()
        app.frame(app.step)
        click(app, listing.buttons[2].rect.center)
        assert isinstance(app.stack.top, ReplayScene)
        assert app.stack.top.steps == len(council.actions)
    finally:
        app.close()
    assert {p.name: p.read_bytes() for p in folder.iterdir()} == before
