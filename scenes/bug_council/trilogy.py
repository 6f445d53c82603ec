"""The Termitenator Trilogy between games: three opponents revealed one by one (the ones to
come lie face down), the running scores, each game's result, the campaign's outcome, and
"Play game N", which starts an ordinary solo GameSetup (replayable like any other game).
The campaign is saved whenever it changes (Bug Council's campaign, kept by the session's
campaign service through the generic slot: scenes/session/campaigns.py).
"""
from __future__ import annotations

import pygame

from game.bug_council.campaign import GAMES, Trilogy
from game.bug_council.definition import GAME
from game.bug_council.solo import PLAYER
from game import long_texts
from game.setup import GameSetup, SeatSetup
from scenes.menu import MenuScene
from game.bug_council.words import personality_title
from game.i18n import N_, _


def personality_blurbs() -> dict[str, str]:
    """Each Solo Card's line from the rules reference, in the current language."""
    return dict(long_texts.read_current("rules_reference").get("personality_blurbs") or {})


class TrilogyScene(MenuScene):
    title = N_("The Termitenator Trilogy")

    def __init__(self, app, trilogy: Trilogy | None):
        self.trilogy = trilogy
        self.message = ""
        super().__init__(app)

    @staticmethod
    def begin(app, trilogy: Trilogy) -> "TrilogyScene":
        """A new campaign: saved at once, shown over the title."""
        from scenes.title import TitleScene
        scene = TrilogyScene(app, trilogy)
        scene.save()
        app.campaign = trilogy
        app.stack.clear()
        app.stack.push(TitleScene(app))
        app.stack.push(scene)
        return scene

    def save(self) -> None:
        self.message = self.app.session.campaigns.save(GAME, self.trilogy) or self.message

    # --- buttons ------------------------------------------------------------------------------

    def build(self) -> None:
        t = self.trilogy
        if t is None:
            specs = [(_("Back"), self.to_title), (_("Begin a new Trilogy"), self.new_trilogy)]
        elif t.finished:
            specs = [(_("Back"), self.to_title), (_("New Trilogy"), self.new_trilogy)]
        else:
            specs = [(_("Back"), self.to_title), (_("Start over"), self.new_trilogy),
                     (_("Play game {n}", n=t.game_number), self.play)]
        self.buttons = self.footer(specs)
        self.focus = len(self.buttons) - 1

    def to_title(self) -> None:
        self.app.open_title()

    def back(self) -> None:
        self.to_title()

    def new_trilogy(self) -> None:
        from scenes.bug_council.setup_scene import TRILOGY
        from scenes.setup_scene import SetupScene
        self.app.stack.push(SetupScene(self.app, mode=TRILOGY, game="bug_council"))

    def player_seat(self) -> SeatSetup:
        p = self.trilogy.player if self.trilogy is not None else None
        if p:
            return SeatSetup(p["name"], p["color"], p["control"])
        return SeatSetup(self.cfg.seat_name(0), self.cfg.data["seats"]["colors"][0], "human")

    def next_setup(self) -> GameSetup:
        seed, options = self.trilogy.next_game()
        return GameSetup("solo", 1, (self.player_seat(),), seed, options)

    def play(self) -> None:
        """Game N: resumes it when the autosave is that very game, else starts it fresh."""
        saved = self._saved_game_of_this_trilogy()
        if saved is not None:
            self.app.start_match(saved.setup, saved.record, campaign=saved.campaign)
            return
        self.save()
        self.app.start_new_match(self.next_setup(), campaign=self.trilogy)

    def _saved_game_of_this_trilogy(self):
        saved = self.app.unfinished_game()
        t = self.trilogy
        if saved is None or saved.campaign is None:
            return None
        same = saved.campaign.seed == t.seed and len(saved.campaign.results) == len(t.results)
        return saved if same else None

    # --- drawing ------------------------------------------------------------------------------

    def draw_content(self, surf) -> None:
        cfg, text = self.cfg, self.app.text
        rect = self.draw_panel(surf)
        ink = cfg.color("ink")
        t = self.trilogy
        heading = (_(INTRO_HEADING) if t is None
                   else _("You {you}  \u2013  {them} Termitenator", you=t.running[0], them=t.running[1]))
        text.blit(surf, heading, "big", ink, (rect.centerx, rect.y + 22), "midtop", bold=True)
        cards_bottom = self.draw_games(surf, rect, t)
        if t is None:
            # Before any Trilogy: the three games lie face down above what the campaign is.
            y = cards_bottom + self.m["trilogy_caption_gap"] * 3
            for line in text.wrap(_(INTRO), "body", rect.w - 80):
                r = text.blit(surf, line, "body", ink, (rect.centerx, y), "midtop")
                y = r.bottom + 6
            return
        foot = rect.bottom - 60
        outcome = t.outcome()
        msg = next_game_words(t)
        lines = text.wrap(msg, "label", rect.w - 40)[:2]
        foot -= text.font("label", True).get_linesize() * (len(lines) - 1)     # a second line grows upward
        for line in lines:
            foot = text.blit(surf, line, "label", ink, (rect.centerx, foot), "midtop", bold=outcome is not None).bottom
        if self.message:
            text.blit(surf, self.message, "body", cfg.color("warning"), (rect.centerx, foot + 4), "midtop")

    def draw_games(self, surf, rect: pygame.Rect, t: Trilogy | None) -> int:
        """The three games as cards: the ones played face up with their result, the rest face
        down (all three before a Trilogy begins). Returns the cards' bottom edge."""
        cfg, text, art = self.cfg, self.app.text, self.app.art
        ink, soft = cfg.color("ink"), cfg.color("ink_soft")
        results = t.results if t is not None else ()
        card_w, card_h = 220, 300
        gap = 50
        x0 = rect.centerx - (GAMES * card_w + (GAMES - 1) * gap) // 2
        y = rect.y + 80
        for i in range(GAMES):
            r = pygame.Rect(x0 + i * (card_w + gap), y, card_w, card_h)
            text.blit(surf, _("Game {n}", n=i + 1), "label", soft, (r.centerx, r.y - 2), "midbottom", bold=True)
            if i >= len(results):
                surf.blit(pygame.transform.smoothscale(art.card_back((card_w, card_h)), r.size), r.topleft)
                if t is not None and i == len(results):
                    # under the card, on the paper: over the card back it crossed its rim
                    text.blit(surf, _("next: revealed when it starts"), "small", soft,
                              (r.centerx, r.bottom + self.m["trilogy_caption_gap"]), "midtop", bold=True)
                continue
            res = results[i]
            pygame.draw.rect(surf, cfg.color("cream"), r, border_radius=12)
            pygame.draw.rect(surf, cfg.color("wood"), r, 3, border_radius=12)
            inner = r.inflate(-24, 0)

            def line(words: str, size: str, top: int, color, bold: bool = False) -> None:
                # one line across the card: a smaller size before it would cross the rim
                room = pygame.Rect(inner.x, r.y + top, inner.w, text.line_height(size, bold))
                text.blit_in(surf, words, room, text.sizes_from(size, "small"), color, bold=bold, wrap="never")
            line(personality_title(res["personality"]), "title", 18, ink, True)
            yy = r.y + 58
            for blurb in text.wrap(personality_blurbs().get(res["personality"], ""), "small", inner.w):
                text.blit(surf, blurb, "small", soft, (r.centerx, yy), "midtop", box=inner)
                yy += 17
            you, them = res["scores"]
            won = res["winner"] == "player"
            line(f"{you} \u2013 {them}", "big", 160, ink, True)
            line(_("You won") if won else _("The Termitenator won"), "label", 206,
                 cfg.color("ink") if won else cfg.color("warning"), True)
            run = res["running"]
            line(_("running: {you} \u2013 {them}", you=run[0], them=run[1]), "body", 240, soft)
        return y + card_h


INTRO_HEADING = N_("Three games, three Termitenators")
INTRO = N_("Four Solo Cards are shuffled and one goes back in the box unseen; each game reveals your next "
           "opponent. Scores carry over from game to game: free Backyardia by ending the third game ahead.")


def next_game_words(t: Trilogy) -> str:
    """The line under the games: the campaign's outcome once it is over, else who leads the
    next game's first trick and why (game 1: the Termitenator, as in any solo game; later:
    whoever won the last game's final trick)."""
    outcome = t.outcome()
    if outcome == "player":
        return _("Backyardia is free: you banished the Android Termites for good!")
    if outcome == "termitenator":
        return _("The Termitenator rules Backyardia. Start a new Trilogy to try again.")
    n = t.game_number
    if n == 1:
        return _("Game 1 of {games}: the Termitenator leads the first trick; your score carries into game 2.",
                 games=GAMES)
    if t.next_leader == PLAYER:
        return _("Game {n} of {games}: you took game {last}'s last trick, so you lead; the Trigger Point follows "
                 "the running score.", n=n, games=GAMES, last=n - 1)
    return _("Game {n} of {games}: the Termitenator took game {last}'s last trick, so it leads; the Trigger Point "
             "follows the running score.", n=n, games=GAMES, last=n - 1)


def read_trilogy(app) -> Trilogy | None:
    """The Trilogy on disk (None: none, or no saves folder); an unreadable one becomes the
    app's notice, once, and the title goes on without it (the session's campaign service)."""
    return app.session.campaigns.load(GAME)
