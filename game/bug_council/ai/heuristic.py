"""The `easy` and `normal` seat controllers: readable heuristics over the SeatView.

easy plays like a casual player: it follows low, dumps off-suit junk, keeps one card of its
favourite suit for Allegiance and visits to feed that suit, but it does not count cards or
read the trick beyond "can I win it now". normal adds a one-trick lookahead over sampled
hidden hands, No Allegiance bids from an estimate of its tricks, and council visits chosen by
scoring the council each visit would leave for its own hand.
"""
from __future__ import annotations

import random

from game.bug_council.actions import ALLEGIANCE, NO_ALLEGIANCE, Action
from game.bug_council.ai.knowledge import unseen_cards
from game.bug_council.cards import Card
from game.bug_council.council import sow
from game.bug_council.engine import trick_winner
from game.bug_council.rules import load_rules
from game.bug_council.view import SeatView

RING = 5


def top_value(view: SeatView) -> int:
    return load_rules(view.mode, view.players).top_value


def key(council, c: Card) -> tuple[int, int]:
    """How strong a card is in a trick it does not lead: cubes on its suit, then value."""
    return council[c >> 4], c & 15


def wins_now(view: SeatView, c: Card, seat: int | None = None) -> bool:
    """Would `c` win the trick as it stands if played now (later seats aside)?"""
    plays = view.plays + (((view.seat if seat is None else seat), c),)
    return trick_winner(plays, view.council)[0] == len(view.plays)


def is_no_allegiance(view: SeatView) -> bool:
    return view.seat < len(view.declared) and view.declared[view.seat] == NO_ALLEGIANCE


def target_suit(hand, council) -> int | None:
    """The suit this seat means to keep for Allegiance: many cubes, backed by cards."""
    suits = {c >> 4 for c in hand}
    if not suits:
        return None
    count = {s: sum(1 for c in hand if c >> 4 == s) for s in suits}
    return max(sorted(suits), key=lambda s: council[s] + 0.5 * min(count[s], 3))


def keeper(hand, council) -> Card | None:
    """The card kept to the end for Allegiance: the lowest of the target suit."""
    s = target_suit(hand, council)
    return None if s is None else min(c for c in hand if c >> 4 == s)


def sow_gain(council, space: int, suit: int) -> int:
    """Cubes `suit` gains (or loses, when it is the space visited) by visiting `space`."""
    after, _overflow, _moves = sow(tuple(council), space)
    return after[suit] - council[suit]


def _pick(legal: tuple[Action, ...], card: Card) -> Action:
    return next(a for a in legal if a.arg == card)


class EasyController:
    """Simple, readable heuristics; mistakes a casual player makes, not random ones."""

    name = "easy"

    def choose(self, view: SeatView, rng: random.Random) -> Action:
        legal = view.legal
        kind = legal[0].kind
        if len(legal) == 1:
            return legal[0]
        if kind == "declare":
            return self.declare(view, rng)
        if kind == "discard":
            return max(legal, key=lambda a: key(view.council, a.arg))
        if kind == "visit":
            return self.visit(view, rng)
        return _pick(legal, self.card(view, rng, [a.arg for a in legal], kind == "emissary"))

    def declare(self, view: SeatView, rng: random.Random) -> Action:
        # A hand with no card above the middle value feels hopeless: try to lose every trick.
        weak = max(c & 15 for c in view.hand) <= top_value(view) // 2 + 1
        arg = NO_ALLEGIANCE if weak else ALLEGIANCE
        return next(a for a in view.legal if a.arg == arg)

    def visit(self, view: SeatView, rng: random.Random) -> Action:
        suit = target_suit(view.hand, view.council)
        if suit is None:
            return max(view.legal, key=lambda a: view.council[a.arg])
        return max(view.legal, key=lambda a: (sow_gain(view.council, a.arg, suit), view.council[a.arg]))

    def card(self, view: SeatView, rng: random.Random, cards: list[Card], for_emissary: bool) -> Card:
        council = view.council
        if for_emissary:
            # The Emissary is everyone's rival: give it its weakest card.
            return min(cards, key=lambda c: key(council, c))
        if is_no_allegiance(view):
            return duck(view, cards)
        keep = keeper(view.hand, council)
        pool = [c for c in cards if c != keep] or cards
        if not view.plays:
            return max(pool, key=lambda c: key(council, c))
        lead = view.plays[0][1] >> 4
        last = len(view.plays) == len(view.order) - 1
        winners = [c for c in pool if wins_now(view, c)]
        if any(c >> 4 == lead for c in pool):
            if winners and (last or max(c & 15 for c in winners) >= top_value(view) - 1):
                return min(winners, key=lambda c: key(council, c)) if last else max(winners)
            return min(pool)      # follow low
        if winners and last:
            return min(winners, key=lambda c: key(council, c))
        return min(pool, key=lambda c: (council[c >> 4], c & 15))   # dump junk


def duck(view: SeatView, cards: list[Card]) -> Card:
    """No Allegiance: the highest card that does not win the trick now; else the weakest."""
    council = view.council
    if not view.plays:
        return min(cards, key=lambda c: key(council, c))
    losers = [c for c in cards if not wins_now(view, c)]
    if losers:
        return max(losers, key=lambda c: key(council, c))
    return min(cards, key=lambda c: key(council, c))


class NormalController(EasyController):
    """Heuristics with a one-trick lookahead over sampled hidden hands."""

    name = "normal"

    def __init__(self, samples: int = 24):
        self.samples = samples

    # --- declaration ----------------------------------------------------------------------

    def declare(self, view: SeatView, rng: random.Random) -> Action:
        expected, p_zero = trick_estimate(view)
        return self.declare_from(view, expected, p_zero)

    def declare_from(self, view: SeatView, expected: float, p_zero: float) -> Action:
        """Allegiance or No Allegiance from an estimate of this hand's tricks and of the
        chance it takes none while trying to."""
        council = view.council
        suit = target_suit(view.hand, council)
        allegiance = expected + (council[suit] if suit is not None else 0) + 1.0
        na_share = load_rules(view.mode, view.players).na_base + view.chambers
        no_allegiance = p_zero * na_share * 0.8 + (1 - p_zero) * max(expected - 1, 0.0)
        arg = NO_ALLEGIANCE if no_allegiance > allegiance else ALLEGIANCE
        return next(a for a in view.legal if a.arg == arg)

    # --- council visit --------------------------------------------------------------------

    def visit(self, view: SeatView, rng: random.Random) -> Action:
        return max(view.legal, key=lambda a: council_value(view, sow(tuple(view.council), a.arg)[0]))

    # --- cards ----------------------------------------------------------------------------

    def card(self, view: SeatView, rng: random.Random, cards: list[Card], for_emissary: bool) -> Card:
        if is_no_allegiance(view) and not for_emissary:
            return duck(view, cards)
        council = view.council
        keep = keeper(view.hand, council)
        tv = top_value(view)
        p_win = win_chances(view, cards, rng, self.samples, for_emissary)
        best, best_v = cards[0], -1e9
        for c, p in zip(cards, p_win):
            # A trick is worth a point now; a strong card spent is a trick lost later, and the
            # Allegiance keeper is worth its suit's cubes at the end of the Age.
            v = p - 0.35 * (council[c >> 4] / 6 + (c & 15) / tv) * (1 - p)
            if for_emissary:
                v = -p if view.mode == "emissary" else v
            elif c == keep and len(view.hand) > 1:
                v -= 1.0 + council[c >> 4] * 0.5
            if v > best_v:
                best, best_v = c, v
        return best


def win_chances(view: SeatView, cards: list[Card], rng: random.Random, samples: int,
                for_emissary: bool = False) -> list[float]:
    """For each card: how often it wins this trick when the seats still to play answer with
    their strongest legal card, over hands sampled from the unseen cards (voids respected).
    For an Emissary card, the chance the Emissary wins."""
    from game.bug_council.ai.determinize import Sampler
    sampler = Sampler(view)
    later = view.order[len(view.plays) + 1:]
    played_by = view.seat if not for_emissary else view.order[len(view.plays)]
    hand_of = {h.seat: i for i, h in enumerate(sampler.holders) if h.name == "hand"}
    council = view.council
    wins = [0] * len(cards)
    for _ in range(samples):
        deal = sampler.deal(rng)
        for k, c in enumerate(cards):
            plays = list(view.plays) + [(played_by, c)]
            lead = plays[0][1] >> 4
            for seat in later:
                hand = _later_cards(view, seat, deal, hand_of, plays)
                if not hand:
                    continue
                on = [x for x in hand if x >> 4 == lead] or hand
                plays.append((seat, max(on, key=lambda x: key(council, x))))
            pos = trick_winner(tuple(plays), council)[0]
            wins[k] += plays[pos][0] == played_by
    return [w / samples for w in wins]


def _later_cards(view: SeatView, seat: int, deal, hand_of, plays) -> list[Card]:
    if seat == view.seat:
        played = {c for _s, c in plays}
        return [c for c in view.hand if c not in played]
    if view.mode == "emissary" and seat == 2:
        played = {c for _s, c in plays}
        return [c for c in view.public["emissary_face_up"] if c is not None and c not in played]
    if view.mode == "solo" and seat == 1:
        return [c for c in view.public["pyramid"] if c is not None]
    i = hand_of.get(seat)
    return list(deal[i]) if i is not None else []


def trick_estimate(view: SeatView) -> tuple[float, float]:
    """(expected tricks, chance of none) for this hand: each card wins when it beats the
    unseen cards of the other seats, a rough independent-cards model."""
    council = view.council
    unseen = unseen_cards(view)
    rivals = max(len(view.order) - 1, 1)
    expected, p_zero = 0.0, 1.0
    for c in view.hand:
        k = key(council, c)
        beaten = sum(1 for u in unseen if key(council, u) < k) / max(len(unseen), 1)
        # Leading or following, a card wins when it beats what the others throw at it.
        p = beaten ** (rivals + 1)
        expected += p
        p_zero *= 1 - p
    # One card is kept for Allegiance and never played.
    return expected * 10 / max(len(view.hand), 1), p_zero


def council_value(view: SeatView, council) -> float:
    """How good a council is for this seat: its Allegiance suit's cubes (or, playing No
    Allegiance, weak suits for its cards), plus the trick power of its hand."""
    hand = view.hand
    if not hand:
        return 0.0
    if is_no_allegiance(view):
        return -sum(council[c >> 4] for c in hand) / len(hand)
    suit = target_suit(hand, view.council)
    power = sum(council[c >> 4] * (c & 15) for c in hand) / (len(hand) * top_value(view))
    return council[suit] + 0.5 * power


class PlayoutController(EasyController):
    """The policy `expert` assumes in its playouts and inference: easy's card play with
    normal's council visits (both deterministic and cheap; normal's sampled card lookahead
    is too slow to run thousands of times a decision). `game.bug_council.ai.fastpolicy` plays it on the
    simulators' plain lists, proven equal by tests/test_ai_expert.py. Not a setup level."""

    name = "playout"
    visit = NormalController.visit
