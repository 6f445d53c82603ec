"""The network off the UI thread: an asyncio loop in a thread of its own, and thread-safe
queues between it and the app.

    net = NetThread(); net.start()
    link = ClientLink(net, WebSocketBackend(), join)                        # a client
    link.open(); link.send(text); for ev in link.poll(): ...   # NetEvent("open" | "message" | "closed", conn, text)
    net.stop()                            # closes everything and joins the thread

The host's side is `game/net/gate.Gate` (the same events, bounded: strangers never reach it).

Why this shape: a pygame frame must never wait for the network, so the UI thread only ever
puts texts on a queue (`send`, scheduled with `call_soon_threadsafe`) and takes what arrived
(`poll`, never blocking). The session (game/net/session.py) stays on the UI thread: it is not
thread-safe, and the host's own table applies actions to the same Match. No pygame here.
"""
from __future__ import annotations

import asyncio
import itertools
import queue
import threading
from typing import Any, Callable, Iterator, NamedTuple

from game.net.transport import Backend, Closed, Connection, JoinCode

OPEN, MESSAGE, CLOSED, FAILED, LISTENING = "open", "message", "closed", "failed", "listening"


class Failure(str):
    """Why listening or connecting failed (a FAILED event's text): the error's words, and
    `problem`, the backend's word for it when it has one (Matrix: SignInRefused.problem), so a
    screen can say it in its own words."""

    def __new__(cls, exc: BaseException) -> "Failure":
        out = super().__new__(cls, str(exc) or "no answer")
        out.problem = getattr(exc, "problem", None)
        return out


class NetEvent(NamedTuple):
    kind: str            # OPEN, MESSAGE, CLOSED (text: why, if known: transport.HOST_BACK...),
                         # FAILED (text: why, a Failure), LISTENING (text: the port)
    conn: int            # the connection's number (0 for the listener's own events)
    text: Any = None


class NetThread:
    """One asyncio event loop running in a daemon thread (one per app)."""

    def __init__(self, on_arrival: Callable[[], None] | None = None) -> None:
        """`on_arrival`: called on this thread whenever something was queued for the app's
        thread (the app wakes its resting run loop: scenes/frame_loop.py)."""
        self.on_arrival = on_arrival
        self.loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._ready = threading.Event()
        self._closing: list = []      # goodbyes under way: `stop` lets them finish first

    def start(self) -> "NetThread":
        if self._thread is None:
            self._thread = threading.Thread(target=self._run, name="net", daemon=True)
            self._thread.start()
            self._ready.wait(5.0)
        return self

    def _run(self) -> None:
        self.loop = asyncio.new_event_loop()
        asyncio.set_event_loop(self.loop)
        self._ready.set()
        try:
            self.loop.run_forever()
        finally:
            self.loop.close()

    @property
    def alive(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def submit(self, coro) -> "Any":
        """Run `coro` on the loop; a concurrent Future (never waited on by the UI)."""
        assert self.loop is not None, "NetThread.start() first"
        return asyncio.run_coroutine_threadsafe(coro, self.loop)

    def submit_closing(self, coro) -> Any:
        """Like `submit`, for a connection's goodbye: `stop` waits for it (bounded) before it
        cancels what is left, so the peer hears a close instead of waiting for a timeout."""
        fut = self.submit(coro)
        self._closing = [f for f in self._closing if not f.done()] + [fut]
        return fut

    def call(self, fn: Callable[..., Any], *args: Any) -> None:
        assert self.loop is not None
        self.loop.call_soon_threadsafe(fn, *args)

    def stop(self, timeout: float = 5.0) -> None:
        """Cancel what runs on the loop, stop it and join the thread (bounded)."""
        if self.loop is None or self._thread is None:
            return
        import concurrent.futures
        concurrent.futures.wait(self._closing, timeout=timeout)

        async def _cancel_all() -> None:
            tasks = [t for t in asyncio.all_tasks() if t is not asyncio.current_task()]
            for t in tasks:
                t.cancel()
            await asyncio.gather(*tasks, return_exceptions=True)

        try:
            asyncio.run_coroutine_threadsafe(_cancel_all(), self.loop).result(timeout)
        except Exception:   # noqa: BLE001 - stopping must go on whatever a task did
            pass
        self.loop.call_soon_threadsafe(self.loop.stop)
        self._thread.join(timeout)
        self._thread = None


class _Endpoint:
    """A client link's inbox and its outgoing connection."""

    def __init__(self, net: NetThread, backend: Backend):
        self.net = net
        self.backend = backend
        self.inbox: "queue.Queue[NetEvent]" = queue.Queue()
        self._conns: dict[int, Connection] = {}

    def _arrive(self, ev: NetEvent) -> None:
        """Queue `ev` for the app's thread, and say so."""
        self.inbox.put(ev)
        if self.net.on_arrival is not None:
            self.net.on_arrival()

    def poll(self, limit: int = 256) -> Iterator[NetEvent]:
        """What arrived since the last poll (at most `limit`: a flood cannot stall a frame)."""
        for _ in range(limit):
            try:
                yield self.inbox.get_nowait()
            except queue.Empty:
                return

    def send(self, conn: int, text: str, close: bool = False) -> None:
        self.net.call(self._schedule, conn, text, close)

    def _schedule(self, conn: int, text: str, close: bool) -> None:
        c = self._conns.get(conn)
        if c is not None:
            asyncio.ensure_future(self._send(c, text, close))

    async def _send(self, c: Connection, text: str, close: bool) -> None:
        try:
            await c.send(text)
            if close:
                await c.close()
        except Closed:
            pass           # the reader notices and reports CLOSED

    async def _read(self, cid: int, c: Connection) -> None:
        self._conns[cid] = c
        self._arrive(NetEvent(OPEN, cid))
        why = None
        try:
            while True:
                self._arrive(NetEvent(MESSAGE, cid, await c.receive()))
        except Closed as exc:
            why = str(exc) or None
        finally:
            self._conns.pop(cid, None)
            self._arrive(NetEvent(CLOSED, cid, why))

    def drop(self, conn: int) -> None:
        """Cut a connection at once (tests: a client that vanishes)."""
        def _abort() -> None:
            c = self._conns.get(conn)
            if c is not None:
                c.abort()
        self.net.call(_abort)


class ClientLink(_Endpoint):
    """A client's one connection to the host (connection number 1, each `open` a new one)."""

    def __init__(self, net: NetThread, backend: Backend, join: JoinCode):
        super().__init__(net, backend)
        self.join = join
        self._ids = itertools.count(1)
        self.conn: int | None = None

    def open(self, first: str | None = None) -> None:
        """Connect (again); `first` is sent as soon as the connection is up (the hello).
        OPEN then MESSAGEs, or FAILED (text: why), arrive in `poll`."""
        cid = next(self._ids)
        self.conn = cid

        async def _open() -> None:
            try:
                c = await self.backend.connect(self.join)
            except Exception as exc:     # noqa: BLE001  (Closed, OSError, a homeserver library's own: all said)
                self._arrive(NetEvent(FAILED, cid, Failure(exc)))
                return
            if first is not None:
                try:
                    await c.send(first)
                except Closed:
                    pass
            await self._read(cid, c)
        self.net.submit(_open())

    def say(self, text: str) -> None:
        if self.conn is not None:
            self.send(self.conn, text)

    def close(self) -> None:
        async def _close() -> None:
            for c in list(self._conns.values()):
                await c.close()
        if self.net.alive:
            self.net.submit_closing(_close())   # not waited for: leaving a screen never blocks a frame
        self.conn = None
