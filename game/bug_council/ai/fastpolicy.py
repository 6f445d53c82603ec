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


def _k(council, c) -> int:
    # heuristic.key(council, c) == (cubes, value), packed into one int with the same order.
    return (council[c >> 4] << 4) | (c & 15)


def _wins_now(plays, council, c) -> bool:
    """engine.trick_winner's verdict for `c` played last: a later card wins ties of the key."""
    k = _k(council, c)
    for _s, p in plays:
        if _k(council, p) > k:
            return False
    return True


def _keeper(hand, council):
    """heuristic.keeper: the lowest card of the target suit (max of cubes + 0.5 * min(count, 3),
    suits in ascending order, the first maximum kept)."""
    count: dict[int, int] = {}
    for c in hand:
        count[c >> 4] = count.get(c >> 4, 0) + 1
    best_s, best_v = None, None
    for s in sorted(count):
        v = council[s] + 0.5 * min(count[s], 3)
        if best_v is None or v > best_v:
            best_s, best_v = s, v
    if best_s is None:
        return None
    return min(c for c in hand if c >> 4 == best_s)


def _duck(plays, council, cards):
    if not plays:
        return min(cards, key=lambda c: _k(council, c))
    losers = [c for c in cards if not _wins_now(plays, council, c)]
    if losers:
        return max(losers, key=lambda c: _k(council, c))
    return min(cards, key=lambda c: _k(council, c))


def card_choice(hand, plays, n_order: int, council, na: bool, tv: int, cards, for_emissary: bool):
    """EasyController.card on plain values: `cards` are the legal options in engine order."""
    if for_emissary:
        return min(cards, key=lambda c: _k(council, c))
    if na:
        return _duck(plays, council, cards)
    keep = _keeper(hand, council)
    pool = [c for c in cards if c != keep] or cards
    if not plays:
        return max(pool, key=lambda c: _k(council, c))
    lead = plays[0][1] >> 4
    last = len(plays) == n_order - 1
    winners = [c for c in pool if _wins_now(plays, council, c)]
    if any(c >> 4 == lead for c in pool):
        if winners and (last or max(c & 15 for c in winners) >= tv - 1):
            return min(winners, key=lambda c: _k(council, c)) if last else max(winners)
        return min(pool)
    if winners and last:
        return min(winners, key=lambda c: _k(council, c))
    return min(pool, key=lambda c: _k(council, c))


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
