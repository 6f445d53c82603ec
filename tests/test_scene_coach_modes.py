"""The coach in Bug Council's Emissary and solo games, headless, by clicks (the 3-5 player table:
tests/test_scene_coach.py, tests/test_scene_review.py): a hint shown (its mark where that mode's
table draws the option) and followed by a click; a reviewed game's end screen opens the review,
a turning point opens the replay at that moment with the coach's alternative glowing, and
Replay a game opens the kept review, its turning point too; Replay a game also reviews a kept
solo game that was never reviewed.
With BUG_COUNCIL_SHOTS=/some/folder the tests save what they saw as PNGs."""
from __future__ import annotations

import math
import random

import pygame
import pytest

import scenes.bug_council.review_scene as review_scene
from game.record import GameRecord
from scenes.bug_council.overlays import GameOverScene
from scenes.bug_council.paint import mix
from scenes.bug_council.review_replay import ReviewReplayScene
from scenes.bug_council.review_scene import ReviewScene
from tests.bug_council_mode_games import BUDGET, GROUP, MODES, blunder_game, mode_setup
from tests.review_ui import assert_review_kept, open_turning_point, review_by_its_button, step_on_and_back
from tests.test_scene_review import finish_by_clicks, last_trick_start
from tests.ui import card_center, click, click_a_legal_choice, key, settle, slot_center, snapshot, title_app
from tests.ui import toward_a_decision

pytestmark = pytest.mark.xdist_group(GROUP)


@pytest.fixture
def small_hints(monkeypatch):
    """The hint at the mode games' budget: what is under test is the screen, not the advice."""
    monkeypatch.setattr("game.bug_council.coach.hint_budget", lambda: BUDGET)


def place_of(table, a):
    """Where the person clicks to choose action `a` at `table`."""
    if a.kind == "declare":
        return next(b for b, arg in zip(table.declare_buttons, ("allegiance", "no_allegiance"))
                    if arg == a.arg).rect.center
    if a.kind == "emissary":
        return slot_center(table, a.arg)
    if a.kind == "visit":
        return table.geom.space_center(a.arg)
    return card_center(table, a.arg)


def play_until(app, table, wanted) -> None:
    """Random legal clicks (seeded) until `wanted()` holds at a decision of the person's."""
    rng = random.Random(0)
    for _ in range(5000):
        if toward_a_decision(app, table) and wanted():
            return
        if table.decision is not None and not table.anim.busy:
            click_a_legal_choice(app, table, rng)
    raise AssertionError("the decision never came")


def hint_and_follow(app, table) -> object:
    """T, the answer, a click on the suggested option: it is the person's next action, and the
    hint closes. Returns the action."""
    key(app, pygame.K_t)
    assert table.coach.open and table.match.record.assisted == (0,)
    settle(app, lambda: table.coach.hint is not None)
    app.frame(app.step)
    best = table.coach.suggested()
    assert best.seat == 0 and table.hinted(best.kind) == best.arg
    before = len(table.match.record.actions)
    click(app, place_of(table, best))
    assert table.match.record.actions[before] == best
    app.frame(app.step)
    assert not table.coach.open
    return best


def ring_color(app, viewer):
    """The hint ring's color at the table's pulse (scenes.bug_council.council_ring)."""
    pulse = 0.5 + 0.5 * math.sin(viewer.pulse_clock() * 4)
    return mix(app.cfg.color("gold"), app.cfg.color("glow"), pulse)


def assert_ring(app, table, space: int) -> None:
    (cx, cy), r = table.geom.space_center(space), table.geom.space_radius + 14
    # its left side (the solo board's corner may cover its top)
    assert app.canvas.get_at((round(cx - r + 2), round(cy)))[:3] == ring_color(app, table)


def test_a_hint_in_the_emissary_game_is_shown_on_its_board_and_followed(app, small_hints):
    table = app.start_game(2, 4, humans=(0,), mode="emissary")
    play_until(app, table, lambda: table.playing_emissary and len(table.legal_cards) > 1)
    key(app, pygame.K_t)
    settle(app, lambda: table.coach.hint is not None)
    app.frame(app.step)
    card = table.hinted("emissary")
    r = table.mode_view.lifted_rect(table.model.mode.slots.index(card))
    assert app.canvas.get_at((r.centerx, r.y - 2))[:3] == app.cfg.color("gold")
    panel = table.coach.panel
    assert app.canvas.get_at((panel.x + 1, panel.centery))[:3] == app.cfg.color("gold")
    snapshot(app, "hint_emissary_board")
    key(app, pygame.K_t)                                     # closed, then asked again and followed
    assert hint_and_follow(app, table).kind == "emissary"


def test_a_hint_in_solo_is_shown_and_followed_for_a_card_and_a_visit(app, small_hints):
    table = app.start_game(1, 11, mode="solo", humans=(0,), options={"personality": "pacifist"})
    play_until(app, table, lambda: table.playing and len(table.legal_cards) > 1)
    key(app, pygame.K_t)
    settle(app, lambda: table.coach.hint is not None)
    app.frame(app.step)
    card = table.hint_card()
    rect = table.hand_layout()[table.hand_cards().index(card)]
    assert app.canvas.get_at((rect.centerx, rect.y - 2))[:3] == app.cfg.color("gold")
    snapshot(app, "hint_solo")
    key(app, pygame.K_t)
    assert hint_and_follow(app, table).kind == "play"
    play_until(app, table, lambda: table.visiting and len(table.my_view().visitable) > 1)
    key(app, pygame.K_t)
    settle(app, lambda: table.coach.hint is not None)
    app.frame(app.step)
    assert_ring(app, table, table.hinted("visit"))
    snapshot(app, "hint_solo_visit")
    key(app, pygame.K_t)
    assert hint_and_follow(app, table).kind == "visit"


# --- the review --------------------------------------------------------------------------------

def assert_alternative_glows(app, viewer, best) -> None:
    """At the moment the coach's option wears the hint's mark where that mode draws it."""
    assert viewer.hinted(best.kind) == best.arg
    app.frame(app.step)
    if best.kind == "emissary":
        r = viewer.mode_view.lifted_rect(viewer.model.mode.slots.index(best.arg))
        assert app.canvas.get_at((r.centerx, r.y - 2))[:3] == app.cfg.color("gold")
    elif best.kind == "visit":
        assert_ring(app, viewer, best.arg)
    else:
        raise AssertionError(f"no mark checked for {best.kind}")


@pytest.mark.slow
@pytest.mark.parametrize("mode", sorted(MODES))
def test_review_from_the_end_screen_and_replay_a_game_to_the_blunder(home, monkeypatch, mode):
    rec, index, played, best = blunder_game(mode)
    monkeypatch.setattr(review_scene, "review_budget", lambda: BUDGET)
    app = title_app()
    try:
        k = last_trick_start(rec)
        assert k > index
        table = app.start_match(mode_setup(mode, rec.seed),
                                GameRecord(rec.mode, rec.players, rec.seed, dict(rec.options), list(rec.actions[:k])))
        finish_by_clicks(app, table)
        assert isinstance(app.stack.top, GameOverScene) and app.last_archive is not None
        snapshot(app, f"review_{mode}_end_screen")
        screen = review_by_its_button(app, ReviewScene, f"review_{mode}")
        viewer = open_turning_point(app, screen, index, played, best, ReviewReplayScene)
        assert viewer.bottom == 0 and viewer.model.caption.startswith("The AI prefers ")
        app.frame(app.step)
        snapshot(app, f"review_{mode}_replay")
        assert_alternative_glows(app, viewer, best)
        step_on_and_back(app, viewer, screen, lambda v: v.hinted(best.kind))
        # kept with the record: Replay a game opens it at once, and its turning point too
        assert_review_kept(app, screen, review_scene, monkeypatch)
        again = app.stack.top
        viewer = open_turning_point(app, again, index, played, best, ReviewReplayScene)
        assert_alternative_glows(app, viewer, best)
    finally:
        app.close()


@pytest.mark.slow      # 2 s (a review run in its process); the quick loop keeps both modes' hints by clicks
def test_replay_a_game_reviews_an_archived_solo_game_to_its_turning_point(home, monkeypatch):
    """A finished solo game kept for Replay, never reviewed: its Review button works out the
    review in its process, and the blunder's row opens the replay there, the visit glowing."""
    from game.saves import SavedGame, archive_finished
    from scenes.records_scene import RecordsScene
    rec, index, played, best = blunder_game("solo")
    monkeypatch.setattr(review_scene, "review_budget", lambda: BUDGET)
    app = title_app()
    try:
        archive_finished(app.store, SavedGame(mode_setup("solo", rec.seed), GameRecord(
            rec.mode, rec.players, rec.seed, dict(rec.options), list(rec.actions))))
        app.stack.push(RecordsScene(app))
        app.frame(app.step)
        screen = review_by_its_button(app, ReviewScene, "review_solo_archived")
        viewer = open_turning_point(app, screen, index, played, best, ReviewReplayScene)
        assert_alternative_glows(app, viewer, best)
    finally:
        app.close()
