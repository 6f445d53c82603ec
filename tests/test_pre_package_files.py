"""Files written before Bug Council moved into its own package still work: the game records
replay to the very positions they replayed to then, and the autosaves (whole save + journal)
continue at their last move, a Trilogy game with its campaign. Persisted files name a game
by its id (`game.protocol.GAMES`), never by a module path. The files and what they replayed
to were made by main's code (tests/data/pre_package/README.md)."""
from __future__ import annotations

import hashlib
import json
import random
import shutil
from pathlib import Path

import pytest
import yaml

from game.match import Match
from game.record import load_record
from game.saves import SaveStore, load_game

DATA = Path(__file__).parent / "data" / "pre_package"
EXPECTED = yaml.safe_load((DATA / "expected.yaml").read_text())
RECORDS = sorted(k for k in EXPECTED if k.startswith("records/"))
AUTOSAVES = sorted(k for k in EXPECTED if k.endswith("/autosave.yaml"))


def digest(state) -> str:
    """As tests/data/pre_package/README.md's make.py computed it."""
    return hashlib.sha256(json.dumps(state.to_data(), sort_keys=True, default=str).encode()).hexdigest()


def test_the_files_cover_both_games_records_and_autosaves_with_journals():
    assert {load_record(DATA / r).game for r in RECORDS} == {"bug_council", "party_bugs"}
    assert len(AUTOSAVES) == 3
    assert all((DATA / a).with_name("autosave.journal").is_file() for a in AUTOSAVES)


@pytest.mark.parametrize("name", RECORDS)
def test_an_old_record_replays_to_the_same_final_position(name):
    want = EXPECTED[name]
    record = load_record(DATA / name)
    final, _events = record.replay()
    assert len(record.actions) == want["actions"]
    assert final.game_over
    assert list(final.scores) == want["scores"] and list(final.winners) == want["winners"]
    assert digest(final) == want["state"]


@pytest.mark.parametrize("name", AUTOSAVES)
def test_an_old_autosave_continues_at_its_last_move(name, tmp_path):
    want = EXPECTED[name]
    folder = tmp_path / "saves"
    shutil.copytree((DATA / name).parent, folder)
    saved = load_game(SaveStore(folder))
    assert saved is not None and saved.problem is None          # the journal's moves restored
    assert len(saved.record.actions) == want["actions"]
    assert digest(saved.state) == want["state"]
    assert (saved.campaign.to_data() if saved.campaign is not None else None) == want["trilogy"]
    # Continue: the table's Match resumes the record at that position, and play goes on.
    match = Match(saved.setup, saved.record)
    assert digest(match.state) == want["state"]
    rng = random.Random(name)
    for _ in range(5):
        seat, _decision = match.state.to_act()
        match.apply(rng.choice(match.state.legal_actions(seat)))
    assert len(match.record.actions) == want["actions"] + 5
    match.close()
