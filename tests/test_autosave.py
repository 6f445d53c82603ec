"""The autosave after every action (game/autosave.py, game/journal.py): each action is on disk
the moment it is saved; a write cut anywhere leaves the game before or after that action,
never anything else; a journal that is not ours is never applied; a bad one is kept aside,
said, and costs only its own moves; older autosaves still load."""
from __future__ import annotations

import json
import os
import random
import re

import pytest

from game import journal
from game.autosave import Autosaver
from game.record import GameRecord
from game.saves import (SaveError, SavedGame, SaveStore, clear_game, journal_path, load_game,
                        save_game)
from game.setup import GameSetup, SeatSetup
from tests.test_saves import TABLE, play

PARTY = GameSetup("party", 4, tuple(SeatSetup(f"Bug {i + 1}", "#336699", "human" if i == 0 else "random")
                                    for i in range(4)), seed=31, options={"variants": []}, game="party_bugs")


@pytest.fixture
def store(tmp_path) -> SaveStore:
    s = SaveStore(tmp_path / "home")
    s.root.mkdir()
    return s


def growing(setup: GameSetup, steps: int, rng_seed: int = 2):
    """The record after each of `steps` random legal actions: one record growing in place, as
    a Match's does."""
    full, _ = play(setup, steps, rng_seed)
    record = setup.record()
    for a in full.actions:
        record.actions.append(a)
        yield record


def stages(setup: GameSetup, steps: int) -> list[GameRecord]:
    """The same records, each its own copy."""
    return [cut(r, len(r.actions)) for r in growing(setup, steps)]


def cut(record: GameRecord, n: int) -> GameRecord:
    """A copy of `record` with its first `n` actions (as an undo leaves it)."""
    return GameRecord(record.mode, record.players, record.seed, dict(record.options), list(record.actions[:n]),
                      game=record.game, assisted=record.assisted)


def saver_six_moves_in(store: SaveStore):
    """An autosaver that has saved the first 6 of 12 growing moves, and the moves still to come."""
    saver = Autosaver(store)
    moves = growing(TABLE, 12)
    for _ in range(6):
        saver.save(SavedGame(TABLE, next(moves)))
    return saver, moves


def fill_the_disk(monkeypatch) -> None:
    """Every new temporary file (a whole write's first step) fails: no space left on the device."""
    monkeypatch.setattr("game.record.tempfile.mkstemp",
                        lambda *a, **k: (_ for _ in ()).throw(OSError(28, "No space left on device")))


def saved_actions(store: SaveStore) -> list:
    got = load_game(store)
    assert got is not None and got.problem is None, got and got.problem
    assert got.state == got.record.replay()[0]
    return list(got.record.actions)


# --- every action on disk -----------------------------------------------------------------

@pytest.mark.parametrize("setup", [TABLE, PARTY], ids=["bug_council", "party_bugs"])
def test_after_every_save_the_autosave_is_the_game_so_far(store, setup):
    saver = Autosaver(store)
    whole_writes = []
    for record in growing(setup, 60):
        whole_writes.append(saver.save(SavedGame(setup, record)))
        assert saved_actions(store) == record.actions
    assert whole_writes[0] is True and not any(whole_writes[1:])    # the first whole, then lines
    assert len(journal_path(store).read_bytes().splitlines()) == 1 + 59


def test_only_appends_touch_the_disk_between_whole_writes_and_they_are_not_fsynced(store, monkeypatch):
    saver = Autosaver(store)
    moves = growing(TABLE, 30)
    saver.save(SavedGame(TABLE, next(moves)))
    base = store.path("autosave").read_bytes()
    syncs = []
    monkeypatch.setattr(os, "fsync", lambda fd: syncs.append(fd))
    for record in moves:
        saver.save(SavedGame(TABLE, record))
    assert store.path("autosave").read_bytes() == base and syncs == []
    saver.save(SavedGame(TABLE, record), whole=True)        # a trick's end, leaving the table
    assert len(syncs) == 1 and not journal_path(store).exists()
    assert saved_actions(store) == record.actions


@pytest.mark.slow
def test_a_journal_cut_at_any_byte_gives_the_game_before_or_after_that_line(store):
    """A kill mid-append leaves a prefix of the journal: each one reads as a whole number of
    actions, the complete lines."""
    saver = Autosaver(store)
    records = stages(TABLE, 12)
    for record in records:
        saver.save(SavedGame(TABLE, record))
    raw = journal_path(store).read_bytes()
    for at in range(len(raw) + 1):
        journal_path(store).write_bytes(raw[:at])
        whole_lines = raw[:at].count(b"\n")
        assert saved_actions(store) == records[max(0, whole_lines - 1)].actions


def test_a_stale_journal_is_never_applied(store):
    """A crash between a whole write and the journal's removal leaves the old journal: the whole
    save already holds its moves, and an undo may have taken them back."""
    saver = Autosaver(store)
    moves = stages(TABLE, 20)
    for record in moves[:15]:
        saver.save(SavedGame(TABLE, record))
    old = journal_path(store).read_bytes()
    shorter = cut(moves[-1], 10)
    saver.save(SavedGame(TABLE, shorter), whole=True)          # an undo to move 10
    journal_path(store).write_bytes(old)                       # ... and the crash before the removal
    assert saved_actions(store) == shorter.actions


def test_an_undo_is_saved_and_play_goes_on_from_it(store):
    saver = Autosaver(store)
    for record in growing(TABLE, 20):
        saver.save(SavedGame(TABLE, record))
    back = cut(record, 17)
    assert saver.save(SavedGame(TABLE, back)) is True           # not an extension: written whole
    assert saved_actions(store) == back.actions
    rng = random.Random(5)
    state = back.replay()[0]
    for _ in range(4):
        a = rng.choice(state.legal_actions())
        state, _ = state.apply_action(a)
        back.actions.append(a)
        assert saver.save(SavedGame(TABLE, back)) is False
    assert saved_actions(store) == back.actions


def test_an_undo_back_to_the_whole_save_drops_the_journal_instead_of_rewriting(store):
    saver = Autosaver(store)
    for record in growing(TABLE, 10):
        saver.save(SavedGame(TABLE, record))
    base = store.path("autosave").read_bytes()
    first = cut(record, 1)
    assert saver.save(SavedGame(TABLE, first), whole=True) is True
    assert not journal_path(store).exists() and store.path("autosave").read_bytes() == base
    assert saved_actions(store) == first.actions


def test_more_than_actions_changed_is_written_whole(store):
    saver = Autosaver(store)
    moves = growing(TABLE, 8)
    for record in moves:
        saver.save(SavedGame(TABLE, record))
    record.assisted = (0,)                                     # the coach was asked: not an action
    assert saver.save(SavedGame(TABLE, record)) is True
    assert load_game(store).record.assisted == (0,)


def test_a_journal_replaced_behind_the_savers_back_is_not_extended(store):
    saver, moves = saver_six_moves_in(store)
    save_game(store, SavedGame(TABLE, play(TABLE, 3)[0]))      # another writer (never in the app)
    journal_path(store).write_bytes(b"")
    record = next(moves)
    assert saver.save(SavedGame(TABLE, record)) is True
    assert saved_actions(store) == record.actions


def test_a_full_disk_mid_append_costs_only_that_action(store, monkeypatch):
    saver, moves = saver_six_moves_in(store)
    kept = saved_actions(store)
    real = os.write
    monkeypatch.setattr(os, "write", lambda fd, data: real(fd, data[:5]))      # 5 bytes, then full
    fill_the_disk(monkeypatch)
    with pytest.raises(SaveError, match="No space left"):
        saver.save(SavedGame(TABLE, next(moves)))
    monkeypatch.undo()
    assert saved_actions(store) == kept                         # the torn line is ignored
    record = next(moves)
    assert saver.save(SavedGame(TABLE, record)) is True         # the disk is back: written whole
    assert saved_actions(store) == record.actions


def test_a_failed_whole_write_keeps_the_moves_in_the_journal(store, monkeypatch):
    saver, moves = saver_six_moves_in(store)
    base = store.path("autosave").read_bytes()
    fill_the_disk(monkeypatch)
    record = next(moves)
    with pytest.raises(SaveError):
        saver.save(SavedGame(TABLE, record), whole=True)
    assert store.path("autosave").read_bytes() == base and saved_actions(store) == record.actions


def test_clear_removes_the_journal_too(store):
    saver = Autosaver(store)
    for record in growing(TABLE, 5):
        saver.save(SavedGame(TABLE, record))
    clear_game(store)
    assert list(store.root.iterdir()) == [] and load_game(store) is None


# --- old and hostile files ----------------------------------------------------------------

# An autosave as the version before the journal wrote it (its moves up to a trick's end).
OLD_AUTOSAVE = """format: 1
kind: game
app_version: 0.1.0
saved_at: '2026-11-27T16:26:24+00:00'
payload:
  setup:
    format: 1
    mode: table
    players: 3
    seed: 4242
    options: {}
    seats:
    - {name: Bug 1, color: '#336699', control: human}
    - {name: Bug 2, color: '#336699', control: normal}
    - {name: Bug 3, color: '#336699', control: normal}
  record:
    format: 1
    kind: bug-council-record
    mode: table
    players: 3
    seed: 4242
    options: {}
    actions: %s
  trilogy: null
complete: true
"""


def test_an_autosave_of_the_version_before_the_journal_still_loads(store):
    setup = GameSetup("table", 3, tuple(SeatSetup(f"Bug {i + 1}", "#336699", "human" if i == 0 else "normal")
                                        for i in range(3)), seed=4242)
    record, state = play(setup, 9)
    store.path("autosave").write_text(OLD_AUTOSAVE % json.dumps([a.to_data() for a in record.actions]))
    got = load_game(store)
    assert got.record.actions == record.actions and got.state == state and got.problem is None


def a_journaled_game(store, steps=12) -> tuple[list, list]:
    """(the whole save's actions, every action) of a game saved after each of `steps` actions."""
    saver = Autosaver(store)
    for record in growing(TABLE, steps):
        saver.save(SavedGame(TABLE, record))
    return list(record.actions[:1]), list(record.actions)


def lines(store) -> list[bytes]:
    return journal_path(store).read_bytes().split(b"\n")


@pytest.mark.parametrize("how, words", [
    ("garbage_line", "line 4 is not valid JSON"),
    ("out_of_order", "line 2 is out of order"),
    ("illegal", "move 3 .* is illegal"),
    ("not_an_action", "line 2 is not an action of this game"),
    ("newer", "newer version of the game \\(format 2"),
    ("foreign", "not a Bug Council journal"),
    ("nan", "line 2 is not valid JSON"),
    ("deep", "line 2 is not valid JSON"),
    ("huge", "too large"),
    ("fifo", "not a regular file"),
    ("from", "it starts at move 5, the save holds 1"),
])
def test_a_bad_journal_is_kept_aside_said_and_the_whole_save_resumes(store, how, words):
    base, _all = a_journaled_game(store)
    ls = lines(store)
    header = json.loads(ls[0])
    if how == "garbage_line":
        ls[3] = b"\x00\xff not json"
    elif how == "out_of_order":
        ls[1], ls[2] = ls[2], ls[1]
    elif how == "illegal":
        ls[2] = ls[1].replace(b'"n":1', b'"n":2')     # the same card played twice
    elif how == "not_an_action":
        ls[1] = b'{"n":1,"action":{"seat":0,"teleport":"moon"}}'
    elif how == "newer":
        ls[0] = json.dumps(dict(header, format=2)).encode()
    elif how == "foreign":
        ls[0] = b'{"format":1,"kind":"shopping-list","base":"x","from":1}'
    elif how == "nan":
        ls[1] = b'{"n":NaN,"action":{}}'
    elif how == "deep":
        ls[1] = b"[" * 2000 + b"]" * 2000
    elif how == "from":
        ls[0] = json.dumps(dict(header, **{"from": 5})).encode()
    if how == "huge":
        journal_path(store).write_bytes(b"\n".join(ls) + b" " * journal.MAX_BYTES)
    elif how == "fifo":
        journal_path(store).unlink()
        os.mkfifo(journal_path(store))
    else:
        journal_path(store).write_bytes(b"\n".join(ls))
    before = store.path("autosave").read_bytes()
    got = load_game(store)
    assert got.record.actions == base and got.state == got.record.replay()[0]
    assert got.problem is not None and len(got.problem) < 300
    assert re.search(words, got.problem), got.problem
    assert "kept as autosave.rejected-" in got.problem and got.problem.endswith("from before them.")
    assert not journal_path(store).exists() and list(store.root.glob("autosave.rejected-*.journal"))
    assert store.path("autosave").read_bytes() == before       # the whole save untouched


def test_a_rejected_whole_save_keeps_its_journal_beside_it(store):
    a_journaled_game(store)
    store.path("autosave").write_text("format: 1\nkind: game\npayload: [unclosed\n")
    with pytest.raises(SaveError, match="not valid YAML"):
        load_game(store)
    assert list(store.root.glob("autosave.rejected-*.yaml")) and list(store.root.glob("autosave.rejected-*.journal"))
    assert load_game(store) is None


def test_random_bytes_as_a_journal_only_ever_cost_the_journal(store):
    base, _all = a_journaled_game(store)
    rng = random.Random(7)
    header = lines(store)[0]
    for k in range(150):
        size = rng.randrange(0, 300)
        junk = bytes(rng.randrange(256) for _ in range(size))
        journal_path(store).write_bytes(header + b"\n" + junk if k % 2 else junk)
        got = load_game(store)
        assert got.record.actions[:len(base)] == base
        if got.problem is None:       # junk that reads as nothing: a torn line, no line at all
            assert got.record.actions == base
        for p in store.root.glob("autosave.rejected-*"):
            p.unlink()


def test_the_title_says_when_the_journal_could_not_be_used_and_continue_resumes_before_it(home):
    from tests.ui import title_app
    store = SaveStore(home)
    base, _all = a_journaled_game(store)
    journal_path(store).write_bytes(lines(store)[0] + b'\n{"n":1,"action":"nonsense"}\n')
    app = title_app()
    try:
        assert "could not be restored because line 2 is not an action of this game" in app.notice
        title = app.stack.top
        assert title.saved is not None
        title.continue_game()
        assert app.stack.top.match.record.actions == base
    finally:
        app.close()


def test_an_undo_at_the_table_takes_the_moves_out_of_the_autosave(home):
    from tests.ui import click_a_legal_choice, title_app, toward_a_decision
    app = title_app()
    try:
        table = app.start_game(3, seed=5, humans=(0,), level="random")
        rng = random.Random(1)
        while len(table.match.record.actions) < 8 or not toward_a_decision(app, table) \
                or not table.match.undo_check(0).allowed:
            if toward_a_decision(app, table):
                click_a_legal_choice(app, table, rng)
        played = len(table.match.record.actions)
        assert saved_actions(SaveStore(home)) == table.match.record.actions
        table.request_undo()                                       # the Undo button
        assert len(table.match.record.actions) < played
        assert saved_actions(SaveStore(home)) == table.match.record.actions
    finally:
        app.close()
