"""A headless app that plays a game until it is killed, for tests/test_autosave_kill.py.

    python tests/autosave_driver.py local bug_council|party_bugs SEED
    python tests/autosave_driver.py hosted bug_council|party_bugs SEED

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

from game.setup import GameSetup, SeatSetup  # noqa: E402
from scenes.app import App  # noqa: E402
from scenes.config import load_ui_config  # noqa: E402


def say(*words: str) -> None:
    print(*words, flush=True)


def local_setup(app: App, game: str, seed: int) -> GameSetup:
    """Four AI seats (a human-free table plays on by itself)."""
    if game == "party_bugs":
        colors = [s["color"] for s in app.cfg.data["party_bugs"]["sets"]]
        seats = tuple(SeatSetup(f"Bug {i + 1}", colors[i], "random") for i in range(4))
        return GameSetup("party", 4, seats, seed, {"variants": []}, game="party_bugs")
    colors = app.cfg.data["seats"]["colors"]
    seats = tuple(SeatSetup(f"Bug {i + 1}", colors[i], "random") for i in range(4))
    return GameSetup("table", 4, seats, seed)


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


def run_hosted(app: App, game: str, seed: int) -> None:
    from scenes.bug_council.overlays import GameOverScene
    from scenes.party_bugs.result import PartyResultScene
    from tests.test_scene_party import click_a_legal_card
    from tests.ui import click_a_legal_choice, press, settle, toward_a_decision
    press(app, "Play with friends")
    press(app, "Host a game")
    lobby = app.stack.top
    if game == "party_bugs":
        press(app, "Party Bugs")
    press(app, "Host")
    settle(app, lambda: lobby.hosted is not None and lobby.hosted.port is not None, seconds=20)
    say("codes", json.dumps([lobby.hosted.join_code(s) for s in lobby.hosted.remote]))
    settle(app, lambda: lobby.hosted.ready_to_start(), frames=10**9, seconds=60)
    press(app, "Start")
    table = app.stack.top
    say("started")
    rng = random.Random(seed)
    while not isinstance(app.stack.top, (GameOverScene, PartyResultScene)):
        if game == "party_bugs":
            if app.stack.top is table and not table.anim.busy and table.legal():
                click_a_legal_card(app, table, rng)
            else:
                app.frame(app.step)
        elif toward_a_decision(app, table):
            click_a_legal_choice(app, table, rng)
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
