"""Whether a Matrix game's host is still there, and a finished game's room let go (issue 27,
item 6), against a local Synapse (tools/local_synapse.py: one for this module, on 127.0.0.1,
Synapse's default rate limits, stopped by its pid). A host that dies without a goodbye drops no
connection over Matrix: its heartbeat stops, and the friend's connection ends with HOST_GONE
within the heartbeat window, which the friend's table says in words; while the host lives but
says nothing, its heartbeats keep the friend connected. A finished game's room is left and
forgotten and its alias freed, by the hosting app's own path. Skipped only when Synapse is not
installed."""
from __future__ import annotations

import asyncio
import itertools
import json
import random
import time

import pytest

pytest.importorskip("nio", reason="matrix-nio is not installed: pip install -e '.[test]'")

from game.net.client import ClientState  # noqa: E402
from game.net.host import HostServer  # noqa: E402
from game.net.hosted import HostedGame  # noqa: E402
from game.net.joined import HOST_GONE_WORDS  # noqa: E402
from game.net.matrix import (HEARTBEAT_EVERY, HOST_SILENT_BEATS, MAX_HEARTBEAT,  # noqa: E402
                             EnvelopeError, MatrixBackend, parse_envelope)
from game.net.matrix_login import MatrixLogin, save_login  # noqa: E402
from game.net.runner import NetThread  # noqa: E402
from game.net.session import HostSession  # noqa: E402
from game.net.transport import HOST_GONE, Closed  # noqa: E402
from game.saves import SaveStore  # noqa: E402
from scenes.bug_council.remote_table import RemoteTableScene  # noqa: E402
from tests.test_net_session import Loop, make_setup  # noqa: E402
from tests.test_scene_client import join_by_code  # noqa: E402
from tests.ui import click_a_legal_choice, settle, snapshot, title_app  # noqa: E402

BEAT = 1                      # the hosts' heartbeat here, in seconds (the app's: HEARTBEAT_EVERY)
_names = itertools.count(1)


def user(hs, role: str) -> MatrixLogin:
    u = hs.register(f"{role}.{next(_names)}")
    return MatrixLogin(hs.base_url, u["user_id"], access_token=u["access_token"], device_id=u["device_id"])


def crash(server: HostServer) -> None:
    """The host's app dies (on its loop): no goodbye, no more heartbeats."""
    server._ticker.cancel()
    server.listener.abort()


def test_a_host_that_dies_without_goodbye_is_noticed_within_the_heartbeat_window(synapse):
    async def scenario():
        # The host's lobby: nothing moves, so only heartbeats come to the friend.
        setup = make_setup("bug_council", "table", ai={0: "random", 2: "random"})
        session = HostSession(setup, remote={1}, zombie_after=600, started=False)
        server = HostServer(session, MatrixBackend(user(synapse, "host"), heartbeat=BEAT))
        await server.start("", 0)
        client = ClientState(1, session.token(1))
        # The friend's app expects the default period until the host's heartbeat says its own.
        conn = await MatrixBackend(user(synapse, "friend")).connect(server.join_code(1))
        assert conn.silence == HEARTBEAT_EVERY * HOST_SILENT_BEATS
        await conn.send(client.hello())
        while not client.welcomed:
            client.handle(await asyncio.wait_for(conn.receive(), 20))
        # A heartbeat sent *to* the host (a confused or hostile member) opens nothing there.
        await conn._put({"hb": 1, "g": conn.room_id, "c": "elsewhere", "d": conn.client.device_id})
        window = BEAT * HOST_SILENT_BEATS
        await asyncio.sleep(2.5 * window)          # the host lives and says nothing but heartbeats
        assert not conn.closed and conn.silence == window
        assert time.monotonic() - conn.heard_at < 2 * BEAT
        assert len(server.listener.conns) == 1

        crash(server)
        died = time.monotonic()
        with pytest.raises(Closed) as gone:
            while True:
                await asyncio.wait_for(conn.receive(), 30)
        noticed = time.monotonic() - died
        assert str(gone.value) == HOST_GONE
        # Silence counts from the last heartbeat (at most 1.5 periods before the crash); the
        # watcher looks every quarter window.
        assert noticed <= window + BEAT, noticed
        await asyncio.sleep(0.2)                   # the connection's own sync loop and client stop
        assert conn.syncer.task is None and conn.client.client_session is None
        session.stop()

    asyncio.run(scenario())


def test_the_friends_table_says_the_host_is_gone_and_offers_reconnect(home, synapse):
    host_login = user(synapse, "vanishing")
    friend = synapse.register(f"stayer.{next(_names)}")
    save_login(SaveStore(home), MatrixLogin(synapse.base_url, friend["user_id"],
                                            access_token=friend["access_token"], device_id=friend["device_id"]))
    setup = make_setup("bug_council", "table", ai={0: "random", 2: "random"})
    net = NetThread().start()
    server = HostServer(HostSession(setup, remote={1}, zombie_after=600),
                        MatrixBackend(host_login, heartbeat=BEAT))
    net.submit(server.start("", 0)).result(60)
    app = title_app()
    try:
        join_by_code(app, str(server.join_code(1)))        # the kept login: no login screen
        settle(app, lambda: isinstance(app.stack.top, RemoteTableScene), seconds=60)
        table = app.stack.top
        rng = random.Random(3)
        for _ in range(2):                                 # a few moves, then the host waits for us
            settle(app, lambda: table.decision is not None and table.idle, seconds=60)
            seq = table.match.seq
            click_a_legal_choice(app, table, rng)
            settle(app, lambda: table.match.seq > seq, seconds=30)
        settle(app, lambda: table.decision is not None and table.idle, seconds=60)
        time.sleep(2 * BEAT)                               # a heartbeat or two: the period is known

        async def _crash():
            crash(server)
        net.submit(_crash()).result(10)
        settle(app, lambda: table.prompt_text() == (HOST_GONE_WORDS, True), seconds=30)
        assert any(b.label == "Reconnect" for b in table.top_buttons)
        assert table.decision is None                      # nothing to click into the void
        snapshot(app, "client-table-host-gone")
    finally:
        app.close()
        net.stop()


def test_a_finished_hosted_games_room_is_left_and_forgotten_and_an_unfinished_ones_kept(synapse):
    """Through the hosting app's own path (game.net.hosted.HostedGame, its gate): closing a
    finished game lets its room go (nobody can come back to it: its autosave is gone); closing
    an unfinished one keeps it (Continue reopens it with the same codes)."""
    setup = make_setup("bug_council", "table")
    played = HostSession(setup, remote={0, 1, 2})
    loop = Loop(played, (0, 1, 2))
    loop.run(lambda: played.over)
    played.stop()
    net = NetThread().start()
    try:
        rooms = {}
        for finished in (False, True):
            login = user(synapse, "tidy")
            record = played.match.record if finished else None
            hosted = HostedGame(setup, {1}, net, MatrixBackend(login), record=record)
            assert hosted.session.over == finished
            hosted.listen("", 0, "", fixed=True)
            deadline = time.monotonic() + 60
            while hosted.port is None:
                assert hosted.problem is None and time.monotonic() < deadline
                hosted.pump()
                time.sleep(0.05)
            alias, room = hosted.address, hosted.gate.listener.room_id
            assert synapse.resolve_alias(alias) == room and room in synapse.joined_rooms(login.access_token)
            hosted.close()
            deadline = time.monotonic() + 30
            while finished and room in synapse.joined_rooms(login.access_token):
                assert time.monotonic() < deadline, "the finished game's room was never left"
                time.sleep(0.2)
            time.sleep(1.0)                        # what closing does, it has done by now
            rooms[finished] = (room in synapse.joined_rooms(login.access_token), synapse.resolve_alias(alias))
            if not finished:
                assert rooms[False] == (True, room)    # kept for Continue
        assert rooms[True] == (False, None)            # left, and the alias is free again
    finally:
        net.stop()


# --- the heartbeat's envelope, without a homeserver ---------------------------------------------

def test_a_heartbeat_parses_stays_tiny_and_a_malformed_one_is_refused():
    beat = {"hb": 10, "g": "!room:hs", "c": "nonce123", "d": "DEVICE"}
    assert parse_envelope(beat)["hb"] == 10
    assert len(json.dumps(beat)) < 100
    for bad in ({**beat, "hb": 0}, {**beat, "hb": MAX_HEARTBEAT + 1}, {**beat, "hb": True}, {**beat, "hb": 1.5},
                {"hb": 10, "g": "!room:hs", "d": "DEVICE"}, {**beat, "bc": "x"}):
        with pytest.raises(EnvelopeError):
            parse_envelope(bad)
