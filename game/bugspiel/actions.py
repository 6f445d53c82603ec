"""Bugspiel actions (BUGSPIEL.md section 3): one immutable record per turn, and its record form.

Kinds, as a file names them: `{seat: 0, buy_bug: 3}`, `{seat: 0, buy_bonus: 7}` (a market slot
0-7), `{seat: 0, play: 812, to: B2b, rotate: ne}` (rotate optional), `{seat: 0, move: B2a,
to: C1b, rotate: nw}`, `{seat: 0, bonus: Coleoptera+herbivore, to: C1c}`, `{seat: 0, pass: true}`.
Slots are labels (`B2b`); which labels a board has is the state's to check.
"""
from __future__ import annotations

import re
from typing import Any, Callable, NamedTuple

from game.action_args import action_maker, reads_args
from game.bugspiel.board import AXES
from game.bugspiel.cards import parse_bonus

BUY_BUG, BUY_BONUS, PLAY, MOVE, BONUS, PASS = "buy_bug", "buy_bonus", "play", "move", "bonus", "pass"
ACTION_KINDS = (BUY_BUG, BUY_BONUS, PLAY, MOVE, BONUS, PASS)
BUYS = (BUY_BUG, BUY_BONUS)
AXES_OR_NONE = (None,) + AXES           # a play's or move's `rotate`: unchanged, or an axis
# Keys each kind takes beside its own and `seat` (section 8's shape check).
TAKES = {PLAY: ("to", "rotate"), MOVE: ("to", "rotate"), BONUS: ("to",)}
NEEDS_TO = (PLAY, MOVE, BONUS)
SLOT_PATTERN = re.compile(r"^[A-Z][1-9][0-9]?[abc]$")


class MalformedAction(ValueError):
    """An action of the wrong shape; `key` names what is wrong ("malformed <key>")."""

    def __init__(self, key: str):
        super().__init__(f"malformed {key}")
        self.key = key


class Args(NamedTuple):
    """An action's values beside its kind and seat: `market` the market slot of a buy, `card` the
    species id of a play or the bonus card of a bonus, `frm` the slot a move leaves, `to` the slot
    of a play, move or bonus, `rotate` the axis the destination tile takes (play, move; None:
    unchanged)."""

    market: int | None = None
    card: int | str | None = None
    frm: str | None = None
    to: str | None = None
    rotate: str | None = None


@reads_args
class Action(NamedTuple):
    """(kind, seat, arg) as every game's action (the network sends it by `action_to_data`); the
    values are read by name: `a.market`, `a.card`, `a.frm`, `a.to`, `a.rotate` (game.action_args)."""

    kind: str
    seat: int
    arg: Args = Args()


act = action_maker(Action)


def buy_bug(seat: int, k: int) -> Action:
    return act(BUY_BUG, seat, market=k)


def buy_bonus(seat: int, k: int) -> Action:
    return act(BUY_BONUS, seat, market=k)


def play(seat: int, sid: int, to: str, rotate: str | None = None) -> Action:
    return act(PLAY, seat, card=sid, to=to, rotate=rotate)


def move(seat: int, frm: str, to: str, rotate: str | None = None) -> Action:
    return act(MOVE, seat, frm=frm, to=to, rotate=rotate)


def bonus(seat: int, card: str, to: str) -> Action:
    return act(BONUS, seat, card=card, to=to)


def pass_(seat: int) -> Action:
    return act(PASS, seat)


def _whole(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def _slot(v: Any, key: str, slot_ok: Callable[[str], bool] | None) -> str:
    if not isinstance(v, str) or not SLOT_PATTERN.match(v) or (slot_ok is not None and not slot_ok(v)):
        raise MalformedAction(key)
    return v


def parse_body(data: dict, seat: int, market_size: int = 8, slot_ok: Callable[[str], bool] | None = None,
               species_ok: Callable[[int], bool] | None = None) -> Action:
    """The action of a mapping whose `seat` is already read (section 8, check 3): exactly one
    kind, no key the kind does not take, `to` where taken, then the values in the order the
    action's key, `to`, `rotate`. `slot_ok` / `species_ok` say which slot labels and species ids
    exist (a scenario's board; a record leaves them to the rules). MalformedAction naming the
    key."""
    kinds = [k for k in ACTION_KINDS if k in data]
    if len(kinds) != 1:
        raise MalformedAction("action")
    kind = kinds[0]
    extra = set(data) - {"seat", kind} - set(TAKES.get(kind, ()))
    if extra:
        raise MalformedAction(sorted(map(str, extra))[0][:20])
    if kind in NEEDS_TO and "to" not in data:
        raise MalformedAction("to")
    v = data[kind]
    if kind in BUYS:
        if not _whole(v) or not 0 <= v < market_size:
            raise MalformedAction(kind)
        return act(kind, seat, market=v)
    if kind == PASS:
        if v is not True:
            raise MalformedAction(kind)
        return act(kind, seat)
    if kind == PLAY:
        if not _whole(v) or v < 1 or (species_ok is not None and not species_ok(v)):
            raise MalformedAction(kind)
        card: Any = v
        frm = None
    elif kind == MOVE:
        frm, card = _slot(v, kind, slot_ok), None
    else:
        try:
            card = parse_bonus(v)
        except ValueError:
            raise MalformedAction(kind) from None
        frm = None
    to = _slot(data["to"], "to", slot_ok)
    rotate = data.get("rotate")
    if rotate is not None and rotate not in AXES:
        raise MalformedAction("rotate")
    if "rotate" in data and rotate is None:
        raise MalformedAction("rotate")
    return act(kind, seat, card=card, frm=frm, to=to, rotate=rotate)


def action_from_data(data: Any) -> Action:
    """The action a record's mapping names; ValueError naming what is wrong."""
    if not isinstance(data, dict):
        raise MalformedAction("action")
    seat = data.get("seat")
    if not _whole(seat) or seat < 0:
        raise MalformedAction("seat")
    return parse_body(data, seat)


def action_to_data(a: Action) -> dict[str, Any]:
    """The record form `action_from_data` reads back."""
    out: dict[str, Any] = {"seat": a.seat}
    if a.kind in BUYS:
        out[a.kind] = a.market
    elif a.kind == PASS:
        out[a.kind] = True
    else:
        out[a.kind] = a.frm if a.kind == MOVE else a.card
        out["to"] = a.to
        if a.rotate is not None:
            out["rotate"] = a.rotate
    return out


__all__ = ["Action", "Args", "act", "ACTION_KINDS", "BUY_BUG", "BUY_BONUS", "PLAY", "MOVE", "BONUS", "PASS", "BUYS",
           "AXES_OR_NONE",
           "MalformedAction", "action_from_data", "action_to_data", "parse_body", "buy_bug", "buy_bonus", "play",
           "move", "bonus", "pass_"]
