"""Who sits where before a game with friends starts, through the real screens on loopback: the
host's lobby shows the names friends gave and their Ready marks, swaps two friends' seats by
clicks and starts once all are ready; a joining player types a name, presses Ready, follows a
move, and reaches the table under that name (scenes/lobby_seats.py)."""
from __future__ import annotations

import random

import pygame

from game.net.host import HostServer
from game.net.runner import NetThread
from game.net.session import HostSession
from game.net.websocket import WebSocketBackend
from game.saves import SaveStore, load_settings
from game.setup import HUMAN, GameSetup, SeatSetup
from scenes.join_scene import JoinScene
from scenes.lobby_seats import DOWN, UP
from scenes.bug_council.remote_table import RemoteTableScene
from scenes.bug_council.table import TableScene
from tests.netbots import Friends
from tests.test_scene_lobby import host_codes, open_host_lobby, play_until
from tests.ui import click, post, press, settle, snapshot, title_app


def type_text(app, text: str) -> None:
    post(pygame.TEXTINPUT, text=text)
    app.frame(app.step)


def run(net: NetThread, fn, timeout: float = 10):
    """`fn()` on the network thread, where the session lives; its answer."""
    async def call():
        return fn()
    return net.submit(call()).result(timeout)


def test_the_host_sees_names_swaps_two_friends_and_starts_when_both_are_ready(home):
    app = title_app()
    ann = bo = None
    try:
        lobby = open_host_lobby(app)
        codes = host_codes(app, lobby)
        hosted = lobby.hosted
        first, second = hosted.remote
        ann = Friends([codes[0]], names=["Ann"], ready=False)
        bo = Friends([codes[1]], names=["Bo"], seed=9)
        settle(app, lambda: hosted.ready(second) and hosted.connected(first), seconds=15)
        app.frame(app.step)
        assert (hosted.said_name(first), hosted.said_name(second)) == ("Ann", "Bo")
        assert not lobby.button("Start").enabled               # Ann has not pressed Ready
        assert not lobby.seat_rows.move_button(first, UP).enabled   # nothing above the first friend
        snapshot(app, "lobby-names-one-ready")

        click(app, lobby.seat_rows.move_button(first, DOWN).rect.center)   # Ann <-> Bo
        ann_state, bo_state = ann.clients[first].state, bo.clients[second].state
        # Both learn their new seats (seated), then the table's new names (presence).
        settle(app, lambda: ann_state.seat == second and bo_state.seat == first
               and ann_state.presence["names"][first:] == ["Bo", "Ann"], seconds=15)
        assert (hosted.said_name(first), hosted.said_name(second)) == ("Bo", "Ann")
        assert hosted.ready(first) and not hosted.ready(second)       # the mark moved with Bo

        ann.net.submit(ann.clients[first].send(ann_state.ready(True)))
        settle(app, lambda: lobby.button("Start").enabled, seconds=15)
        snapshot(app, "lobby-swapped-ready")
        press(app, "Start")
        table = app.stack.top
        assert isinstance(table, TableScene)
        assert table.names[first:] == ["Bo", "Ann"]             # the plaques: the names they gave
        assert ann_state.view and ann_state.seat == second      # her view is the seat she sits in

        # Ann's computer drops; the code she was given before the move brings her back to her seat.
        ann.drop(first)
        settle(app, lambda: not hosted.connected(second), seconds=15)
        again = ann.join(codes[0])
        settle(app, lambda: again.state.welcomed == 1 and hosted.connected(second), seconds=15)
        assert again.state.seat == second
        play_until(app, table, lambda: len(table.match.record.actions) >= 12, random.Random(3))
        settle(app, lambda: again.state.seq == len(table.match.record.actions)
               and bo_state.seq == len(table.match.record.actions), seconds=15)
        assert again.state.state_digest == hosted.session.state_digest() == bo_state.state_digest
    finally:
        for f in (ann, bo):
            if f is not None:
                f.close()
        app.close()


def hosted_elsewhere():
    """A host on its own thread, in its lobby (not started): seat 0 a random AI, seats 1 and 2
    friends'."""
    seats = tuple(SeatSetup(n, c, "random" if i == 0 else HUMAN)
                  for i, (n, c) in enumerate([("Ann", "#F2CC60"), ("Bo", "#7FC8F8"), ("Cy", "#F4A261")]))
    net = NetThread().start()
    session = HostSession(GameSetup("table", 3, seats, 11, game="bug_council"), remote={1, 2},
                          zombie_after=600, started=False)
    server = HostServer(session, WebSocketBackend())
    net.submit(server.start("127.0.0.1", 0)).result(10)
    return net, server, session


def test_a_joining_player_gives_a_name_presses_ready_follows_a_move_and_reaches_the_table(home):
    net, server, session = hosted_elsewhere()
    app = title_app()
    eve = None
    try:
        press(app, "Play with friends")
        press(app, "Join a game")
        join = app.stack.top
        assert isinstance(join, JoinScene)
        assert not join.button("Ready").enabled                  # nothing joined yet
        click(app, join.lobby.name_field.rect.center)
        type_text(app, "  Dora")
        click(app, join.code_field.rect.center)
        type_text(app, str(server.join_code(1)))
        press(app, "Join")
        settle(app, lambda: app.joined is not None and app.joined.welcomed, seconds=15)
        assert run(net, session.names) == ["Ann", "Dora", "Cy"]   # trimmed, shown by the host
        assert app.settings.player_name == "Dora"
        assert load_settings(SaveStore(home))[0]["player_name"] == "Dora"     # remembered
        eve = Friends([str(server.join_code(2))], names=["Eve"], ready=False)
        settle(app, lambda: app.joined.names[2:] == ["Eve"], seconds=15)
        app.frame(app.step)
        assert join.button("Ready").enabled
        snapshot(app, "join-name-ready")

        press(app, "Ready")
        settle(app, lambda: run(net, lambda: session.seats[1].ready), seconds=15)
        assert join.button("\u2713 Ready").enabled                # pressed: it reads ✓ Ready
        settle(app, lambda: app.joined.ready_marks()[1:] == [True, False], seconds=15)
        snapshot(app, "join-ready")

        server.send(run(net, lambda: session.move(1, 2)))
        # Dora learns her new seat; her Ready mark went with her.
        settle(app, lambda: app.joined.seat == 2 and app.joined.ready_marks()[1:] == [False, True], seconds=15)
        server.send(run(net, session.begin))
        settle(app, lambda: isinstance(app.stack.top, RemoteTableScene), seconds=15)
        assert app.joined.name(2) == "Dora" and app.joined.state.view
        table = app.stack.top
        assert table.me == 2 and table.names[2] == "Dora"      # her moved seat, at the bottom, by her name
        assert run(net, lambda: [s.name for s in session.setup.seats]) == ["Ann", "Eve", "Dora"]
    finally:
        if eve is not None:
            eve.close()
        app.close()
        net.submit(server.stop()).result(10)
        net.stop()


def test_the_join_screen_starts_from_the_remembered_name(home):
    app = title_app()
    try:
        app.change_setting("player_name", "Dora")
        press(app, "Play with friends")
        press(app, "Join a game")
        assert app.stack.top.lobby.name_field.text == "Dora"
    finally:
        app.close()
