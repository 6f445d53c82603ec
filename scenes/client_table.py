"""A joined game's table: what the host sends this seat (its view), and its legal moves as
buttons that send intents. The host decides everything; a refused move is said, never guessed.

A first, plain table for every game: it shows the view's facts as the host sends them
(turn, seats connected, scores) and the legal actions in their data form ('play 5A'). Drawing the
game's own table from the view (cards, council, dance floor) is the next step (issue 18).
"""
from __future__ import annotations

from typing import Any

import pygame

from game.i18n import _
from game.protocol import get_game
from scenes.lobby_scene import NOT_ENCRYPTED
from scenes.menu import MenuScene
from scenes.widgets import Button


def table_for(app, joined):
    """The scene a welcomed joined game opens: the game's real table when its screen plug-in
    draws one from the seat's view (`SCREEN.remote_table`, None when it cannot), else this
    plain table."""
    from scenes.screens import screen_for
    try:
        screen = screen_for(get_game(joined.game))
    except (LookupError, ValueError):
        screen = None
    try:
        scene = screen.remote_table(app, joined) if screen is not None else None
    except ValueError as exc:     # a welcome the game cannot read back (a broken or hostile host)
        joined.problem = _("The host sent a position this app cannot read ({reason}).", reason=exc)
        joined.close()
        scene = None
    return scene if scene is not None else ClientTableScene(app, joined)


def action_words(action: dict[str, Any]) -> str:
    """'play 5A', 'declare allegiance': the action's data form, without its seat."""
    return " ".join(f"{k} {v}" for k, v in action.items() if k != "seat" and v is not None) or "pass"


def plain(x: Any) -> str:
    if isinstance(x, (list, tuple)):
        return " ".join(plain(v) for v in x)
    return str(x)


class ClientTableScene(MenuScene):
    def __init__(self, app, joined):
        self.joined = joined
        self.C = app.cfg.data["lobby"]["client"]
        self._shown: tuple | None = None
        super().__init__(app)

    @property
    def title(self) -> str:     # the host named the game in its welcome
        try:
            return get_game(self.joined.game).title
        except (KeyError, ValueError, TypeError):
            return "A friend's game"

    def legal(self) -> list[dict[str, Any]]:
        return self.joined.state.legal()

    def build(self) -> None:
        C = self.C
        px, py, _pw, _ph = C["panel"]
        bw, bh = C["action_button"]
        gap, cols = C["action_gap"], C["action_columns"]
        self.buttons = []
        if self.joined.connected and not self.joined.state.over:
            for i, a in enumerate(self.legal()):
                r, c = divmod(i, cols)
                self.buttons.append(Button(pygame.Rect(px + 24 + c * (bw + gap), py + C["actions_y"] + r * (bh + gap),
                                                       bw, bh), action_words(a), lambda a=a: self.act(a)))
        footer = [(_("Leave"), self.leave)]
        if not self.joined.connected and not self.joined.connecting:
            footer.insert(0, (_("Rejoin"), self.rejoin))
        self.buttons += self.footer(footer)
        self._shown = self._position()

    def _position(self) -> tuple:
        j = self.joined
        return (j.state.seq, j.state.over, j.connected, j.connecting, len(j.state.refusals), j.state.welcomed)

    def act(self, action: dict[str, Any]) -> None:
        self.joined.act(action)
        self.buttons = self.footer([(_("Leave"), self.leave)])    # one intent at a time: wait for the answer

    def rejoin(self) -> None:
        self.joined.connect()      # the same code: the host resumes the seat
        self.rebuild()

    def leave(self) -> None:
        self.app.open_title()

    def back(self) -> None:
        """Esc does not leave a game by accident (Leave is a button)."""

    def update(self, dt: float) -> None:
        super().update(dt)
        self.joined.pump()
        if self._position() != self._shown:
            self.rebuild()

    def draw_content(self, surf) -> None:
        cfg, text, C = self.cfg, self.app.text, self.C
        rect = self.draw_panel(surf, pygame.Rect(C["panel"]))
        j = self.joined
        st, view = j.state, j.state.view or {}
        ink, soft = cfg.color("ink"), cfg.color("ink_soft")
        x = rect.x + 24
        if j.problem:
            status = j.problem
        elif not j.connected:
            status = _("Disconnected from the host. Rejoin: if you are away too long, an AI plays your seat until you are back.")
        elif st.over:
            status = _("Game over.")
        elif self.legal():
            status = _("Your turn: choose a move.")
        else:
            status = _("Waiting for the others\u2026")
        if st.refusals and self._shown is not None and self.legal():
            status = _("{status} (the host refused your last move: choose again)", status=status)
        text.blit(surf, status, "label", ink, (x, rect.y + C["status_y"]), bold=True)
        presence = st.presence
        words = []
        to_act = view.get("to_act")
        for s in range(j.players or 0):
            w = _("you") if s == j.seat else (_("AI") if s < len(presence.get("ai", [])) and presence["ai"][s]
                                              else _("connected") if s < len(presence.get("connected", [])) and presence["connected"][s]
                                              else _("host's table"))
            if isinstance(to_act, list) and to_act and to_act[0] == s and not st.over and j.connected:
                w = _("{who}, thinking", who=w)
            words.append(_("{name}: {state}", name=j.name(s), state=w))
        text.blit(surf, "   ".join(words), "body", soft, (x, rect.y + C["seats_y"]))
        if "scores" in view:
            text.blit(surf, _("Scores: {scores}", scores=plain(view['scores'])), "body", ink, (x, rect.y + C["scores_y"]))
        text.blit(surf, _("Moves so far: {n}", n=max(st.seq, 0)), "small", soft, (x, rect.bottom - 46))
        text.blit(surf, _(NOT_ENCRYPTED), "small", soft, (x, rect.bottom - 26))
