"""New game: the mode, the seats (name, color, a person or an AI level), the solo opponent
with its measured difficulty, an optional seed code. Produces a `game.setup.GameSetup` and
calls `app.start_match(setup)`; the Trilogy mode starts a new campaign instead.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

import pygame

from game.bug_council.campaign import Trilogy
from game.bug_council.definition import TRILOGY
from game.protocol import get_game
from game.record import RecordError, read_yaml
from game.resources import config_path
from game.setup import HUMAN, GameSetup, SeatSetup, SetupError, parse_seed, random_seed
from game.bug_council.solo import PERSONALITIES
from scenes.config import parse_color
from scenes.menu import MenuScene, TextField, segmented
from scenes.title import PERSONALITY_TITLES
from scenes.widgets import Button

RANDOM = "random"


@dataclass(frozen=True)
class SetupChoice:
    """One entry of the form's first row: a mode of a registered game, or a campaign of one.
    What the form shows for it (a players row, an opponent row, a note) follows from the
    mode's facts in the game registry, never from its name."""

    key: str
    label: str
    width: int                  # of its segment in the first row, in pixels
    game: str
    mode: str
    campaign: bool = False      # the Trilogy: starts a campaign instead of one game
    note: str = ""              # shown where a players or opponent row would be

    @property
    def info(self) -> Any:
        return get_game(self.game).mode(self.mode)

    @property
    def player_counts(self) -> tuple[int, ...]:
        return self.info.players

    @property
    def picks_opponent(self) -> bool:
        """A single game against a chosen personality (a campaign draws its own)."""
        return "personality" in self.info.options and not self.campaign


CHOICES = (
    SetupChoice("table", "3-5 players", 140, "bug_council", "table"),
    SetupChoice("emissary", "2 players + Emissary", 220, "bug_council", "emissary",
                note="Two players and the Emissary, a neutral third hand played by whoever controls it."),
    SetupChoice("solo", "Solo", 100, "bug_council", "solo"),
    SetupChoice("trilogy", "Trilogy", 110, "bug_council", "solo", campaign=True,
                note="Three games against three Termitenators, revealed one by one; the scores carry over."),
)
CHOICE_BY_KEY = {c.key: c for c in CHOICES}


def load_difficulty() -> dict[str, dict]:
    """config/difficulty.yaml (personality -> {rank, win_rate, ci, games, level}); {} when
    absent or unreadable: the scene then shows no difficulty."""
    path = config_path("difficulty.yaml")
    if not path.exists():
        return {}
    try:
        data = read_yaml(path)
    except RecordError:
        return {}
    return data if isinstance(data, dict) else {}


def difficulty_words(entry: Any, count: int) -> str:
    """One line about a personality's measured difficulty ('' when the entry is malformed)."""
    try:
        lo, hi = entry["ci"]
        # The measuring AI may have searched less than the shipped one: say so.
        budget = f" ({int(entry['iterations'])} search iterations)" if entry.get("iterations") else ""
        return (f"Difficulty: rank {int(entry['rank'])} of {count} (1 = hardest). "
                f"A {entry['level']} AI{budget} wins {float(entry['win_rate']):.0%} "
                f"(95% interval {float(lo):.0%}\u2013{float(hi):.0%}, {int(entry['games'])} games).")
    except (KeyError, TypeError, ValueError):
        return ""


def seed_error(exc: Exception) -> str:
    """'a seed code is digits only' -> 'A seed code is digits only.'"""
    words = str(exc)
    return words[:1].upper() + words[1:] + "."


# A seat row, from its left edge: the name field, the colour swatches, the level buttons. The
# name is narrower than it was (200) so that six levels (with `expert`) fit in the panel.
NAME_W, COLOR_X, LEVELS_X = 180, 195, 370


class SetupScene(MenuScene):
    title = "New game"

    def __init__(self, app, mode: str = "table"):
        cfg = app.cfg
        self.mode = mode
        self.players = 4
        self.levels = [HUMAN, *get_game(CHOICES[0].game).ai_levels]
        default_ai = cfg.ai["opponent_level"] if cfg.ai["opponent_level"] in self.levels else self.levels[-1]
        names, colors = cfg.data["seats"]["names"], cfg.data["seats"]["colors"]
        self.colors: list[str] = list(colors)
        self.seats: list[dict[str, str]] = [
            {"name": names[i], "color": colors[i % len(colors)], "control": HUMAN if i == 0 else default_ai}
            for i in range(5)]
        self.personality = "pacifist"
        self.difficulty = load_difficulty()
        self.disk_trilogy = None   # a Trilogy in progress, which starting a new one replaces
        if app.store is not None:
            from game.saves import SaveError, load_campaign
            try:
                self.disk_trilogy = load_campaign(app.store, TRILOGY)
            except (SaveError, OSError):
                pass
        self.error = ""
        self.swatches: dict[int, tuple[int, str]] = {}   # id(button) -> (seat, color)
        super().__init__(app)
        self.seed_field = TextField(pygame.Rect(0, 0, 1, 1), "", max_len=9, placeholder="random",
                                    accept=str.isdigit, on_change=lambda _t: self._clear_error())
        self.name_fields = [TextField(pygame.Rect(0, 0, 1, 1), s["name"], max_len=14,
                                      on_change=self._renamer(i)) for i, s in enumerate(self.seats)]
        self.rebuild()

    # --- the form's state ---------------------------------------------------------------------

    @property
    def choice(self) -> SetupChoice:
        return CHOICE_BY_KEY[self.mode]

    @property
    def seat_count(self) -> int:
        counts = self.choice.player_counts
        return counts[0] if len(counts) == 1 else self.players

    def _renamer(self, i: int):
        def rename(text: str) -> None:
            self.seats[i]["name"] = text
        return rename

    def _clear_error(self) -> None:
        self.error = ""

    def set_mode(self, mode: str) -> None:
        self.mode = mode
        self.error = ""
        self.rebuild()

    def set_players(self, n: int) -> None:
        self.players = n
        self.rebuild()

    def set_control(self, seat: int, level: str) -> None:
        self.seats[seat]["control"] = level
        self.rebuild()

    def set_color(self, seat: int, color: str) -> None:
        """Pick a color; a seat that had it takes this seat's old one (colors stay distinct)."""
        old = self.seats[seat]["color"]
        for s in self.seats:
            if s["color"] == color:
                s["color"] = old
        self.seats[seat]["color"] = color
        self.rebuild()

    def set_personality(self, p: str) -> None:
        self.personality = p
        self.rebuild()

    def set_all_ai(self, level: str) -> None:
        """Every seat shown an AI of `level` (watch a game)."""
        for s in self.seats[:self.seat_count]:
            s["control"] = level
        self.rebuild()

    # --- layout -------------------------------------------------------------------------------

    def build(self) -> None:
        if not hasattr(self, "seed_field"):
            return   # the fields are made after the base class first calls build()
        m = self.m
        px, py, pw, ph = m["setup_panel"]
        x0 = px + 140
        h = m["field_height"]
        self.buttons = []
        self.swatches = {}
        y = py + 24
        self.buttons += segmented(x0, y, h, [(c.label, (lambda k=c.key: self.set_mode(k)), c.key == self.mode, c.width)
                                             for c in CHOICES])
        y += 50
        self.row_y = {"mode": py + 24, "second": y}
        choice = self.choice
        if len(choice.player_counts) > 1:
            self.buttons += segmented(x0, y, h, [(str(n), (lambda n=n: self.set_players(n)), n == self.players, 56)
                                                 for n in choice.player_counts])
        elif choice.picks_opponent:
            choices = list(PERSONALITIES) + [RANDOM]
            words = {**PERSONALITY_TITLES, RANDOM: "Random"}
            self.buttons += segmented(x0, y, h, [(words[p].replace("The ", ""), (lambda p=p: self.set_personality(p)),
                                                  p == self.personality, 128) for p in choices])
        sx, sy, sw, pitch = m["seat_row"]
        self.seat_y = [sy + i * pitch for i in range(self.seat_count)]
        sw_size = m["swatch"]
        # The level buttons share the room left in the panel by the length of their labels
        # (92 px each at most): six of them (with `expert`) at 92 px would run past its edge.
        room = px + pw - 12 - (sx + LEVELS_X) - 6 * (len(self.levels) - 1)
        weight = [len(lvl) + 3 for lvl in self.levels]       # + 3: the check mark and margins
        level_widths = [min(92, room * w // sum(weight)) for w in weight]
        for i, yy in enumerate(self.seat_y):
            f = self.name_fields[i]
            f.rect = pygame.Rect(sx, yy, NAME_W, h)
            f.text = self.seats[i]["name"]
            cx = sx + COLOR_X
            for c in self.colors:
                b = Button(pygame.Rect(cx, yy + (h - sw_size) // 2, sw_size, sw_size), "", (lambda i=i, c=c: self.set_color(i, c)))
                self.swatches[id(b)] = (i, c)
                self.buttons.append(b)
                cx += sw_size + 8
            # The level buttons share the room left in the panel (92 px each at most): with
            # `expert` there are six of them, and 92 px each would run past the panel's edge.
            self.buttons += segmented(sx + LEVELS_X, yy, h, [(lvl.capitalize(), (lambda i=i, lvl=lvl: self.set_control(i, lvl)),
                                                          self.seats[i]["control"] == lvl, w)
                                                         for lvl, w in zip(self.levels, level_widths)])
        self.fields = self.name_fields[:self.seat_count] + [self.seed_field]
        self.seed_y = py + ph - 70
        self.seed_field.rect = pygame.Rect(x0, self.seed_y, 160, h)
        start = "Start the Trilogy" if choice.campaign else "Start"
        self.buttons += self.footer([("Back", self.back), ("All AI (watch)", lambda: self.set_all_ai(self.watch_level())),
                                     (start, self.start)])

    def difficulty_line(self) -> str:
        """The chosen opponent's measured difficulty ('' without config/difficulty.yaml)."""
        if not self.choice.picks_opponent or self.personality == RANDOM:
            return ""
        return difficulty_words(self.difficulty.get(self.personality), len(PERSONALITIES))

    def watch_level(self) -> str:
        return self.cfg.ai["opponent_level"] if self.cfg.ai["opponent_level"] in self.levels else self.levels[-1]

    # --- starting -----------------------------------------------------------------------------

    def seat_setups(self) -> tuple[SeatSetup, ...]:
        names = self.cfg.data["seats"]["names"]
        out = []
        for i, s in enumerate(self.seats[:self.seat_count]):
            name = s["name"].strip() or names[i]
            out.append(SeatSetup(name, s["color"], s["control"]))
        return tuple(out)

    def make_setup(self) -> GameSetup | None:
        """The GameSetup the form describes, or None with `error` set."""
        try:
            seed = parse_seed(self.seed_field.text) if self.seed_field.text.strip() else random_seed()
            seats = self.seat_setups()
            choice = self.choice
            options = {}
            if choice.picks_opponent:
                p = self.personality
                options["personality"] = random.SystemRandom().choice(PERSONALITIES) if p == RANDOM else p
            return GameSetup(choice.mode, self.seat_count, seats, seed, options, game=choice.game)
        except SetupError as exc:
            self.error = seed_error(exc)
            return None

    def start(self) -> None:
        if self.choice.campaign:
            self.start_trilogy()
            return
        setup = self.make_setup()
        if setup is not None:
            pygame.key.stop_text_input()
            self.app.start_new_match(setup)   # asks first when an unfinished game would be replaced

    def submit(self) -> None:
        """Enter in the seed field (the last one): start, as the Start button does."""
        self.start()

    def start_trilogy(self) -> None:
        try:
            seed = parse_seed(self.seed_field.text) if self.seed_field.text.strip() else random_seed()
        except SetupError as exc:
            self.error = seed_error(exc)
            return
        trilogy = Trilogy.new(seed)
        trilogy = Trilogy(**{**trilogy.__dict__, "player": self.seat_setups()[0].to_data()})
        from scenes.bug_council.trilogy import TrilogyScene
        pygame.key.stop_text_input()
        TrilogyScene.begin(self.app, trilogy)

    # --- drawing ------------------------------------------------------------------------------

    def draw_content(self, surf) -> None:
        cfg, text, m = self.cfg, self.app.text, self.m
        rect = self.draw_panel(surf, pygame.Rect(m["setup_panel"]))
        ink, soft = cfg.color("ink"), cfg.color("ink_soft")
        lx = rect.x + 24
        h = m["field_height"]
        text.blit(surf, "Mode", "label", ink, (lx, self.row_y["mode"] + h // 2), "midleft", bold=True)
        second = self.row_y["second"] + h // 2
        choice = self.choice
        if len(choice.player_counts) > 1:
            text.blit(surf, "Players", "label", ink, (lx, second), "midleft", bold=True)
        elif choice.picks_opponent:
            text.blit(surf, "Opponent", "label", ink, (lx, second), "midleft", bold=True)
            words = self.difficulty_line()
            if words:
                text.blit(surf, words, "small", soft, (rect.x + 140, second + 24), "topleft")
        else:
            text.blit(surf, choice.note, "body", soft, (rect.x + 140, second), "midleft")
        sx, sy, _sw, _pitch = m["seat_row"]
        head_y = sy - 26
        for label, x in (("Name", sx), ("Color", sx + COLOR_X), ("Played by", sx + LEVELS_X)):
            text.blit(surf, label, "body", soft, (x, head_y), bold=True)
        text.blit(surf, "Seats", "label", ink, (lx, head_y), bold=True)
        blink = self.caret_on()
        for f in self.fields:
            f.draw(surf, self.app, blink)
        for k, b in enumerate(self.buttons):
            if id(b) in self.swatches:
                seat, color = self.swatches[id(b)]
                chosen = self.seats[seat]["color"] == color
                r = b.rect.inflate(6, 6) if chosen else b.rect
                pygame.draw.rect(surf, cfg.color("ink") if chosen else cfg.color("wood"), r, 0, border_radius=6)
                pygame.draw.rect(surf, parse_color(color), b.rect.inflate(-4, -4), border_radius=5)
                if k == self.focus:
                    pygame.draw.rect(surf, cfg.color("warning"), b.rect.inflate(10, 10), 2, border_radius=7)
        text.blit(surf, "Seed code", "label", ink, (lx, self.seed_y + h // 2), "midleft", bold=True)
        text.blit(surf, "Tab: names, seed code, then buttons  \u00b7  Enter in a field: the next one, then Start",
                  "small", soft, (rect.right - 24, rect.bottom - 10), "bottomright")
        hint = "optional: the same code deals the same game"
        if self.error:
            text.blit(surf, self.error, "body", cfg.color("warning"), (rect.x + 310, self.seed_y + h // 2), "midleft", bold=True)
        else:
            text.blit(surf, hint, "small", soft, (rect.x + 310, self.seed_y + h // 2), "midleft")
        if choice.campaign:
            tri = self.disk_trilogy
            if tri is not None and not tri.finished:
                text.blit(surf, "Starting replaces the Trilogy in progress.", "small", cfg.color("warning"),
                          (rect.x + 310, self.seed_y + h // 2 + 22), "midleft", bold=True)
