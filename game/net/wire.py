"""The wire format: plain data in, plain data out, and nothing a peer sends is trusted.

Contracts:

* `to_plain(x)` turns engine data (views, events, refusal params, `to_data()` dicts) into JSON
  of dicts with string keys, lists, strings, integers, booleans and null only. Matrix's
  canonical JSON has no floats, so a float is sent as an integer when it is whole and as its
  text otherwise; actions inside views go through the game's `action_to_data`, so a client
  can send a legal action straight back as an intent.
* `dumps` is canonical (sorted keys, no spaces): the digests of the host and of a client are
  computed on the same bytes.
* `loads_checked(text)` parses a message from the network: at most MAX_BYTES, nesting at most
  MAX_DEPTH, integers within +-MAX_INT, strings at most MAX_TEXT characters, containers at most
  MAX_ITEMS entries, and every string and key text that UTF-8 can encode (JSON may spell a
  lone surrogate, "\\ud800", which no UTF-8 text holds: it would raise wherever the text is
  encoded, hashed or sent on); anything else raises `WireError(code)`. Never pickle, never eval.
"""
from __future__ import annotations

import dataclasses
import hashlib
import hmac
import json
from typing import Any, Callable

VERSION = 1                  # the schema version every message carries as "v"
MAX_BYTES = 64 * 1024        # per message, both ways (Matrix's to-device limit is 64 KiB)
MAX_DEPTH = 12               # nesting of a host message (views are about 6 deep)
MAX_INT = 2**53 - 1          # canonical JSON's integer range (Matrix)
MAX_TEXT = 256               # one string in a client's message
MAX_ITEMS = 64               # entries of one list or object in a client's message


class WireError(ValueError):
    """A message refused before it reaches the game; `code` is the error the peer is told."""

    def __init__(self, code: str, detail: str = ""):
        super().__init__(f"{code}: {detail}" if detail else code)
        self.code = code
        self.detail = detail


def _is_action(x: Any) -> bool:
    # Both games' actions are NamedTuples (kind, seat, arg); events have other fields.
    return isinstance(x, tuple) and getattr(x, "_fields", None) == ("kind", "seat", "arg")


def to_plain(x: Any, action_to_data: Callable[[Any], Any] | None = None) -> Any:
    """JSON-safe plain data for `x` (see the module's contract)."""
    if x is None or isinstance(x, (bool, str)):
        return x
    if isinstance(x, int):
        if not -MAX_INT <= x <= MAX_INT:
            return str(x)
        return x
    if isinstance(x, float):
        return int(x) if x.is_integer() and abs(x) <= MAX_INT else repr(x)
    if action_to_data is not None and _is_action(x):
        return to_plain(action_to_data(x), action_to_data)
    if hasattr(x, "_asdict"):         # NamedTuple: an event keeps its `kind` (a class attribute or a field)
        d = {k: to_plain(v, action_to_data) for k, v in x._asdict().items()}
        kind = getattr(x, "kind", None)
        if isinstance(kind, str):
            d["kind"] = kind
        return d
    if dataclasses.is_dataclass(x) and not isinstance(x, type):
        return {f.name: to_plain(getattr(x, f.name), action_to_data) for f in dataclasses.fields(x)}
    if isinstance(x, dict):
        return {str(k): _plain_item(v, action_to_data) for k, v in x.items()}
    if isinstance(x, (frozenset, set)):
        return sorted((to_plain(v, action_to_data) for v in x), key=dumps)
    if isinstance(x, (list, tuple)):
        return [_plain_item(v, action_to_data) for v in x]
    raise TypeError(f"cannot send a {type(x).__name__} over the network")


def _plain_item(v: Any, action_to_data: Callable[[Any], Any] | None) -> Any:
    """`to_plain(v)`, with the items most containers hold (text, a small integer, null) taken
    at once: a long game's views and positions hold thousands of them per message."""
    t = type(v)
    if t is str or v is None or (t is int and -MAX_INT <= v <= MAX_INT):
        return v
    return to_plain(v, action_to_data)


def dumps(data: Any) -> str:
    """Canonical JSON text (sorted keys, compact)."""
    return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False, allow_nan=False)


def digest(data: Any, key: bytes | None = None) -> str:
    """A short hex hash of `data`'s canonical JSON; keyed (HMAC) when `key` is given, so that a
    digest of a state with hidden cards cannot be brute-forced back into those cards."""
    raw = dumps(data).encode("utf-8")
    if key is None:
        return hashlib.sha256(raw).hexdigest()[:32]
    return hmac.new(key, raw, hashlib.sha256).hexdigest()[:32]


def _reject_constant(name: str) -> Any:
    raise WireError("bad_json", f"{name} is not JSON")


def encodable(text: str) -> bool:
    """Whether `text` is UTF-8 text (no lone surrogates): what a peer may send as a string."""
    if text.isascii():
        return True
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _check(x: Any, depth: int, strict: bool) -> None:
    if depth > MAX_DEPTH:
        raise WireError("bad_schema", "nested too deep")
    if isinstance(x, bool) or x is None:
        return
    if isinstance(x, int):
        if not -MAX_INT <= x <= MAX_INT:
            raise WireError("bad_schema", "integer out of range")
        return
    if isinstance(x, float):
        raise WireError("bad_schema", "floats are not allowed")
    if isinstance(x, str):
        if strict and len(x) > MAX_TEXT:
            raise WireError("bad_schema", "string too long")
        if not encodable(x):
            raise WireError("bad_schema", "text that is not UTF-8")
        return
    if isinstance(x, list):
        if strict and len(x) > MAX_ITEMS:
            raise WireError("bad_schema", "list too long")
        for v in x:
            _check(v, depth + 1, strict)
        return
    if isinstance(x, dict):
        if strict and len(x) > MAX_ITEMS:
            raise WireError("bad_schema", "object too large")
        for k, v in x.items():
            if strict and len(k) > MAX_TEXT:
                raise WireError("bad_schema", "key too long")
            if not encodable(k):
                raise WireError("bad_schema", "a key that is not UTF-8")
            _check(v, depth + 1, strict)
        return
    raise WireError("bad_schema", type(x).__name__)


def loads_checked(text: Any, strict: bool = True) -> dict[str, Any]:
    """A message object parsed from the network, or WireError. `strict` (a client's messages,
    which are small) also bounds strings and containers; the host's views are larger."""
    if isinstance(text, (bytes, bytearray)):
        if len(text) > MAX_BYTES:
            raise WireError("too_large")
        try:
            text = bytes(text).decode("utf-8")
        except UnicodeDecodeError:
            raise WireError("bad_json", "not UTF-8") from None
    if not isinstance(text, str):
        raise WireError("bad_json")
    # Characters before bytes: a cheap bound first, then the exact one.
    if len(text) > MAX_BYTES or len(text.encode("utf-8", "surrogatepass")) > MAX_BYTES:
        raise WireError("too_large")
    if not encodable(text):         # a backend that hands on text it never decoded (Matrix)
        raise WireError("bad_json", "not UTF-8")
    try:
        data = json.loads(text, parse_constant=_reject_constant,
                          parse_float=lambda s: _reject_constant("a float"))
    except WireError:
        raise
    except (ValueError, RecursionError):
        raise WireError("bad_json") from None
    if not isinstance(data, dict):
        raise WireError("bad_schema", "a message is an object")
    _check(data, 0, strict)
    if data.get("v") != VERSION:
        raise WireError("bad_version")
    if not isinstance(data.get("type"), str):
        raise WireError("bad_schema", "no type")
    return data
