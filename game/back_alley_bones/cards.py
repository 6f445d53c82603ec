"""Back Alley Bones notation (BACK_ALLEY_BONES.md §1). Cards are their names, plain strings:

- Gamble cards `C2 C3 C4` (Cheat: the number is its most tokens) and `L1 L2 L3` (Luck: its move);
- Grub cards `F1 F2 F3` (Food: one value) and `P<low>/<high>` (Pharma), e.g. `P0/4`;
- Point and Side Bet cards are their numbers (5, 6, 8, 9; 4 and 10 with `four_ten`).

Copies are interchangeable: hands, decks and piles are multisets, reported sorted
`C2 < C3 < C4 < L1 < L2 < L3`.
"""
from __future__ import annotations

import re
from typing import Iterable

GAMBLE = ("C2", "C3", "C4", "L1", "L2", "L3")
CHEAT, LUCK = "C", "L"
CHARACTERS = ("decoy", "lookout", "sizzler", "flex")
LOW, HIGH = 2, 12            # a Point's total always stays within 2..12
SEVEN, YO_LEVEN = 7, 11
LOCKDOWN_TOTALS = (2, 3, 12)

_GRUB = re.compile(r"^(?:F(\d)|P(\d)/(\d))$")


def is_cheat(card: str) -> bool:
    return card[0] == CHEAT


def is_luck(card: str) -> bool:
    return card[0] == LUCK


def strength(card: str) -> int:
    """A Cheat's most tokens, a Luck's move."""
    return int(card[1])


def parse_gamble(text: object) -> str:
    """`C3` -> 'C3'; ValueError naming what is wrong."""
    s = str(text).strip().upper() if isinstance(text, str) else None
    if s not in GAMBLE:
        raise ValueError(f"expected a Gamble card ({' '.join(GAMBLE)}), got {str(text)[:20]!r}")
    return s


def grub_values(card: str) -> tuple[int, int]:
    """(low, high) of a Grub card: a Food's one value twice. ValueError for a non-Grub name."""
    m = _GRUB.match(card) if isinstance(card, str) else None
    if m is None:
        raise ValueError(f"expected a Grub card like F2 or P0/4, got {str(card)[:20]!r}")
    if m.group(1) is not None:
        v = int(m.group(1))
        return v, v
    low, high = int(m.group(2)), int(m.group(3))
    if low >= high:
        raise ValueError(f"a Pharma's low value comes first: got {card[:20]!r}")
    return low, high


def is_pharma(card: str) -> bool:
    return card[0] == "P"


def parse_grub(text: object) -> str:
    s = str(text).strip().upper() if isinstance(text, str) else ""
    grub_values(s)
    return s


_ORDER = {c: i for i, c in enumerate(GAMBLE)}


def sorted_gamble(cards: Iterable[str]) -> list[str]:
    return sorted(cards, key=_ORDER.__getitem__)


def remove_one(cards: tuple[str, ...], card: str) -> tuple[str, ...]:
    """`cards` less one copy of `card` (which it holds)."""
    i = cards.index(card)
    return cards[:i] + cards[i + 1:]
