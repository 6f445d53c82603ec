"""Actions a seat can take, and the refusal raised for an illegal one.

An action is an immutable `(kind, seat, arg)` triple:

| kind      | arg                                  | rulebook                      |
|-----------|--------------------------------------|-------------------------------|
| declare   | "allegiance" or "no_allegiance"      | Declaration Phase             |
| discard   | a card                               | No Allegiance discard         |
| play      | a card from the seat's own hand      | Playing the Trick             |
| emissary  | one of the Emissary's face-up cards  | 2 Player Game: Trick Phase    |
| visit     | a ring index (space)                 | Visiting the Council          |
"""
from __future__ import annotations

from typing import Any, NamedTuple

from game.bug_council.cards import SUIT_NAMES, card_str, parse_card, parse_suit
from game.safe_yaml import brief

ALLEGIANCE = "allegiance"
NO_ALLEGIANCE = "no_allegiance"
DECLARATIONS = (ALLEGIANCE, NO_ALLEGIANCE)
KINDS = ("declare", "discard", "play", "emissary", "visit")


class Action(NamedTuple):
    kind: str
    seat: int
    arg: Any

    def to_data(self) -> dict[str, Any]:
        """Plain data, the scenario file's action form: ``{seat: 0, play: 5A}``."""
        if self.kind == "visit":
            arg: Any = SUIT_NAMES[self.arg]
        elif self.kind == "declare":
            arg = self.arg
        else:
            arg = card_str(self.arg)
        return {"seat": self.seat, self.kind: arg}

    def __str__(self) -> str:
        d = self.to_data()
        return f"seat {self.seat} {self.kind} {d[self.kind]}"


# Every action that can ever exist, built once: legal_actions hands out these shared
# immutable objects instead of building new tuples in the hot loop of a playout.
_MAX_SEATS = 6
_CACHE: dict[tuple[str, int, Any], Action] = {}
for _seat in range(_MAX_SEATS):
    for _card in range(16 * 5):
        for _kind in ("play", "emissary", "discard"):
            _CACHE[(_kind, _seat, _card)] = Action(_kind, _seat, _card)
    for _space in range(5):
        _CACHE[("visit", _seat, _space)] = Action("visit", _seat, _space)
    for _d in DECLARATIONS:
        _CACHE[("declare", _seat, _d)] = Action("declare", _seat, _d)


# The same shared actions indexed [seat][card] and [seat][space], for the legal lists of the
# Trick Phase and of a visit: a tuple index is cheaper than hashing a (kind, seat, arg) key.
PLAYS: tuple[tuple[Action, ...], ...] = tuple(
    tuple(_CACHE[("play", _seat, _card)] for _card in range(16 * 5)) for _seat in range(_MAX_SEATS))
VISITS: tuple[tuple[Action, ...], ...] = tuple(
    tuple(_CACHE[("visit", _seat, _space)] for _space in range(5)) for _seat in range(_MAX_SEATS))


def action(kind: str, seat: int, arg: Any) -> Action:
    """The shared Action for (kind, seat, arg)."""
    a = _CACHE.get((kind, seat, arg))
    return a if a is not None else Action(kind, seat, arg)


def action_from_data(data: Any) -> Action:
    """Parses ``{seat: 1, play: 5A}``; raises ValueError naming what is wrong."""
    if not isinstance(data, dict):
        raise ValueError(f"expected a mapping like {{seat: 0, play: 5A}}, got {brief(data)}")
    kinds = [k for k in data if k in KINDS]
    unknown = [k for k in data if k not in KINDS and k != "seat"]
    if unknown:
        raise ValueError(f"unknown key {unknown[0]!r} in action")
    if len(kinds) != 1:
        raise ValueError("an action needs exactly one of: " + ", ".join(KINDS))
    kind = kinds[0]
    seat = data.get("seat")
    if not isinstance(seat, int) or isinstance(seat, bool):
        raise ValueError(f"action {kind}: 'seat' must be a seat number")
    raw = data[kind]
    if kind == "declare":
        if raw not in DECLARATIONS:
            raise ValueError(f"declare: expected allegiance or no_allegiance, got {brief(raw)}")
        return action(kind, seat, raw)
    if kind == "visit":
        return action(kind, seat, parse_suit(raw))
    return action(kind, seat, parse_card(raw))


# The refusal raised for an illegal action is the protocol's (a Refusal as data, see
# game.protocol); it is re-exported here for the engine's callers.
from game.protocol import IllegalAction, Refusal  # noqa: E402,F401
