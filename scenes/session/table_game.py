"""The game at the table: starting it (a new game, a resumed autosave, a campaign's game),
keeping its autosave up to date after every action, and recording its end once (archive,
statistics, campaign). The table scene calls its hooks through the app (`after_action`,
`autosave`, `keep_played`); what a hook does is decided here, not by the table."""
from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

from game.match import Match
from game.record import GameRecord
from game.setup import HUMAN, GameSetup, SeatSetup, random_seed


class TableGame:
    def __init__(self, app):
        self.app = app
        self.game_options: dict = {}
        self.last_setup: GameSetup | None = None    # "New game" on the game-over panel repeats it
        # The entry last chosen on each game's setup form (game id -> SetupChoice key): its New
        # game opens there again, this session (setup choices are not kept on disk).
        self.setup_choices: dict[str, str] = {}
        self.game_finished = False                  # the table showed its game's end
        self.last_archive: Path | None = None       # the finished game's record file (its review is kept there)
        self.match: Match | None = None             # the game start_match began (replays are not it)
        self.table = None                           # the table scene showing it
        self._persist = False                       # the table's game may be autosaved
        self._autosaver = None                      # game.autosave.Autosaver of the table's game
        self._save_problem: str | None = None       # the last autosave failure said
        self._finished: set[int] = set()            # id() of matches whose end was recorded

    @property
    def _files(self):
        return self.app.session.files

    # --- starting a game ----------------------------------------------------------------------

    def start_match(self, setup: GameSetup, record: GameRecord | None = None, state=None,
                    campaign: Any = None):
        """Replace whatever is shown with the table of `setup` (its game's plug-in, see
        scenes.screens), resuming `record` if given. `campaign`: the campaign this game is part
        of (its end advances it)."""
        if state is None:
            self._files.keep_replaced_game(setup, record)
        self.app.session.hosting.stop_hosting()     # a local game ends a hosted one (its autosave was kept)
        match = Match(setup, record, state, self.app.cfg.ai["fallback_level"])
        return self.open_table(setup, match, state is None, campaign)

    def open_table(self, setup: GameSetup, match, persist: bool, campaign: Any = None):
        """The table of `match` on a clean stack. `persist`: it may be autosaved (a scenario
        position is not reproducible from a seed: never saved as a game)."""
        from scenes.screens import screen_for
        app = self.app
        app.stack.clear()
        self.game_finished = False
        self.last_archive = None
        self.match = match
        self._autosaver = None      # the new game's first save is written whole
        self._save_problem = None
        self.last_setup = setup
        app.session.campaigns.current = campaign
        app.notice = None      # read on the title; a new game starts with a clean slate
        self._persist = persist
        self.table = screen_for(setup.definition).table(app, match)
        app.stack.push(self.table)
        return self.table

    def start_new_match(self, setup: GameSetup, campaign: Any = None):
        """Start a new game from a menu. When an unfinished game is autosaved, ask first (the
        modal `scenes.unfinished.UnfinishedGameScene`): start the new one, keeping the old one
        under Replay a game; keep playing the old one; or go back. None while asking."""
        saved = self._files.unfinished_game()
        if saved is None:
            return self.start_match(setup, campaign=campaign)
        from scenes.unfinished import UnfinishedGameScene
        self.app.stack.push(UnfinishedGameScene(self.app, saved, setup, campaign))
        return None

    def start_game(self, players: int = 4, seed: int = 0, humans=(0,), level: str | None = None,
                   state=None, mode: str = "table", options: dict | None = None):
        """A quick game with default names and colors (smoke runs, screenshots, tests)."""
        cfg = self.app.cfg
        level = level or cfg.ai["opponent_level"]
        if state is not None:
            mode, players = state.rules.mode, state.rules.players
        names = cfg.data["seats"]["names"]
        colors = cfg.data["seats"]["colors"]
        # "You" sits at the table only when one person plays (not when watching, not hot-seat).
        first = 0 if len(tuple(humans)) == 1 else 1
        seats = tuple(SeatSetup(names[(first + i) % len(names)], colors[i % len(colors)],
                                HUMAN if i in humans else level) for i in range(players))
        setup = GameSetup(mode, players, seats, seed, dict(options or {}))
        self.game_options = {"players": players, "humans": tuple(humans), "level": level,
                             "mode": mode, "options": dict(options or {})}
        return self.start_match(setup, state=state)

    def new_game(self) -> None:
        """The game-over panel's "New game": the same seats and mode, a fresh deal."""
        if self.last_setup is not None and self.app.session.campaigns.current is None:
            self.start_match(replace(self.last_setup, seed=random_seed()))
            return
        o = self.game_options
        self.start_game(o.get("players", 4), random_seed(), o.get("humans", (0,)), o.get("level"),
                        mode=o.get("mode", "table"), options=o.get("options"))

    def continue_game(self):
        """Resume the autosave (None, with the app's `notice` set, when it cannot be used)."""
        saved = self._files.saved_game()
        return self.resume_saved(saved) if saved is not None else None

    def resume_saved(self, saved):
        """Continue a saved game: a hosted one reopens its lobby (same join codes) for its
        players to come back; any other its table."""
        if saved.hosted is not None:
            from scenes.lobby_scene import HostLobbyScene
            self.app.stack.clear()
            lobby = HostLobbyScene(self.app)
            self.app.stack.push(lobby)
            lobby.resume(saved)
            return None
        return self.start_match(saved.setup, saved.record, campaign=saved.campaign)

    # --- hooks the table calls ----------------------------------------------------------------

    def autosave(self, match: Match) -> str | None:
        """The game written whole (when the table closes, after an undo): no quit loses it.
        Returns what went wrong for the table to show (the game goes on, the last good save is
        intact: writes are atomic), or None."""
        return self._save(match, whole=True)[1]

    def _save(self, match: Match, whole: bool) -> tuple[bool, str | None]:
        """Bring the autosave up to the table's game (game/autosave.py: the new actions appended
        to its journal, or `whole`, or when more than actions changed, written whole). Returns
        (whether it was written whole, None), or (False, the problem to show)."""
        store = self.app.store
        if store is None or match is not self.match or not self._persist or match.state.game_over:
            return False, None
        from game.autosave import Autosaver
        from game.saves import SavedGame, SaveError
        if self._autosaver is None:
            self._autosaver = Autosaver(store)
        game = SavedGame(match.setup, match.record, self.app.session.campaigns.current,
                         hosted=self.app.session.hosting.hosted_data(match))
        try:
            return self._autosaver.save(game, whole), None
        except (OSError, SaveError) as exc:  # a full disk must not end the game
            said = str(exc) if isinstance(exc, SaveError) else f"The game could not be saved ({exc.strerror or exc})."
            self.app.notice = f"{said} The game goes on; the last good save is kept."
            return False, self.app.notice

    def keep_played(self, match: Match) -> str | None:
        """Right after an action was applied, before anyone is told (a hosted game calls it
        before sending the update): the autosave takes it, or the finished game is recorded.
        The save problem, if any (said by `after_action`)."""
        if match.state.game_over:
            self.game_over(match)
            return None
        return self._save(match, whole=False)[1]

    def after_action(self, match: Match, events: list, save_after: str) -> str | None:
        """The shell's part after a table applied an action: record the game's end once, or
        autosave: the action appended to the autosave's journal, and the game written whole
        after each event of kind `save_after` (the game's save point: a trick, a round).
        Returns a save problem to show the first time it happens (None when the save worked or
        the same problem was already said), so a failing disk is not announced every move."""
        if match.state.game_over:
            self.game_over(match)
            return None
        whole, problem = self._save(match, any(e.kind == save_after for e in events))
        if problem is None and not whole:
            return None      # journaled: a failing whole write, if any, stays said
        new = problem if problem is not None and problem != self._save_problem else None
        self._save_problem = problem
        return new

    def game_over(self, match: Match) -> None:
        """Once, when the table's game has ended: its campaign moves on; the autosave cleared,
        the record archived for Replay, the result counted in the statistics."""
        if match is not self.match or id(match) in self._finished or not match.state.game_over:
            return
        self._finished.add(id(match))
        campaigns = self.app.session.campaigns
        campaigns.game_ended(match.state)
        if self.app.store is None or not self._persist:
            return
        from game.saves import SaveError
        try:
            self.last_archive = self._files.record_finished(match, campaigns.current)
        except (OSError, SaveError) as exc:
            self.app.notice = f"The finished game could not be recorded: {exc}."

    def show_news(self, lines: list[str]) -> None:
        """Lines about the hosted game (a friend left, came back) on the table, if one is open."""
        if self.table is not None:
            for line in lines:
                self.table.show_notice(line)
