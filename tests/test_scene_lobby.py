"""Play with friends through the app's real screens, on loopback only: the host's lobby, join
codes used by headless friends (tests/netbots.py), the host's table to the end, a friend who
drops and rejoins, and a host that restarts and resumes from its autosave with the same codes."""
from __future__ import annotations

import random
import time

import pytest

from game.saves import SaveStore, load_game
from scenes.lobby_scene import HostLobbyScene
from scenes.bug_council.overlays import GameOverScene
from scenes.bug_council.table import TableScene
from tests.netbots import Friends
from tests.ui import app_with_guests, click_a_legal_choice, press, settle, snapshot, toward_a_decision


def open_host_lobby(app) -> HostLobbyScene:
    press(app, "Play with friends")
    press(app, "Host a game")
    lobby = app.stack.top
    assert isinstance(lobby, HostLobbyScene)
    return lobby


def host_codes(app, lobby) -> list[str]:
    press(app, "Host")
    settle(app, lambda: lobby.hosted is not None and lobby.hosted.port is not None, seconds=10)
    return [lobby.hosted.join_code(s) for s in lobby.hosted.remote]


def play_until(app, table, done, rng, steps=60000) -> None:
    for _ in range(steps):
        if done():
            return
        step = toward_a_decision(app, table)
        if step is None:
            return
        if step:
            click_a_legal_choice(app, table, rng)
        time.sleep(0)
    raise AssertionError("the game never got there")


@pytest.mark.slow      # 2 s; the quick loop keeps the drop, rejoin and restarted host below
def test_host_plays_with_two_friends_to_the_end(home):
    with app_with_guests() as (app, guests):
        lobby = open_host_lobby(app)
        snapshot(app, "lobby-form")
        codes = host_codes(app, lobby)
        assert len(codes) == 2 and all(c.startswith("bugs1:ws:127.0.0.1:") for c in codes)
        assert not lobby.button("Start").enabled           # nobody has joined yet
        friends = guests.let_in(Friends(codes))
        settle(app, lambda: lobby.hosted.ready_to_start(), seconds=15)
        app.frame(app.step)
        snapshot(app, "lobby-hosting")
        assert lobby.button("Start").enabled
        hosted = lobby.hosted
        press(app, "Start")
        table = app.stack.top
        assert isinstance(table, TableScene) and table.me == 0
        play_until(app, table, lambda: isinstance(app.stack.top, GameOverScene), random.Random(2))
        assert isinstance(app.stack.top, GameOverScene)    # the host's table shows the result
        assert hosted.session.over
        settle(app, lambda: all(c.state.over for c in friends.clients.values()), seconds=15)
        for c in friends.clients.values():
            assert c.state.state_digest == hosted.session.state_digest()
        assert load_game(SaveStore(home)) is None          # a finished game leaves no autosave


def test_a_friend_who_drops_rejoins_and_a_restarted_host_resumes_with_the_same_codes(home):
    with app_with_guests() as (app, guests):
        lobby = open_host_lobby(app)
        codes = host_codes(app, lobby)
        friends = guests.let_in(Friends(codes))
        settle(app, lambda: lobby.hosted.ready_to_start(), seconds=15)
        hosted = lobby.hosted
        press(app, "Start")
        table = app.stack.top
        rng = random.Random(4)
        play_until(app, table, lambda: table.match.state.trick >= 3, rng)
        lizzy = hosted.remote[1]
        friends.drop(lizzy)
        settle(app, lambda: not hosted.connected(lizzy), seconds=15)
        assert table.match.seat_note(lizzy) == "away"
        hosted.session.zombie_after = 0         # the host's timeout, run out at once
        settle(app, lambda: hosted.zombie(lizzy), seconds=15)
        assert table.match.seat_note(lizzy) == "AI until back"
        name = hosted.setup.seats[lizzy].name
        assert table.reason == f"{name}'s seat is played by the AI until {name} returns."
        play_until(app, table, lambda: table.match.state.trick >= 5, rng)
        hosted.session.zombie_after = 60
        friends.join(codes[1])                  # the same code brings her back
        settle(app, lambda: hosted.connected(lizzy) and not hosted.zombie(lizzy), seconds=15)
        assert table.match.seat_note(lizzy) is None
        play_until(app, table, lambda: len(table.match.record.actions) >= 40, rng)
        settle(app, lambda: toward_a_decision(app, table) is not False, seconds=15)   # the host's turn
        actions = list(table.match.record.actions)
    saved = load_game(SaveStore(home))          # the host quit mid-game: autosaved
    assert saved is not None and saved.hosted is not None
    assert list(saved.record.actions)[:len(actions)] == actions

    with app_with_guests() as (app, guests):
        press(app, "Continue")                 # the hosted game's lobby, hosting again
        lobby = app.stack.top
        assert isinstance(lobby, HostLobbyScene) and lobby.hosted is not None
        settle(app, lambda: lobby.hosted.port is not None, seconds=10)
        assert [lobby.hosted.join_code(s) for s in lobby.hosted.remote] == codes
        friends = guests.let_in(Friends(codes))
        settle(app, lambda: lobby.hosted.ready_to_start(), seconds=15)
        press(app, "Start")
        table = app.stack.top
        assert isinstance(table, TableScene)
        n = len(saved.record.actions)
        # (a friend may already have moved in the Start frame itself)
        assert list(table.match.record.actions)[:n] == list(saved.record.actions)
        play_until(app, table, lambda: len(table.match.record.actions) >= n + 10, random.Random(8))
        settle(app, lambda: all(c.state.seq == len(table.match.record.actions) for c in friends.clients.values()),
               seconds=15)
