"""A game joined from this app with a join code: the client's state on the UI thread, the
connection on NetThread (game/net/runner.py).

    joined = JoinedGame(JoinCode.parse(text), net, WebSocketBackend(), name="Ann")
    joined.connect()             # says hello (with the name) as soon as the connection is up
    joined.set_ready(True)       # the lobby's Ready (said again after a rejoin)
    for msg in joined.pump(): ...   # every frame: what the host sent, parsed (ClientState)
    joined.act(action_data)      # an intent, in the action's data form from the view's legal
    joined.connect()             # again after a drop: resumes the seat (wherever the host moved it)

No pygame and no rules: the host decides; this keeps what it sent. A host message that does
not parse or whose view digest differs ends the link with `problem` set (never a crash).
"""
from __future__ import annotations

from typing import Any

from game.net.client import ClientState
from game.net.runner import CLOSED, FAILED, MESSAGE, OPEN, ClientLink, NetThread
from game.net.transport import HOST_BACK, HOST_GONE, Backend, JoinCode
from game.net.wire import WireError


# A Matrix host that sent nothing, not even its heartbeat, for a while (transport.HOST_GONE).
HOST_GONE_WORDS = ("The host has gone quiet: their app closed or lost its connection. "
                   "Reconnect when they are back.")


class JoinedGame:
    def __init__(self, join: JoinCode, net: NetThread, backend: Backend, name: str | None = None):
        self.join = join
        self.state = ClientState(join.seat, join.token, name)
        self.wants_ready = False            # the player pressed Ready (until they take it back)
        self.link = ClientLink(net, backend, join)
        self.connected = False
        self.connecting = False
        self.problem: str | None = None
        self.problem_word: str | None = None   # the backend's word for a failed connect (runner.Failure)
        self.game: str | None = None        # from the welcome: the game id, mode, players
        self.mode: str | None = None
        self.players = 0
        self.names: list[str] = []

    @property
    def seat(self) -> int:
        """This player's seat: the code's, or where the host moved them since."""
        return self.state.seat

    @property
    def moved(self) -> bool:
        return self.state.seat != self.join.seat

    @property
    def welcomed(self) -> bool:
        return self.state.welcomed > 0

    @property
    def started(self) -> bool:
        return bool(self.state.presence.get("started"))

    def connect(self) -> None:
        self.problem = self.problem_word = None
        self.connecting = True
        self.link.open(self.state.hello())

    def pump(self) -> list[dict[str, Any]]:
        out = []
        for ev in self.link.poll():
            if ev.conn != self.link.conn:
                continue       # an earlier connection's last words
            if ev.kind == OPEN:
                self.connected, self.connecting = True, False
            elif ev.kind == FAILED:
                self.connecting = False
                self.problem = f"Could not reach the host ({ev.text})."
                self.problem_word = getattr(ev.text, "problem", None)
            elif ev.kind == CLOSED:
                self.connected = self.connecting = False
                if ev.text == HOST_BACK:
                    self.connect()        # the host restarted: a fresh hello resumes the seat
                elif ev.text == HOST_GONE and not self.state.over:
                    self.problem = HOST_GONE_WORDS
                elif "bad_token" in self.state.errors:
                    self.problem = "The host refused this code (a seat and token it does not know)."
            elif ev.kind == MESSAGE:
                try:
                    msg = self.state.handle(ev.text)
                except WireError as exc:
                    self.problem = f"The host sent something this app cannot use ({exc})."
                    self.link.close()
                    continue
                if msg["type"] == "welcome":
                    # A hostile host could send anything here: keep only what has the right shape.
                    game, mode, players = msg.get("game"), msg.get("mode"), msg.get("players")
                    self.game = game if isinstance(game, str) else None
                    self.mode = mode if isinstance(mode, str) else None
                    self.players = players if type(players) is int and 0 < players <= 64 else 0
                    self._take_names(msg.get("names"))
                    if self.wants_ready and not self.started:
                        self.link.say(self.state.ready(True))    # a rejoin in the lobby: still ready
                elif msg["type"] == "presence":
                    self._take_names(msg.get("names"))
                out.append(msg)
        return out

    def _take_names(self, names: Any) -> None:
        # A hostile host could send anything here: keep only what has the right shape.
        if isinstance(names, list) and len(names) <= 64 and all(isinstance(n, str) for n in names):
            self.names = [n[:32] for n in names]

    def set_ready(self, ready: bool) -> None:
        """The lobby's Ready (or taking it back); kept, and said again after a rejoin."""
        self.wants_ready = ready
        if self.welcomed:
            self.link.say(self.state.ready(ready))

    def ready_marks(self) -> list[bool]:
        """Per seat: its player pressed Ready (the host's last presence)."""
        marks = self.state.presence.get("ready")
        return [m is True for m in marks] if isinstance(marks, list) else []

    def name(self, seat: int) -> str:
        """The host's name for `seat` ('Seat 3' when it sent none)."""
        return self.names[seat] if 0 <= seat < len(self.names) else f"Seat {seat + 1}"

    def act(self, action: dict[str, Any]) -> None:
        self.link.say(self.state.intent(action))

    def close(self) -> None:
        self.link.close()
