"""What every game's post-game review screen test checks once the review is done (game-neutral):
the turning point's row opens the replay there, a step on hides the coach's alternative, and
the review is kept with the archived record and shown again at once."""
from __future__ import annotations

import time
from types import ModuleType
from typing import Any, Callable

import pygame

from game.saves import load_review
from scenes.records_scene import RecordsScene
from tests.ui import click, key, press, snapshot


def wait(app, until, seconds: float = 120.0) -> None:
    """Frames (letting the review's process and the AI threads run) until `until()` holds;
    fails after `seconds` of wall time."""
    deadline = time.monotonic() + seconds
    while not until() and time.monotonic() < deadline:
        app.frame(app.step)
        time.sleep(0.005)
    assert until(), "the screen never got there"


def review_by_its_button(app, review_type: type, shot: str):
    """Presses Review on the top scene (the end screen, Replay a game): the review (a
    `review_type`) works in its process, then shows its result (saved as `shot`_done.png with
    BUG_COUNCIL_SHOTS). Returns the screen."""
    press(app, "Review")
    screen = app.stack.top
    assert isinstance(screen, review_type) and screen.working
    wait(app, lambda: not screen.working)
    assert screen.review is not None, screen.message
    app.frame(app.step)
    snapshot(app, f"{shot}_done")
    return screen


def open_turning_point(app, screen, index: int, played: Any, best: Any, replay_type: type):
    """Clicks the row of the moment at action `index` in `screen`'s list (paging on to it),
    after checking that moment played `played` where the coach prefers `best`; returns the
    replay it opens (a `replay_type` at that action)."""
    rows = {m.index: rect for rect, m in screen.row_rects()}
    while index not in rows and any(b.label == "Next page" for b in screen.buttons):
        press(app, "Next page")                             # the list, a page at a time
        rows = {m.index: rect for rect, m in screen.row_rects()}
    assert index in rows, sorted(rows)
    moment = next(m for m in screen.review.moments if m.index == index)
    assert moment.played == played and moment.best == best
    click(app, rows[index].center)                          # the turning point
    viewer = app.stack.top
    assert isinstance(viewer, replay_type) and viewer.index == index
    return viewer


def step_on_and_back(app, viewer, screen, suggested: Callable[[Any], Any]) -> None:
    """One step on in the replay hides the coach's alternative (`suggested(viewer)` is None);
    Escape goes back to the review `screen`."""
    key(app, pygame.K_RIGHT)
    assert suggested(viewer) is None
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is screen


def assert_review_kept(app, screen, budget_home: ModuleType, monkeypatch) -> None:
    """`screen`'s finished review is saved with the game's archive: Replay a game marks that
    game reviewable, and its Review button shows the same review at once (no budget asked from
    `budget_home`, the module the review scene reads `review_budget` from; no process started)."""
    assert load_review(app.last_archive, screen.record) == screen.review
    app.stack.push(RecordsScene(app))
    assert app.stack.top.reviewable.get(app.last_archive)
    monkeypatch.setattr(budget_home, "review_budget", lambda: 1 / 0)     # never asked again
    monkeypatch.setattr("game.review_worker.ReviewJob", None)
    press(app, "Review")
    again = app.stack.top
    assert isinstance(again, type(screen)) and not again.working and again.review == screen.review
