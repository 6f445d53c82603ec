"""The playout simulator (game.ai.fastsim) equals the engine: same options, same outcome."""
import random

import pytest

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.bug_council.ai.determinize import round_from_view
from game.bug_council.ai.fastsim import age_points, run
from game.bug_council.ai.knowledge import hidden_holders
from game.bug_council.council import new_recruits
from game.bug_council.state import TRICK, VISIT, new_game
from game.bug_council.view import seat_view

EXAMPLES = settings(max_examples=150, deadline=None, derandomize=True,
                    suppress_health_check=[HealthCheck.too_slow])


def random_position(mode: str, players: int, seed: int):
    """A position mid-Age (trick or visit phase) reached by random play."""
    rng = random.Random(seed)
    s = new_game(players, seed, mode)
    for _ in range(rng.randrange(3)):           # sometimes a later Age
        age = s.age
        while s.age == age:
            legal = s.legal_actions()
            s, _ = s.apply_action(legal[rng.randrange(len(legal))])
    while s.phase not in (TRICK, VISIT):
        legal = s.legal_actions()
        s, _ = s.apply_action(legal[rng.randrange(len(legal))])
    for _ in range(rng.randrange(45)):
        if s.phase not in (TRICK, VISIT) or s.trick == 10 and s.phase == VISIT:
            break
        nxt = s.apply_action(s.legal_actions()[rng.randrange(len(s.legal_actions()))])[0]
        if nxt.age != s.age or nxt.game_over:
            break
        s = nxt
    return s


def table_and_emissary_positions(seeds: int):
    """(seed, position): a 4-player table's and an Emissary game's `random_position` for each
    seed below `seeds` (the policies' coverage tests walk these)."""
    for seed in range(seeds):
        for mode, players in (("table", 4), ("emissary", 2)):
            yield seed, random_position(mode, players, seed)


def true_round(s):
    """The fastsim Round of the real position, built through the view and the true hidden cards."""
    seat = s.to_act()[0]
    view = seat_view(s, seat)          # no own_discard: every discard is an unseen card
    holders = hidden_holders(view)
    deal = []
    for h in holders:
        deal.append(list(s.hands[h.seat]) if h.name == "hand" else list(s.leftover))
    return round_from_view(view, deal, holders)


def recording_policy(rng: random.Random, log: list):
    """A simulator policy choosing at random (as the engine side does with its own rng of the
    same seed) and logging (seat, kind, options, choice) to compare with the engine's log."""
    def policy(_position, seat, kind, options):
        choice = options[rng.randrange(len(options))]
        log.append((seat, kind, list(options), choice))
        return choice
    return policy


def compare(mode: str, players: int, seed: int) -> None:
    s = true_round_state = random_position(mode, players, seed)
    r = true_round(true_round_state)
    rng_e, rng_f = random.Random(seed), random.Random(seed)
    engine_choices, fast_choices = [], []
    age = s.age
    while s.age == age and not s.game_over:
        legal = s.legal_actions()
        a = legal[rng_e.randrange(len(legal))]
        engine_choices.append((a.seat, a.kind, [x.arg for x in legal], a.arg))
        s, _ = s.apply_action(a)
    run(r, recording_policy(rng_f, fast_choices))
    assert fast_choices == engine_choices
    scored = s.ages[-1]["seats"]
    assert age_points(r) == [row["points"] for row in scored]
    assert r.tricks == [row["tricks"] for row in scored]
    assert r.chambers == s.chambers
    if not s.game_over:
        supply = s.supply + sum(s.council) - sum(r.council) - (s.chambers - r.chambers)
        assert list(new_recruits(tuple(r.council), supply)[0]) == list(s.council)
    else:
        assert list(r.council) == list(s.council)


@EXAMPLES
@given(seed=st.integers(0, 2**31), players=st.sampled_from([3, 4, 5]))
def test_fastsim_equals_engine_at_the_table(seed, players):
    compare("table", players, seed)


@EXAMPLES
@given(seed=st.integers(0, 2**31))
def test_fastsim_equals_engine_with_the_emissary(seed):
    compare("emissary", 2, seed)


@pytest.mark.parametrize("mode,players", [("table", 4), ("emissary", 2)])
def test_a_clone_owns_its_lists(mode, players):
    """What one playout changes never reaches the next: expert's declaration search marks a
    seat No Allegiance in a clone, and the position it was cloned from must not see it."""
    r = true_round(random_position(mode, players, 3))
    before = {k: getattr(r, k) for k in r.__slots__ if isinstance(getattr(r, k), list)}
    assert "na" in before and "hands" in before
    snapshot = {k: [list(x) if isinstance(x, list) else x for x in v] for k, v in before.items()}
    c = r.clone()
    for k in before:
        lst = getattr(c, k)
        lst.append(None)
        if lst and isinstance(lst[0], list):
            lst[0].append(None)
    run(r.clone(), lambda _r, _s, _k, options: options[0])   # a playout run to the Age's end
    assert {k: [list(x) if isinstance(x, list) else x for x in getattr(r, k)] for k in before} == snapshot
