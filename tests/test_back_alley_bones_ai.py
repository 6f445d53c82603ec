"""Back Alley Bones seat controllers (game/back_alley_bones/ai.py): legal answers from views at
every level, the Lookout's reaction decided by its owner's controller, the rulebook's
obvious choices taken by normal, and hard's deals consistent with what its seat sees. Strength
is measured in the arena (docs/ai.md), speed by bench/back_alley_bones_think.py."""
from __future__ import annotations

import random
import threading

import pytest

from game.back_alley_bones.actions import PLAY, REACT, act
from game.back_alley_bones.ai import Dealer, HardController, make
from game.back_alley_bones.definition import GAME
from game.back_alley_bones.scenario import build_start


def position(start, seed=1):
    return build_start({"game": "back_alley_bones", "seed": seed, "start": start})


def play_start(**over):
    start = {"dice": 0, "shooter": "decoy", "phase": "play", "side_bets_chosen": [5, 6],
             "points": [{"card": 8}, {"card": 6}, {"card": 9}], "hands": [["C3", "L2", "L1"], ["C2", "L1", "L3"]]}
    start.update(over)
    return start


@pytest.mark.parametrize("levels", [("random", "easy"), ("normal", "easy")])
def test_every_level_answers_with_a_legal_action_to_the_end_of_a_game(levels):
    for seed in (1, 2):
        s = GAME.new_game("alley", 2, seed, {"variants": ["four_ten", "full_crew"] if seed == 2 else []})
        ctl = [make(levels[0], 0), make(levels[1], 1)]
        rng = random.Random(seed)
        while not s.game_over:
            seat = s.to_act()[0]
            a = ctl[seat].choose(GAME.view(s, seat), rng)
            assert s.check_action(a) is None
            s, _ = s.apply_action(a)


def searched_position():
    """A position of a seeded game where hard searches (a close call for normal)."""
    hard = HardController(0, playouts=12)
    s = GAME.new_game("alley", 2, 4)
    rng = random.Random(4)
    while True:
        v = GAME.view(s, s.to_act()[0])
        hard.seat = v.seat
        a = hard.choose(v, rng)
        if hard.last_stats:
            return s, v
        s, _ = s.apply_action(a)


def test_hard_answers_legally_within_its_budget_and_stops_when_asked():
    s, v = searched_position()
    hard = HardController(v.seat, playouts=12)
    a = hard.choose(v, random.Random(1))
    assert a in v.legal and 0 < hard.last_stats["playouts"] <= 12
    stop = threading.Event()
    stop.set()
    assert hard.choose(v, random.Random(1), stop=stop) in v.legal
    assert hard.last_stats["deals"] == 1           # the first deal only, then it stopped


def test_the_lookout_reaction_waits_for_its_owners_controller():
    """The cheater's turn pauses; the Match asks the opponent's AI, and the game goes on."""
    from game.match import Match
    from game.setup import GameSetup, SeatSetup
    setup = GameSetup(mode="alley", players=2, seed=1, game="back_alley_bones",
                      seats=(SeatSetup("Ada", "#cc3333", "human"), SeatSetup("Bo", "#3333cc", "normal")))
    m = Match(setup, state=position(play_start()))
    try:
        m.apply(act(PLAY, 0, card="C3", point=0, by=-1))
        assert m.state.to_act() == (1, "react") and m.human_decision() is None
        assert m.ai_seats_due() == [1]
        answer = m.controllers[1].choose(m.view(1), random.Random(0))
        assert answer.kind == REACT and answer.character == "lookout"   # 8 -> 7 for the Shooter: countered
        m.apply(answer)
        assert m.human_decision() is None and m.state.to_act() == (1, "play")
    finally:
        m.close()


def test_normal_takes_a_lucky_seven_and_the_defender_pushes_the_seven_away():
    s = position(play_start(hands=[["L1", "C2"], ["L3", "C2"]], exhausted=[["sizzler"], ["lookout", "sizzler"]]))
    a = make("normal", 0).choose(GAME.view(s, 0), random.Random(0))
    assert (a.card, a.point, a.by) == ("L1", 0, -1)                   # 8 -> 7: a Lucky Seven
    s, _ = s.apply_action(a)
    b = make("normal", 1).choose(GAME.view(s, 1), random.Random(0))
    assert b.point == 0 and abs(s.points[0].total + b.by - 7) >= 2      # thwarts the 7 the Shooter made


def test_hards_deals_are_positions_its_seat_cannot_tell_from_the_real_one():
    """Every deal shows the searching seat exactly its own view: same hand, Points, sizes, Side
    Bets, Grub and legal actions; only what it cannot see differs."""
    rng = random.Random(3)
    for seed in range(3):
        s = GAME.new_game("alley", 2, seed)
        while not s.game_over:
            seat = s.to_act()[0]
            v = GAME.view(s, seat)
            if s.phase in ("play", "react") and rng.random() < 0.3:
                dealer = Dealer(v)
                assert dealer.ok
                dealt = dealer.deal(rng)
                assert GAME.view(dealt, seat) == v
            legal = s.legal_actions()
            s, _ = s.apply_action(legal[rng.randrange(len(legal))])
