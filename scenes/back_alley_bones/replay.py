"""The Back Alley Bones replay viewer: its table over a record, every hand and face-down Side
Bet open. The stepping, buttons, keys and counter are scenes.replay_controls' (shared); this
plug-in shows both hands where yours would be and words the steps."""
from __future__ import annotations

import pygame

from game.i18n import N_
from scenes.back_alley_bones.layout import load_look
from scenes.back_alley_bones.picture import Picture
from scenes.back_alley_bones.table import BonesTableScene
from scenes.config import parse_color
from scenes.replay_controls import PictureReplay


class BonesReplayScene(PictureReplay, BonesTableScene):
    title_words = N_("Back Alley Bones replay")

    def replay_look(self, app) -> dict:
        return load_look()["replay"]

    # --- what the table shows differently ----------------------------------------------------------------

    def fresh_picture(self) -> Picture:
        """Every hand and face-down bet open: the replay shows what nobody at the table saw."""
        s = self.match.state
        p = Picture.from_view(self.match.view(0), shown=False)
        p.open_bets = tuple(s.chosen)
        p.open_hands = tuple(tuple(h) for h in s.hands)
        return p

    def draw_open_hands(self, surf: pygame.Surface) -> None:
        """Both hands, open, where your hand would be."""
        cfg, text, art = self.cfg, self.app.text, self.art
        spec = self.replay_spec["hands"]
        x, y, w, h = spec["rect"]
        pygame.draw.rect(surf, cfg.color("wood_dark"), (x, y, w, h), border_radius=8)
        mini = tuple(spec["mini_card"])
        hands = self.picture.open_hands or ((), ())
        half = w // 2
        for seat in (0, 1):
            cx = x + seat * half + 8
            pygame.draw.rect(surf, parse_color(self.colors[seat]), (cx, y + 10, 5, h - 20), border_radius=2)
            text.blit_in(surf, self.names[seat], pygame.Rect(cx + 10, y, spec["name_width"], h),
                         text.sizes_from("small", "tiny"), cfg.color("cream"), align="left", bold=True)
            hx = cx + 14 + spec["name_width"]
            for k, c in enumerate(sorted(hands[seat])):
                surf.blit(art.gamble(c, mini), (hx + k * spec["card_step"], y + (h - mini[1]) // 2))
