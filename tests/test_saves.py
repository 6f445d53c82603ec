"""Saves: the autosave, the Trilogy, settings and records survive round trips, and a bad file
gives one clear sentence, is kept aside (never deleted), and never costs another save."""
from __future__ import annotations

import os
import random
from pathlib import Path

import pytest
import yaml
from hypothesis import HealthCheck, given, settings, strategies as st

from game import saves
from game.bug_council.actions import Action
from game.bug_council.campaign import Trilogy
from game.record import GameRecord, load_record
from game.bug_council.definition import TRILOGY
from game.saves import (SaveError, SavedGame, SaveStore, archive_finished,
                        clear_game, export_record, import_game, import_record, list_records,
                        load_campaign, load_game, load_settings, save_campaign, save_game,
                        save_settings, user_data_dir)
from game.settings import settings_defaults
from game.setup import GameSetup, SeatSetup


def seats(n: int, humans: int = 1) -> tuple[SeatSetup, ...]:
    return tuple(SeatSetup(f"Bug {i + 1}", "#336699", "human" if i < humans else "normal")
                 for i in range(n))


def play(setup: GameSetup, steps: int | None, rng_seed: int = 1) -> tuple[GameRecord, object]:
    """Seeded random legal actions from the setup's deal: `steps` of them, or to the end."""
    rng = random.Random(rng_seed)
    record = setup.record()
    s = record.start()
    while not s.game_over and (steps is None or len(record.actions) < steps):
        a = rng.choice(s.legal_actions())
        s, _ = s.apply_action(a)
        record.actions.append(a)
    return record, s


TABLE = GameSetup("table", 4, seats(4), seed=4242)


@pytest.fixture
def store(tmp_path, monkeypatch) -> SaveStore:
    monkeypatch.setenv("BUG_COUNCIL_HOME", str(tmp_path / "home"))
    return SaveStore()


def saved_game(store: SaveStore, steps: int = 30) -> SavedGame:
    record, _ = play(TABLE, steps)
    game = SavedGame(TABLE, record)
    save_game(store, game)
    return game


def assert_kept_aside(store: SaveStore, err: SaveError, name: str) -> None:
    assert err.kept_aside is not None and err.kept_aside.exists()
    assert err.kept_aside.parent == store.root
    assert err.kept_aside.name.startswith(f"{name}.rejected-")
    assert not store.path(name).exists()
    assert str(err).endswith(".") and err.kept_aside.name in str(err)


# --- the data directory ------------------------------------------------------------------

def test_home_env_overrides_the_platform_dir(store, tmp_path):
    assert user_data_dir() == tmp_path / "home"
    assert store.root == tmp_path / "home"
    assert store.path("autosave") == tmp_path / "home" / "autosave.yaml"


def test_without_env_the_platform_user_data_dir_is_used(monkeypatch):
    monkeypatch.delenv("BUG_COUNCIL_HOME", raising=False)
    import platformdirs
    assert user_data_dir() == Path(platformdirs.user_data_dir("bug-council", appauthor=False))


# --- the game in progress ----------------------------------------------------------------

def test_game_in_progress_round_trip_gives_the_same_state(store):
    record, state = play(TABLE, 37)
    save_game(store, SavedGame(TABLE, record))
    back = load_game(store)
    assert back is not None
    assert back.setup == TABLE
    assert back.record.actions == record.actions
    assert back.campaign is None
    assert back.state == state
    assert back.record.replay()[0] == state
    env = yaml.safe_load(store.path("autosave").read_text())
    assert env["format"] == saves.SAVE_FORMAT and env["kind"] == "game"
    assert {"app_version", "saved_at", "payload"} <= set(env) and env["complete"] is True


@pytest.mark.parametrize("setup", [
    GameSetup("emissary", 2, seats(2, humans=2), seed=77),
    GameSetup("solo", 1, seats(1), seed=5, options={"personality": "thief"}),
])
def test_other_modes_round_trip(store, setup):
    record, state = play(setup, 25, rng_seed=3)
    save_game(store, SavedGame(setup, record))
    back = load_game(store)
    assert back.setup == setup and back.state == state


def test_trilogy_game_round_trip(store):
    tri = Trilogy.new(31)
    start = tri.start_game()
    options = {"personality": tri.order[0], "first_leader": tri.next_leader}
    setup = GameSetup("solo", 1, seats(1), seed=start.seed, options=options)
    record, state = play(setup, 20)
    save_game(store, SavedGame(setup, record, tri))
    back = load_game(store)
    assert back.campaign == tri and back.state == state


def test_no_autosave_is_none_and_clear_removes_it(store):
    assert load_game(store) is None
    saved_game(store)
    assert store.exists("autosave")
    clear_game(store)
    assert not store.exists("autosave") and load_game(store) is None


def test_a_failed_write_leaves_the_old_save_intact(store, monkeypatch):
    game = saved_game(store, 10)
    before = store.path("autosave").read_bytes()

    def boom(*a, **k):
        raise OSError(28, "No space left on device")
    monkeypatch.setattr(os, "replace", boom)
    longer, _ = play(TABLE, 20)
    with pytest.raises(SaveError, match="No space left"):
        save_game(store, SavedGame(TABLE, longer))
    monkeypatch.undo()
    assert store.path("autosave").read_bytes() == before
    assert [p.name for p in store.root.iterdir()] == ["autosave.yaml"]   # no temp file left
    assert load_game(store).record.actions == game.record.actions


def test_a_payload_that_cannot_be_dumped_leaves_the_old_save_intact(store):
    saved_game(store, 10)
    before = store.path("autosave").read_bytes()
    with pytest.raises(SaveError, match="not plain"):
        store.write("autosave", "game", {"oops": object()})
    assert store.path("autosave").read_bytes() == before


# --- bad files: one sentence, kept aside, nothing else touched ---------------------------

def corrupt(store: SaveStore, how: str) -> None:
    path = store.path("autosave")
    text = path.read_text()
    env = yaml.safe_load(text)
    if how == "yaml":
        path.write_text("format: 1\nkind: game\npayload: {setup: [unclosed\n")
    elif how.startswith("truncated"):
        path.write_text(text[: int(len(text) * float(how.split("-")[1]))])
    elif how == "binary":
        path.write_bytes(bytes(range(256)) * 4)
    elif how == "empty":
        path.write_text("")
    elif how == "list":
        path.write_text("- just\n- a list\n")
    elif how == "kind":
        env["kind"] = "trilogy"
        path.write_text(yaml.safe_dump(env))
    elif how == "foreign":
        path.write_text(yaml.safe_dump({"name": "some other app", "volume": 11}))
    elif how == "future":
        env["format"] = saves.SAVE_FORMAT + 1
        path.write_text(yaml.safe_dump(env))
    elif how == "illegal":
        rec = env["payload"]["record"]
        rec["actions"][5] = {"seat": 0, "declare": "allegiance"}     # seat 0 declared already
        path.write_text(yaml.safe_dump(env))
    elif how == "mismatch":
        env["payload"]["record"]["seed"] += 1
        path.write_text(yaml.safe_dump(env))
    elif how == "bad_color":
        env["payload"]["setup"]["seats"][1]["color"] = "chartreuse"
        path.write_text(yaml.safe_dump(env))
    elif how == "bad_setup":
        env["payload"]["setup"]["players"] = 9
        path.write_text(yaml.safe_dump(env))
    else:
        raise AssertionError(how)


@pytest.mark.parametrize("how, words", [
    ("yaml", "not valid YAML"),
    ("truncated-0.33", "truncated"),
    ("truncated-0.9", "truncated"),
    ("truncated-0.999", "(truncated|not valid YAML)"),
    ("binary", "not valid YAML"),
    ("empty", "empty"),
    ("list", "not a Bug Council save"),
    ("kind", "saved Trilogy, not a saved game"),
    ("foreign", "not a Bug Council save"),
    ("future", "newer version"),
    ("illegal", "action 6 .* is illegal"),
    ("mismatch", "does not match its setup \\(seed"),
    ("bad_setup", "setup is invalid"),
    ("bad_color", "seat 2 color 'chartreuse'"),
])
def test_a_bad_autosave_is_refused_and_kept_aside(store, how, words):
    saved_game(store)
    save_campaign(store, TRILOGY, Trilogy.new(9))
    save_settings(store, {"speed": "fast"})
    trilogy_before = store.path("trilogy").read_bytes()
    settings_before = store.path("settings").read_bytes()
    corrupt(store, how)
    bad_bytes = store.path("autosave").read_bytes()
    with pytest.raises(SaveError, match=words) as info:
        load_game(store)
    err = info.value
    assert str(err).startswith("The saved game could not be used because ")
    assert_kept_aside(store, err, "autosave")
    assert err.kept_aside.read_bytes() == bad_bytes               # kept, not rewritten
    assert store.path("trilogy").read_bytes() == trilogy_before    # other saves untouched
    assert store.path("settings").read_bytes() == settings_before
    assert load_campaign(store, TRILOGY) == Trilogy.new(9)
    assert load_game(store) is None          # the next start is a clean one


def test_a_record_file_in_place_of_the_autosave_is_named(store, tmp_path):
    saved_game(store)
    export_record(play(TABLE, 5)[0], store.path("autosave"))
    with pytest.raises(SaveError, match="it is a game record, not a saved game"):
        load_game(store)


def test_when_the_bad_file_cannot_be_moved_the_error_still_says_why(store, monkeypatch):
    saved_game(store)
    corrupt(store, "binary")

    def refuse(*a, **k):
        raise PermissionError(13, "Permission denied")
    monkeypatch.setattr(os, "replace", refuse)
    with pytest.raises(SaveError, match="not valid YAML; it could not be moved aside") as info:
        load_game(store)
    assert info.value.kept_aside is None and store.path("autosave").exists()


def test_two_rejections_never_overwrite_each_other(store):
    kept = []
    for _ in range(2):
        saved_game(store)
        corrupt(store, "binary")
        with pytest.raises(SaveError) as info:
            load_game(store)
        kept.append(info.value.kept_aside)
    assert kept[0] != kept[1] and all(p.exists() for p in kept)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.binary(max_size=600))
def test_random_bytes_only_ever_give_save_error(tmp_path, data):
    store = SaveStore(tmp_path / f"h{abs(hash(data))}")
    store.root.mkdir(parents=True, exist_ok=True)
    store.path("autosave").write_bytes(data)
    try:
        got = load_game(store)
        assert got is None or isinstance(got, SavedGame)
    except SaveError as exc:
        assert str(exc) and exc.kept_aside is not None and exc.kept_aside.exists()


# --- the Trilogy ---------------------------------------------------------------------------

def test_trilogy_round_trip_with_results(store):
    tri = Trilogy.new(12)
    _, final = play(GameSetup("solo", 1, seats(1), seed=tri.seed * 10 + 1,
                              options={"personality": tri.order[0], "first_leader": 1}), None)
    tri = tri.record(final)
    save_campaign(store, TRILOGY, tri)
    assert load_campaign(store, TRILOGY) == tri


def test_corrupt_trilogy_is_kept_aside_and_autosave_untouched(store):
    saved_game(store)
    auto_before = store.path("autosave").read_bytes()
    save_campaign(store, TRILOGY, Trilogy.new(3))
    env = yaml.safe_load(store.path("trilogy").read_text())
    env["payload"]["order"] = ["pacifist", "nobody", "thief"]
    store.path("trilogy").write_text(yaml.safe_dump(env))
    with pytest.raises(SaveError, match="Trilogy .*invalid") as info:
        load_campaign(store, TRILOGY)
    assert_kept_aside(store, info.value, "trilogy")
    assert store.path("autosave").read_bytes() == auto_before
    assert load_campaign(store, TRILOGY) is None


# --- settings ------------------------------------------------------------------------------

def test_settings_round_trip_and_defaults(store):
    assert load_settings(store) == (settings_defaults(), None)
    values = dict(settings_defaults(), speed="fast", sound=False, scale=1.5, fullscreen=True)
    save_settings(store, values)
    assert load_settings(store) == (values, None)


def test_bad_settings_fall_back_per_key(store):
    store.write("settings", "settings", {"speed": "warp", "sound": "yes", "colorblind": True,
                                         "scale": 99, "fullscreen": 1, "volume": 3})
    values, message = load_settings(store)
    assert values == dict(settings_defaults(), colorblind=True)     # good key kept, bad ones reset
    assert "volume" not in values
    assert "speed" in message and "scale" in message and "sound" in message
    assert store.exists("settings")        # a bad value is not a corrupt file


def test_corrupt_settings_give_defaults_and_a_message(store):
    saved_game(store)
    store.root.joinpath("settings.yaml").write_bytes(b"\x00\xff\xfe garbage")
    values, message = load_settings(store)
    assert values == settings_defaults()
    assert "settings file" in message and "kept as settings.rejected-" in message
    assert load_game(store) is not None


# --- records -------------------------------------------------------------------------------

def test_export_is_what_replay_reads(store, tmp_path, capsys):
    record, _ = play(TABLE, None)
    out = tmp_path / "mine.yaml"
    export_record(record, out)
    assert load_record(out).actions == record.actions
    from scenes.cli import main
    assert main(["replay", str(out)]) == 0
    assert "Game over" in capsys.readouterr().out
    assert import_record(out).actions == record.actions


@pytest.mark.parametrize("content, words", [
    (yaml.safe_dump({"speed": "fast"}), "not a Bug Council game record"),
    ("x: [1, 2\n", "not valid YAML"),
    (None, "not valid YAML"),
])
def test_import_refuses_a_non_record(tmp_path, content, words):
    path = tmp_path / "notes.yaml"
    if content is None:
        path.write_bytes(bytes(range(256)))
    else:
        path.write_text(content)
    with pytest.raises(SaveError, match=words) as info:
        import_record(path)
    assert str(info.value).startswith("notes.yaml cannot be imported")
    assert path.exists()       # the player's own file is never moved


def test_import_refuses_an_illegal_record(tmp_path):
    record, _ = play(TABLE, 12)
    record.actions[3] = Action("declare", 0, "allegiance")     # seat 0 declared already
    export_record(record, tmp_path / "r.yaml")
    with pytest.raises(SaveError, match="action 4 .*illegal"):
        import_record(tmp_path / "r.yaml")


def test_archive_and_list_records_newest_first(store):
    assert list_records(store) == []
    game_a = SavedGame(TABLE, play(TABLE, None)[0])
    solo = GameSetup("solo", 1, seats(1), seed=8)
    game_b = SavedGame(solo, play(solo, None)[0])
    a = archive_finished(store, game_a)
    b = archive_finished(store, game_b)
    assert a.parent == store.root / "records" and a.name.endswith("-table.yaml")
    assert b.name.endswith("-solo.yaml")
    assert list_records(store) == [b, a]
    record, setup = import_game(a)
    assert record.actions == game_a.record.actions and setup == TABLE
    assert load_record(b).actions == game_b.record.actions     # `bug-council replay` reads it


# --- structured fuzz: a valid save with one value replaced by anything YAML can hold -------

YAML_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(-10**12, 10**12) | st.floats(allow_nan=True)
    | st.text(max_size=12),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=8)


def _paths(node, prefix=()):
    """Every (path) into a nested dict/list, the root included."""
    yield prefix
    if isinstance(node, dict):
        for k, v in node.items():
            yield from _paths(v, prefix + (k,))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            yield from _paths(v, prefix + (i,))


def _replaced(node, path, value):
    if not path:
        return value
    node = node.copy()
    node[path[0]] = _replaced(node[path[0]], path[1:], value)
    return node


_FUZZ_SETUP = GameSetup("solo", 1, seats(1), seed=21, options={"personality": "trickster"})
_FUZZ_ENVELOPE = None


def _valid_envelope(tmp_path) -> dict:
    global _FUZZ_ENVELOPE
    if _FUZZ_ENVELOPE is None:
        st_ = SaveStore(tmp_path / "valid")
        save_game(st_, SavedGame(_FUZZ_SETUP, play(_FUZZ_SETUP, 8)[0], Trilogy.new(4)))
        _FUZZ_ENVELOPE = yaml.safe_load(st_.path("autosave").read_text())
    return _FUZZ_ENVELOPE


@pytest.mark.slow
@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.data())
def test_any_value_anywhere_in_a_save_only_ever_gives_save_error(tmp_path, data):
    env = _valid_envelope(tmp_path)
    path = data.draw(st.sampled_from(list(_paths(env))))
    value = data.draw(YAML_VALUES)
    store = SaveStore(tmp_path / "fuzz")
    store.root.mkdir(exist_ok=True)
    store.path("autosave").write_text(yaml.safe_dump(_replaced(env, path, value)))
    try:
        got = load_game(store)
        assert isinstance(got, SavedGame)
    except SaveError as exc:
        assert str(exc).endswith(".") and exc.kept_aside is not None
    # the same garbage as settings or a Trilogy: settings never raise, Trilogy only SaveError
    store.write("settings", "settings", value if isinstance(value, dict) else {"speed": value})
    values, _ = load_settings(store)
    assert set(values) == set(settings_defaults())
    tri_env = {"format": 1, "kind": "trilogy", "payload": Trilogy.new(4).to_data(), "complete": True}
    tri_path = data.draw(st.sampled_from(list(_paths(tri_env))))
    store.path("trilogy").write_text(yaml.safe_dump(_replaced(tri_env, tri_path, value)))
    try:
        load_campaign(store, TRILOGY)
    except SaveError:
        pass


@pytest.mark.parametrize("path", [("payload", "trilogy", "next_leader"), ("payload", "trilogy", "running", 0),
                                  ("payload", "setup", "players"), ("payload", "setup", "seed"),
                                  ("payload", "record", "seed")])
def test_an_infinite_number_in_a_save_is_refused_not_a_crash(tmp_path, path):
    """YAML reads `.inf` as a float that int() cannot take (found by the fuzz test above)."""
    env = _valid_envelope(tmp_path)
    store = SaveStore(tmp_path / "inf")
    store.root.mkdir(exist_ok=True)
    store.path("autosave").write_text(yaml.safe_dump(_replaced(env, path, float("inf"))))
    with pytest.raises(SaveError) as err:
        load_game(store)
    assert err.value.kept_aside is not None and err.value.kept_aside.exists()
