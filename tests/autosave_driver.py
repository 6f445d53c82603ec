"""A headless app that plays a game until it is killed, for tests/test_autosave_kill.py.

    python tests/autosave_driver.py local GAME SEED
    python tests/autosave_driver.py hosted GAME SEED

GAME: a registered game id (its first mode several people play: tests/net_games.py).

The app is the real one (`App(persist=True)`: its saves go to $BUG_COUNCIL_HOME), run frame
after frame without sleeping, at instant speed. Its stdout, one line each, flushed:

* local: `started`, then `applied N ACTION` each time the table's shell step after an action
  (`App.after_action`, which saves) has returned: N actions applied, the last one's data (JSON).
* hosted: `codes [JOIN CODES]` once the lobby hosts (on 127.0.0.1, a port the system chooses;
  the friends are the test's bots), `started` after the lobby's Start; the host plays its own
  seat by clicks. What a friend saw is the friend's to say.

`over` when the game ended before the kill. Then it idles until killed.
"""
from __future__ import annotations

import json
import os
import random
import sys
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.protocol import get_game  # noqa: E402
from game.setup import GameSetup, SeatSetup  # noqa: E402
from scenes.app import App  # noqa: E402
from scenes.config import load_ui_config  # noqa: E402
from scenes.screens import screen_for  # noqa: E402
from tests.net_games import first_shared_mode  # noqa: E402

LOCAL_PLAYERS = 4      # where the mode allows it; else its most


def say(*words: str) -> None:
    """One line in one write: `print` writes each word and separator on its own, and where
    stdout is unbuffered (PYTHONUNBUFFERED, -u) each is a system call of its own, so a kill
    could land inside a line and the test would read half of it."""
    sys.stdout.write(" ".join(words) + "\n")
    sys.stdout.flush()


def local_setup(app: App, game: str, seed: int) -> GameSetup:
    """LOCAL_PLAYERS AI seats (a human-free table plays on by itself; fewer where the game's
    mode has fewer), in the seats' colors the game's screen gives, its options' defaults."""
    definition = get_game(game)
    mode = definition.mode(first_shared_mode(game))
    players = LOCAL_PLAYERS if LOCAL_PLAYERS in mode.players else max(mode.players)
    colors = screen_for(definition).seat_colors(app.cfg)
    seats = tuple(SeatSetup(f"Bug {i + 1}", colors[i], "random") for i in range(players))
    options = {spec.name: _plain(spec.initial()) for spec in mode.option_specs}
    return GameSetup(mode.id, players, seats, seed, options, game=game)


def _plain(value):
    """A set option's value as its files hold it (a list)."""
    return list(value) if isinstance(value, tuple) else value


def run_local(app: App, game: str, seed: int) -> None:
    table = app.start_match(local_setup(app, game, seed))
    match = table.match
    shell_step = app.after_action

    def after_action(m, events, save_after):
        problem = shell_step(m, events, save_after)
        a = m.record.actions[-1]
        say("applied", str(len(m.record.actions)), json.dumps(m.game.action_to_data(a), separators=(",", ":")))
        return problem
    app.after_action = after_action
    say("started")
    while not app.game_finished and not match.state.game_over:
        app.frame(app.step)
        time.sleep(0)          # the AI's worker thread


def _bug_council_move(app: App, table, rng: random.Random) -> None:
    from tests.ui import click_a_legal_choice, toward_a_decision
    if toward_a_decision(app, table):
        click_a_legal_choice(app, table, rng)


def _when_legal(click_a_legal):
    """A step that clicks a legal choice when the table is idle and waits for the host's seat,
    else lets a frame pass."""
    def step(app: App, table, rng: random.Random) -> None:
        if app.stack.top is table and not table.anim.busy and table.legal():
            click_a_legal(app, table, rng)
        else:
            app.frame(app.step)
    return step


def _party_bugs_move(app: App, table, rng: random.Random) -> None:
    from tests.test_scene_party import click_a_legal_card
    _when_legal(click_a_legal_card)(app, table, rng)


def _back_alley_bones_move(app: App, table, rng: random.Random) -> None:
    from tests.test_scene_back_alley_bones import click_a_legal_choice
    _when_legal(click_a_legal_choice)(app, table, rng)


def _bugspiel_move(app: App, table, rng: random.Random) -> None:
    from tests.test_scene_bugspiel import click_a_legal_choice
    _when_legal(click_a_legal_choice)(app, table, rng)


# How the host plays its own seat by clicks at each game's table (the tests' own click helpers):
# one step, a click on a legal choice or a frame. A newly registered game adds its own.
HOST_MOVES = {"bug_council": _bug_council_move, "party_bugs": _party_bugs_move,
              "back_alley_bones": _back_alley_bones_move, "bugspiel": _bugspiel_move}


def run_hosted(app: App, game: str, seed: int) -> None:
    from tests.ui import press, settle
    move = HOST_MOVES.get(game)
    if move is None:
        raise SystemExit(f"tests/autosave_driver.py: no HOST_MOVES entry for {game}: say how its table is clicked")
    press(app, "Play with friends")
    press(app, "Host a game")
    lobby = app.stack.top
    if lobby.definition.id != game:
        press(app, get_game(game).title)
    press(app, "Host")
    settle(app, lambda: lobby.hosted is not None and lobby.hosted.port is not None, seconds=20)
    say("codes", json.dumps([lobby.hosted.join_code(s) for s in lobby.hosted.remote]))
    settle(app, lambda: lobby.hosted.ready_to_start(), frames=10**9, seconds=60)
    press(app, "Start")
    table = app.stack.top
    say("started")
    rng = random.Random(seed)
    # Until the game's result is shown over its table.
    while not (table.match.state.game_over and app.stack.top is not table):
        move(app, table, rng)
        time.sleep(0)


def main(argv: list[str]) -> int:
    kind, game, seed = argv[0], argv[1], int(argv[2])
    App.LAN_BIND = "127.0.0.1"                       # this machine only
    load_ui_config().data["lobby"]["port"] = 0       # a free port the system chooses
    app = App(speed="instant", sound=False, persist=True)
    app.cfg.ai["opponent_level"] = "random"
    app.open_title()
    app.frame(app.step)
    (run_hosted if kind == "hosted" else run_local)(app, game, seed)
    say("over")
    while True:
        time.sleep(1)


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
