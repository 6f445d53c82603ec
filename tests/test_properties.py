"""Invariants over many seeded random complete games (hypothesis picks the seeds)."""
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.actions import Action
from game.invariants import invariant_violations
from game.record import GameRecord
from game.state import GAME_OVER, TRICK, new_game

GAMES = settings(max_examples=1000, deadline=None, derandomize=True,
                 suppress_health_check=[HealthCheck.too_slow])


def play_checked(players: int, seed: int, mode: str = "table", **options):
    """Plays a random game, checking every invariant after every action."""
    rng = random.Random(seed)
    s = new_game(players, seed, mode, **options)
    actions: list[Action] = []
    while not s.game_over:
        auto = s.hooks.automa_turns
        s2 = auto(s)
        if s2 is not s:
            s = s2
            continue
        legal = s.legal_actions()
        assert legal, f"no legal action at {s!r}"
        a = legal[rng.randrange(len(legal))]
        if s.phase == TRICK and s.plays:
            # Follow suit: an off-suit card is legal only when no on-suit card is playable.
            lead = s.plays[0][1] >> 4
            playable = s.hooks.playable(s, s.order[len(s.plays)])
            if a.arg >> 4 != lead:
                assert all(c >> 4 != lead for c in playable)
        s, _ = s.apply_action(a)
        actions.append(a)
        bad = invariant_violations(s)
        assert not bad, bad
    assert s.phase == GAME_OVER and s.winners
    return s, actions


@GAMES
@given(seed=st.integers(0, 2**31))
def test_three_player_games_keep_every_invariant(seed):
    play_checked(3, seed)


@GAMES
@given(seed=st.integers(0, 2**31))
def test_four_player_games_keep_every_invariant(seed):
    play_checked(4, seed)


@GAMES
@given(seed=st.integers(0, 2**31))
def test_five_player_games_keep_every_invariant(seed):
    play_checked(5, seed)


@settings(max_examples=60, deadline=None, derandomize=True)
@given(seed=st.integers(0, 2**31), players=st.sampled_from([3, 4, 5]))
def test_replay_from_record_gives_the_same_game(seed, players):
    final, actions = play_checked(players, seed)
    rec = GameRecord("table", players, seed, {}, actions)
    data = rec.to_data()
    again, _ = GameRecord.from_data(data).replay()
    assert again.to_data() == final.to_data()
    # and the state itself round-trips through plain data
    from game.state import State
    assert State.from_data(final.to_data()).to_data() == final.to_data()
