"""Who sits where before a game with friends starts: the host's rows of friends' seats and the
joining player's name and Ready (scenes/lobby_scene.py and scenes/join_scene.py hook these in).

* `HostSeats`: per friend's seat, in seat order: the seat's color, the name its player gave (the
  host's name for the seat until someone joins), waiting / joined / ready, the join code with
  Copy, and move buttons that swap the friends of two neighbouring friends' seats (before Start;
  the session tells each moved player its new seat: game/net/session.HostSession.move).
* `JoinLobby`: the joining player's "Your name" field (remembered in the settings) and the Ready
  toggle, and the table as the host last described it (who is there, who is ready).
* `checked_player_name`, `remember_player_name`: the player's own name, host or friend (one
  setting, `player_name`).

No rule here: what may move and when Start opens is the session's (`move_refusal`,
`ready_to_start`); names are checked by game.net.messages.clean_name, the host's rule.
"""
from __future__ import annotations

from typing import Callable

import pygame

from game.i18n import N_, _
from game.net.messages import NAME_MAX, clean_name
from scenes.menu import TextField
from scenes.widgets import Button

UP, DOWN = "\u25b2", "\u25bc"
READY_MARK = N_("ready \u2713")     # translated where shown


def checked_player_name(text: str) -> tuple[str | None, str | None]:
    """The player's own name as typed (the join screen's, the hosting lobby's): (the name,
    None), (None, None) when the field is blank, or (None, why it cannot be used)."""
    if not text.strip():
        return None, None
    try:
        return clean_name(text), None
    except ValueError as exc:
        return None, _("Your name: {reason}.", reason=exc)


def remember_player_name(app, name: str | None) -> None:
    """The settings file keeps the player's name for next time (host or join alike)."""
    if name is not None and name != app.settings.player_name:
        app.change_setting("player_name", name)


class HostSeats:
    """The hosting lobby's friends' seats (see the module docstring). `scene`: the lobby (a
    MenuScene whose `hosted` is a game.net.hosted.HostedGame)."""

    def __init__(self, scene):
        self.scene = scene
        self.H = scene.L["hosting"]

    @property
    def hosted(self):
        return self.scene.hosted

    def row_y(self, rect_y: int, k: int) -> int:
        return rect_y + self.H["top"] + k * self.H["pitch"]

    def buttons(self, panel: pygame.Rect, h: int, copy: Callable[[int], None],
                moved: Callable[[], None]) -> list[Button]:
        """Copy and the two move buttons of every row; `moved` runs after a move (the scene
        rebuilds)."""
        H, remote = self.H, self.hosted.remote
        right = panel.right - 24
        out = []
        for k, seat in enumerate(remote):
            y = self.row_y(panel.y, k)
            out.append(Button(pygame.Rect(right - H["copy_w"], y, H["copy_w"], h), _("Copy"), lambda s=seat: copy(s)))
            for j, (label, other) in enumerate(((UP, k - 1), (DOWN, k + 1))):
                x = right - H["copy_w"] - (2 - j) * (H["move_w"] + H["move_gap"])
                b = Button(pygame.Rect(x, y, H["move_w"], h), label, lambda s=seat, o=other: self.move(s, o, moved))
                b.enabled = 0 <= other < len(remote) and self.hosted.can_move(seat, remote[other])
                out.append(b)
        return out

    def move_button(self, seat: int, label: str) -> Button:
        """The UP or DOWN button of `seat`'s row (tests click it)."""
        k = self.hosted.remote.index(seat)
        for b in self.scene.buttons:
            if b.label == label and b.rect.y == self.row_y(self.scene.L["panel"][1], k):
                return b
        raise LookupError(f"no {label} button for seat {seat}")

    def move(self, seat: int, k: int, moved: Callable[[], None]) -> None:
        remote = self.hosted.remote
        if 0 <= k < len(remote) and self.hosted.can_move(seat, remote[k]):
            self.hosted.move(seat, remote[k])
            moved()

    def draw(self, surf: pygame.Surface, rect: pygame.Rect, copied: int | None, matrix: bool = False) -> None:
        """`matrix`: the codes are Matrix ones (a room is made, not a port opened; they name the
        room's server, so a long one is drawn smaller before it is cut)."""
        cfg, text, H, hosted = self.scene.cfg, self.scene.app.text, self.H, self.hosted
        ink, soft, felt = cfg.color("ink"), cfg.color("ink_soft"), cfg.color("table_felt")
        colors = cfg.seat_colors
        for k, seat in enumerate(hosted.remote):
            y = self.row_y(rect.y, k)
            cx, cy, cw, ch = H["chip"]
            pygame.draw.rect(surf, colors[seat % len(colors)], (rect.x + cx, y + cy, cw, ch), border_radius=3)
            said = hosted.said_name(seat)
            name = text.fit(said or hosted.setup.seats[seat].name, "label", H["status_x"] - H["name_x"] - 12, bold=True)
            text.blit(surf, name, "label", ink if said else soft, (rect.x + H["name_x"], y + 2), bold=True)
            text.blit(surf, _("seat {n}", n=seat + 1), "tiny", soft, (rect.x + H["name_x"], y + 28))
            if hosted.ready(seat):
                status, color = _(READY_MARK), felt
            elif hosted.connected(seat):
                status, color = _("joined, not ready"), felt
            else:
                status, color = _("waiting\u2026"), soft
            text.blit(surf, status, "body", color, (rect.x + H["status_x"], y + 6), bold=hosted.ready(seat))
            code = hosted.join_code(seat) if hosted.port is not None else \
                (_("making the game's room\u2026") if matrix else _("opening the port\u2026"))
            code_w = rect.w - H["code_x"] - 24 - H["copy_w"] - 2 * (H["move_w"] + H["move_gap"]) - 12
            size = text.first_fitting(code, ("body", "small"), code_w) or "tiny"
            text.blit(surf, text.fit(code, size, code_w), size, ink, (rect.x + H["code_x"], y + 6))
            if copied == seat:
                text.blit(surf, _("copied to the clipboard"), "tiny", soft, (rect.x + H["code_x"], y + 30))


class JoinLobby:
    """The join screen's name field, Ready toggle and the host's table as last described.
    `scene`: the JoinScene (its `joined`: a game.net.joined.JoinedGame or None)."""

    def __init__(self, scene, app):
        self.scene = scene
        self.J = app.cfg.data["lobby"]["join"]
        self.name_field = TextField(pygame.Rect(self.J["name_field"]), app.settings.player_name,
                                    max_len=NAME_MAX, placeholder=_("Your name"))

    def checked_name(self) -> tuple[str | None, str | None]:
        """(the name to send, None) or (None, why it cannot be sent). An empty field sends no
        name: the host shows its own name for the seat."""
        return checked_player_name(self.name_field.text)

    def remember(self, app, name: str | None) -> None:
        """The field shows the name as sent (trimmed); the settings file keeps it for next time."""
        if name is not None:
            self.name_field.text = name          # as the host will show it (trimmed)
        remember_player_name(app, name)

    def buttons(self, x: int, h: int) -> list[Button]:
        """The Ready toggle ('✓ Ready' once pressed), usable once the host has welcomed us and
        until it starts."""
        j = self.scene.joined
        on = j is not None and j.wants_ready
        b = Button(pygame.Rect(x, self.J["buttons_y"], self.J["ready_w"], h),
                   ("\u2713 " if on else "") + _("Ready"), self.toggle)
        b.enabled = j is not None and j.welcomed and j.connected and not j.started
        return [b]

    def toggle(self) -> None:
        j = self.scene.joined
        if j is not None and j.welcomed:
            j.set_ready(not j.wants_ready)
        self.scene.rebuild()

    def shown(self) -> tuple:
        """What the buttons depend on: the scene rebuilds when it changes."""
        j = self.scene.joined
        return (None,) if j is None else (j.welcomed > 0, j.connected, j.started, j.wants_ready)

    def draw(self, surf: pygame.Surface, y: int) -> int:
        """The name field's label and field, and (joined) the table's seats from `y`; returns
        the y below what was drawn."""
        scene, cfg, text = self.scene, self.scene.cfg, self.scene.app.text
        f = self.name_field
        text.blit(surf, _("Your name"), "label", cfg.color("cream"), (f.rect.x, f.rect.y - 28), bold=True)
        f.draw(surf, scene.app, scene.caret_on())
        text.blit(surf, _("Friends see it at the table; it is remembered for next time."), "small",
                  cfg.color("cream"), (f.rect.right + 16, f.rect.centery), "midleft")
        j = scene.joined
        presence = j.state.presence if j is not None else {}
        if not presence:
            return y
        ready, connected = j.ready_marks(), presence.get("connected", [])
        remote, ai = presence.get("remote", []), presence.get("ai", [])
        gold, cream = cfg.color("gold"), cfg.color("cream")
        text.blit(surf, _("At the table:"), "body", gold, (self.J["field"][0], y), bold=True)
        x0, field_w = self.J["field"][0] + self.J["seats_label_w"], self.J["field"][2] - self.J["seats_label_w"]
        players = j.players or len(connected)
        col = field_w // max(1, players)
        for s in range(players):
            on = s < len(connected) and connected[s]
            if s < len(ai) and ai[s]:
                state = _("AI")
            elif s < len(ready) and ready[s]:
                state = _(READY_MARK)
            elif on:
                state = _("joined")
            elif s < len(remote) and remote[s]:
                state = _("waiting\u2026")
            else:
                state = _("host's screen")
            who = _("{name} (you)", name=j.name(s)) if s == j.seat else j.name(s)
            x = x0 + s * col
            r = text.blit(surf, text.fit(who, "body", col - 12, bold=True), "body", cream, (x, y), bold=True)
            text.blit(surf, state, "small", gold, (x, r.bottom + 2))
        return y + 48
