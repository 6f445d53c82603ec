"""The distilled opponent policy (game/bug_council/ai/distilled.py): its fast scores are its features'
scores, it models hard better than chance on hard's recorded decisions, and expert plays whole
games with it."""
import gzip
import json
import math
import random
from pathlib import Path

import pytest

from game.bug_council.ai.distilled import FEATURES, features, opponent_policy, probabilities, scores, weights
from game.bug_council.ai.expert import ExpertController
from game.bug_council.ai import make_controller
from game.bug_council.state import new_game
from game.bug_council.view import seat_view
from tests.test_ai_expert import play_out

DATA = Path(__file__).resolve().parent.parent / "tools" / "bug_council" / "data" / "hard_decisions_4p.jsonl.gz"


def _decisions():
    out = [json.loads(line) for line in gzip.decompress(DATA.read_bytes()).decode().splitlines()]
    return [d for d in out if d["kind"] == "play"]


def _args(d):
    return d["hand"], [tuple(p) for p in d["plays"]], d["n"], d["council"], d["na"], d["tv"], d["options"]


def test_fast_scores_equal_the_features_scores():
    rng = random.Random(3)
    w_fit = weights()
    for d in _decisions()[:600]:
        for w in (w_fit, tuple(rng.uniform(-2, 2) for _ in FEATURES)):
            slow = [sum(a * b for a, b in zip(f, w)) for f in features(*_args(d))]
            assert scores(*_args(d), w) == pytest.approx(slow, abs=1e-9)


def test_the_fitted_policy_models_hard_better_than_chance():
    """On hard's recorded choices the softmax gives hard's card more probability than a uniform
    pick does, and its likeliest card is hard's more often than chance, among many cards most of all."""
    decisions = _decisions()
    ll = ll_uniform = 0.0
    hits = chance = 0.0
    for d in decisions:
        p = probabilities(*_args(d))
        y = d["options"].index(d["chosen"])
        ll += math.log(p[y])
        ll_uniform += math.log(1 / len(p))
        hits += max(range(len(p)), key=lambda i: (p[i], -i)) == y
        chance += 1 / len(p)
    n = len(decisions)
    assert n > 1000
    assert ll / n > ll_uniform / n + 0.1
    assert hits / n > chance / n + 0.15


def test_opponent_policy_leaves_the_searching_seat_and_other_decisions_to_the_base():
    calls = []

    def base(r, seat, kind, options):
        calls.append(seat)
        return options[0]

    class R:
        hands = [[1, 2, 3], [17, 18, 35], [], []]
        plays = []
        order = (1, 2, 3, 0)
        council = [1, 2, 3, 0, 0]
        na = [False, False, False, False]
    pol = opponent_policy(0, base, random.Random(1).random, 9)
    assert pol(R, 0, "play", [1, 2, 3]) == 1 and calls == [0]
    assert pol(R, 1, "visit", [0, 1]) == 0 and calls == [0, 1]
    picks = {pol(R, 1, "play", [17, 18, 35]) for _ in range(200)}
    assert calls == [0, 1] and picks <= {17, 18, 35} and len(picks) > 1   # sampled, not a fixed card


@pytest.mark.slow
@pytest.mark.parametrize("mode,players", [("table", 4), ("emissary", 2)])
def test_expert_with_distilled_opponents_plays_reproducible_legal_games(mode, players):
    small = {"iterations": 60, "pool_size": 20, "endgame_nodes": 300, "endgame_deals": 4,
             "opponent_model": "distilled"}
    s = new_game(players, 4, mode)
    ctl = {i: ExpertController(**small) if i == 0 else make_controller("normal") for i in range(players)}

    def watch(seat, view, _action):
        if seat == 0 and len(view.legal) > 1 and view.legal[0].kind == "play":
            again = ExpertController(**small).choose(view, random.Random(7))
            assert again == ExpertController(**small).choose(view, random.Random(7))
    assert play_out(s, ctl, random.Random(2), watch).game_over
    with pytest.raises(ValueError):
        ExpertController(opponent_model="psychic")


@pytest.mark.slow
def test_distilled_inference_favours_the_true_deal_against_hard():
    """Against `hard` itself (a short search, so the test stays quick) the distilled model's
    inference finds the true deal likelier than the deals sampled without it, on average, and
    more so than the heuristic model's inference does."""
    from game.bug_council.ai.inference import Inference
    from game.bug_council.ai.knowledge import seen_cards
    from game.bug_council.state import TRICK
    gaps = {"distilled": [], "heuristic": []}
    for seed in range(12):
        rng = random.Random(seed)
        s = new_game(4, 900 + seed, "table")
        hard = make_controller("hard", iterations=60)
        stop_after = rng.randrange(20, 36)
        n = 0
        while not (s.phase == TRICK and n >= stop_after and len(s.legal_actions()) > 1):
            seat = s.to_act()[0]
            s = s.apply_action(hard.choose(seat_view(s, seat), rng))[0]
            n += 1
        view = seat_view(s, s.to_act()[0])
        seen = seen_cards(view)
        for name, w in (("distilled", weights()), ("heuristic", None)):
            inf = Inference(view, distilled=w)
            true = [list(s.hands[h.seat]) if h.name == "hand" else [c for c in s.leftover if c not in seen]
                    for h in inf.holders]
            pool = inf.pool(random.Random(seed), 40)
            mean = sum(inf.log_likelihood(d) for d in pool.deals) / len(pool)
            gaps[name].append(inf.log_likelihood(true) - mean)
    mean_gap = {k: sum(v) / len(v) for k, v in gaps.items()}
    assert mean_gap["distilled"] > 0.3
    assert mean_gap["distilled"] > mean_gap["heuristic"]
