"""Join a friend's game: your name, the join code the host gave (pasted or typed), connect,
press Ready and wait for the host's Start; then the client's table (scenes/client_table.py).
The name and Ready are scenes/lobby_seats.JoinLobby's. The connection runs on the
app's network thread (game/net/runner.py); this screen only reads what arrived each frame.
A Matrix code (`bugs1:mx:`) needs the player's own Matrix login: the login screen asks for it
when none is kept (scenes/matrix_lobby.py)."""
from __future__ import annotations

import pygame

from game.i18n import N_, _
from game.net.transport import JoinCode, JoinCodeError
from scenes import clipboard, matrix_lobby
from scenes.lobby_scene import NOT_ENCRYPTED
from scenes.lobby_seats import JoinLobby
from scenes.matrix_words import NOT_ENCRYPTED_MATRIX, SIGN_IN_WORDS
from scenes.menu import MenuScene, TextField
from scenes.widgets import Button


class JoinScene(MenuScene):
    title = N_("Join a game")
    subtitle = N_("Your name, and the code your host gave you")

    def __init__(self, app):
        self.J = app.cfg.data["lobby"]["join"]
        self.code_field = TextField(pygame.Rect(self.J["field"]), "", max_len=160,
                                    placeholder="bugs1:ws:192.168.1.20:47231:1:...")
        self.message = ""
        self.lobby = JoinLobby(self, app)
        self._shown: tuple = ()
        super().__init__(app)
        self.fields = [self.lobby.name_field, self.code_field]

    @property
    def joined(self):
        return self.app.joined

    def build(self) -> None:
        x, y, w, _h = self.J["field"]
        h = self.m["field_height"] + 8
        bw = 180
        self.buttons = [Button(pygame.Rect(x, self.J["buttons_y"], bw, h), _("Paste"), self.paste),
                        Button(pygame.Rect(x + bw + 16, self.J["buttons_y"], bw, h), _("Join"), self.join)]
        self.buttons += self.lobby.buttons(x + 2 * (bw + 16), h)
        self._shown = self.lobby.shown()
        self.signed_in = matrix_lobby.signed_in_line(self.app)     # read once per build, not per frame
        self.buttons += self.footer([(_("Back"), self.back)] + ([(_("Sign out"), self.sign_out)] if self.signed_in else []))

    def paste(self) -> None:
        if not clipboard.paste_into(self.code_field):
            self.message = _("Nothing to paste: type the code instead.")

    def submit(self) -> None:
        self.join()

    def join(self) -> None:
        try:
            code = JoinCode.parse(self.code_field.text)
        except JoinCodeError as exc:
            self.message = _("That is not a join code ({reason}). It starts with bugs1:", reason=exc)
            return
        if code.backend not in (matrix_lobby.LAN, matrix_lobby.MATRIX):
            self.message = _("This code is for a kind of connection this app cannot make yet.")
            return
        name, why = self.lobby.checked_name()
        if why is not None:
            self.message = why
            return
        self.lobby.remember(self.app, name)
        self.message = ""
        if code.backend == matrix_lobby.MATRIX:
            matrix_lobby.with_login(self.app, lambda login: self.app.join_game(code, name, login))
        else:
            self.app.join_game(code, name)
        self.rebuild()          # Sign out appears once a login is kept

    def sign_out(self) -> None:
        self.app.stop_joined()
        matrix_lobby.sign_out(self.app)
        self.rebuild()

    def over_matrix(self) -> bool:
        """The code typed (or joined with) is a Matrix one: the Matrix notice applies."""
        return self.code_field.text.strip().startswith("bugs1:" + matrix_lobby.MATRIX + ":")

    def back(self) -> None:
        self.app.stop_joined()
        super().back()

    def update(self, dt: float) -> None:
        super().update(dt)
        j = self.joined
        if j is None:
            return
        j.pump()
        if self.lobby.shown() != self._shown:
            self.rebuild()        # welcomed, dropped, started: Ready follows
        if j.welcomed and j.started:
            from scenes.client_table import table_for
            self.app.stack.push(table_for(self.app, j))

    def draw_content(self, surf) -> None:
        cfg, text, J = self.cfg, self.app.text, self.J
        W = cfg.canvas[0]
        x = J["field"][0]
        self.code_field.draw(surf, self.app, self.caret_on())
        j = self.joined
        if j is None:
            status = self.message or _("The code names the host's computer, your seat and its secret.")
        elif j.problem:
            status = _(SIGN_IN_WORDS[j.problem_word]) if j.problem_word in SIGN_IN_WORDS else j.problem
        elif j.connecting:
            status = _("Connecting\u2026")
        elif j.welcomed and not j.wants_ready:
            status = _("You have joined as {name}. Press Ready when you are.", name=j.name(j.seat))
        elif j.welcomed:
            status = _("You are ready, as {name}. Waiting for the host to start the game\u2026", name=j.name(j.seat))
        elif j.connected:
            status = _("Connected; the host is answering\u2026")
        else:
            status = _("Not connected. Press Join to try again.")
        text.blit(surf, status, "label", cfg.color("cream"), (x, J["status_y"]), bold=True)
        self.lobby.draw(surf, J["seats_y"])
        secret = _(NOT_ENCRYPTED_MATRIX if self.over_matrix() else NOT_ENCRYPTED)
        if self.signed_in:
            text.blit(surf, self.signed_in, "body", cfg.color("cream"), J["signed_in"], "midleft")
        for k, line in enumerate(text.wrap(secret, "body", 900)):
            text.blit(surf, line, "body", cfg.color("gold"), (W // 2, J["seats_y"] + 60 + 22 * k), "midtop")
