"""The Card Shark's scoring: the best 5-card poker hand among the cards it collected.

Values run 1-8 (solo deck) with no wrap-around; the chart of points is data
(`config/termitenator.yaml` card_shark_chart)."""
from __future__ import annotations

from collections import Counter
from typing import Mapping, Sequence

from game.bug_council.cards import Card

HANDS = ("four_of_a_kind", "full_house", "flush", "straight", "three_of_a_kind", "two_pair", "pair")


def hands_present(cards: Sequence[Card]) -> set[str]:
    """Every hand that 5 (or fewer) of `cards` can form."""
    values = Counter(c & 15 for c in cards)
    suits = Counter(c >> 4 for c in cards)
    counts = sorted(values.values(), reverse=True)
    found = set()
    if counts and counts[0] >= 4:
        found.add("four_of_a_kind")
    if counts and counts[0] >= 3:
        found.add("three_of_a_kind")
        if len(counts) > 1 and counts[1] >= 2:
            found.add("full_house")
    if counts and counts[0] >= 2:
        found.add("pair")
        if len(counts) > 1 and counts[1] >= 2:
            found.add("two_pair")
    if suits and max(suits.values()) >= 5:
        found.add("flush")
    vs = set(values)
    if any(all(v + k in vs for k in range(5)) for v in vs):
        found.add("straight")
    return found


def best_hand(cards: Sequence[Card], chart: Mapping[str, int]) -> tuple[str | None, int]:
    """(name, points) of the best-scoring hand, or (None, 0)."""
    best: tuple[str | None, int] = (None, 0)
    for name in hands_present(cards):
        if chart.get(name, 0) > best[1]:
            best = (name, chart[name])
    return best
