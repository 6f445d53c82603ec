"""Bugspiel's card notation (BUGSPIEL.md section 1): bug cards by species id, bonus cards as
`half+half` in ASCII order, and what each half matches.

A half is a category (never `Animalia`) or a trait: `herbivore` (diet herbivore or fungivore),
`predator` (carnivore, omnivore), `parasite`, `negavore`, `scavenger` (detritivore or
scavenger), `flying`."""
from __future__ import annotations

from functools import cache
from typing import NamedTuple

from game.bugspiel.data import WILDCARD_CATEGORY, Species, game_data

TRAITS = ("herbivore", "predator", "parasite", "negavore", "scavenger", "flying")
# The diets each trait half counts (flying counts by the flying column instead).
TRAIT_DIETS = {"herbivore": frozenset({"herbivore", "fungivore"}),
               "predator": frozenset({"carnivore", "omnivore"}),
               "parasite": frozenset({"parasite"}),
               "negavore": frozenset({"negavore"}),
               "scavenger": frozenset({"detritivore", "scavenger"})}
# The trait a diet gives a bonus half made from it (setup, section 2.3).
DIET_TRAIT = {d: t for t, ds in TRAIT_DIETS.items() for d in ds}


def species(sid: int) -> Species:
    """The species card `sid`; KeyError when there is none."""
    return game_data().species[sid]


def is_half(half: object) -> bool:
    if not isinstance(half, str):
        return False
    return half in TRAITS or (half in game_data().categories and half != WILDCARD_CATEGORY)


def parse_bonus(text: object) -> str:
    """The bonus card `text` names (halves in either order) in its notation; ValueError when it
    is not one."""
    if not isinstance(text, str) or text.count("+") != 1:
        raise ValueError(f"expected a bonus card like Coleoptera+herbivore, got {str(text)[:40]!r}")
    a, b = text.split("+")
    for h in (a, b):
        if not is_half(h):
            raise ValueError(f"{h[:40]!r} is not a category (other than {WILDCARD_CATEGORY}) nor a trait "
                             f"({', '.join(TRAITS)})")
    return bonus_card(a, b)


@cache
def is_bonus_card(card: object) -> bool:
    """Whether `card` is a bonus card in its notation (halves that exist, in ASCII order)."""
    try:
        return parse_bonus(card) == card
    except ValueError:
        return False


@cache
def bonus_card(a: str, b: str) -> str:
    return "+".join(sorted((a, b)))


@cache
def halves(card: str) -> tuple[str, str]:
    a, b = card.split("+")
    return a, b


def is_category_half(half: str) -> bool:
    return half not in TRAITS


def matches(half: str, bug: Species, wild: bool) -> bool:
    """Whether `bug` matches `half`: a category by its category (and, `wild`, every wildcard bug);
    a trait by diet or flying, wildcard or not (decisions 13-15)."""
    if half == "flying":
        return bug.flying
    if half in TRAIT_DIETS:
        return bug.diet in TRAIT_DIETS[half]
    return bug.category == half or (wild and bug.wildcard)


def half_value(half: str, bug: Species) -> int:
    """What one matching bug scores for `half`: 2 x its points for a category, the trait's points."""
    data = game_data()
    if is_category_half(half):
        return data.category_factor * bug.points
    return data.trait_points[half]


class HalfFace(NamedTuple):
    """A bonus half as a card shows it: the half, whether it is a category (then `amount` is the
    factor on each matching bug's points: 2, or 4 for a card with it twice) or a trait (then
    `amount` points per matching bug)."""

    half: str
    category: bool
    amount: int


def bonus_face(card: str) -> tuple[HalfFace, ...]:
    """The faces a card shows (one, its amount doubled, when both halves are equal)."""
    data = game_data()
    a, b = halves(card)
    out = []
    for h in ((a,) if a == b else (a, b)):
        times = 2 if a == b else 1
        cat = is_category_half(h)
        out.append(HalfFace(h, cat, times * (data.category_factor if cat else data.trait_points[h])))
    return tuple(out)


__all__ = ["TRAITS", "TRAIT_DIETS", "DIET_TRAIT", "species", "parse_bonus", "is_bonus_card", "bonus_card", "halves",
           "is_half",
           "is_category_half", "matches", "half_value", "HalfFace", "bonus_face"]
