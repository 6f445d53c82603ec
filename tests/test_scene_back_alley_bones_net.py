"""Back Alley Bones in Play with friends, on loopback only: a friend joins a game hosted
elsewhere and plays it by clicks at the real table to the result (the host's totals); and this
app hosts one from its lobby, a friend joins by code, and the host plays it to the end."""
from __future__ import annotations

import random

import pytest

from game.back_alley_bones.actions import PLAY, Args
from scenes.back_alley_bones.remote import RemoteBonesTableScene
from scenes.back_alley_bones.result import BonesResultScene
from scenes.back_alley_bones.table import BonesTableScene
from scenes.back_alley_bones.words import refusal_words
from tests.netbots import Friends
from tests.test_scene_back_alley_bones import click_a_legal_choice, hand_center
from tests.test_scene_client import at_the_table, turns_until
from tests.test_scene_lobby import host_codes, open_host_lobby
from tests.ui import app_with_guests, click, press, settle, snapshot


async def _state(server):
    return server.session.match.state


async def _check(server, action):
    return server.session.match.state.check_action(action)


@pytest.mark.slow      # the quick loop keeps the hosted game a friend joins by code (below)
def test_a_friend_plays_back_alley_bones_by_clicks_at_the_real_table(home):
    with at_the_table(RemoteBonesTableScene, "back_alley_bones", "alley", {"variants": []}, 2) as (
            app, table, net, server):
        assert [b.label for b in table.buttons] == ["Help", "Rules", "Leave"]
        rng = random.Random(3)
        clicks = 0
        refused = shot = False
        for view in turns_until(app, table, BonesResultScene):
            if view.phase == "play" and view.hand and not refused and any(p.total > 4 for p in view.points):
                # A Luck pushed below 2 (or a Cheat past its tokens): the host refuses, in the rule's words.
                card = view.hand[0]
                point = next(i for i, p in enumerate(view.points) if not p.locked)
                bad = Args(card=card, point=point, by=9)
                expected = net.submit(_check(server, table.make_action(PLAY, 1, bad))).result(5)
                table.attempt(PLAY, bad)
                settle(app, lambda: table.match.pending is None and table.reason, seconds=15)
                assert expected is not None
                assert table.reason == refusal_words(expected, table.names, 1)
                refused = True
                continue
            if view.phase == "play" and any(p.cheats or p.lucks for p in view.points) and not shot:
                snapshot(app, "client-back-alley-bones-mid-round")
                shot = True
            seq = table.match.seq
            click_a_legal_choice(app, table, rng)
            clicks += 1
            settle(app, lambda: table.match.seq > seq or table.reason_shown, seconds=15)
        result = app.stack.top
        snapshot(app, "client-back-alley-bones-result")
        host = net.submit(_state(server)).result(5)
        assert refused and shot and clicks >= 10
        assert list(result.e.grub) == list(host.grub) and host.game_over
        assert table.joined.state.errors == [] and table.joined.problem is None
        assert [b.label for b in result.buttons] == ["Leave", "Quit"]


def test_the_app_hosts_back_alley_bones_and_a_friend_joins_by_code(home):
    rng = random.Random(8)
    with app_with_guests() as (app, guests):
        lobby = open_host_lobby(app)
        press(app, "Back Alley Bones")
        codes = host_codes(app, lobby)
        assert len(codes) == 1
        friends = guests.let_in(Friends(codes, names=["Bo"]))
        settle(app, lobby.hosted.ready_to_start, seconds=15)
        press(app, "Start")
        table = app.stack.top
        assert isinstance(table, BonesTableScene)
        friend = friends.clients[1].state
        for _ in range(20000):
            if isinstance(app.stack.top, BonesResultScene):
                break
            if app.stack.top is table and not table.anim.busy and table.legal():
                click_a_legal_choice(app, table, rng)
            else:
                app.frame(app.step)
        assert isinstance(app.stack.top, BonesResultScene)
        assert table.match.state.game_over
        assert any(a.seat == 1 for a in table.match.record.actions)        # the friend played
        settle(app, lambda: friend.state_digest == lobby.hosted.session.state_digest(), seconds=15)
        assert friend.errors == []
