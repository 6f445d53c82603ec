"""A hosted game without a screen: the app's own hosting path (`HostedGame`), driven frame by
frame as the app drives it, with nobody playing at the host.

    host = HeadlessHost(hosted, say=print)   # hosted: a listening HostedGame, every human seat a friend's
    host.run()                               # until the game is over, or `stopped()` says so

Each `step` is one frame of the app: `HostedGame.pump` (what the gate let through, zombie
takeover), then what the host's table does in its update: ask the AI seats, apply what is
ready (the AI's moves and the friends' checked intents, `HostedMatch.ready_ai`) through
`HostedMatch.apply`, which sends them on. The lobby starts the game once every friend is
connected and ready (`ready_to_start`). `bug-council host` (scenes/host_command.py) and the
hostile tests run this, so they exercise exactly what the app runs. No pygame here.
"""
from __future__ import annotations

import time
from typing import Callable

from game.net.hosted import HostedGame


class HeadlessHost:
    """`frame`: seconds between two steps (the app's frame); `ai_think`: the least time an AI
    seat is shown thinking (friends can follow the game); `say`: where the host's news go;
    `stopped`: read between two steps (Ctrl-C's flag); once true, `run` ends with
    KeyboardInterrupt there, never inside a step (a step half done could leave a friend's
    update unsent)."""

    def __init__(self, hosted: HostedGame, *, frame: float = 1 / 60, ai_think: float = 0.5,
                 say: Callable[[str], None] = lambda line: None, clock: Callable[[], float] = time.monotonic,
                 stopped: Callable[[], bool] = lambda: False):
        self.hosted = hosted
        self.stopped = stopped
        self.frame = frame
        self.ai_think = ai_think
        self.say = say
        self.clock = clock
        self.last_pump = 0.0           # seconds the last step's pump took (benches, tests)
        self._lobby: dict[int, tuple[bool, bool, str | None]] = {}

    @property
    def over(self) -> bool:
        return self.hosted.started and self.hosted.session.over

    def step(self) -> None:
        """One frame."""
        hosted = self.hosted
        t0 = time.perf_counter()
        hosted.pump()
        self.last_pump = time.perf_counter() - t0
        for line in hosted.take_news():
            self.say(line)
        if not hosted.started:
            self._tell_lobby()
            if hosted.ready_to_start():
                hosted.begin()
                self.say("Everyone is here and ready: the game starts.")
            return
        match = hosted.table_match()
        now = self.clock()
        match.request_ai(now)
        for action in match.ready_ai(now, self.ai_think):
            if match.check(action) is None:     # an earlier one of this batch may have moved on
                match.apply(action)

    def run(self, linger: float = 1.0) -> None:
        """Step until the game is over, then `linger` seconds more so the last updates leave.
        KeyboardInterrupt once `stopped()`."""
        while not self.over:
            if self.hosted.problem:
                raise OSError(self.hosted.problem)
            self._frame()
        end = self.clock() + linger
        while self.clock() < end:
            self._frame()

    def _frame(self) -> None:
        if self.stopped():
            raise KeyboardInterrupt
        self.step()
        time.sleep(self.frame)

    def _tell_lobby(self) -> None:
        """Who came, who is ready, who left: the lobby's list, as lines."""
        hosted = self.hosted
        for seat in hosted.remote:
            now = (hosted.connected(seat), hosted.ready(seat), hosted.said_name(seat))
            was = self._lobby.get(seat, (False, False, None))
            self._lobby[seat] = now
            who = f"Seat {seat + 1}" + (f" ({now[2]})" if now[2] else "")
            if now[0] and not was[0]:
                self.say(f"{who} joined.")
            elif was[0] and not now[0]:
                self.say(f"{who} left.")
            if now[1] and not was[1]:
                self.say(f"{who} is ready.")
