"""`bug-council arena`: a long run split into parts, or cut short and run again, gives the
whole run's figures (--first, --save)."""
import argparse
import json

from game.arena import add_arguments, load_saved, run as arena_run


def _run(capsys, *argv) -> dict:
    p = argparse.ArgumentParser()
    add_arguments(p)
    assert arena_run(p.parse_args(["--mode", "emissary", "--seats", "easy,random", "--json", *argv])) == 0
    out = json.loads(capsys.readouterr().out.splitlines()[-1])
    out.pop("wall_seconds")
    for row in out["rows"]:   # think times are clock readings, not results
        row.pop("think_p50_ms"), row.pop("think_p95_ms")
    return out


def test_a_run_in_parts_with_a_save_file_is_the_whole_run(tmp_path, capsys):
    whole = _run(capsys, "--games", "6")
    save = tmp_path / "runs.jsonl"
    part = _run(capsys, "--games", "2", "--first", "3", "--save", str(save))
    assert part["games"] == 2 and part != whole
    assert len(save.read_text().splitlines()) == 2
    resumed = _run(capsys, "--games", "6", "--save", str(save), "--jobs", "2")
    assert resumed == whole
    assert sorted(json.loads(line)["g"] for line in save.read_text().splitlines()) == [0, 1, 2, 3, 4, 5]


def test_a_save_file_skips_a_cut_line_and_other_settings(tmp_path, capsys):
    save = tmp_path / "runs.jsonl"
    _run(capsys, "--games", "2", "--save", str(save), "--seed", "9")   # other settings: not reused
    with save.open("a") as f:
        f.write('{"spec": "cut sh')                                     # a write killed mid-line
    with_save = _run(capsys, "--games", "3", "--save", str(save))
    assert with_save == _run(capsys, "--games", "3")
    assert len(load_saved(str(save), SPEC)) == 3                       # none lost to the cut line


SPEC = {"game": "bug_council", "mode": "emissary", "players": 2, "seats": ["easy", "random"], "seed": 1,
        "personality": None, "iterations": None, "expert_off": []}   # what _run's arguments make


def test_a_save_path_that_cannot_be_written_is_refused_before_any_game(tmp_path, capsys):
    p = argparse.ArgumentParser()
    add_arguments(p)
    args = p.parse_args(["--mode", "emissary", "--seats", "easy,random", "--save", str(tmp_path)])
    assert arena_run(args) == 2
    assert "cannot use --save" in capsys.readouterr().err


# Written by `bug-council arena ... --games 2 --save` before mode options were typed specs
# (every spec then named `personality`, null outside solo) for these three runs:
OLD_SAVE = "tests/data/arena_save_before_option_specs.jsonl"
OLD_RUNS = [["--mode", "emissary", "--seats", "easy,random"],
            ["--mode", "solo", "--personality", "thief", "--seats", "random"],
            ["--game", "party_bugs", "--players", "3", "--seats", "random,easy,random"]]


def _plain_run(capsys, argv) -> dict:
    p = argparse.ArgumentParser()
    add_arguments(p)
    assert arena_run(p.parse_args([*argv, "--games", "2", "--json"])) == 0
    out = json.loads(capsys.readouterr().out.splitlines()[-1])
    out.pop("wall_seconds")
    for row in out["rows"]:
        row.pop("think_p50_ms"), row.pop("think_p95_ms")
    return out


def test_a_save_file_from_before_typed_options_resumes(tmp_path, capsys):
    """Its games are taken, not played again, and sum to what playing them gives."""
    import shutil
    save = tmp_path / "old.jsonl"
    shutil.copy(OLD_SAVE, save)
    before = save.read_text()
    for argv in OLD_RUNS:
        resumed = _plain_run(capsys, [*argv, "--save", str(save)])
        assert save.read_text() == before, f"{argv}: games played again"
        fresh = _plain_run(capsys, argv)
        assert [(r["controller"], r["win_rate"], r["mean_score"]) for r in resumed["rows"]] == \
               [(r["controller"], r["win_rate"], r["mean_score"]) for r in fresh["rows"]]
    assert resumed["game"] == "party_bugs"
    assert _plain_run(capsys, OLD_RUNS[1])["personality"] == "thief"     # the report still says whom
