"""Sign in to Matrix for internet play (game/net/matrix.py): the homeserver, the user, and a
password (masked) or an access token; what Matrix is and that its messages are not end-to-end
encrypted. The check runs on the app's network thread; the frame only looks whether it ended.

    MatrixLoginScene(app, on_done)     # on_done(login) after a good sign-in, this scene gone

Contracts: the login kept (`save_login`, in the user data folder) is the sign-in's access token
and device, never the password; a failed sign-in keeps this screen, says why in the words of
scenes/matrix_words.py, and keeps what was typed (the password field is emptied).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import pygame

from game.i18n import N_, _
from game.net.matrix_login import LoginError, MatrixLogin, login_from_form, save_login
from scenes import clipboard
from scenes.matrix_words import KEPT, NOT_ENCRYPTED_MATRIX, SIGN_IN_UNKNOWN, SIGN_IN_WORDS, WHAT_IS_MATRIX
from scenes.menu import MenuScene, TextField
from scenes.widgets import Button

DEFAULT_HOMESERVER = "https://matrix.org"
DOT = "\u2022"


@dataclass
class SecretField(TextField):
    """A text field drawn as dots: a password or token is never on screen."""
    dots: int = 32          # at most this many dots, whatever the length (no overflow)

    def draw(self, surf: pygame.Surface, app, blink: bool) -> None:
        typed = self.text
        self.text = DOT * min(len(typed), self.dots)     # drawn as the field draws any text
        try:
            super().draw(surf, app, blink)
        finally:
            self.text = typed


class MatrixLoginScene(MenuScene):
    title = N_("Sign in to Matrix")
    subtitle = N_("For games over the internet: your own Matrix account")

    def __init__(self, app, on_done: Callable[[MatrixLogin], None], message: str | None = None):
        self.L = app.cfg.data["lobby"]["matrix_login"]
        self.on_done = on_done
        self.message = message or ""       # why the last sign-in did not work
        self.pending = None                # the sign-in under way (a concurrent Future)
        self.homeserver = TextField(pygame.Rect(0, 0, 1, 1), DEFAULT_HOMESERVER, max_len=120)
        self.user = TextField(pygame.Rect(0, 0, 1, 1), "", max_len=120, placeholder="@name:matrix.org")
        self.password = SecretField(pygame.Rect(0, 0, 1, 1), "", max_len=256)
        self.token = SecretField(pygame.Rect(0, 0, 1, 1), "", max_len=1024, placeholder=_("(instead of a password)"))
        super().__init__(app)
        self.focus_field(self.user)        # the homeserver is usually right as it is

    def rows(self) -> list[tuple[str, TextField]]:
        return [(_("Homeserver"), self.homeserver), (_("User"), self.user), (_("Password"), self.password),
                (_("or access token"), self.token)]

    def build(self) -> None:
        L, h = self.L, self.m["field_height"]
        px, py, _pw, _ph = L["panel"]
        self.fields = []
        for i, (_label, field) in enumerate(self.rows()):
            field.rect = pygame.Rect(px + L["field_x"], py + L["rows_y"] + i * L["row_pitch"], L["field_w"], h)
            self.fields.append(field)
        t = self.token.rect
        self.buttons = [Button(pygame.Rect(t.right + 12, t.y, L["paste_w"], h), _("Paste"), self.paste_token)]
        self.buttons += self.footer([(_("Back"), self.back), (_("Sign in"), self.sign_in)])
        self.buttons[-1].enabled = self.pending is None

    # --- acting -------------------------------------------------------------------------------

    def paste_token(self) -> None:
        if not clipboard.paste_into(self.token):
            self.message = _("Nothing to paste: type the token instead.")

    def submit(self) -> None:
        self.sign_in()

    def field_entered(self, field: TextField) -> None:
        """Enter after a password signs in (the token field is the other way, not a next step)."""
        if field is self.password and self.password.text:
            self.focus_field(None)
            self.submit()
        else:
            super().field_entered(field)

    def sign_in(self) -> None:
        if self.pending is not None:
            return
        try:
            login = login_from_form(self.homeserver.text, self.user.text, self.password.text, self.token.text)
        except LoginError as exc:
            self.message = str(exc)
            return
        from game.net.matrix import sign_in
        self.focus_field(None)
        self.message = ""
        self.pending = self.app.net_thread().submit(sign_in(login))
        self.pending.add_done_callback(lambda _done: self.app.wake())    # the answer shows at once
        self.rebuild()

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.pending is not None and self.pending.done():
            done, self.pending = self.pending, None
            self.rebuild()
            self.finish(done)

    def finish(self, done) -> None:
        """The sign-in ended: keep the login and go on, or say why and stay."""
        exc = done.exception()
        if exc is not None:
            self.message = _(SIGN_IN_WORDS.get(getattr(exc, "problem", None), SIGN_IN_UNKNOWN))
            self.password.text = ""
            return
        login = done.result().without_password()
        if self.app.store is not None:
            from game.saves import SaveError
            try:
                save_login(self.app.store, login)
            except (SaveError, OSError, LoginError) as exc:
                # Signed in all the same: this game goes on; the next one asks again.
                self.app.notice = _("The Matrix login could not be kept ({reason}).", reason=exc)
        if self.app.stack.top is self:
            self.app.stack.pop()
        self.on_done(login)

    # --- drawing ------------------------------------------------------------------------------

    def draw_content(self, surf) -> None:
        cfg, text, L = self.cfg, self.app.text, self.L
        rect = self.draw_panel(surf, pygame.Rect(L["panel"]))
        ink, soft = cfg.color("ink"), cfg.color("ink_soft")
        wide = rect.w - 2 * L["label_x"]
        y = rect.y + L["intro_y"]
        for line in text.wrap(_(WHAT_IS_MATRIX), "body", wide):
            text.blit(surf, line, "body", ink, (rect.x + L["label_x"], y))
            y += 21
        h = self.m["field_height"]
        for label, field in self.rows():
            text.blit(surf, label, "label", ink, (rect.x + L["label_x"], field.rect.y + h // 2), "midleft", bold=True)
        blink = self.caret_on()
        for f in self.fields:
            f.draw(surf, self.app, blink)
        y = rect.y + L["status_y"]
        if self.pending is not None:
            status, color = _("Signing in to {server}\u2026", server=self.homeserver.text.strip()), ink
        else:
            status, color = self.message, cfg.color("warning")
        for line in text.wrap(status, "body", wide, bold=True):
            text.blit(surf, line, "body", color, (rect.x + L["label_x"], y), bold=True)
            y += 21
        nx, ny, nw, nh = L["notice"]
        self.draw_notice(surf, _(NOT_ENCRYPTED_MATRIX), pygame.Rect(rect.x + nx, rect.y + ny, nw, nh))
        y = rect.y + L["kept_y"]
        for line in text.wrap(_(KEPT), "small", wide):
            text.blit(surf, line, "small", soft, (rect.x + L["label_x"], y))
            y += 18
