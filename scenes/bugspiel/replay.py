"""The Bugspiel replay viewer: its table over a record. Hands are open in this game, so the
viewer shows every seat's hand in the hand's place (the seat in turn's first). The stepping,
buttons, keys and counter are scenes.replay_controls' (shared)."""
from __future__ import annotations

import pygame

from game.i18n import N_
from scenes.bugspiel.layout import load_look
from scenes.bugspiel.picture import Picture
from scenes.bugspiel.table import BugspielTableScene
from scenes.config import parse_color
from scenes.replay_controls import PictureReplay


class BugspielReplayScene(PictureReplay, BugspielTableScene):
    title_words = N_("Bugspiel replay")      # translated where drawn

    def replay_look(self, app) -> dict:
        return load_look()["replay"]

    def fresh_picture(self) -> Picture:
        return Picture.from_view(self.match.view(0), shown=False)

    def request_hint(self) -> None:
        """Nobody decides in a replay: no hint."""

    def draw_open_hands(self, surf: pygame.Surface) -> None:
        """Every seat's hand as card tokens, one row each, where your hand would be."""
        cfg, text, art, p = self.cfg, self.app.text, self.art, self.picture
        x, y, w, h = self.replay_spec["hands"]["rect"]
        pygame.draw.rect(surf, cfg.color("wood_dark"), (x, y, w, h), border_radius=8)
        rows = max(1, len(p.bug_hands))
        row_h = h // rows
        d = max(10, row_h - 6)
        for seat in range(len(p.bug_hands)):
            ry = y + seat * row_h
            pygame.draw.rect(surf, parse_color(self.colors[seat]), (x + 6, ry + 3, 5, row_h - 6), border_radius=2)
            text.blit_in(surf, self.names[seat], pygame.Rect(x + 16, ry, 100, row_h), text.sizes_from("small", "tiny"),
                         cfg.color("cream"), align="left", bold=True, wrap="never")
            hx = x + 120
            for sid in p.bug_hands[seat]:
                surf.blit(art.token(sid, d, parse_color(self.colors[seat])), (hx, ry + 3))
                hx += d + 3
            for card in p.bonus_hands[seat]:
                img = art.bonus(card, (d, d))
                surf.blit(img, (hx, ry + 3))
                hx += d + 3
