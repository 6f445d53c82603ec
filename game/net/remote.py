"""A joined game as a table scene sees a Match: the seat's typed view, its legal actions, the
events to animate, who is connected and who is thinking, all from what the host sent.

    match = RemoteMatch(joined)          # joined: game/net/joined.JoinedGame, welcomed
    for arrival in match.pump(): ...     # every frame: positions the host moved to
    match.apply(action)                  # an intent: the host answers with an update or a refusal
    match.take_refusals()                # the host's refusals, as Refusal data (rule, seat, params)

The table asks the same questions of it as of a local Match (`view`, `check`, `apply`,
`human_decision`, `thinking`, `seat_note`, `undo_check`), so one table scene serves both.
What a client cannot have, it does not pretend to: there is no `state` (the table draws from
the view), `check` never refuses (the host decides; its refusal arrives as data), one intent
is in flight at a time, and a friend's game has neither undo nor hints (the host's table
takes nothing back either: game/net/hosted.HostedMatch). No pygame.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.protocol import Refusal, get_game
from game.setup import GameSetup, SeatSetup, SetupError
from game.undo import UndoCheck

REMOTE = "remote"           # a seat's control as this client knows it: played elsewhere


@dataclass(frozen=True)
class Arrival:
    """The host moved the game: `events` (what this seat may know of them, typed) took this
    seat's view from `before` to `after`. `resync`: a snapshot (welcome, or an update without
    events) to draw as it is, with nothing to animate."""

    events: tuple
    before: Any
    after: Any
    resync: bool = False


def names_setup(game: str, mode: str, players: int, names: list[str], seat: int,
                colors: list[str]) -> GameSetup:
    """A setup that says what the table needs of the seats: names (the host's, or 'Seat 2'
    when one is unusable), colors (the caller's palette, in seat order: the host does not send
    its players' picks), this seat human, the others played elsewhere. SetupError when the
    game, mode or player count is not one this app knows."""
    seats = []
    for i in range(players):
        name = names[i] if i < len(names) else ""
        control, color = "human" if i == seat else REMOTE, colors[i % len(colors)]
        try:
            seats.append(SeatSetup(name, color, control))
        except SetupError:
            seats.append(SeatSetup(f"Seat {i + 1}", color, control))
    return GameSetup(mode, players, tuple(seats), 0, {}, game=game)


class RemoteMatch:
    """A JoinedGame seen as the table's Match (module docstring)."""

    resumed: tuple = ()          # the log starts at what the table sees (no past to replay)
    seed = 0                     # no hints: nothing is seeded here

    def __init__(self, joined: Any, colors: list[str]):
        """`colors`: "#RRGGBB" per seat, in order (the app's palette)."""
        self.joined = joined
        self.game = get_game(joined.game)
        self.setup = names_setup(joined.game, joined.mode, joined.players, joined.names, joined.seat, colors)
        self.seat = joined.seat
        self.humans = frozenset({joined.seat})
        self.pending: int | None = None      # the number of the intent in flight
        self.ever_connected: set[int] = set()
        self._refusals: list[Refusal] = []
        self._view = self.game.view_from_data(joined.state.view)
        self._seq = joined.state.seq

    # --- what the table reads ----------------------------------------------------------------

    @property
    def seats(self) -> int:
        return len(self.setup.seats) + len(self.game.mode(self.setup.mode).extra_seats)

    @property
    def seq(self) -> int:
        """Actions the host has applied so far."""
        return self._seq

    @property
    def position(self) -> Any:
        """The seat's latest view (a new object whenever the host moves the game)."""
        return self._view

    @property
    def over(self) -> bool:
        return self.joined.state.over

    def view(self, seat: int) -> Any:
        if seat != self.seat:
            raise ValueError(f"a client sees seat {self.seat} only, not seat {seat}")
        return self._view

    def check(self, action: Any) -> None:
        """Never a refusal here: the host checks every intent and says why it refuses."""
        return None

    def apply(self, action: Any) -> list:
        """Send `action` as an intent; the host's update brings its events (see `pump`)."""
        self.joined.act(self.game.action_to_data(action))
        self.pending = self.joined.state.last_intent
        return []

    def human_decision(self) -> tuple[int, str] | None:
        """This seat's decision now, unless an intent is in flight or the link is down."""
        if self.pending is not None or not self.joined.connected or self.over or not self._view.legal:
            return None
        return self.seat, self._view.legal[0].kind

    def thinking(self) -> dict[int, float]:
        """The other seats that may act now (the host's AIs and friends alike; every game's
        view says who may act in `acting`). None while the link is down: this seat cannot know."""
        if self.over or not self.joined.connected:
            return {}
        return {s: 0.0 for s in self._view.acting if s != self.seat}

    def seat_note(self, seat: int) -> str | None:
        """A few words for a seat's plaque from the host's presence: a friend's seat is
        'online', 'away' or 'AI until back'; the host's own seats say nothing."""
        presence = self.joined.state.presence
        connected, ai = presence.get("connected") or [], presence.get("ai") or []
        on = seat < len(connected) and connected[seat] is True
        if on:
            self.ever_connected.add(seat)
        if seat == self.seat:
            return None if self.joined.connected else "offline"
        if seat not in self.ever_connected:
            return None
        if seat < len(ai) and ai[seat] is True:
            return "AI until back"
        return "online" if on else "away"

    def undo_check(self, seat: int, names=None) -> UndoCheck:
        return UndoCheck(None, "moves are not taken back in a game with friends")

    def undo(self, seat: int, names=None) -> UndoCheck:
        return self.undo_check(seat, names)

    # --- what the table does -------------------------------------------------------------------

    def request_ai(self, now: float) -> None:
        """The host runs every other seat."""

    def ready_ai(self, now: float, min_think: float) -> list:
        return []

    def note_hint(self, seat: int) -> None:
        """No hints in a game with friends."""

    def close(self) -> None:
        """The link stays the app's (Leave closes it)."""

    def take_refusals(self) -> list[Refusal]:
        out, self._refusals = self._refusals, []
        return out

    def pump(self) -> list[Arrival]:
        """What the host sent since the last call, as arrivals to show in order. A message the
        game cannot read back (a broken or hostile host) ends the link with `joined.problem`."""
        out: list[Arrival] = []
        for msg in self.joined.pump():
            kind = msg.get("type")
            if kind in ("welcome", "update"):
                try:
                    after = self.game.view_from_data(msg["view"])
                    events = tuple(self.game.event_from_data(e) for e in msg.get("events") or ())
                except (ValueError, TypeError, KeyError) as exc:
                    self.joined.problem = f"The host sent a position this app cannot read ({exc})."
                    self.joined.close()
                    break
                before, self._view, self._seq = self._view, after, msg["seq"]
                answered = kind == "welcome" or (self.pending is not None and msg.get("ack") == self.pending)
                if answered:
                    self.pending = None
                out.append(Arrival(events, before, after, resync=kind == "welcome" or not events))
            elif kind == "refused":
                if msg.get("n") == self.pending:
                    self.pending = None
                params = msg.get("params") if isinstance(msg.get("params"), dict) else {}
                seat = msg.get("seat") if type(msg.get("seat")) is int else None
                self._refusals.append(Refusal(str(msg.get("rule")), seat, params))
        if not self.joined.connected:
            self.pending = None        # a reconnection's welcome starts afresh
        return out
