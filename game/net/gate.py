"""The host's gate: every connection comes in here, on the network loop, and strangers are
refused cheaply before anything reaches the session (docs/network.md, "The gate").

    gate = Gate(backend, tokens)             # the remote seats' secret tokens
    gate.listen(net, host, port)             # from the UI thread: LISTENING or FAILED arrives in poll
    await gate.start(host, port)             # ... or on the loop itself (HostServer)
    events = gate.poll()                     # any thread: OPEN, MESSAGE, CLOSED of admitted connections
    gate.send(feed(session, events))         # any thread: the session's Outgoing items
    gate.close(net) / await gate.stop()      # queued texts go out (bounded), then everything closes
                                             # (finished=True: a finished game's Matrix room goes too)

Both hosts go through it: the app's `HostedGame` (and `bug-council host`, which drives one
without a screen) polls it from the UI thread, `HostServer` (tests, benches) from the loop;
`feed(session, events)` hands the events to the session the same way for both.

Contracts (the numbers are `Limits`):
* A connection is a *stranger* until it says a valid hello: one that parses and whose token a
  remote seat holds (compared in constant time with each). Then it is *admitted*: OPEN, the
  hello, its later messages and finally CLOSED reach the inbox. Nothing a stranger sends
  reaches the session, so a stranger costs the UI thread nothing.
* A stranger is closed when it has not said a valid hello within `hello_within` seconds, when
  it sends more than `stranger_junk` refused messages, or, after a `bad_token` answer, when it
  says a hello with a token nobody holds. At most `max_strangers` at once: one more pushes out
  the oldest, so a friend (who says hello at once) is never kept out by idle connections.
* Every message is checked here (`messages.parse_client`, so text UTF-8 cannot encode is
  `bad_schema`); a refused one is answered with its error code by the gate, and an admitted
  connection that sends more than `junk_limit` refused messages in a row is closed.
* Rate: a token bucket per connection (`rate`). Over it, or over the inbox bounds
  (`inbox_per_conn` messages waiting per connection, `inbox_total` in all), a message is
  dropped, never answered one by one: one `rate_limited` notice per burst (until a message
  gets through again), and a connection that drops more than `flood_limit` in a row is closed.
* Sends: each connection has its own queue of at most `send_queue` texts, served by its own
  task, so a peer that stops reading holds up nobody. When its queue overflows it is dropped:
  the view is the truth, and its player resyncs with a hello.
"""
from __future__ import annotations

import asyncio
import collections
import hmac
import itertools
import logging
import threading
import time
from dataclasses import dataclass, field
from typing import Any, Callable, Iterable

from game.net import messages as m
from game.net.runner import CLOSED, FAILED, LISTENING, MESSAGE, OPEN, Failure, NetEvent, NetThread
from game.net.session import Outgoing, RateLimit
from game.net.transport import Backend, Closed, Connection, Listener
from game.net.wire import WireError, dumps

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Limits:
    """What one connection, and all of them, may cost the host."""
    hello_within: float = 5.0        # seconds a stranger has to say a valid hello
    max_strangers: int = 32          # connections without a valid hello, at once
    stranger_junk: int = 3           # refused messages a stranger may send; one more closes it
    junk_limit: int = 16             # refused messages in a row from an admitted connection
    rate: RateLimit = field(default_factory=RateLimit)
    flood_limit: int = 400           # messages dropped in a row before the connection is closed
    inbox_per_conn: int = 32         # messages waiting for the session, per connection ...
    inbox_total: int = 512           # ... and in all
    send_queue: int = 128            # texts waiting to be sent to one connection
    goodbye_within: float = 2.0      # seconds `stop` lets queued texts and goodbyes go out


# Why the gate closed connections (the keys of `Gate.closed_for`).
HELLO_LATE, JUNK, FLOOD, CROWDED, STALLED, BAD_TOKEN = (
    "hello_late", "junk", "flood", "crowded", "stalled", "bad_token")


@dataclass(eq=False)
class _Peer:
    """One connection as the gate sees it (loop thread only)."""
    cid: int
    conn: Connection
    tokens: float                    # its rate bucket (RateLimit.take)
    stamp: float
    outbox: asyncio.Queue
    admitted: bool = False
    junk: int = 0                    # refused messages (a stranger's in all; else in a row)
    dropped: int = 0                 # messages dropped in a row (rate or inbox)
    noticed: bool = False            # told rate_limited since a message last got through
    closing: bool = False            # a close is queued: nothing more is taken or sent
    gone: bool = False               # cut: its transport was aborted
    sender: asyncio.Task | None = None
    timer: asyncio.TimerHandle | None = None


class Gate:
    """See the module docstring. `tokens`: the remote seats' tokens (a lobby move swaps seats,
    never the set). `clock`: seconds, monotonic, for the rate buckets (tests pass a fake one;
    the hello deadline is the loop's own timer)."""

    def __init__(self, backend: Backend, tokens: Iterable[str], limits: Limits | None = None,
                 clock: Callable[[], float] = time.monotonic):
        self.backend = backend
        self.limits = limits or Limits()
        self.clock = clock
        self._tokens = [t.encode("utf-8") for t in tokens]
        self.listener: Listener | None = None
        self.host: str | None = None
        self.port: int | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self.arrived: asyncio.Event | None = None     # set on the loop whenever the inbox grows
        # Also called whenever the inbox grows: the app's NetThread.on_arrival (it wakes the
        # app's resting run loop, scenes/frame_loop.py), taken from the thread `listen` runs on.
        self.on_arrival: Callable[[], None] | None = None
        self._ids = itertools.count(1)
        self._peers: dict[int, _Peer] = {}
        self._strangers: "collections.OrderedDict[int, _Peer]" = collections.OrderedDict()
        self._lock = threading.Lock()                  # the inbox is read from another thread
        self._inbox: "collections.deque[NetEvent]" = collections.deque()
        self._waiting: dict[int, int] = {}             # admitted connection -> its messages in the inbox
        self._messages = 0                             # messages in the inbox, all connections
        self._tasks: set[asyncio.Task] = set()
        # What the gate refused, for tests and benches.
        self.refused = 0                               # malformed messages answered with an error
        self.dropped = 0                               # messages over the rate or the inbox bounds
        self.admitted = 0
        self.closed_for: collections.Counter = collections.Counter()

    # --- listening ------------------------------------------------------------------------

    async def start(self, host: str, port: int) -> None:
        """Listen (on the loop); raises what the backend raises."""
        self._loop = asyncio.get_running_loop()
        if self.arrived is None:
            self.arrived = asyncio.Event()
        self.listener = await self.backend.listen(host, port, self._serve)
        self.host, self.port = self.listener.host, self.listener.port

    def listen(self, net: NetThread, host: str, port: int) -> None:
        """Listen from another thread: LISTENING (text: the port) or FAILED (text: why, a
        runner.Failure or the system's words) arrives in `poll`."""
        self._loop = net.loop
        self.on_arrival = net.on_arrival

        async def _listen() -> None:
            try:
                await self.start(host, port)
            except OSError as exc:
                self._event(NetEvent(FAILED, 0, exc.strerror or str(exc)))
                return
            except Exception as exc:     # noqa: BLE001  (a homeserver's refusal, aiohttp's errors: said, not raised into the void)
                self._event(NetEvent(FAILED, 0, Failure(exc)))
                return
            self._event(NetEvent(LISTENING, 0, self.port))
        net.submit(_listen())

    # --- the inbox (any thread) -----------------------------------------------------------

    def poll(self, limit: int = 256) -> list[NetEvent]:
        """What arrived for the session (at most `limit` events): never blocks."""
        out: list[NetEvent] = []
        with self._lock:
            while self._inbox and len(out) < limit:
                ev = self._inbox.popleft()
                if ev.kind == MESSAGE:
                    self._messages -= 1
                    if ev.conn in self._waiting:
                        self._waiting[ev.conn] -= 1
                out.append(ev)
        return out

    def send(self, outs: Iterable[Outgoing]) -> None:
        """Queue the session's answers, from any thread (each connection's own task sends)."""
        outs = list(outs)
        if not outs or self._loop is None or self._loop.is_closed():
            return
        try:
            running = asyncio.get_running_loop()
        except RuntimeError:
            running = None
        if running is self._loop:
            self._deliver(outs)
            return
        try:
            self._loop.call_soon_threadsafe(self._deliver, outs)
        except RuntimeError:
            pass           # the network thread has stopped: nobody is connected any more

    # --- stopping -------------------------------------------------------------------------

    async def stop(self, finished: bool = False) -> None:
        """Let each connection's queued texts go out and close it (within `goodbye_within`
        seconds; then it is cut), and close the listener; `finished`: the game is over, so the
        listener first lets go of what kept it reachable (Listener.finish: a Matrix room)."""
        for peer in list(self._peers.values()):
            self._queue(peer, None, close=True)
        senders = [p.sender for p in self._peers.values() if p.sender is not None and not p.sender.done()]
        if senders:
            await asyncio.wait(senders, timeout=self.limits.goodbye_within)
        for peer in list(self._peers.values()):
            self._cut(peer)
        if self.listener is not None:
            if finished:
                await self.listener.finish()
            await self.listener.close()
        for task in list(self._tasks):
            task.cancel()
        await asyncio.gather(*self._tasks, return_exceptions=True)

    def drop_all(self) -> None:
        """Cut every connection at once (loop thread; tests: the network goes away)."""
        for peer in list(self._peers.values()):
            self._cut(peer)

    def close(self, net: NetThread, finished: bool = False) -> None:
        """`stop` from another thread, not waited for (NetThread.stop lets it finish)."""
        if net.alive and self._loop is not None:
            net.submit_closing(self.stop(finished))

    # --- one connection (loop thread) -----------------------------------------------------

    async def _serve(self, conn: Connection) -> None:
        """The backend's on_connection: read until the connection ends."""
        limits = self.limits
        peer = _Peer(next(self._ids), conn, limits.rate.burst, self.clock(),
                     asyncio.Queue(limits.send_queue))
        self._peers[peer.cid] = peer
        self._strangers[peer.cid] = peer
        if len(self._strangers) > limits.max_strangers:
            self._cut(next(iter(self._strangers.values())), CROWDED)
        peer.timer = asyncio.get_running_loop().call_later(limits.hello_within, self._late, peer)
        try:
            while not peer.gone:
                self._take(peer, await conn.receive())
        except Closed:
            pass
        finally:
            self._forget(peer)

    def _take(self, peer: _Peer, text: Any) -> None:
        """One message from `peer`: dropped, refused, or on to the session."""
        if peer.closing:
            return
        if not self.limits.rate.take(peer, self.clock()):
            self._drop(peer)
            return
        try:
            msg = m.parse_client(text)
        except WireError as exc:
            self._refuse(peer, exc.code)
            return
        if msg["type"] == "hello":
            if not self._known(msg["token"]):
                # One answer for every unknown token, as the session gives; then the door.
                self.closed_for[BAD_TOKEN] += 1
                self._queue(peer, dumps(m.error(m.BAD_TOKEN)), close=True)
                return
            if not peer.admitted:
                self._admit(peer)
                self._inbox_put(peer, text, bounded=False)   # a friend's hello is never dropped
                return
        elif not peer.admitted:
            self._refuse(peer, m.HELLO_FIRST)
            return
        peer.junk = 0
        self._inbox_put(peer, text)

    def _known(self, token: str) -> bool:
        theirs = token.encode("utf-8")          # parse_client refused what UTF-8 cannot encode
        found = False
        for mine in self._tokens:
            found |= hmac.compare_digest(mine, theirs)
        return found

    def _admit(self, peer: _Peer) -> None:
        peer.admitted = True
        self.admitted += 1
        self._strangers.pop(peer.cid, None)
        if peer.timer is not None:
            peer.timer.cancel()
        with self._lock:
            self._waiting[peer.cid] = 0
        self._event(NetEvent(OPEN, peer.cid))

    def _inbox_put(self, peer: _Peer, text: Any, bounded: bool = True) -> None:
        limits = self.limits
        with self._lock:
            full = bounded and (self._waiting.get(peer.cid, 0) >= limits.inbox_per_conn
                                or self._messages >= limits.inbox_total)
            if not full:
                self._inbox.append(NetEvent(MESSAGE, peer.cid, text))
                self._waiting[peer.cid] = self._waiting.get(peer.cid, 0) + 1
                self._messages += 1
        if full:
            self._drop(peer)
            return
        peer.dropped, peer.noticed = 0, False
        self._wake()

    def _drop(self, peer: _Peer) -> None:
        """A message over the rate or the inbox bounds: dropped; one notice per burst."""
        self.dropped += 1
        peer.dropped += 1
        if peer.dropped > self.limits.flood_limit:
            self._cut(peer, FLOOD)
        elif not peer.noticed:
            peer.noticed = True
            self._queue(peer, dumps(m.error(m.RATE_LIMITED)))

    def _refuse(self, peer: _Peer, code: str) -> None:
        """A malformed message: answered with its code, until the connection is junk."""
        self.refused += 1
        peer.junk += 1
        if peer.junk > (self.limits.junk_limit if peer.admitted else self.limits.stranger_junk):
            self._cut(peer, JUNK)
        else:
            self._queue(peer, dumps(m.error(code)))

    def _late(self, peer: _Peer) -> None:
        if not peer.admitted:
            self._cut(peer, HELLO_LATE)

    def _forget(self, peer: _Peer) -> None:
        """The connection ended (its reader stopped): the session hears CLOSED if it knew it."""
        peer.gone = True
        self._peers.pop(peer.cid, None)
        self._strangers.pop(peer.cid, None)
        if peer.timer is not None:
            peer.timer.cancel()
        if peer.sender is not None:
            peer.sender.cancel()
        if peer.admitted:
            with self._lock:
                self._waiting.pop(peer.cid, None)
            self._event(NetEvent(CLOSED, peer.cid))

    # --- sending (loop thread) ------------------------------------------------------------

    def _deliver(self, outs: list[Outgoing]) -> None:
        for out in outs:
            peer = self._peers.get(out.conn)
            if peer is not None:
                self._queue(peer, out.text, out.close)

    def _queue(self, peer: _Peer, text: str | None, close: bool = False) -> None:
        """`text` (None: nothing, only the close) on `peer`'s own queue; a full queue is a
        peer that stopped reading: it is cut."""
        if peer.gone or peer.closing:
            return
        if peer.sender is None:
            peer.sender = self._task(self._send_loop(peer))
        try:
            peer.outbox.put_nowait((text, close))
        except asyncio.QueueFull:
            self._cut(peer, STALLED)
            return
        peer.closing = close

    async def _send_loop(self, peer: _Peer) -> None:
        try:
            while True:
                text, close = await peer.outbox.get()
                if text is not None:
                    await peer.conn.send(text)
                if close:
                    await peer.conn.close()
                    return
        except Closed:
            pass               # its reader notices and tells the session
        except Exception as exc:   # noqa: BLE001  (a backend's own error: this peer is lost, not the host)
            log.warning("sending to connection %s failed: %s", peer.cid, exc)
            self._cut(peer)

    def _cut(self, peer: _Peer, why: str | None = None) -> None:
        """Drop `peer` at once, without a goodbye (its reader then ends)."""
        if peer.gone:
            return
        peer.gone = True
        if why is not None:
            self.closed_for[why] += 1
        self._strangers.pop(peer.cid, None)
        if peer.timer is not None:
            peer.timer.cancel()
        try:
            peer.conn.abort()
        except NotImplementedError:
            self._task(peer.conn.close())

    # --- helpers --------------------------------------------------------------------------

    def _event(self, ev: NetEvent) -> None:
        with self._lock:
            self._inbox.append(ev)
        self._wake()

    def _wake(self) -> None:
        if self.arrived is not None:
            self.arrived.set()
        if self.on_arrival is not None:
            self.on_arrival()

    def _task(self, coro) -> asyncio.Task:
        task = asyncio.ensure_future(coro)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)
        return task


def feed(session: Any, events: Iterable[NetEvent]) -> list[Outgoing]:
    """Hand the gate's events to a HostSession; its answers, for `Gate.send`. Other kinds
    (LISTENING, FAILED) are the caller's."""
    outs: list[Outgoing] = []
    for ev in events:
        if ev.kind == OPEN:
            session.open(ev.conn)
        elif ev.kind == MESSAGE:
            outs += session.receive(ev.conn, ev.text)
        elif ev.kind == CLOSED:
            outs += session.close(ev.conn)
    return outs
