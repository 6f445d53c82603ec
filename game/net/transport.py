"""One transport interface for every backend (WebSockets now, Matrix later), and join codes.

The interface is asyncio: both backends' libraries (websockets, matrix-nio) are asyncio, and
the host's session runs on one event loop thread (game/net/host.py). A pygame front end runs
that loop in a thread of its own and exchanges texts with it through queues.

    listener = await backend.listen(host, port, on_connection)   # the host
    conn = await backend.connect(join)                            # a client
    await conn.send(text); text = await conn.receive(); await conn.close()

Contracts:
* A message is one `str` of JSON (game/net/wire.py), at most `wire.MAX_BYTES` bytes; a
  backend delivers whole messages, in order, per connection. Matrix: each text travels as
  one to-device message's content (`{"bc": text}`), so content holds strings only.
* `receive()` raises `Closed` once the peer is gone (closed, dropped or timed out); `send()`
  on a closed connection raises `Closed` too. `close()` is idempotent.
* `on_connection(conn)` is awaited once per accepted connection, in its own task; the
  listener's `close()` closes every connection and stops accepting.
* A join code (`JoinCode`) is a short copyable string carrying what a client needs: the
  backend, the address, the port, the seat and its secret token.
"""
from __future__ import annotations

import abc
import ipaddress
import re
import string
from dataclasses import dataclass
from typing import Awaitable, Callable

JOIN_PREFIX = "bugs1"


class Closed(Exception):
    """The connection is gone. str(): why, when the backend knows (HOST_BACK, or words)."""


# Why a client's connection ended: the host came back (Matrix: a restarted host announces
# itself), so connecting again at once resumes the seat.
HOST_BACK = "host_back"
# ... or the host went silent (Matrix: no message nor heartbeat for a few heartbeat periods; a
# crashed host drops no connection there), so the player is told and may Reconnect later.
HOST_GONE = "host_gone"


class Connection(abc.ABC):
    @abc.abstractmethod
    async def send(self, text: str) -> None: ...

    @abc.abstractmethod
    async def receive(self) -> str: ...

    @abc.abstractmethod
    async def close(self) -> None: ...

    def abort(self) -> None:
        """Drop the connection at once, without saying goodbye (tests: a killed client)."""
        raise NotImplementedError


class Listener(abc.ABC):
    host: str
    port: int

    @abc.abstractmethod
    async def close(self) -> None: ...

    # Seconds between checkpoints, for a backend with somewhere to keep where the game stands
    # (Matrix: a state event of the game's room, rate-limited there); None: no checkpoints.
    checkpoint_every: float | None = None

    async def checkpoint(self, seq: int, over: bool, state_digest: str) -> bool:
        """Keep where the game stands (only called when `checkpoint_every` is set). True when
        written."""
        return False

    async def finish(self) -> None:
        """The game is over: let go of what kept it reachable (Matrix: leave and forget its
        room). Called before `close`; nothing to do for a backend without such a place."""


OnConnection = Callable[[Connection], Awaitable[None]]


class Backend(abc.ABC):
    name: str
    # True when the listener's `host` is what join codes carry (Matrix: the room's alias);
    # False when they carry this machine's address as friends reach it (WebSockets).
    listener_names_address: bool = False

    @abc.abstractmethod
    async def listen(self, host: str, port: int, on_connection: OnConnection) -> Listener:
        """Start accepting; port 0 lets the system choose a free one (see `Listener.port`)."""

    @abc.abstractmethod
    async def connect(self, join: "JoinCode") -> Connection: ...


class JoinCodeError(ValueError):
    pass


# The registered backends' names, as join codes and saves spell them: WebSockets on the LAN,
# Matrix rooms on the internet.
BACKENDS = ("ws", "mx")
# A seat's secret: what `secrets.token_urlsafe` makes (URL-safe base64), 8-64 characters.
TOKEN_CHARS = frozenset(string.ascii_letters + string.digits + "-_")
TOKEN_LENGTH = range(8, 65)
# A Matrix room alias, `#localpart:server[:port]` (what the host's room is called).
MATRIX_ALIAS = re.compile(r"#([A-Za-z0-9_\-]{1,64}):[A-Za-z0-9.\-]{1,200}(:[0-9]{1,5})?\Z")
_LABEL = re.compile(r"[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\Z")
MAX_CODE = 300


def valid_token(token: object) -> bool:
    """A seat token as the host makes them (URL-safe characters, 8-64 of them)."""
    return isinstance(token, str) and len(token) in TOKEN_LENGTH and set(token) <= TOKEN_CHARS


def _lan_host(host: str, bracketed: bool) -> bool:
    """An address friends on a LAN can type: an IPv6 address (in brackets), an IPv4 address or
    a host name (dot-separated labels of letters, digits and inner hyphens). Never `user@host`,
    `host/path` or a port of its own: the code is the whole address."""
    try:
        ip = ipaddress.ip_address(host)
    except ValueError:
        ip = None
    if bracketed or ip is not None:
        return ip is not None and (ip.version == 6) == bracketed
    labels = host.split(".")
    if len(host) > 253 or all(label.isdigit() for label in labels):
        return False            # digits and dots only: a mistyped IPv4 address
    return all(_LABEL.match(label) for label in labels)


@dataclass(frozen=True)
class JoinCode:
    """`bugs1:ws:<host>:<port>:<seat>:<token>`; an IPv6 host is written in brackets.
    Matrix: `bugs1:mx:[#<alias>:<server>]:0:<seat>:<token>` (the room alias, no port)."""

    backend: str
    host: str
    port: int
    seat: int
    token: str

    def __str__(self) -> str:
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"{JOIN_PREFIX}:{self.backend}:{host}:{self.port}:{self.seat}:{self.token}"

    @staticmethod
    def parse(text: str) -> "JoinCode":
        """The code a player typed or pasted (whitespace around it is ignored); JoinCodeError,
        with a few words for the player, for anything else. Strict, because a code comes from
        anyone: printable ASCII only (no NUL, control or format characters such as RTL marks,
        no surrogates), a registered backend, an address of that backend's kind (a LAN address,
        or a Matrix room alias and port 0), a seat 0-63 and a URL-safe token."""
        t = text.strip() if isinstance(text, str) else ""
        if not t.startswith(JOIN_PREFIX + ":") or len(t) > MAX_CODE:
            raise JoinCodeError("not a join code")
        if not (t.isascii() and t.isprintable()):
            raise JoinCodeError("it holds characters no join code has")
        backend, _, rest = t[len(JOIN_PREFIX) + 1:].partition(":")
        if backend not in BACKENDS:
            raise JoinCodeError("an unknown kind of connection")
        bracketed = rest.startswith("[")
        if bracketed:
            host, sep, tail = rest[1:].rpartition("]")
            parts = tail[1:].split(":") if sep and tail.startswith(":") else []
        else:
            host, *parts = rest.split(":")
        if len(parts) != 3 or not host:
            raise JoinCodeError("a join code has six parts")
        port, seat, token = parts
        if backend == "mx":
            host_ok, port_ok = bracketed and MATRIX_ALIAS.match(host) is not None, port == "0"
        else:
            host_ok = _lan_host(host, bracketed)
            port_ok = port.isdigit() and len(port) <= 5 and 0 < int(port) < 65536
        if not host_ok:
            raise JoinCodeError("not an address this kind of connection reaches")
        if not (port_ok and seat.isdigit() and len(seat) <= 2 and int(seat) < 64 and valid_token(token)):
            raise JoinCodeError("bad port, seat or token")
        return JoinCode(backend, host, int(port), int(seat), token)
