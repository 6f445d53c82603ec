"""Counted nouns and seats as one reader reads them, for every game's words: one place decides
"1 card" against "2 cards", so a line never reads "takes 1 face-down cards" or "1 points
better", and "you take" against "Bo takes". Pure (no pygame)."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Mapping, Sequence


def number_words(x: float) -> str:
    """A count or an amount of points as a player reads it: 3 -> "3", 1.70 -> "1.7", 2.0 -> "2"
    (one decimal at most: the coach's estimates are no finer)."""
    if isinstance(x, float):
        return f"{x:.1f}".rstrip("0").rstrip(".")
    return str(x)


def counted(n: float, noun: str, plural: str | None = None) -> str:
    """`n` and its noun in the right number: counted(1, "trick") == "1 trick",
    counted(0, "face-down card") == "0 face-down cards", counted(1.0, "point") == "1 point",
    counted(1.7, "point") == "1.7 points". `plural` when the noun does not just take an "s"."""
    shown = number_words(n)
    one = shown in ("1", "-1")
    return f"{shown} {noun if one else plural or noun + 's'}"


def ordinal(n: int) -> str:
    """1 -> "1st", 2 -> "2nd", 11 -> "11th", 23 -> "23rd"."""
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


class Count:
    """A number for a template to say with its noun: "{cubes:cube}" reads "1 cube" / "3 cubes",
    "{n:party|parties}" names an irregular plural, and "{cubes}" alone is the bare number. The
    templates (config/coach.yaml) keep the noun; this picks its number."""

    def __init__(self, n: float):
        self.n = n

    def __format__(self, spec: str) -> str:
        if not spec:
            return number_words(self.n)
        noun, _, plural = spec.partition("|")
        return counted(self.n, noun, plural or None)


def counts(fill: dict) -> dict:
    """`fill` with every number (not a bool) made a `Count`, for templates that may count it."""
    return {k: Count(v) if isinstance(v, (int, float)) and not isinstance(v, bool) else v
            for k, v in fill.items()}


def capitalized(text: str) -> str:
    """`text` opening a sentence: its first letter a capital ("you take" -> "You take")."""
    return text[:1].upper() + text[1:]


@dataclass(frozen=True)
class Reader:
    """The seats as the player at seat `you` reads them (None: a spectator, every seat by its
    name): "you" for its own seat, the others by `names`; `others` names seats outside that
    list (a game's automaton)."""

    names: Sequence[str]
    you: int | None = None
    others: Mapping[int, str] = field(default_factory=dict)

    def who(self, seat: int) -> str:
        """'you', or the seat's name."""
        if seat in self.others:
            return self.others[seat]
        return "you" if seat == self.you else self.names[seat]

    def subject(self, seat: int) -> str:
        """The seat opening a sentence: 'You', 'Bo'."""
        return capitalized(self.who(seat))

    def verb(self, seat: int, verb: str, third: str | None = None) -> str:
        """`verb` agreeing with the seat as its subject: 'take' for you, 'takes' for another
        (`third` where that is not just an "s": 'passes', 'has')."""
        return verb if seat == self.you else third or verb + "s"
