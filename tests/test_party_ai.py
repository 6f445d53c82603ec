"""Party Bugs AI seats: every level plays whole games legally, hard's deals agree with what
its seat sees, hard repeats itself from a seed, and a stopped search answers at once."""
import random
import threading
from collections import Counter

import pytest

from game.party_bugs.ai import Dealer, HardController, make
from game.party_bugs.cards import full_set
from game.party_bugs.fastsim import from_state
from game.party_bugs.state import FACE_DOWN, SERIES, new_game
from game.party_bugs.view import seat_view
from tests.test_party_fastsim import VARIANTS, random_position


@pytest.mark.parametrize("players,variants", [(2, (FACE_DOWN, SERIES)), (4, ()),
                                              pytest.param(5, (SERIES,), marks=pytest.mark.slow),
                                              pytest.param(6, (FACE_DOWN,), marks=pytest.mark.slow)])
def test_every_level_plays_whole_games_legally(players, variants):
    """apply_action refuses an illegal action, so a finished game is the proof."""
    levels = ["random", "easy", "normal", "hard"]
    for seed in range(2):
        s = new_game(players, seed, variants)[0]
        ctl = {seat: make(levels[(seat + seed) % 4], seat, playouts=24) for seat in range(players)}
        rng = random.Random(seed)
        while not s.game_over:
            seat = s.to_act()[0]
            s, _ = s.apply_action(ctl[seat].choose(seat_view(s, seat), rng))
        assert s.winners


def test_hards_deals_agree_with_everything_its_seat_sees():
    """Each deal keeps what the seat knows (its hand, face-down card and play, every display,
    the floor, the box, revealed plays), gives every hand, deck and secret slot its true
    size, and places each card of every set exactly once."""
    for seed in range(80):
        players, variants = 2 + seed % 5, VARIANTS[seed % 4]
        s = random_position(players, variants, seed)
        if s.game_over:
            continue
        seat = s.to_act()[0]
        true = from_state(s)
        t = Dealer(seat_view(s, seat)).deal(random.Random(seed))
        assert sorted(t.hands[seat]) == sorted(true.hands[seat]) and t.face_down[seat] == true.face_down[seat]
        assert t.chosen[seat] == true.chosen[seat]
        assert (t.floor, t.displays, t.boxed, t.take_order) == (true.floor, true.displays, true.boxed,
                                                                true.take_order)
        if s.revealed:
            assert t.chosen == true.chosen
        assert [len(h) for h in t.hands] == [len(h) for h in true.hands]
        assert [len(d) for d in t.decks] == [len(d) for d in true.decks]
        assert [c is None for c in t.face_down] == [c is None for c in true.face_down]
        assert [c is None for c in t.chosen] == [c is None for c in true.chosen]
        placed = Counter(c for part in (t.hands, t.decks, t.displays) for cs in part for c in cs)
        placed.update(c for c in [*t.floor, *t.boxed, *t.face_down, *t.chosen] if c is not None)
        expected = Counter(c for i in range(len(t.decks)) for c in full_set(2 if players == 2 and i == 2 else i))
        assert placed == expected


def test_the_same_seed_and_budget_give_the_same_decisions():
    """A replay of a hard seat is the same game: its choices depend on the rng, not the clock."""
    for seed in range(6):
        s = random_position(3 + seed % 3, VARIANTS[seed % 4], seed)
        if s.game_over:
            continue
        view = seat_view(s, s.to_act()[0])
        picks = {HardController(playouts=60, time_cap_ms=10**7).choose(view, random.Random(seed))
                 for _ in range(3)}
        assert len(picks) == 1


def test_a_stopped_search_answers_after_the_deal_in_hand():
    """The table cancels a thinking seat (an undo, a new game): with its stop raised the search
    ends after the deal under way, whatever the budget, and still names a legal action."""
    s = new_game(4, 5)[0]
    view = seat_view(s, 0)
    stop = threading.Event()
    stop.set()
    ctl = HardController(playouts=10**7, time_cap_ms=10**8)
    a = ctl.choose(view, random.Random(1), stop=stop)
    assert a in view.legal and ctl.last_stats["deals"] == 1
