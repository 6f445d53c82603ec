"""The app's command-line faces: --smoke and the screenshot subcommand, run as a user would."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pygame

ROOT = Path(__file__).resolve().parent.parent
ENV = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}


def run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "scenes", *args], cwd=ROOT, env=ENV,
                          capture_output=True, text=True, timeout=300)


def test_smoke_plays_an_ai_game_and_exits_zero():
    r = run("play", "--smoke", "--seed", "4")
    assert r.returncode == 0, r.stderr
    assert "smoke ok" in r.stdout and "actions applied" in r.stdout


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
