"""The end of a Party Bugs game: every display's total (face-down cards revealed), the winner
and how a tie was broken, series totals; New game or Back to title."""
from __future__ import annotations

import pygame

from game.i18n import _, pgettext
from game.words import and_words, you_label
from scenes.party_bugs.words import ROACHY_NAME
from game.party_bugs.cards import card_str
from game.party_bugs.events import ROACHY
from scenes.overlay import Overlay, result_buttons
from scenes.widgets import Button


def review_beside(buttons: list[Button], look: dict, review) -> list[Button]:
    """The result's buttons with Review after them, the row centred again."""
    from scenes.party_bugs.coach_words import PartyCoachWords
    out = buttons + [Button(buttons[-1].rect.copy(), PartyCoachWords().review_text("button"), review)]
    step = look["width"] + look["gap"]
    left = buttons[0].rect.centerx + buttons[-1].rect.centerx
    x0 = left // 2 - step * (len(out) - 1) // 2 - look["width"] // 2
    for k, b in enumerate(out):
        b.rect.x = x0 + k * step
    return out


class PartyResultScene(Overlay):
    def __init__(self, app, table, event, friends: bool = False):
        """`friends`: a game joined from a friend's host: Leave instead of New game."""
        super().__init__(app)
        self.table, self.e = table, event
        self.state = table.seen()      # players and host: the same in every seat's view
        self.spec = app.cfg.data["party_bugs"]["result"]
        W, H = self.cfg.canvas
        self.rect = pygame.Rect((0, 0), self.spec["size"])
        self.rect.center = (W // 2, H // 2)
        self.buttons = result_buttons(app, self.rect, self.spec["buttons"], self.new_game, friends)
        if not friends and table.match.humans:
            self.buttons = review_beside(self.buttons, self.spec["buttons"], self.review)

    def review(self) -> None:
        """The post-game review of the game just finished (kept with its archived record)."""
        from scenes.party_bugs.review import PartyReviewScene
        m = self.table.match
        self.app.stack.push(PartyReviewScene(self.app, m.record, m.setup, self.app.last_archive))

    def name(self, seat) -> str:
        if seat == "roachy" or (isinstance(seat, int) and seat >= self.state.players):
            return ROACHY_NAME
        return you_label() if seat == self.table.shown_seat else self.table.names[seat]

    def explanation(self) -> str:
        s, e = self.state, self.e
        basis = list(e.totals) if e.totals else list(e.scores)
        win = e.winners[0]
        wi = s.players if win == "roachy" else win
        low = basis[wi]
        tied = [i for i, v in enumerate(basis) if v == low]
        if len(tied) == 1:
            you = win == self.table.shown_seat
            if e.totals:
                return _("You have the lowest total over the series ({low}).", low=low) if you else \
                    _("{name} has the lowest total over the series ({low}).", name=self.name(win), low=low)
            return _("You have the lowest total ({low}).", low=low) if you else \
                _("{name} has the lowest total ({low}).", name=self.name(win), low=low)
        return _("{names} tied on {low}; the tie goes to the first of them clockwise from the host "
                 "({host}), Roachy after every player: {winner}.", names=and_words([self.name(i) for i in tied]),
                 low=low, host=self.name(s.host), winner=self.name(win))

    def new_game(self) -> None:
        from scenes.screens import open_setup
        self.app.stack.clear()
        open_setup(self.app, "party_bugs")

    def on_click(self) -> None:
        """The result stays until a button is chosen."""

    def draw(self, surf) -> None:
        cfg, text, e = self.cfg, self.app.text, self.e
        win = e.winners[0]
        title = _("You win!") if win == self.table.shown_seat else _("{name} wins!", name=self.name(win))
        self.begin(surf, self.rect, title)
        ink, soft = cfg.color("ink"), cfg.color("ink_soft")
        for k, line in enumerate(text.wrap(self.explanation(), "body", self.rect.w - 60)[:2]):
            text.blit(surf, line, "body", ink, (self.rect.centerx, self.rect.y + self.spec["explanation_y"] + 20 * k),
                      "midtop")
        t, col = self.spec["table"], self.spec["columns"]
        x0, y = self.rect.x + t["left"], self.rect.y + t["top"]
        # The face-down card is a Variant One fact; a series adds the running totals.
        shown = [(_("Player"), "player"), (pgettext("the result's column", "Game"), "game")]
        if any(c is not None for c in e.face_down):
            shown.insert(1, (_("Face down"), "face_down"))
        if e.totals:
            shown.append((_("Series"), "series"))
        for heading, key in shown:
            text.blit(surf, heading, "body", soft, (x0 + col[key], y), bold=True)
        y += t["header_gap"]
        for who in e.ranking:               # first to last by the engine's tiebreak
            seat = self.state.players if who == ROACHY else who
            cells = {"player": self.name(who), "game": str(e.scores[seat]),
                     "face_down": card_str(e.face_down[seat]) if seat < len(e.face_down)
                     and e.face_down[seat] is not None else "\u2014",
                     "series": str(e.totals[seat]) if e.totals else ""}
            for _heading, key in shown:
                text.blit(surf, cells[key], "label", ink, (x0 + col[key], y), bold=key != "face_down")
            y += t["row"]
        self.draw_buttons(surf)
