"""The host-authoritative session in one process (no sockets): full games of every game with
client-side random bots, a dropped and resumed seat, typed refusals, hostile messages, the
wrong token, the rate limit, and zombie takeover after the timeout."""
from __future__ import annotations

import json
import random
import time
from collections import deque

import pytest

from game.net.client import ClientState, RandomBot
from game.net.session import HostSession, RateLimit
from game.net.wire import MAX_BYTES, WireError
from game.record import GameRecord
from game.setup import GameSetup, SeatSetup
from tests.net_games import quick_but, shared_modes, usual_players

# Every registered game's modes that several people play (tests/net_games.py).
GAMES = shared_modes()
# The whole games of the largest states (seconds each) are left to `make test`.
HEAVY = {"bugspiel", "back_alley_bones"}


def make_setup(game: str, mode: str, players: int | None = None, seed: int = 11, ai: dict | None = None) -> GameSetup:
    """Human seats but those `ai` names; `players` by default the mode's usual count (3 where
    it allows 3: tests/net_games.py)."""
    ai = ai or {}
    players = usual_players(game, mode) if players is None else players
    seats = tuple(SeatSetup(f"P{i}", "#808080", ai.get(i, "human")) for i in range(players))
    return GameSetup(mode=mode, players=players, seats=seats, seed=seed, game=game)


class FakeClock:
    def __init__(self):
        self.t = 1000.0

    def __call__(self) -> float:
        return self.t


class Loop:
    """A host and its clients wired by in-memory queues; `drop(seat)` loses a connection."""

    def __init__(self, session: HostSession, seats, seed: int = 1):
        self.session = session
        self.clients = {s: ClientState(s, session.token(s)) for s in seats}
        self.bots = {s: RandomBot(c, random.Random(f"{seed}/{s}")) for s, c in self.clients.items()}
        self.conn = {s: f"c{s}.0" for s in seats}
        self.inbox: deque = deque()            # (conn, text) to the host
        self.received = {s: [] for s in seats}  # every message text each client got
        for s in seats:
            self.connect(s)

    def connect(self, s: int) -> None:
        self.session.open(self.conn[s])
        self.inbox.append((self.conn[s], self.clients[s].hello()))

    def drop(self, s: int) -> None:
        self.deliver(self.session.close(self.conn[s]))
        self.conn[s] = None

    def resume(self, s: int, gen: int) -> None:
        self.conn[s] = f"c{s}.{gen}"
        self.connect(s)

    def deliver(self, outs) -> None:
        by_conn = {c: s for s, c in self.conn.items() if c is not None}
        for out in outs:
            s = by_conn.get(out.conn)
            if s is None:
                continue
            self.received[s].append(out.text)
            msg = self.clients[s].handle(out.text)
            intent = self.bots[s].on_message(msg)
            if intent is not None:
                self.inbox.append((out.conn, intent))

    def step(self) -> bool:
        """One message or one tick; False when nothing is left to do."""
        if self.inbox:
            conn, text = self.inbox.popleft()
            self.deliver(self.session.receive(conn, text))
            return True
        outs = self.session.tick()
        self.deliver(outs)
        return bool(outs)

    def settle(self) -> None:
        """Until nobody has anything to do (no AI seat is thinking)."""
        while self.step():
            pass

    def run(self, until, limit: float = 20.0) -> None:
        deadline = time.monotonic() + limit
        while not until():
            if not self.step():
                time.sleep(0.001)      # AI seats think on worker threads
            assert time.monotonic() < deadline, "the game did not finish in time"


def assert_in_step(loop: Loop) -> None:
    host = loop.session
    for s, c in loop.clients.items():
        assert c.seq == host.seq
        assert c.view_digest() == host.view_digest(s)
        assert c.state_digest == host.state_digest()


@pytest.mark.parametrize("game,mode", quick_but(GAMES, HEAVY))
def test_full_game_with_a_drop_and_resume_ends_in_step(game, mode):
    setup = make_setup(game, mode)
    seats = tuple(range(setup.players))
    host = HostSession(setup, remote=set(seats), zombie_after=3600)
    loop = Loop(host, seats)
    loop.run(lambda: host.seq >= 12)
    loop.drop(1)
    seq = host.seq
    loop.settle()      # the others wait for seat 1
    assert host.seq - seq < 200 and not host.over
    left_at, view = host.seq, host.view_digest(1)
    loop.resume(1, 1)
    loop.run(lambda: loop.clients[1].welcomed == 2)
    # Back with the same code: the same seat, shown the position it left (nobody played for it).
    welcome = json.loads(next(t for t in reversed(loop.received[1]) if json.loads(t)["type"] == "welcome"))
    assert welcome["seat"] == 1 and welcome["seq"] == left_at and welcome["view_digest"] == view
    loop.run(lambda: host.over and all(c.over for c in loop.clients.values()))
    assert_in_step(loop)
    assert loop.clients[1].welcomed == 2
    assert any(a.seat == 1 for a in host.match.record.actions[left_at:]), "the friend played on after the return"
    # The game is its record: replaying seed + actions gives the host's final state.
    rec = GameRecord.from_data(json.loads(json.dumps(host.match.record.to_data())))
    assert rec.replay()[0].to_data() == host.match.state.to_data()
    host.stop()


def test_refusals_are_data_and_leave_the_game_alone():
    host = HostSession(make_setup("bug_council", "table"), remote={0, 1, 2})
    c0 = ClientState(0, host.token(0))
    host.open("a")
    welcome = json.loads(host.receive("a", c0.hello())[0].text)
    assert welcome["type"] == "welcome" and welcome["seat"] == 0
    before = host.state_digest()
    # Another seat's action, a play during the declarations, nonsense that parses as JSON.
    answers = [json.loads(o.text) for text in (
        c0.intent({"seat": 1, "declare": "allegiance"}),
        c0.intent({"seat": 0, "play": "12B"}),
        c0.intent({"seat": 0, "fly": "away"}),
    ) for o in host.receive("a", text)]
    assert [a["type"] for a in answers] == ["refused"] * 3
    assert answers[0]["rule"] == "not_your_seat"
    assert answers[1]["rule"] != "malformed_action" and "text" not in answers[1]
    assert answers[2]["rule"] == "malformed_action"
    assert host.state_digest() == before and host.seq == 0
    host.stop()


HOSTILE = [
    "", "null", "[]", "{", "\x00", '{"v":1}', '{"v":2,"type":"hello","seat":0,"token":"x"}',
    '{"v":1,"type":"hello","seat":-1,"token":"x"}', '{"v":1,"type":"hello","seat":true,"token":"x"}',
    '{"v":1,"type":"intent","n":1,"action":{"seat":0,"play":1.5}}',
    '{"v":1,"type":"intent","n":1,"action":{"seat":0,"play":[1,2]}}',
    '{"v":1,"type":"intent","n":1,"action":{"seat":0,"declare":"allegiance"},"extra":1}',
    '{"v":1,"type":"intent","n":1e400,"action":{}}', '{"v":1,"type":"intent","n":NaN,"action":{}}',
    '{"v":1,"type":"intent","n":99999999999999999999999,"action":{"seat":0}}',
    "[" * 5000 + "]" * 5000, '{"v":1,"type":"x' + "y" * 300 + '"}',
    b"\xff\xfe", '{"v":1,"type":"intent","n":1,"action":{"seat":0,"__class__":"os.system"}}',
    # The lobby's fields: names (too long, control characters, not text), ready, seated.
    '{"v":1,"type":"hello","seat":0,"token":"x","name":"' + "N" * 25 + '"}',
    '{"v":1,"type":"hello","seat":0,"token":"x","name":"' + "N" * 300 + '"}',
    '{"v":1,"type":"hello","seat":0,"token":"x","name":"a\\u0007b"}',
    '{"v":1,"type":"hello","seat":0,"token":"x","name":"   "}', '{"v":1,"type":"hello","seat":0,"token":"x","name":7}',
    '{"v":1,"type":"hello","seat":0,"token":"x","name":null}', '{"v":1,"type":"ready","ready":"yes"}',
    '{"v":1,"type":"ready","ready":1}', '{"v":1,"type":"ready"}', '{"v":1,"type":"ready","ready":true,"seat":2}',
    '{"v":1,"type":"seated","seat":2,"token":"x"}',
]


@pytest.mark.parametrize("game,mode", quick_but(GAMES, HEAVY))
def test_fuzzed_and_oversized_messages_are_refused_without_harm(game, mode):
    setup = make_setup(game, mode)
    seats = tuple(range(setup.players))
    host = HostSession(setup, remote=set(seats), rate=RateLimit(1e6, 1e6))
    loop = Loop(host, seats)
    loop.run(lambda: host.seq >= 5)
    state, views = host.state_digest(), [host.view_digest(s) for s in seats]
    rng = random.Random(5)
    junk = list(HOSTILE) + ["x" * (MAX_BYTES + 1), json.dumps({"v": 1, "type": "hello", "seat": 0,
                                                               "token": "t" * (MAX_BYTES)})]
    for _ in range(200):     # random bytes and mangled real messages
        real = ClientState(0, "junk").intent({"seat": 0, "play": "5A"})
        i = rng.randrange(len(real))
        junk.append(real[:i] + chr(rng.randrange(32, 0x2FF)) + real[i + 1:])
        junk.append(bytes(rng.randrange(256) for _ in range(rng.randrange(1, 40))))
    for conn in ("stranger", loop.conn[0]):
        host.open(conn)
        for text in junk:
            for out in host.receive(conn, text):
                msg = json.loads(out.text)
                assert msg["type"] in ("error", "refused"), msg
    assert host.state_digest() == state and [host.view_digest(s) for s in seats] == views
    loop.run(lambda: host.over and all(c.over for c in loop.clients.values()))   # the game goes on
    assert_in_step(loop)
    host.stop()


def test_wrong_token_is_refused_and_the_connection_closed():
    host = HostSession(make_setup("party_bugs", "party", ai={2: "random"}), remote={0, 1},
                       tokens={0: "right0", 1: "right1"})
    # (a right token under another seat number is its own seat: see test_a_moved_player...)
    for seat, token in ((0, "wrong"), (1, "right"), (2, "anything"), (7, "right2"), (1, "right1 ")):
        host.open("x")
        (out,) = host.receive("x", ClientState(seat, token).hello())
        assert json.loads(out.text) == {"v": 1, "type": "error", "code": "bad_token"} and out.close
        host.close("x")
    (out,) = host.receive("y", json.dumps({"v": 1, "type": "intent", "n": 1, "action": {"seat": 0, "play": "1a"}}))
    assert json.loads(out.text)["code"] == "hello_first"
    assert host.seq == 0 and not any(host.presence()["connected"])
    host.stop()


def test_rate_limit_per_connection():
    clock = FakeClock()
    host = HostSession(make_setup("bug_council", "table"), remote={0, 1, 2}, rate=RateLimit(10, 20), clock=clock)
    c = ClientState(0, host.token(0))
    codes = [json.loads(o.text).get("code") for _ in range(50) for o in host.receive("a", c.hello())
             if json.loads(o.text)["type"] == "error"]
    assert codes.count("rate_limited") == 30
    clock.t += 1.0     # ten more a second
    assert json.loads(host.receive("a", c.hello())[0].text)["type"] == "welcome"
    host.stop()


@pytest.mark.parametrize("game,mode", quick_but(GAMES, HEAVY))
def test_zombie_takeover_after_the_timeout_and_back(game, mode):
    clock = FakeClock()
    setup = make_setup(game, mode)
    absent = setup.players - 1
    # The clock stands still but for the timeout: no rate limit (a longer game's bot says more
    # than a bucket's burst; the limit has its own test).
    host = HostSession(setup, remote=set(range(setup.players)), zombie_after=30, clock=clock,
                       rate=RateLimit(1e6, 1e6))
    loop = Loop(host, range(absent))          # the last seat's player never comes
    loop.settle()
    stuck = host.seq
    assert not host.over and absent not in host.match.controllers
    clock.t += 29
    loop.settle()
    assert host.seq == stuck           # not yet
    clock.t += 2
    loop.run(lambda: host.seq >= stuck + 10)
    ai = [s == absent for s in range(setup.players)]
    assert host.presence()["ai"] == ai and loop.clients[0].presence["ai"] == ai
    # The player comes back: the seat is theirs again, the AI stops playing it.
    loop.clients[absent] = ClientState(absent, host.token(absent))
    loop.bots[absent] = RandomBot(loop.clients[absent], random.Random(2))
    loop.received[absent] = []
    loop.conn[absent] = f"c{absent}.0"
    loop.connect(absent)
    loop.run(lambda: loop.clients[absent].welcomed == 1)
    assert absent not in host.match.controllers and host.presence()["ai"] == [False] * setup.players
    loop.run(lambda: host.over and all(c.over for c in loop.clients.values()))
    assert_in_step(loop)
    host.stop()


@pytest.mark.parametrize("game,mode", quick_but(GAMES, HEAVY))
def test_a_dropped_friend_s_seat_is_played_by_the_ai_to_the_end(game, mode):
    """A friend plays, drops for good: after the timeout an AI plays the seat and the game
    ends, the others in step with the host, the AI's moves in the record under that seat."""
    clock = FakeClock()
    setup = make_setup(game, mode)
    seats = tuple(range(setup.players))
    host = HostSession(setup, remote=set(seats), zombie_after=30, clock=clock, rate=RateLimit(1e6, 1e6))
    loop = Loop(host, seats)
    loop.run(lambda: host.seq >= 8 and any(a.seat == 1 for a in host.match.record.actions))
    loop.drop(1)
    loop.settle()
    left_at = host.seq
    assert not host.over and 1 not in host.match.controllers
    clock.t += 31
    loop.run(lambda: host.over and all(c.over for s, c in loop.clients.items() if s != 1))
    assert host.presence()["ai"] == [s == 1 for s in seats] and 1 in host.match.controllers
    assert any(a.seat == 1 for a in host.match.record.actions[left_at:]), "the AI never played the seat"
    del loop.clients[1]
    assert_in_step(loop)
    rec = GameRecord.from_data(json.loads(json.dumps(host.match.record.to_data())))
    assert rec.replay()[0].to_data() == host.match.state.to_data()
    host.stop()


# --- the lobby: names, moving players between seats, ready --------------------------------------

def lobby(players: int = 3, remote=(0, 1, 2), **kw) -> HostSession:
    return HostSession(make_setup("bug_council", "table", players), remote=remote, started=False,
                       tokens={s: f"token{s}" for s in remote}, **kw)


def say(host: HostSession, conn: str, text: str) -> list[dict]:
    return [json.loads(o.text) for o in host.receive(conn, text)]


def to(host: HostSession, conn: str, outs) -> list[dict]:
    return [json.loads(o.text) for o in outs if o.conn == conn]


def test_a_player_s_name_is_shown_everywhere_and_goes_into_the_setup_at_start():
    host = lobby()
    ann = ClientState(1, "token1", name="  Ann the Bold ")
    (welcome, presence) = say(host, "a", ann.hello())
    assert welcome["type"] == "welcome" and welcome["names"] == ["P0", "Ann the Bold", "P2"]   # trimmed
    assert presence["names"] == welcome["names"] and presence["ready"] == [False, False, False]
    assert welcome["view"] == {}          # no hand before Start (a player may still be moved)
    # A client without a name (an older app) keeps the host's name for its seat.
    say(host, "b", ClientState(2, "token2").hello())
    assert host.names() == ["P0", "Ann the Bold", "P2"]
    outs = host.begin()
    assert [seat.name for seat in host.setup.seats] == ["P0", "Ann the Bold", "P2"]
    assert host.match.setup is host.setup and host.setup.seed == 11
    first = to(host, "a", outs)[0]
    assert first["type"] == "update" and first["view"] and first["view_digest"] == host.view_digest(1)
    # After Start a new name is not taken: the table's names are fixed.
    say(host, "a", ClientState(1, "token1", name="Someone else").hello())
    assert host.names()[1] == "Ann the Bold"
    host.stop()


@pytest.mark.parametrize("name,code", [
    ("N" * 25, "bad_name"), ("", "bad_name"), ("   ", "bad_name"), ("a\u0007b", "bad_name"),
    ("tab\there", "bad_name"), ("two\nlines", "bad_name"), ("zero\u200bwidth", "bad_name"),
    (7, "bad_name"), (None, "bad_name"), ("N" * 300, "bad_schema")])
def test_a_bad_name_is_refused_with_a_typed_error_and_the_player_may_say_another(name, code):
    host = lobby()
    text = json.dumps({"v": 1, "type": "hello", "seat": 0, "token": "token0", "name": name})
    (out,) = host.receive("a", text)
    assert json.loads(out.text) == {"v": 1, "type": "error", "code": code} and not out.close
    assert not any(host.presence()["connected"]) and host.names()[0] == "P0"
    assert say(host, "a", ClientState(0, "token0", name="N" * 24).hello())[0]["type"] == "welcome"
    assert host.names()[0] == "N" * 24
    host.stop()


def test_ready_marks_come_and_go_and_start_waits_for_every_friend():
    host = lobby()
    clients = {s: ClientState(s, f"token{s}", name=f"F{s}") for s in (0, 1, 2)}
    assert say(host, "c0", clients[0].ready(True)) == [{"v": 1, "type": "error", "code": "hello_first"}]
    for s in (0, 1, 2):
        say(host, f"c{s}", clients[s].hello())
    assert not host.ready_to_start()
    (presence, *_rest) = say(host, "c1", clients[1].ready(True))
    assert presence["ready"] == [False, True, False]
    assert say(host, "c1", clients[1].ready(True)) == []      # the same again: nothing to tell
    say(host, "c0", clients[0].ready(True))
    say(host, "c2", clients[2].ready(True))
    assert host.ready_to_start()
    to(host, "c0", host.close("c2"))                            # a friend drops: no longer ready
    assert host.presence()["ready"] == [True, True, False] and not host.ready_to_start()
    say(host, "c2b", clients[2].hello())
    assert not host.ready_to_start()                           # back, but not ready yet
    say(host, "c2b", clients[2].ready(True))
    assert host.ready_to_start()
    host.begin()
    assert say(host, "c0", clients[0].ready(False)) == []      # after Start: nothing changes
    assert host.presence()["ready"] == [True, True, True]
    host.stop()


def test_a_moved_player_learns_the_seat_and_rejoins_there_with_the_old_or_new_code():
    host = lobby()
    ann, bo = ClientState(0, "token0", name="Ann"), ClientState(1, "token1", name="Bo")
    for conn, c in (("a", ann), ("b", bo)):
        for msg in say(host, conn, c.hello()):
            c.handle(json.dumps(msg))
    say(host, "a", ann.ready(True))
    outs = host.move(0, 1)
    for conn, c in (("a", ann), ("b", bo)):
        for msg in to(host, conn, outs):
            c.handle(json.dumps(msg))
    assert (ann.seat, ann.token, bo.seat, bo.token) == (1, "token0", 0, "token1")
    assert ann.presence["names"] == ["Bo", "Ann", "P2"] and ann.presence["ready"] == [False, True, False]
    # Ann's computer drops; her app rejoins with what it was told ...
    host.close("a")
    welcome = say(host, "a2", ann.hello())[0]
    assert welcome["seat"] == 1 and welcome["names"][1] == "Ann"
    # ... or with the code the host gave her before the move: the token finds her seat.
    host.close("a2")
    old_code = ClientState(0, "token0")
    assert say(host, "a3", old_code.hello())[0]["seat"] == 1
    assert host.presence()["connected"] == [True, True, False]
    # Bo moves to the empty seat; the code given out for it now brings its friend to Bo's old seat.
    outs = host.move(0, 2)
    assert to(host, "b", outs)[0] == {"v": 1, "type": "seated", "seat": 2, "token": "token1"}
    cy = ClientState(2, "token2", name="Cy")
    assert say(host, "c", cy.hello())[0]["seat"] == 0
    assert host.names() == ["Cy", "Ann", "Bo"]
    host.begin()
    assert [s.name for s in host.setup.seats] == ["Cy", "Ann", "Bo"]
    host.stop()


def test_moving_is_refused_after_start_in_a_resumed_game_and_for_seats_that_are_not_friends():
    host = lobby(remote=(1, 2))
    assert host.move_refusal(0, 1) == "only friends' seats are swapped"     # the host's own seat
    assert host.move_refusal(1, 1) == "the same seat"
    with pytest.raises(ValueError):
        host.move(1, 5)
    host.begin()
    assert host.move_refusal(1, 2) == "the game has started"
    with pytest.raises(ValueError):
        host.move(1, 2)
    assert host.token(1) == "token1"            # nothing moved
    host.match.apply(host.match.state.legal_actions(0)[0])
    resumed = HostSession(host.setup, remote=(1, 2), tokens={1: "token1", 2: "token2"}, started=False,
                          record=host.match.record)
    assert resumed.move_refusal(1, 2) == "the game has started"
    say(resumed, "x", ClientState(1, "token1").hello())
    say(resumed, "y", ClientState(2, "token2").hello())
    assert resumed.ready_to_start()             # a resumed game asks only that they are back
    host.stop()
    resumed.stop()


def test_a_client_follows_seated_and_refuses_a_malformed_one():
    c = ClientState(1, "token1", name="Ann")
    c.handle('{"v":1,"type":"seated","seat":2,"token":"token1"}')
    assert json.loads(c.hello()) == {"v": 1, "type": "hello", "seat": 2, "token": "token1", "name": "Ann"}
    for bad in ('{"v":1,"type":"seated","seat":-1,"token":"t"}', '{"v":1,"type":"seated","seat":true,"token":"t"}',
                '{"v":1,"type":"seated","seat":1,"token":""}', '{"v":1,"type":"seated","seat":1}'):
        with pytest.raises(WireError):
            c.handle(bad)
    assert (c.seat, c.token) == (2, "token1")


def test_one_connection_holds_one_seat():
    host = lobby()
    say(host, "x", ClientState(0, "token0").hello())
    say(host, "x", ClientState(0, "token0").ready(True))
    say(host, "x", ClientState(1, "token1").hello())      # the same connection, another token
    assert host.presence()["connected"] == [False, True, False] and host.presence()["ready"] == [False] * 3
    host.stop()
