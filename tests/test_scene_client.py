"""A friend's side through the app's real screens, on loopback only: the client app joins a
host run in-process (game/net/host.HostServer on its own network thread) with a typed join
code, waits on the join screen, then plays moves by clicking at its table."""
from __future__ import annotations

import random

import pygame

from game.net.host import HostServer
from game.net.runner import NetThread
from game.net.session import HostSession
from game.net.websocket import WebSocketBackend
from game.setup import HUMAN, GameSetup, SeatSetup
from scenes.client_table import ClientTableScene
from scenes.join_scene import JoinScene
from tests.ui import click, post, press, settle, snapshot, title_app

COLORS = ["#F2CC60", "#7FC8F8", "#F4A261"]


def hosted_elsewhere(game: str, mode: str, options: dict):
    """A host on its own thread: seat 1 is the friend's, the others random AIs."""
    seats = tuple(SeatSetup(n, COLORS[i], HUMAN if i == 1 else "random") for i, n in enumerate(["Ann", "Bo", "Cy"]))
    setup = GameSetup(mode, 3, seats, 11, options, game=game)
    net = NetThread().start()
    session = HostSession(setup, remote={1}, zombie_after=600)
    server = HostServer(session, WebSocketBackend())
    net.submit(server.start("127.0.0.1", 0)).result(10)
    return net, server, str(server.join_code(1))


def type_text(app, text: str) -> None:
    post(pygame.TEXTINPUT, text=text)
    app.frame(app.step)


def test_a_friend_joins_with_a_code_and_plays_by_clicks(home):
    net, server, code = hosted_elsewhere("bug_council", "table", {})
    app = title_app()
    try:
        press(app, "Play with friends")
        press(app, "Join a game")
        join = app.stack.top
        assert isinstance(join, JoinScene)
        click(app, join.code_field.rect.center)
        type_text(app, code)
        snapshot(app, "join")
        press(app, "Join")
        settle(app, lambda: isinstance(app.stack.top, ClientTableScene), seconds=15)
        table = app.stack.top
        rng = random.Random(1)
        mine = 0

        def moves() -> list:
            return [b for b in table.buttons if b.label not in ("Leave", "Rejoin")]
        # Waiting for our turn goes through settle (frames that yield, and a wall-clock limit):
        # the host's AI seats answer on its network thread, later on a loaded machine.
        while mine < 6 and not table.joined.state.over:
            settle(app, lambda: bool(moves()) or table.joined.state.over, seconds=60)
            if table.joined.state.over:
                break
            seq = table.joined.state.seq
            click(app, rng.choice(moves()).rect.center)
            mine += 1
            settle(app, lambda: table.joined.state.seq > seq or table.joined.state.refusals, seconds=15)
        snapshot(app, "client-table")
        assert mine >= 6
        assert table.joined.state.errors == []
        settle(app, lambda: table.joined.state.view_digest() == net.submit(_digest(server)).result(5), seconds=10)

        # The connection drops (the host's side cuts it): Rejoin with the same code resumes.
        net.call(lambda: [c.abort() for c in list(server._conns.values())])
        settle(app, lambda: any(b.label == "Rejoin" for b in table.buttons), seconds=15)
        snapshot(app, "client-table-dropped")
        press(app, "Rejoin")
        settle(app, lambda: table.joined.state.welcomed == 2 and table.joined.state.presence.get("connected", [])[1],
               seconds=15)
        assert not any(b.label == "Rejoin" for b in table.buttons)
        assert table.joined.problem is None
    finally:
        app.close()
        net.submit(server.stop()).result(10)
        net.stop()


async def _digest(server):
    return server.session.view_digest(1)
