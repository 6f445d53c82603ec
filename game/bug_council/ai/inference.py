"""Inference about hidden hands for `expert`: deals weighted by what the opponents did.

`hard` treats every deal consistent with the voids as equally likely. A player who led the
top card of a suit, followed low, or declared No Allegiance (a weak hand) says more than
that. Here each candidate deal (from `determinize.Sampler`, so voids and seen cards stay
exact) gets a weight: the likelihood, under a softened model of how the opponents play, of
every choice they made this Age:

* declarations: `normal`'s own rule (No Allegiance when its value beats Allegiance's, from
  the same trick estimate) turned into a probability by a logistic of the difference;
* every card an opponent played from its hidden hand this Age (leads, follows, off-suit
  discards, hence the suits it broke): the hand it held then is its sampled hand plus the
  cards it played since, and the model is `PlayoutController` (fastpolicy.card_choice),
  softened by how often it actually predicts a player: with k legal cards, the model's card
  has probability `match[k]` and each other card `(1 - match[k]) / (k - 1)`. `match` comes
  from config/ai.yaml, measured against `hard` (the level expert must beat): the model names
  hard's card 68% of the time among 2 cards, 52% among 3, 40% among 4, and no better than
  chance among 5 or more. An opponent that plays otherwise only dims a deal.

The council a past trick was played under is the one the seat saw then (the controller
remembers it from its own decisions, `council_at`); the current one stands in when unknown.
Council visits cannot be used: the SeatView does not say which space a seat visited.
Deals that break a void or hold a seen card are rejected outright (a Sampler fallback could
otherwise produce one).
"""
from __future__ import annotations

import bisect
import math
import random

from game.bug_council.actions import ALLEGIANCE, NO_ALLEGIANCE
from game.bug_council.ai.determinize import Sampler
from game.bug_council.ai.distilled import probabilities
from game.bug_council.ai.fastpolicy import card_choice
from game.bug_council.ai.knowledge import EMISSARY_SEAT, deck_of, seen_cards
from game.bug_council.rules import load_rules
from game.bug_council.view import SeatView


class Inference:
    """A weighted pool of deals for one decision."""

    def __init__(self, view: SeatView, council_at=None, match=(0.68, 0.52, 0.40, 0.20),
                 declare_temp: float = 1.5, enabled: bool = True, distilled=None):
        self.view = view
        # distilled: the weights of game.ai.distilled's softmax, which then gives P(card played)
        # (mixed with a tenth of chance, so no deal is ruled out) instead of the match rates.
        self.distilled = distilled
        self.sampler = Sampler(view)
        self.holders = self.sampler.holders
        # log-probabilities (model's card, any other card) by the number of legal cards k;
        # match[k - 2], the last entry for any larger k, never below chance (1 / k).
        self.logp = {}
        for k in range(2, 16):
            a = max(match[min(k - 2, len(match) - 1)], 1 / k)
            self.logp[k] = (math.log(a), math.log((1 - a) / (k - 1)))
        self.declare_temp = declare_temp
        self.seen = seen_cards(view)
        rules = load_rules(view.mode, view.players)
        self.tv = rules.top_value
        self.na_share = rules.na_base + view.chambers
        council_at = council_at or (lambda trick: None)
        hand_seat = {h.seat: i for i, h in enumerate(self.holders) if h.name == "hand"}
        hidden = {s for s in hand_seat if not (view.mode == "emissary" and s == EMISSARY_SEAT)}
        self.enabled = enabled and bool(hidden) and view.mode != "solo"
        self.hand_index = hand_seat
        # Every card each hidden seat played this Age, in order, with its situation.
        tricks = list(view.history) + ([view.plays] if view.plays else [])
        first_trick = view.trick - len(view.history)
        self.plays: list[tuple] = []       # (holder index, plays before, n in trick, council, card, later cards)
        played_by: dict[int, list] = {s: [] for s in hidden}
        for t, trick in enumerate(tricks):
            council = council_at(first_trick + t) or view.council
            n_order = len(trick) if t < len(view.history) else len(view.order)
            for pos, (seat, card) in enumerate(trick):
                if seat in hidden:
                    self.plays.append((seat, tuple(trick[:pos]), n_order, tuple(council), card))
                    played_by[seat].append(card)
        # later[i]: the cards that seat played at and after play i (its hand then, minus the sample).
        self.later = []
        for seat, _before, _n, _c, card in self.plays:
            cards = played_by[seat]
            self.later.append(tuple(cards[cards.index(card):]))
        self.played_by = played_by
        self.na = {s: view.declared[s] == NO_ALLEGIANCE for s in hidden if s < len(view.declared)}
        self.declared = {s: d for s in hidden if s < len(view.declared)
                         for d in (view.declared[s],) if d in (ALLEGIANCE, NO_ALLEGIANCE)}
        self.start_council = tuple(council_at(first_trick) or view.council)
        self.deck = deck_of(view)
        self.rivals = max(len(view.order) - 1, 1)
        # The deck's keys under the Age's first council, sorted once: na_preference ranks
        # every dealt hand against the cards it does not hold.
        self.deck_cards = frozenset(self.deck)
        self.deck_keys = sorted(self._key(c) for c in self.deck)
        # Per deck card, its key and how many of the deck's keys lie below it: what
        # na_preference asks of every card of every dealt hand, looked up, not recomputed.
        self.card_key = {c: self._key(c) for c in self.deck}
        self.deck_below = {c: bisect.bisect_left(self.deck_keys, k) for c, k in self.card_key.items()}
        # A seat's likelihood terms depend on the deal only through its dealt hand: kept per
        # (seat, sorted dealt hand) for its plays, in their order (play_slot[i]: play i's
        # place in its seat's list), and per (seat, dealt hand as dealt) for its declaration
        # (na_preference's sums run in the hand's order).
        self.seat_plays: dict[int, list[int]] = {s: [] for s in hidden}
        self.play_slot: list[tuple[int, int]] = []
        for i, play in enumerate(self.plays):
            self.play_slot.append((play[0], len(self.seat_plays[play[0]])))
            self.seat_plays[play[0]].append(i)
        self.play_terms: dict[tuple, list] = {}             # (seat, sorted dealt hand) -> terms
        self.declare_terms: dict[tuple, float] = {}         # (seat, dealt hand) -> term

    # --- checks -----------------------------------------------------------------------------

    def consistent(self, deal) -> bool:
        """Every card unseen and dealt once, every holder at its size and outside its voids."""
        n = 0
        for h, cards in zip(self.holders, deal):
            if len(cards) != h.size:
                return False
            for c in cards:
                if (c >> 4) in h.void or c in self.seen:
                    return False
            n += len(cards)
        return n == len(self.sampler.unseen) and len({c for cards in deal for c in cards}) == n

    # --- likelihood -------------------------------------------------------------------------

    def log_likelihood(self, deal) -> float:
        """How likely `deal` makes what the hidden seats did this Age: each of their plays
        (the model's card or another) and each declaration, summed in that order. A seat's
        terms depend on the deal only through its dealt hand, so they are kept per hand (the
        pool's deals share hands, most of all late in the Age where the plays are many): the
        same terms added in the same order, so the same sum."""
        if not self.enabled:
            return 0.0
        out = 0.0
        if self.plays:
            terms = self.play_terms
            by_seat = {}
            for seat, plays in self.seat_plays.items():
                if plays:
                    key = (seat, tuple(sorted(deal[self.hand_index[seat]])))
                    got = terms.get(key)
                    if got is None:
                        got = terms[key] = [self._play_term(self.plays[i], self.later[i], key[1])
                                            for i in plays]
                    by_seat[seat] = got
            for seat, j in self.play_slot:
                term = by_seat[seat][j]
                if term is not None:
                    out += term
        declare_terms = self.declare_terms
        for seat, d in self.declared.items():
            key = (seat, tuple(deal[self.hand_index[seat]]))
            term = declare_terms.get(key)
            if term is None:
                term = declare_terms[key] = self._declare_term(key[1], seat, d)
            out += term
        return out

    def _declare_term(self, dealt, seat: int, declared: str) -> float:
        """A declaration's log-likelihood term with `dealt` the seat's dealt hand (as dealt)."""
        hand = list(dealt) + self.played_by[seat]
        pref = self.na_preference(hand)
        p_na = 1 / (1 + math.exp(-max(-30.0, min(30.0, pref / self.declare_temp))))
        p = p_na if declared == NO_ALLEGIANCE else 1 - p_na
        return math.log(min(max(p, 1e-6), 1 - 1e-6))

    def _play_term(self, play, later, dealt) -> float | None:
        """One play's log-likelihood term with `dealt` the seat's dealt hand (None: the play
        had no choice, it adds nothing)."""
        seat, before, n_order, council, card = play
        hand = sorted(list(dealt) + list(later))
        if before:
            lead = before[0][1] >> 4
            legal = [c for c in hand if c >> 4 == lead] or hand
        else:
            legal = hand
        k = len(legal)
        if k < 2:
            return None
        if self.distilled is not None:
            p = probabilities(hand, before, n_order, council, self.na.get(seat, False), self.tv,
                              legal, self.distilled)[legal.index(card)]
            return math.log(0.9 * p + 0.1 / k)
        pick = card_choice(hand, before, n_order, council, self.na.get(seat, False), self.tv,
                           legal, False)
        return self.logp[k][0] if pick == card else self.logp[k][1]

    def _key(self, c) -> int:
        """heuristic.key under the Age's first council, packed into one int."""
        return (self.start_council[c >> 4] << 4) | (c & 15)

    def na_preference(self, hand) -> float:
        """normal's declare_from margin (No Allegiance's value minus Allegiance's) for `hand`
        at the Age's start, with heuristic.trick_estimate's independent-cards model (> 0:
        `normal`, hence `hard`, declares No Allegiance)."""
        council = self.start_council
        card_key, deck_below = self.card_key, self.deck_below
        # A card's rank among the deck's other cards not in the hand: the deck's keys below
        # it, less the hand's own (what sorting the deck without the hand would count).
        held = sorted([card_key[c] for c in set(hand) if c in card_key])
        m = max(len(self.deck_keys) - len(held), 1)
        power = self.rivals + 1
        expected, p_zero = 0.0, 1.0
        for c in hand:
            if c in card_key:
                k, below = card_key[c], deck_below[c]
            else:
                k = self._key(c)
                below = bisect.bisect_left(self.deck_keys, k)
            p = ((below - bisect.bisect_left(held, k)) / m) ** power
            expected += p
            p_zero *= 1 - p
        expected = expected * 10 / max(len(hand), 1)
        count = [0] * len(council)
        for c in hand:
            count[c >> 4] += 1
        # The suit of the most cubes and cards (the first in suit order on a tie).
        suit, best = None, None
        for s, n in enumerate(count):
            if n:
                v = council[s] + 0.5 * min(n, 3)
                if best is None or v > best:
                    suit, best = s, v
        allegiance = expected + (council[suit] if suit is not None else 0) + 1.0
        no_allegiance = p_zero * self.na_share * 0.8 + (1 - p_zero) * max(expected - 1, 0.0)
        return no_allegiance - allegiance

    # --- the pool ---------------------------------------------------------------------------

    def pool(self, rng: random.Random, size: int) -> "DealPool":
        deals, logs = [], []
        tries = 0
        while len(deals) < size and tries < size * 3:
            tries += 1
            d = self.sampler.deal(rng)
            if not self.consistent(d):
                continue            # a Sampler fallback deal: rejected, voids stay exact
            deals.append(d)
            logs.append(self.log_likelihood(d))
        return DealPool(deals, logs)


class DealPool:
    """Deals with weights proportional to exp(log-likelihood); `draw` picks one by weight."""

    def __init__(self, deals, logs):
        self.deals = deals
        top = max(logs) if logs else 0.0
        w = [math.exp(x - top) for x in logs]
        self.cum = []
        total = 0.0
        for x in w:
            total += x
            self.cum.append(total)
        self.total = total
        sq = sum(x * x for x in w)
        self.ess = (total * total / sq) if sq else 0.0     # effective sample size

    def __len__(self) -> int:
        return len(self.deals)

    def draw(self, rng: random.Random):
        i = bisect.bisect_right(self.cum, rng.random() * self.total)
        return self.deals[min(i, len(self.deals) - 1)]
