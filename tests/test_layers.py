"""The layers point one way: the engine package (`game/`) never reaches pygame or the screens;
each game's package (`game/<id>/`, the one its registry entry names) loads no other game's
module, and the shared core loads none at all; no engine (a game's package, the shared core)
loads threads, processes, sockets or an event loop: only the named services do.

Modules are imported in a fresh interpreter, so a module that another test imported first
cannot hide the arrow that runs the wrong way."""
from __future__ import annotations

import ast
import json
import subprocess
import sys
from pathlib import Path

import pytest

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


# --- one package per game (issue 28) ----------------------------------------------------------

def game_packages() -> dict[str, str]:
    """Game id -> its package, from the registry (the module named there lives in it)."""
    from game.protocol import GAMES
    return {gid: module.rsplit(".", 1)[0] for gid, module in GAMES.items()}


def loaded_after(code: str) -> list[str]:
    """The modules loaded by a fresh interpreter after running `code`."""
    probe = code + "\nimport json, sys\nprint(json.dumps(sorted(sys.modules)))\n"
    out = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, capture_output=True, text=True,
                         timeout=120)
    assert out.returncode == 0, out.stderr
    return json.loads(out.stdout.strip().splitlines()[-1])


def of_package(modules: list[str], package: str) -> list[str]:
    return [m for m in modules if m == package or m.startswith(package + ".")]


def exercise(game_id: str) -> str:
    """Code that loads every module of the game's package and drives the game through its
    definition, as the shared services do: a random game, every AI level, a view, its first
    scenario file, its words for the shell and the undo."""
    package = game_packages()[game_id]
    folder = ROOT.joinpath(*package.split("."))
    modules = sorted(".".join(p.relative_to(ROOT).with_suffix("").parts).removesuffix(".__init__")
                     for p in folder.rglob("*.py") if "__pycache__" not in p.parts)
    return f"""
import importlib, random
from pathlib import Path
for m in {modules!r}:
    importlib.import_module(m)
from game.protocol import DEFAULT_GAME, get_game
from game.record import read_yaml
game = get_game({game_id!r})
mode = game.modes[0]
state, _ = game.random_game(mode.id, mode.players[-1], 7, random.Random(7))
game.view(state, 0)
game.stats_labels()
for level in game.ai_levels:
    game.make_controller(level, 0)
for path in sorted(Path("tests/scenarios").rglob("*.yaml")):
    data = read_yaml(path)
    if data.get("game", DEFAULT_GAME) == game.id and "expect_error" not in data:
        game.run_scenario(data)
        break
state = game.new_game(mode.id, mode.players[0], 3)
state, events = state.apply_action(state.legal_actions(state.to_act()[0])[0])
[game.reveal_reason(e, 0, state, None) for e in events]
"""


@pytest.mark.slow      # a fresh interpreter per game, 4 s; the quick loop keeps the shared core's and engines' checks
def test_each_game_loads_none_of_another_games_modules():
    """A game's package, imported and played through its definition in a fresh interpreter,
    loads no module of another registered game."""
    packages = game_packages()
    assert len(set(packages.values())) == len(packages) >= 2    # one package per game
    for game_id, package in packages.items():
        loaded = loaded_after(exercise(game_id))
        assert of_package(loaded, package), f"{game_id}: its own package was not loaded"
        for other_id, other in packages.items():
            if other_id != game_id:
                assert of_package(loaded, other) == [], f"{game_id} loaded {other_id}'s modules"


# Shared modules that still load a game, each with why; the next slices of issue 28 empty it.
LOADS_A_GAME: dict[str, str] = {}


def test_the_shared_core_loads_no_game():
    """Every module of `game/` outside the games' packages (the protocol, the Match, records,
    saves, statistics, undo, the runners, the network) imports no game's module."""
    packages = set(game_packages().values())
    shared = [m for m in engine_modules()
              if not any(m == p or m.startswith(p + ".") for p in packages)]
    assert "game.match" in shared and "game.saves" in shared
    loaded = loaded_after(f"import importlib\nfor m in {sorted(set(shared) - set(LOADS_A_GAME))!r}: "
                          "importlib.import_module(m)")
    assert [m for p in packages for m in of_package(loaded, p)] == []
    for module, why in LOADS_A_GAME.items():       # still true, or it leaves the list
        assert any(of_package(loaded_after(f"import {module}"), p) for p in packages), (module, why)


# --- threads, processes, sockets: only named service modules (issue 28) ----------------------

# What an engine never loads: the standard library's threads, processes, sockets and event loop.
CONCURRENCY = ("threading", "socket", "selectors", "subprocess", "multiprocessing", "asyncio",
               "concurrent")
# The shared modules that run things beside the engines, each with what it runs. An engine
# (each game's package, the rest of the shared core) imports none of them.
SERVICES: dict[str, str] = {
    "game.net": "the network session: sockets, an event loop, its threads",
    "game.ai.worker": "an AI thinks in a worker thread",
    "game.match": "the Match hands AI turns to game.ai.worker",
    "game.review_worker": "the post-game review runs in a process",
    "game.hint_worker": "the coach's hints run in a process",
    "game.arena": "arena games run in a process pool",
}


def is_service(module: str) -> bool:
    return any(module == s or module.startswith(s + ".") for s in SERVICES)


def imports_in(module: str) -> set[str]:
    """What `module`'s source imports anywhere (a function's lazy import too), by full name."""
    path = ROOT.joinpath(*module.split("."))
    path = path / "__init__.py" if path.is_dir() else path.with_suffix(".py")
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            found.add(node.module)
    return found


def concurrent_imports(module: str) -> list[str]:
    return sorted(m for m in imports_in(module) if m.split(".")[0] in CONCURRENCY)


def test_engines_load_no_threads_processes_or_sockets():
    """No engine module imports one of CONCURRENCY, even inside a function, and all of them
    imported in a fresh interpreter load none (nor a service that does); each named service
    imports one (or another service), so the list names no more than it must."""
    engines = [m for m in engine_modules() if not is_service(m)]
    assert "game.bug_council.engine" in engines and "game.saves" in engines
    assert {m: concurrent_imports(m) for m in engines if concurrent_imports(m)} == {}
    loaded = loaded_after(f"import importlib\nfor m in {engines!r}: importlib.import_module(m)")
    assert [m for m in loaded if m.split(".")[0] in CONCURRENCY] == []
    for service, what in SERVICES.items():      # it runs one itself, or through another service
        modules = [m for m in engine_modules() if m == service or m.startswith(service + ".")]
        assert any(concurrent_imports(m) or any(is_service(i) and not i.startswith(service)
                                                for i in imports_in(m)) for m in modules), (service, what)
