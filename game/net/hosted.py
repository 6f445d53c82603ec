"""A game hosted from this app: the session on the UI thread, the network on NetThread.

    hosted = HostedGame(setup, remote={1, 2}, net=net, backend=WebSocketBackend())
    hosted.listen("0.0.0.0", port, address)    # then hosted.join_code(seat) per remote seat
    hosted.pump()                              # every frame: connections, intents, zombie mode
    hosted.move(1, 2)                          # the lobby swaps two friends (before Start)
    hosted.begin()                             # the lobby's Start (once ready_to_start())
    hosted.ai_for_absent(); hosted.begin()     # ... or with an AI for absent friends (can_start_with_ai())
    match = hosted.table_match()               # what the host's table plays (a Match)

Why the session lives on the UI thread: the host's own table applies actions to the same
Match, and the session is not thread-safe. The network side is the gate (game/net/gate.py) on
NetThread: it refuses strangers, junk and floods there and hands `pump` only what passed its
bounds, so a frame's work stays bounded whatever arrives. Remote intents are
checked as they arrive and queued (`HostSession.defer_intents`); the table takes them from
`ready_ai` like an AI seat's moves, so it animates them and they are sent on through the
session. No pygame here.
"""
from __future__ import annotations

import socket
from typing import Any, Callable

from game.net.gate import Gate, Limits, feed
from game.net.runner import FAILED, LISTENING, NetThread
from game.net.session import Deferred, HostSession, Outgoing
from game.net.transport import BACKENDS, MATRIX_ALIAS, Backend, JoinCode, valid_token
from game.record import GameRecord
from game.setup import GameSetup
from game.undo import UndoCheck


def lan_address() -> str:
    """This machine's address on its LAN, as friends would type it (127.0.0.1 when none).
    A UDP socket's connect only picks the route: no packet is sent."""
    s = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        s.connect(("192.0.2.1", 9))      # TEST-NET-1: never routed anywhere real
        return s.getsockname()[0]
    except OSError:
        return "127.0.0.1"
    finally:
        s.close()


HOSTED_VERSION = 2          # 1: LAN only, no "v" (such autosaves still load, as LAN games)
TRANSPORTS = BACKENDS       # a backend's `name`: WebSockets on the LAN, Matrix rooms


def alias_localpart(alias: str) -> str:
    """`#bugs-ab12:matrix.org` -> `bugs-ab12` (what MatrixBackend.listen reopens); ValueError
    for anything that is not such an alias."""
    m = MATRIX_ALIAS.match(alias) if isinstance(alias, str) else None
    if m is None:
        raise ValueError("hosted: the game's Matrix room")
    return m.group(1)


def hosted_to_data(remote: dict[int, str], zombie_after: int, port: int, transport: str = "ws",
                   room: str | None = None) -> dict:
    """What the autosave keeps of a hosted game so the same join codes work after a restart:
    the transport, and where friends find the game (LAN: the port; Matrix: the room alias)."""
    out = {"v": HOSTED_VERSION, "transport": transport,
           "remote": {str(s): t for s, t in sorted(remote.items())}, "zombie_after": int(zombie_after),
           "port": int(port)}
    if room is not None:
        out["room"] = room
    return out


def hosted_from_data(data: Any, setup: GameSetup) -> dict:
    """The checked form of `hosted_to_data` (ValueError on anything else): the save is a file
    the player can edit, so every field is validated before a listener is opened with it.
    Version 1 (no "v": a LAN game) reads as a version 2 LAN game."""
    if isinstance(data, dict) and "v" not in data:
        data = dict(data, v=HOSTED_VERSION, transport="ws")
    if not isinstance(data, dict) or data.get("v") != HOSTED_VERSION:
        raise ValueError("hosted: an unknown version")
    transport = data.get("transport")
    if transport not in TRANSPORTS:
        raise ValueError("hosted: an unknown transport")
    keys = {"v", "transport", "remote", "zombie_after", "port"} | ({"room"} if transport == "mx" else set())
    if set(data) != keys:
        raise ValueError("hosted: expected " + ", ".join(sorted(keys)))
    room = data.get("room")
    if transport == "mx":
        alias_localpart(room)
    remote, zombie, port = data["remote"], data["zombie_after"], data["port"]
    if not isinstance(remote, dict) or not remote:
        raise ValueError("hosted: remote seats")
    seats: dict[int, str] = {}
    for key, token in remote.items():
        if not (isinstance(key, str) and key.isdigit() and int(key) < len(setup.seats)
                and setup.seats[int(key)].human):
            raise ValueError(f"hosted: seat {key!r} is not a human seat")
        if not valid_token(token):
            raise ValueError("hosted: a seat's token")
        seats[int(key)] = token
    for name, v, lo, hi in (("zombie_after", zombie, 1, 3600), ("port", port, 0, 65535)):
        if isinstance(v, bool) or not isinstance(v, int) or not lo <= v <= hi:
            raise ValueError(f"hosted: {name}")
    return hosted_to_data(seats, zombie, port, transport, room)


def hosted_tokens(data: dict) -> dict[int, str]:
    """Seat -> token of a checked `hosted_from_data`."""
    return {int(k): v for k, v in data["remote"].items()}


class HostedGame:
    def __init__(self, setup: GameSetup, remote, net: NetThread, backend: Backend, *,
                 zombie_after: float = 60.0, zombie_level: str = "easy",
                 tokens: dict[int, str] | None = None, record: GameRecord | None = None,
                 started: bool = False, limits: Limits | None = None):
        self.net = net
        self.session = HostSession(setup, remote, zombie_after=zombie_after, zombie_level=zombie_level,
                                   tokens=tokens, record=record, started=started, defer_intents=True)
        self.gate = Gate(backend, [self.session.token(s) for s in self.session.seats], limits)
        self.backend = backend
        self.address = "127.0.0.1"
        self.port: int | None = None
        self.problem: str | None = None      # why listening failed, in words
        self.problem_word: str | None = None # ... and the backend's word for it (runner.Failure)
        self.news: list[str] = []
        self._was: dict[int, tuple[bool, bool]] = {}
        self._bind, self._fixed = "127.0.0.1", True
        self._match: "HostedMatch | None" = None

    # --- facts for the lobby and the plaques ---------------------------------------------

    @property
    def setup(self) -> GameSetup:
        """The session's setup: at Start it takes the names the friends gave."""
        return self.session.setup

    @property
    def remote(self) -> list[int]:
        return sorted(self.session.seats)

    @property
    def started(self) -> bool:
        return self.session.started

    def join_code(self, seat: int) -> str:
        return str(JoinCode(self.backend.name, self.address, self.port or 0, seat, self.session.token(seat)))

    def connected(self, seat: int) -> bool:
        s = self.session.seats.get(seat)
        return s is not None and s.conn is not None

    def zombie(self, seat: int) -> bool:
        s = self.session.seats.get(seat)
        return s is not None and s.zombie

    def all_joined(self) -> bool:
        return self.port is not None and all(self.connected(s) for s in self.remote)

    def ready(self, seat: int) -> bool:
        s = self.session.seats.get(seat)
        return s is not None and s.ready

    def said_name(self, seat: int) -> str | None:
        """The name the friend at `seat` gave (None: nobody, or an app that sends none)."""
        s = self.session.seats.get(seat)
        return s.name if s is not None else None

    def ready_to_start(self) -> bool:
        return self.port is not None and self.session.ready_to_start()

    def absent(self) -> list[int]:
        """The friends' seats nobody is connected to now."""
        return self.session.absent()

    def can_start_with_ai(self) -> bool:
        """The lobby may start now with an AI in each absent friend's seat."""
        return self.port is not None and self.session.ready_with_ai()

    def ai_for_absent(self) -> None:
        """Before Start: an AI plays each absent friend's seat until they join with their code
        (HostSession.ai_for_absent); then the lobby starts the game as usual."""
        self.send(self.session.ai_for_absent())

    def can_move(self, seat: int, to: int) -> bool:
        return self.session.move_refusal(seat, to) is None

    def move(self, seat: int, to: int) -> None:
        """Swap the friends of two remote seats (the lobby, before Start)."""
        self.send(self.session.move(seat, to))

    def name_own_seat(self, seat: int, name: str) -> None:
        """The name friends see for a seat the host plays (the lobby, before Start; ValueError
        for a name they may not be shown: HostSession.name_own_seat)."""
        self.send(self.session.name_own_seat(seat, name))

    def names(self) -> list[str]:
        """Every seat's name as friends see it (the setup takes them at Start)."""
        return self.session.names()

    def to_data(self) -> dict:
        mx = self.backend.name == "mx"
        return hosted_to_data({s: self.session.token(s) for s in self.remote},
                              int(self.session.zombie_after), self.port or 0, self.backend.name,
                              self.address if mx else None)

    # --- running ----------------------------------------------------------------------------

    def listen(self, bind: str, port: int, address: str, fixed: bool = False) -> None:
        """Listen on `port`; when it is taken another is chosen, unless `fixed` (a resumed game:
        its join codes name the port, so a busy port is said instead). Matrix: `bind` is the
        room alias's localpart to reopen ("" for a new room), `port` 0, `fixed` True; the
        address (the alias) comes from the listener."""
        self.address = address
        self._bind, self._fixed = bind, fixed or port == 0
        self.gate.listen(self.net, bind, port)

    def pump(self) -> None:
        """Take what the gate let through, answer it through the session, hand long-away seats
        to the AI. Never blocks: at most a bounded batch per call."""
        events = self.gate.poll()
        for ev in events:
            if ev.kind == LISTENING:
                if self.backend.listener_names_address:
                    self.address = self.gate.host     # set before LISTENING was queued
                self.port = int(ev.text)
            elif ev.kind == FAILED and not self._fixed:
                self._fixed = True
                self.gate.listen(self.net, self._bind, 0)
            elif ev.kind == FAILED:
                self.problem = str(ev.text)
                self.problem_word = getattr(ev.text, "problem", None)
        outs = feed(self.session, events)
        outs += self.session.tick(ai=False)
        self.send(outs)
        self._tell_news()

    def _tell_news(self) -> None:
        """Words for the host's table when a friend leaves, comes back or is replaced by the AI."""
        for s in self.remote:
            now = (self.connected(s), self.zombie(s))
            was = self._was.get(s, (False, False))
            self._was[s] = now
            if now == was or not self.started:
                continue
            name = self.setup.seats[s].name
            if now[1] and not was[1]:
                self.news.append(f"{name}'s seat is played by the AI until {name} returns.")
            elif now[0] and not was[0]:
                self.news.append(f"{name} is back.")
            elif was[0] and not now[0]:
                self.news.append(f"{name} left; an AI takes the seat if {name} is away too long.")

    def take_news(self) -> list[str]:
        out, self.news = self.news, []
        return out

    def send(self, outs: list[Outgoing]) -> None:
        self.gate.send(outs)

    def begin(self) -> None:
        self.send(self.session.begin())

    def table_match(self) -> "HostedMatch":
        if self._match is None:
            self._match = HostedMatch(self)
        return self._match

    def close(self) -> None:
        """Stop hosting. A finished game (its record archived, no autosave to resume) also lets
        its Matrix room go: nobody can come back to it."""
        self.gate.close(self.net, finished=self.session.over)
        self.session.stop()


class HostedMatch:
    """The host table's Match: the session's Match, with every applied action sent on to the
    remote seats and the remote seats' checked intents offered as ready moves (`ready_ai`).
    Everything else is the Match's own (attribute look-ups fall through to it)."""

    def __init__(self, hosted: HostedGame):
        self.hosted = hosted
        self._inner = hosted.session.match
        # Called after each action is applied and before its update (with a friend's
        # acknowledgement) is sent: the app's autosave, so what a friend saw is on disk first.
        self.before_send: Callable[[], Any] | None = None

    def __getattr__(self, name: str) -> Any:
        return getattr(self._inner, name)

    def apply(self, action: Any) -> list:
        session = self.hosted.session
        ack = None
        for d in session.deferred:
            if d.action == action:
                ack = (d.seat, d.n)
                session.deferred.remove(d)
                break
        events, outs = session.play(action, ack)
        if self.before_send is not None:
            self.before_send()
        self.hosted.send(outs)
        return events

    def ready_ai(self, now: float, min_think: float) -> list:
        """The AI's ready moves, then the remote seats' intents (never held back: a person
        already took their time)."""
        session = self.hosted.session
        out = list(self._inner.ready_ai(now, min_think))
        keep: list[Deferred] = []
        for d in session.deferred:
            if self._inner.check(d.action) is None:
                out.append(d.action)
                keep.append(d)
            else:
                self.hosted.send(session.refuse_deferred(d))
        session.deferred[:] = keep
        return out

    def thinking(self) -> dict[int, float]:
        """AI seats thinking, plus the remote players who may act now (their plaque says so)."""
        out = dict(self._inner.thinking())
        state = self._inner.state
        for s in self.hosted.remote:
            if s not in self._inner.controllers and not state.game_over and state.legal_actions(s):
                out.setdefault(s, 0.0)     # the tables only ask who; the time is the AI's
        return out

    def seat_note(self, seat: int) -> str | None:
        """A few words for the seat's plaque: away, or played by the AI until its player returns."""
        if seat not in self.hosted.session.seats:
            return None
        if self.hosted.zombie(seat):
            return "AI until back"
        return None if self.hosted.connected(seat) else "away"

    def undo_check(self, seat: int, names=None) -> UndoCheck:
        # Friends on other screens saw the move: it is not taken back.
        return UndoCheck(None, "Moves are not taken back in a game with friends.")

    def undo(self, seat: int, names=None) -> UndoCheck:
        return self.undo_check(seat, names)
