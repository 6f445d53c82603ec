"""The WebSockets backend of the transport interface (game/net/transport.py), on the
`websockets` package's asyncio API.

Why these settings: compression is off (a deflate bomb is one thing less to check, and the
messages are small); frames are capped at four times the session's message limit so that an
oversized message reaches the session and is refused there with an error the client can read,
while anything bigger is cut by websockets itself; pings notice a dead peer within ~40 s,
and the session's zombie timeout does the rest. The host's sockets keep a small receive
buffer (`RECEIVE_BUFFER`): websockets parses every frame of what one read returns before
anyone looks at them (about 170 bytes of Python objects per frame), so a read of the default
size (up to 256 KiB) of one-byte frames cost the host ~6 MB per flooding connection before the
gate could cut it off; a client's messages are small, so a small buffer costs a friend nothing.
Their send buffer is bounded too (`SEND_BUFFER`): on loopback and fast links the system grows
it to megabytes per connection, so a friend who stopped reading went unnoticed for a whole
game; bounded, its updates back up into the gate's queue for it within a few dozen, and the
gate drops it (the view is the truth: it resyncs with a hello).
"""
from __future__ import annotations

import asyncio
import socket

from websockets.asyncio.client import connect as ws_connect
from websockets.asyncio.server import serve as ws_serve
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from game.net.transport import Backend, Closed, Connection, JoinCode, Listener, OnConnection
from game.net.wire import MAX_BYTES

FRAME_LIMIT = 4 * MAX_BYTES
OPTIONS = dict(max_size=FRAME_LIMIT, compression=None, ping_interval=20, ping_timeout=20,
               max_queue=64)
# Bytes of the host's socket buffers; accepted connections inherit them from the listening socket.
RECEIVE_BUFFER = 4 * 1024
SEND_BUFFER = 64 * 1024


class WebSocketConnection(Connection):
    def __init__(self, ws):
        self._ws = ws

    async def send(self, text: str) -> None:
        try:
            await self._ws.send(text)
        except ConnectionClosed as exc:
            raise Closed() from exc

    async def receive(self) -> str:
        try:
            data = await self._ws.recv()
        except ConnectionClosed as exc:
            raise Closed() from exc
        # A binary frame is handed on as bytes: the session refuses what is not UTF-8 JSON.
        return data

    async def close(self) -> None:
        await self._ws.close()

    def abort(self) -> None:
        self._ws.transport.abort()


class WebSocketListener(Listener):
    def __init__(self, server, host: str, port: int):
        self._server = server
        self.host = host
        self.port = port

    async def close(self) -> None:
        self._server.close()
        await self._server.wait_closed()


class WebSocketBackend(Backend):
    name = "ws"

    async def listen(self, host: str, port: int, on_connection: OnConnection) -> Listener:
        async def handler(ws) -> None:
            await on_connection(WebSocketConnection(ws))

        server = await ws_serve(handler, host, port, **OPTIONS)
        for sock in server.sockets:
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, RECEIVE_BUFFER)
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF, SEND_BUFFER)
        bound = server.sockets[0].getsockname()
        return WebSocketListener(server, host, bound[1])

    async def connect(self, join: JoinCode, timeout: float = 10.0) -> Connection:
        host = f"[{join.host}]" if ":" in join.host else join.host
        try:
            ws = await asyncio.wait_for(ws_connect(f"ws://{host}:{join.port}/", **OPTIONS), timeout)
        except (OSError, InvalidHandshake, InvalidURI, asyncio.TimeoutError) as exc:
            raise Closed(str(exc)) from exc
        return WebSocketConnection(ws)
