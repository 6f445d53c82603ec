"""Network play: the action round trip over WebSockets on loopback, and over Matrix.

    .venv/bin/python bench/net_roundtrip.py [--game bug_council] [--actions 300] [--seed 1]
                                            [--transport ws|matrix|both]

`--transport matrix`: against a local Synapse homeserver with its default rate limits
(tools/local_synapse.py: 127.0.0.1, a free port, a temp dir; stopped by its pid at the end),
every message a to-device message (game/net/matrix.py); goal p95 <= 250 ms. `both` runs the
two on the same games, one after the other, and prints them side by side.

A host session (3 remote seats) listens on 127.0.0.1 on a port the OS chooses; three clients
driven by random bots play whole games until `--actions` intents were applied. A round trip
is one intent: from the client sending it to the client receiving the update that
acknowledges it (host: parse, check, apply, a view and digests for every seat, three sends).
Beside it, the reference figures: the engine's own `apply_action` for the same actions, and the
session's in-process handling of one intent (no sockets). Goal on this machine: p95 <= 20 ms.
`NET_BENCH_TIMEOUT` (seconds, default 600) bounds one game.
Figures are read by people, never asserted (they depend on the load; load1 is printed).
The last line is one JSON object with every figure.
"""
from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import signal
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.net.client import ClientState, RandomBot  # noqa: E402
from game.net.host import HostServer, RemoteClient, gather_bounded  # noqa: E402
from game.net.session import HostSession  # noqa: E402
from game.net.websocket import WebSocketBackend  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))
GOALS_P95_MS = {"ws": 20, "matrix": 250}
from game.setup import GameSetup, SeatSetup  # noqa: E402

MODES = {"bug_council": "table", "party_bugs": "party"}


def pct(xs: list[float], q: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))] if xs else 0.0


def setup(game: str, seed: int) -> GameSetup:
    return GameSetup(MODES[game], 3, tuple(SeatSetup(f"P{i}", "#808080", "human") for i in range(3)),
                     seed, game=game)


class Backends:
    """A fresh backend for the host and for each client of one game."""

    def __init__(self, transport: str, synapse=None):
        self.transport = transport
        self.synapse = synapse
        self.users = 0

    def make(self):
        if self.transport == "ws":
            return WebSocketBackend()
        from game.net.matrix import MatrixBackend
        from game.net.matrix_login import MatrixLogin
        self.users += 1
        u = self.synapse.register(f"bench{self.users}")
        return MatrixBackend(MatrixLogin(self.synapse.base_url, u["user_id"],
                                         access_token=u["access_token"], device_id=u["device_id"]))


async def one_game(game: str, seed: int, rtts: list[float], backends: Backends) -> HostSession:
    session = HostSession(setup(game, seed), remote={0, 1, 2})
    server = HostServer(session, backends.make())
    await server.start("127.0.0.1" if backends.transport == "ws" else "", 0)
    remotes = []
    try:
        for s in range(3):
            client = ClientState(s, session.token(s))
            bot = RandomBot(client, random.Random(f"{seed}/{s}"))
            sent: dict[int, float] = {}

            def on_message(msg, client=client, bot=bot, sent=sent):
                if msg.get("type") == "update" and msg.get("ack") in sent:
                    rtts.append(time.perf_counter() - sent.pop(msg["ack"]))
                reply = bot.on_message(msg)
                if reply is not None:
                    sent[client.last_intent] = time.perf_counter()
                return reply

            remotes.append(RemoteClient(client, backends.make(), server.join_code(s), on_message))
            await remotes[-1].connect()
        await gather_bounded(*(r.run(until=lambda c=r.state: c.over) for r in remotes),
                             timeout=float(os.environ.get("NET_BENCH_TIMEOUT", 600)))
        return session
    finally:
        for r in remotes:
            await r.close()
        await server.stop()


def reference(game: str, record_actions: list, seed: int) -> tuple[list[float], list[float]]:
    """Engine apply time and in-process session handling, for the same game's actions."""
    session = HostSession(setup(game, seed), remote={0, 1, 2})
    clients = {s: ClientState(s, session.token(s)) for s in range(3)}
    for s, c in clients.items():
        session.receive(s, c.hello())
    engine, host = [], []
    state = session.match.state
    for a in record_actions:
        t0 = time.perf_counter()
        nxt, _ = state.apply_action(a)
        engine.append(time.perf_counter() - t0)
        text = clients[a.seat].intent(session.game.action_to_data(a))
        t0 = time.perf_counter()
        session.receive(a.seat, text)
        host.append(time.perf_counter() - t0)
        state = nxt
    session.stop()
    return engine, host


def measure(game: str, actions: int, seed0: int, backends: Backends) -> dict:
    rtts: list[float] = []
    engine: list[float] = []
    host: list[float] = []
    seed = seed0
    while len(rtts) < actions:
        session = asyncio.run(one_game(game, seed, rtts, backends))
        e, h = reference(game, list(session.match.record.actions), seed)
        engine += e
        host += h
        seed += 1
    ms = lambda xs, q: round(pct(xs, q) * 1000, 3)  # noqa: E731
    return {"game": game, "transport": backends.transport, "actions": len(rtts), "games": seed - seed0,
            "roundtrip_ms": {"median": ms(rtts, 0.5), "p95": ms(rtts, 0.95), "max": ms(rtts, 1.0)},
            "host_in_process_ms": {"median": ms(host, 0.5), "p95": ms(host, 0.95)},
            "engine_apply_ms": {"median": ms(engine, 0.5), "p95": ms(engine, 0.95)},
            "goal_p95_ms": GOALS_P95_MS[backends.transport], "load1": round(os.getloadavg()[0], 2)}


def report(out: dict) -> None:
    where = "WebSockets on loopback" if out["transport"] == "ws" else \
        "Matrix to-device messages (local Synapse, default rate limits)"
    print(f"{out['game']}: {out['actions']} actions over {where} ({out['games']} games)")
    print(f"  round trip (intent -> acknowledged update): median {out['roundtrip_ms']['median']} ms, "
          f"p95 {out['roundtrip_ms']['p95']} ms (goal <= {out['goal_p95_ms']} ms)")
    print(f"  reference: host handling in process median {out['host_in_process_ms']['median']} ms, "
          f"p95 {out['host_in_process_ms']['p95']} ms; engine apply_action median "
          f"{out['engine_apply_ms']['median']} ms, p95 {out['engine_apply_ms']['p95']} ms")
    print(f"  load1 {out['load1']}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--game", choices=sorted(MODES), default="bug_council")
    ap.add_argument("--actions", type=int, default=300)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--transport", choices=("ws", "matrix", "both"), default="ws")
    args = ap.parse_args()
    # A TERM (a timeout, a CI cancel) unwinds like Ctrl-C: the homeserver is stopped by its pid.
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    transports = ["ws", "matrix"] if args.transport == "both" else [args.transport]
    results = []
    synapse = None
    try:
        if "matrix" in transports:
            import local_synapse
            if not local_synapse.available():
                sys.exit(local_synapse.UNAVAILABLE)
            synapse = local_synapse.LocalSynapse().start()
        for t in transports:
            out = measure(args.game, args.actions, args.seed, Backends(t, synapse))
            report(out)
            results.append(out)
    finally:
        if synapse is not None:
            synapse.stop()
    print(json.dumps(results[0] if len(results) == 1 else results))


if __name__ == "__main__":
    main()
