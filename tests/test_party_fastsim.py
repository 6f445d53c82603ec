"""The Party Bugs playout simulator (game.party_bugs.fastsim) equals the engine: same options
at every decision, same displays, face-down cards, box and scores at the end of the game."""
import random
from dataclasses import replace

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.party_bugs.ai import sim_policy
from game.party_bugs.fastsim import from_state, run, scores
from game.party_bugs.state import FACE_DOWN, FINAL, GAME_OVER, HIDE, MIRROR, PLAY, SERIES, TAKE, new_game
from tests.test_ai_fastsim import recording_policy

EXAMPLES = settings(max_examples=150, deadline=None, derandomize=True,
                    suppress_health_check=[HealthCheck.too_slow])
VARIANTS = [(), (FACE_DOWN,), (SERIES,), (FACE_DOWN, SERIES)]


def random_step(s, rng):
    seat = s.to_act()[0]
    legal = s.legal_actions(seat)
    return s.apply_action(legal[rng.randrange(len(legal))])[0]


def random_position(players: int, variants: tuple, seed: int):
    """A position anywhere in a game reached by random play: any game of a series (the later
    ones with the Mirror), any round, sometimes part-way through the secret plays, and
    sometimes pushed on to a chosen phase (the Mirror and the final round come once a game)."""
    rng = random.Random(seed)
    s = new_game(players, seed, variants)[0]
    for _ in range(rng.randrange(s.games)):
        game = s.game
        while s.game == game:
            s = random_step(s, rng)
    target = rng.choice([None, None, HIDE, PLAY, TAKE, FINAL, MIRROR])
    if target == HIDE:          # the game's first decision (a hide only with Variant One)
        return s
    game = s.game
    for _ in range(rng.randrange(30 * players)):
        nxt = random_step(s, rng)
        if nxt.game != game or nxt.game_over:
            break
        s = nxt
    while target is not None and s.phase != target:
        nxt = random_step(s, rng)
        if nxt.game != game or nxt.game_over:
            break
        s = nxt
    return s


def compare(players: int, variants: tuple, seed: int) -> tuple[str, set]:
    s = random_position(players, variants, seed)
    start_phase = s.phase
    # As the series' last game the engine stops at this game's end with the displays on the
    # table instead of dealing the next game; nothing before the end depends on the number.
    s = replace(s, game=s.games)
    t = from_state(s)
    rng_e, rng_f = random.Random(seed), random.Random(seed)
    engine_choices, fast_choices = [], []
    while not s.game_over:
        seat, decision = s.to_act()
        legal = s.legal_actions(seat)
        a = legal[rng_e.randrange(len(legal))]
        engine_choices.append((seat, decision, [x.arg for x in legal], a.arg))
        s, _ = s.apply_action(a)
    run(t, recording_policy(rng_f, fast_choices))
    assert fast_choices == engine_choices
    assert t.phase == GAME_OVER
    assert t.displays == [list(d) for d in s.displays]
    assert t.face_down == list(s.face_down)
    assert t.boxed == list(s.boxed)
    assert scores(t) == list(s.scores)
    return start_phase, {kind for _s, kind, _o, _c in fast_choices}


@EXAMPLES
@given(seed=st.integers(0, 2**31), players=st.integers(2, 6), variants=st.sampled_from(VARIANTS))
def test_fastsim_equals_engine_from_random_positions(seed, players, variants):
    compare(players, variants, seed)


def test_the_random_positions_reach_every_phase_and_decision():
    """The comparison above is only as good as the positions it starts from: over a few
    seeds they start in every phase and meet every kind of decision."""
    starts, kinds = set(), set()
    for seed in range(60):
        players, variants = 2 + seed % 5, VARIANTS[seed % 4]
        start, met = compare(players, variants, seed)
        starts.add(start)
        kinds |= met
    assert {HIDE, PLAY, TAKE, FINAL, MIRROR} <= starts
    assert {HIDE, PLAY, "take", MIRROR} <= kinds


@pytest.mark.slow      # a second of examples; the quick loop keeps the fastsim's equality with the engine
@EXAMPLES
@given(seed=st.integers(0, 2**31), players=st.integers(2, 6), variants=st.sampled_from(VARIANTS))
def test_run_with_an_option_under_test_plays_as_a_policy_answering_it_first(seed, players, variants):
    """run(t, policy, seat, first), a search's playout: `seat`'s first decision takes `first`
    and `policy` makes every other one, exactly as a policy that answers `first` to the seat's
    first call (the same decisions asked, the same end of the game)."""
    t = from_state(random_position(players, variants, seed))
    seat = random.Random(seed).randrange(players)
    wrapped, plain, first = [], [], []

    def wrapper(tt, who, kind, options):
        if who == seat and not first:
            first.append(options[-1])          # the option under test: not normal's, often
            return options[-1]
        wrapped.append((who, kind, list(options)))
        return sim_policy(tt, who, kind, options)

    def recorded(tt, who, kind, options):
        plain.append((who, kind, list(options)))
        return sim_policy(tt, who, kind, options)
    a, b = t.clone(), t.clone()
    run(a, wrapper)
    run(b, recorded, seat, first[0] if first else None)
    assert plain == wrapped
    assert (b.displays, b.face_down, b.boxed, scores(b)) == (a.displays, a.face_down, a.boxed, scores(a))
