"""The network thread and its queues (game/net/runner.py), the hosted game's save data
(game/net/hosted.py) and a joined game's link (game/net/joined.py), on loopback only and
bounded in time."""
from __future__ import annotations

import time

import pytest

from game.net.hosted import HostedGame, hosted_from_data, hosted_to_data
from game.net.joined import JoinedGame
from game.net import messages as m
from game.net.gate import Gate
from game.net.runner import CLOSED, LISTENING, MESSAGE, OPEN, ClientLink, NetThread
from game.net.session import Outgoing
from game.net.transport import JoinCode
from game.net.websocket import WebSocketBackend
from game.net.wire import dumps
from game.setup import HUMAN, GameSetup, SeatSetup

SEATS = tuple(SeatSetup(n, "#F2CC60", HUMAN if i < 2 else "random") for i, n in enumerate(["A", "B", "C"]))
SETUP = GameSetup("table", 3, SEATS, 7, {})


def wait_for(events: list, poll, until, seconds=10.0) -> None:
    deadline = time.monotonic() + seconds
    while not until():
        assert time.monotonic() < deadline, f"never happened; got {events}"
        events.extend(poll())
        time.sleep(0.002)


def listening_host():
    """A hosted game (seat 1 remote) listening on loopback, its port known."""
    net = NetThread().start()
    hosted = HostedGame(SETUP, [1], net, WebSocketBackend())
    hosted.listen("127.0.0.1", 0, "127.0.0.1")
    deadline = time.monotonic() + 10
    while hosted.port is None:
        assert time.monotonic() < deadline
        hosted.pump()
    return net, hosted


def test_texts_cross_the_thread_both_ways_and_everything_closes():
    """A friend's hello crosses from the network thread to the host's (through the gate), an
    answer crosses back, and a goodbye reaches the host as CLOSED."""
    net = NetThread().start()
    try:
        token = "x" * 12
        gate = Gate(WebSocketBackend(), [token])
        gate.listen(net, "127.0.0.1", 0)
        host_events: list = []
        wait_for(host_events, gate.poll, lambda: any(e.kind == LISTENING for e in host_events))
        link = ClientLink(net, WebSocketBackend(), JoinCode("ws", "127.0.0.1", gate.port, 1, token))
        hello = dumps(m.hello(1, token))
        link.open(hello)
        wait_for(host_events, gate.poll, lambda: any(e.kind == MESSAGE for e in host_events))
        conn = next(e.conn for e in host_events if e.kind == OPEN)
        assert [e.text for e in host_events if e.kind == MESSAGE] == [hello]
        gate.send([Outgoing(conn, "an answer")])
        client_events: list = []
        wait_for(client_events, link.poll, lambda: any(e.kind == MESSAGE for e in client_events))
        assert [e.text for e in client_events if e.kind == MESSAGE] == ["an answer"]
        link.close()
        wait_for(host_events, gate.poll, lambda: any(e.kind == CLOSED for e in host_events))
        gate.close(net)
    finally:
        net.stop()
    assert not net.alive


def test_a_joined_game_is_welcomed_then_refused_until_the_host_begins():
    net, hosted = listening_host()
    deadline = time.monotonic() + 10
    try:
        joined = JoinedGame(JoinCode.parse(hosted.join_code(1)), net, WebSocketBackend())
        joined.connect()
        while not (joined.welcomed and hosted.all_joined()):
            assert time.monotonic() < deadline
            hosted.pump()
            joined.pump()
        assert not joined.started
        hosted.begin()
        while not joined.started:
            assert time.monotonic() < deadline
            hosted.pump()
            joined.pump()
        joined.close()
    finally:
        hosted.close()
        net.stop()


def test_a_wrong_token_is_said_in_words():
    net, hosted = listening_host()
    deadline = time.monotonic() + 10
    try:
        joined = JoinedGame(JoinCode("ws", "127.0.0.1", hosted.port, 1, "not-the-token"), net, WebSocketBackend())
        joined.connect()
        while joined.problem is None:
            assert time.monotonic() < deadline
            hosted.pump()
            joined.pump()
        assert "refused" in joined.problem and not joined.welcomed
    finally:
        hosted.close()
        net.stop()


def test_the_saved_hosted_game_round_trips_and_edits_are_refused():
    data = hosted_to_data({1: "Q2f8k3L0aZpR1x9w"}, 60, 47231)
    assert hosted_from_data(data, SETUP) == data
    for bad in ({**data, "port": 70000}, {**data, "zombie_after": 0}, {**data, "remote": {"2": "Q2f8k3L0aZpR1x9w"}},
                {**data, "remote": {"1": "short"}}, {**data, "remote": {"1": "has spaces in it!"}},
                {**data, "remote": {}}, {**data, "extra": 1}, "nonsense", {**data, "port": True}):
        with pytest.raises(ValueError):
            hosted_from_data(bad, SETUP)


def test_a_saved_matrix_game_keeps_its_room_and_an_old_lan_save_still_loads():
    mx = hosted_to_data({1: "Q2f8k3L0aZpR1x9w"}, 60, 0, "mx", "#bugs-ab12cd34ef56:matrix.org")
    assert hosted_from_data(mx, SETUP) == mx and mx["v"] == 2
    old = {"remote": {"1": "Q2f8k3L0aZpR1x9w"}, "zombie_after": 60, "port": 47231}   # version 1, LAN
    assert hosted_from_data(old, SETUP) == hosted_to_data({1: "Q2f8k3L0aZpR1x9w"}, 60, 47231, "ws")
    ws = hosted_to_data({1: "Q2f8k3L0aZpR1x9w"}, 60, 47231)
    for bad in ({**mx, "room": "#has space:matrix.org"}, {**mx, "room": "bugs:matrix.org"},
                {k: v for k, v in mx.items() if k != "room"}, {**ws, "room": "#bugs-a:matrix.org"},
                {**mx, "transport": "carrier-pigeon"}, {**mx, "v": 3}, {**old, "room": "#bugs-a:b.org"}):
        with pytest.raises(ValueError):
            hosted_from_data(bad, SETUP)
