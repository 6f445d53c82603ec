"""Issue 31, the screens: the language setting (the system's by default, applied without a
restart, remembered), the shell's scenes drawn in German and in the pseudo-locale with every
text inside its box (tests/test_text_fits.py's walk and check, unchanged), the pseudo-locale
showing no English word of the shell's own, and the files a game writes the same in any
language (the engine speaks ids and values; only the screens translate)."""
from __future__ import annotations

import random
import re

import pytest

from game import i18n
from game.i18n import LANGUAGES, PSEUDO
from game.identity import APP_NAME, APP_TITLE
from game.protocol import all_games
from game.setup import GameSetup
from scenes.screens import screen_for
from tests.test_text_fits import SCENES, finish_at_random, seats, text_faults
from tests.ui import press, snapshot, title_app

# The shell's scenes (its flat files, converted in this slice); the games' tables, results and
# lessons follow when their words are in the catalogue.
SHELL = ["title", "setup_table", "setup_emissary", "setup_solo", "setup_party_bugs", "setup_back_alley_bones",
         "settings", "statistics", "records", "rules", "lessons", "friends", "host_lobby", "help_table",
         "help_party"]
# Of those, the scenes whose every word is the shell's: in the pseudo-locale, no English word is
# drawn there but the data named in `data_words` (the setup's and the lobby's modes, options and
# seat names, the help's lines and the lessons' titles are the games' words, converted later).
SHELL_WORDS_ONLY = ["title", "settings", "rules", "friends"]


def in_language(app, code: str) -> None:
    """The player's choice, as the settings screen makes it (game.i18n: the current language)."""
    app.change_setting("language", code)


@pytest.mark.parametrize("code", ["de", PSEUDO])
@pytest.mark.parametrize("name", SHELL)
def test_the_shell_fits_its_boxes_in(home, name, code):
    app = title_app()
    try:
        in_language(app, code)
        SCENES[name](app)
        app.frame(app.step)
        snapshot(app, f"i18n_{code}_{name}")
        assert text_faults(app) == []
    finally:
        app.close()


def data_words(app) -> set[str]:
    """What the shell shows that is a name or a game's own words, not the shell's: the app's and
    the games' titles, title buttons and settings, the languages' own names, the seats' names."""
    words = {APP_TITLE, APP_NAME, *LANGUAGES.values(), *app.cfg.data["seats"]["names"]}
    for g in all_games():
        words.add(g.title)
        words.update(w for info in g.settings for w in (info.label, info.why))
        if g.screen:
            words.update(e.label for e in screen_for(g).title_entries(app))
            words.update(e.note for e in screen_for(g).title_entries(app) if e.note)
    return words


ENGLISH_WORD = re.compile(r"[A-Za-z]{2,}")


@pytest.mark.parametrize("name", SHELL_WORDS_ONLY)
def test_the_pseudo_locale_leaves_no_shell_word_in_english(home, name):
    app = title_app()
    try:
        in_language(app, PSEUDO)
        SCENES[name](app)
        app.frame(app.step)
        with app.text.recording() as drawn:
            app.draw()
        known = data_words(app)
        english = [d.text for d in drawn
                   if ENGLISH_WORD.search(d.text) and d.text not in known and not d.text.startswith("[")]
        assert english == []
    finally:
        app.close()


def test_the_language_changes_at_once_everywhere_and_is_remembered(home):
    app = title_app()
    try:
        assert i18n.current().code == "en"            # the test's system says English (conftest)
        press(app, "Settings")
        settings = app.stack.top
        press(app, "Deutsch")
        assert app.settings.language == "de"
        labels = [b.label for b in settings.buttons]
        assert "\u2713 Deutsch" in labels and "Zurück" in labels     # this screen, at once
        app.frame(app.step)
        press(app, "Zurück")
        assert [b.label for b in app.stack.top.buttons][-2:] == ["Statistik", "Beenden"]   # the one below too
    finally:
        app.close()
    again = title_app()             # the next launch reads it from the settings file
    try:
        assert i18n.current().code == "de" and again.stack.top.button("Einstellungen")
    finally:
        again.close()


def test_the_system_language_is_the_default(home, monkeypatch):
    monkeypatch.setenv("LANGUAGE", "de_CH.UTF-8")
    app = title_app()
    try:
        assert app.settings.language == i18n.SYSTEM and i18n.current().code == "de"
        assert app.stack.top.button("Mit Freunden spielen")
    finally:
        app.close()
    monkeypatch.setenv("LANGUAGE", "sw_KE.UTF-8")          # a language the app does not have
    app = title_app()
    try:
        assert i18n.current().code == "en" and app.stack.top.button("Play with friends")
    finally:
        app.close()


# --- the files are the language's business of no one -------------------------------------------

SAVED_AT = re.compile(rb"saved_at: '[^']*'")


def files_written(home, code: str) -> dict[str, bytes]:
    """Every file of the user folder after two finished games and an unfinished one, played by
    the same choices, with the app in language `code`; records by their content (their names
    are stamped with the time), the time a file was saved at left out."""
    app = title_app()
    try:
        in_language(app, code)
        finished = finish_at_random(GameSetup("table", 3, seats(app, 3), 7), 1)
        app.session.files.record_finished(finished, None)
        party = finish_at_random(GameSetup("party", 3, seats(app, 3), 8, game="party_bugs"), 2)
        app.session.files.record_finished(party, None)
        table = app.start_game(3, 9, humans=(0,), level="random")
        rng = random.Random(3)
        for _ in range(6):
            table.match.apply(rng.choice(table.match.state.legal_actions()))
        app.open_title()            # the table autosaves as it closes
    finally:
        app.close()
    out = {}
    for path in sorted(p for p in home.rglob("*") if p.is_file()):
        rel = path.relative_to(home)
        key = f"record {len([k for k in out if k.startswith('record')])}" if rel.parts[0] == "records" else str(rel)
        out[key] = SAVED_AT.sub(b"saved_at: *", path.read_bytes())     # the clock's, not the language's
    for path in home.rglob("*"):
        if path.is_file():
            path.unlink()
    return out


def test_records_saves_and_statistics_are_the_same_in_any_language(home):
    english = files_written(home, "en")
    german = files_written(home, "de")
    english.pop("settings.yaml"), german.pop("settings.yaml")     # the one file that names the language
    assert set(english) == set(german) and any(k.startswith("record") for k in english)
    assert any(k.startswith("autosave") for k in english) and "stats.yaml" in english
    assert english == german


def test_the_bundled_fonts_draw_every_letter_of_every_language():
    """DejaVu Sans (regular and bold, assets/fonts) has a glyph for every character of every
    compiled catalogue: German's äöüß„“ and the pseudo-locale's accents (no box drawn instead)."""
    import pygame.freetype
    from game.i18n import language
    from game.resources import asset_path
    pygame.freetype.init()
    used = set()
    for code in ("de", PSEUDO):
        catalog = language(code).translations._catalog
        used |= {ch for k, v in catalog.items() if k != "" for ch in v if ch.isprintable()}
    assert {"ä", "ö", "ü", "ß", "„", "ŵ", "ɱ"} <= used
    for name in ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf"):
        font = pygame.freetype.Font(str(asset_path("fonts", name)), 20)
        glyphs = font.get_metrics("".join(sorted(used)))
        assert [ch for ch, g in zip(sorted(used), glyphs) if g is None] == [], name
        assert font.get_metrics("\u4e2d") == [None]      # the check can fail: a glyph it lacks
