"""A client's side of a session: it keeps what the host sends and makes the messages it sends.

    client = ClientState(seat, token, name="Ann")
    send(client.hello())                   # on every (re)connection
    send(client.ready(True))               # in the lobby: ready to start
    msg = client.handle(text)              # each message received; returns it parsed
    send(client.intent(client.legal()[0])) # an action in its data form

No I/O and no game rules: the client renders `view` (the host's view of its seat, as plain
data) and animates `events`; legality is the host's to decide (`refused` says why). A host
message that does not parse, or a view whose digest differs from the one the host computed,
raises `WireError` (a broken or hostile host must not crash the app silently). The seat and
token follow the host: a `welcome` names the seat the token holds, `seated` a move in the lobby,
so the next hello (a rejoin) claims the seat the host put this player in.
"""
from __future__ import annotations

import random
from typing import Any

from game.net import messages as m
from game.net.wire import WireError, digest, dumps, loads_checked


class ClientState:
    def __init__(self, seat: int, token: str, name: str | None = None):
        self.seat = seat
        self.token = token
        self.name = name                # said in every hello (the host may show it)
        self.view: dict[str, Any] | None = None
        self.seq = -1
        self.over = False
        self.state_digest = ""          # the host's, as last sent (keyed: compare only)
        self.presence: dict[str, Any] = {}
        self.refusals: list[dict[str, Any]] = []
        self.errors: list[str] = []
        self.acked = -1                 # the last intent number the host applied
        self.welcomed = 0               # welcomes received (1 + the number of resumes)
        self._n = 0

    def hello(self) -> str:
        return dumps(m.hello(self.seat, self.token, self.name))

    def ready(self, is_ready: bool) -> str:
        return dumps(m.ready(is_ready))

    def intent(self, action: dict[str, Any]) -> str:
        """The message for `action` (data form, as found in `legal()`); numbered for its ack."""
        self._n += 1
        return dumps(m.intent(self._n, action))

    @property
    def last_intent(self) -> int:
        return self._n

    def legal(self) -> list[dict[str, Any]]:
        """This seat's legal actions as the host last said (the view's `legal`)."""
        return list(self.view.get("legal", ())) if self.view and not self.over else []

    def _take_seat(self, seat: Any, token: Any) -> None:
        # A hostile host gains nothing here (it chose the seat anyway); only the shape is checked.
        if type(seat) is not int or not 0 <= seat <= 63 or not isinstance(token, str) or not 1 <= len(token) <= 64:
            raise WireError(m.BAD_SCHEMA, "seat")
        self.seat, self.token = seat, token

    def view_digest(self) -> str:
        return digest(self.view)

    def handle(self, text: Any) -> dict[str, Any]:
        msg = loads_checked(text, strict=False)
        kind = msg["type"]
        if kind in ("welcome", "update"):
            if not isinstance(msg.get("view"), dict) or not isinstance(msg.get("seq"), int):
                raise WireError(m.BAD_SCHEMA, kind)
            if digest(msg["view"]) != msg.get("view_digest"):
                raise WireError("desync", f"view digest differs at {msg['seq']}")
            self.view, self.seq, self.over = msg["view"], msg["seq"], bool(msg.get("over"))
            self.state_digest = str(msg.get("state_digest", ""))
            if kind == "welcome":
                self.welcomed += 1
                self._take_seat(msg.get("seat"), self.token)
            if isinstance(msg.get("ack"), int):
                self.acked = msg["ack"]
        elif kind == "refused":
            self.refusals.append(msg)
        elif kind == "presence":
            self.presence = msg
        elif kind == "seated":
            self._take_seat(msg.get("seat"), msg.get("token"))
        elif kind == "error":
            self.errors.append(str(msg.get("code")))
        return msg


class RandomBot:
    """A client-side bot: a uniformly random legal action from its view, one intent at a time
    (it waits for the host's answer before choosing again). For tests and the benchmark."""

    def __init__(self, client: ClientState, rng: random.Random):
        self.client = client
        self.rng = rng
        self.waiting = False

    def on_message(self, msg: dict[str, Any]) -> str | None:
        """The intent to send after `msg`, if any."""
        kind = msg.get("type")
        # The answer to the intent in flight: applied (acked), refused, or a fresh start.
        if kind in ("welcome", "refused", "error") or (kind == "update" and msg.get("ack") == self.client.last_intent):
            self.waiting = False
        if self.waiting:
            return None
        legal = self.client.legal()
        if not legal:
            return None
        self.waiting = True
        return self.client.intent(self.rng.choice(legal))
