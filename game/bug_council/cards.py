"""Cards and suits.

A card is a small int, ``suit * 16 + value``: ints sort by ring order then value, which is
the order every hand is kept in, and they are cheap to copy in playouts. Suits are ring
indices 0-4 (clockwise: Bees, Mosquitoes, Ants, Cockroaches, Flies; see `config/rules.yaml`).
Text form is value then suit letter: ``5A`` is the 5 of Ants.
"""
from __future__ import annotations

from functools import lru_cache
from typing import Iterable

SUIT_NAMES: tuple[str, ...] = ("bees", "mosquitoes", "ants", "cockroaches", "flies")
SUIT_LETTERS: tuple[str, ...] = ("B", "M", "A", "C", "F")
SUIT_TITLES: tuple[str, ...] = ("Bees", "Mosquitoes", "Ants", "Cockroaches", "Flies")
NUM_SUITS = 5

Card = int


def make_card(suit: int, value: int) -> Card:
    return suit * 16 + value


def suit_of(card: Card) -> int:
    return card >> 4


def value_of(card: Card) -> int:
    return card & 15


def card_str(card: Card) -> str:
    """``card_str(make_card(2, 5)) == '5A'``."""
    return f"{card & 15}{SUIT_LETTERS[card >> 4]}"


def card_title(card: Card) -> str:
    """Human words: ``'5 of Ants'``."""
    return f"{card & 15} of {SUIT_TITLES[card >> 4]}"


def parse_card(text: object) -> Card:
    """Parses ``'5A'`` / ``'12b'``; raises ValueError with a readable message."""
    if not isinstance(text, (str, int)):
        raise ValueError(f"bad card {text!r}: expected value then suit letter, e.g. 5A")
    s = str(text).strip().upper()
    if len(s) < 2 or s[-1] not in SUIT_LETTERS or not s[:-1].isdigit():
        raise ValueError(f"bad card {text!r}: expected value then suit letter, e.g. 5A")
    value = int(s[:-1])
    if not 1 <= value <= 12:
        raise ValueError(f"bad card {text!r}: values run 1 to 12")
    return make_card(SUIT_LETTERS.index(s[-1]), value)


def parse_suit(text: object) -> int:
    """Parses a space/suit name (``'bees'``) or letter (``'B'``) to its ring index."""
    if isinstance(text, str):
        t = text.strip().lower()
        if t in SUIT_NAMES:
            return SUIT_NAMES.index(t)
        if t.upper() in SUIT_LETTERS and len(t) == 1:
            return SUIT_LETTERS.index(t.upper())
    raise ValueError(f"bad space {text!r}: expected one of {', '.join(SUIT_NAMES)}")


def cards_str(cards: Iterable[Card]) -> list[str]:
    return [card_str(c) for c in cards]


def full_deck(top_value: int, removed_suits: Iterable[int] = ()) -> tuple[Card, ...]:
    """Every card of values 1..top_value in each suit not removed, sorted."""
    return _full_deck(top_value, frozenset(removed_suits))


@lru_cache(maxsize=None)
def _full_deck(top_value: int, removed: frozenset[int]) -> tuple[Card, ...]:
    # Built once per (top value, removed suits): every Age of every game deals from it.
    return tuple(make_card(s, v) for s in range(NUM_SUITS) if s not in removed
                 for v in range(1, top_value + 1))
