"""game/net/remote.RemoteMatch in one process (no sockets, no pygame): a joined seat seen as the
table's Match. Its view and events are the host's, typed; an intent is in flight until the host
acks it; a refusal comes back as data; presence words the plaques; what it cannot read (a
hostile or broken host) ends the link with a sentence instead of a crash."""
from __future__ import annotations

from collections import deque

import pytest

from game.bug_council.actions import action
from game.net.client import ClientState
from game.net.remote import RemoteMatch
from game.net.session import HostSession
from game.setup import GameSetup, SeatSetup
from tests.net_games import shared_modes, usual_players

COLORS = ["#F2CC60", "#7FC8F8", "#F4A261"]
NAMES = ["Ann", "Bo", "Cy"]


class Joined:
    """A JoinedGame without a network: texts go straight to the host's session and back."""

    def __init__(self, session: HostSession, seat: int):
        self.session, self.seat = session, seat
        self.state = ClientState(seat, session.token(seat))
        self.inbox: deque = deque()
        self.connected, self.connecting, self.problem, self.closed = True, False, None, False
        session.open("c")
        self.deliver(session.receive("c", self.state.hello()))
        self.pump_raw()
        welcome = session.setup
        self.game, self.mode, self.players = welcome.game, welcome.mode, welcome.players
        self.names = [s.name for s in welcome.seats]

    def deliver(self, outs) -> None:
        self.inbox.extend(o.text for o in outs if o.conn == "c")

    def pump_raw(self) -> list:
        out = []
        while self.inbox:
            out.append(self.state.handle(self.inbox.popleft()))
        return out

    def pump(self) -> list:
        return self.pump_raw()

    def act(self, action: dict) -> None:
        self.deliver(self.session.receive("c", self.state.intent(action)))

    def close(self) -> None:
        self.closed, self.connected = True, False


def hosted(game: str, mode: str, players: int | None = None) -> HostSession:
    """Seat 1 a friend's, the others random AIs; `players` the mode's usual count by default
    (3 where it allows 3: tests/net_games.py)."""
    players = usual_players(game, mode) if players is None else players
    seats = tuple(SeatSetup(n, COLORS[i], "human" if i == 1 else "random")
                  for i, n in enumerate(NAMES[:players]))
    return HostSession(GameSetup(mode, players, seats, 11, {}, game=game), remote={1}, started=True)


def until_my_turn(session: HostSession, joined: Joined) -> None:
    """The host's other seats play (their moves reach the client), at least once, until seat
    1 may act."""
    for n in range(500):
        s = session.match.state
        if n and s.legal_actions(1):
            return
        seat = next(i for i in range(len(s.scores)) if i != 1 and s.legal_actions(i))
        joined.deliver(session.play(s.legal_actions(seat)[0])[1])
    raise AssertionError("seat 1 never got a turn")


@pytest.mark.parametrize("game, mode", shared_modes())
def test_the_hosts_moves_arrive_typed_and_an_intent_waits_for_its_ack(game, mode):
    session = hosted(game, mode)
    joined = Joined(session, 1)
    match = RemoteMatch(joined, COLORS)
    assert match.setup.seats[1].human and [s.name for s in match.setup.seats] == NAMES[:session.setup.players]
    assert match.view(1) == session.match.view(1)
    with pytest.raises(ValueError):
        match.view(0)                       # a client sees its own seat only
    until_my_turn(session, joined)
    arrivals = match.pump()
    assert arrivals and match.view(1) == session.match.view(1)
    assert arrivals[-1].after == match.view(1) and arrivals[0].before != arrivals[-1].after
    assert match.human_decision() == (1, match.view(1).legal[0].kind)
    action = match.view(1).legal[0]
    assert match.check(action) is None           # the host decides
    before = len(session.match.record.actions)
    assert match.apply(action) == [] and match.pending is not None
    assert match.human_decision() is None        # one intent at a time
    got = match.pump()
    assert match.pending is None and session.match.record.actions[before] == action
    assert got[-1].events == tuple(session.game.redact(e, 1) for e in got[-1].events)
    assert all(type(e).__module__.startswith("game.") for a in got for e in a.events)
    assert match.undo_check(1).index is None


def test_a_refusal_comes_back_as_data():
    session = hosted("bug_council", "table")
    joined = Joined(session, 1)
    match = RemoteMatch(joined, COLORS)
    until_my_turn(session, joined)
    match.pump()
    view = match.view(1)
    kind = view.legal[0].kind
    bad = action("declare", 1, "allegiance") if kind != "declare" else action("play", 1, view.hand[0])
    match.apply(bad)
    match.pump()
    refusals = match.take_refusals()
    assert match.pending is None
    assert [r.rule for r in refusals] == [session.match.check(bad).rule] and refusals[0].seat == 1
    assert match.take_refusals() == []


def test_presence_words_the_plaques():
    session = hosted("bug_council", "table")
    joined = Joined(session, 1)
    match = RemoteMatch(joined, COLORS)
    joined.state.presence = {"connected": [False, True, False], "ai": [True, False, True]}
    assert [match.seat_note(s) for s in range(3)] == [None, None, None]     # the host's AIs: nothing
    joined.state.presence = {"connected": [True, True, False], "ai": [False, False, True]}
    assert match.seat_note(0) == "online"
    joined.state.presence = {"connected": [False, True, False], "ai": [False, False, True]}
    assert match.seat_note(0) == "away"
    joined.state.presence = {"connected": [False, True, False], "ai": [True, False, True]}
    assert match.seat_note(0) == "AI until back"
    assert match.thinking()                                  # someone may act at the host
    joined.connected = False
    assert match.seat_note(1) == "offline" and match.human_decision() is None
    assert match.thinking() == {}      # with the link down nobody shows as thinking: unknown here


def test_a_position_it_cannot_read_ends_the_link_with_words():
    session = hosted("bug_council", "table")
    joined = Joined(session, 1)
    match = RemoteMatch(joined, COLORS)
    msg = {"type": "update", "seq": 1, "view": {"seat": 1}, "events": []}
    joined.pump = lambda: [msg]
    assert match.pump() == []
    assert joined.closed and joined.problem.startswith("The host sent a position this app cannot read")
    assert match.view(1) == session.match.view(1)       # the last good view stays
