"""The host-authoritative session: the host's Match is the game; clients only send intents.

    session = HostSession(setup, remote={0, 1, 2}, zombie_after=60)
    session.open(conn)                     # a transport accepted connection `conn`
    outs = session.receive(conn, text)     # a message arrived; send `outs`
    outs = session.close(conn)             # the connection is gone
    outs = session.tick()                  # every few ms: AI seats' moves, zombie takeover

Every call returns `Outgoing(conn, text, close)` items for the transport to send (and, when
`close`, to close that connection after sending). The session never does I/O and is not
thread-safe: call it from one thread (the host's event loop). AI seats think on the Match's
worker threads (game/ai/worker.py) and their answers are collected by `tick`.

Contracts:
* The host holds the seed and the state; a seat is only ever sent `definition.view(seat)` and
  `definition.redact(event, seat)` of the events (never the state, the seed or another view).
* A remote seat is claimed with `hello(seat, token[, name])`; the token is the player's secret
  (in its join code) and their identity: the hello lands in the seat that holds the token now
  (the lobby may have moved the player; the hello's seat is where the code said). An unknown
  token is refused the same way whatever the seat, and the connection closed. A new hello for
  a seat replaces its old connection (resume after a drop). The name is shown, never trusted.
* The lobby (before `begin`, nothing played yet): `move(seat, to)` swaps two remote seats'
  players (token, connection, name, ready) and tells each moved one `seated`; `ready` messages
  mark a player ready; `ready_to_start()` says whether every remote seat is there and ready.
  No seat is sent its view before `begin` (an empty one): a player moved in the lobby never
  saw another seat's hand. `begin` writes the players' names into the setup's seats (and the
  names the host gave its own seats for friends, `name_own_seat`); `ai_for_absent` hands every
  absent friend's seat to the zombie AI at once (`ready_with_ai`), for a game that starts
  without them.
* Every intent is validated (messages.parse_client, then the game's action parser, the seat,
  then `check_action`); a refusal is sent back as data (rule id, seat, params).
* A remote seat away for `zombie_after` seconds (never connected, or dropped) is played by an
  AI of `zombie_level` until its player says hello again (Board Game Arena's zombie mode).
* Digests: `state_digest()` is a keyed hash of the host's `to_data()` (clients can compare it,
  never invert it); `view_digest(seat)` the plain hash of what the seat was sent.
* Determinism: the game is `match.record` (seed + actions), whoever chose each action.
* Played at the host's own screen too (scenes: the lobby): `started=False` holds intents
  (refused `not_started`) while players join, `begin()` opens the game; `defer_intents=True`
  queues each checked intent in `deferred` instead of applying it, so the host's table applies
  it like an AI move (and animates it) through `play(action, ack)`. `match.humans` are only the
  seats played at the host's screen (`setup.humans` minus the remote seats).
"""
from __future__ import annotations

import hmac
import secrets
import time
from dataclasses import dataclass, replace
from typing import Any, Callable, Hashable, Iterable, NamedTuple

from game.match import Match, make_ai
from game.net import messages as m
from game.net.wire import VERSION, WireError, digest, dumps, to_plain, MAX_BYTES
from game.record import GameRecord
from game.setup import GameSetup


class Outgoing(NamedTuple):
    conn: Hashable
    text: str
    close: bool = False


@dataclass
class _Conn:
    seat: int | None = None
    tokens: float = 0.0             # rate limit bucket
    stamp: float = 0.0


@dataclass
class RateLimit:
    """A token bucket per connection: `per_second` messages on average, `burst` at once."""
    per_second: float = 40.0
    burst: float = 80.0

    def take(self, bucket: Any, now: float) -> bool:
        """Spend one of `bucket`'s tokens (an object with `tokens` and `stamp`); False when it
        has none left (the message is over the limit)."""
        bucket.tokens = min(self.burst, bucket.tokens + (now - bucket.stamp) * self.per_second)
        bucket.stamp = now
        if bucket.tokens < 1:
            return False
        bucket.tokens -= 1
        return True


@dataclass
class _Seat:
    """Who sits at a remote seat: everything here moves with the player when the lobby swaps."""
    token: str
    conn: Hashable | None = None
    away_since: float | None = None
    zombie: bool = False
    name: str | None = None         # the name the player said (hello), if any
    ready: bool = False             # pressed Ready in the lobby (and still connected)


class Deferred(NamedTuple):
    """A remote seat's checked intent, waiting for the host's table to apply it."""
    action: Any
    seat: int
    n: int


class HostSession:
    """See the module docstring. `remote`: the seats played from other machines (every
    other seat plays as its setup says: an AI level). `tokens`: seat -> secret (made fresh
    when not given). `clock`: seconds, monotonic (tests pass a fake one)."""

    def __init__(self, setup: GameSetup, remote: Iterable[int], *, zombie_after: float = 60.0,
                 zombie_level: str = "easy", min_think: float = 0.0, tokens: dict[int, str] | None = None,
                 rate: RateLimit | None = None, clock: Callable[[], float] = time.monotonic,
                 record: GameRecord | None = None, started: bool = True, defer_intents: bool = False):
        # `record`: resume a hosted game (the host's autosave); the tokens come with it.
        self.match = Match(setup, record)
        self.game = self.match.game
        self.setup = setup
        self.clock = clock
        self.zombie_after = zombie_after
        self.zombie_level = zombie_level
        self.min_think = min_think
        self.rate = rate or RateLimit()
        # The key of the state digest: fresh per session, never sent.
        self._key = secrets.token_bytes(16)
        self._digested: tuple[Any, str] | None = None      # (state, its digest): once per position
        now = clock()
        tokens = tokens or {}
        self.seats: dict[int, _Seat] = {
            s: _Seat(tokens.get(s) or secrets.token_urlsafe(12), away_since=now) for s in sorted(set(remote))}
        for s in self.seats:
            if not 0 <= s < len(setup.seats) or not setup.seats[s].human:
                raise ValueError(f"remote seat {s}: expected a human seat of the setup")
        self._conns: dict[Hashable, _Conn] = {}
        # The host's screen plays its own seats only; a remote seat is never played there.
        self.match.humans = frozenset(setup.humans) - set(self.seats)
        self.started = started
        self.defer_intents = defer_intents
        self.deferred: list[Deferred] = []
        self.own_names: dict[int, str] = {}     # seat -> the name the host gave a seat it plays

    # --- facts ---------------------------------------------------------------------------

    @property
    def seq(self) -> int:
        return len(self.match.record.actions)

    @property
    def over(self) -> bool:
        return bool(self.match.state.game_over)

    def token(self, seat: int) -> str:
        return self.seats[seat].token

    def names(self) -> list[str]:
        """Every seat's name: the one its remote player said, the one the host gave a seat of
        its own (`name_own_seat`), else the host's setup's."""
        return [self.seats[s].name if s in self.seats and self.seats[s].name
                else self.own_names.get(s, seat.name) for s, seat in enumerate(self.setup.seats)]

    def name_own_seat(self, seat: int, name: str) -> list[Outgoing]:
        """Before Start: the name friends are shown for a seat the host plays (its own at its
        screen, or an AI's), checked by the rule of a friend's name (messages.clean_name:
        ValueError) and written into the setup at `begin` like theirs (a resumed game's setup
        stays as saved until then). Everyone connected is told the new presence."""
        if self.started or not 0 <= seat < len(self.setup.seats) or seat in self.seats:
            raise ValueError(f"seat {seat}: the host names a seat it plays, before Start")
        self.own_names[seat] = m.clean_name(name)
        return self._broadcast(self.presence())

    def ready_to_start(self) -> bool:
        """Every remote seat has its player connected and ready (a resumed game, already under
        way, asks only that they are back)."""
        return all(seat.conn is not None and (seat.ready or self.seq > 0) for seat in self.seats.values())

    def absent(self) -> list[int]:
        """The friends' seats whose player is not connected now, in seat order."""
        return [s for s, seat in sorted(self.seats.items()) if seat.conn is None]

    def ready_with_ai(self) -> bool:
        """The lobby may start with an AI in each absent friend's seat (`ai_for_absent`): not
        started, some friend absent, and every friend who is here ready (a resumed game: here)."""
        return not self.started and bool(self.absent()) and all(
            seat.ready or self.seq > 0 for seat in self.seats.values() if seat.conn is not None)

    def ai_for_absent(self) -> list[Outgoing]:
        """Before Start: an AI of `zombie_level` plays each absent friend's seat at once (the
        zombie takeover without waiting `zombie_after`), handed back when its player says hello
        with their code. Everyone connected is told the new presence."""
        if self.started:
            raise ValueError("the AI takes absent friends' seats before Start only")
        for s in self.absent():
            self._hand_to_ai(s)
        return self._broadcast(self.presence())

    def _hand_to_ai(self, s: int) -> None:
        if not self.seats[s].zombie:
            self.seats[s].zombie = True
            self.match.set_controller(s, make_ai(self.zombie_level, "random", self.game, s))

    def move_refusal(self, seat: int, to: int) -> str | None:
        """Why the lobby may not swap the players of `seat` and `to` (None: it may)."""
        if self.started or self.seq > 0:
            return "the game has started"
        if seat not in self.seats or to not in self.seats:
            return "only friends' seats are swapped"
        if seat == to:
            return "the same seat"
        return None

    def plain_view(self, seat: int) -> Any:
        return to_plain(self.match.view(seat), self.game.action_to_data)

    def sent_view(self, seat: int) -> Any:
        """The view `seat` is sent: its plain view once started; before Start a seat's player may
        still be moved to another seat, so no hand is shown until then (an empty view)."""
        return self.plain_view(seat) if self.started else {}

    def view_digest(self, seat: int) -> str:
        return digest(self.sent_view(seat))

    def state_digest(self) -> str:
        # Every seat's update carries it: taken once per position (states never change: a new
        # action makes a new one), not once per seat.
        state = self.match.state
        if self._digested is None or self._digested[0] is not state:
            self._digested = (state, digest(to_plain(state.to_data()), self._key))
        return self._digested[1]

    def presence(self) -> dict[str, Any]:
        seats = len(self.setup.seats)
        return {"v": VERSION, "type": "presence",
                "connected": [s in self.seats and self.seats[s].conn is not None for s in range(seats)],
                "ai": [s in self.match.controllers for s in range(seats)],
                "started": self.started, "names": self.names(),
                "remote": [s in self.seats for s in range(seats)],
                "ready": [s in self.seats and self.seats[s].ready for s in range(seats)]}

    # --- connections ---------------------------------------------------------------------

    def open(self, conn: Hashable) -> None:
        """A new connection (opening a known one again changes nothing)."""
        self._conns.setdefault(conn, _Conn(tokens=self.rate.burst, stamp=self.clock()))

    def close(self, conn: Hashable) -> list[Outgoing]:
        c = self._conns.pop(conn, None)
        if c is None or c.seat is None or self.seats[c.seat].conn != conn:
            return []
        seat = self.seats[c.seat]
        seat.conn = None
        seat.away_since = self.clock()
        seat.ready = False          # whoever is not there is not ready; a rejoin says it again
        return self._broadcast(self.presence())

    def receive(self, conn: Hashable, text: Any) -> list[Outgoing]:
        """Handle one message from `conn`; an unknown connection is opened first."""
        c = self._conns.get(conn)
        if c is None:
            self.open(conn)
            c = self._conns[conn]
        if not self._take_token(c):
            return [self._error(conn, m.RATE_LIMITED)]
        try:
            msg = m.parse_client(text)
        except WireError as exc:
            return [self._error(conn, exc.code)]
        if msg["type"] == "hello":
            return self._hello(conn, c, msg)
        if c.seat is None:
            return [self._error(conn, m.HELLO_FIRST)]
        if msg["type"] == "ready":
            return self._ready(c.seat, msg["ready"])
        return self._intent(conn, c.seat, msg)

    def _take_token(self, c: _Conn) -> bool:
        return self.rate.take(c, self.clock())

    def _seat_of(self, token: str) -> int | None:
        """The remote seat holding `token` now (every seat compared, in constant time each).
        The wire refuses text UTF-8 cannot encode; `surrogatepass` keeps this total anyway."""
        found = None
        theirs = token.encode("utf-8", "surrogatepass")
        for s, seat in self.seats.items():
            if hmac.compare_digest(seat.token.encode(), theirs):
                found = s
        return found

    def _hello(self, conn: Hashable, c: _Conn, msg: dict) -> list[Outgoing]:
        # The token is the identity; the seat in the hello is only where the join code said
        # (the lobby may have moved its player since). One answer for every unknown token.
        s = self._seat_of(msg["token"])
        if s is None:
            return [self._error(conn, m.BAD_TOKEN)]
        seat = self.seats[s]
        if "name" in msg and not self.started:
            seat.name = msg["name"]       # checked by parse_client; fixed into the setup at begin
        out: list[Outgoing] = []
        if seat.conn is not None and seat.conn != conn:
            # The player came back on a new connection before the old one was noticed dead.
            old = self._conns.get(seat.conn)
            if old is not None:
                old.seat = None
            out.append(Outgoing(seat.conn, dumps(m.error("replaced")), True))
        if c.seat is not None and c.seat != s and self.seats[c.seat].conn == conn:
            # One connection, one seat: a hello with another token leaves the first seat.
            left = self.seats[c.seat]
            left.conn, left.away_since, left.ready = None, self.clock(), False
        c.seat = s
        seat.conn, seat.away_since = conn, None
        if seat.zombie:
            seat.zombie = False
            self.match.set_controller(s, None)
            self.match.humans = self.match.humans - {s}   # back to its player, not to the host's screen
        out.append(self._send(conn, {
            "v": VERSION, "type": "welcome", "game": self.setup.game, "mode": self.setup.mode,
            "players": self.setup.players, "seat": s,
            # The seats' names are public: a client's table says who is who.
            "names": self.names(), **self._position(s)}))
        out.extend(self._broadcast(self.presence()))
        return out

    def _intent(self, conn: Hashable, seat: int, msg: dict) -> list[Outgoing]:
        n = msg["n"]
        if not self.started:
            return [self._send(conn, m.refused(n, m.NOT_STARTED, seat, {}))]
        try:
            action = self.game.action_from_data(msg["action"])
        except Exception:   # noqa: BLE001 - any parser failure is the sender's problem, not the host's
            return [self._send(conn, m.refused(n, m.MALFORMED_ACTION, seat, {}))]
        if getattr(action, "seat", None) != seat:
            return [self._send(conn, m.refused(n, m.NOT_YOUR_SEAT, seat, {"seat": seat}))]
        refusal = self.match.check(action)
        if refusal is not None:
            return [self._send(conn, m.refused(n, refusal.rule, refusal.seat,
                                               to_plain(dict(refusal.params), self.game.action_to_data)))]
        if self.defer_intents:
            self.deferred.append(Deferred(action, seat, n))
            return []
        return self._apply(action, ack=(seat, n))

    def _ready(self, s: int, ready: bool) -> list[Outgoing]:
        seat = self.seats[s]
        if self.started or seat.ready == ready:
            return []          # after Start it means nothing; the same again changes nothing
        seat.ready = ready
        return self._broadcast(self.presence())

    # --- the lobby -----------------------------------------------------------------------

    def move(self, seat: int, to: int) -> list[Outgoing]:
        """Swap the players of remote seats `seat` and `to` before the game starts (ValueError
        with `move_refusal`'s reason otherwise). Each player keeps their token, name and ready
        mark; a connected one is told `seated` (its new seat, the token to rejoin it with),
        everyone the new presence. The join codes the host gave out keep working: a hello
        finds its player by the token."""
        why = self.move_refusal(seat, to)
        if why is not None:
            raise ValueError(f"cannot move seat {seat} to {to}: {why}")
        self.seats[seat], self.seats[to] = self.seats[to], self.seats[seat]
        out: list[Outgoing] = []
        for s in (seat, to):
            p = self.seats[s]
            if p.conn is not None:
                self._conns[p.conn].seat = s
                out.append(self._send(p.conn, m.seated(s, p.token)))
        return out + self._broadcast(self.presence())

    # --- the game moves ------------------------------------------------------------------

    def begin(self) -> list[Outgoing]:
        """Open the game (the lobby's Start): the players' names go into the setup's seats
        (what the tables and the autosave show), intents are taken from now on, away seats
        count their zombie timeout from now, and every connected seat gets its position again
        (its first view, or the one a client refused `not_started` tries again on)."""
        names = self.names()
        self.setup = replace(self.setup, seats=tuple(replace(seat, name=names[i])
                                                      for i, seat in enumerate(self.setup.seats)))
        self.match.setup = self.setup
        self.started = True
        now = self.clock()
        out: list[Outgoing] = []
        for s, seat in self.seats.items():
            if seat.conn is None:
                seat.away_since = now
            else:
                out.append(self._send(seat.conn, {"v": VERSION, "type": "update", "events": [],
                                                  **self._position(s)}))
        return out + self._broadcast(self.presence())

    def refuse_deferred(self, d: Deferred) -> list[Outgoing]:
        """A deferred intent that the position no longer allows (the host's table moved first)."""
        seat = self.seats[d.seat]
        refusal = self.match.check(d.action)
        if seat.conn is None or refusal is None:
            return []
        return [self._send(seat.conn, m.refused(d.n, refusal.rule, refusal.seat,
                                                to_plain(dict(refusal.params), self.game.action_to_data)))]

    def play(self, action: Any, ack: tuple[int, int] | None = None) -> tuple[list, list[Outgoing]]:
        """Apply a checked action (the host's own seat, an AI, or a deferred intent: `ack` =
        (seat, n)); the events for the host's screen and the updates for the remote seats."""
        events = self.match.apply(action)
        return events, self._updates(events, ack)

    def _apply(self, action: Any, ack: tuple[int, int] | None = None) -> list[Outgoing]:
        return self.play(action, ack)[1]

    def _updates(self, events: list, ack: tuple[int, int] | None) -> list[Outgoing]:
        out = []
        for s, seat in self.seats.items():
            if seat.conn is None:
                continue       # told everything by the welcome when it comes back
            msg = {"v": VERSION, "type": "update",
                   "events": [to_plain(self.game.redact(e, s), self.game.action_to_data) for e in events],
                   **self._position(s)}
            if ack is not None and ack[0] == s:
                msg["ack"] = ack[1]
            out.append(self._send(seat.conn, msg))
        return out

    def _position(self, seat: int) -> dict[str, Any]:
        view = self.sent_view(seat)
        return {"seq": self.seq, "over": self.over, "view": view, "view_digest": digest(view),
                "state_digest": self.state_digest()}

    def tick(self, ai: bool = True) -> list[Outgoing]:
        """Hand long-away seats to an AI, then apply the AI moves that are ready (`ai=False`:
        the host's table runs the AI seats itself)."""
        now = self.clock()
        if not self.started:
            return []
        out: list[Outgoing] = []
        for s, seat in self.seats.items():
            if (not seat.zombie and seat.conn is None and seat.away_since is not None
                    and now - seat.away_since >= self.zombie_after):
                self._hand_to_ai(s)
                out.extend(self._broadcast(self.presence()))
        if self.over or not ai:
            return out
        self.match.request_ai(now)
        for action in self.match.ready_ai(now, self.min_think):
            if self.match.check(action) is None:   # an earlier one of this batch may have moved on
                out.extend(self._apply(action))
        return out

    def stop(self) -> None:
        """Stop AI thinking (the host closes the session)."""
        self.match.close()

    # --- sending -------------------------------------------------------------------------

    def _send(self, conn: Hashable, msg: dict[str, Any]) -> Outgoing:
        text = dumps(msg)
        if len(text.encode("utf-8")) > MAX_BYTES:
            # A view that big is a bug of ours; refuse to send what a peer would refuse.
            raise ValueError(f"message of {len(text)} bytes exceeds the {MAX_BYTES} limit")
        return Outgoing(conn, text)

    def _broadcast(self, msg: dict[str, Any]) -> list[Outgoing]:
        return [self._send(seat.conn, msg) for seat in self.seats.values() if seat.conn is not None]

    def _error(self, conn: Hashable, code: str) -> Outgoing:
        return Outgoing(conn, dumps(m.error(code)), code in m.FATAL)
