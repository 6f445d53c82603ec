"""The coach's hint thinks in a process of its own (game/hint_worker.py), not beside the window:
at a table the answer comes from the app's hint worker, another process, and is the hint the
coach gives in this process for the same position, for every game with a coach; a cancelled or
superseded hint stops there and the warm worker answers the next; where no process can run the
same hint comes from the AI runner's thread; what comes back is checked before it is used."""
from __future__ import annotations

import multiprocessing
import os
import random

import pygame
import pytest

from game.coach.hint import hint
from game.coach.kit import NO_COACH, coach_of
from game.coach.review import ReviewError
from game.identity import APP_SLUG
from game.hint_worker import HintWorker, hint_data, hint_from_data
from game.protocol import all_games
from tests.net_games import quick_first
from tests.review_ui import wait
from tests.test_scene_party import party
from tests.ui import key

GAME_SEED = 11          # the game seed the hint's dice are made from
CANCELLED = 10**7       # a budget no hint finishes in a test's time: it ends only when stopped

COACHED = [g for g in all_games() if coach_of(g) is not NO_COACH]


def decision(game, seed: int, skip: int):
    """Seat 0's view at a seeded position of `game` (its first mode, most players): random
    moves, `skip` of them at least, up to a decision of seat 0 with a choice."""
    mode = game.modes[0]
    s = game.new_game(mode.id, mode.players[-1], seed)
    rng = random.Random(seed)
    for n in range(2000):
        if n >= skip and len(s.legal_actions(0)) > 1:
            return game.view(s, 0)
        seat = s.to_act()[0]
        s, _ = s.apply_action(rng.choice(s.legal_actions(seat)))
    raise AssertionError(f"{game.id}: seat 0 had no decision")


def position(game_id: str, skip: int = 0):
    """(game, its coach kit, seat 0's view) at `decision(game, 3, skip)`."""
    game = next(g for g in COACHED if g.id == game_id)
    return game, coach_of(game), decision(game, 3, skip)


def in_process(kit, view):
    """The hint the coach gives in this process for `view` with the tests' dice and the kit's budget."""
    return hint(kit, view, kit.hint_rng(GAME_SEED, view), kit.hint_budget())


@pytest.fixture
def worker():
    w = HintWorker()
    yield w
    w.close()


def test_every_coached_game_is_checked():
    assert {g.id for g in COACHED} >= {"bug_council", "party_bugs", "bugspiel"}


# One game's worker in `make check` (each starts a process and searches twice): every game in make test.
@pytest.mark.parametrize("game", quick_first(COACHED), ids=lambda g: g.id)
def test_the_workers_hint_is_the_coachs_hint_from_another_process(worker, game):
    kit = coach_of(game)
    for skip in (0, 12):
        view = decision(game, 3, skip)
        job = worker.start(game, kit, view, GAME_SEED)
        assert job.wait(120)
        assert job.pid is not None and job.pid != os.getpid() and job.pid == worker.pid
        assert job.poll() == in_process(kit, view)


def test_a_hint_at_the_table_thinks_in_the_apps_worker_not_the_window(app):
    """T at a Party Bugs table: the answer comes from the app's hint worker, a process other
    than the window's, and it is the coach's hint for that position (on the AI runner's
    thread, as before, there was no other process)."""
    table = party(app, ["human", "normal", "normal", "normal"], seed=7)
    wait(app, lambda: len(table.legal()) > 1, 30)
    view = table.view_of_seat(table.shown_seat)
    key(app, pygame.K_t)
    assert table.coach.thinking
    hinting = [p.pid for p in multiprocessing.active_children() if p.name == f"{APP_SLUG}-hint"]
    assert len(hinting) == 1 and hinting[0] != os.getpid()      # a child of the window thinks
    job = table.coach.job
    wait(app, lambda: table.coach.hint is not None, 60)
    assert job.pid == hinting[0]                                 # ... and it answered
    kit = table.coach.kit
    assert table.coach.hint == hint(kit, view, kit.hint_rng(table.match.seed, view), kit.hint_budget())


def test_a_cancelled_hint_stops_and_the_warm_worker_answers_the_next(worker):
    game, kit, view = position("party_bugs")
    long = worker.start(game, kit, view, GAME_SEED, CANCELLED)
    long.cancel()
    assert long.wait(30) and long.poll() is None         # stopped at its next check
    pid = long.pid
    job = worker.start(game, kit, view, GAME_SEED)
    assert job.wait(60) and job.pid == pid               # the same process, still warm
    assert job.poll() == in_process(kit, view)


@pytest.mark.slow   # a process started and stopped again: make test (cancel and the thread stay in check)
def test_a_new_hint_supersedes_one_still_thinking(worker):
    game, kit, view = position("bug_council", 12)
    old = worker.start(game, kit, view, GAME_SEED, CANCELLED)
    new = worker.start(game, kit, view, GAME_SEED)
    assert new.wait(60) and old.wait(1)                  # the old search gave way
    assert new.poll() == in_process(kit, view)


def test_where_no_process_can_start_the_hint_thinks_on_a_thread(worker, monkeypatch):
    game, kit, view = position("party_bugs")

    def refuse(self):
        raise OSError("no processes here")
    monkeypatch.setattr("multiprocessing.context.SpawnProcess.start", refuse)
    job = worker.start(game, kit, view, GAME_SEED)
    assert worker.pid is None and job.wait(60)
    assert job.poll() == in_process(kit, view)


@pytest.mark.slow   # a process started and stopped again: make test (cancel and the thread stay in check)
def test_a_worker_that_dies_before_answering_leaves_the_hint_to_a_thread(worker):
    game, kit, view = position("party_bugs")
    job = worker.start(game, kit, view, GAME_SEED)
    os.kill(worker.pid, 9)
    assert job.wait(60)
    assert job.poll() == in_process(kit, view)
    again = worker.start(game, kit, view, GAME_SEED)     # later hints think on the thread too
    assert worker.pid is None and again.wait(60) and again.poll() == job.poll()


def test_what_comes_back_is_checked():
    game, kit, view = position("party_bugs")
    good = hint_data(hint(kit, view, kit.hint_rng(GAME_SEED, view), 60), game.action_to_data)
    assert hint_from_data(good, kit, game, view).options[0].action in view.legal

    def spoilt(change):
        data = {**good, "options": [dict(o) for o in good["options"]]}
        change(data)
        return data
    bad = {
        "not a hint": "options",
        "an option twice": spoilt(lambda d: d["options"].append(d["options"][0])),
        "another seat's card": spoilt(lambda d: d["options"][0].update(
            action={**d["options"][0]["action"], "seat": 1})),
        "a reason of no vocabulary": spoilt(lambda d: d["options"][0].update(
            reasons=[{"kind": "sneaky", "params": {}}])),
        "a margin that is text": spoilt(lambda d: d["options"][0].update(margin="lots")),
        "a field too many": spoilt(lambda d: d["options"][0].update(extra=1)),
        "another seat's decision": spoilt(lambda d: d.update(seat=1)),
    }
    for what, data in bad.items():
        with pytest.raises(ReviewError):
            hint_from_data(data, kit, game, view)
            pytest.fail(what)
