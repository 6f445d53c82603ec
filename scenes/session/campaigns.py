"""The campaign the table's game belongs to, if its game has campaigns (`GameDefinition.campaign`:
Bug Council's Trilogy), kept through the generic slot of game/saves.py; its screen comes from
the game's screen plug-in (`campaign_scene`)."""
from __future__ import annotations

from typing import Any


class Campaigns:
    """`current`: the campaign of the game at the table (its end advances it), or None."""

    def __init__(self, app):
        self.app = app
        self.current: Any = None

    def load(self, game) -> Any:
        """The campaign of `game` (a definition) in progress on disk, or None; a file that
        cannot be used is kept aside and said in the app's notice."""
        store, info = self.app.store, game.campaign
        if store is None or info is None:
            return None
        from game.saves import SaveError, load_campaign
        try:
            return load_campaign(store, info)
        except SaveError as exc:
            from scenes.session.files import unreadable_save_message
            self.app.notice = unreadable_save_message(exc, info.noun)
        except OSError as exc:
            self.app.notice = f"Your {info.noun} could not be read: {exc}."
        return None

    def save(self, game, campaign: Any) -> str | None:
        """Keep `campaign` of `game` on disk; what went wrong in a sentence, or None."""
        if self.app.store is None or campaign is None:
            return None
        from game.saves import SaveError, save_campaign
        try:
            save_campaign(self.app.store, game.campaign, campaign)
        except (OSError, SaveError) as exc:
            return f"The {game.campaign.noun} could not be saved: {exc}."
        return None

    def game_ended(self, final) -> None:
        """The table's game ended in position `final`: its campaign moves on."""
        if self.current is not None:
            self.current = self.current.record(final)

    def open(self, game=None) -> None:
        """The campaign's screen over a clean stack (after a campaign's game, or from the
        title): `game`'s, or the current campaign's game."""
        from scenes.screens import screen_for
        setup = self.app.last_setup
        game = game or (setup.definition if setup is not None else None)
        self.app.stack.clear()
        self.app.stack.push(screen_for(game).campaign_scene(self.app, self.current))
