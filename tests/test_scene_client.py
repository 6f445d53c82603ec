"""A friend's side through the app's real screens, on loopback only: the client app joins a
host run in-process (game/net/host.HostServer on its own network thread) with a typed join
code, waits on the join screen, then plays by clicking at its table: Bug Council's real table
(scenes/bug_council/remote_table.py, drawn from the seat's view), or the plain client table for a game
whose screens do not draw a joined game yet."""
from __future__ import annotations

import random
from contextlib import contextmanager

import pygame
import pytest

from game.net.host import HostServer
from game.net.runner import NetThread
from game.net.session import HostSession
from game.net.websocket import WebSocketBackend
from game.setup import HUMAN, GameSetup, SeatSetup
from game.protocol import Refusal
from scenes.client_table import ClientTableScene
from scenes.join_scene import JoinScene
from scenes.bug_council.overlays import AgeScoringScene, GameOverScene
from scenes.bug_council.remote_table import RemoteTableScene
from scenes.bug_council.wording import refusal_words
from tests.ui import card_center, click, click_a_legal_choice, post, press, settle, snapshot, title_app

COLORS = ["#F2CC60", "#7FC8F8", "#F4A261"]


def hosted_elsewhere(game: str, mode: str, options: dict, players: int = 3):
    """A host on its own thread: seat 1 is the friend's, the others random AIs."""
    seats = tuple(SeatSetup(n, COLORS[i % len(COLORS)], HUMAN if i == 1 else "random")
                  for i, n in enumerate(["Ann", "Bo", "Cy", "Di", "Ed"][:players]))
    setup = GameSetup(mode, players, seats, 11, options, game=game)
    net = NetThread().start()
    session = HostSession(setup, remote={1}, zombie_after=600)
    server = HostServer(session, WebSocketBackend())
    net.submit(server.start("127.0.0.1", 0)).result(10)
    return net, server, str(server.join_code(1))


def join_by_code(app, code: str) -> None:
    """From the title: Play with friends, Join a game, the code typed, Join."""
    press(app, "Play with friends")
    press(app, "Join a game")
    join = app.stack.top
    assert isinstance(join, JoinScene)
    click(app, join.code_field.rect.center)
    type_text(app, code)
    snapshot(app, "join")
    press(app, "Join")


@contextmanager
def at_the_table(scene_type, game: str, mode: str, options: dict, players: int = 3):
    """A host elsewhere (seat 1 the friend's), and this app joined at its table of `scene_type`:
    (app, table, the host's network thread, its server); all closed afterwards."""
    net, server, code = hosted_elsewhere(game, mode, options, players)
    app = title_app()
    try:
        join_by_code(app, code)
        settle(app, lambda: isinstance(app.stack.top, scene_type), seconds=15)
        yield app, app.stack.top, net, server
    finally:
        app.close()
        net.submit(server.stop()).result(10)
        net.stop()


def type_text(app, text: str) -> None:
    post(pygame.TEXTINPUT, text=text)
    app.frame(app.step)


def test_the_plain_table_for_a_game_without_a_remote_table(home, monkeypatch):
    """A game whose screens draw no joined game (here Party Bugs' plug-in, told so) still plays,
    at the plain table: the legal moves as buttons."""
    from scenes.party_bugs.screen import PartyScreen
    monkeypatch.setattr(PartyScreen, "remote_table", lambda self, app, joined: None)
    with at_the_table(ClientTableScene, "party_bugs", "party", {}) as (app, table, net, server):
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
        net.call(server.gate.drop_all)
        settle(app, lambda: any(b.label == "Rejoin" for b in table.buttons), seconds=15)
        snapshot(app, "client-table-dropped")
        press(app, "Rejoin")
        settle(app, lambda: table.joined.state.welcomed == 2 and table.joined.state.presence.get("connected", [])[1],
               seconds=15)
        assert not any(b.label == "Rejoin" for b in table.buttons)
        assert table.joined.problem is None


async def _digest(server):
    return server.session.view_digest(1)




@pytest.mark.parametrize("mode, players", [pytest.param("table", 3, marks=pytest.mark.slow),
                                           pytest.param("table", 5, marks=pytest.mark.slow),
                                           pytest.param("emissary", 2, marks=pytest.mark.slow)])
def test_a_friend_plays_a_whole_game_by_clicks_at_the_real_table(home, mode, players):
    """Bug Council: seat 1 joins from another app and plays every decision by clicks on its
    cards (and the Emissary's), the declaration buttons and the council ring; a card that does
    not follow suit is refused by the host in the rule's words; the final scores are the host's."""
    with at_the_table(RemoteTableScene, "bug_council", mode, {}, players) as (app, table, net, server):
        assert [b.label for b in table.top_buttons][:1] == ["Leave"]
        assert not any(b.label in ("Hint", "Undo") for b in table.top_buttons)
        rng = random.Random(4)
        clicked: dict[str, int] = {}
        refused = shot = False
        while not isinstance(app.stack.top, GameOverScene):
            top = app.stack.top
            if isinstance(top, AgeScoringScene):
                click(app, (app.cfg.canvas[0] // 2, app.cfg.canvas[1] // 2))
                continue
            settle(app, lambda: (table.decision is not None and table.idle)
                   or app.stack.top is not table, seconds=60)
            if app.stack.top is not table:
                continue
            view = table.my_view()
            off_suit = sorted(set(view.hand) - set(view.playable))
            if table.playing and view.must_follow and off_suit and not refused:
                # A card that does not follow suit: the host refuses it, in the rule's words.
                click(app, card_center(table, off_suit[0]))
                settle(app, lambda: table.match.pending is None and table.reason, seconds=15)
                assert table.reason == refusal_words(
                    Refusal("must_follow_suit", 1, {"lead": view.lead_suit, "cards": list(view.playable)}),
                    table.names, 1)
                assert table.reason.startswith("You must follow")
                snapshot(app, f"client-{mode}-{players}-refused")
                refused = True
                continue
            if table.playing and table.model.plays and not shot:
                snapshot(app, f"client-{mode}-{players}-mid-trick")
                shot = True
            seq = table.match.seq
            kind = click_a_legal_choice(app, table, rng)
            if kind is not None:
                clicked[kind] = clicked.get(kind, 0) + 1
                assert table.prompt_text()[0] == "Waiting for the host\u2026" or table.match.seq > seq
                settle(app, lambda: table.match.seq > seq or table.reason, seconds=15)
        snapshot(app, f"client-{mode}-{players}-game-over")
        assert refused and shot
        assert clicked.get("play", 0) >= 10 and clicked.get("declare", 0) >= 3
        host_scores = net.submit(_scores(server)).result(5)
        over = app.stack.top
        assert list(over.e.scores) == list(host_scores)
        # The heading greets the joined player as "you" when they won, else names the winners.
        ws = [table.names[w] for w in over.e.winners]
        expected = "You win!" if tuple(over.e.winners) == (1,) else f"{' and '.join(ws)} win{'s' * (len(ws) == 1)}!"
        assert over.heading() == expected
        assert list(table.seen().scores) == list(host_scores)
        assert table.joined.state.errors == [] and table.joined.problem is None
        assert [b.label for b in over.buttons] == ["Leave", "Quit"]
        press(app, "Leave")
        assert app.joined is None


def test_the_real_table_says_when_the_link_drops_and_reconnects(home):
    with at_the_table(RemoteTableScene, "bug_council", "table", {}) as (app, table, net, server):
        rng = random.Random(2)
        for _ in range(3):
            settle(app, lambda: table.decision is not None and table.idle, seconds=60)
            seq = table.match.seq
            click_a_legal_choice(app, table, rng)
            settle(app, lambda: table.match.seq > seq, seconds=15)
        net.call(server.gate.drop_all)
        settle(app, lambda: any(b.label == "Reconnect" for b in table.top_buttons), seconds=15)
        words, warn = table.prompt_text()
        assert warn and words.startswith("The connection to the host dropped")
        assert table.decision is None
        snapshot(app, "client-table-dropped")
        click(app, next(b for b in table.top_buttons if b.label == "Reconnect").rect.center)
        settle(app, lambda: table.joined.state.welcomed == 2 and table.joined.connected, seconds=15)
        settle(app, lambda: table.decision is not None or table.match.seq > seq, seconds=60)
        assert not any(b.label == "Reconnect" for b in table.top_buttons)
        assert table.seen() == table.match.game.view_from_data(table.joined.state.view)
        assert table.joined.state.view_digest() == net.submit(_digest(server)).result(5) or table.match.seq > seq


async def _scores(server):
    return server.session.match.state.scores


def turns_until(app, table, result_type):
    """The joined table's view each time its seat may choose (the beats played), until the
    game's result (a `result_type` scene) shows."""
    while True:
        settle(app, lambda: (table.legal() and not table.anim.busy)
               or isinstance(app.stack.top, result_type), seconds=60)
        if isinstance(app.stack.top, result_type):
            return
        yield table.seen()


@pytest.mark.parametrize("players, variants", [(3, ()),     # a second each: the second in `make test`
                                               pytest.param(2, ("face_down", "series"), marks=pytest.mark.slow)])
def test_a_friend_plays_party_bugs_by_clicks_at_the_real_table(home, players, variants):
    """Party Bugs (2 players adds Roachy): seat 1 plays every choice by clicks on its hand, the
    dance floor and (Variant Two) its display; a hand card clicked when it is time to take
    from the floor is refused by the host in the rule's words; the final scores are the host's."""
    from game.party_bugs.state import Action
    from scenes.party_bugs.remote import RemotePartyTableScene
    from scenes.party_bugs.result import PartyResultScene
    from scenes.party_bugs.words import refusal_words as party_words
    from tests.test_scene_party import click_a_legal_card
    with at_the_table(RemotePartyTableScene, "party_bugs", "party", {"variants": list(variants)}, players) as (app, table, net, server):
        assert [b.label for b in table.buttons] == ["Help", "Rules", "Leave"]
        rng = random.Random(players)
        clicks = 0
        refused = shot = False
        for view in turns_until(app, table, PartyResultScene):
            if view.phase == "take" and view.hand and not refused:
                card = view.hand[0]
                expected = net.submit(_check(server, Action("play", 1, card))).result(5)
                r = table.geom.hand_rects(len(table.picture.hand))[table.picture.hand.index(card)]
                click(app, (r.centerx, r.y + 20))
                settle(app, lambda: table.match.pending is None and table.reason, seconds=15)
                assert expected is not None
                assert table.reason == party_words(expected, table.names, 1)
                snapshot(app, f"client-party-{players}-refused")
                refused = True
                continue
            if view.round >= 2 and any(view.displays) and not shot:
                snapshot(app, f"client-party-{players}-mid-round")
                shot = True
            seq = table.match.seq
            assert click_a_legal_card(app, table, rng)
            clicks += 1
            settle(app, lambda: table.match.seq > seq or table.reason, seconds=15)
        result = app.stack.top
        snapshot(app, f"client-party-{players}-result")
        assert refused and shot and clicks >= 10
        host_scores = net.submit(_scores(server)).result(5)
        assert list(result.e.scores) == list(host_scores)[:len(result.e.scores)]
        assert table.seen().game_over
        assert table.joined.state.errors == [] and table.joined.problem is None
        assert [b.label for b in result.buttons] == ["Leave", "Quit"]


async def _check(server, action):
    return server.session.match.state.check_action(action)
