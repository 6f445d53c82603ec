"""The Back Alley Bones replay viewer: its table over a record, every hand and face-down Side
Bet open. The stepping, buttons, keys and counter are scenes.replay_controls' (shared); this
plug-in shows both hands where yours would be and words the steps."""
from __future__ import annotations

import pygame

from game.match import Match
from game.record import GameRecord
from game.setup import GameSetup, SeatSetup
from scenes.back_alley_bones.layout import load_look
from scenes.back_alley_bones.picture import Picture
from scenes.back_alley_bones.table import BonesTableScene
from scenes.back_alley_bones.words import action_words, event_lines, refusal_words
from scenes.config import parse_color
from scenes.replay_controls import ReplayControls
from scenes.wording import second_person_seat


def setup_for_record(cfg, record: GameRecord) -> GameSetup:
    """Default names and colors for a record archived without its setup."""
    names, colors = cfg.data["seats"]["names"], cfg.data["seats"]["colors"]
    seats = tuple(SeatSetup(names[i % len(names)], colors[i % len(colors)], "random") for i in range(record.players))
    return GameSetup(record.mode, record.players, seats, record.seed, dict(record.options), game=record.game)


class BonesReplayScene(ReplayControls, BonesTableScene):
    title_words = "Back Alley Bones replay"

    def __init__(self, app, setup: GameSetup | None, record: GameRecord):
        self.replay_spec = {**app.cfg.data["replay"], **load_look()["replay"]}
        super().__init__(app, Match(setup or setup_for_record(app.cfg, record), watch_only=True))
        self.start_replay(record)
        self.bar_buttons = []
        self.show_position()

    # --- the words of the walk -----------------------------------------------------------------------

    def opening_lines(self, first) -> list[str]:
        return []

    def reader(self) -> int | None:
        return second_person_seat(self.names)

    def walk_lines(self, s, events) -> list[str]:
        return [line for e in events for line in event_lines(e, self.names, self.reader())]

    def action_words(self, a) -> str:
        return action_words(a, self.names, self.reader())

    def walk_refusal(self, refusal) -> str:
        return refusal_words(refusal, self.names, self.reader())

    # --- what the table shows differently ----------------------------------------------------------------

    def enter(self) -> None:
        """The log is the walk's."""

    def fresh_picture(self) -> Picture:
        """Every hand and face-down bet open: the replay shows what nobody at the table saw."""
        s = self.match.state
        p = Picture.from_view(self.match.view(0), shown=False)
        p.open_bets = tuple(s.chosen)
        p.open_hands = tuple(tuple(h) for h in s.hands)
        return p

    def _log_event(self, e) -> None:
        """Log lines come from the walk (a step back must take them away again)."""

    def open_result(self, e) -> None:
        """The final totals stay on the table; the viewer keeps its own controls."""

    def caption_now(self) -> str:
        return ""

    def legal(self) -> list:
        return []

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
