"""The solo playout simulator (game.ai.solosim) equals the engine: same options, same outcome."""
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.bug_council.ai.solosim import age_points, round_from_state_parts, run
from game.bug_council.solo import PERSONALITIES, TERMITENATOR
from game.bug_council.state import TRICK, VISIT, new_game
from game.bug_council.view import seat_view

EXAMPLES = settings(max_examples=250, deadline=None, derandomize=True,
                    suppress_health_check=[HealthCheck.too_slow])


def random_position(seed: int, personality: str):
    """A solo position mid-Age with the player to act, reached by random play."""
    rng = random.Random(seed)
    s = new_game(1, seed, "solo", personality=personality)

    def step(s):
        s = s.hooks.automa_turns(s)
        legal = s.legal_actions()
        s, _ = s.apply_action(legal[rng.randrange(len(legal))])
        return s.hooks.automa_turns(s)
    for _ in range(rng.randrange(3)):
        age = s.age
        while s.age == age:
            s = step(s)
    while s.phase not in (TRICK, VISIT):
        s = step(s)
    for _ in range(rng.randrange(25)):
        nxt = step(s)
        if nxt.age != s.age or nxt.game_over or nxt.phase not in (TRICK, VISIT):
            break
        s = nxt
    return s


def true_round(s):
    """The solo simulator's round of position `s` with the Termitenator's true cards."""
    e = s.ext
    return round_from_state_parts(seat_view(s, 0), s.hands[0], e.pyramid, e.face_up, s.leftover, e.shark)


@EXAMPLES
@given(seed=st.integers(0, 2**31), personality=st.sampled_from(PERSONALITIES))
def test_solosim_equals_engine(seed, personality):
    s = random_position(seed, personality)
    e = s.ext
    r = true_round(s)
    rng_e, rng_f = random.Random(seed), random.Random(seed)
    engine_choices, fast_choices = [], []
    age, bonus0 = s.age, e.bonus
    while True:
        s = s.hooks.automa_turns(s)
        if s.age != age or s.game_over:
            break
        legal = s.legal_actions()
        a = legal[rng_e.randrange(len(legal))]
        engine_choices.append((a.kind, [x.arg for x in legal], a.arg))
        s, _ = s.apply_action(a)
        if s.age != age or s.game_over:
            break

    def policy(_r, kind, options):
        choice = options[rng_f.randrange(len(options))]
        fast_choices.append((kind, list(options), choice))
        return choice
    run(r, policy)
    assert fast_choices == engine_choices
    rows = s.ages[-1]["seats"]
    assert r.tricks == [row["tricks"] for row in rows]
    pts = age_points(r)
    assert pts[0] == rows[0]["points"]
    assert pts[TERMITENATOR] + bonus0 + r.bonus == rows[1]["points"]
    assert r.chambers == s.chambers and r.solo_board == s.solo_board
