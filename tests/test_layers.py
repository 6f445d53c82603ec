"""The layers point one way: the engine package (`game/`) never reaches pygame or the screens.

Each module is imported in a fresh interpreter, so a module that another test imported first
cannot hide the arrow that runs the wrong way."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def engine_modules() -> list[str]:
    return sorted(".".join(p.relative_to(ROOT).with_suffix("").parts).removesuffix(".__init__")
                  for p in (ROOT / "game").rglob("*.py") if "__pycache__" not in p.parts)


def test_every_engine_module_imports_without_pygame_or_scenes():
    modules = engine_modules()
    assert "game.bug_council.engine" in modules and "game.protocol" in modules
    probe = ("import importlib, json, sys\n"
             f"for m in {modules!r}: importlib.import_module(m)\n"
             "print(json.dumps(sorted(m for m in sys.modules"
             " if m.split('.')[0] in ('pygame', 'scenes'))))\n")
    out = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, capture_output=True, text=True,
                         timeout=120)
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout.strip().splitlines()[-1]) == []


def test_the_command_line_lives_above_the_engine():
    """`bug-council` launches the app, so it sits with the screens, not in `game/`."""
    assert not (ROOT / "game" / "cli.py").exists()
    assert not (ROOT / "game" / "__main__.py").exists()
