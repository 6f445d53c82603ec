"""The Matrix backend of the transport interface (game/net/transport.py), on matrix-nio.

Players only connect *out* to a homeserver (their own or a public one): nobody needs port
forwarding. **Not end-to-end encrypted**: the homeservers of the host and of each player can
read the game's messages (views, intents); the game's secrets are per seat, so a player's
homeserver sees that player's hand only, but the host's homeserver sees every hand it is
sent. The app tells players so.

How a game travels:
* **The room** is for membership and the occasional checkpoint: the host creates one per game
  with a random alias (`#bugs-<random>:<host's server>`), joinable by anyone who knows it
  (the alias is the join code's address; the seat's secret token does the rest). Its state
  event `org.bugcouncil.game` names the host's user and device (only the creator may set
  state there). `checkpoint()` writes `org.bugcouncil.checkpoint` (seq, over 0/1, the keyed
  state digest), which HostServer asks for at most every `CHECKPOINT_EVERY` seconds and when
  it stops: room events are rate-limited by homeservers (Synapse's defaults: 0.2 a second),
  so they carry nothing a turn waits for.
* **Every message** (hello, intent, welcome, update...) is a **to-device** message of type
  `org.bugcouncil.net` from one device to one device: not rate-limited, and delivered in order.
* **Content**: `{"bc": <piece of the text>, "g": <room id>, "c": <connection nonce>,
  "d": <sender's device>, "m": <message number>, "i": <piece index>, "n": <pieces>}`: strings
  and integers only (Matrix's canonical JSON has no floats). A text is cut into pieces of at
  most `PIECE_CHARS` characters, so each content stays well under Matrix's 64 KiB per to-device
  message whatever its escaping; a message longer than `FRAME_LIMIT` is refused by the sender
  and by the receiver, one between `wire.MAX_BYTES` and that reaches the session, which
  answers `too_large` (as over WebSockets). `{"bye": 1, "g", "c", "d"}` closes a connection.
* **A connection** is (sender user, sender device, nonce): a client picks a fresh nonce each
  time it connects, so messages left over from an earlier connection are never mixed in; the
  host answers a `hello` with a full snapshot (game/net/session.py), so a client that comes
  back resumes. The host accepts to-device messages from members of the game's room only,
  and closes a member's connections when it leaves the room.
* **Liveness**: a crashed host drops no connection here, so the host sends a heartbeat
  (`{"hb": <period s>, "g", "c", "d"}`) to each connection it sent nothing for a period
  (`HEARTBEAT_EVERY`); a client connection that hears nothing from the host for
  `HOST_SILENT_BEATS` periods ends with Closed(HOST_GONE). A finished game's room is let go
  (`MatrixListener.finish`: alias deleted, room left and forgotten).
* Malformed content (`parse_envelope` refuses it: wrong types, floats, out-of-order or too
  many pieces, another room) is dropped and counted (`refused`); it never reaches the session.
"""
from __future__ import annotations

import asyncio
import logging
import secrets
import string
import time
from dataclasses import replace
from typing import Any

from aiohttp import ClientError
from nio import (AsyncClient, AsyncClientConfig, ErrorResponse, JoinError, LoginError as NioLoginError,
                 RoomCreateError, RoomGetStateEventError, RoomPreset, RoomPutStateError,
                 RoomVisibility, SyncError, ToDeviceError, ToDeviceMessage, WhoamiError)

from game.identity import APP_NAME, MATRIX_NAMESPACE
from game.net.matrix_login import MatrixLogin
from game.net.transport import (HOST_BACK, HOST_GONE, Backend, Closed, Connection, JoinCode, Listener,
                                OnConnection)
from game.net.wire import MAX_BYTES, encodable

log = logging.getLogger(__name__)

MSG_TYPE = f"{MATRIX_NAMESPACE}.net"
GAME_STATE = f"{MATRIX_NAMESPACE}.game"
CHECKPOINT_STATE = f"{MATRIX_NAMESPACE}.checkpoint"
PIECE_CHARS = 8000                  # <= 48,000 bytes even if every character is escaped (\uXXXX)
FRAME_LIMIT = 4 * MAX_BYTES         # as the WebSockets backend's frame limit
MAX_PIECES = -(-FRAME_LIMIT // PIECE_CHARS)
MAX_ID = 200                        # room ids, device ids, nonces: bounded strings
MAX_QUEUE = 256                     # messages waiting for the session, per connection
MAX_CONNECTIONS = 64                # live connections a host keeps (strangers cannot grow it)
CHECKPOINT_EVERY = 30.0             # seconds between two checkpoint room events
SYNC_TIMEOUT_MS = 30_000            # long poll: the homeserver answers at once when a message comes
HEARTBEAT_EVERY = 10                # seconds: the host's heartbeat to a client it sent nothing since
MAX_HEARTBEAT = 600                 # the longest heartbeat period a client accepts from a host
HOST_SILENT_BEATS = 3.5             # a client that hears nothing for this many periods: HOST_GONE
_NONCE_CHARS = string.ascii_letters + string.digits


class EnvelopeError(ValueError):
    """Content that is not one of ours: dropped (never answered: the sender may be anyone)."""


def _int(x: Any, lo: int, hi: int) -> int:
    if not isinstance(x, int) or isinstance(x, bool) or not lo <= x <= hi:
        raise EnvelopeError("bad integer")
    return x


def _str(x: Any, limit: int = MAX_ID) -> str:
    # Device ids and nonces go back into requests: text UTF-8 cannot encode is not one.
    if not isinstance(x, str) or not 0 < len(x) <= limit or not encodable(x):
        raise EnvelopeError("bad string")
    return x


def envelopes(text: str, room_id: str, nonce: str, device: str, number: int) -> list[dict[str, Any]]:
    """The to-device contents that carry `text` (see the module's contract)."""
    if len(text.encode("utf-8")) > FRAME_LIMIT:
        raise ValueError(f"a message of more than {FRAME_LIMIT} bytes is not sent")
    pieces = [text[i:i + PIECE_CHARS] for i in range(0, len(text), PIECE_CHARS)] or [""]
    return [{"bc": p, "g": room_id, "c": nonce, "d": device, "m": number, "i": i, "n": len(pieces)}
            for i, p in enumerate(pieces)]


def parse_envelope(content: Any) -> dict[str, Any]:
    """The checked fields of one to-device content, or EnvelopeError. Exactly the keys of a
    piece, a bye, a host's greeting (`hi`) or heartbeat (`hb`: its period in seconds); strings
    and integers in range only."""
    if not isinstance(content, dict):
        raise EnvelopeError("not an object")
    keys = set(content)
    if keys == {"bye", "g", "c", "d"}:
        _int(content["bye"], 1, 1)
        return {"bye": True, "g": _str(content["g"]), "c": _str(content["c"]), "d": _str(content["d"])}
    if keys == {"hi", "g", "d"}:
        _int(content["hi"], 1, 1)
        return {"hi": True, "bye": False, "g": _str(content["g"]), "d": _str(content["d"])}
    if keys == {"hb", "g", "c", "d"}:
        return {"hb": _int(content["hb"], 1, MAX_HEARTBEAT), "bye": False, "g": _str(content["g"]),
                "c": _str(content["c"]), "d": _str(content["d"])}
    if keys != {"bc", "g", "c", "d", "m", "i", "n"}:
        raise EnvelopeError("unknown fields")
    piece = content["bc"]
    if not isinstance(piece, str) or len(piece) > PIECE_CHARS:
        raise EnvelopeError("bad piece")
    n = _int(content["n"], 1, MAX_PIECES)
    return {"bye": False, "bc": piece, "g": _str(content["g"]), "c": _str(content["c"]),
            "d": _str(content["d"]), "m": _int(content["m"], 0, 2**53 - 1),
            "i": _int(content["i"], 0, n - 1), "n": n}


class Reassembly:
    """Pieces of one connection back into texts: in order, one message at a time."""

    def __init__(self) -> None:
        self._m: int | None = None
        self._parts: list[str] = []

    def feed(self, env: dict[str, Any]) -> str | None:
        """The whole text once its last piece came; EnvelopeError (and a fresh start) for a
        piece out of order."""
        if env["i"] == 0:
            self._m, self._parts = env["m"], []
        elif env["m"] != self._m or env["i"] != len(self._parts):
            self._m, self._parts = None, []
            raise EnvelopeError("piece out of order")
        self._parts.append(env["bc"])
        if len(self._parts) < env["n"]:
            return None
        text, self._m, self._parts = "".join(self._parts), None, []
        return text


def _parse_or_count(owner: Any, content: Any) -> dict[str, Any] | None:
    """The envelope, or None after counting a refusal on `owner` (a listener or connection)."""
    try:
        return parse_envelope(content)
    except EnvelopeError:
        owner.refused += 1
        return None


def new_nonce() -> str:
    return "".join(secrets.choice(_NONCE_CHARS) for _ in range(16))


# Why a sign-in failed, as a word the app turns into a sentence (scenes/matrix_words.py): the
# homeserver's own text is English of its choosing, and network errors are library text.
SIGN_IN_PROBLEMS = ("wrong_password", "bad_token", "rate_limited", "deactivated", "refused",
                    "unreachable", "timeout", "not_matrix")
_STATUS_PROBLEM = {"M_FORBIDDEN": "wrong_password", "M_UNKNOWN_TOKEN": "bad_token",
                   "M_MISSING_TOKEN": "bad_token", "M_LIMIT_EXCEEDED": "rate_limited",
                   "M_USER_DEACTIVATED": "deactivated"}


class SignInRefused(Closed):
    """The login did not work; `problem` is one of SIGN_IN_PROBLEMS, str() the details (logs)."""

    def __init__(self, problem: str, detail: str = ""):
        super().__init__(detail or problem)
        self.problem = problem


def _refusal(resp: Any, password: bool) -> SignInRefused:
    """The problem word for a homeserver's error answer to a login (or whoami)."""
    status = getattr(resp, "status_code", None)
    problem = _STATUS_PROBLEM.get(status, "refused" if status else "not_matrix")
    if problem == "wrong_password" and not password:
        problem = "bad_token"
    return SignInRefused(problem, f"{status}: {getattr(resp, 'message', resp)}")


def _failed(resp: Any, what: str) -> Closed:
    """A refused request after signing in: a token the homeserver no longer knows (signed out
    elsewhere) is the sign-in's problem, said as such; anything else is `what` and its reason."""
    if getattr(resp, "status_code", None) in ("M_UNKNOWN_TOKEN", "M_MISSING_TOKEN"):
        return _refusal(resp, password=False)
    return Closed(f"{what}: {getattr(resp, 'message', resp)}")


async def login_client(login: MatrixLogin, timeout: float = 30.0,
                       max_limit_exceeded: int | None = None) -> tuple[AsyncClient, MatrixLogin]:
    """A logged-in nio client and the login to keep (with its token and device; see
    `MatrixLogin.without_password`). SignInRefused (a Closed) when the homeserver says no;
    the network's own errors (OSError, aiohttp's, TimeoutError) pass through.
    `max_limit_exceeded`: how many rate-limit answers to wait out (None: all, as nio does)."""
    config = AsyncClientConfig(encryption_enabled=False, store_sync_tokens=False,
                               request_timeout=timeout, max_timeouts=2,
                               max_limit_exceeded=max_limit_exceeded)
    client = AsyncClient(login.homeserver, login.user_id, device_id=login.device_id or "",
                         config=config)
    try:
        if login.access_token:
            if not login.device_id:
                # A token pasted without its device: ask the homeserver which device it is.
                client.access_token = login.access_token
                who = await client.whoami()
                if isinstance(who, WhoamiError) or not getattr(who, "device_id", None):
                    raise _refusal(who, password=False)
                login = replace(login, device_id=who.device_id)
            client.restore_login(login.user_id, login.device_id, login.access_token)
        else:
            resp = await client.login(login.password, device_name=APP_NAME)
            if isinstance(resp, NioLoginError):
                raise _refusal(resp, password=True)
            login = replace(login, access_token=resp.access_token, device_id=resp.device_id)
    except BaseException:
        await client.close()
        raise
    return client, login


async def sign_in(login: MatrixLogin, timeout: float = 20.0) -> MatrixLogin:
    """Check `login` against its homeserver once (the login screen): the login to keep (token
    and device), or SignInRefused with its problem word. A token login is checked with whoami
    (a restored token alone proves nothing). The session stays valid: it is not logged out."""
    try:
        client, kept = await asyncio.wait_for(login_client(login, timeout, max_limit_exceeded=0),
                                              timeout * 3)
        try:
            who = await client.whoami()
            if isinstance(who, WhoamiError):
                raise _refusal(who, password=login.access_token is None)
        finally:
            await client.close()
    except SignInRefused:
        raise
    except asyncio.TimeoutError as exc:
        raise SignInRefused("timeout", str(exc)) from exc
    except (OSError, ClientError) as exc:
        raise SignInRefused("unreachable", str(exc)) from exc
    except ValueError as exc:             # nio: an answer that is not a Matrix response
        raise SignInRefused("not_matrix", str(exc)) from exc
    return kept


async def sign_out(login: MatrixLogin, timeout: float = 10.0) -> None:
    """Best effort: end the kept session on its homeserver (its token stops working). A
    homeserver that cannot be reached keeps it; the app forgets the login either way."""
    if not login.access_token or not login.device_id:
        return
    client = AsyncClient(login.homeserver, login.user_id, device_id=login.device_id,
                         config=AsyncClientConfig(encryption_enabled=False, store_sync_tokens=False,
                                                  request_timeout=timeout, max_timeouts=0))
    client.restore_login(login.user_id, login.device_id, login.access_token)
    try:
        await client.logout()
    except Exception:     # noqa: BLE001  (signing out never fails for the player)
        pass
    finally:
        await client.close()


class _Syncer:
    """One long-polling sync loop; `on_to_device(sender, content)` for our messages,
    `on_sync(response)` after each answer (membership)."""

    def __init__(self, client: AsyncClient, sync_filter: dict, on_to_device, on_sync=None):
        self.client = client
        self.filter = sync_filter
        self.on_to_device = on_to_device
        self.on_sync = on_sync
        self.task: asyncio.Task | None = None

    async def first(self, deliver: bool = True) -> None:
        """One sync without waiting: from here on only new messages arrive. `deliver`: pass on
        the to-device messages waiting on the homeserver (False: drop them as stale)."""
        resp = await self.client.sync(timeout=0, sync_filter=self.filter, full_state=True)
        if isinstance(resp, SyncError):
            raise Closed(f"the homeserver refused to sync: {resp.message}")
        if self.on_sync:
            self.on_sync(resp)
        if deliver:
            self._deliver(resp)

    def start(self) -> None:
        self.task = asyncio.ensure_future(self._run())

    def _deliver(self, resp) -> None:
        for event in resp.to_device_events:
            source = getattr(event, "source", None) or {}
            if source.get("type") == MSG_TYPE:
                self.on_to_device(source.get("sender"), source.get("content"))

    async def _run(self) -> None:
        while True:
            try:
                resp = await self.client.sync(timeout=SYNC_TIMEOUT_MS, sync_filter=self.filter)
            except asyncio.CancelledError:
                raise
            except Exception as exc:          # noqa: BLE001  (the network: a dead loop would hang the game)
                resp = SyncError(str(exc))
            if isinstance(resp, SyncError):
                log.warning("sync failed: %s", resp.message)
                await asyncio.sleep(1.0)      # a homeserver hiccup: try again, gently
                continue
            if self.on_sync:
                self.on_sync(resp)
            self._deliver(resp)

    async def stop(self) -> None:
        if self.task is not None:
            self.task.cancel()
            await asyncio.gather(self.task, return_exceptions=True)
            self.task = None


class MatrixConnection(Connection):
    """One peer device: `send` writes to-device messages to it, `receive` reads what the
    sync loop queued for this connection."""

    def __init__(self, client: AsyncClient, room_id: str, peer: str, peer_device: str, nonce: str,
                 on_close=None):
        self.client = client
        self.room_id = room_id
        self.peer = peer
        self.peer_device = peer_device
        self.nonce = nonce
        self.queue: asyncio.Queue = asyncio.Queue()
        self.reassembly = Reassembly()
        self.refused = 0
        self.closed = False
        self.why = ""                    # why it ended, for Closed (HOST_BACK)
        self._number = 0
        self._on_close = on_close
        self.sent_at = time.monotonic()  # when something last went to the peer (the heartbeat's clock)
        # Sends in call order: the host sends from several tasks (one per client, the ticker)
        # and two PUTs in flight at once may reach the homeserver in either order; an update
        # overtaken by an older one would leave the client on a stale view.
        self._send_lock = asyncio.Lock()

    # -- incoming, from the sync loop
    def deliver(self, env: dict[str, Any]) -> None:
        if self.closed:
            return
        if env["bye"]:
            self._end(by_peer=True)
            return
        try:
            text = self.reassembly.feed(env)
        except EnvelopeError:
            self.refused += 1
            return
        if text is None:
            return
        if self.queue.qsize() >= MAX_QUEUE:
            self.refused += 1          # a flood: the session's rate limit would drop it anyway
            return
        self.queue.put_nowait(text)

    def _end(self, why: str = "", by_peer: bool = False) -> None:
        """No more messages: `receive` raises Closed(why) once the queue is read. `by_peer`:
        the peer ended it (a goodbye, a greeting), not this side."""
        if not self.closed:
            self.closed = True
            self.why = why
            self.queue.put_nowait(None)
            if self._on_close:
                self._on_close(self)

    # -- the interface
    async def send(self, text: str) -> None:
        if self.closed:
            raise Closed()
        self._number += 1
        try:
            contents = envelopes(text, self.room_id, self.nonce, self.client.device_id, self._number)
        except ValueError as exc:
            raise Closed(str(exc)) from exc
        async with self._send_lock:
            for content in contents:
                await self._put(content)

    async def _put(self, content: dict[str, Any]) -> None:
        msg = ToDeviceMessage(MSG_TYPE, self.peer, self.peer_device, content)
        resp = await self.client.to_device(msg, tx_id=new_nonce())
        if isinstance(resp, ToDeviceError):
            raise Closed(f"to-device refused: {resp.message}")
        self.sent_at = time.monotonic()

    async def beat(self, every: int) -> None:
        """The host's heartbeat (`every`: its period, so the client knows how long silence may
        last): one small to-device message, in order with the others."""
        if self.closed:
            return
        async with self._send_lock:
            await self._put({"hb": every, "g": self.room_id, "c": self.nonce, "d": self.client.device_id})

    async def receive(self) -> str:
        if self.closed and self.queue.empty():
            raise Closed()
        text = await self.queue.get()
        if text is None:
            raise Closed(self.why)
        return text

    def abort(self) -> None:
        """End it without a goodbye (the host's gate cutting a peer off)."""
        self._end()

    async def close(self) -> None:
        if self.closed:
            return
        self._end()
        try:                               # a goodbye after what is being sent, best effort
            async with self._send_lock:
                await self._put({"bye": 1, "g": self.room_id, "c": self.nonce, "d": self.client.device_id})
        except Exception:                  # noqa: BLE001  (the peer or the homeserver is gone)
            pass


class MatrixListener(Listener):
    """The host's room: `host` is its alias (the join code's address), `port` is 0."""

    def __init__(self, client: AsyncClient, room_id: str, alias: str, on_connection: OnConnection,
                 heartbeat: int = HEARTBEAT_EVERY):
        self.client = client
        self.room_id = room_id
        self.host = alias
        self.port = 0
        self.on_connection = on_connection
        self.conns: dict[tuple[str, str, str], MatrixConnection] = {}
        self.members: set[str] = {client.user_id}
        self.refused = 0
        self.checkpoint_every = CHECKPOINT_EVERY
        self.syncer = _Syncer(client, self._filter(), self._on_to_device, self._on_sync)
        self.heartbeat = heartbeat
        self._beating: asyncio.Task | None = None
        self._tasks: set[asyncio.Task] = set()
        self._closing = False

    def _filter(self) -> dict:
        # Only this room's membership: nothing else of the host's account is downloaded.
        return {"presence": {"not_types": ["*"]}, "account_data": {"not_types": ["*"]},
                "room": {"rooms": [self.room_id], "timeline": {"types": ["m.room.member"], "limit": 50},
                         "state": {"types": ["m.room.member"]}, "ephemeral": {"not_types": ["*"]},
                         "account_data": {"not_types": ["*"]}}}

    def _on_sync(self, resp) -> None:
        room = resp.rooms.join.get(self.room_id)
        if room is None:
            return
        for event in [*room.state, *room.timeline.events]:
            source = getattr(event, "source", {}) or {}
            if source.get("type") != "m.room.member":
                continue
            user = source.get("state_key")
            if source.get("content", {}).get("membership") == "join":
                self.members.add(user)
            elif user in self.members and user != self.client.user_id:
                self.members.discard(user)
                for key, conn in list(self.conns.items()):
                    if key[0] == user:
                        conn._end()         # left or was kicked: its seats are away

    def _on_to_device(self, sender: Any, content: Any) -> None:
        env = _parse_or_count(self, content)
        if env is None or env.get("hi") or "hb" in env:
            return                         # a host's greeting or heartbeat is for clients
        if env["g"] != self.room_id or not isinstance(sender, str) or sender not in self.members:
            self.refused += 1              # another game's, or a stranger's: not ours to answer
            log.info("refused to-device from %r: %s", sender,
                     "another room" if env["g"] != self.room_id else "not a member")
            return
        key = (sender, env["d"], env["c"])
        conn = self.conns.get(key)
        if conn is None:
            if env["bye"] or len(self.conns) >= MAX_CONNECTIONS or self._closing:
                self.refused += not env["bye"]   # a goodbye to a closed connection is no harm
                return
            conn = MatrixConnection(self.client, self.room_id, sender, env["d"], env["c"],
                                    on_close=lambda c: self.conns.pop((c.peer, c.peer_device, c.nonce), None))
            self.conns[key] = conn
            task = asyncio.ensure_future(self.on_connection(conn))
            self._tasks.add(task)
            task.add_done_callback(self._tasks.discard)
        before = conn.refused
        conn.deliver(env)
        self.refused += conn.refused - before

    def start_heartbeat(self) -> None:
        self._beating = asyncio.ensure_future(self._heartbeats())

    async def _heartbeats(self) -> None:
        """Every connection the host sent nothing for a heartbeat period gets a heartbeat (a
        client hears from the host at least every 1.5 periods): a client that hears nothing for
        HOST_SILENT_BEATS periods knows the host is gone (no connection drops over Matrix)."""
        while True:
            await asyncio.sleep(self.heartbeat / 2)
            now = time.monotonic()
            due = [c for c in list(self.conns.values()) if not c.closed and now - c.sent_at >= self.heartbeat]
            results = await asyncio.gather(*(c.beat(self.heartbeat) for c in due), return_exceptions=True)
            for conn, result in zip(due, results):
                if isinstance(result, Exception):      # the next period tries again
                    log.info("heartbeat to %s failed: %s", conn.peer, result)

    async def greet(self) -> None:
        """Tell the room's other members' devices that the host is (back) here: a client still
        connected from before (a host that crashed or restarted) connects again and resumes.
        Best effort: a member who misses it can still Rejoin."""
        content = {"hi": 1, "g": self.room_id, "d": self.client.device_id}
        for member in sorted(self.members - {self.client.user_id}):
            try:
                await self.client.to_device(ToDeviceMessage(MSG_TYPE, member, "*", content), tx_id=new_nonce())
            except Exception as exc:      # noqa: BLE001  (a greeting is a courtesy)
                log.info("greeting %s failed: %s", member, exc)

    async def checkpoint(self, seq: int, over: bool, state_digest: str) -> bool:
        """The room's checkpoint state event (HostServer calls it at most every
        `checkpoint_every` seconds, and when it stops). Integers and strings only."""
        resp = await self.client.room_put_state(self.room_id, CHECKPOINT_STATE,
                                                {"seq": int(seq), "over": int(bool(over)),
                                                 "state_digest": str(state_digest)[:128]})
        if isinstance(resp, RoomPutStateError):
            log.warning("checkpoint refused: %s", resp.message)
            return False
        return True

    def abort(self) -> None:
        """Gone without a goodbye (a killed app; tests): sync and heartbeats stop, nothing more is
        sent, nobody is told."""
        for task in (self._beating, self.syncer.task, *self._tasks):
            if task is not None:
                task.cancel()
        asyncio.ensure_future(self.client.close())

    async def finish(self) -> None:
        """The game is over (the host's records keep it): its room is let go, so finished games
        do not pile up on the host's account: the alias deleted, the room left and forgotten.
        Friends' connections are said goodbye first. Best effort: a refusal is logged."""
        for conn in list(self.conns.values()):
            await conn.close()
        for what, call in (("delete the alias", lambda: self.client.room_delete_alias(self.host)),
                           ("leave the room", lambda: self.client.room_leave(self.room_id)),
                           ("forget the room", lambda: self.client.room_forget(self.room_id))):
            try:
                resp = await call()
            except Exception as exc:      # noqa: BLE001  (the homeserver is gone: nothing to tidy there)
                resp = exc
            if isinstance(resp, (ErrorResponse, Exception)):
                log.warning("could not %s %s: %s", what, self.host, getattr(resp, "message", resp))

    async def close(self) -> None:
        self._closing = True
        if self._beating is not None:
            self._beating.cancel()
            await asyncio.gather(self._beating, return_exceptions=True)
        for conn in list(self.conns.values()):
            await conn.close()
        await self.syncer.stop()
        for task in list(self._tasks):
            task.cancel()
        await asyncio.gather(*self._tasks, return_exceptions=True)
        await self.client.close()


class MatrixBackend(Backend):
    """`MatrixBackend(login)`. `listen(host, port, ...)`: `host` is the wanted alias localpart
    ("" or an address: a random `bugs-...`), `port` is ignored; the listener's `host` is the
    full alias. A localpart whose room exists and was made by this user (a resumed game)
    reopens that room: the same alias, so the same join codes. `connect(join)` logs in with this backend's login and joins the room whose
    alias is `join.host`. After either, `self.login` holds the token and device to keep."""

    name = "mx"
    listener_names_address = True     # join codes name the room's alias, not this machine

    def __init__(self, login: MatrixLogin, timeout: float = 30.0, heartbeat: int = HEARTBEAT_EVERY):
        """`heartbeat`: seconds between a host's heartbeats (a listener), and a client's
        expectation of them until its host's first heartbeat says its own period."""
        self.login = login.check()
        self.timeout = timeout
        self.heartbeat = heartbeat

    async def listen(self, host: str, port: int, on_connection: OnConnection) -> Listener:
        client, self.login = await login_client(self.login, self.timeout)
        try:
            local = host if host and all(ch.isalnum() or ch in "-_" for ch in host) else \
                "bugs-" + "".join(secrets.choice(string.ascii_lowercase + string.digits) for _ in range(12))
            server = client.user_id.split(":", 1)[1]
            alias = f"#{local}:{server}"
            game = {"v": 1, "host": client.user_id, "device": client.device_id}
            state = [{"type": GAME_STATE, "state_key": "", "content": game}]
            resp = await client.room_create(visibility=RoomVisibility.private, alias=local,
                                            name=f"{APP_NAME} game", preset=RoomPreset.public_chat,
                                            initial_state=state)
            if isinstance(resp, RoomCreateError) and resp.status_code == "M_ROOM_IN_USE" and host:
                room_id = await self._reopen(client, alias, game)
            elif isinstance(resp, RoomCreateError):
                raise _failed(resp, "the game's room could not be created")
            else:
                room_id = resp.room_id
            listener = MatrixListener(client, room_id, alias, on_connection, self.heartbeat)
            # What reached this device before (a resumed game's old connections) is stale: the
            # players say hello again on fresh connections ...
            await listener.syncer.first(deliver=False)
            listener.syncer.start()
            listener.start_heartbeat()
            await listener.greet()       # ... which the greeting asks those still there for
            return listener
        except BaseException:
            await client.close()
            raise

    @staticmethod
    async def _reopen(client: AsyncClient, alias: str, game: dict) -> str:
        """A resumed game's room (its alias is taken because it is ours): its id, after the game
        state event names this device. Closed when the room is not this user's game."""
        found = await client.room_resolve_alias(alias)
        room_id = getattr(found, "room_id", None)
        if not isinstance(room_id, str):
            raise Closed(f"the game's room {alias} cannot be found again")
        joined = await client.join(room_id)
        if isinstance(joined, JoinError):
            raise Closed(f"the game's room {alias} cannot be entered again: {joined.message}")
        old = await client.room_get_state_event(room_id, GAME_STATE)
        if getattr(old, "content", {}).get("host") != client.user_id:
            raise Closed(f"the game's room {alias} belongs to another Matrix user")
        put = await client.room_put_state(room_id, GAME_STATE, game)
        if isinstance(put, RoomPutStateError):
            raise Closed(f"the game's room {alias} could not be updated: {put.message}")
        return room_id

    async def connect(self, join: JoinCode) -> Connection:
        try:
            return await asyncio.wait_for(self._connect(join), self.timeout)
        except asyncio.TimeoutError as exc:
            raise Closed("the homeserver did not answer in time") from exc

    async def _connect(self, join: JoinCode) -> Connection:
        client, self.login = await login_client(self.login, self.timeout)
        try:
            joined = await client.join(join.host)
            if isinstance(joined, JoinError):
                raise _failed(joined, f"the game's room {join.host} could not be joined")
            room_id = joined.room_id
            state = await client.room_get_state_event(room_id, GAME_STATE)
            content = getattr(state, "content", None)
            if isinstance(state, RoomGetStateEventError) or not isinstance(content, dict) \
                    or not isinstance(content.get("host"), str) or not isinstance(content.get("device"), str):
                raise Closed(f"that room is not a {APP_NAME} game")
            conn = _ClientConnection(client, room_id, content["host"], content["device"], new_nonce(),
                                     self.heartbeat)
            # Nothing waiting can be for this new connection (it has not said hello yet); an old
            # greeting from a host restart must not end it.
            await conn.syncer.first(deliver=False)
            conn.syncer.start()
            conn.watch()
            return conn
        except BaseException:
            await client.close()
            raise


class _ClientConnection(MatrixConnection):
    """A client's one connection: it owns the nio client and its sync loop, and reads only
    the host's device's messages for its own nonce. Nothing from the host (a message or a
    heartbeat) for HOST_SILENT_BEATS of its heartbeat periods ends it with Closed(HOST_GONE):
    a host that crashed drops no connection over Matrix."""

    def __init__(self, client: AsyncClient, room_id: str, host: str, host_device: str, nonce: str,
                 heartbeat: int = HEARTBEAT_EVERY):
        super().__init__(client, room_id, host, host_device, nonce)
        # No room data at all: a client needs only its to-device messages.
        sync_filter = {"presence": {"not_types": ["*"]}, "account_data": {"not_types": ["*"]},
                       "room": {"rooms": []}}
        self.syncer = _Syncer(client, sync_filter, self._on_to_device)
        self.silence = heartbeat * HOST_SILENT_BEATS   # until the host's heartbeat says its period
        self.heard_at = time.monotonic()
        self._watcher: asyncio.Task | None = None

    def watch(self) -> None:
        """From now on (connected, first sync done), the host's silence is watched."""
        self.heard_at = time.monotonic()
        self._watcher = asyncio.ensure_future(self._watch_host())

    async def _watch_host(self) -> None:
        while not self.closed:
            left = self.silence - (time.monotonic() - self.heard_at)
            if left <= 0:
                self._end(HOST_GONE, by_peer=True)
                return
            await asyncio.sleep(min(left, self.silence / 4))

    def _on_to_device(self, sender: Any, content: Any) -> None:
        env = _parse_or_count(self, content)
        if env is None:
            return
        if env.get("hi"):
            if sender == self.peer and env["g"] == self.room_id:
                self._end(HOST_BACK, by_peer=True)   # the host restarted: connect again to resume
            return
        if sender != self.peer or env["d"] != self.peer_device or env["g"] != self.room_id \
                or env["c"] != self.nonce:
            return                         # an earlier connection's, or not the host's
        self.heard_at = time.monotonic()
        if "hb" in env:
            self.silence = env["hb"] * HOST_SILENT_BEATS
            return
        self.deliver(env)

    def _end(self, why: str = "", by_peer: bool = False) -> None:
        was = self.closed
        super()._end(why, by_peer)
        if by_peer and not was:
            # Ended from the other side: this connection's sync loop and client go too (later:
            # this runs inside the sync loop's own delivery).
            asyncio.ensure_future(self._shut())

    async def _shut(self) -> None:
        if self._watcher is not None and self._watcher is not asyncio.current_task():
            self._watcher.cancel()
        await self.syncer.stop()
        await self.client.close()

    async def close(self) -> None:
        await super().close()
        await self._shut()

    def abort(self) -> None:
        """Gone without a goodbye (a killed app): the sync stops, nothing more is sent."""
        self._end()
        if self.syncer.task is not None:
            self.syncer.task.cancel()
        if self._watcher is not None:
            self._watcher.cancel()
        asyncio.ensure_future(self.client.close())
