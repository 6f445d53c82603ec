"""Sampling hidden worlds consistent with everything a seat has observed.

A determinization deals the seat's unseen cards (`knowledge.unseen_cards`) to the hidden
places (`knowledge.hidden_holders`: other hands, the leftover deck, the face-down pyramid,
the Card Shark's cards) at their known sizes, never giving a hand a suit it has shown void
in. `round_from_view` turns a deal into a `fastsim.Round` (table, Emissary); solo playouts
build a `solosim.SoloRound` from the same deal. Both use the view plus the sample only.
"""
from __future__ import annotations

import random

from game.bug_council.actions import NO_ALLEGIANCE
from game.bug_council.ai.fastsim import Round
from game.bug_council.ai.knowledge import Holder, hidden_holders, played_cards, public_cards, unseen_cards
from game.bug_council.cards import Card
from game.bug_council.rules import load_rules
from game.bug_council.view import SeatView


class Sampler:
    """Deals the unseen cards of one view again and again (one sampler per decision)."""

    def __init__(self, view: SeatView):
        self.view = view
        self.unseen = unseen_cards(view)
        self.holders = hidden_holders(view)
        # Cards some holder may not take are dealt first, to the holders that may take them.
        self._constrained = any(h.void for h in self.holders)
        # Which holders may take a card depends on its suit alone: listed once per decision,
        # not once per deal (a decision deals hundreds of times).
        self._eligible = eligible_by_suit(self.holders, {c >> 4 for c in self.unseen})

    def deal(self, rng: random.Random) -> list[list[Card]]:
        """One assignment: a list of cards per holder (in `self.holders` order)."""
        cards = list(self.unseen)
        rng.shuffle(cards)
        holders = self.holders
        if not self._constrained:
            out, i = [], 0
            for h in holders:
                out.append(cards[i:i + h.size])
                i += h.size
            return out
        for _attempt in range(20):
            got = _constrained_deal(cards, holders, self._eligible, rng)
            if got is not None:
                return got
            rng.shuffle(cards)
        # Inconsistent observations cannot happen in a legal game; stay total anyway.
        out, i = [], 0
        for h in holders:
            out.append(cards[i:i + h.size])
            i += h.size
        return out


def eligible_by_suit(holders: list[Holder], suits) -> dict[int, list[int]]:
    """Suit -> the indices of the holders that may take a card of it (in holder order)."""
    return {s: [i for i, h in enumerate(holders) if s not in h.void] for s in suits}


def _constrained_deal(cards: list[Card], holders: list[Holder], eligible: dict[int, list[int]],
                      rng: random.Random):
    """One deal of `cards` (shuffled) to `holders` outside their voids, or None when the
    greedy pass runs out of room; `eligible` is `eligible_by_suit` of these holders."""
    room = [h.size for h in holders]
    out: list[list[Card]] = [[] for _ in holders]
    # Most constrained cards first: those few holders can take (a stable sort, so the
    # shuffled order stands among cards as constrained).
    n_eligible = {s: len(opts) for s, opts in eligible.items()}
    for c in sorted(cards, key=lambda c: n_eligible[c >> 4]):
        opts = [i for i in eligible[c >> 4] if room[i]]
        if not opts:
            return None
        # Weighted by free room, so each consistent deal is roughly equally likely.
        total = sum(room[i] for i in opts)
        x = rng.randrange(total)
        for i in opts:
            x -= room[i]
            if x < 0:
                break
        out[i].append(c)
        room[i] -= 1
    return out


def round_from_view(view: SeatView, deal: list[list[Card]], holders: list[Holder]) -> Round:
    """A fastsim Round for table or Emissary mode from the view and one deal."""
    rules = load_rules(view.mode, view.players)
    r = Round.__new__(Round)
    r.emissary = view.mode == "emissary"
    r.players = view.players
    r.seats = view.seats
    hands: list[list[Card]] = [[] for _ in range(view.seats)]
    hands[view.seat] = list(view.hand)
    leftover: list[Card] = []
    for h, cards in zip(holders, deal):
        if h.name == "hand":
            hands[h.seat] = sorted(cards)
        elif h.name == "leftover":
            leftover = list(cards)
    own = view.own_discard
    if own is not None and own not in played_cards(view) and own not in public_cards(view):
        leftover.insert(0, own)   # a No Allegiance discard goes on top of the leftover deck
    r.hands = hands
    r.council = list(view.council)
    r.chambers = view.chambers
    r.tricks = list(view.tricks)
    r.na = [d == NO_ALLEGIANCE for d in view.declared] + [False] * (view.seats - len(view.declared))
    r.order = view.order
    r.plays = list(view.plays)
    r.trick = view.trick
    r.last_trick = view.last_trick[1] if view.last_trick else view.leader
    r.visitor = view.seat if view.phase == "visit" else None
    if r.emissary:
        r.slots = list(view.public["emissary_face_up"])
        r.side, r.space = view.public["marker"]
    else:
        r.slots, r.side, r.space = None, 0, ""
    r.leftover = leftover
    r.na_base = rules.na_base
    r.tricks_per_age = rules.tricks_per_age
    r.scores = view.scores
    return r
