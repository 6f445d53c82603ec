"""Every Bugspiel scenario file (tests/scenarios/bugspiel/) is a worked example of BUGSPIEL.md:
run it through the game's own adapter, compare `expect` (a subset of the report) or
`expect_error` (the exact message: "action N: ..." or the malformed key); and the command
`bug-council scenario FILE` itself (key order, exit 2, one stderr line). AUDIT.md beside the files
maps every statement of BUGSPIEL.md to them (tests/test_scenarios.py runs them too, through the
registry)."""
import json
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from game.bugspiel.definition import GAME
from game.scenario import ScenarioActionError, ScenarioError
from tests.net_games import quick_first
from tests.test_scenarios import subset_mismatch

HERE = Path(__file__).parent / "scenarios" / "bugspiel"
FILES = sorted(HERE.glob("*.yaml"))
REPORT_KEYS = {"game", "board", "players", "to_act", "passes", "scores", "tiles", "bug_market", "bonus_market",
               "bug_deck", "bonus_deck", "bug_discards", "bonus_discards", "hands", "last", "game_over",
               "end_reason", "winners"}


def test_there_is_a_scenario_per_rule():
    names = {f.stem for f in FILES}
    for rule in ("buy_bug_slides", "buy_bonus_slides", "bug_market_runs_dry", "bonus_market_runs_dry",
                 "error_hand_limit", "predator_eats_prey", "error_cannot_live", "error_occupied",
                 "error_predator_needs_prey", "move_flying_bug", "error_move_cannot_fly", "rotate_with_a_play",
                 "bonus_scores_the_line", "bonus_line_stops", "bonus_wildcards", "passes_end_the_game",
                 "score_reaches_100", "error_game_is_over", "error_out_of_turn", "malformed_species_twice"):
        assert f"bugspiel_{rule}" in names


@pytest.mark.parametrize("path", FILES, ids=[f.stem for f in FILES])
def test_scenario_file(path):
    data = yaml.safe_load(path.read_text())
    assert data["game"] == "bugspiel"
    if "expect_error" in data:
        with pytest.raises((ScenarioActionError, ScenarioError)) as exc:
            GAME.run_scenario(data)
        assert str(exc.value) == data["expect_error"]
        return
    out = GAME.run_scenario(data)
    assert set(out) == REPORT_KEYS
    json.dumps(out)                                   # the report is JSON as it stands
    bad = subset_mismatch(data["expect"], out)
    assert bad is None, bad


def test_the_report_lists_every_tile_and_sorts_hands_and_discards():
    data = yaml.safe_load((HERE / "bugspiel_buy_bug_slides.yaml").read_text())
    out = GAME.run_scenario(data)
    assert list(out["tiles"]) == ["A1", "A2", "B1", "B2", "B3", "C1", "C2", "C3", "D1", "D2"]
    assert all(len(t["slots"]) == 3 for t in out["tiles"].values())
    assert out["hands"][0]["bugs"] == sorted(out["hands"][0]["bugs"])


def test_a_start_without_start_is_seeded_and_the_same_for_a_seed():
    a = GAME.run_scenario({"game": "bugspiel", "players": 3, "board": "large", "seed": 7})
    b = GAME.run_scenario({"game": "bugspiel", "players": 3, "board": "large", "seed": 7})
    c = GAME.run_scenario({"game": "bugspiel", "players": 3, "board": "large", "seed": 8})
    assert a == b and a != c
    assert len(a["tiles"]) == 19 and a["last"] is None and a["to_act"] == {"seat": 0, "decision": "turn"}


def test_scenario_start_names_the_position_for_a_screenshot():
    data = yaml.safe_load((HERE / "bugspiel_bonus_wildcards.yaml").read_text())
    start = GAME.scenario_start(data)
    assert (start.mode, start.players, dict(start.options)) == ("sequential", 2, {"board": "small"})
    assert start.state.bonus_hands[0] == ("Coleoptera+herbivore",)


# --- the command itself (section 8 and SCENARIOS.md: what `bug-council scenario FILE` prints) ------------

def _cli(name: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "scenes", "scenario", str(HERE / f"{name}.yaml")],
                          capture_output=True, text=True)


def test_the_command_prints_section_8s_keys_in_its_order():
    r = _cli("bugspiel_hands_and_discards_sorted")
    assert r.returncode == 0 and r.stderr == ""
    out = json.loads(r.stdout)
    assert list(out) == ["game", "board", "players", "to_act", "passes", "scores", "tiles", "bug_market",
                         "bonus_market", "bug_deck", "bonus_deck", "bug_discards", "bonus_discards", "hands", "last",
                         "game_over", "end_reason", "winners"]
    assert list(out["to_act"]) == ["seat", "decision"]
    assert list(out["tiles"]["A1"]) == ["terrain", "axis", "slots"]
    assert [list(h) for h in out["hands"]] == [["bugs", "bonuses"]] * 2
    assert list(out["last"]) == ["seat", "action", "card", "from", "to", "rotate", "gains", "eaten", "line"]


# A fresh interpreter each (0.4 s): `make check` runs the first, `make test` every one.
@pytest.mark.parametrize("name, stderr", quick_first([
    ("bugspiel_error_out_of_turn_counts_actions", "action 1: seat 0: out of turn (seat 1 to act)\n"),
    ("bugspiel_error_game_over_before_shape", "action 1: game is over\n"),
    ("bugspiel_malformed_empty_start", "bugspiel_malformed_empty_start.yaml: start.tiles: required\n"),
]))
def test_the_command_refuses_with_exit_2_nothing_on_stdout_and_one_stderr_line(name, stderr):
    r = _cli(name)
    assert r.returncode == 2 and r.stdout == ""
    assert r.stderr.endswith(stderr) and r.stderr.count("\n") == 1


def test_the_large_board_report_lists_its_19_tiles_in_label_order():
    out = GAME.run_scenario(yaml.safe_load((HERE / "bugspiel_large_board_ne_line.yaml").read_text()))
    assert list(out["tiles"]) == ["A1", "A2", "A3", "B1", "B2", "B3", "B4", "C1", "C2", "C3", "C4", "C5",
                                  "D1", "D2", "D3", "D4", "E1", "E2", "E3"]


def test_an_empty_market_slot_is_refused_before_the_hand_limit():
    """Section 8, check 4 for buys: "empty market slot", then "hand limit". No scenario reaches an
    empty slot (a start's markets hold 8 cards; a purchase that empties one empties slot 0 and ends
    the game), so the check is pinned on a position with slot 3 empty and a full bug hand."""
    from dataclasses import replace

    from game.bugspiel.actions import buy_bug
    from game.bugspiel.scenario import build_start
    s = build_start(yaml.safe_load((HERE / "bugspiel_error_hand_limit.yaml").read_text()))
    holed = replace(s, bug_market=s.bug_market[:3] + (None,) + s.bug_market[4:])
    assert len(s.bug_hands[0]) == 8
    assert holed.check_action(buy_bug(0, 3)).rule == "empty_market_slot"
    assert holed.check_action(buy_bug(0, 2)).rule == "hand_limit"
    assert "empty market slot" in holed.check_action(buy_bug(0, 3)).text
