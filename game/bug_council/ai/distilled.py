"""A card-play policy distilled from `hard`'s own choices: what `expert` assumes a strong
opponent does, in its playouts and its inference (`opponent_model: distilled`).

`hard` does not play one predictable card, and neither model expert used so far fits it: on
held-out decisions of hard at every seat (4 players) the heuristic (`PlayoutController`) names
hard's card 64% of the time among two cards and 22% among five or more, and hard's own cheap
playout policy is a worse model than chance (log-likelihood per decision -1.68 against the
uniform's -1.32). Here each legal card gets a score from a few features (does it win the trick
as it stands, and last to play; its strength rank among the options; leading with value and
cubes; the cubes on its suit; how many of its suit the hand holds; No Allegiance winning or
holding the highest card that loses), and P(card) is proportional to exp(score): fitted by
maximum likelihood to hard's decisions (`tools/bug_council/fit_policy.py`), -1.13 per decision and 64% /
43% matches on the same held-out decisions (docs/ai.md). The weights are data:
`config/distilled_policy.yaml`.

`features` is the definition (the fit uses it); `scores` computes the same numbers inline for
the playouts (tests/test_ai_distilled.py proves them equal). Cards are the simulators' ints
(suit << 4 | value).
"""
from __future__ import annotations

import math
from functools import lru_cache

import yaml

from game.resources import config_path

FEATURES = ("win", "win_last", "lead_value", "lead_cubes", "cubes", "na_win", "na_highest_loser",
            "rank", "suit_count", "is_min")


def _k(council, c) -> int:
    return (council[c >> 4] << 4) | (c & 15)


def features(hand, plays, n_order: int, council, na: bool, tv: int, options) -> list[list[float]]:
    """One feature vector (FEATURES order) per option; a card wins the trick as it stands when
    no card played has a greater key (a later card wins ties)."""
    keys = [_k(council, c) for c in options]
    top = max((_k(council, p) for _s, p in plays), default=-1)
    m = len(options)
    order = sorted(range(m), key=lambda i: keys[i])
    rank = [0.0] * m
    for r, i in enumerate(order):
        rank[i] = r / (m - 1) if m > 1 else 0.0
    losers = [k for k in keys if k < top]
    highest_loser = max(losers) if losers else None
    lead = not plays
    last = len(plays) == n_order - 1
    mx = max(max(council), 1)
    out = []
    for i, c in enumerate(options):
        win = keys[i] >= top
        cub = council[c >> 4] / mx
        out.append([
            1.0 if win else 0.0,
            1.0 if win and last else 0.0,
            (c & 15) / tv if lead else 0.0,
            cub if lead else 0.0,
            cub,
            1.0 if na and win else 0.0,
            1.0 if na and not win and keys[i] == highest_loser else 0.0,
            rank[i],
            min(sum(1 for h in hand if h >> 4 == c >> 4), 5) / 5,
            1.0 if rank[i] == 0.0 else 0.0,
        ])
    return out


@lru_cache(maxsize=1)
def weights() -> tuple[float, ...]:
    """The fitted weights, FEATURES order (config/distilled_policy.yaml, version 1)."""
    with open(config_path("distilled_policy.yaml"), encoding="utf-8") as fh:
        data = yaml.safe_load(fh)
    if not isinstance(data, dict) or data.get("version") != 1:
        raise ValueError("config/distilled_policy.yaml: expected a mapping with version: 1")
    w = data["weights"]
    return tuple(float(w[f]) for f in FEATURES)


def scores(hand, plays, n_order: int, council, na: bool, tv: int, options, w) -> list[float]:
    """w . features(...) per option, computed inline (the playouts' hot path)."""
    w_win, w_last, w_lv, w_lc, w_cub, w_naw, w_nahl, w_rank, w_sc, w_min = w
    m = len(options)
    keys = [(council[c >> 4] << 4) | (c & 15) for c in options]
    top = -1
    for _s, p in plays:
        k = (council[p >> 4] << 4) | (p & 15)
        if k > top:
            top = k
    mx = max(council) or 1
    count = [0, 0, 0, 0, 0, 0, 0, 0]
    for h in hand:
        count[h >> 4] += 1
    hl = -1
    if na:
        for k in keys:
            if hl < k < top:
                hl = k
    lead = not plays
    win_bonus = w_win + (w_last if len(plays) == n_order - 1 else 0.0) + (w_naw if na else 0.0)
    out = [0.0] * m
    step = w_rank / (m - 1) if m > 1 else 0.0
    for r, i in enumerate(sorted(range(m), key=keys.__getitem__)):
        c = options[i]
        k = keys[i]
        cub = council[c >> 4] / mx
        s = w_cub * cub + r * step + w_sc * (min(count[c >> 4], 5) / 5)
        if r == 0:
            s += w_min
        if lead:
            s += w_lv * (c & 15) / tv + w_lc * cub
        if k >= top:
            s += win_bonus
        elif k == hl:
            s += w_nahl
        out[i] = s
    return out


def probabilities(hand, plays, n_order, council, na, tv, options, w=None) -> list[float]:
    """P(each option) under the distilled softmax."""
    s = scores(hand, plays, n_order, council, na, tv, options, w or weights())
    top = max(s)
    e = [math.exp(x - top) for x in s]
    t = sum(e)
    return [x / t for x in e]


def opponent_policy(me: int, base, rnd, tv: int, w=None):
    """A fastsim policy: `base` at seat `me` (and for visits and Emissary cards), the distilled
    softmax sampled with `rnd` for every other seat's own card."""
    w = w or weights()
    exp = math.exp

    def policy(r, seat, kind, options):
        if seat == me or kind != "play" or len(options) == 1:
            return base(r, seat, kind, options)
        s = scores(r.hands[seat], r.plays, len(r.order), r.council, r.na[seat], tv, options, w)
        top = max(s)
        cum = 0.0
        acc = []
        for x in s:
            cum += exp(x - top)
            acc.append(cum)
        u = rnd() * cum
        for i, a in enumerate(acc):
            if u < a:
                return options[i]
        return options[-1]
    return policy
