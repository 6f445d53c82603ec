"""Every scenario file under tests/scenarios is a rulebook example: run it, compare `expect`."""
import json
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from game.protocol import get_game
from game.scenario import ScenarioActionError, ScenarioError
from tests.net_games import quick_first

HERE = Path(__file__).parent / "scenarios"
FILES = sorted(HERE.rglob("*.yaml"))      # a game's own folder too (tests/scenarios/bugspiel/)


def subset_mismatch(expected, actual, path="report"):
    """The first place where `actual` does not contain `expected`, or None."""
    if isinstance(expected, dict):
        if not isinstance(actual, dict):
            return f"{path}: expected a mapping, got {actual!r}"
        for k, v in expected.items():
            if k not in actual:
                return f"{path}.{k}: missing"
            bad = subset_mismatch(v, actual[k], f"{path}.{k}")
            if bad:
                return bad
        return None
    if isinstance(expected, list):
        if not isinstance(actual, list) or len(actual) != len(expected):
            return f"{path}: expected {expected!r}, got {actual!r}"
        for i, (e, a) in enumerate(zip(expected, actual)):
            bad = subset_mismatch(e, a, f"{path}[{i}]")
            if bad:
                return bad
        return None
    return None if expected == actual else f"{path}: expected {expected!r}, got {actual!r}"


def test_there_are_rulebook_scenarios():
    assert len([f for f in FILES if f.name.startswith("rulebook_")]) >= 5


def run_scenario(data):
    """As `bug-council scenario` does: the file's top-level game (Bug Council when absent)."""
    return get_game(data.get("game", "bug_council")).run_scenario(data)


@pytest.mark.parametrize("path", FILES, ids=[f.stem for f in FILES])
def test_scenario_file(path):
    data = yaml.safe_load(path.read_text())
    if "expect_error" in data:
        # An illegal action ("action N: <rule>") or a malformed file (naming the key).
        with pytest.raises((ScenarioActionError, ScenarioError)) as exc:
            run_scenario(data)
        assert str(exc.value) == data["expect_error"]
        return
    assert "expect" in data, f"{path.name} states no expectation"
    out = run_scenario(data)
    bad = subset_mismatch(data["expect"], out)
    assert bad is None, bad


def test_scenario_command_prints_json_and_exits_0():
    path = HERE / "rulebook_trick_rufus_lizzy_dingus_ellie.yaml"
    r = subprocess.run([sys.executable, "-m", "scenes", "scenario", str(path)],
                       capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    out = json.loads(r.stdout)
    assert out["last_trick"]["winner"] == 2
    assert set(out) >= {"age", "trick", "phase", "to_act", "council", "chambers", "supply",
                        "solo_board", "scores", "tricks", "hands", "emissary", "termitenator",
                        "last_trick", "ages", "game_over", "winners"}


# A fresh interpreter each (0.4 s): `make check` runs the first, `make test` every one.
@pytest.mark.parametrize("name, stderr", quick_first([
    ("party_bugs_error_take_not_on_floor", "action 1: seat 1 must take a card from the dance floor (9a is not there)\n"),
    ("party_bugs_malformed_card_doubled", "party_bugs_malformed_card_doubled.yaml: start: 3a is in two places\n"),
    # SCENARIOS.md: an unknown key is malformed, in every nested mapping too
    ("party_bugs_malformed_series_unknown_key",
     "party_bugs_malformed_series_unknown_key.yaml: unknown key 'start.series.bonus'\n"),
    ("emissary_malformed_marker_unknown_key",
     "emissary_malformed_marker_unknown_key.yaml: unknown key 'start.marker.seat'\n"),
    ("solo_malformed_marker_unknown_key", "solo_malformed_marker_unknown_key.yaml: unknown key 'start.marker.sdie'\n"),
]))
def test_scenario_command_exits_2_with_one_line_for_an_illegal_action_or_a_malformed_file(name, stderr):
    """PARTY_BUGS.md §6: an illegal action exits 2 with `action N: <rule>` on stderr; a malformed
    file exits 2 naming the key."""
    r = subprocess.run([sys.executable, "-m", "scenes", "scenario", str(HERE / f"{name}.yaml")],
                       capture_output=True, text=True)
    assert r.returncode == 2 and r.stdout == ""
    assert r.stderr.endswith(stderr) and r.stderr.count("\n") == 1
