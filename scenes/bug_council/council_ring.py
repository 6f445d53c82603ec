"""The Council ring of the table: the board, its chevrons, the Chambers, the five spaces (a mode's
board may draw one itself: the Termite space), the sowing preview's ghost cubes and the hinted
space's ring. Draws what the scene's TableFrame says; reads nothing else."""
from __future__ import annotations

import math

import pygame

from game.i18n import pgettext

from game.bug_council.words import suit_letter, suit_words
from scenes.bug_council.paint import Painter, mix
from scenes.bug_council.table_frame import TableFrame


class CouncilRing(Painter):
    def __init__(self, cfg, art, text, geom, mode_view):
        super().__init__(cfg, art, text, geom)
        self.mode_view = mode_view

    def draw(self, surf: pygame.Surface, f: TableFrame) -> None:
        g, m = self.geom, f.model
        cx, cy = g.ring_center
        # the ring path, with chevrons showing the clockwise sowing direction
        board_r = g.ring_radius + g.space_radius + self.cfg.num("ring_board_margin")
        pygame.draw.circle(surf, self.c("table_felt_dark"), (cx, cy), board_r)
        pygame.draw.circle(surf, self.c("wood"), (cx, cy), board_r, 4)
        pygame.draw.circle(surf, self.c("wood_light"), (cx, cy), g.ring_radius, 3)
        for i in range(5):
            a = math.radians(-90 + 72 * i + 36)
            px, py = cx + g.ring_radius * math.cos(a), cy + g.ring_radius * math.sin(a)
            t = a + math.pi / 2
            tip = (px + 7 * math.cos(t), py + 7 * math.sin(t))
            l = (px - 5 * math.cos(t) + 6 * math.cos(a), py - 5 * math.sin(t) + 6 * math.sin(a))
            r = (px - 5 * math.cos(t) - 6 * math.cos(a), py - 5 * math.sin(t) - 6 * math.sin(a))
            pygame.draw.polygon(surf, self.c("gold"), [tip, l, r])
        # chambers
        cr = self.cfg.num("chambers_radius")
        pygame.draw.circle(surf, self.c("chambers"), (cx, cy), cr)
        pygame.draw.circle(surf, self.c("chambers_rim"), (cx, cy), cr, 3)
        # TRANSLATORS: "Council Chambers" on the board, in two lines (first, then second).
        self.text.blit(surf, pgettext("the Chambers' label, first line", "COUNCIL"), "tiny", self.c("gold"), (cx, cy - cr + 8), "midtop", bold=True)
        self.text.blit(surf, pgettext("the Chambers' label, second line", "CHAMBERS"), "tiny", self.c("gold"), (cx, cy - cr + 20), "midtop", bold=True)
        cube = self.art.cube()
        stacks = self.stacks(f)
        for i in range(m.chambers):
            surf.blit(cube, cube.get_rect(center=g.chambers_cube(i, stacks["chambers"])))
        self.text.blit(surf, str(m.chambers), "small", self.c("cream"), (cx, cy + cr - 6), "midbottom", bold=True)
        top = max(m.council) if any(m.council) else -1
        preview = f.preview
        visitable = f.visitable
        for i in range(5):
            chosen = f.selected == ("visit", i)
            self.draw_space(surf, f, i, m.council[i], strongest=m.council[i] == top and top > 0,
                            selectable=i in visitable,
                            hovered=chosen or (preview is not None and preview.space == i), stack=stacks[i])
            if chosen:
                g0 = g.space_center(i)
                pygame.draw.circle(surf, self.c("ink"), g0, g.space_radius + 12, 3)
        hinted = f.hinted_visit
        if hinted is not None:
            self.draw_hint_ring(surf, g.space_center(hinted), g.space_radius + 14, f.pulse)
            self.draw_label(surf, hinted, suit_words(hinted))   # the ring passes under its name
        if m.lifted:
            space, n = m.lifted
            for p in g.held_stack(space, n):
                surf.blit(cube, cube.get_rect(center=p))
        if preview is not None:
            self.draw_preview(surf, f, preview, stacks)

    @staticmethod
    def stacks(f: TableFrame) -> dict:
        """How many cubes each stack (a space by its number, "chambers") is laid out for: what
        it holds, and while a sowing is previewed, what it will hold after it (the visited
        space: what drops back on it; its own cubes are shown lifted), so a previewed cube
        takes a place of its own."""
        m, preview = f.model, f.preview
        out: dict = {i: m.council[i] for i in range(5)}
        out["chambers"] = m.chambers
        if preview is not None:
            out[preview.space] = 0
            for dst in preview.drops:
                out[dst] += 1
        return out

    def draw_space(self, surf, f: TableFrame, i: int, cubes: int, strongest: bool, selectable: bool, hovered: bool,
                   stack: int) -> None:
        g = self.geom
        mv = self.mode_view
        if mv is not None and mv.draws_space(i):
            mv.draw_space(surf, self, i, cubes, selectable, hovered, stack)
            return
        cx, cy = g.space_center(i)
        R = g.space_radius
        color, dark = self.art.suit_color(i), self.art.suit_dark(i)
        if strongest:
            pygame.draw.circle(surf, self.c("glow"), (cx, cy), R + 6)
        if selectable:
            pulse = 0.5 + 0.5 * math.sin(f.pulse * 5)
            pygame.draw.circle(surf, mix(self.c("gold"), self.c("cream"), pulse), (cx, cy), R + (7 if hovered else 5), 4)
        pygame.draw.circle(surf, mix(self.c("paper"), color, 0.28), (cx, cy), R)
        pattern = self.art.space_pattern(i, R)
        if pattern is not None:
            surf.blit(pattern, pattern.get_rect(center=(round(cx), round(cy))))
        pygame.draw.circle(surf, color, (cx, cy), R, 5)
        pygame.draw.circle(surf, dark, (cx, cy), R, 1)
        icon = self.art.suit_icon(i, 24)
        surf.blit(icon, icon.get_rect(center=(cx, cy - R * 0.56)))
        cube = self.art.cube()
        for k in range(cubes):
            p = g.space_cube(i, k, stack)
            surf.blit(cube, cube.get_rect(center=p))
        badge = pygame.Rect(0, 0, 24, 24)
        badge.center = (round(cx + R * 0.74), round(cy - R * 0.74))
        pygame.draw.circle(surf, dark, badge.center, 12)
        pygame.draw.circle(surf, self.c("cream"), badge.center, 12, 2)
        self.text.blit(surf, str(cubes), "small", self.c("cream"), badge.center, "center", bold=True)
        if pattern is not None:   # colorblind: the suit's letter, opposite the cube count
            lr = self.cfg.data["colorblind_art"]["letter_badge"]
            at = (round(cx - R * 0.74), round(cy - R * 0.74))
            pygame.draw.circle(surf, self.c("paper"), at, lr)
            pygame.draw.circle(surf, dark, at, lr, 2)
            self.text.blit(surf, suit_letter(i), "small", dark, at, "center", bold=True)
        self.draw_label(surf, i, suit_words(i))
        if strongest:
            self.text.blit(surf, "\u2605", "body", self.c("gold"), (badge.centerx - 26, badge.centery), "center")

    def draw_label(self, surf: pygame.Surface, space: int, words: str) -> None:
        """A space's name in its label box (a long one wraps or steps down there)."""
        self.text.blit_in(surf, words, self.geom.space_label_box(space), self.text.sizes_from("small", "tiny"),
                          self.c("cream"), bold=True, valign="top")

    def draw_preview(self, surf, f: TableFrame, preview, stacks: dict) -> None:
        """Ghost cubes where the hovered visit would drop them: each in a place of its own
        after the cubes already there (`stacks`: the stacks laid out for their final size)."""
        space = preview.space
        g, m = self.geom, f.model
        ghost = self.art.cube(ghost=True)
        ox, oy = g.space_center(space)
        pygame.draw.circle(surf, mix(self.c("paper"), self.art.suit_color(space), 0.28), (ox, oy + 8), g.space_radius - 14)
        for k in range(m.council[space]):
            p = g.space_cube(space, k, m.council[space])
            surf.blit(ghost, ghost.get_rect(center=(p[0], p[1] - self.cfg.num("cube_size") * 2)))
        for n, p in enumerate(self.drop_places(f, preview, stacks)):
            surf.blit(ghost, ghost.get_rect(center=p))
            self.text.blit(surf, str(n + 1), "tiny", self.c("ink"), p, "center", bold=True)

    def drop_places(self, f: TableFrame, preview, stacks: dict) -> list:
        """Where each previewed cube is drawn, in sowing order: after the cubes already on its
        space or in the Chambers (`stacks` as `stacks(f)` gives them)."""
        g = self.geom
        counts: dict = {i: f.model.council[i] for i in range(5)}
        counts[preview.space] = 0
        counts["chambers"] = f.model.chambers
        out = []
        for dst in preview.drops:
            at = g.chambers_cube if dst == "chambers" else (lambda k, n, dst=dst: g.space_cube(dst, k, n))
            out.append(at(counts[dst], stacks[dst]))
            counts[dst] += 1
        return out

    def draw_hint_ring(self, surf: pygame.Surface, center, radius: int, pulse: float) -> None:
        pulse = 0.5 + 0.5 * math.sin(pulse * 4)
        pygame.draw.circle(surf, mix(self.c("gold"), self.c("glow"), pulse), center, radius, 5)
