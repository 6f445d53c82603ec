"""No acknowledged action is lost: the real app (tests/autosave_driver.py, a headless subprocess
saving to this test's folder) is killed with SIGKILL at a random moment of a game, then the
title's Continue resumes it, and the game it resumes is exactly where the app had got to.

* A local game (four AI seats): the driver says each action once the app's step after it has
  returned. The resumed game holds every action said, in order, and at most the one action
  that was applied in the instant between its save and the line saying it.
* A hosted game (the host plays its seat by clicks; two friends are the test's bots on
  loopback): each friend's last update is its seq and view. The resumed game holds at least
  that many actions, and its first `seq` actions give that friend exactly the view it was sent.
  (It may hold more: updates the host had sent, or was about to, that the kill kept from the
  friend.)

The kill moments are seeded; the registered games (tests/net_games.py) take turns. Where no random kill lands
on purpose, the order is checked directly: every update a host sends is already on disk.
"""
from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from game.match import Match
from game.net.wire import digest, to_plain
from game.record import load_record
from game.saves import SaveStore, import_game, list_records, load_game
from scenes.lobby_scene import HostLobbyScene
from scenes.title import TitleScene
from tests.net_games import shared_games
from tests.netbots import Friends
from tests.test_scene_lobby import host_codes, open_host_lobby, play_until
from tests.ui import press, settle, title_app

ROOT = Path(__file__).resolve().parent.parent
DRIVER = ROOT / "tests" / "autosave_driver.py"
GAMES = tuple(shared_games())
# How long after its first action a game is killed: well inside a game of any kind at these
# speeds (a whole game takes 2-3 s here). A game that ended first is checked in the records.
LOCAL_KILL_WITHIN = 1.0
HOSTED_KILL_WITHIN = 1.0
# Five kill moments of each game, of each kind; `make check` keeps the first game's first (each
# is a fresh interpreter driving a game, about a second).
KILLS = [pytest.param(i, marks=[pytest.mark.slow] if i >= 1 else []) for i in range(5 * len(GAMES))]


class Driver:
    """The driver subprocess, its stdout lines read as they come (so it never blocks on a
    full pipe, which would bias where the kill lands)."""

    def __init__(self, home: Path, kind: str, game: str, seed: int):
        self.err = open(home.parent / f"driver-{kind}-{seed}.err", "w+")
        env = dict(os.environ, BUG_COUNCIL_HOME=str(home), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
        self.proc = subprocess.Popen([sys.executable, str(DRIVER), kind, game, str(seed)], cwd=ROOT, env=env,
                                     stdout=subprocess.PIPE, stderr=self.err, text=True)
        self.lines: list[str] = []
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()

    def _read(self) -> None:
        for line in self.proc.stdout:
            self.lines.append(line.rstrip("\n"))

    def wait_for(self, word: str, timeout: float = 60.0) -> str:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            for line in self.lines:
                if line.split(" ", 1)[0] == word:
                    return line
            if self.proc.poll() is not None:
                break
            time.sleep(0.01)
        self.err.seek(0)
        raise AssertionError(f"the driver never said {word!r}; its stderr ends: {self.err.read()[-1500:]}")

    def kill(self) -> None:
        os.kill(self.proc.pid, signal.SIGKILL)
        self.proc.wait(10)
        self._reader.join(10)       # every line written before the kill is read
        self.err.close()


def kill_moment(kind: str, i: int, within: float) -> float:
    return random.Random(f"autosave-kill/{kind}/{i}").uniform(0.0, within)


def continue_title(home: Path):
    """The next launch: the title (with Continue when a game is unfinished)."""
    app = title_app()
    title = app.stack.top
    assert isinstance(title, TitleScene)
    return app, title


@pytest.mark.parametrize("i", KILLS)
def test_a_killed_local_game_continues_at_its_last_action(home, i):
    game = GAMES[i % len(GAMES)]
    driver = Driver(home, "local", game, seed=100 + i)
    try:
        driver.wait_for("applied")
        time.sleep(kill_moment("local", i, LOCAL_KILL_WITHIN))
    finally:
        driver.kill()
    said = [json.loads(line.split(" ", 2)[2]) for line in driver.lines if line.startswith("applied ")]
    app, title = continue_title(home)
    try:
        if title.saved is None:       # no Continue: the game ended before the kill, and is archived
            game_record = finished_record(home)
        else:
            title.continue_game()     # what the title's Continue does
            match = app.stack.top.match
            game_record = match.record
        assert game_record.game == game
        resumed = [game_record.definition.action_to_data(a) for a in game_record.actions]
        assert resumed[:len(said)] == said, "an action the app had applied is missing or changed"
        assert len(resumed) - len(said) <= 1, "the save holds actions the app never applied"
    finally:
        app.close()


def finished_record(home: Path):
    """The one game in Replay a game, which must be a finished one."""
    paths = list_records(SaveStore(home))
    assert len(paths) == 1, "the game is neither autosaved nor archived"
    record = load_record(paths[0])
    assert record.replay()[0].game_over
    return record


def view_at(setup, actions, seq: int, seat: int) -> str:
    """The digest of the view a host sends `seat` after the first `seq` of `actions`."""
    match = Match(setup)
    for a in actions[:seq]:
        match.apply(a)
    return digest(to_plain(match.view(seat), match.game.action_to_data))


@pytest.mark.parametrize("i", KILLS)
def test_a_killed_host_continues_at_the_last_update_its_friends_saw(home, i):
    game = GAMES[i % len(GAMES)]
    driver = Driver(home, "hosted", game, seed=200 + i)
    friends = None
    try:
        codes = json.loads(driver.wait_for("codes").split(" ", 1)[1])
        friends = Friends(codes, seed=300 + i)
        driver.wait_for("started")
        deadline = time.monotonic() + 30
        while all(c.state.seq <= 0 for c in friends.clients.values()) and time.monotonic() < deadline:
            time.sleep(0.01)     # the game is under way: a friend saw a first move
        time.sleep(kill_moment("hosted", i, HOSTED_KILL_WITHIN))
    finally:
        driver.kill()
    try:
        deadline = time.monotonic() + 10
        while not all(f.done() for f in friends.futures.values()) and time.monotonic() < deadline:
            time.sleep(0.01)     # each friend reads what reached it, until the connection ends
        seen = {c.state.seat: (c.state.seq, c.state.view_digest()) for c in friends.clients.values()}
    finally:
        friends.close()
    app, title = continue_title(home)
    try:
        if title.saved is None:       # no Continue: the game ended before the kill, and is archived
            path = list_records(SaveStore(home))[0]
            setup = import_game(path)[1]
            assert setup.game == game
            check_seen(seen, setup, list(finished_record(home).actions))
            return
        assert title.saved.hosted is not None
        title.continue_game()           # a hosted game's Continue: its lobby, hosting again
        lobby = app.stack.top
        assert isinstance(lobby, HostLobbyScene)
        match = lobby.hosted.session.match
        assert match.setup.game == game
        check_seen(seen, match.setup, list(match.record.actions))
    finally:
        app.close()


def check_seen(seen: dict, setup, actions: list) -> None:
    """Every friend's last update is within `actions`, and is what their first `seq` give."""
    for seat, (seq, view) in seen.items():
        assert len(actions) >= seq, f"seat {seat} saw move {seq}; the save holds {len(actions)}"
        assert view_at(setup, actions, seq, seat) == view, f"seat {seat}'s view at {seq} differs"


def test_every_move_is_on_disk_before_its_update_is_sent(home):
    """The instant between the host's save and its send, which a random kill rarely hits."""
    app = title_app()
    friends = None
    on_disk = []          # (the seq an update carries, the actions the autosave holds as it is sent)
    try:
        lobby = open_host_lobby(app)
        friends = Friends(host_codes(app, lobby))
        settle(app, lambda: lobby.hosted.ready_to_start(), seconds=15)
        hosted = lobby.hosted
        press(app, "Start")
        table = app.stack.top
        send = hosted.send

        def watched(outs):
            seqs = [m["seq"] for m in (json.loads(o.text) for o in outs) if m.get("type") == "update"]
            if seqs:
                saved = load_game(SaveStore(home))
                on_disk.append((max(seqs), len(saved.record.actions) if saved is not None else 0))
            send(outs)
        hosted.send = watched
        play_until(app, table, lambda: len(table.match.record.actions) >= 30, random.Random(3))
    finally:
        if friends is not None:
            friends.close()
        app.close()
    assert len(on_disk) >= 25
    assert all(held >= seq for seq, held in on_disk), on_disk
