"""New game, for any registered game: the mode (or a campaign of the game), the players, one
row per option of the mode (its `OptionSpec`: one choice, or a set of choices), the seats
(name, color, a person or an AI level), an optional seed code. Produces a `game.setup.GameSetup`
and calls `app.start_new_match(setup)`; a campaign entry starts itself instead.

Everything the form shows follows from the game's registry facts (modes, player counts,
option specs, AI levels); what is truly a game's own comes from its screen plug-in's
`setup_form(app)` (`SetupForm`: campaign entries, chosen seat colors, a note under an option,
its own lines), never from a test of which game it is.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

import pygame

from game.i18n import N_, _
from game.options import OptionSpec
from game.protocol import DEFAULT_GAME, get_game
from game.setup import HUMAN, GameSetup, SeatSetup, SetupError, parse_seed, random_seed
from scenes.config import parse_color
from scenes.menu import MenuScene, TextField, segmented
from scenes.option_rows import option_row
from scenes.widgets import Button
from scenes.wording import level_words


@dataclass(frozen=True)
class SetupChoice:
    """One entry of the form's first row: a mode of the game, or a campaign of it. What the
    form shows for it (a players row, option rows, a note) follows from the mode's facts."""

    key: str
    label: str
    width: int                  # of its segment in the first row, in pixels
    mode: str
    note: str = ""              # shown where a players or option row would be
    start: Callable[["SetupScene"], None] | None = None   # a campaign: starts itself
    start_words: str = N_("Start")    # translated where shown
    shows_options: bool = True  # False: the campaign sets the mode's options itself


class SetupForm:
    """A game's own part of the setup form; this base has none (one entry per mode, colors
    given per seat). A plug-in's `setup_form(app)` returns one per form opened."""

    colors_choosable = False    # True: a row of color swatches per seat; else the seat's color
    title = ""                  # the screen's title ("": the game's)

    def __init__(self, game: str):
        self.game = game

    def choices(self, width_for: Callable[[str], int]) -> tuple[SetupChoice, ...]:
        return tuple(SetupChoice(m.id, _(m.title), width_for(_(m.title)), m.id) for m in get_game(self.game).modes)

    def option_note(self, spec: OptionSpec, value: Any) -> str:
        """A line under an option's row about the chosen value ('' none)."""
        return ""

    def lines(self, choice: SetupChoice, players: int) -> tuple[str, ...]:
        """The game's own words under the seats (what a player should know before starting)."""
        return ()

    def warning(self, choice: SetupChoice) -> str:
        """A warning beside the seed code ('' none): what starting would replace."""
        return ""


def seed_error(exc: Exception) -> str:
    """'a seed code is digits only' -> 'A seed code is digits only.'"""
    words = str(exc)
    return words[:1].upper() + words[1:] + "."


# The rows' labels above the seats (an option's row is labelled by its spec).
ROW_WORDS = {"mode": N_("Mode"), "players": N_("Players")}

# A seat row, from its left edge: the name field, the colour swatches, the level buttons. The
# name is narrower than it was (200) so that six levels (with `expert`) fit in the panel.
NAME_W, COLOR_X, LEVELS_X = 180, 195, 370
ROW_PITCH = 50                  # between the rows above the seats
SEAT_ROOM_ROWS = 2              # the rows `menu.seat_row` leaves room for above the seats
LABEL_X, CHOICES_X = 24, 140    # the rows' labels and their buttons, from the panel's left
LABEL_GAP = 8                   # between a row's label and its buttons


class SetupScene(MenuScene):
    title = N_("New game")

    def __init__(self, app, mode: str | None = None, game: str = DEFAULT_GAME):
        from scenes.screens import screen_for
        cfg = app.cfg
        self.definition = get_game(game)
        self.form: SetupForm = screen_for(self.definition).setup_form(app)
        self.title = self.form.title or self.definition.title
        self.mode = mode
        self.players = 4
        self.levels = [HUMAN, *self.definition.ai_levels]
        default_ai = cfg.ai["opponent_level"] if cfg.ai["opponent_level"] in self.levels else self.levels[-1]
        names = cfg.data["seats"]["names"]
        self.colors: list[str] = list(screen_for(self.definition).seat_colors(cfg))
        most = max(n for m in self.definition.modes for n in m.players)
        self.seats: list[dict[str, str]] = [
            {"name": names[i % len(names)], "color": self.colors[i % len(self.colors)],
             "control": HUMAN if i == 0 else default_ai} for i in range(most)]
        self.values: dict[str, Any] = {}      # option name -> the form's value
        self.error = ""
        self.swatches: dict[int, tuple[int, str]] = {}   # id(button) -> (seat, color)
        super().__init__(app)
        self.choices = self.form.choices(self.width_for)
        keys = [c.key for c in self.choices]
        last = app.setup_choices.get(self.definition.id)
        self.mode = mode or (last if last in keys else keys[0])     # the entry chosen last time
        if self.players not in self.info.players:
            self.players = self.info.players[0]
        self.seed_field = TextField(pygame.Rect(0, 0, 1, 1), "", max_len=9, placeholder=_("random"),
                                    accept=str.isdigit, on_change=lambda _t: self._clear_error())
        self.name_fields = [TextField(pygame.Rect(0, 0, 1, 1), s["name"], max_len=14,
                                      on_change=self._renamer(i)) for i, s in enumerate(self.seats)]
        self.rebuild()

    # --- the form's state ---------------------------------------------------------------------

    @property
    def choice(self) -> SetupChoice:
        return next(c for c in self.choices if c.key == self.mode)

    @property
    def info(self) -> Any:
        return self.definition.mode(self.choice.mode)

    @property
    def option_specs(self) -> tuple[OptionSpec, ...]:
        """The option rows the chosen entry shows."""
        return self.info.option_specs if self.choice.shows_options else ()

    def value(self, spec: OptionSpec) -> Any:
        return self.values.get(spec.name, spec.initial())

    @property
    def seat_count(self) -> int:
        counts = self.info.players
        return counts[0] if len(counts) == 1 else self.players

    def _renamer(self, i: int):
        def rename(text: str) -> None:
            self.seats[i]["name"] = text
        return rename

    def _clear_error(self) -> None:
        self.error = ""

    def set_mode(self, mode: str) -> None:
        """Choose an entry of the first row (remembered: New game opens there next time)."""
        self.mode = mode
        self.app.setup_choices[self.definition.id] = mode
        self.error = ""
        if len(self.info.players) > 1 and self.players not in self.info.players:
            self.players = self.info.players[0]
        self.rebuild()

    def set_players(self, n: int) -> None:
        self.players = n
        self.rebuild()

    def set_option(self, spec: OptionSpec, value: Any) -> None:
        self.values[spec.name] = value
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

    def set_all_ai(self, level: str) -> None:
        """Every seat shown an AI of `level` (watch a game)."""
        for s in self.seats[:self.seat_count]:
            s["control"] = level
        self.rebuild()

    # --- layout -------------------------------------------------------------------------------

    def rows(self) -> list[tuple[str, Any]]:
        """The rows above the seats, in order: (kind, what): ("mode", None), ("players", None),
        ("option", spec), ("note", words)."""
        out: list[tuple[str, Any]] = []
        if len(self.choices) > 1:
            out.append(("mode", None))
        if len(self.info.players) > 1:
            out.append(("players", None))
        out += [("option", spec) for spec in self.option_specs]
        if len(out) < 2 and self.choice.note:
            out.append(("note", self.choice.note))
        return out

    def build(self) -> None:
        if not hasattr(self, "seed_field"):
            return   # the fields are made after the base class first calls build()
        m = self.m
        px, py, pw, ph = m["setup_panel"]
        x0 = px + CHOICES_X
        h = m["field_height"]
        self.buttons = []
        self.swatches = {}
        self.row_y: dict[Any, int] = {}
        for k, (kind, what) in enumerate(self.rows()):
            y = py + 24 + k * ROW_PITCH
            self.row_y[what if kind == "option" else kind] = y
            if kind == "mode":
                self.buttons += segmented(x0, y, h, [(c.label, (lambda k=c.key: self.set_mode(k)), c.key == self.mode, c.width)
                                                     for c in self.choices])
            elif kind == "players":
                self.buttons += segmented(x0, y, h, [(str(n), (lambda n=n: self.set_players(n)), n == self.players, 56)
                                                     for n in self.info.players])
            elif kind == "option":
                self.buttons += option_row(what, self.value(what), (lambda v, spec=what: self.set_option(spec, v)),
                                           self.width_for, x0, y, h, right=px + pw - LABEL_X)
        sx, sy, sw, pitch = m["seat_row"]
        # `seat_row` leaves room for two rows above the seats; each more moves them down.
        sy += max(0, len(self.rows()) - SEAT_ROOM_ROWS) * ROW_PITCH
        self.seats_top = sy
        self.seat_y = [sy + i * pitch for i in range(self.seat_count)]
        sw_size = m["swatch"]
        # The level buttons share the room left in the panel by the width of their chosen
        # labels ("✓ Human"; 92 px each at most): six of them (with `expert`) at 92 px would
        # run past its edge.
        room = px + pw - 12 - (sx + LEVELS_X) - 6 * (len(self.levels) - 1)
        weight = [self.width_for(level_words(lvl)) for lvl in self.levels]
        level_widths = [min(92, room * w // sum(weight)) for w in weight]
        for i, yy in enumerate(self.seat_y):
            f = self.name_fields[i]
            f.rect = pygame.Rect(sx, yy, NAME_W, h)
            f.text = self.seats[i]["name"]
            if self.form.colors_choosable:
                cx = sx + COLOR_X
                for c in self.colors:
                    b = Button(pygame.Rect(cx, yy + (h - sw_size) // 2, sw_size, sw_size), "", (lambda i=i, c=c: self.set_color(i, c)))
                    self.swatches[id(b)] = (i, c)
                    self.buttons.append(b)
                    cx += sw_size + 8
            self.buttons += segmented(sx + LEVELS_X, yy, h, [(level_words(lvl), (lambda i=i, lvl=lvl: self.set_control(i, lvl)),
                                                          self.seats[i]["control"] == lvl, w)
                                                         for lvl, w in zip(self.levels, level_widths)])
        self.fields = self.name_fields[:self.seat_count] + [self.seed_field]
        self.seed_y = py + ph - 70
        self.seed_field.rect = pygame.Rect(x0, self.seed_y, 160, h)
        self.buttons += self.footer([(_("Back"), self.back), (_("Rules"), self.open_rules),
                                     (_("All AI (watch)"), lambda: self.set_all_ai(self.watch_level())),
                                     (_(self.choice.start_words), self.start)])

    def open_rules(self) -> None:
        """The rules of the game being set up (its screen plug-in's page); Back returns here."""
        from scenes.rules_index import open_rules
        open_rules(self.app, self.definition)

    def watch_level(self) -> str:
        return self.cfg.ai["opponent_level"] if self.cfg.ai["opponent_level"] in self.levels else self.levels[-1]

    def option_note(self, spec: OptionSpec) -> str:
        return self.form.option_note(spec, self.value(spec))

    # --- starting -----------------------------------------------------------------------------

    def seat_setups(self) -> tuple[SeatSetup, ...]:
        names = self.cfg.data["seats"]["names"]
        out = []
        for i, s in enumerate(self.seats[:self.seat_count]):
            name = s["name"].strip() or names[i % len(names)]
            out.append(SeatSetup(name, s["color"], s["control"]))
        return tuple(out)

    def seed(self) -> int:
        """The seed code typed, or a fresh one; SetupError for a bad code."""
        return parse_seed(self.seed_field.text) if self.seed_field.text.strip() else random_seed()

    def make_setup(self) -> GameSetup | None:
        """The GameSetup the form describes, or None with `error` set."""
        try:
            options = {spec.name: spec.resolve(self.value(spec)) for spec in self.option_specs}
            return GameSetup(self.info.id, self.seat_count, self.seat_setups(), self.seed(), options,
                             game=self.definition.id)
        except SetupError as exc:
            self.error = seed_error(exc)
            return None

    def start(self) -> None:
        if self.choice.start is not None:
            self.choice.start(self)
            return
        setup = self.make_setup()
        if setup is not None:
            pygame.key.stop_text_input()
            self.app.start_new_match(setup)   # asks first when an unfinished game would be replaced

    def submit(self) -> None:
        """Enter in the seed field (the last one): start, as the Start button does."""
        self.start()

    # --- drawing ------------------------------------------------------------------------------

    def draw_content(self, surf) -> None:
        cfg, text, m = self.cfg, self.app.text, self.m
        rect = self.draw_panel(surf, pygame.Rect(m["setup_panel"]))
        ink, soft = cfg.color("ink"), cfg.color("ink_soft")
        lx = rect.x + LABEL_X
        h = m["field_height"]
        for kind, what in self.rows():
            y = self.row_y[what if kind == "option" else kind] + h // 2
            if kind == "note":
                text.blit(surf, what, "body", soft, (rect.x + CHOICES_X, y), "midleft")
                continue
            label = _(what.label) if kind == "option" else _(ROW_WORDS[kind])
            self.row_label(surf, label, y)
            words = self.option_note(what) if kind == "option" else ""
            if words:
                # under the row, to the panel's edge: two lines of small print, smaller if need be
                room = pygame.Rect(rect.x + CHOICES_X, y + 24, rect.right - LABEL_X - rect.x - CHOICES_X,
                                   2 * text.line_height("small"))
                text.blit_in(surf, words, room, text.sizes_from("small"), soft, align="left",
                             wrap="first", valign="top")
        sx = m["seat_row"][0]
        head_y = self.seats_top - 26
        for label, x in ((_("Name"), sx), (_("Color"), sx + COLOR_X), (_("Played by"), sx + LEVELS_X)):
            text.blit(surf, label, "body", soft, (x, head_y), bold=True)
        self.row_label(surf, _("Seats"), head_y + text.line_height("label", bold=True) // 2)
        self.draw_seat_colors(surf)
        blink = self.caret_on()
        for f in self.fields:
            f.draw(surf, self.app, blink)
        y = self.seat_y[-1] + h + 12
        for line in self.form.lines(self.choice, self.seat_count):
            for part in text.wrap(line, "small", rect.w - 2 * LABEL_X):
                text.blit(surf, part, "small", soft, (lx, y))
                y += 18
        self.row_label(surf, _("Seed code"), self.seed_y + h // 2)
        text.blit(surf, _("Tab: names, seed code, then buttons  \u00b7  Enter in a field: the next one, then Start"),
                  "small", soft, (rect.right - 24, rect.bottom - 10), "bottomright")
        hint = _("optional: the same code deals the same game")
        if self.error:
            text.blit(surf, self.error, "body", cfg.color("warning"), (rect.x + 310, self.seed_y + h // 2), "midleft", bold=True)
        else:
            text.blit(surf, hint, "small", soft, (rect.x + 310, self.seed_y + h // 2), "midleft")
        warning = self.form.warning(self.choice)
        if warning:
            text.blit(surf, warning, "small", cfg.color("warning"), (rect.x + 310, self.seed_y + h // 2 + 22),
                      "midleft", bold=True)

    def row_label(self, surf, words: str, centery: int) -> None:
        """A row's label, left of its choices: a size smaller, then on two lines, when a
        language's words are longer than the room."""
        text = self.app.text
        x = pygame.Rect(self.m["setup_panel"]).x + LABEL_X
        box = pygame.Rect(x, 0, CHOICES_X - LABEL_X - LABEL_GAP, self.m["field_height"] + 8)
        box.centery = centery
        text.blit_in(surf, words, box, text.sizes_from("label", "tiny"), self.cfg.color("ink"), align="left", bold=True)

    def draw_seat_colors(self, surf) -> None:
        """The swatches (a color chosen per seat), or each seat's own color."""
        cfg, m = self.cfg, self.m
        h, size = m["field_height"], m["swatch"]
        if not self.form.colors_choosable:
            x = m["seat_row"][0] + COLOR_X
            for i, y in enumerate(self.seat_y):
                r = pygame.Rect(x, y + (h - size) // 2, size, size)
                pygame.draw.rect(surf, cfg.color("wood"), r, 0, border_radius=6)
                pygame.draw.rect(surf, parse_color(self.seats[i]["color"]), r.inflate(-4, -4), border_radius=5)
            return
        for k, b in enumerate(self.buttons):
            if id(b) in self.swatches:
                seat, color = self.swatches[id(b)]
                chosen = self.seats[seat]["color"] == color
                r = b.rect.inflate(6, 6) if chosen else b.rect
                pygame.draw.rect(surf, cfg.color("ink") if chosen else cfg.color("wood"), r, 0, border_radius=6)
                pygame.draw.rect(surf, parse_color(color), b.rect.inflate(-4, -4), border_radius=5)
                if k == self.focus:
                    pygame.draw.rect(surf, cfg.color("warning"), b.rect.inflate(10, 10), 2, border_radius=7)
