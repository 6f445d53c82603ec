"""The Bugspiel table through real clicks and keys, headless: whole games by clicks against the
AI and hot-seat through the curtain, the keyboard over the legal actions, the bonus preview
equal to what the engine scores, the line preview, the market's slide, pan and zoom, help,
rules, the replay viewer."""
from __future__ import annotations

import random

import pygame
import pytest

from game.bugspiel.actions import BONUS, BUY_BONUS, BUY_BUG, MOVE, PASS, PLAY
from game.setup import GameSetup, SeatSetup
from scenes.bugspiel.result import BugspielResultScene
from scenes.bugspiel.table import BugspielTableScene
from scenes.curtain import CurtainScene
from tests.ui import click, click_to_result, drag, key, settle, snapshot

GAME_STEPS = 20000
COLORS = ["#D55E00", "#0072B2", "#009E73", "#CC79A7"]


def bugspiel(app, controls, seed=7, board="small") -> BugspielTableScene:
    names = ["You", "Rufus", "Cy", "Di"] if controls[1] != "human" else ["Ada", "Bo", "Cy", "Di"]
    seats = tuple(SeatSetup(names[i], COLORS[i], c) for i, c in enumerate(controls))
    return app.start_match(GameSetup("sequential", len(controls), seats, seed, {"board": board}, game="bugspiel"))


def hand_center(table, kind, card):
    p, lay, seat = table.picture, table.layout, table.bottom
    if kind == PLAY:
        return lay.hand_bug_rects(len(p.bug_hands[seat]))[p.bug_hands[seat].index(card)].center
    return lay.hand_bonus_rects(len(p.bonus_hands[seat]))[p.bonus_hands[seat].index(card)].center


def at(point):
    return round(point[0]), round(point[1])


def click_action(app, table, a, rng=None) -> None:
    """Click where `a` is chosen: a market card; a hand card (or your bug) then its slot, the
    axis set first with the Axis button (a drag instead, some of the time, when `rng` says);
    Pass by its button."""
    c = table.chooser
    if a.kind in (BUY_BUG, BUY_BONUS):
        click(app, table.layout.market_slot("bugs" if a.kind == BUY_BUG else "bonuses", a.market).center)
    elif a.kind == PASS:
        click(app, table.pass_button.rect.center)
    else:
        src = at(table.slot_point(a.frm)) if a.kind == MOVE else hand_center(table, a.kind, a.card)
        click(app, src)
        if a.kind != BONUS:
            while c.rotate != a.rotate:
                click(app, table.rotate_button.rect.center)
        if rng is not None and rng.random() < 0.3:
            drag(app, src, at(table.slot_point(a.to)))
        else:
            click(app, at(table.slot_point(a.to)))


def click_a_legal_choice(app, table, rng) -> str:
    """Click where a random legal choice is (`click_action`). The kind chosen."""
    a = rng.choice(list(table.legal()))
    click_action(app, table, a, rng)
    return a.kind


def play_to_the_end(app, table, rng, on_frame=lambda: None) -> BugspielResultScene:
    """Click the person's choices until the result shows: what the easy AI would choose from
    the seat's view (so the game goes somewhere), now and then any legal action instead."""
    from game.bugspiel.ai import EasyController
    easy = EasyController()

    def turn() -> None:
        n = len(table.match.record.actions)
        legal = list(table.legal())
        a = easy.choose(table.seen(), rng) if rng.random() < 0.8 else rng.choice(legal)
        click_action(app, table, a, rng)
        assert len(table.match.record.actions) > n, (a, table.reason)
        assert table.match.record.actions[n] == a
    return click_to_result(app, table, BugspielResultScene, turn, GAME_STEPS, on_frame)


@pytest.mark.slow      # 3 s; the quick loop keeps the table's clicks below and the other games' whole games
def test_a_whole_game_by_clicks_against_the_ai_ends_on_the_result(app):
    table = bugspiel(app, ["human", "random"], seed=7)
    shot = []

    def mid_game() -> None:
        v = table.seen()
        placed = sum(x is not None for t in v.tiles for x in t.slots)
        if not shot and placed >= 6 and app.stack.top is table and not table.anim.busy and table.legal():
            app.frame(app.step)
            snapshot(app, "bugspiel_mid_game")
            shot.append(placed)
    result = play_to_the_end(app, table, random.Random(4), on_frame=mid_game)
    s = table.match.state
    assert s.game_over and shot
    kinds = {a.kind for a in table.match.record.actions if a.seat == 0}
    assert {BUY_BUG, PLAY} <= kinds
    assert result.headline() in ("You win!", "Rufus wins!")
    assert table.picture.scores == list(s.scores)          # the scores drawn are the engine's
    app.frame(app.step)
    snapshot(app, "bugspiel_result")


@pytest.mark.slow      # 3.5 s; the quick loop keeps Bug Council's and Party Bugs' curtain games
def test_a_hot_seat_game_passes_the_screen_behind_the_curtain(app):
    table = bugspiel(app, ["human", "human", "human"], seed=11)
    curtains = []
    real_push = app.stack.push

    def push(scene):
        if isinstance(scene, CurtainScene):
            curtains.append(scene.name)
            assert table.shown_seat is None
        real_push(scene)
    app.stack.push = push
    play_to_the_end(app, table, random.Random(5))
    assert table.match.state.game_over
    assert {"Ada", "Bo", "Cy"} <= set(curtains)


def play_some(app, table, moves: int, rng=None) -> None:
    """`moves` of the person's choices by clicks (the easy AI's pick), then on to the person's
    turn with a bug card of the hand picked (its gold targets, the hovered slot's preview)."""
    from game.bugspiel.ai import EasyController
    rng = rng or random.Random(moves)
    easy = EasyController()
    for _ in range(GAME_STEPS):
        if app.stack.top is table and not table.anim.busy and table.legal():
            if moves <= 0:
                break
            click_action(app, table, easy.choose(table.seen(), rng), rng)
            moves -= 1
        else:
            app.frame(app.step)
    plays = [a for a in table.legal() if a.kind == PLAY]
    if plays:
        click(app, hand_center(table, PLAY, plays[0].card))
        table.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=at(table.slot_point(plays[0].to)), rel=(0, 0),
                                        buttons=(0, 0, 0)))
    app.frame(app.step)


def to_a_bonus(app, table, rng) -> None:
    """Play on by clicks until the person may cash a bonus card."""
    for _ in range(GAME_STEPS):
        if app.stack.top is table and not table.anim.busy and any(a.kind == BONUS for a in table.legal()):
            return
        if app.stack.top is table and not table.anim.busy and table.legal():
            legal = list(table.legal())
            prefer = [a for a in legal if a.kind in (PLAY, BUY_BONUS, BUY_BUG)]
            click_action(app, table, rng.choice(prefer or legal))
        else:
            app.frame(app.step)
        assert not table.match.state.game_over
    raise AssertionError("no bonus to cash")


def test_the_bonus_preview_shows_what_cashing_it_scores_for_every_seat(app):
    table = bugspiel(app, ["human", "random"], seed=3)
    to_a_bonus(app, table, random.Random(2))
    a = next(a for a in table.legal() if a.kind == BONUS)
    click(app, hand_center(table, BONUS, a.card))
    pygame.mouse.set_pos(at(table.slot_point(a.to)))
    table.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=at(table.slot_point(a.to)), rel=(0, 0), buttons=(0, 0, 0)))
    pv = table.bonus_preview()
    assert pv is not None and (pv.card, pv.anchor) == (a.card, a.to)
    app.frame(app.step)
    snapshot(app, "bugspiel_bonus_preview")
    _after, events = table.match.state.apply_action(a)
    cashed = next(e for e in events if e.kind == "bonus_cashed")
    assert pv.gains == cashed.score.gains and pv.line == cashed.score.line      # what the engine scores
    n = len(table.match.record.actions)
    click(app, at(table.slot_point(a.to)))
    assert table.match.record.actions[n] == a


def test_the_keyboard_walks_the_legal_actions_and_enter_sends_one(app):
    table = bugspiel(app, ["human", "random"], seed=5)
    settle(app, lambda: bool(table.legal()))
    legal = list(table.legal())
    seen = []
    for _ in range(len(legal)):
        key(app, pygame.K_RIGHT)
        seen.append(table.chooser.focused())
    assert seen == legal[0:] or set(seen) == set(legal)
    key(app, pygame.K_DOWN)                          # the next group (kind and card)
    a = table.chooser.focused()
    assert a in legal
    key(app, pygame.K_RETURN)
    settle(app, lambda: len(table.match.record.actions) >= 1)
    assert table.match.record.actions[0] == a


def test_a_placement_previews_its_line_and_the_axis_turns_with_r(app):
    table = bugspiel(app, ["human", "random"], seed=5)
    settle(app, lambda: bool(table.legal()))
    plays = [a for a in table.legal() if a.kind == PLAY]
    if not plays:
        pytest.skip("no bug to place at this seed's start")
    a = plays[0]
    click(app, hand_center(table, PLAY, a.card))
    table.chooser.target = a.to
    new, old = table.line_preview()
    assert a.to[:-1] in new and a.to[:-1] in old
    turns = {r for r in table.chooser.rotations(a.to) if r is not None}
    assert turns                                    # a placement may turn its tile
    for _ in range(4):
        key(app, pygame.K_r)
        if table.focus_action().rotate is not None:
            break
    turned = table.focus_action()
    assert turned.rotate in turns and turned.to == a.to
    new_after, _old = table.line_preview()
    assert a.to[:-1] in new_after
    app.frame(app.step)
    snapshot(app, "bugspiel_line_preview")


def test_a_refused_placement_is_worded_from_the_engines_rule(app):
    table = bugspiel(app, ["human", "random"], seed=5)
    settle(app, lambda: bool(table.legal()))
    sid = table.picture.bug_hands[0][0]
    wrong = next(s for s in table.board.slot_labels if s not in table.chooser.of_pick(None) and
                 s not in {a.to for a in table.legal() if a.kind == PLAY and a.card == sid})
    click(app, hand_center(table, PLAY, sid))
    click(app, at(table.slot_point(wrong)))
    refusal = table.match.check(table.make_action(PLAY, 0, table.chooser.of_pick(None) and None or
                                                  __import__("game.bugspiel.actions", fromlist=["Args"]).Args(
                                                      card=sid, to=wrong)))
    assert refusal is not None and table.reason == table.refusal_text(refusal)
    assert table.match.record.actions == []


def test_a_purchase_slides_the_market_and_the_prices_stay_with_the_slots(app):
    table = bugspiel(app, ["human", "random"], seed=5)
    settle(app, lambda: bool(table.legal()))
    row = list(table.picture.bug_market)
    app.settings.speed = "normal"
    click(app, table.layout.market_slot("bugs", 2).center)
    slid, mid = False, None
    for _ in range(200):
        app.frame(app.step)
        cur = table.anim.current
        if cur is not None and cur.name == "market_slid":
            slid = True
        if cur is not None and cur.name == "market_refilled" and mid is None:
            mid = list(table.picture.bug_market)          # slid, not refilled yet
        if not table.anim.busy:
            break
    assert slid and mid is not None
    # section 3: below the bought slot two along, above it one along, slot 7's card discarded
    assert mid[:2] == [None, None] and mid[2:] == [row[0], row[1], row[3], row[4], row[5], row[6]]
    assert table.picture.bug_market == list(table.match.view(0).bug_market)     # then refilled as the engine did


def test_pan_and_zoom_move_the_board_and_fit_brings_it_back(app):
    table = bugspiel(app, ["human", "random"], seed=5, board="large")
    settle(app, lambda: bool(table.legal()))
    c0 = table.tile_point("C3")
    scale = table.camera.scale
    key(app, pygame.K_PLUS)
    assert table.camera.scale > scale
    drag(app, (30, 70), (130, 120))                      # the felt's top-left corner: no tile there
    assert table.tile_point("C3") != c0
    key(app, pygame.K_0)
    assert table.camera.scale == pytest.approx(scale) and table.tile_point("C3") == pytest.approx(c0)


def test_help_rules_and_the_replay_open(app):
    from scenes.bugspiel.help import BugspielHelpScene
    from scenes.bugspiel.rules import BugspielRulesScene
    from scenes.screens import screen_for
    table = bugspiel(app, ["human", "easy"], seed=9)
    settle(app, lambda: bool(table.legal()))
    key(app, pygame.K_h)
    assert isinstance(app.stack.top, BugspielHelpScene)
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is table
    click(app, next(b for b in table.bar_buttons if b.label == "Rules").rect.center)
    assert isinstance(app.stack.top, BugspielRulesScene)
    app.frame(app.step)
    snapshot(app, "bugspiel_rules")
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is table
    play_to_the_end(app, table, random.Random(1))
    viewer = screen_for(table.match.setup).replay(app, table.match.setup, table.match.record)
    app.stack.push(viewer)
    app.frame(app.step)
    for _ in range(5):
        key(app, pygame.K_RIGHT)
    assert viewer.index == 5
    snapshot(app, "bugspiel_replay")
