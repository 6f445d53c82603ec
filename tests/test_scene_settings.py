"""The player's settings reach the table: confirm before playing, colorblind-friendly suits,
and the seat colors chosen on the new-game screen. Headless, real events, engine checked."""
from __future__ import annotations


import pygame

from game.bug_council.cards import make_card, parse_card
from game.bug_council.scenario import build_start
from game.setup import HUMAN, GameSetup, SeatSetup
from scenes.app import App
from scenes.bug_council.overlays import AgeScoringScene, GameOverScene
from scenes.bug_council.table import TableScene
from tests.test_scene_table import FOLLOW, start_scenario
from tests.ui import card_center, click, drag, key, settle, snapshot, trick_center

# You lead the last trick of Age I from 2 of Ants and 5 of Bees: both are legal.
LEAD = {**FOLLOW, "start": {**FOLLOW["start"], "leader": 0}}
# The last trick of the game: Rufus leads 7 of Ants, you follow with 2 of Ants and visit.
FINAL = {**FOLLOW, "start": {**FOLLOW["start"], "age": 3}}
MAGENTA = "#FF00FF"


def legal_pair(app: App) -> tuple[TableScene, int, int]:
    table = start_scenario(app, LEAD)
    settle(app, lambda: table.playing)
    return table, parse_card("2A"), parse_card("5B")


def test_confirm_on_first_click_selects_second_plays(app):
    app.settings.confirm_play = True
    table, ants, bees = legal_pair(app)
    before = table.match.state
    rest = table.hand_layout()[table.hand_cards().index(ants)].y
    click(app, card_center(table, ants))
    assert table.match.state is before and len(table.match.record.actions) == 0
    text, warn = table.prompt_text()
    assert not warn and text.startswith("Click the 2 of Ants again (or Enter) to play it")
    assert table.hand_layout()[table.hand_cards().index(ants)].y < rest    # raised higher
    snapshot(app, "confirm_selected")
    click(app, card_center(table, bees))                 # another card: the choice moves
    assert table.selected == ("play", bees) and ants in table.match.state.hands[0]
    assert "5 of Bees" in table.prompt_text()[0]
    click(app, card_center(table, bees))                 # the same card again: played
    assert bees not in table.match.state.hands[0]
    assert ("play", 0, bees) in [tuple(a) for a in table.match.record.actions]
    assert table.selected is None


def test_confirm_on_enter_confirms_and_esc_drops_the_choice(app):
    app.settings.confirm_play = True
    table, ants, _bees = legal_pair(app)
    key(app, pygame.K_RIGHT)
    for _ in range(table.hand_cards().index(ants) - table.input.focus):
        key(app, pygame.K_RIGHT)
    key(app, pygame.K_RETURN)
    assert table.selected == ("play", ants) and ants in table.match.state.hands[0]
    key(app, pygame.K_ESCAPE)
    assert table.selected is None and app.stack.top is table    # Esc dropped it, no help panel
    key(app, pygame.K_RETURN)
    key(app, pygame.K_RETURN)
    assert ants not in table.match.state.hands[0]


def test_confirm_on_drag_plays_at_once(app):
    app.settings.confirm_play = True
    table, ants, _bees = legal_pair(app)
    drag(app, card_center(table, ants), trick_center(table))
    assert ants not in table.match.state.hands[0]


def test_confirm_on_illegal_card_is_refused_at_once(app):
    app.settings.confirm_play = True
    table = start_scenario(app, FOLLOW)
    settle(app, lambda: table.playing)
    click(app, card_center(table, parse_card("5B")))
    text, warn = table.prompt_text()
    assert warn and "must follow Ants" in text and table.selected is None


def test_confirm_on_council_visit_takes_two_clicks(app):
    app.settings.confirm_play = True
    table = start_scenario(app, FOLLOW)
    settle(app, lambda: table.playing)
    card = parse_card("2A")
    click(app, card_center(table, card))
    click(app, card_center(table, card))
    settle(app, lambda: table.visiting)
    council = table.match.state.council
    bees = table.geom.space_center(0)
    click(app, bees)
    assert table.match.state.council == council and table.visiting
    assert table.prompt_text()[0].startswith("Click Bees again (or Enter) to sow it")
    snapshot(app, "confirm_visit")
    click(app, bees)
    assert table.match.state.council != council


def test_confirm_off_plays_on_the_first_click(app):
    assert app.settings.confirm_play is False
    table, ants, _bees = legal_pair(app)
    click(app, card_center(table, ants))
    assert ants not in table.match.state.hands[0]


def test_colorblind_setting_changes_card_faces_at_once(app):
    size = tuple(app.cfg.cards["size"])
    bees, ants = make_card(0, 5), make_card(2, 5)
    plain = app.art.card_face(bees, size).copy()
    app.settings.colorblind = True
    patterned = app.art.card_face(bees, size)
    changed = sum(plain.get_at((x, y)) != patterned.get_at((x, y))
                  for x in range(0, size[0], 3) for y in range(0, size[1], 3))
    assert changed > 200     # the pattern and palette, not a pixel or two
    # in grayscale the two suits still differ clearly (pattern and brightness)
    g1 = pygame.transform.grayscale(patterned)
    g2 = pygame.transform.grayscale(app.art.card_face(ants, size))
    diff = [abs(g1.get_at((x, y))[0] - g2.get_at((x, y))[0])
            for x in range(8, size[0] - 8, 2) for y in range(30, size[1] - 30, 2)]
    assert sum(d > 40 for d in diff) > len(diff) // 5
    # and the table shows it on the next frame: a council space's pixels change too
    table = start_scenario(app, LEAD)
    app.frame(app.step)
    cx, cy = table.geom.space_center(2)
    on = [app.canvas.get_at((round(cx) + dx, round(cy) + 12)) for dx in range(-20, 20)]
    snapshot(app, "colorblind_on")
    app.settings.colorblind = False
    app.frame(app.step)
    off = [app.canvas.get_at((round(cx) + dx, round(cy) + 12)) for dx in range(-20, 20)]
    assert on != off


def _setup_with_color(state, color: str) -> GameSetup:
    names = ("Ada", "Rufus", "Lizzy")
    colors = (color, "#7FC8F8", "#F4A261")
    return GameSetup("table", 3, tuple(SeatSetup(n, c, HUMAN if i == 0 else "random")
                                       for i, (n, c) in enumerate(zip(names, colors))), state.seed)


def _has_color(surf: pygame.Surface, rect: pygame.Rect, color) -> bool:
    want = pygame.Color(color)
    return any(surf.get_at((x, y))[:3] == tuple(want)[:3]
               for x in range(rect.x, rect.right) for y in range(rect.y, rect.bottom))


def test_seat_color_from_setup_in_score_panel_and_game_over(app):
    state = build_start(FINAL)
    table = app.start_match(_setup_with_color(state, MAGENTA), state=state)
    settle(app, lambda: table.playing)
    assert table.colors[0] == (255, 0, 255)
    assert _has_color(app.canvas, pygame.Rect(table.cfg.rect("scores")), MAGENTA)
    click(app, card_center(table, parse_card("2A")))
    settle(app, lambda: table.visiting)
    click(app, table.geom.space_center(0))
    for _ in range(3000):          # the Age III scoring table first, then the game's end
        if isinstance(app.stack.top, GameOverScene):
            break
        if isinstance(app.stack.top, AgeScoringScene):
            click(app, (10, 700))
        app.frame(app.step)
    assert isinstance(app.stack.top, GameOverScene)
    app.frame(app.step)
    over = app.stack.top
    snapshot(app, "game_over_color")
    assert over.colors[0] == (255, 0, 255)
    assert _has_color(app.canvas, over.rect, MAGENTA)



def test_confirm_on_emissary_card_takes_two_clicks(app):
    from tests.test_scene_emissary import must_follow
    from tests.ui import slot_center
    table = must_follow(app)          # you led the 4 of Ants; now the Emissary's card
    app.settings.confirm_play = True
    ants = parse_card("5A")
    n = len(table.match.record.actions)
    click(app, slot_center(table, ants))
    assert len(table.match.record.actions) == n and table.selected == ("emissary", ants)
    assert "play it for the Emissary" in table.prompt_text()[0]
    snapshot(app, "confirm_emissary")
    click(app, slot_center(table, ants))
    assert ("emissary", 0, ants) in [tuple(a) for a in table.match.record.actions]


def test_confirm_on_discard_takes_two_clicks_and_drag_discards_at_once(app):
    from game.bug_council.actions import NO_ALLEGIANCE
    app.settings.confirm_play = True
    table = app.start_game(4, 21, humans=(0,))
    settle(app, lambda: table.declaring)
    click(app, next(b for b in table.declare_buttons if b.label == "No Allegiance").rect.center)
    assert table.match.state.declared[0] == NO_ALLEGIANCE
    settle(app, lambda: table.discarding)
    first, second = table.hand_cards()[2], table.hand_cards()[5]
    click(app, card_center(table, first))
    assert first in table.match.state.hands[0] and table.selected == ("discard", first)
    assert "to discard it" in table.prompt_text()[0]
    x, y, w, h = table.cfg.rect("leftover")
    drag(app, card_center(table, second), (x + w / 2, y + h / 2))   # the drop is the confirmation
    s = table.match.state
    assert second in s.leftover and first in s.hands[0] and table.selected is None


def test_age_scoring_overlay_uses_the_setup_color(app):
    state = build_start(FOLLOW)
    table = app.start_match(_setup_with_color(state, MAGENTA), state=state)
    settle(app, lambda: table.playing)
    click(app, card_center(table, parse_card("2A")))
    settle(app, lambda: table.visiting)
    click(app, table.geom.space_center(0))
    settle(app, lambda: isinstance(app.stack.top, AgeScoringScene))
    app.frame(app.step)
    snapshot(app, "age_scoring_color")
    assert _has_color(app.canvas, pygame.Rect(table.cfg.rect("main")), MAGENTA)


def test_settings_screen_lists_the_schema_and_saves_a_change(app, tmp_path):
    """One row per setting of game/settings.py; clicking a choice changes the live setting at
    once (the scaled clock follows it) and writes the settings file."""
    from game.saves import SaveStore, load_settings
    from game.settings import settings_rows
    from scenes.settings_scene import SettingsScene
    app.store = SaveStore(tmp_path)
    scene = SettingsScene(app)
    app.stack.push(scene)
    app.frame(0.016)
    assert [r[0] for r in scene.rows()] == [label for _key, label, _why in settings_rows()]
    slow = next(b for b in scene.buttons if b.label.endswith("Slow"))
    click(app, slow.rect.center)
    assert app.settings.speed == "slow" and app.pace.factor > 1
    assert load_settings(app.store)[0]["speed"] == "slow"
    off = [b for b in scene.buttons if b.label.endswith("Off")]
    sound_off = off[0]                                      # the Sound row comes first of the On/Off rows
    click(app, sound_off.rect.center)
    assert app.settings.sound is False and app.sound.muted
    assert load_settings(app.store)[0]["sound"] is False


def test_a_setting_refuses_values_the_schema_does_not_allow():
    from game.settings import Settings
    s, bad = Settings.from_data({"scale": float("nan"), "sound": 1, "speed": "warp", "fullscreen": True})
    assert bad == ["speed", "sound", "scale"] and s.fullscreen is True and s.scale == 1.0
    import pytest
    with pytest.raises(ValueError):
        Settings().updated("scale", 10.0)
