"""The Back Alley Bones table through real clicks and keys, headless: whole games by clicks
against the AI, hot-seat through the curtain (hands and Side Bets secret), the keyboard, the
previews equal to what the engine makes, the Lookout asked of its owner (a person is asked; an
AI answers without stalling), Lockdown announced, help, rules, the replay viewer."""
from __future__ import annotations

import random

import pygame
import pytest

from game.back_alley_bones.actions import PLAY, REACT, act
from game.back_alley_bones.definition import GAME
from game.setup import GameSetup, SeatSetup
from scenes.back_alley_bones.result import BonesResultScene
from scenes.back_alley_bones.table import BonesTableScene
from scenes.curtain import CurtainScene
from tests.ui import click, click_to_result, drag, key, settle, snapshot

GAME_STEPS = 20000
COLORS = ["#D55E00", "#0072B2"]


def bones(app, controls, seed=7, variants=()) -> BonesTableScene:
    names = ["You", "Rufus"] if controls[1] != "human" else ["Ada", "Bo"]
    seats = tuple(SeatSetup(names[i], COLORS[i], c) for i, c in enumerate(controls))
    return app.start_match(GameSetup("alley", 2, seats, seed, {"variants": list(variants)}, game="back_alley_bones"))


def at_position(app, start: dict, controls=("human", "random"), seed=3) -> BonesTableScene:
    """The table over a scenario position (BACK_ALLEY_BONES.md §11 `start`)."""
    state = GAME.scenario_start({"game": "back_alley_bones", "seed": seed, "start": start}).state
    seats = tuple(SeatSetup(n, COLORS[i], c) for i, (n, c) in enumerate(zip(["You", "Rufus"], controls)))
    table = app.start_match(GameSetup("alley", 2, seats, seed, {"variants": []}, game="back_alley_bones"),
                            state=state)
    app.frame(app.step)
    return table


def hand_center(table, card):
    p = table.picture
    return table.layout.hand_rects(len(p.hand))[p.hand.index(card)].center


def button_for(table, action):
    """The rect of `action`'s button, paging with Tab until it shows."""
    for _ in range(20):
        for rect, a in table.visible_buttons():
            if a == action:
                return rect
        table.chooser.page += 1
    raise AssertionError(f"no button for {action}")


def click_action(app, table, a, rng=None) -> None:
    """Click where `a` is chosen: its hand card, its move and Decoy set with the token controls
    (or the chooser), then its Point (a drag for some when `rng` says so); a burn by its card;
    any other decision by its button."""
    c = table.chooser
    c.update(table.legal())
    if a.kind == PLAY:
        click(app, hand_center(table, a.card))
        buttons = table.layout.control_buttons()
        while c.by != a.by:
            click(app, buttons["up" if a.by > c.by else "down"].center)
        while c.decoy_now() != (a.decoy, a.flex):
            click(app, buttons["decoy"].center)
        if rng is not None and rng.random() < 0.3:
            drag(app, hand_center(table, a.card), table.layout.row(a.point).center)
        else:
            click(app, table.layout.row(a.point).center)
    elif a.kind == "burn":
        click(app, hand_center(table, a.card))
    else:
        click(app, button_for(table, a).center)


def click_a_legal_choice(app, table, rng) -> str:
    """Click where a random legal choice is (`click_action`). The kind chosen."""
    table.chooser.update(table.legal())
    a = rng.choice(list(table.legal()))
    click_action(app, table, a, rng)
    return a.kind


def play_to_the_end(app, table, rng, on_frame=lambda: None) -> BonesResultScene:
    """Click random legal choices until the result shows; each click is taken (an action
    applied, beats playing) or refused with a reason."""
    def turn() -> None:
        n = len(table.match.record.actions)
        click_a_legal_choice(app, table, rng)
        assert len(table.match.record.actions) > n or table.anim.busy or table.reason_shown
    return click_to_result(app, table, BonesResultScene, turn, GAME_STEPS, on_frame)


@pytest.mark.slow      # 2.5 s; the quick loop keeps the whole game with the Four-and-Ten (below)
def test_a_whole_game_by_clicks_against_the_ai_ends_on_the_result(app):
    table = bones(app, ["human", "random"])
    seen_kinds = set()
    real = table.attempt

    def spy(kind, arg):
        seen_kinds.add(kind)
        return real(kind, arg)
    table.attempt = spy
    shot = []

    def mid_round() -> None:
        """The table mid-round, a card chosen (its previews beside the totals), once."""
        v = table.seen()
        on_points = sum(len(p.cheats) + len(p.lucks) for p in v.points)
        if (not shot and v.round >= 2 and on_points >= 4 and table.chooser.card is not None and app.stack.top is table
                and not table.anim.busy and any(table.preview(i) for i in range(3))):
            app.frame(app.step)
            snapshot(app, "back_alley_bones_mid_round")
            shot.append(v.round)
    result = play_to_the_end(app, table, random.Random(4), on_frame=mid_round)
    assert shot
    s = table.match.state
    assert s.game_over and len(table.match.record.actions) > 40
    assert {"shooter", "side_bet", "play"} <= seen_kinds
    assert result.headline() in ("You win!", "Rufus wins!", "A push: both win!")
    assert f"{s.grub[0]} Grub" in result.explanation() and f"{s.grub[1]} Grub" in result.explanation()
    assert table.picture.grub == list(s.grub)          # the totals drawn are the engine's
    assert "side_bets_revealed" in table.announced
    app.frame(app.step)
    snapshot(app, "back_alley_bones_result")


@pytest.mark.parametrize("seed, variants", [(11, ("four_ten",)), pytest.param(12, ("full_crew",), marks=pytest.mark.slow),
                                           pytest.param(13, ("four_ten", "full_crew"), marks=pytest.mark.slow)])
def test_the_full_games_options_play_to_the_end_by_clicks(app, seed, variants):
    table = bones(app, ["human", "random"], seed=seed, variants=variants)
    play_to_the_end(app, table, random.Random(seed))
    assert table.match.state.game_over


@pytest.mark.slow      # the quick loop keeps Bug Council's and Party Bugs' curtain games
def test_a_hot_seat_game_keeps_hands_and_side_bets_secret_behind_the_curtain(app):
    table = bones(app, ["human", "human"])
    curtains = []
    real_push = app.stack.push

    def push(scene):
        if isinstance(scene, CurtainScene):
            curtains.append(scene.name)
            assert table.shown_seat is None and table.picture.hand == [] and table.picture.side_bet is None
        real_push(scene)
    app.stack.push = push

    def secret() -> None:
        p = table.picture
        if table.shown_seat is None:
            assert p.hand == [] and p.bet_seen(0) is None and p.bet_seen(1) is None
        elif p.revealed is None:
            assert p.bet_seen(1 - table.shown_seat) is None
    play_to_the_end(app, table, random.Random(5), on_frame=secret)
    assert table.match.state.game_over
    assert {"Ada", "Bo"} <= set(curtains) and len(curtains) > 10


def play_start(**over) -> dict:
    """Round 1 in phase play: You (seat 0) hold the dice with the Lookout shooting."""
    start = {"dice": 0, "shooter": "lookout", "phase": "play", "turn": 0, "side_bets_chosen": [6, 8],
             "points": [{"card": 5}, {"card": 8}, {"card": 9}],
             "hands": [["C3", "L1", "L2"], ["C2", "L1", "L3"]]}
    start.update(over)
    return start


def test_the_keyboard_steps_only_through_playable_cards_and_plays_with_enter(app):
    table = at_position(app, play_start(points=[{"card": 5}, {"card": 8, "lookout": True}, {"card": 9}]))
    c = table.chooser
    playable = {a.card for a in table.legal() if a.kind == PLAY}
    seen = set()
    for _ in range(8):
        key(app, pygame.K_RIGHT)
        assert c.card in playable
        seen.add(c.card)
    assert seen == playable
    while c.card != "C3":
        key(app, pygame.K_RIGHT)
    key(app, pygame.K_3)                 # three tokens, up
    assert c.by == 3
    key(app, pygame.K_MINUS)             # one fewer
    assert c.by == 2
    assert 1 not in c.targets()          # point 1 has a Lookout token: no Cheat there
    key(app, pygame.K_DOWN)
    target = c.point
    assert target in c.targets()
    snapshot(app, "back_alley_bones_keyboard")
    key(app, pygame.K_RETURN)
    settle(app, lambda: len(table.match.record.actions) >= 1)
    first = table.match.record.actions[0]
    assert first == act(PLAY, 0, card="C3", point=target, by=2)


def test_the_previews_drawn_are_what_the_engine_makes_of_each_play(app):
    table = at_position(app, play_start(points=[{"card": 5, "lucks": [["L1", 1, 1]]}, {"card": 9}, {"card": 8}]))
    c = table.chooser
    state = table.match.state
    checked = specials = 0
    for card in c.cards():
        c.pick(card)
        for by in c.moves():
            c.by = by
            c.settle()
            for point in range(3):
                pv = table.preview(point)
                if point not in c.targets():
                    assert pv is None
                    continue
                after, events = state.apply_action(act(PLAY, 0, **c.play_args(point)._asdict()))
                if after.phase == "react":        # a Cheat waits for the Lookout: let it stand
                    after, more = after.apply_action(act(REACT, 1, character=None))
                    events = events + more
                assert pv.total == after.points[point].total
                kinds = {e.kind for e in events}
                assert (pv.special in kinds) if pv.special else not (kinds & {"lucky_seven", "yo_leven", "lockdown"})
                checked += 1
                specials += pv.special is not None
    assert checked > 10 and specials >= 1       # L1 or L2 on the 6 makes a Lucky Seven


def test_a_person_is_asked_for_the_lookout_when_the_ai_cheats(app):
    """Rufus (AI, to play) holds only Cheats; You have the Lookout ready: the table asks You."""
    table = at_position(app, play_start(dice=1, shooter="decoy", turn=1,
                                        hands=[["L1", "L2"], ["C2", "C3"]],
                                        exhausted=[[], ["decoy"]]))
    settle(app, lambda: table.seen().phase == "react" and table.legal() and not table.anim.busy)
    app.frame(app.step)
    labels = [choice for _r, choice in table.visible_buttons()]
    assert {a.character for a in labels} == {"lookout", None}
    assert "cheats" in table.caption
    point = table.seen().pending.point
    snapshot(app, "back_alley_bones_lookout_asked")
    lookout = next(a for a in labels if a.character == "lookout")
    click(app, button_for(table, lookout).center)
    settle(app, lambda: not table.anim.busy and table.picture.points[point].lookout)
    assert table.match.state.points[point].lookout
    assert any("Lookout" in line for line in table.log_lines)


def test_an_ai_answers_its_lookout_without_stalling_the_game(app):
    table = at_position(app, play_start(hands=[["C3", "C2"], ["L1", "L2"]]))
    click(app, hand_center(table, "C3"))
    click(app, table.layout.row(0).center)
    settle(app, lambda: table.match.state.phase == "play" and table.match.state.turn == 0
           and not table.anim.busy and table.legal(), seconds=20)
    kinds = [a.kind for a in table.match.record.actions]
    assert kinds[:2] == ["play", "react"] and kinds[2] == "play"


def test_a_lockdown_is_announced_and_the_point_is_locked(app):
    """You defend (Rufus holds the dice): your Luck 3 brings the 5 down to 2: Lockdown! The
    banner plays at normal speed on the Point, which stays locked."""
    table = at_position(app, play_start(dice=1, shooter="decoy", turn=0,
                                        points=[{"card": 5}, {"card": 8, "lucks": [["L2", -2, 1]]}, {"card": 9}],
                                        hands=[["L3", "C2"], ["C2", "L1"]]))
    click(app, hand_center(table, "L3"))
    key(app, pygame.K_MINUS)             # the Luck 3 turned down
    c = table.chooser
    assert c.by == -3 and c.point == 0
    assert table.preview(0).special == "lockdown" and table.preview(0).total == 2
    assert table.preview(2).special is None and table.preview(2).total == 6
    app.frame(app.step)
    snapshot(app, "back_alley_bones_preview")
    app.settings.speed = "normal"
    click(app, table.layout.row(0).center)
    settle(app, lambda: "lockdown" in table.announced)
    for _ in range(20):                  # into the banner's pop
        app.frame(app.step)
    assert table.anim.busy
    assert table.anim.current.name == "lockdown"
    snapshot(app, "back_alley_bones_lockdown")
    settle(app, lambda: not table.anim.busy and len(table.match.record.actions) >= 2)
    assert table.picture.points[0].locked and table.match.state.points[0].locked
    assert any(line.startswith("Lockdown!") for line in table.log_lines)


def test_help_and_the_rules_page_with_the_reconstructed_data_marked(app):
    from scenes.back_alley_bones.help import BonesHelpScene
    from scenes.back_alley_bones.rules import BonesRulesScene
    table = bones(app, ["human", "random"])
    key(app, pygame.K_h)
    assert isinstance(app.stack.top, BonesHelpScene)
    snapshot(app, "back_alley_bones_help")
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is table
    click(app, next(b for b in table.buttons if b.label == "Rules").rect.center)
    rules = app.stack.top
    assert isinstance(rules, BonesRulesScene) and rules.title == "Back Alley Bones rules"
    kinds = {kind for kind, _line, _y in rules.layout()}
    assert {"recon", "note"} <= kinds
    recon = " ".join(line for kind, line, _y in rules.layout() if kind == "recon")
    assert "Gamble deck" in recon and "Grub deck" in recon
    snapshot(app, "back_alley_bones_rules")


def test_a_refused_click_is_worded_for_the_player(app):
    """A Luck clicked onto a Point with a Decoy token: the engine's rule, in the player's words."""
    table = at_position(app, play_start(points=[{"card": 5, "decoy": True, "cheats": [["C2", 1, 1]]},
                                                {"card": 8}, {"card": 9}]))
    click(app, hand_center(table, "L1"))
    click(app, table.layout.row(0).center)
    assert table.reason_shown and "Decoy token" in table.reason
    assert table.match.record.actions == []


@pytest.mark.slow      # 2 s; the quick loop keeps Party Bugs' replay viewer (tests/test_scene_party_app.py)
def test_the_replay_viewer_walks_a_finished_game_with_both_hands_open(app):
    from scenes.back_alley_bones.replay import BonesReplayScene
    table = bones(app, ["human", "random"], seed=9)
    play_to_the_end(app, table, random.Random(9))
    record = table.match.record
    viewer = BonesReplayScene(app, table.match.setup, record)
    app.stack.push(viewer)
    app.frame(app.step)
    for _ in range(12):
        viewer.step_forward()
        app.frame(app.step)
    s = viewer.match.state
    assert viewer.picture.open_hands == tuple(tuple(h) for h in s.hands)
    assert viewer.log_lines
    viewer.to_end()
    app.frame(app.step)
    assert viewer.match.state.game_over
