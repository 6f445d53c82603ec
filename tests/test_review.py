"""The post-game review (game.bug_council.review): a deliberate blunder is a turning point with the right
alternative; the review is deterministic, saved with the archived record and read back without
being computed again; a stop is honoured; the background process answers and can be cancelled."""
from __future__ import annotations

import random
import threading
import time
from functools import lru_cache

import pytest

import game.bug_council.review as review_mod
from game.bug_council.coach import hint, hint_rng
from game.bug_council.ai import make_controller
from game.record import GameRecord
from game.bug_council.review import Review, ReviewError, review
from game.saves import SavedGame, SaveStore, archive_finished, load_review, read_game, save_review
from game.setup import GameSetup, SeatSetup
from game.bug_council.view import seat_view

# One worker runs this module (`--dist loadgroup`): the blunder game and its review are made once.
pytestmark = pytest.mark.xdist_group("review_blunder_game")

BUDGET = 400      # small and fixed: the test game's blunder was found at this budget


@lru_cache(maxsize=1)
def blunder_game() -> tuple[GameRecord, int, object, object]:
    """A seeded 3-player game: seat 0 (the person) plays the `normal` AI's choices, except once,
    at the first card decision where one card surely takes the trick and another surely does
    not and the coach rates them at least 1.5 points apart: there it plays the losing card.
    Returns (record, the blunder's action index, the card played, the card the coach prefers)."""
    normal = make_controller("normal")
    rec = GameRecord("table", 3, 1)
    s, rng, blunder = rec.start(), random.Random(1), None
    for _ in range(400):      # a game is about 125 actions
        if s.game_over:
            break
        legal = s.legal_actions(0)
        seat = 0 if legal else s.to_act()[0]
        view = seat_view(s, seat)
        a = normal.choose(view, rng)
        if seat == 0 and blunder is None and len(legal) > 1 and legal[0].kind == "play":
            h = hint(view, hint_rng(rec.seed, view), BUDGET)
            worst = h.options[-1]
            if h.best.trick == 1.0 and worst.trick == 0.0 and h.best.margin - worst.margin >= 1.5:
                blunder = (len(rec.actions), worst.action, h.best.action)
                a = worst.action
        s, _ = s.apply_action(a)
        rec.actions.append(a)
    assert s.game_over and blunder is not None
    return (rec, *blunder)


@lru_cache(maxsize=1)
def reviewed() -> Review:
    rec = blunder_game()[0]
    return review(rec, [0], BUDGET)


@pytest.mark.slow
def test_the_blunder_is_a_turning_point_with_the_card_that_wins_the_trick():
    rec, index, played, best = blunder_game()
    r = reviewed()
    points = {m.index: m for m in r.turning_points()}
    assert index in points
    m = points[index]
    assert m.played == played == rec.actions[index] and m.best == best
    assert m.loss >= 1.5 and m.kind == "play" and m.seat == 0
    assert m.reasons[0].kind == "wins_trick" and m.reasons[0].params["pct"] == 1.0
    # every reviewed decision was a real choice of seat 0, in game order
    assert all(m.seat == 0 and m.options > 1 for m in r.moments)
    assert [m.index for m in r.moments] == sorted(m.index for m in r.moments)
    # the expected-score series covers every decision
    assert len(r.series(0)) == len(r.moments) and all(b >= p for _i, b, p in r.series(0))


@pytest.mark.slow
def test_the_review_is_deterministic_and_round_trips_as_data():
    rec = blunder_game()[0]
    again = review(rec, [0], BUDGET)
    assert again == reviewed()
    assert Review.from_data(reviewed().to_data()) == reviewed()
    assert reviewed().fits(rec)


@pytest.mark.parametrize("change", [
    lambda d: d.update(format=99), lambda d: d.update(kind="x"), lambda d: d.update(moments="x"),
    lambda d: d["moments"][0].update(kind="fly"), lambda d: d["moments"][0].update(index=-1),
    lambda d: d["moments"][0]["reasons"].append({"kind": "wins_trick", "params": {"pct": 9}}),
    lambda d: d["moments"][0].update(best={"seat": 1, "play": "5A"}),
    lambda d: d["moments"][0].update(played_margin=float("nan")),
])
def test_malformed_review_data_is_refused(change):
    data = reviewed().to_data()
    change(data)
    with pytest.raises(ReviewError):
        Review.from_data(data)


@pytest.mark.parametrize("before,kind,params", [
    (3, "drains_suit", {"suit": 2, "before": 3}),
    (7, "cuts_suit", {"suit": 2, "before": 7, "after": 1}),
])
def test_a_review_kept_before_sows_were_told_apart_reads_what_the_sow_did(before, kind, params):
    """Reviews kept before issue 27 called every visit to the kept suit "drains_suit"; a sow
    of 5 or more leaves one cube there (council.sow), so it reads back as "cuts_suit"."""
    data = reviewed().to_data()
    data["moments"][0]["reasons"] = [{"kind": "drains_suit", "params": {"suit": 2, "before": before}}]
    reason = Review.from_data(data).moments[0].reasons[0]
    assert (reason.kind, reason.params) == (kind, params)


def test_a_stop_ends_the_review_early_with_nothing():
    rec = blunder_game()[0]
    stop = threading.Event()
    seen = []

    def progress(done, total):
        seen.append(done)
        if done == 2:
            stop.set()
    assert review(rec, [0], BUDGET, progress, stop) is None
    assert seen == [0, 1, 2]


def archived(tmp_path) -> tuple[SaveStore, object, GameRecord]:
    rec = blunder_game()[0]
    setup = GameSetup("table", 3, (SeatSetup("You", "#E69F00", "human"), SeatSetup("Rufus", "#D55E00", "normal"),
                                   SeatSetup("Lizzy", "#009E73", "normal")), rec.seed)
    store = SaveStore(tmp_path)
    path = archive_finished(store, SavedGame(setup, GameRecord(**{**rec.__dict__, "actions": list(rec.actions)})))
    return store, path, rec


def test_the_review_is_saved_with_the_record_and_read_back_without_recomputing(tmp_path, monkeypatch):
    store, path, rec = archived(tmp_path)
    assert load_review(path, rec) is None
    save_review(store, path, reviewed())
    monkeypatch.setattr(review_mod, "hint", lambda *a, **k: pytest.fail("the review ran again"))
    assert load_review(path, rec) == reviewed()
    # the file is still a record every reader takes, setup included
    record, setup, final = read_game(path)
    assert record.actions == rec.actions and setup is not None and final.game_over
    # a review made for another game is not used
    other = GameRecord(rec.mode, rec.players, rec.seed, dict(rec.options), list(rec.actions[:-1]))
    assert load_review(path, other) is None


def test_a_hostile_review_entry_is_ignored(tmp_path):
    store, path, rec = archived(tmp_path)
    data = reviewed().to_data()
    data["moments"][0]["played"] = {"seat": 0, "visit": "bees"}
    from game.record import read_yaml, write_yaml_atomic
    whole = read_yaml(path)
    whole["review"] = data
    write_yaml_atomic(path, whole)
    assert load_review(path, rec) is None


@pytest.mark.slow
def test_the_background_process_reviews_and_reports_progress():
    from game.review_worker import ReviewJob
    rec = blunder_game()[0]
    job = ReviewJob(rec, [0], BUDGET)
    progress = set()
    deadline = time.monotonic() + 120
    while not job.finished and time.monotonic() < deadline:
        job.poll()
        progress.add(job.done)
        time.sleep(0.02)
    assert job.finished and not job.error, job.error
    assert job.review == reviewed()
    assert len(progress) > 2 and not job.alive


def test_the_background_process_can_be_cancelled():
    from game.review_worker import ReviewJob
    rec = blunder_game()[0]
    job = ReviewJob(rec, [0], 20000)
    deadline = time.monotonic() + 60
    while job.total == 0 and time.monotonic() < deadline:
        job.poll()
        time.sleep(0.02)
    t = time.monotonic()
    job.cancel()
    assert time.monotonic() - t < 3 and not job.alive
    assert job.review is None
