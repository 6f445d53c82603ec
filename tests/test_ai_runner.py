"""One AI runner (game.ai.worker, used by game.match.Match): a cancelled search stops at its
next check and the next decision starts at once, not queued behind the cancelled one."""
from __future__ import annotations

import random
import threading
import time

from game.bug_council.ai import search
from game.bug_council.ai.search import HardController
from game.ai.worker import start_decision
from game.match import Match
from game.setup import GameSetup, SeatSetup
from game.bug_council.state import new_game
from game.bug_council.view import seat_view


def trick_position(seed: int = 8):
    rng = random.Random(seed)
    s = new_game(4, seed)
    while s.to_act()[1] != "play" or len(s.legal_actions()) < 2:
        legal = s.legal_actions()
        s, _ = s.apply_action(legal[rng.randrange(len(legal))])
    return s


def test_a_cancelled_hard_search_stops_within_16_iterations(monkeypatch):
    """The stop flag is raised from inside the search after iteration 100 (a count, not a
    clock): the search runs at most 16 more playouts."""
    stop_at = 100
    runs = [0]
    stop = threading.Event()
    real_run = search._FastPlayout.run

    def counting_run(self, card, rng):
        runs[0] += 1
        if runs[0] == stop_at:
            stop.set()
        return real_run(self, card, rng)

    monkeypatch.setattr(search._FastPlayout, "run", counting_run)
    s = trick_position()
    ctl = HardController(iterations=10**6, time_cap_ms=10**8)
    ctl.choose(seat_view(s, s.to_act()[0]), random.Random(3), stop=stop)
    assert stop_at <= ctl.last_stats["iterations"] <= stop_at + 16
    assert runs[0] == ctl.last_stats["iterations"]


def test_after_an_undo_the_next_decision_starts_at_once():
    """A hard seat is thinking (a huge budget); the table cancels it (an undo) and asks again:
    the old one stops at its next check, the new one is made next, and answers."""
    setup = GameSetup("table", 3, (SeatSetup("You", "#F2CC60", "human"),
                                   SeatSetup("Rufus", "#7FC8F8", "normal"),
                                   SeatSetup("Lizzy", "#F4A261", "normal")), 11)
    record, s, rng = setup.record(), setup.record().start(), random.Random(2)
    while s.to_act() is None or s.to_act()[:2] != (1, "play") or len(s.legal_actions()) < 2:
        legal = s.legal_actions()
        a = legal[rng.randrange(len(legal))]
        s, _ = s.apply_action(a)
        record.actions.append(a)
    match = Match(setup, record)
    try:
        slow = HardController(iterations=10**8, time_cap_ms=10**8)
        match.controllers[1] = slow
        due = match.ai_seats_due()
        assert 1 in due
        match.request_ai(0.0)
        first = match._pending[1][0]
        assert not first.wait(0.2)              # a search this big is still running
        match.cancel_ai()                       # what an undo, a new game or quitting does
        assert first.cancelled and match.thinking() == {}
        match.controllers[1] = HardController(iterations=50)
        match.request_ai(0.0)
        second = match._pending[1][0]
        assert second is not first
        assert second.wait(60) and first.wait(60)
        [act] = [a for a in match.ready_ai(1.0, 0.0) if a.seat == 1]
        assert act in match.state.legal_actions(1)
        assert first.poll() is None              # the cancelled answer is never read
    finally:
        match.close()


class _Watched:
    """A controller that notes how many decisions are being made at once (each takes a
    little while, as a declaration search does: hard itself declares at once)."""

    def __init__(self, inner, counts: dict, lock: threading.Lock):
        self.inner, self.counts, self.lock = inner, counts, lock

    def choose(self, view, rng, stop=None):
        with self.lock:
            self.counts["now"] += 1
            self.counts["most"] = max(self.counts["most"], self.counts["now"])
        try:
            time.sleep(0.03)
            return self.inner.choose(view, rng, stop=stop)
        finally:
            with self.lock:
                self.counts["now"] -= 1


def test_seats_due_together_think_in_turn_and_choose_as_alone():
    """At the Declaration Phase every AI seat is due at once. They think one after another
    (the interface then shares the interpreter with one search: bench/frames.py), and each
    declares what it declares when asked alone."""
    setup = GameSetup("table", 4, tuple(SeatSetup(n, "#F2CC60", "hard") for n in ("A", "B", "C", "D")), 5)
    match = Match(setup, setup.record())
    counts, lock = {"now": 0, "most": 0}, threading.Lock()
    try:
        assert match.ai_seats_due() == [0, 1, 2, 3]
        for seat in range(4):
            match.controllers[seat] = _Watched(HardController(iterations=200), counts, lock)
        match.request_ai(0.0)
        jobs = {seat: match._pending[seat][0] for seat in range(4)}
        assert all(job.wait(60) for job in jobs.values())
        acts = match.ready_ai(1.0, 0.0)
        assert counts["most"] == 1 and len(acts) == 4
        for act in acts:
            alone = HardController(iterations=200).choose(match.view(act.seat), match.ai_rng(act.seat))
            assert act == alone
    finally:
        match.close()
