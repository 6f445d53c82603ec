"""Network play over Matrix against a local Synapse homeserver (tools/local_synapse.py: started
once for this module on 127.0.0.1, a free port, a temp dir, sqlite, Synapse's default rate
limits; stopped by its pid at the end). Full games of each game with three client bots, one
killed and reconnected mid-game; every message a client receives checked for another seat's
hidden cards; hostile to-device content. Skipped only when Synapse is not installed."""
from __future__ import annotations

import asyncio
import itertools
import json
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))

import local_synapse  # noqa: E402

pytest.importorskip("nio", reason="matrix-nio is not installed: pip install -e '.[test]'")

from game.net.client import ClientState  # noqa: E402
from game.net.host import HostServer  # noqa: E402
from game.net.matrix import (CHECKPOINT_STATE, FRAME_LIMIT, MSG_TYPE, PIECE_CHARS,  # noqa: E402
                             EnvelopeError, MatrixBackend, Reassembly, SignInRefused,
                             envelopes, parse_envelope, sign_in)
from game.net.matrix_login import MatrixLogin  # noqa: E402
from game.net.session import HostSession  # noqa: E402
from game.net.transport import Closed, JoinCode  # noqa: E402
from game.net.wire import MAX_BYTES  # noqa: E402
from game.protocol import get_game  # noqa: E402
from test_net_session import make_setup  # noqa: E402
from test_net_websocket import (_cards, _hidden, _play, _reveals,  # noqa: E402
                                assert_everyone_agrees_after_a_resume, assert_the_game_goes_on)

TIMEOUT = 180.0
_names = itertools.count(1)


def user(hs, role: str) -> MatrixLogin:
    """A fresh registered user (access token + device, as the app keeps them)."""
    u = hs.register(f"{role}.{next(_names)}")          # "p1" + 1 and "p" + 11 must differ
    return MatrixLogin(hs.base_url, u["user_id"], access_token=u["access_token"], device_id=u["device_id"])


@pytest.mark.parametrize("game,mode", [("bug_council", "table"), ("party_bugs", "party")])
def test_full_game_over_matrix_with_a_killed_client_and_no_hidden_card_leaks(synapse, game, mode):
    servers = []
    session, clients, records = asyncio.run(_play(game, mode, seed=21, timeout=TIMEOUT, listen_on="",
                                                  backend=lambda role: MatrixBackend(user(synapse, role)),
                                                  servers=servers))
    server = servers[0]
    assert_everyone_agrees_after_a_resume(session, clients)
    assert server.listener.refused == 0
    # The room keeps where the game ended (a state event: integers and strings only).
    checkpoint = synapse.room_state(server.backend.login.access_token, server.listener.room_id,
                                    CHECKPOINT_STATE)
    assert checkpoint == {"seq": session.seq, "over": 1, "state_digest": session.state_digest()}
    _check_no_leaks(game, session, records)


def _check_no_leaks(game: str, session, records) -> None:
    """tests/test_net_websocket.py's check, on every text received over Matrix."""
    definition = get_game(game)
    states = [session.match.start_state]
    for a in session.match.record.actions:
        states.append(states[-1].apply_action(a)[0])
    checked = secret = 0
    for seat, texts in records.items():
        own_discards: set[int] = set()
        for text in texts:
            msg = json.loads(text)
            if msg["type"] not in ("welcome", "update"):
                continue
            state = states[msg["seq"]]
            own_discards |= {a.arg for a in session.match.record.actions[:msg["seq"]]
                             if a.kind == "discard" and a.seat == seat}
            hidden = _hidden(game, state, seat, own_discards)
            checked += bool(hidden)
            assert not _cards(msg["view"]) & hidden, (seat, msg["seq"])
            if msg["type"] == "update":
                hidden &= _hidden(game, states[msg["seq"] - 1], seat, own_discards)
                hidden -= {e["card"] for e in msg["events"] if e["kind"] == "card_played"}
            for event in msg.get("events", ()):
                if event["kind"] in ("declared", "card_chosen", "card_hidden"):
                    assert set(event) == {"kind", "seat"}
                    secret += event["seat"] != seat
                if not _reveals(definition, event, seat):
                    assert not _cards(event) & hidden, (seat, msg["seq"], event)
    assert secret and checked > 50, "a game with nothing hidden tests nothing"


# --- hostile content ---------------------------------------------------------------------------

def test_hostile_to_device_content_is_refused_and_the_game_goes_on(synapse):
    async def scenario():
        session = HostSession(make_setup("bug_council", "table"), remote={0, 1, 2})
        server = HostServer(session, MatrixBackend(user(synapse, "host")))
        await server.start("", 0)
        listener = server.listener
        try:
            c0 = ClientState(0, session.token(0))
            conn = await MatrixBackend(user(synapse, "p")).connect(server.join_code(0))
            await conn.send(c0.hello())
            c0.handle(await asyncio.wait_for(conn.receive(), 20))
            before = session.state_digest()
            # Raw to-device content from a member: not ours, wrong types, floats, pieces out of
            # order, too many pieces, another room's. None reaches the session.
            base = {"g": conn.room_id, "c": conn.nonce, "d": conn.client.device_id}
            junk = [{"x": 1}, {"bc": 5, **base, "m": 1, "i": 0, "n": 1},
                    {"bc": "{}", **base, "m": 1.5, "i": 0, "n": 1},
                    {"bc": "{}", **base, "m": 1, "i": 0, "n": 10**6},
                    {"bc": "{}", **base, "m": 1, "i": 3, "n": 5},
                    {"bc": "x" * (PIECE_CHARS + 1), **base, "m": 1, "i": 0, "n": 1},
                    {"bc": "{}", **base, "g": "!other:localhost", "m": 1, "i": 0, "n": 1},
                    {"bc": "{}", **base, "m": 1, "i": 0, "n": 1, "extra": "x"}]
            refused = listener.refused
            for content in junk:
                await conn._put(content)
            # A message longer than the frame limit is refused by the sender itself...
            with pytest.raises(Closed):
                await conn.send("y" * (FRAME_LIMIT + 1))
            # ... and one over the session's limit reaches the session, which says too_large;
            # then junk JSON: bad_json. The seat stays usable.
            await conn.send("x" * (MAX_BYTES + 10))
            await conn.send("{")
            codes = []
            while len(codes) < 2:
                msg = c0.handle(await asyncio.wait_for(conn.receive(), 20))
                if msg["type"] == "error":
                    codes.append(msg["code"])
            assert codes == ["too_large", "bad_json"]
            assert listener.refused - refused == len(junk)
            # A stranger (not in the room) is not answered at all.
            stranger = await MatrixBackend(user(synapse, "s")).connect(server.join_code(1))
            await stranger.client.room_leave(stranger.room_id)
            await asyncio.sleep(0.5)
            await stranger.send(ClientState(1, session.token(1)).hello())
            await asyncio.sleep(1.0)
            assert stranger.queue.empty() and session.seats[1].conn is None
            await stranger.close()
            await assert_the_game_goes_on(conn, c0, session, before, timeout=20)
        finally:
            await server.stop()

    asyncio.run(scenario())


def test_messages_arrive_in_the_order_they_were_sent_even_from_concurrent_tasks(synapse):
    """The host sends from several tasks at once (one per client, the ticker): a view must
    never be overtaken by an older one (a client would then play from a stale view)."""
    async def scenario():
        accepted: asyncio.Queue = asyncio.Queue()

        async def on_connection(conn):
            await accepted.put(conn)

        listener = await MatrixBackend(user(synapse, "host")).listen("", 0, on_connection)
        client = None
        try:
            client = await MatrixBackend(user(synapse, "p")).connect(JoinCode("mx", listener.host, 0, 0, "t"))
            await client.send("hello")
            host_side = await asyncio.wait_for(accepted.get(), 20)
            assert await asyncio.wait_for(host_side.receive(), 20) == "hello"
            texts = [json.dumps({"n": i, "pad": "x" * (i % 3) * PIECE_CHARS}) for i in range(12)]
            tasks = [asyncio.ensure_future(host_side.send(t)) for t in texts]
            await asyncio.gather(*tasks)
            got = [await asyncio.wait_for(client.receive(), 20) for _ in texts]
            assert got == texts
        finally:
            if client is not None:
                await client.close()
            await listener.close()

    asyncio.run(scenario())


def test_logins_password_then_token_and_a_refused_password(synapse):
    """A password login hands back the token and device to keep (without the password); a
    token without its device is completed by the homeserver; a wrong password is refused."""
    from game.net.matrix import login_client

    async def scenario():
        u = synapse.register(f"login{next(_names)}", password="correct horse")
        login = MatrixLogin(synapse.base_url, u["user_id"], password="correct horse")
        client, kept = await login_client(login)
        await client.close()
        assert kept.access_token and kept.device_id and kept.without_password().password is None
        token_only = MatrixLogin(synapse.base_url, u["user_id"], access_token=kept.access_token)
        client, again = await login_client(token_only)
        await client.close()
        assert again.device_id == kept.device_id
        with pytest.raises(SignInRefused) as refused:
            await login_client(MatrixLogin(synapse.base_url, u["user_id"], password="wrong"))
        assert refused.value.problem == "wrong_password"

    asyncio.run(scenario())


def test_sign_in_says_why_in_one_word(synapse):
    """The login screen's check: a good token is kept; a wrong password, a revoked-looking
    token and a server nobody answers on each get their own problem word (the app's words)."""
    async def scenario():
        u = synapse.register(f"signin{next(_names)}", password="correct horse")
        kept = await sign_in(MatrixLogin(synapse.base_url, u["user_id"], password="correct horse"))
        assert kept.access_token and kept.device_id
        problems = []
        for login in (MatrixLogin(synapse.base_url, u["user_id"], password="wrong"),
                      MatrixLogin(synapse.base_url, u["user_id"], access_token="syt_not_a_token"),
                      MatrixLogin(f"http://127.0.0.1:{local_synapse.free_port()}", u["user_id"], password="x")):
            with pytest.raises(SignInRefused) as refused:
                await sign_in(login, timeout=5)
            problems.append(refused.value.problem)
        assert problems == ["wrong_password", "bad_token", "unreachable"]

    asyncio.run(scenario())


def test_a_resumed_host_reopens_its_room_by_alias_and_a_stranger_cannot(synapse):
    """Listening again with the alias's localpart (a restarted host) reopens the same room;
    another user asking for that alias is refused, never handed the room."""
    async def scenario():
        u = synapse.register(f"reopen{next(_names)}")
        other = synapse.register(f"squatter{next(_names)}")
        login = MatrixLogin(synapse.base_url, u["user_id"], access_token=u["access_token"], device_id=u["device_id"])

        async def nobody(conn):
            await conn.close()
        first = await MatrixBackend(login).listen("", 0, nobody)
        local = first.host[1:].split(":", 1)[0]
        await first.close()
        again = await MatrixBackend(login).listen(local, 0, nobody)
        assert (again.host, again.room_id) == (first.host, first.room_id)
        await again.close()
        with pytest.raises(Closed, match="another Matrix user"):
            await MatrixBackend(MatrixLogin(synapse.base_url, other["user_id"], access_token=other["access_token"],
                                            device_id=other["device_id"])).listen(local, 0, nobody)

    asyncio.run(scenario())


# --- the envelope, without a homeserver ------------------------------------------------------

def test_envelopes_round_trip_and_stay_small():
    text = json.dumps({"x": "\u2603\"" * 30000})
    contents = envelopes(text, "!r:localhost", "nonce", "DEV", 7)
    assert len(contents) > 1
    r = Reassembly()
    out = [r.feed(parse_envelope(c)) for c in contents]
    assert out[-1] == text and out[:-1] == [None] * (len(contents) - 1)
    for c in contents:
        assert len(json.dumps(c).encode()) < 60 * 1024
        assert all(isinstance(v, (str, int)) and not isinstance(v, bool) for v in c.values())
    with pytest.raises(ValueError):
        envelopes("y" * (FRAME_LIMIT + 1), "!r:localhost", "n", "D", 1)


@pytest.mark.parametrize("content", [None, [], "x", {"bye": 2, "g": "a", "c": "b", "d": "c"},
                                     {"bye": True, "g": "a", "c": "b", "d": "c"},
                                     {"bc": "", "g": "", "c": "b", "d": "c", "m": 0, "i": 0, "n": 1},
                                     {"bc": "", "g": "a", "c": "b", "d": "c", "m": -1, "i": 0, "n": 1},
                                     {"bc": "", "g": "a", "c": "b", "d": "c", "m": 0, "i": 1, "n": 1},
                                     {"bc": "", "g": "a" * 201, "c": "b", "d": "c", "m": 0, "i": 0, "n": 1}])
def test_parse_envelope_refuses_malformed_content(content):
    with pytest.raises(EnvelopeError):
        parse_envelope(content)


def test_message_type_is_namespaced():
    assert MSG_TYPE.startswith("org.bugcouncil.")


def test_a_friend_still_connected_when_the_host_crashes_resumes_once_it_is_back(synapse):
    """The host's app dies without a goodbye and comes back in the same room (its autosave):
    its greeting ends the friend's old connection with HOST_BACK, and the friend's JoinedGame
    connects again by itself and is welcomed afresh, no click needed."""
    from game.net.joined import JoinedGame
    from game.net.runner import NetThread
    host = user(synapse, "phoenix")
    setup = make_setup("bug_council", "table", ai={0: "random", 2: "random"})
    net = NetThread().start()
    first = HostServer(HostSession(setup, remote={1}, zombie_after=600), MatrixBackend(host))
    net.submit(first.start("", 0)).result(60)
    code = first.join_code(1)
    joined = JoinedGame(code, net, MatrixBackend(user(synapse, "patient")))
    try:
        joined.connect()
        _pump_until(joined, lambda: joined.welcomed)

        async def crash():                 # no goodbye: the sync stops, the client is dropped
            first._ticker.cancel()
            await first.listener.syncer.stop()
            await first.listener.client.close()
        net.submit(crash()).result(30)
        local = code.host[1:].split(":", 1)[0]
        again = HostServer(HostSession(setup, remote={1}, tokens={1: code.token}, zombie_after=600,
                                       record=first.session.match.record), MatrixBackend(host))
        net.submit(again.start(local, 0)).result(60)
        assert again.join_code(1) == code
        _pump_until(joined, lambda: joined.state.welcomed == 2 and joined.connected)
        assert joined.problem is None
        net.submit(again.stop()).result(30)
    finally:
        joined.close()
        net.stop()


def _pump_until(joined, done, seconds: float = 60.0) -> None:
    import time
    deadline = time.monotonic() + seconds
    while not done():
        assert time.monotonic() < deadline, "never got there"
        joined.pump()
        time.sleep(0.02)


def test_a_host_greeting_parses_and_a_malformed_one_is_refused():
    assert parse_envelope({"hi": 1, "g": "!room:hs", "d": "DEV"})["hi"]
    for bad in ({"hi": 2, "g": "!room:hs", "d": "DEV"}, {"hi": 1, "g": "!room:hs"}, {"hi": True, "g": "!r", "d": "D"},
                {"hi": 1, "g": "!room:hs", "d": "DEV", "c": "x"}):
        with pytest.raises(EnvelopeError):
            parse_envelope(bad)


def test_a_kept_token_the_homeserver_forgot_is_said_as_a_sign_in_problem(synapse):
    """A login kept from before whose session ended elsewhere: hosting and joining both fail
    with the sign-in's `bad_token` (the app then says to sign in again), not a room error."""
    async def scenario():
        u = synapse.register(f"forgotten{next(_names)}")
        stale = MatrixLogin(synapse.base_url, u["user_id"], access_token="syt_forgotten", device_id=u["device_id"])

        async def nobody(conn):
            await conn.close()
        with pytest.raises(SignInRefused) as hosting:
            await MatrixBackend(stale).listen("", 0, nobody)
        with pytest.raises(SignInRefused) as joining:
            await MatrixBackend(stale).connect(JoinCode("mx", "#bugs-nowhere:localhost", 0, 1, "token1234"))
        assert hosting.value.problem == joining.value.problem == "bad_token"

    asyncio.run(scenario())
