"""The Party Bugs replay viewer: its table over a record, every card open.

The stepping, buttons, keys and counter are scenes.replay_controls' (shared with Bug Council);
this plug-in adds what only Party Bugs shows: this round's choices face up before the reveal,
every Variant One face-down card face up (with its back's rim), and a panel where the hand
would be, with every seat's hand and the top card of every deck (Roachy's too).
"""
from __future__ import annotations

import pygame

from game.match import Match
from game.party_bugs.cards import sorted_cards
from game.party_bugs.events import GameSetUp
from game.record import GameRecord
from game.setup import GameSetup, SeatSetup
from scenes.config import parse_color
from scenes.party_bugs.table import PartyTableScene, ROACHY_NAME
from scenes.party_bugs.view import BACK, Picture
from scenes.party_bugs.words import action_words, event_lines, refusal_words
from scenes.replay_controls import ReplayControls
from scenes.wording import second_person_seat


def setup_for_record(cfg, record: GameRecord) -> GameSetup:
    """Default names and each set's color for a record archived without its setup."""
    names = cfg.data["seats"]["names"]
    colors = [s["color"] for s in cfg.data["party_bugs"]["sets"]]
    seats = tuple(SeatSetup(names[i % len(names)], colors[i % len(colors)], "random")
                  for i in range(record.players))
    return GameSetup(record.mode, record.players, seats, record.seed, dict(record.options), game=record.game)


class PartyReplayScene(ReplayControls, PartyTableScene):
    title_words = "Party Bugs replay"

    def __init__(self, app, setup: GameSetup | None, record: GameRecord):
        self.replay_spec = {**app.cfg.data["replay"], **app.cfg.data["party_bugs"]["replay"]}
        super().__init__(app, Match(setup or setup_for_record(app.cfg, record), watch_only=True))
        self.start_replay(record)
        self.bar_buttons = []            # the controls are drawn in their own row
        self.show_position()

    # --- the words of the walk (scenes.replay_controls) ----------------------------------------------

    def opening_lines(self, first) -> list[str]:
        return self.walk_lines(first, [GameSetUp(first.game, first.floor, first.host)])

    def reader(self) -> int | None:
        """The seat called "You" reads in the second person, as at the table it was played at."""
        return second_person_seat(self.names)

    def walk_lines(self, s, events) -> list[str]:
        return [line for e in events for line in event_lines(e, self.names, self.reader(), roachy=s.players == 2)]

    def action_words(self, a) -> str:
        return action_words(a, self.names, self.reader())

    def walk_refusal(self, refusal) -> str:
        return refusal_words(refusal, self.names, self.reader())

    # --- what the table shows differently ------------------------------------------------------------

    def enter(self) -> None:
        """The log is the walk's (start_replay), not the table's."""

    def fresh_picture(self) -> Picture:
        """Every card open: the replay shows what nobody at the table saw."""
        return Picture.from_state(self.match.state, None, open_all=True)

    def chosen_face(self, seat: int) -> int:
        c = self.match.state.chosen[seat]
        return BACK if c is None else c

    def _log_event(self, e) -> None:
        """Log lines come from the walk (a step back must take them away again)."""

    def open_result(self, e) -> None:
        """The final scores stay on the table; the viewer keeps its own controls."""

    def caption_now(self) -> str:
        return ""                        # the hands panel sits where the caption would

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
            text.blit(surf, f"deck {len(deck)}", "small", cfg.color("cream"), (dx - 6, cy + mini[1] // 2), "midright")
            if deck:
                surf.blit(art.face(deck[0], mini), (dx, cy))
