"""Internet play over Matrix through the app's real screens, against a local Synapse homeserver
(tools/local_synapse.py: one for this module, on 127.0.0.1, Synapse's default rate limits,
stopped by its pid). The host signs in on the login screen (a wrong password first), hosts a
Bug Council game whose `bugs1:mx:` codes two Matrix bots join, plays it to the end and leaves
it, which leaves its room; a kept login skips the screen, signing out forgets it, and a
restarted host resumes in the same room with the same codes; a friend joins with a Matrix code
through the join screen and its login screen. Skipped only when Synapse is not installed."""
from __future__ import annotations

import itertools
import random

import pygame
import pytest

pytest.importorskip("nio", reason="matrix-nio is not installed: pip install -e '.[test]'")

from game.net.host import HostServer  # noqa: E402
from game.net.matrix import MatrixBackend  # noqa: E402
from game.net.matrix_login import LOGIN_SAVE, MatrixLogin, load_login, save_login  # noqa: E402
from game.net.runner import NetThread  # noqa: E402
from game.net.session import HostSession  # noqa: E402
from game.saves import SaveStore, load_game  # noqa: E402
from game.setup import HUMAN, GameSetup, SeatSetup  # noqa: E402
from scenes.lobby_scene import HostLobbyScene  # noqa: E402
from scenes.matrix_login_scene import MatrixLoginScene  # noqa: E402
from scenes.matrix_words import SIGN_IN_WORDS  # noqa: E402
from scenes.bug_council.overlays import GameOverScene  # noqa: E402
from scenes.bug_council.remote_table import RemoteTableScene  # noqa: E402
from scenes.bug_council.table import TableScene  # noqa: E402
from tests.netbots import Friends, host_view_digest  # noqa: E402
from tests.test_scene_client import join_by_code  # noqa: E402
from tests.test_scene_lobby import open_host_lobby, play_until  # noqa: E402
from tests.ui import app_with_guests, key, post, press, settle, snapshot, title_app, type_into  # noqa: E402

_names = itertools.count(1)
PASSWORD = "correct horse battery"


def user(synapse, who: str) -> dict:
    return synapse.register(f"{who}{next(_names)}", password=PASSWORD)


def token_login(synapse, u: dict) -> MatrixLogin:
    return MatrixLogin(synapse.base_url, u["user_id"], access_token=u["access_token"], device_id=u["device_id"])


def matrix_friends(synapse, codes: list[str]) -> Friends:
    """Bots with an account each (a to-device message goes to one user's one device)."""
    logins = {}

    def backend(join):
        logins.setdefault(join.seat, token_login(synapse, user(synapse, f"friend{join.seat}-")))
        return MatrixBackend(logins[join.seat])
    return Friends(codes, backend=backend)


def hosted_elsewhere(backend):
    """A Bug Council host on its own thread over `backend`: seat 1 is the friend's, the others
    random AIs; started, so the friend's table opens once welcomed."""
    seats = tuple(SeatSetup(n, c, HUMAN if i == 1 else "random")
                  for i, (n, c) in enumerate([("Ann", "#F2CC60"), ("Bo", "#7FC8F8"), ("Cy", "#F4A261")]))
    session = HostSession(GameSetup("table", 3, seats, 11, {}, game="bug_council"), remote={1}, zombie_after=600)
    net = NetThread().start()
    server = HostServer(session, backend)
    net.submit(server.start("", 0)).result(60)
    return net, server


def sign_in_on_screen(app, synapse, user_id: str, password: str) -> MatrixLoginScene:
    screen = app.stack.top
    assert isinstance(screen, MatrixLoginScene)
    type_into(app, screen.homeserver, synapse.base_url)
    type_into(app, screen.user, user_id)
    type_into(app, screen.password, password)
    press(app, "Sign in")
    settle(app, lambda: screen.pending is None, seconds=60)
    return screen


def host_over_matrix(app) -> HostLobbyScene:
    lobby = open_host_lobby(app)
    press(app, "Internet (Matrix)")
    press(app, "Host")
    return lobby


def matrix_codes(app, lobby) -> list[str]:
    settle(app, lambda: lobby.hosted is not None and (lobby.hosted.port is not None or lobby.hosted.problem),
           seconds=60)
    assert lobby.hosted.problem is None
    return [lobby.hosted.join_code(s) for s in lobby.hosted.remote]


def test_host_signs_in_hosts_over_matrix_and_two_friends_play_to_the_end(home, synapse):
    host = user(synapse, "host")
    with app_with_guests() as (app, guests):
        lobby = host_over_matrix(app)
        screen = sign_in_on_screen(app, synapse, host["user_id"], "not the password")
        snapshot(app, "matrix-login-refused")
        assert app.stack.top is screen             # refused: still asking
        assert screen.message == SIGN_IN_WORDS["wrong_password"]
        assert screen.password.text == ""
        assert load_login(SaveStore(home)) == (None, None)
        sign_in_on_screen(app, synapse, host["user_id"], PASSWORD)
        assert app.stack.top is lobby              # signed in: hosting goes on
        kept = (home / f"{LOGIN_SAVE}.yaml").read_text()
        assert PASSWORD not in kept and "password" not in kept
        login, _ = load_login(SaveStore(home))
        assert login.user_id == host["user_id"] and login.access_token and login.password is None
        codes = matrix_codes(app, lobby)
        assert len(codes) == 2 and all(c.startswith("bugs1:mx:[#bugs-") and ":localhost]:0:" in c for c in codes)
        friends = guests.let_in(matrix_friends(synapse, codes))
        settle(app, lambda: lobby.hosted.ready_to_start(), seconds=60)
        app.frame(app.step)
        snapshot(app, "matrix-lobby-hosting")
        hosted = lobby.hosted
        press(app, "Start")
        table = app.stack.top
        assert isinstance(table, TableScene) and table.me == 0
        play_until(app, table, lambda: isinstance(app.stack.top, GameOverScene), random.Random(3))
        assert hosted.session.over
        settle(app, lambda: all(c.state.over for c in friends.clients.values()), seconds=60)
        for c in friends.clients.values():
            assert c.state.state_digest == hosted.session.state_digest()
            assert c.state.errors == []
        # Leaving the finished game lets its room go (no autosave can come back to it).
        room, alias = hosted.gate.listener.room_id, hosted.address
        assert room in synapse.joined_rooms(login.access_token)
        press(app, "Back to title")
        settle(app, lambda: room not in synapse.joined_rooms(login.access_token), seconds=30)
        assert synapse.resolve_alias(alias) is None


def test_a_kept_login_skips_the_screen_and_a_restarted_host_resumes_in_the_same_room(home, synapse):
    host = user(synapse, "keeper")
    save_login(SaveStore(home), token_login(synapse, host))
    with app_with_guests() as (app, guests):
        lobby = open_host_lobby(app)
        press(app, "Internet (Matrix)")
        assert lobby.button("Sign out").enabled    # a kept login: who is signed in, and a way out
        snapshot(app, "matrix-lobby-form")
        press(app, "Host")
        assert app.stack.top is lobby              # no login screen: the kept login hosts
        codes = matrix_codes(app, lobby)
        friends = guests.let_in(matrix_friends(synapse, codes))
        settle(app, lambda: lobby.hosted.ready_to_start(), seconds=60)
        press(app, "Start")
        table = app.stack.top
        play_until(app, table, lambda: table.match.state.trick >= 3, random.Random(5))
        settle(app, lambda: table.decision is not None, seconds=30)     # the host's turn: nothing in flight
        played = len(table.match.record.actions)
    saved = load_game(SaveStore(home))          # the host quit mid-game: autosaved
    assert saved.hosted["transport"] == "mx" and saved.hosted["room"] == codes[0].split("[", 1)[1].split("]")[0]

    with app_with_guests() as (app, guests):
        press(app, "Continue")                     # hosting again, in the same room
        lobby = app.stack.top
        assert isinstance(lobby, HostLobbyScene)
        assert matrix_codes(app, lobby) == codes
        friends = guests.let_in(matrix_friends(synapse, codes))   # friends come back with the same codes
        settle(app, lambda: lobby.hosted.ready_to_start(), seconds=60)
        press(app, "Start")
        table = app.stack.top
        assert list(table.match.record.actions)[:played] == list(saved.record.actions)[:played]
        play_until(app, table, lambda: len(table.match.record.actions) >= played + 8, random.Random(6))
        settle(app, lambda: all(c.state.seq == len(table.match.record.actions) for c in friends.clients.values()),
               seconds=60)
        guests.close()
        app.stop_hosting()
        app.open_title()
        lobby = open_host_lobby(app)
        press(app, "Internet (Matrix)")
        press(app, "Sign out")                     # forgets the login: the next game asks again
        assert load_login(SaveStore(home)) == (None, None)
        press(app, "Host")
        assert isinstance(app.stack.top, MatrixLoginScene)


def test_a_friend_joins_with_a_matrix_code_through_the_login_screen(home, synapse):
    host = user(synapse, "elsewhere")
    friend = user(synapse, "joiner")
    net, server = hosted_elsewhere(MatrixBackend(token_login(synapse, host)))
    code = str(server.join_code(1))
    app = title_app()
    try:
        join_by_code(app, code)
        snapshot(app, "matrix-login")
        sign_in_on_screen(app, synapse, friend["user_id"], PASSWORD)
        settle(app, lambda: isinstance(app.stack.top, RemoteTableScene), seconds=60)
        joined = app.joined
        assert joined.welcomed and joined.problem is None
        # At the real table, its view the host's for seat 1.
        settle(app, lambda: joined.state.view_digest() == host_view_digest(net, server, 1), seconds=60)
        assert load_login(SaveStore(home))[0].user_id == friend["user_id"]
    finally:
        app.close()
        net.submit(server.stop()).result(30)
        net.stop()


def test_the_login_screen_checks_the_form_before_asking_the_homeserver(home):
    """No homeserver needed: a user that is not a Matrix id is said at once, Enter after the
    password signs in, Back leaves without keeping anything."""
    app = title_app()
    try:
        done = []
        app.stack.push(MatrixLoginScene(app, done.append))
        screen = app.stack.top
        assert screen.focused_field is screen.user          # ready to type the user
        post(pygame.TEXTINPUT, text="not a user!")
        app.frame(app.step)
        key(app, pygame.K_RETURN)                           # to the password
        post(pygame.TEXTINPUT, text="secret")
        app.frame(app.step)
        key(app, pygame.K_RETURN)                           # signs in: the form is checked first
        assert screen.pending is None and "@name:server.org" in screen.message
        assert done == [] and load_login(SaveStore(home)) == (None, None)
        press(app, "Back")
        assert not isinstance(app.stack.top, MatrixLoginScene)
    finally:
        app.close()
