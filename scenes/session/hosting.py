"""Play with friends (game/net): the app's one network thread, started when first needed; the
game this app hosts, if any (pumped every pass of the frame loop, whatever the screen shows);
the game joined with a code, if any."""
from __future__ import annotations


class Hosting:
    # Where a hosted game listens (every interface: friends on the LAN); the tests set it to
    # the loopback address (tests/conftest.py) so that no test is reachable from outside.
    LAN_BIND = "0.0.0.0"

    def __init__(self, app, persist: bool):
        self.app = app
        self.net = None
        self.hosted = None      # game/net/hosted.HostedGame
        self.joined = None      # game/net/joined.JoinedGame
        # Tests and screenshots never open a port to the network, only to this machine.
        self.net_bind = type(app).LAN_BIND if persist else "127.0.0.1"

    def net_thread(self):
        """The app's network thread (game/net/runner.py), started on first use."""
        if self.net is None:
            from game.net.runner import NetThread
            self.net = NetThread(on_arrival=self.app.wake).start()
        return self.net

    def start_hosted(self, hosted):
        """The host's table of the hosted game `hosted` (game/net/hosted.HostedGame), whose
        lobby has started it: the host plays its local seats; the game autosaves like a local
        one, with the seats' tokens, so a restarted host resumes it with the same codes."""
        table = self.app.session.table
        self.app.session.files.keep_replaced_game(hosted.setup, hosted.session.match.record)
        if self.hosted is not None and self.hosted is not hosted:
            self.stop_hosting()
        self.hosted = hosted
        hosted.begin()
        match = hosted.table_match()
        # Every action is saved before its update (and a friend's acknowledgement) is sent.
        match.before_send = lambda: table.keep_played(match)
        return table.open_table(hosted.setup, match, True)

    def hosted_data(self, match) -> dict | None:
        """The hosted game's seats and tokens for the autosave of `match`, when `match` is the
        hosted game's table; None otherwise."""
        if self.hosted is not None and match is self.hosted.table_match():
            return self.hosted.to_data()
        return None

    def join_game(self, code, name: str | None = None, login=None):
        """Connect to a friend's hosted game with its join code (`game.net.transport.JoinCode`),
        as `name` (checked by game.net.messages.clean_name; None: the host's name for the seat);
        a Matrix code (backend `mx`) with this player's `login` (game.net.matrix_login)."""
        from game.net.joined import JoinedGame
        from scenes.matrix_lobby import backend_for
        self.stop_joined()
        self.joined = JoinedGame(code, self.net_thread(), backend_for(code.backend, login), name)
        self.joined.connect()
        return self.joined

    def stop_joined(self) -> None:
        joined, self.joined = self.joined, None
        if joined is not None:
            joined.close()

    def stop_hosting(self) -> None:
        """Close the hosted game's connections (its autosave stays: Continue resumes it)."""
        hosted, self.hosted = self.hosted, None
        if hosted is not None:
            hosted.close()

    def pump(self) -> list[str]:
        """What arrived on the network thread for the hosted game, taken in (never blocks);
        the lines its table should show."""
        if self.hosted is None:
            return []
        self.hosted.pump()
        return list(self.hosted.take_news())

    def close(self) -> None:
        self.stop_hosting()
        self.stop_joined()
        if self.net is not None:
            self.net.stop()
            self.net = None
