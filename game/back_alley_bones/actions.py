"""Back Alley Bones actions: one immutable record per decision, and their record form.

Kinds (BACK_ALLEY_BONES.md §3-§9; a record names each by its kind, `{seat: 0, play: C3, ...}`):

- `crew` (option full_crew, setup): the 3 characters a player keeps, `characters`;
- `shooter`: the dice holder puts the dice on `character`;
- `side_bet`: a face-down Side Bet `bet`;
- `play`: `card` on `point`, moving it by `by` (signed: tokens of a Cheat, a Luck's move);
  `decoy` declares the Decoy with a Cheat, `flex` (a card of the hand) pays the Flex as it;
- `react` (the Lookout's reaction, in the cheater's turn): `character` 'lookout' or None
  (none), `flex` paying the Flex as the Lookout;
- turn abilities: `sizzler` (`flex`: the Flex as Sizzler), `draw` (`bet` 5 or 9),
  `stacked_draw` then `keep` (`cards`), `sniff` (`bet` 6 or 8) / `stacked_sniff` then `put`
  (`top` top first, `bottom` last lowest), `fix` (`bet` 4 or 10) / `stacked_fix` on
  `point`'s Cheat number `cheat` to the signed value `to`;
- `burn` (`card`, no legal play in hand), `pass` (empty hand).
"""
from __future__ import annotations

from typing import Any, NamedTuple

from game.action_args import action_maker, reads_args
from game.back_alley_bones.cards import parse_gamble, parse_grub

CREW, SHOOTER, SIDE_BET, PLAY, REACT = "crew", "shooter", "side_bet", "play", "react"
SIZZLER, DRAW, STACKED_DRAW, KEEP = "sizzler", "draw", "stacked_draw", "keep"
SNIFF, STACKED_SNIFF, PUT, FIX, STACKED_FIX = "sniff", "stacked_sniff", "put", "fix", "stacked_fix"
BURN, PASS = "burn", "pass"
ACTION_KINDS = (CREW, SHOOTER, SIDE_BET, PLAY, REACT, SIZZLER, DRAW, STACKED_DRAW, KEEP, SNIFF,
                STACKED_SNIFF, PUT, FIX, STACKED_FIX, BURN, PASS)
# Turn abilities: used in her turn, before her card (they do not end the turn).
ABILITIES = (SIZZLER, DRAW, STACKED_DRAW, SNIFF, STACKED_SNIFF, FIX, STACKED_FIX)


class Args(NamedTuple):
    """An action's values beside its kind and seat (each kind uses a few; see the module)."""

    card: str | None = None          # play, burn
    point: int | None = None         # play, fix
    by: int | None = None            # play: the signed move
    decoy: bool = False              # play: the Decoy declared with a Cheat
    flex: str | None = None          # the card paying the Flex (as Decoy, Lookout or Sizzler)
    bet: int | None = None           # side_bet, draw, sniff, fix
    character: str | None = None     # shooter, react (None: no reaction)
    cheat: int | None = None         # fix: the Cheat's index on its Point
    to: int | None = None            # fix: the Cheat's new signed value
    cards: tuple = ()                # crew: characters; keep: the Gamble cards kept
    top: tuple = ()                  # put: back on top, top first
    bottom: tuple = ()               # put: to the bottom, the last one lowest


@reads_args
class Action(NamedTuple):
    """(kind, seat, arg) as every game's action (the network sends it by `action_to_data`);
    the values are read by name: `a.card`, `a.point`, ... (game.action_args)."""

    kind: str
    seat: int
    arg: Args = Args()


act = action_maker(Action)


def _int(data: dict, key: str) -> int:
    v = data.get(key)
    if not isinstance(v, int) or isinstance(v, bool):
        raise ValueError(f"{key}: expected a whole number")
    return v


def _flex(data: dict) -> str | None:
    return None if data.get("flex") is None else parse_gamble(data["flex"])


def _list(data: Any, key: str) -> list:
    if not isinstance(data, list):
        raise ValueError(f"{key}: expected a list")
    return data


# Keys each kind may carry beside its own key and `seat`.
_EXTRA = {PLAY: {"point", "by", "decoy", "flex"}, REACT: {"flex"}, SIZZLER: {"flex"},
          FIX: {"point", "cheat", "to"}, STACKED_FIX: {"point", "cheat", "to"}}


def action_from_data(data: Any) -> Action:
    """The action a record's mapping names; ValueError naming what is wrong."""
    if not isinstance(data, dict) or "seat" not in data:
        raise ValueError("expected a mapping like {seat: 0, play: C3, point: 1, by: -2}")
    kinds = [k for k in ACTION_KINDS if k in data]
    if len(kinds) != 1:
        raise ValueError(f"expected exactly one of {', '.join(ACTION_KINDS)}")
    kind = kinds[0]
    extra = set(data) - {"seat", kind} - _EXTRA.get(kind, set())
    if extra:
        raise ValueError(f"{kind}: unexpected key {sorted(map(str, extra))[0][:20]!r}")
    seat = _int(data, "seat")
    arg = data[kind]
    if kind == CREW:
        names = _list(arg, kind)
        if not all(isinstance(n, str) for n in names):
            raise ValueError("crew: expected character names")
        return act(kind, seat, cards=tuple(names))
    if kind == SHOOTER:
        if not isinstance(arg, str):
            raise ValueError("shooter: expected a character's name")
        return act(kind, seat, character=arg)
    if kind in (SIDE_BET, DRAW, SNIFF, FIX):
        bet = _int(data, kind)
        if kind == FIX:
            return act(kind, seat, bet=bet, point=_int(data, "point"), cheat=_int(data, "cheat"),
                          to=_int(data, "to"))
        return act(kind, seat, bet=bet)
    if kind == PLAY:
        decoy = data.get("decoy", False)
        if not isinstance(decoy, bool):
            raise ValueError("decoy: expected true or false")
        return act(kind, seat, card=parse_gamble(arg), point=_int(data, "point"), by=_int(data, "by"),
                      decoy=decoy, flex=_flex(data))
    if kind == REACT:
        if arg not in ("lookout", "none"):
            raise ValueError("react: expected lookout or none")
        return act(kind, seat, character=None if arg == "none" else arg, flex=_flex(data))
    if kind == KEEP:
        return act(kind, seat, cards=tuple(parse_gamble(c) for c in _list(arg, kind)))
    if kind == PUT:
        if not isinstance(arg, dict) or set(arg) - {"top", "bottom"}:
            raise ValueError("put: expected {top: [...], bottom: [...]}")
        return act(kind, seat, top=tuple(parse_grub(c) for c in _list(arg.get("top", []), "put.top")),
                      bottom=tuple(parse_grub(c) for c in _list(arg.get("bottom", []), "put.bottom")))
    if kind == BURN:
        return act(kind, seat, card=parse_gamble(arg))
    if arg is not True:
        raise ValueError(f"{kind}: expected true")
    if kind == STACKED_FIX:
        return act(kind, seat, point=_int(data, "point"), cheat=_int(data, "cheat"), to=_int(data, "to"))
    if kind == SIZZLER:
        return act(kind, seat, flex=_flex(data))
    return act(kind, seat)          # stacked_draw, stacked_sniff, pass


def action_to_data(a: Action) -> dict[str, Any]:
    """The record form `action_from_data` reads back."""
    out: dict[str, Any] = {"seat": a.seat}
    k = a.kind
    if k == CREW:
        out[k] = list(a.cards)
    elif k == SHOOTER:
        out[k] = a.character
    elif k in (SIDE_BET, DRAW, SNIFF):
        out[k] = a.bet
    elif k == FIX:
        out.update({k: a.bet, "point": a.point, "cheat": a.cheat, "to": a.to})
    elif k == STACKED_FIX:
        out.update({k: True, "point": a.point, "cheat": a.cheat, "to": a.to})
    elif k == PLAY:
        out.update({k: a.card, "point": a.point, "by": a.by})
        if a.decoy:
            out["decoy"] = True
    elif k == REACT:
        out[k] = a.character or "none"
    elif k == KEEP:
        out[k] = list(a.cards)
    elif k == PUT:
        out[k] = {"top": list(a.top), "bottom": list(a.bottom)}
    elif k == BURN:
        out[k] = a.card
    else:
        out[k] = True
    if a.flex is not None and k in (PLAY, REACT, SIZZLER):
        out["flex"] = a.flex
    return out
