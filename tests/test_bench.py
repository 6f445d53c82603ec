"""The benchmarks still run (their figures are read by people, not asserted): a tiny run of
bench/compare.py prints its JSON line with the engine's figures, and bench/party_bugs_think.py its
think times."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def bench_line(*args: str, timeout: int = 300) -> dict:
    """The JSON line a bench script (`args`: its path and options) prints last."""
    out = subprocess.run([sys.executable, *args], capture_output=True, text=True, check=True, cwd=ROOT,
                         timeout=timeout).stdout
    return json.loads(out.strip().splitlines()[-1])


def test_compare_runs_the_engine_through_the_command_line():
    line = bench_line("bench/compare.py", "--players", "3", "--games", "3")
    assert line["engine"]["games"] == 3 and line["engine"]["games_per_second"] > 0


def test_party_bugs_think_bench_runs_and_reports_both_controllers():
    line = bench_line("bench/party_bugs_think.py", "--games", "1", "--playouts", "20", "--rate-playouts", "20")
    assert line["hard"]["decisions"] > 0 and line["normal"]["decisions"] > 0
    assert line["hard_playouts"] == 20


@pytest.mark.slow
def test_expert_think_bench_runs_and_reports_both_controllers():
    line = bench_line("bench/expert_think.py", "--games", "1", "--iterations", "20", timeout=600)
    assert line["expert"]["decisions"] > 0 and line["hard"]["decisions"] > 0
    assert line["expert_iterations"] == 20


@pytest.mark.slow
def test_party_bugs_think_bench_times_expert_against_hard():
    line = bench_line("bench/party_bugs_think.py", "--games", "1", "--players", "2", "--level", "expert",
                      "--others", "hard", "--playouts", "20", "--rate-playouts", "20", timeout=600)
    assert line["expert"]["decisions"] > 0 and line["hard"]["decisions"] > 0
    assert line["expert_playouts"] == 20


def test_the_paired_margin_counts_the_lowest_score_best_in_a_lowest_wins_game():
    """bench/arena_diff.py's margin (positive: ahead of the best rival): in Party Bugs the best
    rival is the lowest score, Roachy's included; in Bug Council the highest."""
    sys.path.insert(0, str(ROOT / "bench"))
    from expert_paired import probe_result
    res = {"entries": [{"entry": 0, "score": 10, "win": 1.0, "think": []},
                       {"entry": 1, "score": 14, "win": 0.0, "think": []},
                       {"entry": 2, "score": 30, "win": 0.0, "think": []}],
           "others": [{"name": "roachy", "score": 12, "win": 0.0}]}
    assert probe_result(res, low_score_wins=True)["margin"] == 2
    assert probe_result(res)["margin"] == 10 - 30
