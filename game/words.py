"""Counted nouns and seats as one reader reads them, for every game's words: one place decides
"1 card" against "2 cards", so a line never reads "takes 1 face-down cards" or "1 points
better", and "you take" against "Bo takes", in any language: the nouns
the games count are plural entries of the catalogue (game/i18n.py), so a language gives each
its own forms ("1 Karte", "2 Karten"). Pure (no pygame)."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Mapping, Sequence

from game.i18n import ngettext, pgettext

# Every noun the games count, by its English singular: the catalogue's plural entry for it.
# A noun not here is counted the English way ("s", or the plural given) in every language.
NOUNS: dict[str, Callable[[float, str], str]] = {
    "card": lambda n, shown: ngettext("{n} card", "{n} cards", n, n=shown),
    "cube": lambda n, shown: ngettext("{n} cube", "{n} cubes", n, n=shown),
    "trick": lambda n, shown: ngettext("{n} trick", "{n} tricks", n, n=shown),
    "point": lambda n, shown: ngettext("{n} point", "{n} points", n, n=shown),
    "expected point": lambda n, shown: ngettext("{n} expected point", "{n} expected points", n, n=shown),
    "turning point": lambda n, shown: ngettext("{n} turning point", "{n} turning points", n, n=shown),
    "decision": lambda n, shown: ngettext("{n} decision", "{n} decisions", n, n=shown),
    "game": lambda n, shown: ngettext("{n} game", "{n} games", n, n=shown),
    "player": lambda n, shown: ngettext("{n} player", "{n} players", n, n=shown),
    "round": lambda n, shown: ngettext("{n} round", "{n} rounds", n, n=shown),
    "token": lambda n, shown: ngettext("{n} token", "{n} tokens", n, n=shown),
}


def number_words(x: float) -> str:
    """A count or an amount of points as a player reads it: 3 -> "3", 1.70 -> "1.7" ("1,7" in
    German: the catalogue's decimal mark), 2.0 -> "2" (one decimal at most: the coach's
    estimates are no finer)."""
    if isinstance(x, float):
        # TRANSLATORS: the decimal mark of a number such as 1.7 (German: a comma).
        return f"{x:.1f}".rstrip("0").rstrip(".").replace(".", pgettext("decimal mark", "."))
    return str(x)


def counted(n: float, noun: str, plural: str | None = None) -> str:
    """`n` and its noun in the right number: counted(1, "trick") == "1 trick",
    counted(0, "face-down card") == "0 face-down cards", counted(1.0, "point") == "1 point",
    counted(1.7, "point") == "1.7 points". `plural` when the noun does not just take an "s"."""
    shown = number_words(n)
    if noun in NOUNS:
        return NOUNS[noun](n, shown)
    one = shown in ("1", "-1")
    return f"{shown} {noun if one else plural or noun + 's'}"


def ordinal(n: int) -> str:
    """1 -> "1st", 2 -> "2nd", 11 -> "11th", 23 -> "23rd" (German: "1.", "2.", ...)."""
    if 10 <= n % 100 <= 20:
        return pgettext("ordinal", "{n}th", n=n)
    last = n % 10
    if last == 1:
        return pgettext("ordinal", "{n}st", n=n)
    if last == 2:
        return pgettext("ordinal", "{n}nd", n=n)
    if last == 3:
        return pgettext("ordinal", "{n}rd", n=n)
    return pgettext("ordinal", "{n}th", n=n)


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
