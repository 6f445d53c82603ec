"""A position a seat faced before (game/bugspiel/repetition.py): the seat's memory counts it,
its view says so, and no AI level moves a bug there, so games between AI seats end (a flyer
turned back and forth inside one tile kept a hard-vs-normal game going for ever)."""
import random

import pytest

from game.bugspiel.actions import MOVE
from game.bugspiel.ai import explain, make
from game.bugspiel.definition import GAME
from game.bugspiel.repetition import note
from game.bugspiel.setup import new_game


def a_position_where_normal_moves():
    """A seeded position along a normal-vs-normal game where normal's choice is a bug's move."""
    for seed in range(40):
        s, memory = new_game(seed, 2, "small"), {}
        ctl = make("normal", 0)
        while not s.game_over:
            view = GAME.view(s, s.turn, memory)
            a = ctl.choose(view, random.Random(0))
            if a.kind == MOVE:
                return s
            before = s
            s, _ = s.apply_action(a)
            GAME.remember(memory, a, before, s)
    raise AssertionError("no seeded game where normal moves a bug")


def test_a_seat_that_faced_a_position_before_sees_it_in_its_view():
    s = a_position_where_normal_moves()
    memory = {}
    note(memory, s)
    assert GAME.view(s, s.turn, memory).repeats == 0      # the first time
    note(memory, s)
    assert GAME.view(s, s.turn, memory).repeats == 1
    other = (s.turn + 1) % s.players
    assert GAME.view(s, other, memory).repeats == 0        # not its turn: nothing to remember


@pytest.mark.parametrize("level", ["easy", "normal", "hard", "expert"])
def test_no_level_moves_a_bug_at_a_position_it_faced_before(level):
    s = a_position_where_normal_moves()
    memory = {}
    note(memory, s)
    note(memory, s)
    view = GAME.view(s, s.turn, memory)
    assert any(a.kind == MOVE for a in view.legal)         # moves are legal: the rules are unchanged
    a = make(level, s.turn, deals=4).choose(view, random.Random(1))
    assert a in view.legal and a.kind != MOVE
    assert explain(GAME.view(s, s.turn))[0].action.kind == MOVE   # without the memory it would move


@pytest.mark.slow
def test_the_arena_game_that_never_ended_now_ends():
    """`bug-council arena --game bugspiel --players 2 --seats hard,normal --seed 1`, game 179
    (its seeds and seats as game.arena.play_one makes them): both seats turned tile C2 back and
    forth with a move inside it, 95 to 88, past 3,000 actions. It now ends within 300."""
    g, seed = 179, 1 * 1_000_003 + 179
    s, memory = GAME.new_game("sequential", 2, seed, {"board": "small"}), {}
    levels = {seat: ("hard", "normal")[(seat + g) % 2] for seat in (0, 1)}
    ctl = {seat: GAME.tuned_controller(levels[seat], seat, {"time_cap_ms": 60000.0}) for seat in (0, 1)}
    rngs = {seat: random.Random(f"{seed}/ai/{seat}") for seat in (0, 1)}
    for _ in range(3000):
        if s.game_over:
            break
        seat = s.turn
        a = ctl[seat].choose(GAME.view(s, seat, memory), rngs[seat])
        before = s
        s, _ = s.apply_action(a)
        GAME.remember(memory, a, before, s)
    assert s.game_over and s.end_reason is not None
