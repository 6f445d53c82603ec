"""The session on a transport: the host's server loop and a client's connection loop (asyncio).

    server = HostServer(session, WebSocketBackend())
    await server.start("0.0.0.0", 0)        # server.join_code(seat, address) for each remote seat
    ...
    await server.stop()                      # closes every connection and stops the AI

    client = RemoteClient(ClientState(seat, token), backend, join, on_message)
    await client.connect()                   # says hello; `run()` reads until the connection ends

The host comes in through the gate (game/net/gate.py), exactly as the app's HostedGame does:
the same bounds, the same strangers refused, the same per-connection send queues; here the
session is fed on the loop itself (one thread), as soon as the gate lets something through.
`tick_every`: how often AI moves and zombie timeouts are looked at (AI answers wait at most
that long). A listener with a `checkpoint_every` (Matrix) is handed where the game stands that
often, when it moved, and once more when the host stops; a failed checkpoint is logged, never
fatal.
"""
from __future__ import annotations

import asyncio
import logging
from typing import Any, Awaitable, Callable

from game.net import messages as m
from game.net.client import ClientState
from game.net.gate import Gate, Limits, feed
from game.net.session import HostSession
from game.net.transport import Backend, Closed, Connection, JoinCode, Listener

log = logging.getLogger(__name__)


class HostServer:
    def __init__(self, session: HostSession, backend: Backend, tick_every: float = 0.01,
                 limits: Limits | None = None):
        self.session = session
        self.backend = backend
        self.tick_every = tick_every
        self.gate = Gate(backend, [session.token(s) for s in session.seats], limits)
        self._ticker: asyncio.Task | None = None
        self._checkpointed = -1        # the seq of the last checkpoint the listener kept ...
        self._checkpoint_at = -1e9     # ... and when (loop time)

    @property
    def listener(self) -> Listener | None:
        return self.gate.listener

    async def start(self, host: str = "127.0.0.1", port: int = 0) -> None:
        await self.gate.start(host, port)
        self._ticker = asyncio.create_task(self._run())

    def join_code(self, seat: int, address: str | None = None) -> JoinCode:
        """The code a remote seat's player types: `address` is how they reach this machine
        (defaults to the address listened on)."""
        assert self.listener is not None
        return JoinCode(self.backend.name, address or self.listener.host, self.listener.port, seat,
                        self.session.token(seat))

    def send(self, outs) -> None:
        """Send session answers made outside the loop's own feeding (from any thread): a test
        that drives the lobby itself (`session.move`, `session.begin`) hands them on here."""
        self.gate.send(outs)

    async def _run(self) -> None:
        arrived = self.gate.arrived
        while True:
            try:
                async with asyncio.timeout(self.tick_every):
                    await arrived.wait()
            except TimeoutError:
                pass
            arrived.clear()
            self.gate.send(feed(self.session, self.gate.poll(limit=1 << 30)))
            self.gate.send(self.session.tick())
            await self._checkpoint()

    async def _checkpoint(self, force: bool = False) -> None:
        """The listener's checkpoint, when the game moved and the listener's interval passed
        (or `force`: when the host stops)."""
        every = self.listener.checkpoint_every if self.listener is not None else None
        seq = self.session.seq
        now = asyncio.get_running_loop().time()
        if every is None or seq == self._checkpointed or (not force and now - self._checkpoint_at < every):
            return
        self._checkpoint_at = now
        try:
            if await self.listener.checkpoint(seq, self.session.over, self.session.state_digest()):
                self._checkpointed = seq
        except Exception as exc:       # noqa: BLE001  (a checkpoint is a courtesy: never stop the game)
            log.warning("checkpoint failed: %s", exc)

    async def stop(self) -> None:
        if self._ticker is not None:
            self._ticker.cancel()
            await asyncio.gather(self._ticker, return_exceptions=True)
        await self._checkpoint(force=True)
        await self.gate.stop()
        self.session.stop()


class RemoteClient:
    """A client's connection loop: `on_message(msg)` is called for each message the host sends
    (after `ClientState.handle`) and may return a text to send back (an intent).

    A `rate_limited` error means the host's gate dropped what was sent, and it says so once per
    burst: a text sent again at once would be dropped without a word. So an answer to that
    error goes out `retry_after` seconds later, once the host's bucket has refilled (at the
    default 40 a second, 0.25 s is ten messages)."""

    def __init__(self, state: ClientState, backend: Backend, join: JoinCode,
                 on_message: Callable[[dict[str, Any]], str | None] | None = None,
                 record: list[str] | None = None, retry_after: float = 0.25):
        self.retry_after = retry_after
        self.state = state
        self.backend = backend
        self.join = join
        self.on_message = on_message
        self.record = record           # every text received, when a test wants them
        self.conn: Connection | None = None

    async def connect(self) -> None:
        self.conn = await self.backend.connect(self.join)
        await self.conn.send(self.state.hello())

    async def send(self, text: str) -> None:
        assert self.conn is not None
        await self.conn.send(text)

    async def run(self, until: Callable[[], bool] | None = None) -> None:
        """Read messages until the connection ends or `until()` holds after a message."""
        assert self.conn is not None
        try:
            while True:
                text = await self.conn.receive()
                if self.record is not None:
                    self.record.append(text)
                msg = self.state.handle(text)
                reply = self.on_message(msg) if self.on_message else None
                if reply is not None:
                    if msg.get("type") == "error" and msg.get("code") == m.RATE_LIMITED:
                        await asyncio.sleep(self.retry_after)
                    await self.conn.send(reply)
                if until is not None and until():
                    return
        except Closed:
            return

    def abort(self) -> None:
        if self.conn is not None:
            self.conn.abort()

    async def close(self) -> None:
        if self.conn is not None:
            await self.conn.close()


async def gather_bounded(*aws: Awaitable[Any], timeout: float) -> list[Any]:
    """Await all of `aws` within `timeout` seconds (tests and the bench never hang)."""
    return await asyncio.wait_for(asyncio.gather(*aws), timeout)
