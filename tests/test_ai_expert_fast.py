"""expert's speed-ups (issue 30) are the plain forms they replace: the same choices, the same
random draws, the same deals and the same weights, over many seeded positions."""
import bisect
import math
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.bug_council.actions import NO_ALLEGIANCE
from game.bug_council.ai.determinize import Sampler
from game.bug_council.ai.expert import ExpertController, _LeftTree, _noisy
from game.bug_council.ai.fastpolicy import mixed_table_policy, table_policy
from game.bug_council.ai.fastsim import run
from game.bug_council.ai.heuristic import top_value
from game.bug_council.ai.inference import Inference
from game.bug_council.ai.reward import SoftWin
from game.bug_council.ai.search import _rollout_policy
from game.bug_council.view import seat_view
from tests.test_ai_expert import _played_position
from tests.test_ai_fastsim import random_position, table_and_emissary_positions, true_round

EXAMPLES = settings(max_examples=120, deadline=None, derandomize=True,
                    suppress_health_check=[HealthCheck.too_slow])
TABLES = st.sampled_from([("table", 3), ("table", 4), ("table", 5), ("emissary", 2)])


def _logged(policy, log):
    def rec(r, seat, kind, options):
        c = policy(r, seat, kind, options)
        log.append((seat, kind, list(options), c))
        return c
    return rec


def _counted(rng, draws):
    def rnd():
        x = rng.random()
        draws.append(x)
        return x
    return rnd


# --- the playout policy folded into one function ------------------------------------------

@EXAMPLES
@given(seed=st.integers(0, 2**31), mode_players=TABLES, noise=st.sampled_from([1.0, 0.5, 0.1]))
def test_mixed_policy_is_the_noisy_composition(seed, mode_players, noise):
    """Whole Ages from random positions: every choice and every draw of the random source as
    `_noisy(table_policy, _rollout_policy)`, at the searching seat and the others."""
    mode, players = mode_players
    s = random_position(mode, players, seed)
    me = s.to_act()[0]
    tv = top_value(seat_view(s, me))
    logs, draws = ([], []), ([], [])
    for k, make in enumerate((
            lambda rnd: _noisy(table_policy(tv), _rollout_policy(rnd, None), me, noise, rnd),
            lambda rnd: mixed_table_policy(tv, me, noise, rnd))):
        run(true_round(s), _logged(make(_counted(random.Random(seed), draws[k])), logs[k]))
    assert logs[0] == logs[1] and draws[0] == draws[1]
    assert logs[0]


def test_mixed_policy_positions_meet_both_models_at_every_kind_of_choice():
    """The test above sees the cheap model and the heuristic choose plays, visits, Emissary
    cards and No Allegiance ducks among several options (else it could pass vacuously)."""
    seen = set()
    for seed, s in table_and_emissary_positions(80):
        me = s.to_act()[0]
        r = true_round(s)
        log = []
        run(r, _logged(mixed_table_policy(top_value(seat_view(s, me)), me, 0.5,
                                          random.Random(seed).random), log))
        for seat, kind, options, _c in log:
            if len(options) > 1:
                seen.add((seat == me, kind, bool(r.na[seat]) if kind == "play" else None))
    assert {(True, "play", False), (False, "play", False), (False, "play", True),
            (True, "visit", None), (False, "visit", None)} <= seen
    assert any(kind == "emissary" for _mine, kind, _na in seen)


# --- the ISMCTS walk hands over to the playout policy mid-Age ------------------------------

@EXAMPLES
@given(seed=st.integers(0, 2**31), mode_players=TABLES, after=st.integers(0, 30))
def test_a_walk_stopped_at_a_decision_plays_on_as_if_never_stopped(seed, mode_players, after):
    """A policy that raises _LeftTree at its `after`-th decision (a visit included), then the
    playout policy from that decision, plays the Age exactly as the playout policy alone."""
    mode, players = mode_players
    s = random_position(mode, players, seed)
    me = s.to_act()[0]
    tv = top_value(seat_view(s, me))
    ctl = ExpertController()
    reward = SoftWin(3)
    plain_log, walked_log = [], []
    plain = true_round(s)
    v_plain = ctl._play_out(plain, _logged(mixed_table_policy(tv, me, 1.0, random.Random(seed).random),
                                           plain_log), False, me, reward)
    count = [0]
    base = _logged(mixed_table_policy(tv, me, 1.0, random.Random(seed).random), walked_log)

    def walk(r, seat, kind, options):
        if count[0] == after:
            raise _LeftTree(seat, kind == "visit")
        count[0] += 1
        return base(r, seat, kind, options)
    walked = true_round(s)
    v_walked = ctl._play_out(walked, walk, False, me, reward, then=base)
    assert walked_log == plain_log
    assert v_walked == v_plain
    assert (walked.tricks, walked.council, walked.chambers) == (plain.tricks, plain.council, plain.chambers)


# --- the sampler and the inference's weights ------------------------------------------------

def _plain_constrained_deal(cards, holders, rng):
    """The sampler's greedy deal as it was written before (eligibility listed per card)."""
    room = [h.size for h in holders]
    out = [[] for _ in holders]
    eligible = {c: [i for i, h in enumerate(holders) if (c >> 4) not in h.void] for c in cards}
    for c in sorted(cards, key=lambda c: len(eligible[c])):
        opts = [i for i in eligible[c] if room[i]]
        if not opts:
            return None
        total = sum(room[i] for i in opts)
        x = rng.randrange(total)
        for i in opts:
            x -= room[i]
            if x < 0:
                break
        out[i].append(c)
        room[i] -= 1
    return out


def _plain_deal(sampler, rng):
    cards = list(sampler.unseen)
    rng.shuffle(cards)
    if any(h.void for h in sampler.holders):
        for _ in range(20):
            got = _plain_constrained_deal(cards, sampler.holders, rng)
            if got is not None:
                return got
            rng.shuffle(cards)
    out, i = [], 0
    for h in sampler.holders:
        out.append(cards[i:i + h.size])
        i += h.size
    return out


def _plain_na_preference(inf, hand):
    """normal's declare margin as first written: the deck without the hand sorted per call."""
    council = inf.start_council
    held = set(hand)
    others = sorted(inf._key(c) for c in inf.deck if c not in held)
    m = max(len(others), 1)
    expected, p_zero = 0.0, 1.0
    for c in hand:
        p = (bisect.bisect_left(others, inf._key(c)) / m) ** (inf.rivals + 1)
        expected += p
        p_zero *= 1 - p
    expected = expected * 10 / max(len(hand), 1)
    count = {}
    for c in hand:
        count[c >> 4] = count.get(c >> 4, 0) + 1
    suit = max(sorted(count), key=lambda s: council[s] + 0.5 * min(count[s], 3)) if count else None
    allegiance = expected + (council[suit] if suit is not None else 0) + 1.0
    no_allegiance = p_zero * inf.na_share * 0.8 + (1 - p_zero) * max(expected - 1, 0.0)
    return no_allegiance - allegiance


def _plain_log_likelihood(inf, deal):
    """Every play's term and every declaration's, recomputed for this deal, in order."""
    out = 0.0
    for i, play in enumerate(inf.plays):
        term = inf._play_term(play, inf.later[i], tuple(sorted(deal[inf.hand_index[play[0]]])))
        if term is not None:
            out += term
    for seat, d in inf.declared.items():
        pref = _plain_na_preference(inf, list(deal[inf.hand_index[seat]]) + inf.played_by[seat])
        p_na = 1 / (1 + math.exp(-max(-30.0, min(30.0, pref / inf.declare_temp))))
        p = p_na if d == NO_ALLEGIANCE else 1 - p_na
        out += math.log(min(max(p, 1e-6), 1 - 1e-6))
    return out


@pytest.mark.slow   # 60 played positions, 4 s: make test (check keeps the policy and the walk)
@settings(max_examples=60, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**31), mode_players=TABLES)
def test_sampler_and_weights_are_the_plain_ones(seed, mode_players):
    """The same deals from the same random source as the per-card eligibility; each deal's
    weight (and No Allegiance margin) bit for bit the plain recomputation's, twice over (the
    second time from the kept terms)."""
    mode, players = mode_players
    s = _played_position(mode, players, seed)
    view = seat_view(s, s.to_act()[0])
    inf = Inference(view)
    fast, plain = random.Random(seed), random.Random(seed)
    deals = [inf.sampler.deal(fast) for _ in range(40)]
    assert deals == [_plain_deal(Sampler(view), plain) for _ in range(40)]
    for _round in range(2):
        for deal in deals:
            assert inf.log_likelihood(deal) == _plain_log_likelihood(inf, deal)
            for i, h in enumerate(inf.holders):
                if h.name == "hand":
                    hand = list(deal[i]) + list(view.hand)
                    assert inf.na_preference(hand) == _plain_na_preference(inf, hand)


@pytest.mark.slow   # the coverage of the slow test above: runs with it
def test_weight_positions_hold_voids_plays_and_declarations():
    """The test above meets constrained deals, play terms and declaration terms."""
    voids = plays = declared = 0
    for seed in range(40):
        for mode, players in (("table", 4), ("emissary", 2)):
            inf = Inference(seat_view(s := _played_position(mode, players, seed), s.to_act()[0]))
            voids += any(h.void for h in inf.holders)
            plays += bool(inf.plays)
            declared += bool(inf.declared)
    assert voids and plays and declared
