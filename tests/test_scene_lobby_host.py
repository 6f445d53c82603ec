"""The hosting lobby's own seat and its absent friends, through the real screens on loopback
(issue 27, items 5 and 7): friends see the host's name (asked in the lobby, remembered), never
"You", in their lobby, at their table and in its log; a game starts with an AI in each absent
friend's seat (a restarted hosted game whose friend does not come back, or a new one), moves,
and the friend who joins later with their old code gets the seat back."""
from __future__ import annotations

import random
import time

import pygame

from game.net.session import HostSession
from game.saves import SaveStore, load_game, load_settings
from scenes.app import App
from scenes.lobby_scene import START_WITH_AI, HostLobbyScene
from scenes.bug_council.remote_table import RemoteTableScene
from scenes.bug_council.table import TableScene
from tests.netbots import Friends
from tests.test_net_session import FakeClock, make_setup
from tests.test_scene_client import join_by_code
from tests.test_scene_lobby import host_codes, open_host_lobby, play_until
from tests.ui import (app_with_guests, click_a_legal_choice, key, press, settle, snapshot, title_app,
                      toward_a_decision, type_into)


def settle_both(host, guest, until, seconds: float = 15.0) -> None:
    """Frames of both apps (the host's session answers only in its frames) until `until()`."""
    deadline = time.monotonic() + seconds
    while not until():
        assert time.monotonic() < deadline, "the two apps never got there"
        host.frame(host.step)
        guest.frame(guest.step)
        time.sleep(0)


# --- 5. the host's own name ------------------------------------------------------------------

def test_the_host_types_a_name_that_is_remembered_and_you_is_refused(home):
    app = title_app()
    try:
        lobby = open_host_lobby(app)
        field = lobby.name_fields[0]
        assert field.text == "" and field.placeholder == "Your name"     # nothing remembered yet
        type_into(app, field, "you")
        press(app, "Host")
        assert lobby.hosted is None                                      # not hosted under "You"
        assert lobby.error == "Your name: a name is not 'You' (each friend would read it as themselves)."
        snapshot(app, "lobby-host-name-refused")
        type_into(app, field, "  Ada Lovelace ")
        host_codes(app, lobby)
        assert lobby.hosted.names()[0] == "Ada Lovelace"                 # trimmed, as friends see it
        assert app.settings.player_name == "Ada Lovelace"
        assert load_settings(SaveStore(home))[0]["player_name"] == "Ada Lovelace"   # remembered
    finally:
        app.close()


def test_friends_see_the_remembered_host_name_in_the_lobby_and_after_start(home):
    with app_with_guests() as (app, guests):
        app.change_setting("player_name", "Ada")
        lobby = open_host_lobby(app)
        assert lobby.name_fields[0].text == "Ada"                        # asked once, remembered
        codes = host_codes(app, lobby)
        hosted = lobby.hosted
        friends = guests.let_in(Friends(codes, names=["Bo", "Cy"]))
        settle(app, hosted.ready_to_start, seconds=15)
        states = [friends.clients[s].state for s in hosted.remote]
        settle(app, lambda: all(s.presence.get("names") == ["Ada", "Bo", "Cy"] for s in states), seconds=15)
        app.frame(app.step)
        snapshot(app, "lobby-host-name")
        press(app, "Start")
        table = app.stack.top
        assert isinstance(table, TableScene)
        assert [s.name for s in hosted.setup.seats] == ["Ada", "Bo", "Cy"]   # the setup at Start
        settle(app, lambda: all(s.presence.get("started") for s in states), seconds=15)
        assert all(s.presence["names"] == ["Ada", "Bo", "Cy"] for s in states)


def test_a_joined_table_names_the_host_in_its_log(home):
    """Two apps on one headless display: the host's (its lobby, its table, clicks) and a
    friend's (the join screen, the real joined table, clicks). The friend's log tells the
    declarations under the host's name."""
    host = title_app()
    guest = cy = None
    try:
        host.change_setting("player_name", "Ada")
        lobby = open_host_lobby(host)
        codes = host_codes(host, lobby)
        guest = App(speed="instant", sound=False)       # a friend's app (keeps no files)
        guest.change_setting("player_name", "Bo")
        guest.open_title()
        guest.frame(guest.step)
        join_by_code(guest, codes[0])
        settle_both(host, guest, lambda: guest.joined is not None and guest.joined.welcomed)
        press(guest, "Ready")
        cy = Friends([codes[1]], names=["Cy"])
        settle_both(host, guest, lobby.hosted.ready_to_start)
        press(host, "Start")
        settle_both(host, guest, lambda: isinstance(guest.stack.top, RemoteTableScene))
        mine, theirs = host.stack.top, guest.stack.top
        rng = random.Random(7)

        def revealed() -> list[str]:
            return [line for line in theirs.log_lines if line.startswith("Declarations revealed")]
        for _ in range(20000):
            if revealed():
                break
            if toward_a_decision(host, mine):
                click_a_legal_choice(host, mine, rng)
            if theirs.decision is not None and theirs.idle and theirs.match.pending is None:
                click_a_legal_choice(guest, theirs, rng)
            else:
                guest.frame(guest.step)
        line = revealed()[0]
        assert line.startswith("Declarations revealed. Ada: ") and "You" not in line
        assert guest.joined.names == ["Ada", "Bo", "Cy"] and theirs.names == ["Ada", "Bo", "Cy"]
        guest.draw()
        snapshot(guest, "joined-table-host-name")
    finally:
        if cy is not None:
            cy.close()
        host.close()
        if guest is not None:
            guest.close()


def test_a_game_hosted_before_the_name_was_asked_shows_friends_the_remembered_name(home):
    """An autosave from before (the host's seat called "You", as local tables call it):
    Continue shows friends the remembered name; the setup takes it at Start."""
    from game.match import Match
    from game.net.hosted import hosted_to_data
    from game.saves import SavedGame, save_game
    from game.setup import HUMAN, GameSetup, SeatSetup
    seats = tuple(SeatSetup(n, c, HUMAN) for n, c in (("You", "#F2CC60"), ("Bo", "#7FC8F8"), ("Cy", "#F4A261")))
    setup = GameSetup("table", 3, seats, 5, game="bug_council")
    tokens = {1: "tokenBo-0123", 2: "tokenCy-4567"}
    save_game(SaveStore(home), SavedGame(setup, Match(setup).record, hosted=hosted_to_data(tokens, 60, 0)))
    with app_with_guests() as (app, guests):
        app.change_setting("player_name", "Ada")
        press(app, "Continue")
        lobby = app.stack.top
        assert isinstance(lobby, HostLobbyScene)
        settle(app, lambda: lobby.hosted.port is not None, seconds=10)
        friends = guests.let_in(Friends([lobby.hosted.join_code(s) for s in lobby.hosted.remote]))
        states = [c.state for c in friends.clients.values()]
        settle(app, lambda: all(s.presence.get("names") == ["Ada", "Bo", "Cy"] for s in states), seconds=15)
        settle(app, lobby.hosted.ready_to_start, seconds=15)
        press(app, "Start")
        assert isinstance(app.stack.top, TableScene)
        assert [s.name for s in lobby.hosted.setup.seats] == ["Ada", "Bo", "Cy"]


def test_the_session_names_a_seat_the_host_plays_for_friends_before_start_only():
    session = HostSession(make_setup("bug_council", "table"), remote={1, 2}, started=False, clock=FakeClock())
    session.name_own_seat(0, " Ada ")
    assert session.names() == ["Ada", "P1", "P2"]
    for seat, name in ((1, "Eve"), (0, "You"), (0, ""), (5, "Ada")):
        try:
            session.name_own_seat(seat, name)
        except ValueError:
            continue
        raise AssertionError(f"seat {seat} named {name!r}")
    session.begin()
    assert session.setup.seats[0].name == "Ada"
    try:
        session.name_own_seat(0, "Ann")
    except ValueError:
        return
    raise AssertionError("renamed after Start")


# --- 7. an AI in an absent friend's seat ---------------------------------------------------------

def test_a_restarted_hosted_game_starts_with_an_ai_for_the_absent_friend_who_gets_the_seat_back(home):
    rng = random.Random(11)
    with app_with_guests() as (app, guests):
        lobby = open_host_lobby(app)
        codes = host_codes(app, lobby)
        friends = guests.let_in(Friends(codes, names=["Bo", "Cy"]))
        settle(app, lobby.hosted.ready_to_start, seconds=15)
        press(app, "Start")
        table = app.stack.top
        play_until(app, table, lambda: table.match.state.trick >= 2, rng)
        settle(app, lambda: toward_a_decision(app, table) is not False, seconds=15)   # the host's turn
    saved = load_game(SaveStore(home))          # the host quit mid-game: autosaved
    played = len(saved.record.actions)

    app = title_app()
    bo = cy = None
    try:
        press(app, "Continue")                         # the lobby again: nobody is back yet
        lobby = app.stack.top
        assert isinstance(lobby, HostLobbyScene)
        settle(app, lambda: lobby.hosted.port is not None, seconds=10)
        hosted = lobby.hosted
        away, back = hosted.remote
        cy = Friends([codes[1]])                       # Cy comes back; Bo does not
        settle(app, lambda: hosted.connected(back), seconds=15)
        app.frame(app.step)
        assert not lobby.button("Start").enabled       # Bo is "waiting..."
        assert lobby.button(START_WITH_AI).enabled
        snapshot(app, "lobby-resumed-ai-for-absent")
        press(app, START_WITH_AI)
        table = app.stack.top
        assert isinstance(table, TableScene)
        assert hosted.zombie(away) and table.match.seat_note(away) == "AI until back"
        assert table.reason == "Bo's seat is played by the AI until Bo returns."
        actions = table.match.record.actions

        def moved_for(seat: int, since: int) -> bool:
            return any(getattr(a, "seat", None) == seat for a in actions[since:])
        play_until(app, table, lambda: moved_for(away, played) and len(actions) >= played + 12, rng)
        snapshot(app, "table-ai-for-absent")

        bo = Friends([codes[0]])                       # Bo joins later, with the code from before
        settle(app, lambda: hosted.connected(away) and not hosted.zombie(away), seconds=15)
        assert table.match.seat_note(away) is None
        bo_state = bo.clients[away].state
        since = len(actions)
        play_until(app, table, lambda: bo_state.acked >= 1 and moved_for(away, since), rng)
        assert bo_state.seat == away and bo_state.errors == []
        settle(app, lambda: bo_state.state_digest == hosted.session.state_digest(), seconds=15)
    finally:
        for f in (bo, cy):
            if f is not None:
                f.close()
        app.close()


def test_a_new_game_starts_by_keyboard_with_an_ai_for_a_friend_who_never_came(home):
    with app_with_guests() as (app, guests):
        lobby = open_host_lobby(app)
        codes = host_codes(app, lobby)
        hosted = lobby.hosted
        come, never = hosted.remote
        friends = guests.let_in(Friends([codes[0]], ready=False))
        settle(app, lambda: hosted.connected(come), seconds=15)
        app.frame(app.step)
        assert not lobby.button(START_WITH_AI).enabled     # the friend who is here is not ready
        friends.net.submit(friends.clients[come].send(friends.clients[come].state.ready(True)))
        settle(app, lambda: lobby.button(START_WITH_AI).enabled, seconds=15)
        assert not lobby.button("Start").enabled
        snapshot(app, "lobby-new-ai-for-absent")
        for _ in range(len(lobby.buttons) + 1):           # Tab to it, then Enter
            if lobby.focus is not None and lobby.buttons[lobby.focus].label == START_WITH_AI:
                break
            key(app, pygame.K_TAB)
        key(app, pygame.K_RETURN)
        table = app.stack.top
        assert isinstance(table, TableScene)
        assert hosted.zombie(never) and not hosted.zombie(come)
        assert table.match.seat_note(never) == "AI until back"
        actions = table.match.record.actions
        play_until(app, table, lambda: any(getattr(a, "seat", None) == never for a in actions), random.Random(3))


def test_the_session_starts_with_an_ai_only_for_the_absent_and_only_before_start():
    clock = FakeClock()
    session = HostSession(make_setup("bug_council", "table"), remote={1, 2}, started=False, clock=clock,
                          zombie_after=600)
    assert session.absent() == [1, 2] and session.ready_with_ai()        # nobody here: all to the AI
    session.open("c1")
    session.receive("c1", '{"v":1,"type":"hello","seat":1,"token":"%s"}' % session.token(1))
    assert session.absent() == [2] and not session.ready_with_ai()       # seat 1 is here, not ready
    session.receive("c1", '{"v":1,"type":"ready","ready":true}')
    assert session.ready_with_ai() and not session.ready_to_start()
    session.ai_for_absent()
    assert [s in session.match.controllers for s in range(3)] == [False, False, True]
    session.begin()
    clock.t += 3600
    session.tick(ai=False)
    assert 1 not in session.match.controllers                           # the one who is here plays
    try:
        session.ai_for_absent()
    except ValueError:
        return
    raise AssertionError("an AI handed a seat after Start from the lobby")


def test_no_friend_takes_the_name_you_either():
    """A friend's hello named 'You' (any case) is refused like any bad name: every other table
    would read that seat's moves as its own player's ("You play...")."""
    session = HostSession(make_setup("bug_council", "table"), remote={1}, started=False, clock=FakeClock())
    for name in ("You", " you ", "YOU"):
        session.open("c")
        out = session.receive("c", '{"v":1,"type":"hello","seat":1,"token":"%s","name":"%s"}'
                              % (session.token(1), name))
        assert [o.text for o in out] == ['{"code":"bad_name","type":"error","v":1}']
    assert session.seats[1].conn is None and session.names()[1] == "P1"


# --- after the game --------------------------------------------------------------------------------

def test_a_friends_table_says_the_game_is_over_when_the_host_closes_it_and_offers_no_reconnect(home):
    """A host that leaves a finished game (it then lets its Matrix room go) ends the link: the
    friend's table says so as a fact, not as a drop to reconnect from."""
    from game.net.host import HostServer
    from game.net.runner import NetThread
    from game.net.websocket import WebSocketBackend
    from tests.test_net_session import Loop
    setup = make_setup("bug_council", "table", ai={0: "random", 2: "random"})
    played = HostSession(make_setup("bug_council", "table"), remote={0, 1, 2})
    loop = Loop(played, (0, 1, 2))
    loop.run(lambda: played.over)
    played.stop()
    net = NetThread().start()
    server = HostServer(HostSession(setup, remote={1}, record=played.match.record), WebSocketBackend())
    net.submit(server.start("127.0.0.1", 0)).result(10)
    app = title_app()
    try:
        join_by_code(app, str(server.join_code(1)))
        settle(app, lambda: isinstance(app.stack.top, RemoteTableScene), seconds=15)
        table = app.stack.top
        assert table.match.over
        net.submit(server.stop()).result(10)           # the host leaves the finished game
        settle(app, lambda: not app.joined.connected, seconds=15)
        app.frame(app.step)
        assert table.prompt_text() == ("The game is over and the host has closed it.", False)
        assert not any(b.label == "Reconnect" for b in table.top_buttons)
        snapshot(app, "client-table-host-closed-finished-game")
    finally:
        app.close()
        net.stop()
