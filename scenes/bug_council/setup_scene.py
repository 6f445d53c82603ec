"""Bug Council's part of the setup screen (scenes/setup_scene.py, through its plug-in's
`setup_form`): the first row's entries (its three modes and the Trilogy, a campaign that
starts itself), a color chosen per seat, and the solo opponent's measured difficulty
(config/difficulty.yaml) under the Opponent row.
"""
from __future__ import annotations

from typing import Any, Callable

import pygame

from game.bug_council.campaign import Trilogy
from game.bug_council.definition import TRILOGY as TRILOGY_CAMPAIGN
from game.bug_council.solo import PERSONALITIES
from game.options import OptionSpec, RANDOM
from game.record import RecordError, read_yaml
from game.resources import config_path
from game.setup import SetupError
from game.i18n import N_, _
from game.words import counted, ordinal
from scenes.setup_scene import SetupChoice, SetupForm, SetupScene, seed_error
from scenes.wording import level_words

TRILOGY = TRILOGY_CAMPAIGN.key


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
        rank = int(entry["rank"])
        fill = dict(rank=ordinal(rank), count=count, level=level_words(str(entry["level"])),
                    rate=_("{percent}%", percent=round(100 * float(entry["win_rate"]))),
                    low=_("{percent}%", percent=round(100 * float(lo))),
                    high=_("{percent}%", percent=round(100 * float(hi))), games=counted(int(entry["games"]), "game"))
        if entry.get("iterations"):     # the measuring AI may have searched less than the shipped one: say so
            if rank > 1:
                return _("Difficulty: the {rank} hardest of {count}. Our {level} AI, thinking less than it "
                         "does at the table, beat it in {rate} of {games} ({low}\u2013{high} likely).", **fill)
            return _("Difficulty: the hardest of {count}. Our {level} AI, thinking less than it does at "
                     "the table, beat it in {rate} of {games} ({low}\u2013{high} likely).", **fill)
        if rank > 1:
            return _("Difficulty: the {rank} hardest of {count}. Our {level} AI beat it in {rate} of "
                     "{games} ({low}\u2013{high} likely).", **fill)
        return _("Difficulty: the hardest of {count}. Our {level} AI beat it in {rate} of {games} "
                 "({low}\u2013{high} likely).", **fill)
    except (KeyError, TypeError, ValueError):
        return ""


class BugCouncilSetupForm(SetupForm):
    """The form's Bug Council entries; made once per form (the difficulty table and the
    Trilogy on disk are read when the form opens)."""

    colors_choosable = True
    title = N_("New game")      # the app's first game: its title is the app's, on the title screen

    def __init__(self, app: Any):
        super().__init__("bug_council")
        self.difficulty = load_difficulty()
        self.disk_trilogy = None   # a Trilogy in progress, which starting a new one replaces
        if app.store is not None:
            from game.saves import SaveError, load_campaign
            try:
                self.disk_trilogy = load_campaign(app.store, TRILOGY_CAMPAIGN)
            except (SaveError, OSError):
                pass

    def choices(self, width_for: Callable[[str], int]) -> tuple[SetupChoice, ...]:
        return (
            SetupChoice("table", _("3-5 players"), 140, "table"),
            SetupChoice("emissary", _("2 players + Emissary"), 220, "emissary",
                        note=_("Two players and the Emissary, a neutral third hand played by whoever controls it.")),
            SetupChoice("solo", _("Solo"), 100, "solo"),
            SetupChoice(TRILOGY, _("Trilogy"), 110, "solo", shows_options=False, start=start_trilogy,
                        start_words=N_("Start the Trilogy"),
                        note=_("Three games against three Termitenators, revealed one by one; the scores carry over.")),
        )

    def option_note(self, spec: OptionSpec, value: Any) -> str:
        """The chosen opponent's measured difficulty ('' without config/difficulty.yaml)."""
        if value == RANDOM or value not in PERSONALITIES:
            return ""
        return difficulty_words(self.difficulty.get(value), len(PERSONALITIES))

    def warning(self, choice: SetupChoice) -> str:
        tri = self.disk_trilogy
        if choice.key == TRILOGY and tri is not None and not tri.finished:
            return _("Starting replaces the Trilogy in progress.")
        return ""


def start_trilogy(scene: SetupScene) -> None:
    """Start a new Trilogy with the form's first seat as its player."""
    try:
        seed = scene.seed()
    except SetupError as exc:
        scene.error = seed_error(exc)
        return
    trilogy = Trilogy.new(seed)
    trilogy = Trilogy(**{**trilogy.__dict__, "player": scene.seat_setups()[0].to_data()})
    from scenes.bug_council.trilogy import TrilogyScene
    pygame.key.stop_text_input()
    TrilogyScene.begin(scene.app, trilogy)
