"""What one Party Bugs seat can infer about the cards it cannot see, for `expert`'s search.

A seat's hand, deck, secret play and face-down slot only ever hold its own set (Roachy's deck
its own), so the unseen cards of set i are exactly the cards of set i in none of the places the
view shows. From the view and the rules alone (exact constraints, every deal honours them):

* each hidden place gets its true size (hand sizes, deck sizes, a secret play for a seat that
  has chosen this round, a face-down card for a seat that holds one);
* a face-down card is never a Party King (Variant One forbids hiding a 13), and never the value
  of a card face up in its owner's display (the two would have left as a pair);
* nothing else: the deck order after the setup is uniform, and any split of a set's unseen
  cards between hand, secret play, face-down slot and deck is a history the seat could have
  seen (the cards played so far can always have been drawn first).

`Inference.deal(rng)` draws one deal uniformly among those consistent with the view;
`Inference.exact_deals(limit)` lists every distinct deal when there are few (the last rounds,
when the real decks are empty: only secret plays, face-down cards and Roachy's deck order are
left unknown), each once, so an endgame search can weigh them instead of sampling.
"""
from __future__ import annotations

import itertools
import math
import random
from typing import Iterator

from game.party_bugs.ai import Dealer
from game.party_bugs.cards import PARTY_KING, Card
from game.party_bugs.fastsim import Table


class Inference(Dealer):
    """A seat's knowledge of the hidden cards (the template Table and the unseen cards per set
    come from `ai.Dealer`); deals honour the exact constraints in the module docstring."""

    def fd_allowed(self, i: int, cards: list[Card]) -> list[Card]:
        """The cards of `cards` seat i's face-down slot may hold."""
        shown = {c & 15 for c in self.template.displays[i]}
        return [c for c in cards if c & 15 != PARTY_KING and c & 15 not in shown]

    def deal(self, rng: random.Random) -> Table:
        """One deal drawn uniformly among those consistent with the view."""
        t = self.template.clone()
        for i, unseen in enumerate(self.unseen):
            cards = list(unseen)
            rng.shuffle(cards)
            if self.secret_fd[i]:
                # The slot's card first, among the cards it may be; then the rest as Dealer does.
                allowed = self.fd_allowed(i, cards)
                if allowed:        # never empty for a view of a real game; a guard, not a rule
                    fd = allowed[rng.randrange(len(allowed))]
                    cards.remove(fd)
                    t.face_down[i] = fd
            if i < self.players and i != self.me:
                k = self.hand_sizes[i]
                t.hands[i] = cards[:k]
                del cards[:k]
                if self.secret_play[i]:
                    t.chosen[i] = cards.pop()
            t.decks[i] = cards
        return t

    def hidden_places(self, i: int) -> tuple[int, bool, bool, int]:
        """Set i's hidden places: (hand size, secret play?, face-down slot?, deck size)."""
        hand = self.hand_sizes[i] if i < self.players and i != self.me else 0
        deck = len(self.unseen[i]) - hand - self.secret_play[i] - self.secret_fd[i]
        return hand, bool(self.secret_play[i]), bool(self.secret_fd[i]), deck

    def deal_count(self) -> int:
        """How many distinct deals are consistent with the view (hands as sets, decks in order)."""
        total = 1
        for i in range(len(self.unseen)):
            hand, play, fd, deck = self.hidden_places(i)
            u = len(self.unseen[i])
            slots = len(self.fd_allowed(i, self.unseen[i])) if fd else 1
            u -= 1 if fd else 0
            total *= slots * math.comb(u, hand) * (u - hand if play else 1) * math.factorial(deck)
        return total

    def _set_splits(self, i: int) -> Iterator[tuple[tuple[Card, ...], Card | None, Card | None, tuple[Card, ...]]]:
        """Every (hand, secret play, face-down card, deck top last) for set i."""
        hand_k, play, fd, _deck = self.hidden_places(i)
        unseen = self.unseen[i]
        for fd_card in (self.fd_allowed(i, unseen) if fd else [None]):
            rest = [c for c in unseen if c != fd_card]
            for hand in itertools.combinations(rest, hand_k):
                left = [c for c in rest if c not in hand]
                for secret in (left if play else [None]):
                    deck = [c for c in left if c != secret]
                    for order in itertools.permutations(deck):
                        yield hand, secret, fd_card, order

    def exact_deals(self, limit: int) -> list[Table] | None:
        """Every distinct deal consistent with the view, or None when there are more than
        `limit` (then sample with `deal`)."""
        if self.deal_count() > limit:
            return None
        out = []
        for combo in itertools.product(*(list(self._set_splits(i)) for i in range(len(self.unseen)))):
            t = self.template.clone()
            for i, (hand, secret, fd, deck) in enumerate(combo):
                if i < self.players and i != self.me:
                    t.hands[i] = list(hand)
                    if self.secret_play[i]:
                        t.chosen[i] = secret
                if self.secret_fd[i]:
                    t.face_down[i] = fd
                t.decks[i] = list(deck)
            out.append(t)
        return out


__all__ = ["Inference"]
