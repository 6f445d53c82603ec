"""Network play over real WebSockets on 127.0.0.1 (ports chosen by the OS): full games of every
registered game's shared modes (tests/net_games.py) with client bots, one of them killed and
reconnected mid-game with its join code; every message a
client receives checked for another seat's hidden cards; hostile clients; zombie takeover.
Every server and connection is closed by the test that opened it (bounded by timeouts)."""
from __future__ import annotations

import asyncio
import json
import random

import pytest

from game.net.client import ClientState, RandomBot
from game.net.gate import Limits
from game.net.host import HostServer, RemoteClient, gather_bounded
from game.net.session import RateLimit
from game.net.session import HostSession
from game.net.transport import Closed, JoinCode
from game.net.websocket import WebSocketBackend
from game.net.wire import MAX_BYTES
from game.match import Match
from game.net.wire import digest, to_plain
from game.protocol import get_game
from test_net_session import GAMES, make_setup
from tests.net_games import quick_but, quick_first, usual_players

TIMEOUT = 40.0


async def _play(game: str, mode: str, seed: int, players: int | None = None, kill: int | None = 1,
                zombie_after: float = 3600.0, remote=None, ai=None, backend=None,
                listen_on: str = "127.0.0.1", timeout: float = TIMEOUT, servers: list | None = None,
                drops: dict | None = None, limits: Limits | None = None):
    """A full game; returns (session, clients, texts received per seat). `backend(role)` makes
    the backend of "host" and of each client ("p0", "p1"...): WebSockets unless given
    (tests/test_net_matrix.py passes Matrix's); `servers` receives the HostServer; `drops` the killed seat's
    number of texts received before its drop; `limits` the host gate's. `players`: the
    mode's usual count by default (tests/net_games.py)."""
    backend = backend or (lambda role: WebSocketBackend())
    players = usual_players(game, mode) if players is None else players
    remote = set(range(players)) if remote is None else remote
    session = HostSession(make_setup(game, mode, players, seed, ai), remote=remote, zombie_after=zombie_after)
    server = HostServer(session, backend("host"), limits=limits)
    await server.start(listen_on, 0)
    if servers is not None:
        servers.append(server)
    clients, records, remotes = {}, {}, {}
    try:
        for s in sorted(remote):
            clients[s] = ClientState(s, session.token(s))
            records[s] = []
            bot = RandomBot(clients[s], random.Random(f"{seed}/{s}"))
            join = JoinCode.parse(str(server.join_code(s)))   # as typed by the player
            remotes[s] = RemoteClient(clients[s], backend(f"p{s}"), join, bot.on_message, records[s])
            await remotes[s].connect()

        async def killed_and_back(s: int) -> None:
            await remotes[s].run(until=lambda: clients[s].seq >= 20)
            remotes[s].abort()                 # the connection drops without a goodbye
            await asyncio.sleep(0.05)
            if drops is not None:
                drops[s] = len(records[s])
            await remotes[s].connect()         # same seat and token: a full snapshot, then on
            await remotes[s].run(until=lambda: clients[s].over)

        def runner(s):
            if s == kill:
                return killed_and_back(s)
            return remotes[s].run(until=lambda: clients[s].over)

        await gather_bounded(*(runner(s) for s in remotes), timeout=timeout)
        # Quiet the line: the host has sent everything once every client saw the end.
        return session, clients, records
    finally:
        for r in remotes.values():
            await r.close()
        await server.stop()


@pytest.mark.parametrize("game,mode", quick_but(GAMES, {"bugspiel"}))     # Bugspiel's: seconds
def test_full_game_over_websockets_with_a_killed_client(game, mode):
    drops = {}
    session, clients, records = asyncio.run(_play(game, mode, seed=21, drops=drops))
    assert_everyone_agrees_after_a_resume(session, clients)
    assert_back_in_the_same_seat_and_position(session, records[1], drops[1])


def test_a_client_over_the_hosts_rate_waits_then_sends_again():
    """Bots answer at once, faster than a gate of 10 messages a second in bursts of 2 lets
    through: the gate drops one and says `rate_limited` once; the client waits, sends again,
    and the game finishes (it used to wait for ever for an answer to a resend dropped silently)."""
    tight = Limits(rate=RateLimit(per_second=10.0, burst=2.0))
    session, clients, _records = asyncio.run(_play("bug_council", "table", seed=21, kill=None, limits=tight, timeout=20.0))
    assert session.over and all(c.over for c in clients.values())
    assert any("rate_limited" in c.errors for c in clients.values())


def assert_back_in_the_same_seat_and_position(session: HostSession, texts: list[str], cut: int) -> None:
    """The first message after the drop (the first `cut` of `texts` came before it) is a welcome
    to the same seat (1, `_play`'s default), at a move no earlier than the last it saw, with
    exactly that seat's view of the game's position there (replayed from the host's record)."""
    before = [json.loads(t) for t in texts[:cut]]
    welcome = json.loads(texts[cut])
    assert welcome["type"] == "welcome" and welcome["seat"] == 1
    assert welcome["seq"] >= max(m.get("seq", 0) for m in before)
    match = Match(session.setup)
    for a in session.match.record.actions[:welcome["seq"]]:
        match.apply(a)
    assert welcome["view_digest"] == digest(to_plain(match.view(1), match.game.action_to_data))
    match.close()


def assert_everyone_agrees_after_a_resume(session: HostSession, clients: dict) -> None:
    """The game ended, every client holds the host's view and state digest, and seat 1 (killed
    and back, `_play`'s default) was welcomed twice, the others once."""
    assert session.over
    for s, c in clients.items():
        assert c.seq == session.seq and c.over
        assert c.view_digest() == session.view_digest(s)
        assert c.state_digest == session.state_digest()
    assert clients[1].welcomed == 2 and clients[0].welcomed == 1


# --- hidden cards ----------------------------------------------------------------------------

def _hidden(game: str, state, seat: int, own_discards: set) -> set[int]:
    """Cards `seat` may not know in `state` (beyond its memory)."""
    if game == "bug_council":
        out = {c for i, h in enumerate(state.hands) if i != seat for c in h}
        return out | (set(state.leftover) - own_discards)
    out = {c for i, h in enumerate(state.hands) if i != seat for c in h}
    out |= {c for d in state.decks for c in d}
    out |= {c for i, c in enumerate(state.face_down) if i != seat and c is not None}
    if not state.revealed:
        out |= {c for i, c in enumerate(state.chosen) if i != seat and c is not None}
    return out


def _cards(data, key: str = "") -> set[int]:
    """Card ints under card-bearing keys of plain data ("plays" hold [seat, card] pairs)."""
    out: set[int] = set()
    if isinstance(data, dict):
        for k, v in data.items():
            if k in ("plays", "history") and isinstance(v, list):
                pairs = [p for p in v if isinstance(p, list) and len(p) == 2] if k == "plays" else \
                        [p for trick in v for p in trick]
                out |= {p[1] for p in pairs if isinstance(p[1], int)}
            elif k in CARD_KEYS:
                out |= _ints(v)
            else:
                out |= _cards(v)
    elif isinstance(data, list):
        for v in data:
            out |= _cards(v)
    return out


CARD_KEYS = {"card", "cards", "hand", "playable", "discardable", "own_discard", "my_face_down",
             "my_play", "floor", "to_floor", "displays", "boxed", "face_down"}


def _ints(v) -> set[int]:
    if isinstance(v, bool) or v is None:
        return set()
    if isinstance(v, int):
        return {v}
    if isinstance(v, list):
        return {x for item in v for x in _ints(item)}
    return set()


@pytest.mark.parametrize("game,mode,players", [("bug_council", "table", 3), ("party_bugs", "party", 3)])
def test_no_seat_receives_a_hidden_card_before_its_reveal(game, mode, players):
    session, clients, records = asyncio.run(_play(game, mode, seed=33, players=players, kill=None))
    seen_redacted, seen_secret_choice, checked = assert_no_hidden_card_leaked(
        game, session.match.start_state, session.match.record.actions, records, players)
    assert seen_secret_choice and checked > 50, "a game with nothing hidden tests nothing"
    if game == "bug_council":
        assert seen_redacted, "no No Allegiance discard by another seat: choose another seed"


POSITION_FIELDS = {"v", "type", "game", "mode", "players", "seat", "seq", "over", "view", "view_digest",
                   "state_digest", "presence", "events", "ack", "connected", "ai", "started", "names", "ready",
                   "remote"}
FIELDS = {"error": {"v", "type", "code"}, "refused": {"v", "type", "n", "rule", "seat", "params"},
          "seated": {"v", "type", "seat", "token"}}


def assert_no_hidden_card_leaked(game: str, start_state, actions, records: dict, players: int) -> tuple[int, int, int]:
    """Every text each seat received (`records`: seat -> texts) against every position of the
    game (`start_state` and the host's `actions`): no card the seat may not know, in a view or
    an event that does not reveal it. Returns (another seat's redacted discards seen, another
    seat's secret choices seen, messages that had something hidden to check)."""
    definition = get_game(game)
    states = [start_state]
    for a in actions:
        states.append(states[-1].apply_action(a)[0])
    seen_redacted = seen_secret_choice = checked = 0
    for seat, texts in records.items():
        own_discards: set[int] = set()
        for text in texts:
            msg = json.loads(text)
            assert set(msg) <= FIELDS.get(msg["type"], POSITION_FIELDS), msg.keys()
            if msg["type"] not in ("welcome", "update") or not msg["view"]:     # (no view before Start)
                continue
            state = states[msg["seq"]]
            view = msg["view"]
            own_discards |= {a.arg for a in actions[:msg["seq"]] if a.kind == "discard" and a.seat == seat}
            hidden = _hidden(game, state, seat, own_discards)
            checked += bool(hidden)
            assert not _cards(view) & hidden, (seat, msg["seq"], _cards(view) & hidden)
            if msg["type"] == "update" and msg["seq"] > 0:
                # Hidden before and after the action, and not played by it: a new Age deals the
                # cards of the trick just won (shown by that trick) into hands again.
                hidden &= _hidden(game, states[msg["seq"] - 1], seat, own_discards)
                hidden -= {e["card"] for e in msg["events"] if e["kind"] == "card_played"}
            for event in msg.get("events", ()):
                if event["kind"] in ("discarded",) and event["seat"] != seat:
                    assert event["card"] is None
                    seen_redacted += 1
                if event["kind"] in ("declared", "card_chosen", "card_hidden"):
                    assert set(event) == {"kind", "seat"}
                    seen_secret_choice += event["seat"] != seat
                # A revealing event shows what it reveals; every other one shows nothing hidden.
                if not _reveals(definition, event, seat):
                    assert not _cards(event) & hidden, (seat, msg["seq"], event)
            if game == "bug_council" and state.phase == "declaration":
                assert [d for i, d in enumerate(view["declared"]) if i != seat] == [None] * (players - 1)
            if game == "party_bugs" and not state.revealed:
                assert view["plays"] == []
    return seen_redacted, seen_secret_choice, checked


def _reveals(definition, event: dict, seat: int) -> bool:
    kind = event["kind"]
    if kind == "card_played":
        return event["controller"] != seat
    return kind in ("dealt", "declarations_revealed", "pyramid_flipped", "emissary_drew", "age_scored",
                    "game_ended", "game_set_up", "plays_revealed", "round_ended", "game_scored")


# --- hostile clients ---------------------------------------------------------------------------

async def assert_the_game_goes_on(conn, client: ClientState, session: HostSession, before: str,
                                  timeout: float) -> None:
    """After hostile traffic, the seat's first legal action is applied (the game's first) and
    the connection closes cleanly; `before` is the state digest before any of it."""
    await conn.send(client.intent(client.legal()[0]))
    while client.acked != client.last_intent:
        client.handle(await asyncio.wait_for(conn.receive(), timeout))
    assert session.seq == 1 and session.state_digest() != before
    await conn.close()


def test_wrong_token_oversized_and_junk_over_the_socket_leave_the_game_alone():
    async def scenario():
        session = HostSession(make_setup("bug_council", "table"), remote={0, 1, 2})
        server = HostServer(session, WebSocketBackend())
        await server.start("127.0.0.1", 0)
        backend = WebSocketBackend()
        try:
            # A wrong token: refused, then the host closes the connection.
            join = server.join_code(0)
            bad = await backend.connect(JoinCode(join.backend, join.host, join.port, 0, "not-the-token"))
            await bad.send(ClientState(0, "not-the-token").hello())
            assert json.loads(await bad.receive())["code"] == "bad_token"
            with pytest.raises(Closed):
                await asyncio.wait_for(bad.receive(), 5)
            # The real seat 0: junk and oversized messages are refused, the seat stays usable.
            c0 = ClientState(0, session.token(0))
            conn = await backend.connect(join)
            await conn.send(c0.hello())
            c0.handle(await conn.receive())
            before = session.state_digest()
            for junk in ("{", b"\x00\xff", "x" * (MAX_BYTES + 10), json.dumps({"v": 1, "type": "intent"})):
                await conn.send(junk)
            codes = []
            while len(codes) < 4:
                msg = json.loads(await asyncio.wait_for(conn.receive(), 5))
                if msg["type"] == "error":
                    codes.append(msg["code"])
            assert codes == ["bad_json", "bad_json", "too_large", "bad_schema"]
            # Bigger than the transport's frame limit: websockets drops that connection.
            huge = await backend.connect(join)
            await huge.send("y" * (5 * MAX_BYTES))
            with pytest.raises(Closed):
                await asyncio.wait_for(huge.receive(), 5)
            await assert_the_game_goes_on(conn, c0, session, before, timeout=5)
        finally:
            await server.stop()

    asyncio.run(scenario())


@pytest.mark.parametrize("game,mode", quick_first(GAMES))
def test_zombie_takeover_over_websockets(game, mode):
    """The last seat's player never comes: after the timeout an AI plays it and the game ends."""
    session, clients = asyncio.run(_play_without(game, mode))
    absent = session.setup.players - 1
    assert session.over and absent in session.match.controllers
    for s, c in clients.items():
        assert c.view_digest() == session.view_digest(s)
        assert c.presence["ai"] == [seat == absent for seat in range(session.setup.players)]


async def _play_without(game: str, mode: str):
    """The last seat is remote (it has a token) but its client never connects."""
    session = HostSession(make_setup(game, mode, seed=5), remote=set(range(usual_players(game, mode))),
                          zombie_after=0.3)
    absent = session.setup.players - 1
    server = HostServer(session, WebSocketBackend())
    await server.start("127.0.0.1", 0)
    remotes, clients = {}, {}
    try:
        for s in range(session.setup.players):
            if s == absent:
                continue
            clients[s] = ClientState(s, session.token(s))
            remotes[s] = RemoteClient(clients[s], WebSocketBackend(), server.join_code(s),
                                      RandomBot(clients[s], random.Random(s)).on_message)
            await remotes[s].connect()
        await gather_bounded(*(r.run(until=lambda c=clients[s]: c.over) for s, r in remotes.items()),
                             timeout=TIMEOUT)
        return session, clients
    finally:
        for r in remotes.values():
            await r.close()
        await server.stop()
