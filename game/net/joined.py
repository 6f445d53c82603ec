"""A game joined from this app with a join code: the client's state on the UI thread, the
connection on NetThread (game/net/runner.py).

    joined = JoinedGame(JoinCode.parse(text), net, WebSocketBackend())
    joined.connect()             # says hello as soon as the connection is up
    for msg in joined.pump(): ...   # every frame: what the host sent, parsed (ClientState)
    joined.act(action_data)      # an intent, in the action's data form from the view's legal
    joined.connect()             # again after a drop: the same code resumes the seat

No pygame and no rules: the host decides; this keeps what it sent. A host message that does
not parse or whose view digest differs ends the link with `problem` set (never a crash).
"""
from __future__ import annotations

from typing import Any

from game.net.client import ClientState
from game.net.runner import CLOSED, FAILED, MESSAGE, OPEN, ClientLink, NetThread
from game.net.transport import HOST_BACK, Backend, JoinCode
from game.net.wire import WireError


class JoinedGame:
    def __init__(self, join: JoinCode, net: NetThread, backend: Backend):
        self.join = join
        self.state = ClientState(join.seat, join.token)
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
        return self.join.seat

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
                    names = msg.get("names")
                    if isinstance(names, list) and all(isinstance(n, str) for n in names):
                        self.names = [n[:32] for n in names]
                out.append(msg)
        return out

    def name(self, seat: int) -> str:
        """The host's name for `seat` ('Seat 3' when it sent none)."""
        return self.names[seat] if 0 <= seat < len(self.names) else f"Seat {seat + 1}"

    def act(self, action: dict[str, Any]) -> None:
        self.link.say(self.state.intent(action))

    def close(self) -> None:
        self.link.close()
