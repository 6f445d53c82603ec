"""The message schema (version `wire.VERSION`), one builder per message, and the check of
everything a client sends. docs/network.md lists the messages with examples.

Client -> host:
    hello   {v, type, seat, token[, name]}      claim (or reclaim) a seat; `name` the player's
                                                 (shown to everyone, never an identity)
    ready   {v, type, ready}                     the player is (not) ready to start (the lobby)
    intent  {v, type, n, action}                 an action of the game in its data form
                                                 (`action_to_data`); `n` numbers the client's
                                                 intents so that the reply names it
Host -> client:
    welcome {v, type, game, mode, players, seat, names, seq, over, view, view_digest, state_digest, presence}
    update  {v, type, seq, over, events, view, view_digest, state_digest[, ack]}
    refused {v, type, n, rule, seat, params}     the game's Refusal as data (never its text)
    error   {v, type, code}                      a message refused before the game saw it
    presence {v, type, connected, ai, started, names, remote, ready}   per seat: a player is
                                                 connected / an AI plays it / its name / a friend's
                                                 seat (played from another computer) / ready
    seated  {v, type, seat, token}               the host moved this player to `seat` (the lobby);
                                                 `token` is the one to rejoin it with

`seq` is the number of actions applied so far. Only integers, strings, booleans, null, lists
and objects appear; every client message is checked by `parse_client` (wire limits first).
"""
from __future__ import annotations

from typing import Any

from game.net.wire import MAX_INT, VERSION, WireError, loads_checked

# Error codes a host sends (`error.code`); the connection is closed after the FATAL ones.
BAD_JSON = "bad_json"
BAD_SCHEMA = "bad_schema"
BAD_VERSION = "bad_version"
TOO_LARGE = "too_large"
RATE_LIMITED = "rate_limited"
BAD_TOKEN = "bad_token"
HELLO_FIRST = "hello_first"
BAD_NAME = "bad_name"            # a hello's name is empty, too long or has control characters
FATAL = frozenset({BAD_TOKEN})

# Refusal rule ids the net layer adds to each game's own (same shape: rule + params).
MALFORMED_ACTION = "malformed_action"     # the action's data is not an action of this game
NOT_YOUR_SEAT = "not_your_seat"           # the action names another seat than the sender's
NOT_STARTED = "not_started"               # the host has not started the game yet (the lobby)

_ACTION_VALUE = (int, str, bool, type(None))
_ACTION_KEYS = 8                 # the most keys of an action's data form
_ACTION_ITEMS = 8                # the most items of a list (or keys of an object) in one


def _action_value(v: Any, depth: int) -> bool:
    """A scalar (a string of at most 32 characters), or, `depth` levels down, a short list of
    them or a small object of such lists."""
    if isinstance(v, _ACTION_VALUE):
        return not isinstance(v, str) or len(v) <= 32
    if depth <= 1 or not isinstance(v, (list, dict)) or len(v) > _ACTION_ITEMS:
        return False
    items = v.values() if isinstance(v, dict) else v
    return all(_action_value(x, depth - 1) for x in items)


NAME_MAX = 24                    # a player's name, once trimmed
# A table reads the seat called "You" in the second person ("You play the 5 of Ants": the name a
# local game gives its one player, scenes/wording.YOU_NAME): a friend must never be shown
# someone else under it, so no player of a game with friends takes it.
RESERVED_NAME = "you"


def clean_name(text: object) -> str:
    """A player's name as the host keeps it: trimmed, 1-NAME_MAX printable characters (no
    control or format characters, no line breaks), not "You" (RESERVED_NAME, any case);
    ValueError otherwise."""
    if not isinstance(text, str):
        raise ValueError("a name is text")
    name = text.strip()
    if not 1 <= len(name) <= NAME_MAX:
        raise ValueError(f"a name has 1 to {NAME_MAX} characters")
    if not name.isprintable():
        raise ValueError("a name has no control characters")
    if name.casefold() == RESERVED_NAME:
        raise ValueError("a name is not 'You' (each friend would read it as themselves)")
    return name


def parse_client(text: Any) -> dict[str, Any]:
    """A client's message, checked against the schema; WireError(code) otherwise."""
    msg = loads_checked(text, strict=True)
    kind = msg["type"]
    if kind == "hello":
        _keys(msg, {"v", "type", "seat", "token"}, optional={"name"})
        _int(msg["seat"], 0, 63)
        if not isinstance(msg["token"], str) or not 1 <= len(msg["token"]) <= 64:
            raise WireError(BAD_SCHEMA, "token")
        if "name" in msg:
            try:
                msg["name"] = clean_name(msg["name"])
            except ValueError as exc:
                raise WireError(BAD_NAME, str(exc)) from None
    elif kind == "ready":
        _keys(msg, {"v", "type", "ready"})
        if not isinstance(msg["ready"], bool):
            raise WireError(BAD_SCHEMA, "ready")
    elif kind == "intent":
        _keys(msg, {"v", "type", "n", "action"})
        _int(msg["n"], 0, MAX_INT)
        action = msg["action"]
        # An action's data form is one small object of scalars ({seat: 0, play: "5A"}), a
        # value at most a short list of them or an object of a few such lists ({put: {top: [..]}}).
        if (not isinstance(action, dict) or not 1 <= len(action) <= _ACTION_KEYS
                or not all(_action_value(v, 3) for v in action.values())):
            raise WireError(BAD_SCHEMA, "action")
    else:
        raise WireError(BAD_SCHEMA, "unknown type")
    return msg


def _keys(msg: dict, expected: set[str], optional: set[str] = frozenset()) -> None:
    if not expected <= set(msg) <= expected | optional:
        raise WireError(BAD_SCHEMA, "keys")


def _int(x: Any, lo: int, hi: int) -> None:
    if isinstance(x, bool) or not isinstance(x, int) or not lo <= x <= hi:
        raise WireError(BAD_SCHEMA, "integer")


def hello(seat: int, token: str, name: str | None = None) -> dict[str, Any]:
    msg = {"v": VERSION, "type": "hello", "seat": seat, "token": token}
    if name is not None:
        msg["name"] = name
    return msg


def ready(is_ready: bool) -> dict[str, Any]:
    return {"v": VERSION, "type": "ready", "ready": bool(is_ready)}


def seated(seat: int, token: str) -> dict[str, Any]:
    return {"v": VERSION, "type": "seated", "seat": seat, "token": token}


def intent(n: int, action: dict[str, Any]) -> dict[str, Any]:
    return {"v": VERSION, "type": "intent", "n": n, "action": action}


def error(code: str) -> dict[str, Any]:
    return {"v": VERSION, "type": "error", "code": code}


def refused(n: int, rule: str, seat: int | None, params: dict[str, Any]) -> dict[str, Any]:
    return {"v": VERSION, "type": "refused", "n": n, "rule": rule, "seat": seat, "params": params}
