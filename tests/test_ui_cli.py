"""The app's command-line faces: --smoke and the screenshot subcommand, run as a user would."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

ROOT = Path(__file__).resolve().parent.parent
ENV = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}


def run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "scenes", *args], cwd=ROOT, env=ENV,
                          capture_output=True, text=True, timeout=300)


@pytest.mark.slow      # a fresh interpreter plays a whole game, 4 s; the quick loop keeps the other commands
def test_smoke_plays_an_ai_game_and_exits_zero():
    r = run("play", "--smoke", "--seed", "4")
    assert r.returncode == 0, r.stderr
    assert "smoke ok" in r.stdout and "actions applied" in r.stdout


def test_play_text_narrates_a_whole_game_in_the_terminal():
    r = run("play", "--text", "--players", "3", "--seed", "7")
    assert r.returncode == 0, r.stderr
    lines = r.stdout.splitlines()
    assert lines[0].startswith("Declarations revealed.") and any(l.startswith("Trick 1: ") for l in lines)
    assert "Game over" in r.stdout or "wins" in lines[-1]


def test_play_without_a_usable_display_says_so_in_one_line_on_stderr_and_exits_2():
    r = subprocess.run([sys.executable, "-m", "scenes", "play", "--smoke", "--seed", "4"], cwd=ROOT,
                       env={**ENV, "SDL_VIDEODRIVER": "no-such-driver"}, capture_output=True, text=True,
                       timeout=300)
    assert r.returncode == 2 and r.stdout == ""
    lines = r.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("cannot open a window")


def test_screenshot_renders_a_scenario_at_a_size(tmp_path):
    out = tmp_path / "shot.png"
    r = run("screenshot", "--scenario", "tests/scenarios/rulebook_visit_bees_seven_cubes.yaml",
            "--out", str(out), "--size", "640x360")
    assert r.returncode == 0, r.stderr
    assert pygame.image.load(str(out)).get_size() == (640, 360)


def test_screenshot_refuses_a_bad_file(tmp_path):
    bad = tmp_path / "bad.yaml"
    bad.write_text("mode: table\nplayers: 9\n")
    r = run("screenshot", "--scenario", str(bad), "--out", str(tmp_path / "x.png"))
    assert r.returncode == 2 and "Traceback" not in r.stderr


def test_screenshot_of_a_party_bugs_scenario_draws_the_party_bugs_table(tmp_path, monkeypatch, capsys):
    """`game: party_bugs` is drawn at the Party Bugs table, at the file's position: what is on
    screen when the PNG is written is that table (a Bug Council table was drawn before)."""
    from game.party_bugs.scenario import build_start
    from game.record import read_yaml
    from scenes import screenshot
    from scenes.cli import main
    from scenes.party_bugs.table import PartyTableScene
    shown = []
    save = screenshot.pygame_save
    monkeypatch.setattr(screenshot, "pygame_save",
                        lambda app, out: (shown.append((app.stack.top, app.window.get_size())), save(app, out)))
    bare = tmp_path / "bare.yaml"
    bare.write_text("game: party_bugs\nplayers: 4\nseed: 3\n")
    for path in (bare, ROOT / "tests/scenarios/party_bugs_series_mirror_discard.yaml"):
        out = tmp_path / f"{path.stem}.png"
        assert main(["screenshot", "--scenario", str(path), "--out", str(out)]) == 0, capsys.readouterr().err
        table, size = shown.pop()
        assert isinstance(table, PartyTableScene)
        position = build_start(read_yaml(path))
        assert table.match.start_state.to_data() == position.to_data()     # the AI seats may have chosen since
        assert table.match.state.hands[0] == position.hands[0]            # the hand drawn at the bottom
        assert table.match.setup.options == {"variants": sorted(table.match.state.variants)}
        sets = table.app.cfg.data["party_bugs"]["sets"][:table.match.setup.players]
        assert [seat.color for seat in table.match.setup.seats] == [s["color"] for s in sets]   # each its set's
        assert pygame.image.load(str(out)).get_size() == size
    # --hover names a place of the game's table (Bug Council's council spaces): a Party Bugs
    # table has none, said in one line
    assert main(["screenshot", "--scenario", str(bare), "--out", str(tmp_path / "x.png"), "--hover", "bees"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "--hover: the Party Bugs table has no place to hover" in err
