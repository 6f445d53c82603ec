"""The heuristic playout policy on the lean simulators' plain lists (fastsim, solosim).

`heuristic.PlayoutController` is the policy `expert` assumes every seat follows in its
playouts and in its inference: `easy`'s card play (keep the Allegiance card, lead strong,
follow low unless a win is cheap, dump junk, duck when playing No Allegiance, give the
Emissary its weakest card) with `normal`'s council visits (the visit whose council is best
for its own hand). `normal`'s card play is left out on purpose: its one-trick lookahead
samples 24 hidden hands per decision, far too slow inside thousands of playouts.

The functions here take the decision straight from a `fastsim.Round` / `solosim.SoloRound`
instead of a SeatView, with no sampling, no frozen tuples and no Action objects.
tests/test_ai_expert.py proves them equal to `PlayoutController` on engine views (same
choice at every decision of whole Ages from many random positions). Ties are broken exactly
as the controller's `min`/`max` over the same option order do (the first one wins).
"""
from __future__ import annotations

RING = 5


def _keeper(hand, council):
    """heuristic.keeper: the lowest card of the target suit (max of cubes + 0.5 * min(count, 3),
    suits in ascending order, the first maximum kept). One pass over the hand: a playout asks
    it at nearly every card decision."""
    count = [0] * len(council)
    low = [0] * len(council)
    for c in hand:
        s = c >> 4
        if not count[s] or c < low[s]:
            low[s] = c
        count[s] += 1
    best_s, best_v = None, None
    for s, k in enumerate(count):
        if k:
            v = council[s] + 0.5 * (k if k < 3 else 3)
            if best_v is None or v > best_v:
                best_s, best_v = s, v
    return None if best_s is None else low[best_s]


# A card's key, heuristic.key(council, c) == (cubes, value), is packed into one int with the
# same order: (council[c >> 4] << 4) | (c & 15), written out where a playout decides.

def _lowest(council, cards):
    """The first card of the lowest key."""
    best, best_k = None, None
    for c in cards:
        k = (council[c >> 4] << 4) | (c & 15)
        if best_k is None or k < best_k:
            best, best_k = c, k
    return best


def _highest(council, cards):
    """The first card of the highest key."""
    best, best_k = None, None
    for c in cards:
        k = (council[c >> 4] << 4) | (c & 15)
        if best_k is None or k > best_k:
            best, best_k = c, k
    return best


def _top(plays, council) -> int:
    """The highest key played so far: a card wins now when its key is at least this."""
    top = -1
    for _s, p in plays:
        k = (council[p >> 4] << 4) | (p & 15)
        if k > top:
            top = k
    return top


def _duck(plays, council, cards):
    if not plays:
        return _lowest(council, cards)
    top = _top(plays, council)
    losers = [c for c in cards if (council[c >> 4] << 4) | (c & 15) < top]
    if losers:
        return _highest(council, losers)
    return _lowest(council, cards)


def card_choice(hand, plays, n_order: int, council, na: bool, tv: int, cards, for_emissary: bool):
    """EasyController.card on plain values: `cards` are the legal options in engine order."""
    if for_emissary:
        return _lowest(council, cards)
    if na:
        return _duck(plays, council, cards)
    keep = _keeper(hand, council)
    pool = [c for c in cards if c != keep] or cards
    if not plays:
        return _highest(council, pool)
    lead = plays[0][1] >> 4
    last = len(plays) == n_order - 1
    top = _top(plays, council)
    winners = [c for c in pool if (council[c >> 4] << 4) | (c & 15) >= top]
    for c in pool:
        if c >> 4 == lead:
            if winners and (last or max(c & 15 for c in winners) >= tv - 1):
                return _lowest(council, winners) if last else max(winners)
            return min(pool)
    if winners and last:
        return _lowest(council, winners)
    return _lowest(council, pool)


def _sown(council, space: int) -> list:
    c = list(council)
    n = c[space]
    c[space] = 0
    if n >= RING:
        for k in range(1, RING + 1):
            c[(space + k) % RING] += 1
    else:
        for k in range(1, n + 1):
            c[(space + k) % RING] += 1
    return c


def visit_choice(hand, council, na: bool, tv: int, spaces):
    """NormalController.visit: the space whose sown council scores best by council_value
    (the same float expressions, so exact ties fall the same way)."""
    if not hand:
        return spaces[0]            # every council is worth 0.0: the first space
    n = len(hand)
    if na:
        def value(after):
            return -sum(after[c >> 4] for c in hand) / n
    else:
        count: dict[int, int] = {}
        for c in hand:
            count[c >> 4] = count.get(c >> 4, 0) + 1
        suit = max(sorted(count), key=lambda s: council[s] + 0.5 * min(count[s], 3))

        def value(after):
            power = sum(after[c >> 4] * (c & 15) for c in hand) / (n * tv)
            return after[suit] + 0.5 * power
    best, best_v = None, None
    for sp in spaces:
        v = value(_sown(council, sp))
        if best_v is None or v > best_v:
            best, best_v = sp, v
    return best


def table_policy(tv: int):
    """A fastsim policy (table and Emissary): every seat plays PlayoutController."""
    def policy(r, seat, kind, options):
        if len(options) == 1:
            return options[0]
        if kind == "visit":
            return visit_choice(r.hands[seat], r.council, r.na[seat], tv, options)
        if kind == "emissary":
            return card_choice(None, r.plays, len(r.order), r.council, False, tv, options, True)
        return card_choice(r.hands[seat], r.plays, len(r.order), r.council, r.na[seat], tv, options, False)
    return policy


def solo_policy(tv: int):
    """A solosim policy: the player plays PlayoutController (the Termitenator plays its tree)."""
    def policy(r, kind, options):
        if len(options) == 1:
            return options[0]
        if kind == "visit":
            return visit_choice(r.hand, r.council, r.player_na, tv, options)
        return card_choice(r.hand, r.plays, 2, r.council, r.player_na, tv, options, False)
    return policy


def rollout_choice(r, seat: int, kind: str, options: list, rnd):
    """hard's cheap model of a seat in a playout: No Allegiance seats duck; others keep their
    Allegiance card (`rollout_keeper`) to the end, visit the council to feed that suit, and
    otherwise play uniformly (one draw of `rnd` where there is a choice)."""
    k = len(options)
    if k == 1:
        return options[0]
    council = r.council
    if kind == "play":
        if r.na[seat]:
            if r.plays:
                best = max((council[c >> 4] << 4) | (c & 15) for _s, c in r.plays)
                under = [c for c in options if ((council[c >> 4] << 4) | (c & 15)) < best]
                if under:
                    return max(under, key=lambda c: (council[c >> 4] << 4) | (c & 15))
            return min(options, key=lambda c: (council[c >> 4] << 4) | (c & 15))
        keep = rollout_keeper(r.hands[seat], council)
        if keep in options:
            options = [c for c in options if c != keep]
            k -= 1
    elif kind == "visit":
        hand = r.hands[seat]
        if hand and not r.na[seat]:
            t = rollout_keeper(hand, council) >> 4
            feed = [i for i in options if i != t and 0 < (t - i) % 5 <= council[i]]
            if feed:
                options, k = feed, len(feed)
    return options[int(rnd() * k)]


def rollout_keeper(hand: list, council: list):
    """The Allegiance card a cheap-model seat holds back: its lowest card of the most cubes."""
    best, best_k = None, -1
    for c in hand:
        k = (council[c >> 4] << 4) | (15 - (c & 15))
        if k > best_k:
            best, best_k = c, k
    return best


def mixed_table_policy(tv: int, me: int, noise: float, rnd):
    """expert's table playout policy as one function: `table_policy` at `me`, and at the
    other seats hard's cheap model (`rollout_choice`) with probability `noise` (`noise` > 0),
    else `table_policy`. It is `expert._noisy(table_policy(tv), search._rollout_policy(rnd,
    None), me, noise, rnd)` with the wrappers' calls per decision folded into one: the same
    choices with the same draws of `rnd`, in the same order (tests/test_ai_expert_fast.py), at
    a playout's every decision."""
    def policy(r, seat, kind, options):
        if len(options) == 1:
            return options[0]
        if seat != me and rnd() < noise:
            return rollout_choice(r, seat, kind, options, rnd)
        council = r.council
        if kind == "play":
            return card_choice(r.hands[seat], r.plays, len(r.order), council, r.na[seat], tv, options, False)
        if kind == "visit":
            return visit_choice(r.hands[seat], council, r.na[seat], tv, options)
        return card_choice(None, r.plays, len(r.order), council, False, tv, options, True)
    return policy
