"""New Party Bugs game: 2-6 players, each seat's name and who plays it (a person or an AI
level), the variants (Variant One: a face-down card; Variant Two: a series with the Mirror) and
an optional seed code. Start makes a GameSetup of the party_bugs game and opens its table."""
from __future__ import annotations

import pygame

from game.setup import HUMAN, GameSetup, SeatSetup, SetupError, parse_seed, random_seed
from scenes.config import parse_color
from scenes.menu import MenuScene, TextField, segmented

VARIANT_WORDS = (("face_down", "Variant One: a face-down card"), ("series", "Variant Two: a series"))


class PartySetupScene(MenuScene):
    title = "Party Bugs"
    blurb = ("Play a card in secret; the lowest card takes first from the dance floor. Two of a costume "
             "in your display go back to the box. The lowest total wins.")

    def __init__(self, app):
        spec = app.cfg.data["party_bugs"]["setup"]
        self.spec = spec
        names = app.cfg.data["seats"]["names"]
        self.count = 4
        self.seats = [{"name": names[i % len(names)] if i else "You",
                       "control": HUMAN if i == 0 else "normal"} for i in range(6)]
        self.variants: set[str] = set()
        self.error = ""
        self.seed_field = TextField(pygame.Rect(0, 0, 1, 1), "", max_len=9, placeholder="random",
                                    accept=str.isdigit)
        self.name_fields = [TextField(pygame.Rect(0, 0, 1, 1), s["name"], max_len=14,
                                      on_change=lambda t, i=i: self.seats[i].__setitem__("name", t))
                            for i, s in enumerate(self.seats)]
        super().__init__(app)

    def build(self) -> None:
        px, py, pw, ph = self.spec["panel"]
        h = self.m["field_height"]
        x = px + 170
        self.buttons = segmented(x, py + 24, h, [(str(n), (lambda n=n: self.set_count(n)), n == self.count, 54)
                                                 for n in self.spec["players"]])
        self.buttons += segmented(x, py + 74, h, [(words, (lambda v=v: self.toggle(v)), v in self.variants, 300)
                                                  for v, words in VARIANT_WORDS])
        for i in range(self.count):
            y = self.spec["row_y"] + i * self.spec["row_pitch"]
            self.name_fields[i].rect = pygame.Rect(x, y, self.spec["name_w"], h)
            self.buttons += segmented(x + self.spec["name_w"] + 20, y, h,
                                      [(lv.capitalize(), (lambda i=i, lv=lv: self.set_control(i, lv)),
                                        self.seats[i]["control"] == lv, 96) for lv in self.spec["levels"]])
        self.seed_field.rect = pygame.Rect(x, py + 124, 160, h)
        self.fields = self.name_fields[:self.count] + [self.seed_field]
        self.buttons += self.footer([("Back", self.back), ("Start", self.start)])

    def set_count(self, n: int) -> None:
        self.count = n
        self.rebuild()

    def toggle(self, v: str) -> None:
        self.variants ^= {v}
        self.rebuild()

    def set_control(self, i: int, level: str) -> None:
        self.seats[i]["control"] = level
        self.rebuild()

    def make_setup(self) -> GameSetup | None:
        colors = [s["color"] for s in self.cfg.data["party_bugs"]["sets"]]
        try:
            seed = parse_seed(self.seed_field.text) if self.seed_field.text else random_seed()
            seats = tuple(SeatSetup(self.seats[i]["name"].strip() or f"Player {i + 1}", colors[i],
                                    self.seats[i]["control"]) for i in range(self.count))
            return GameSetup("party", self.count, seats, seed, {"variants": sorted(self.variants)},
                             game="party_bugs")
        except (SetupError, ValueError) as exc:
            self.error = str(exc)
            return None

    def start(self) -> None:
        setup = self.make_setup()
        if setup is not None:
            pygame.key.stop_text_input()
            self.app.start_new_match(setup)     # asks first when an unfinished game is saved

    def submit(self) -> None:
        self.start()

    def draw_content(self, surf) -> None:
        cfg, text = self.cfg, self.app.text
        rect = self.draw_panel(surf, pygame.Rect(self.spec["panel"]))
        h = self.m["field_height"]
        ink = cfg.color("ink")
        for label, y in (("Players", rect.y + 24), ("Variants", rect.y + 74), ("Seed code", rect.y + 124)):
            text.blit(surf, label, "label", ink, (rect.x + 24, y + h // 2), "midleft", bold=True)
        text.blit(surf, "Seats", "label", ink, (rect.x + 24, self.spec["row_y"] + h // 2), "midleft", bold=True)
        for i in range(self.count):
            y = self.spec["row_y"] + i * self.spec["row_pitch"]
            color = cfg.data["party_bugs"]["sets"][i]["color"]
            pygame.draw.rect(surf, parse_color(color), (rect.x + 150, y + 4, 10, h - 8), border_radius=3)
        blink = self.caret_on()
        for f in self.fields:
            f.draw(surf, self.app, blink)
        text.blit(surf, self.blurb, "small", cfg.color("ink_soft"), (rect.x + 24, rect.bottom - 62))
        if self.count == 2:
            text.blit(surf, "Two players: Roachy the dummy plays the third set and takes the last card.",
                      "small", cfg.color("ink_soft"), (rect.x + 24, rect.bottom - 40))
        if self.error:
            text.blit(surf, self.error, "small", cfg.color("warning"), (rect.x + 24, rect.bottom - 20))
