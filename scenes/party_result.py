"""The end of a Party Bugs game: every display's total (face-down cards revealed), the winner
and how a tie was broken, series totals; New game or Back to title."""
from __future__ import annotations

import pygame

from game.party_bugs.cards import card_str
from scenes.overlays import Overlay
from scenes.widgets import Button


class PartyResultScene(Overlay):
    def __init__(self, app, table, event):
        super().__init__(app)
        self.table, self.e = table, event
        s = table.match.state
        self.state = s
        W, H = self.cfg.canvas
        self.rect = pygame.Rect(0, 0, 760, 470)
        self.rect.center = (W // 2, H // 2)
        y = self.rect.bottom - 62
        self.buttons = [Button(pygame.Rect(self.rect.centerx - 230, y, 210, 40), "New game", self.new_game),
                        Button(pygame.Rect(self.rect.centerx + 20, y, 210, 40), "Back to title", app.open_title)]

    def name(self, seat) -> str:
        if seat == "roachy" or (isinstance(seat, int) and seat >= self.state.players):
            return "Roachy"
        return "You" if seat == self.table.shown_seat else self.table.names[seat]

    def explanation(self) -> str:
        s, e = self.state, self.e
        basis = list(e.totals) if e.totals else list(e.scores)
        win = e.winners[0]
        wi = s.players if win == "roachy" else win
        low = basis[wi]
        tied = [i for i, v in enumerate(basis) if v == low]
        what = "total over the series" if e.totals else "total"
        if len(tied) == 1:
            return f"{self.name(win)} {'have' if win == self.table.shown_seat else 'has'} the lowest {what} ({low})."
        names = " and ".join(self.name(i) for i in tied)
        return (f"{names} tied on {low}; the tie goes to the first of them clockwise from the host "
                f"({self.name(s.host)}), Roachy after every player: {self.name(win)}.")

    def new_game(self) -> None:
        from scenes.party_setup import PartySetupScene
        self.app.stack.clear()
        self.app.stack.push(PartySetupScene(self.app))

    def on_click(self) -> None:
        """The result stays until a button is chosen."""

    def draw(self, surf) -> None:
        cfg, text, e = self.cfg, self.app.text, self.e
        win = e.winners[0]
        title = "You win!" if win == self.table.shown_seat else f"{self.name(win)} wins!"
        self.begin(surf, self.rect, title)
        ink, soft = cfg.color("ink"), cfg.color("ink_soft")
        for k, line in enumerate(text.wrap(self.explanation(), "body", self.rect.w - 60)[:2]):
            text.blit(surf, line, "body", ink, (self.rect.centerx, self.rect.y + 66 + 20 * k), "midtop")
        x0, y = self.rect.x + 40, self.rect.y + 120
        text.blit(surf, "Player", "body", soft, (x0, y), bold=True)
        text.blit(surf, "Face down", "body", soft, (x0 + 260, y), bold=True)
        text.blit(surf, "Game", "body", soft, (x0 + 420, y), bold=True)
        if e.totals:
            text.blit(surf, "Series", "body", soft, (x0 + 540, y), bold=True)
        y += 30
        seats = range(len(e.scores))
        basis = e.totals or e.scores
        for seat in sorted(seats, key=lambda i: basis[i]):
            text.blit(surf, self.name(seat), "label", ink, (x0, y), bold=True)
            fd = e.face_down[seat] if seat < len(e.face_down) else None
            text.blit(surf, card_str(fd) if fd is not None else "\u2014", "label", ink, (x0 + 260, y))
            text.blit(surf, str(e.scores[seat]), "label", ink, (x0 + 420, y), bold=True)
            if e.totals:
                text.blit(surf, str(e.totals[seat]), "label", ink, (x0 + 540, y), bold=True)
            y += 32
        self.draw_buttons(surf)
