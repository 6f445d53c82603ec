"""The Party Bugs replay viewer: its table over a record, every card open.

The stepping, buttons, keys and counter are scenes.replay_controls' (shared with Bug Council);
this plug-in adds what only Party Bugs shows: this round's choices face up before the reveal,
every Variant One face-down card face up (with its back's rim), and a panel where the hand
would be, with every seat's hand and the top card of every deck (Roachy's too).
"""
from __future__ import annotations

import pygame

from game.i18n import N_, _
from game.party_bugs.cards import sorted_cards
from scenes.config import parse_color
from scenes.party_bugs.table import PartyTableScene, ROACHY_NAME
from scenes.party_bugs.view import BACK, Picture
from scenes.replay_controls import PictureReplay


class PartyReplayScene(PictureReplay, PartyTableScene):
    title_words = N_("Party Bugs replay")

    def replay_look(self, app) -> dict:
        return app.cfg.data["party_bugs"]["replay"]

    # --- what the table shows differently ------------------------------------------------------------

    def fresh_picture(self) -> Picture:
        """Every card open: the replay shows what nobody at the table saw."""
        return Picture.from_state(self.match.state, None, open_all=True)

    def chosen_face(self, seat: int) -> int:
        c = self.match.state.chosen[seat]
        return BACK if c is None else c

    def request_hint(self) -> None:
        """Nobody decides in a replay: no hint (a review's turning point shows the coach's)."""

    def draw_open_hands(self, surf: pygame.Surface) -> None:
        """Every seat's hand and deck top, in a panel where your hand would be."""
        cfg, text, art = self.cfg, self.app.text, self.art
        spec = self.replay_spec["hands"]
        s = self.match.state
        x, y, w, h = spec["rect"]
        pygame.draw.rect(surf, cfg.color("wood_dark"), (x, y, w, h), border_radius=8)
        cols, row_h = spec["columns"], spec["row_height"]
        cell_w = w // cols
        mini = tuple(spec["mini_card"])
        for seat in range(s.sets):
            cx = x + (seat % cols) * cell_w + 8
            cy = y + 6 + (seat // cols) * row_h
            roachy = seat >= s.players
            color = self.art.set_color(2) if roachy else parse_color(self.colors[seat])
            pygame.draw.rect(surf, color, (cx, cy + 4, 5, mini[1] - 8), border_radius=2)
            name = ROACHY_NAME if roachy else self.names[seat]
            text.blit(surf, text.fit(name, "small", spec["name_width"], bold=True), "small", cfg.color("cream"),
                      (cx + 10, cy + mini[1] // 2), "midleft", bold=True)
            hx = cx + 14 + spec["name_width"]
            if not roachy:
                for k, c in enumerate(sorted_cards(s.hands[seat])):
                    surf.blit(art.face(c, mini), (hx + k * spec["card_step"], cy))
            deck = s.decks[seat]
            dx = cx + cell_w - 16 - mini[0]
            text.blit(surf, _("deck {n}", n=len(deck)), "small", cfg.color("cream"), (dx - 6, cy + mini[1] // 2), "midright")
            if deck:
                surf.blit(art.face(deck[0], mini), (dx, cy))
