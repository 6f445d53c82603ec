"""Headless friends for the lobby tests: random bots that join a hosted game with join codes
(with a name, when given), press Ready once welcomed (unless told not to) and play at random
after the host's Start, on a network thread of their own (loopback only; over Matrix, a
homeserver on 127.0.0.1). Close them in a finally, or let them in through
`tests.ui.app_with_guests`, which closes them. `clients` is keyed by the seat each code named
(the host may move them since)."""
from __future__ import annotations

import random
import time

from game.net.client import ClientState, RandomBot
from game.net.host import RemoteClient
from game.net.runner import NetThread
from game.net.transport import JoinCode
from game.net.websocket import WebSocketBackend


class Friends:
    """`backend(join)`: the transport a friend uses for its code (WebSockets by default; a
    Matrix test gives each seat its own account's MatrixBackend)."""

    def __init__(self, codes: list[str], seed: int = 5, names: list[str] | None = None, ready: bool = True,
                 backend=None):
        self.backend = backend or (lambda join: WebSocketBackend())
        self.net = NetThread().start()
        self.names = dict(zip(codes, names or []))
        self.ready = ready
        self.clients: dict[int, RemoteClient] = {}
        self.records: dict[int, list[str]] = {}      # every text each seat received, in order
        self.futures = {}
        self.seed = seed
        for code in codes:
            self.join(code)

    def join(self, code: str) -> RemoteClient:
        join = JoinCode.parse(code)
        assert join.host == "127.0.0.1" or join.backend == "mx"   # tests never reach past this machine
        state = ClientState(join.seat, join.token, self.names.get(code))
        bot = RandomBot(state, random.Random(self.seed + join.seat))

        def on_message(msg):
            # Wait for the host's Start: before it every intent would be refused.
            if not state.presence.get("started"):
                return state.ready(True) if msg["type"] == "welcome" and self.ready else None
            return bot.on_message(msg)

        client = RemoteClient(state, self.backend(join), join, on_message, self.records.setdefault(join.seat, []))
        self.clients[join.seat] = client

        async def run() -> None:
            await client.connect()
            await client.run()
        self.futures[join.seat] = self.net.submit(run())
        return client

    def drop(self, seat: int) -> None:
        """The friend's computer vanishes (no goodbye)."""
        self.net.call(self.clients[seat].abort)
        deadline = time.monotonic() + 10
        while not self.futures[seat].done() and time.monotonic() < deadline:
            time.sleep(0.01)

    def close(self) -> None:
        for c in self.clients.values():
            try:
                self.net.submit(c.close()).result(5)
            except Exception:   # noqa: BLE001 - already gone
                pass
        self.net.stop()


def host_view_digest(net: NetThread, server, seat: int) -> str:
    """The view digest an in-process host (game/net/host.HostServer on `net`) holds for `seat`,
    read on its own loop thread (the session is not thread-safe)."""
    async def digest() -> str:
        return server.session.view_digest(seat)
    return net.submit(digest()).result(10)
