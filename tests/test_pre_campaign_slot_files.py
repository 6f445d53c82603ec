"""The player's files from before the campaign slot (tests/data/pre_campaign_slot/README.md:
written by the app's own code when game/saves.py, game/autosave.py and game/stats.py still
named the Trilogy) read exactly as they did, continue, and are written in the same format."""
from __future__ import annotations

import hashlib
import json
import random
import shutil
from pathlib import Path

import pytest
import yaml

from game.bug_council.campaign import Trilogy
from game.bug_council.definition import TRILOGY
from game.saves import (SaveStore, list_records, load_campaign, load_game, load_settings, save_campaign,
                        save_game, save_settings)
from game.stats import load_stats, save_stats

DATA = Path(__file__).parent / "data" / "pre_campaign_slot"
EXPECTED = json.loads((DATA / "expected.json").read_text())
ADDED_SINCE = {"language"}          # settings the app has had since these files were written (issue 31)


def digest(state) -> str:
    return hashlib.sha256(json.dumps(state.to_data(), sort_keys=True, default=str).encode()).hexdigest()


def payload(store: SaveStore, name: str) -> dict:
    return yaml.safe_load(store.path(name).read_text(encoding="utf-8"))["payload"]


@pytest.fixture
def files(home) -> SaveStore:
    """A copy of the old files as the app's data folder."""
    for f in DATA.iterdir():
        if f.suffix in (".yaml", ".journal"):
            shutil.copy(f, home / f.name)
    return SaveStore(home)


def test_the_old_files_read_as_they_did(files):
    saved = load_game(files)
    assert saved is not None and saved.problem is None
    assert len(saved.record.actions) == EXPECTED["actions"] and digest(saved.state) == EXPECTED["state"]
    assert isinstance(saved.campaign, Trilogy) and saved.campaign.to_data() == EXPECTED["trilogy"]
    assert load_campaign(files, TRILOGY).to_data() == EXPECTED["trilogy"]
    stats, message = load_stats(files)
    assert message is None and stats.to_data() == EXPECTED["stats"]
    assert stats.rows()[-1] == ("Termitenator Trilogy", 1, 0, EXPECTED["stats"]["trilogy"]["best"])
    values, message = load_settings(files)
    assert message is None
    assert (values["explain_automa"], values["colorblind"], values["speed"]) == (False, True, "fast")


def test_what_is_written_now_is_the_old_format(files):
    """Each file, read and written again, holds exactly what it held (the old app reads it)."""
    before = {name: payload(files, name) for name in ("autosave", "trilogy", "stats", "settings")}
    save_game(files, load_game(files))
    save_campaign(files, TRILOGY, load_campaign(files, TRILOGY))
    save_stats(files, load_stats(files)[0])
    save_settings(files, load_settings(files)[0])
    after = {name: payload(files, name) for name in before}
    assert after["trilogy"] == before["trilogy"]
    assert after["stats"] == before["stats"]
    # Every setting the file held, as it held it; plus the settings added since the file was
    # made (the old app drops a key it does not know: Settings.from_data), and nothing else.
    assert {k: after["settings"][k] for k in before["settings"]} == before["settings"]
    assert set(after["settings"]) - set(before["settings"]) == ADDED_SINCE
    assert set(after["autosave"]) == set(before["autosave"]) == {"setup", "record", "trilogy"}
    assert after["autosave"]["trilogy"] == before["autosave"]["trilogy"]
    assert after["autosave"]["setup"] == before["autosave"]["setup"]


def test_the_old_trilogy_game_continues_and_its_end_moves_the_campaign_on(files):
    """Continue at the title resumes the autosaved Trilogy game; played to its end, the Trilogy
    (trilogy.yaml) moves to game 3, the statistics count the game (the unfinished campaign
    not yet), the autosave is cleared and the game is kept for Replay."""
    from tests.ui import click_a_legal_choice, press, title_app, toward_a_decision
    app = title_app()
    try:
        assert app.stack.top.saved_words.startswith("Trilogy game 2")
        resumed = load_game(files).record.actions
        press(app, "Continue")
        table = app.stack.top
        match = table.match
        assert match.record.actions[:EXPECTED["actions"]] == resumed
        assert app.campaign.to_data() == EXPECTED["trilogy"]
        assert match.setup.seed == EXPECTED["next_seed"]
        rng = random.Random(5)
        for _ in range(20_000):        # the player clicks a legal choice at each decision
            waiting = toward_a_decision(app, table)
            if waiting is None:
                break
            if waiting:
                click_a_legal_choice(app, table, rng)
        final = match.state
        assert final.game_over
    finally:
        app.close()
    before = Trilogy.from_data(EXPECTED["trilogy"])
    after = load_campaign(files, TRILOGY)
    assert after.game_number == 3
    assert after.running == (before.running[0] + final.scores[0], before.running[1] + final.scores[1])
    stats, _ = load_stats(files)
    assert sum(m.games for m in stats.modes.values()) == 5
    assert stats.campaign("trilogy").played == 1
    assert load_game(files) is None and len(list_records(files)) == 1


def test_the_old_settings_file_shows_the_games_setting_as_it_was(files):
    """The Termitenator's reasons, a setting Bug Council declares now, read from its old key
    and shown on the settings screen with its words."""
    from scenes.app import App
    from scenes.settings_scene import SettingsScene
    app = App(speed=None, sound=False, persist=True)
    try:
        assert app.settings.explain_automa is False and app.settings.value("explain_automa") is False
        scene = SettingsScene(app)
        rows = {label: current for label, _why, _choices, current, _setter in scene.rows()}
        assert rows["Show the Termitenator's reasons"] is False
        assert app.settings.speed == "fast" and app.settings.colorblind is True
    finally:
        app.close()
