"""Join a friend's game: paste (or type) the join code the host gave, connect, and wait for the
host's Start; then the client's table (scenes/client_table.py). The connection runs on the
app's network thread (game/net/runner.py); this screen only reads what arrived each frame."""
from __future__ import annotations

import pygame

from game.net.transport import JoinCode, JoinCodeError
from scenes import clipboard
from scenes.lobby_scene import NOT_ENCRYPTED
from scenes.menu import MenuScene, TextField
from scenes.widgets import Button


class JoinScene(MenuScene):
    title = "Join a game"
    subtitle = "Paste the code your host gave you"

    def __init__(self, app):
        self.J = app.cfg.data["lobby"]["join"]
        self.code_field = TextField(pygame.Rect(self.J["field"]), "", max_len=160,
                                    placeholder="bugs1:ws:192.168.1.20:47231:1:...")
        self.message = ""
        super().__init__(app)
        self.fields = [self.code_field]

    @property
    def joined(self):
        return self.app.joined

    def build(self) -> None:
        x, y, w, _h = self.J["field"]
        h = self.m["field_height"] + 8
        bw = 180
        self.buttons = [Button(pygame.Rect(x, self.J["buttons_y"], bw, h), "Paste", self.paste),
                        Button(pygame.Rect(x + bw + 16, self.J["buttons_y"], bw, h), "Join", self.join)]
        self.buttons += self.footer([("Back", self.back)])

    def paste(self) -> None:
        got = clipboard.paste()
        if got is None:
            self.message = "Nothing to paste: type the code instead."
            return
        self.code_field.text = got.strip()[:self.code_field.max_len]

    def submit(self) -> None:
        self.join()

    def join(self) -> None:
        try:
            code = JoinCode.parse(self.code_field.text)
        except JoinCodeError as exc:
            self.message = f"That is not a join code ({exc}). It starts with bugs1:"
            return
        if code.backend != "ws":
            self.message = "This code is for a kind of connection this app cannot make yet."
            return
        self.app.join_game(code)
        self.message = ""

    def back(self) -> None:
        self.app.stop_joined()
        super().back()

    def update(self, dt: float) -> None:
        super().update(dt)
        j = self.joined
        if j is None:
            return
        j.pump()
        if j.welcomed and j.started:
            from scenes.client_table import table_for
            self.app.stack.push(table_for(self.app, j))

    def draw_content(self, surf) -> None:
        cfg, text, J = self.cfg, self.app.text, self.J
        W = cfg.canvas[0]
        x = J["field"][0]
        self.code_field.draw(surf, self.app, int(self.clock * 2) % 2 == 0)
        j = self.joined
        if j is None:
            status = self.message or "The code names the host's computer, your seat and its secret."
        elif j.problem:
            status = j.problem
        elif j.connecting:
            status = "Connecting\u2026"
        elif j.welcomed:
            status = f"You have joined as {j.name(j.seat)}. Waiting for the host to start the game\u2026"
        elif j.connected:
            status = "Connected; the host is answering\u2026"
        else:
            status = "Not connected. Press Join to try again."
        text.blit(surf, status, "label", cfg.color("cream"), (x, J["status_y"]), bold=True)
        presence = j.state.presence if j is not None else {}
        if presence:
            seats = [str(i + 1) for i, on in enumerate(presence.get("connected", [])) if on]
            text.blit(surf, "Friends connected to the host: seat " + ", ".join(seats), "body", cfg.color("gold"),
                      (x, J["seats_y"]))
        for k, line in enumerate(text.wrap(NOT_ENCRYPTED, "body", 900)):
            text.blit(surf, line, "body", cfg.color("gold"), (W // 2, J["seats_y"] + 60 + 22 * k), "midtop")
