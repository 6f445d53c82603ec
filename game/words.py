"""Counted nouns and seats as one reader reads them, for every game's words: one place decides
"1 card" against "2 cards", so a line never reads "takes 1 face-down cards" or "1 points
better", and "You take" against "Bo takes" (two whole catalogue sentences, `Reader.says`: each
language agrees its own verbs), in any language: the nouns the games count are plural entries of
the catalogue (game/i18n.py), so a language gives each its own forms ("1 Karte", "2 Karten");
lists, thousands and the decimal mark are the language's too. Pure (no pygame)."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Mapping, Sequence

from game.i18n import _, ngettext, pgettext

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


def whole_number(n: int) -> str:
    """A whole number with the language's thousands separator: 2000 -> "2,000" ("2.000")."""
    # TRANSLATORS: the separator of thousands in a number such as 2,000 (German: a full stop).
    return f"{n:,}".replace(",", pgettext("thousands separator", ","))


def list_words(items: Sequence[str]) -> str:
    """Items listed in a sentence ("Rufus 7, you 5"), with the language's separator."""
    # TRANSLATORS: what separates the items of a list in a sentence ("Rufus 7, you 5").
    return pgettext("list separator", ", ").join(items)


def and_words(items: Sequence[str]) -> str:
    """"a", "a and b", "a, b and c" in the current language."""
    if len(items) == 1:
        return items[0]
    # TRANSLATORS: the last two items of a list ("Ada, Bo and Rufus"); {first} may be a list itself.
    return _("{first} and {last}", first=list_words(items[:-1]), last=items[-1])


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


def you_label() -> str:
    """The reader's own seat as a label on a table ("You" on its plaque, in the scores, on a
    result)."""
    # TRANSLATORS: the reader's own seat as a label (a plaque, a row of scores).
    return pgettext("a seat's label", "You")


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
        """'you' (in the reader's language), or the seat's name: a seat named among others
        ("Take order: Rufus, you, Lizzy")."""
        if seat in self.others:
            return self.others[seat]
        # TRANSLATORS: the player reading, named among other seats ("Take order: Rufus, you, Lizzy").
        return pgettext("the reader", "you") if seat == self.you else self.names[seat]

    def says(self, seat: int, you: str, other: str, /, **fill: object) -> str:
        """One of two whole sentences, in the current language: `you` when `seat` is the
        reader, else `other` with `{name}` the seat's name. Both are catalogue messages marked
        with N_ (each language agrees its own verbs: no verb is assembled here)."""
        if seat == self.you and seat not in self.others:
            return _(you, **fill) if fill else _(you)
        return _(other, name=self.who(seat), **fill)
