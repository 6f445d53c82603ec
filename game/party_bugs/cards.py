"""Party Bugs cards: six sets of 13, values 1-13. A card is an int `set * 16 + value`; seat i
plays set "abcdef"[i] and Roachy, the 2-player dummy, plays set c. Notation: value + set letter
(`7a`, `13c`). Only the value matters to the rules; the set says where a card came from."""
from __future__ import annotations

from typing import Iterable

SETS = "abcdef"
VALUES = range(1, 14)
PARTY_KING = 13

Card = int


def card(value: int, set_index: int) -> Card:
    return set_index * 16 + value


def value_of(c: Card) -> int:
    return c & 15


def set_of(c: Card) -> int:
    return c >> 4


def full_set(set_index: int) -> list[Card]:
    return [card(v, set_index) for v in VALUES]


def card_str(c: Card) -> str:
    return f"{value_of(c)}{SETS[set_of(c)]}"


def parse_card(text: object) -> Card:
    """`7a` -> the card; ValueError naming what is wrong."""
    if isinstance(text, bool) or not isinstance(text, (str, int)):
        raise ValueError(f"expected a card like 7a, got {str(text)[:20]!r}")
    s = str(text).strip().lower()
    digits, letter = s[:-1], s[-1:]
    if not digits.isdigit() or letter not in SETS or not 1 <= int(digits) <= 13:
        raise ValueError(f"expected a card like 7a (1-13 and a set letter a-f), got {s[:20]!r}")
    return card(int(digits), SETS.index(letter))


def sort_key(c: Card) -> tuple[int, int]:
    """By value, then set letter (how every card list is reported)."""
    return value_of(c), set_of(c)


# sort_key as one int per card, looked up (sorting is in every legal-move list: keep it cheap).
_ORDER = [16 * (c & 15) + (c >> 4) for c in range(16 * len(SETS))]


def sorted_cards(cards: Iterable[Card]) -> list[Card]:
    return sorted(cards, key=_ORDER.__getitem__)


def cards_str(cards: Iterable[Card]) -> list[str]:
    return [card_str(c) for c in sorted_cards(cards)]
