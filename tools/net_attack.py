"""Hostile peers and a timed friend, for the host's hostile tests and bench/net_flood.py. They
reach this machine only (127.0.0.0/8, ::1, localhost: anything else is refused), and every
loop is bounded in count and time and stops by itself.

    python tools/net_attack.py flood --port P [--connections 20] [--frames 20000] [--reconnect] [--seconds 30]
    python tools/net_attack.py idle --port P [--connections 300] [--seconds 10]
    python tools/net_attack.py friend CODE [--times 5] [--every 0.5]

Each prints one JSON line of what it did. `HostMeter` measures a host in its own process
(resident memory, the network loop's tasks). A flooder speaks WebSocket by hand (the opening
handshake, then masked one-byte text frames written in blocks) and never reads what comes
back, as the issue's attacker did: a library client would read, pace and answer pings.
"""
from __future__ import annotations

import argparse
import asyncio
import base64
import ipaddress
import json
import os
import socket
import sys
import threading
import time

FRAME = bytes([0x81, 0x81, 0, 0, 0, 0]) + b"x"     # FIN + text, masked (key 0), payload "x"
BLOCK = 100                                          # frames per write
CONNECT_WITHIN = 10.0                                # seconds for one connection's handshake


def loopback(host: str) -> str:
    """`host` when it is this machine; ValueError otherwise (no test or bench reaches further)."""
    if host == "localhost" or ipaddress.ip_address(host).is_loopback:
        return host
    raise ValueError(f"{host} is not this machine: the attack tools reach loopback only")


async def handshake(host: str, port: int, stalled: bool = False):
    """A WebSocket opened by hand: (reader, writer) after the host's 101. `stalled`: a peer that
    then reads nothing at all (a tiny receive buffer, and its transport never reads again), so
    what the host sends it soon stops leaving the host."""
    loopback(host)
    if stalled:
        sock = socket.socket(socket.AF_INET6 if ":" in host else socket.AF_INET, socket.SOCK_STREAM)
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 1)      # the system's least
        sock.setblocking(False)
        await asyncio.get_running_loop().sock_connect(sock, (host, port))
        reader, writer = await asyncio.open_connection(sock=sock)
    else:
        reader, writer = await asyncio.open_connection(host, port)
    key = base64.b64encode(os.urandom(16)).decode()
    writer.write((f"GET / HTTP/1.1\r\nHost: {host}:{port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                  f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n").encode())
    head = await asyncio.wait_for(reader.readuntil(b"\r\n\r\n"), CONNECT_WITHIN)
    if b" 101 " not in head.split(b"\r\n", 1)[0]:
        writer.close()
        raise ConnectionError("no WebSocket upgrade")
    if stalled:
        writer.transport.pause_reading()
    return reader, writer


def text_frame(text: str) -> bytes:
    """One masked text frame (key 0) of a client, for texts under 64 KiB."""
    data = text.encode("utf-8", "surrogatepass")
    n = len(data)
    head = bytes([0x81, 0x80 | n]) if n < 126 else bytes([0x81, 0x80 | 126, n >> 8, n & 0xFF])
    return head + b"\0\0\0\0" + data


async def flood(host: str, port: int, connections: int, frames: int, reconnect: bool,
                seconds: float) -> dict:
    """`connections` peers, each writing `frames` one-byte frames as fast as the host takes
    them, never reading a reply, then staying until the host closes it; with `reconnect`, a
    peer connects again (and writes its frames again) each time, until `seconds` pass.
    `written` counts frames handed to the kernel (it takes them until the host's reset comes,
    read or not); `kept_open`: connections the host had not closed when the time was up."""
    deadline = time.monotonic() + seconds
    totals = {"written": 0, "opened": 0, "closed_by_host": 0, "kept_open": 0, "refused": 0}
    block = FRAME * BLOCK

    def left() -> float:
        return max(0.01, deadline - time.monotonic())

    async def one() -> None:
        while time.monotonic() < deadline:
            try:
                _reader, writer = await handshake(host, port)
            except (OSError, asyncio.TimeoutError, asyncio.IncompleteReadError, ConnectionError):
                totals["refused"] += 1
                if not reconnect:
                    return
                await asyncio.sleep(0.01)
                continue
            totals["opened"] += 1
            try:
                todo = frames
                while todo > 0:
                    n = min(BLOCK, todo)
                    writer.write(block if n == BLOCK else FRAME * n)
                    await asyncio.wait_for(writer.drain(), left())
                    todo -= n
                    totals["written"] += n
                await asyncio.wait_for(writer.wait_closed(), left())
                totals["closed_by_host"] += 1
            except OSError:
                totals["closed_by_host"] += 1
            except asyncio.TimeoutError:
                totals["kept_open"] += 1
            finally:
                writer.transport.abort()
            if not reconnect:
                return

    await asyncio.gather(*(one() for _ in range(connections)))
    return totals


async def open_idle(host: str, port: int, connections: int) -> tuple[list, int]:
    """`connections` WebSockets opened by hand that will say nothing: ([(reader, writer)...],
    how many could not be opened). In batches: a listener's backlog is about 100."""
    opened: list = []
    refused = 0
    for start in range(0, connections, 50):
        results = await asyncio.gather(*(handshake(host, port) for _ in range(start, min(connections, start + 50))),
                                       return_exceptions=True)
        for r in results:
            if isinstance(r, BaseException):
                refused += 1
            else:
                opened.append(r)
    return opened, refused


async def closed_within(conns: list, seconds: float) -> list[float | None]:
    """For each (reader, writer): seconds until the host closed it, None if it had not within
    `seconds` (reading only to see the end: a silent peer is sent nothing but errors). Every
    connection is dropped afterwards."""
    t0 = time.monotonic()

    async def until_closed(reader) -> float | None:
        try:
            while await asyncio.wait_for(reader.read(4096), max(0.01, t0 + seconds - time.monotonic())):
                pass
        except asyncio.TimeoutError:
            return None
        except OSError:
            pass
        return time.monotonic() - t0

    try:
        return list(await asyncio.gather(*(until_closed(r) for r, _w in conns)))
    finally:
        for _r, w in conns:
            w.transport.abort()


async def idle(host: str, port: int, connections: int, seconds: float) -> dict:
    """`connections` peers that open a WebSocket and say nothing: how many the host closed
    within `seconds`, and when the last of them went."""
    opened, refused = await open_idle(host, port, connections)
    closed = [c for c in await closed_within(opened, seconds) if c is not None]
    return {"opened": len(opened), "refused": refused, "closed_by_host": len(closed),
            "last_closed_after": max(closed, default=None)}


async def friend(code: str, times: int, every: float) -> dict:
    """Say hello with a join code `times` times (a fresh connection each), `every` seconds
    apart: seconds from connecting to the open socket, and from the hello to the welcome."""
    from websockets.asyncio.client import connect

    from game.net.client import ClientState
    from game.net.transport import JoinCode
    join = JoinCode.parse(code)
    loopback(join.host)
    host = f"[{join.host}]" if ":" in join.host else join.host
    out: dict = {"connect": [], "welcome": [], "codes": []}
    for _ in range(times):
        state = ClientState(join.seat, join.token)
        t0 = time.monotonic()
        async with connect(f"ws://{host}:{join.port}/", compression=None, open_timeout=30) as ws:
            t1 = time.monotonic()
            await ws.send(state.hello())
            while state.welcomed == 0:
                msg = state.handle(await asyncio.wait_for(ws.recv(), 60))
                if msg["type"] == "error":
                    out["codes"].append(msg["code"])
            out["connect"].append(t1 - t0)
            out["welcome"].append(time.monotonic() - t1)
        await asyncio.sleep(every)
    return out


def rss_mb() -> float:
    """This process's resident memory in MB (Linux: /proc/self/status)."""
    with open("/proc/self/status", encoding="ascii") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return 0.0


class HostMeter(threading.Thread):
    """The host's side, measured off its frame thread: resident memory and the network loop's
    task count (`net`: a game.net.runner.NetThread), every `every` seconds until `stop`."""

    def __init__(self, net, every: float = 0.1):
        super().__init__(daemon=True, name="host-meter")
        self.net = net
        self.every = every
        self.rss: list[float] = []
        self.tasks: list[int] = []
        self._halt = threading.Event()

    def run(self) -> None:
        async def count() -> int:
            return len(asyncio.all_tasks())
        asking = None
        while not self._halt.wait(self.every):
            self.rss.append(rss_mb())
            if asking is not None and asking.done():
                self.tasks.append(asking.result())
                asking = None
            if asking is None:               # one question at a time: a busy loop answers late
                asking = self.net.submit(count())

    def stop(self) -> None:
        self._halt.set()
        self.join(10)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="net_attack", description=__doc__.split("\n\n")[0])
    sub = p.add_subparsers(dest="kind", required=True)
    f = sub.add_parser("flood")
    f.add_argument("--host", default="127.0.0.1")
    f.add_argument("--port", type=int, required=True)
    f.add_argument("--connections", type=int, default=20)
    f.add_argument("--frames", type=int, default=20_000)
    f.add_argument("--reconnect", action="store_true")
    f.add_argument("--seconds", type=float, default=30.0)
    i = sub.add_parser("idle")
    i.add_argument("--host", default="127.0.0.1")
    i.add_argument("--port", type=int, required=True)
    i.add_argument("--connections", type=int, default=300)
    i.add_argument("--seconds", type=float, default=10.0)
    fr = sub.add_parser("friend")
    fr.add_argument("code")
    fr.add_argument("--times", type=int, default=5)
    fr.add_argument("--every", type=float, default=0.5)
    args = p.parse_args(argv)
    if args.kind == "flood":
        out = asyncio.run(flood(loopback(args.host), args.port, args.connections, args.frames, args.reconnect,
                                args.seconds))
    elif args.kind == "idle":
        out = asyncio.run(idle(loopback(args.host), args.port, args.connections, args.seconds))
    else:
        sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
        out = asyncio.run(friend(args.code, args.times, args.every))
    print(json.dumps(out), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
