"""Party Bugs' coach on screen, headless, by clicks: the Hint button thinks, then marks the
suggested card and lists the options (T closes it), and clicking the marked card plays it; the
review opens from the end screen after a deliberate blunder in the final round, lists it as a
turning point with the winning card, a click opens the replay there with that card marked, and
Replay a game's Review button shows the kept review at once; the live status line names the
take order. With BUG_COUNCIL_SHOTS=/some/folder the tests save what they saw as PNGs."""
from __future__ import annotations

import random
import time

import pygame
import pytest

import scenes.party_bugs.review as party_review
from game.party_bugs.ai import policy_choice
from game.record import GameRecord
from game.setup import GameSetup, SeatSetup
from scenes.party_bugs.result import PartyResultScene
from scenes.party_bugs.review import PartyReviewReplayScene, PartyReviewScene
from tests.test_party_coach import BUDGET, PLAYERS, SEED, final_taker, final_view, play_to_final, the_winning_take
from tests.review_ui import assert_review_kept, open_turning_point, step_on_and_back
from tests.test_scene_party import party
from tests.ui import click, key, press, snapshot, title_app

pytestmark = pytest.mark.xdist_group("party_coach_game")


def wait(app, until, seconds: float = 120.0) -> None:
    deadline = time.monotonic() + seconds
    while not until() and time.monotonic() < deadline:
        app.frame(app.step)
        time.sleep(0.005)
    assert until(), "the screen never got there"


def card_rect(table, a):
    from scenes.party_bugs.coach_view import card_rect
    return card_rect(table, a.kind, a.arg)


def test_a_hint_is_shown_by_the_button_closed_by_t_and_followed_by_a_click(app):
    table = party(app, ["human", "normal", "normal", "normal"], seed=7)
    wait(app, lambda: len(table.legal()) > 1, 30)
    assert table.match.record.assisted == ()
    button = next(b for b in table.buttons if b.label == "Hint")
    click(app, button.rect.center)
    assert table.coach.open and table.match.record.assisted == (0,)   # the game is now assisted
    wait(app, lambda: table.coach.hint.hint is not None, 60)
    app.frame(app.step)
    best = table.coach.suggested()
    assert best in table.legal() and len(table.coach.hint.hint.options) == len(table.legal())
    # the mark: a gold rim around the suggested card; the panel's gold rim over the log
    gold = app.cfg.color("gold")
    r = card_rect(table, best)
    assert app.canvas.get_at((r.centerx, r.y - 3))[:3] == gold
    panel = pygame.Rect(table.spec["coach"]["panel"])
    assert app.canvas.get_at((panel.x + 1, panel.centery))[:3] == gold
    snapshot(app, "party_hint")
    key(app, pygame.K_t)                     # T closes it...
    assert not table.coach.open
    key(app, pygame.K_t)                     # ...and asks again: the same answer (same dice)
    wait(app, lambda: table.coach.hint.hint is not None, 60)
    assert table.coach.suggested() == best
    before = len(table.match.record.actions)
    click(app, card_rect(table, best).center)
    assert table.match.record.actions[before] == best
    app.frame(app.step)
    assert not table.coach.open              # the position moved on: the hint closed


def test_esc_stops_the_thinking_and_no_decision_no_hint(app):
    table = party(app, ["human", "normal", "normal", "normal"], seed=7)
    wait(app, lambda: len(table.legal()) > 1, 30)
    key(app, pygame.K_t)
    job = table.coach.hint.job
    key(app, pygame.K_ESCAPE)
    assert not table.coach.open and app.stack.top is table
    assert job is None or job.cancelled
    table.shown_seat = None                  # behind the curtain: nothing of yours to decide
    key(app, pygame.K_t)
    assert not table.coach.open and table.reason_shown


def test_the_status_line_names_the_take_order_once_revealed(app):
    table = party(app, ["human", "normal", "normal", "normal"], seed=7)
    wait(app, lambda: bool(table.legal()), 30)
    assert table.seen().phase == "play" and table.coach_line() == ""      # nothing revealed yet
    click(app, card_rect(table, table.legal()[0]).center)
    wait(app, lambda: table.seen().phase == "take" and not table.anim.busy and not table.dirty, 30)
    words = table.coach_line()
    order = table.seen().take_order
    assert words.startswith("Take order: ") and "Expected: " in words
    first = "you" if order[0] == table.shown_seat else table.names[order[0]]
    assert words[len("Take order: "):].startswith(first)
    app.settings.trick_status = False
    assert table.coach_line() == ""


def blunder_setup() -> GameSetup:
    colors = ["#E69F00", "#56B4E9", "#CC79A7"]
    names = ["You", "Rufus", "Lizzy"]
    kinds = ["normal"] * PLAYERS
    kinds[final_taker()] = "human"
    return GameSetup("party", PLAYERS, tuple(SeatSetup(n, c, k) for n, c, k in zip(names, colors, kinds)),
                     SEED, {"variants": []}, game="party_bugs")


@pytest.mark.slow
def test_review_from_the_end_screen_to_the_replay_at_the_blunder(home, monkeypatch):
    monkeypatch.setattr(party_review, "review_budget", lambda: BUDGET)
    rec = play_to_final()[0]
    index = len(rec.actions)
    blunder, best = policy_choice(final_view(), smart=False), the_winning_take()
    app = title_app()
    try:
        table = app.start_match(blunder_setup(), GameRecord(rec.mode, rec.players, rec.seed, {}, list(rec.actions),
                                                            game="party_bugs"))
        wait(app, lambda: table.legal() == list(final_view().legal), 30)
        click(app, card_rect(table, blunder).center)           # the blunder: the cheapest card
        wait(app, lambda: isinstance(app.stack.top, PartyResultScene), 60)
        assert app.last_archive is not None
        snapshot(app, "party_review_end_screen")
        press(app, "Review")
        screen = app.stack.top
        assert isinstance(screen, PartyReviewScene) and screen.working
        wait(app, lambda: not screen.working)
        assert screen.review is not None, screen.message
        app.frame(app.step)
        snapshot(app, "party_review_done")
        viewer = open_turning_point(app, screen, index, blunder, best, PartyReviewReplayScene)
        assert viewer.bottom == final_taker()
        assert viewer.suggested_action() == best and viewer.coach_line().startswith("The AI prefers: ")
        app.frame(app.step)
        r = card_rect(viewer, best)
        assert app.canvas.get_at((r.centerx, r.y - 3))[:3] == app.cfg.color("gold")
        snapshot(app, "party_review_replay")
        step_on_and_back(app, viewer, screen, lambda v: v.suggested_action())
        # kept with the record: Replay a game offers it at once
        assert_review_kept(app, screen, party_review, monkeypatch)
    finally:
        app.close()
