"""The post-game review on screen, headless: from the end screen's Review button, the progress
bar while the background process works, the turning points and the chart; a click on the
deliberate blunder opens the replay at that action with the coach's card glowing; the review
is kept with the archived record, so Replay a game's Review button shows it at once.
With BUG_COUNCIL_SHOTS=/some/folder the test saves what it saw as PNGs."""
from __future__ import annotations

import random

import pytest

import scenes.bug_council.review_scene as review_scene
from game.record import GameRecord
from game.setup import GameSetup, SeatSetup
from scenes.bug_council.overlays import GameOverScene
from scenes.bug_council.review_replay import ReviewReplayScene
from scenes.bug_council.review_scene import ReviewScene
from tests.review_ui import assert_review_kept, open_turning_point, step_on_and_back, wait
from tests.test_review import BUDGET, blunder_game
from tests.ui import click_a_legal_choice, press, snapshot, title_app, toward_a_decision


def last_trick_start(rec: GameRecord) -> int:
    """How many actions lead to the lead of the game's last trick (any mode)."""
    s, last = rec.start(), None
    for k, a in enumerate(rec.actions):
        if s.phase == "trick" and not s.plays:
            last = k
        s, _ = s.apply_action(a)
    assert last is not None, "no trick"
    return last


def finish_by_clicks(app, table) -> None:
    """The person clicks random legal choices (seeded) to the game's end screen."""
    rng = random.Random(0)
    for _ in range(3000):
        step = toward_a_decision(app, table)
        if step is None:
            return
        if step:
            click_a_legal_choice(app, table, rng)
    raise AssertionError("the game never ended")


@pytest.mark.slow
def test_review_from_the_end_screen_to_the_replay_at_the_blunder(home, monkeypatch):
    rec, index, played, best = blunder_game()
    monkeypatch.setattr(review_scene, "review_budget", lambda: BUDGET)
    setup = GameSetup("table", 3, (SeatSetup("You", "#E69F00", "human"), SeatSetup("Rufus", "#D55E00", "random"),
                                   SeatSetup("Lizzy", "#009E73", "random")), rec.seed)
    app = title_app()
    try:
        k = last_trick_start(rec)
        assert k > index
        table = app.start_match(setup, GameRecord(rec.mode, rec.players, rec.seed, {}, list(rec.actions[:k])))
        finish_by_clicks(app, table)
        over = app.stack.top
        assert isinstance(over, GameOverScene)
        assert app.last_archive is not None
        snapshot(app, "review_end_screen")
        press(app, "Review")
        screen = app.stack.top
        assert isinstance(screen, ReviewScene) and screen.working
        wait(app, lambda: screen.job is not None and screen.job.done >= 2, 60)
        snapshot(app, "review_progress")
        wait(app, lambda: not screen.working)
        assert screen.review is not None, screen.message
        app.frame(app.step)
        snapshot(app, "review_done")
        viewer = open_turning_point(app, screen, index, played, best, ReviewReplayScene)
        assert viewer.bottom == 0
        assert viewer.hint_card() == best.arg and best.arg in viewer.hand_cards()
        assert viewer.model.caption.startswith("The AI prefers ")
        for _ in range(5):
            app.frame(app.step)
        snapshot(app, "review_replay")
        step_on_and_back(app, viewer, screen, lambda v: v.hint_card())
        # kept with the record: the archived game offers it at once from Replay a game
        assert_review_kept(app, screen, review_scene, monkeypatch)
    finally:
        app.close()


@pytest.mark.slow      # a review process started and stopped, 1.5 s
def test_leaving_the_review_while_it_works_stops_the_process(home, monkeypatch):
    rec = blunder_game()[0]
    setup = GameSetup("table", 3, (SeatSetup("You", "#E69F00", "human"), SeatSetup("Rufus", "#D55E00", "random"),
                                   SeatSetup("Lizzy", "#009E73", "random")), rec.seed)
    app = title_app()
    try:
        screen = ReviewScene(app, rec, setup, None, iterations=50000)
        app.stack.push(screen)
        job = screen.job
        wait(app, lambda: job.total > 0, 60)
        assert job.alive
        press(app, "Cancel")
        assert app.stack.top is not screen and screen.job is None
        assert not job.alive
    finally:
        app.close()


def pages_of_turning_points(app) -> ReviewScene:
    """The review on top, done: 30 turning points (more than a page), each costing 2.5."""
    from game.bug_council.actions import action
    from game.bug_council.review import Moment, Review
    setup = GameSetup("table", 3, (SeatSetup("You", "#E69F00", "human"), SeatSetup("Rufus", "#D55E00", "random"),
                                   SeatSetup("Lizzy", "#009E73", "random")), 5)
    moments = tuple(Moment(k, 0, 1 + k // 10, 1 + k % 10, "play", action("play", 0, 33 + k % 8), -2.0,
                           action("play", 0, 2 + k % 8), 0.5, (), 3) for k in range(30))
    screen = ReviewScene(app, GameRecord("table", 3, 5, {}, []), setup)
    screen.review = Review(5, 0, (0,), 10, 1.0, moments)
    app.stack.push(screen)
    screen.rebuild()
    app.frame(app.step)
    return screen


def test_the_turning_points_page_with_page_controls(app):
    """Issue 33: the list's paging reads as paging ("Next page"), not as "review later"."""
    screen = pages_of_turning_points(app)
    labels = [b.label for b in screen.buttons if b.label]
    assert labels == ["Back", "Next page"]
    snapshot(app, "review_pages")
    press(app, "Next page")
    labels = [b.label for b in screen.buttons if b.label]
    assert labels[0] == "Previous page" and "Later" not in labels and "Earlier" not in labels
