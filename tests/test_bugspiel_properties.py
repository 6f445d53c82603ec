"""Properties of Bugspiel over seeded games of random legal choices: every step keeps every card
in the game, moves scores only as the rules say, passes the turn, and every game ends with the
lowest seat of the highest score winning (game.bugspiel.invariants)."""
from dataclasses import replace

import pytest

from game.bugspiel.invariants import check_games, check_state, check_step
from game.bugspiel.setup import new_game
from tests.net_games import quick_first
from tests.test_party_bugs import workers  # noqa: F401 (the processes the slow runs share their seeds over)

TABLES = [(2, "small"), (3, "large"), (4, "small"), (2, "large")]
QUICK = [(2, "small"), (4, "large")]     # one game each: the quick run (a few seconds)
# Per table, marked slow: games of ~940 random actions on the small board and longer ones on the
# large (uniform random play passes rarely and flies bugs for free, so games run long), every step
# checked: ~50 small-board games cost as much as ~12 large-board ones (20-30 s a table in a full run
# at load 5). Together ~200,000 positions, more than any other game's run (Party Bugs' 1,000-game
# cases are ~30 actions a game). docs/bugspiel.md; bench/bugspiel_invariants.py runs any number.
FULL_GAMES = {"small": 50, "large": 12}


# A whole game each (the large board's about a second): `make check` keeps the first.
@pytest.mark.parametrize("players, board", quick_first(QUICK), ids=[f"{p}p-{b}" for p, b in QUICK])
def test_invariants_over_a_seeded_game(players, board):
    assert check_games(range(1), players, board) == 1


@pytest.mark.slow
@pytest.mark.parametrize("players, board", TABLES, ids=[f"{p}p-{b}" for p, b in TABLES])
def test_invariants_over_many_seeded_games(players, board, workers):
    games = FULL_GAMES[board]
    seeds = range(1, 1 + games)
    if workers is None:
        assert check_games(seeds, players, board) == games
        return
    jobs = workers._max_workers
    shares = [list(seeds[k::jobs]) for k in range(jobs)]
    assert sum(workers.map(check_games, shares, [players] * jobs, [board] * jobs)) == games


def test_the_checks_catch_a_lost_card_a_wrong_score_and_a_missed_end():
    s = new_game(3, 2, "small")
    assert check_state(s) == []
    lost = replace(s, bug_deck=s.bug_deck[1:])
    from game.bugspiel.actions import act
    a = act("pass", 0)
    after, events = s.apply_action(a)
    assert check_step(s, a, events, after) == []
    assert any("made or lost" in p for p in check_step(s, a, events, replace(after, bug_deck=lost.bug_deck)))
    # A card made out of nothing (the quick count: the deck and the discards untouched), a card lost
    # from the bottom of the deck (the whole count: the deck no longer the old one's top cut off).
    doubled = replace(after, bug_hands=(after.bug_hands[0] + (s.bug_deck[-1],),) + after.bug_hands[1:])
    assert any("made or lost" in p for p in check_step(s, a, events, doubled, before_checked=True))
    assert any("twice" in p for p in check_step(s, a, events, doubled))
    bottom_lost = replace(after, bug_deck=s.bug_deck[:-1])
    assert any("made or lost" in p for p in check_step(s, a, events, bottom_lost, before_checked=True))
    reordered = replace(after, bug_deck=s.bug_deck[::-1])          # every card still there
    assert not any("made or lost" in p for p in check_step(s, a, events, reordered, before_checked=True))
    assert any("scores" in p for p in check_step(s, a, events, replace(after, scores=(1, 0))))
    assert any("end condition" in p for p in check_state(replace(s, passes=2)))
    assert any("twice" in p for p in check_state(replace(s, bug_deck=s.bug_deck + (s.bug_market[0],))))
