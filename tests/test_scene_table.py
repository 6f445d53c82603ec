"""Headless scene tests: real UI code, real events, the engine's state checked afterwards."""
from __future__ import annotations

import random

import pygame
import pytest

from game.bug_council.actions import NO_ALLEGIANCE
from game.bug_council.cards import parse_card
from game.record import read_yaml
from game.bug_council.scenario import build_start
from scenes.app import App
from scenes.bug_council.overlays import AgeScoringScene, GameOverScene
from scenes.overlay import HelpScene
from scenes.bug_council.table import TableScene
from tests.ui import card_center, click, drag, key, post, settle, trick_center

SCEN = "tests/scenarios/"










def start_scenario(app: App, data: dict) -> TableScene:
    state = build_start(data)
    return app.start_game(state.rules.players, state.seed, humans=(0,), state=state)


FOLLOW = {
    "mode": "table", "players": 3, "seed": 5,
    "start": {"council": {"bees": 4, "mosquitoes": 3, "ants": 2, "cockroaches": 1, "flies": 0},
              "chambers": 0, "supply": 8, "phase": "trick", "trick": 10, "leader": 1,
              "hands": [["2A", "5B"], ["7A", "8A"], ["3C", "4C"]]},
}


def test_drag_onto_trick_plays_that_card(app):
    table = start_scenario(app, read_yaml(SCEN + "rulebook_trick_rufus_lizzy_dingus_ellie.yaml"))
    settle(app, lambda: table.playing)
    card = sorted(table.legal_cards)[0]
    drag(app, card_center(table, card), trick_center(table))
    s = table.match.state
    assert card not in s.hands[0]
    played = s.plays or (s.last_trick[0] if s.last_trick else ())
    assert (0, card) in played


def test_illegal_drop_leaves_hand_and_shows_reason(app):
    table = start_scenario(app, FOLLOW)
    settle(app, lambda: table.playing)
    before = table.match.state.hands[0]
    drag(app, card_center(table, parse_card("5B")), trick_center(table))
    assert table.match.state.hands[0] == before
    text, warn = table.prompt_text()
    assert warn and "must follow Ants" in text
    settle(app, lambda: table.input.snap is None)
    assert parse_card("5B") in table.hand_cards()


def test_drop_off_target_snaps_back(app):
    table = start_scenario(app, FOLLOW)
    settle(app, lambda: table.playing)
    c = parse_card("2A")
    src = card_center(table, c)
    drag(app, src, (src[0], src[1] - 40))
    assert c in table.match.state.hands[0]


def test_visit_hover_previews_and_click_sows_that_space(app):
    table = start_scenario(app, read_yaml(SCEN + "rulebook_visit_bees_seven_cubes.yaml"))
    settle(app, lambda: table.playing)
    click(app, card_center(table, parse_card("1M")))
    settle(app, lambda: table.visiting)
    bees = table.geom.space_center(0)
    post(pygame.MOUSEMOTION, pos=(round(bees[0]), round(bees[1])), rel=(0, 0), buttons=(0, 0, 0))
    app.frame(app.step)
    assert table.preview is not None and table.preview[0] == 0
    assert table.preview[1] == (1, 2, 1, 3, 2) and table.preview[2] == 2
    assert table.match.state.council == (7, 1, 0, 2, 1)   # a preview changes nothing
    click(app, bees)
    s = table.match.state
    assert s.council == (1, 2, 1, 3, 2) and s.chambers == 2


def test_declare_and_discard_by_drag_onto_leftover(app):
    table = app.start_game(4, 21, humans=(0,))
    settle(app, lambda: table.declaring)
    na = next(b for b in table.declare_buttons if b.label == "No Allegiance")
    click(app, na.rect.center)
    assert table.match.state.declared[0] == NO_ALLEGIANCE
    settle(app, lambda: table.discarding)
    card = table.hand_cards()[3]
    x, y, w, h = table.cfg.rect("leftover")
    drag(app, card_center(table, card), (x + w / 2, y + h / 2))
    s = table.match.state
    assert card not in s.hands[0] and card in s.leftover and len(s.hands[0]) == 10


def test_keyboard_arrows_and_enter_play_a_legal_card(app):
    table = start_scenario(app, FOLLOW)
    settle(app, lambda: table.playing)
    cards = table.hand_cards()
    key(app, pygame.K_RIGHT)          # focus appears on the first card
    target = cards.index(parse_card("2A"))
    for _ in range(target - table.input.focus):
        key(app, pygame.K_RIGHT)
    key(app, pygame.K_RETURN)
    assert parse_card("2A") not in table.match.state.hands[0]


def test_space_skips_animation_and_speed_setting(app):
    app.settings.speed = "normal"
    table = app.start_game(4, 3, humans=(0,))
    app.frame(app.step)
    assert table.anim.busy
    key(app, pygame.K_SPACE)
    assert not table.anim.busy
    key(app, pygame.K_f)
    assert app.settings.speed == "fast"


def test_last_trick_review_and_help_and_log_scroll(app):
    table = start_scenario(app, read_yaml(SCEN + "rulebook_visit_bees_seven_cubes.yaml"))
    settle(app, lambda: table.playing)
    click(app, card_center(table, parse_card("1M")))
    settle(app, lambda: table.visiting)
    post(pygame.KEYDOWN, key=pygame.K_l, mod=0, unicode="l", scancode=0)
    app.frame(app.step)
    assert table.input.reviewing
    post(pygame.KEYUP, key=pygame.K_l, mod=0, unicode="l", scancode=0)
    app.frame(app.step)
    assert not table.input.reviewing
    key(app, pygame.K_h)
    assert isinstance(app.stack.top, HelpScene)
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is table


def human_step(app: App, table: TableScene, rng: random.Random) -> None:
    """Plays the human seat through the UI: clicks on buttons, cards and spaces."""
    top = app.stack.top
    if isinstance(top, (AgeScoringScene, GameOverScene)):
        click(app, (10, 700))
        return
    if table.declaring:
        click(app, rng.choice(table.declare_buttons).rect.center)
    elif table.playing or table.discarding:
        card = rng.choice(sorted(table.legal_cards))
        if rng.random() < 0.5:
            click(app, card_center(table, card))
        else:
            target = trick_center(table) if table.playing else table.geom.rect_center("leftover")
            drag(app, card_center(table, card), target)
    elif table.visiting:
        space = rng.choice([a.arg for a in table.match.state.legal_actions(0)])
        click(app, table.geom.space_center(space))
    else:
        app.frame(app.step)


@pytest.mark.slow      # 2 s; the quick loop plays a whole game by clicks in tests/test_scene_shell.py
def test_whole_game_through_the_ui_against_ai_seats(app):
    table = app.start_game(4, 8, humans=(0,))
    rng = random.Random(8)
    for _ in range(20000):
        if isinstance(app.stack.top, GameOverScene):
            break
        human_step(app, table, rng)
    s = table.match.state
    assert s.game_over and len(s.ages) == 3
    assert isinstance(app.stack.top, GameOverScene)
    assert table.model.scores == list(s.scores)


@pytest.mark.slow
def test_monkey_random_input_never_crashes(app):
    rng = random.Random(99)
    table = app.start_game(4, 99, humans=(0,))
    W, H = app.cfg.canvas
    keys = [pygame.K_SPACE, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_RETURN, pygame.K_s, pygame.K_l,
            pygame.K_m, pygame.K_f, pygame.K_h, pygame.K_ESCAPE, pygame.K_a, pygame.K_n, pygame.K_z]
    for i in range(3000):
        r = rng.random()
        pos = (rng.randrange(-20, W + 20), rng.randrange(-20, H + 20))
        if r < 0.35:
            post(pygame.MOUSEBUTTONDOWN, pos=pos, button=rng.choice((1, 1, 1, 3)))
            post(pygame.MOUSEBUTTONUP, pos=pos, button=1)
        elif r < 0.55:
            post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(rng.random() < 0.5, 0, 0))
        elif r < 0.65:
            post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
            post(pygame.MOUSEMOTION, pos=(pos[0] + 80, pos[1] - 120), rel=(0, 0), buttons=(1, 0, 0))
            post(pygame.MOUSEBUTTONUP, pos=(pos[0] + 80, pos[1] - 120), button=1)
        elif r < 0.75:
            k = rng.choice(keys)
            post(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)
            post(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0)
        elif r < 0.8:
            post(pygame.MOUSEWHEEL, x=0, y=rng.choice((-3, 3)), flipped=False, precise_x=0.0, precise_y=0.0)
        else:
            table = app.stack.find(TableScene) or table
            human_step(app, table, rng)
        app.frame(app.step * rng.choice((0.2, 1, 3)))
        app.running = True   # the monkey may press Quit; keep going
        if not len(app.stack):
            table = app.start_game(4, i, humans=(0,))
