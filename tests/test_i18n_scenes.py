"""Issue 31, the screens: the language setting (the system's by default, applied without a
restart, remembered), the shell's scenes drawn in German and in the pseudo-locale with every
text inside its box (tests/test_text_fits.py's walk and check, unchanged), the pseudo-locale
showing no English word of the shell's own, and the files a game writes the same in any
language (the engine speaks ids and values; only the screens translate)."""
from __future__ import annotations

import random
import re
from dataclasses import replace

import pytest

from game import i18n
from game.i18n import LANGUAGES, PSEUDO, _
from game.bug_council.words import NUMERALS
from game.identity import APP_NAME, APP_TITLE
from game.protocol import all_games
from game.setup import GameSetup
from scenes.back_alley_bones.words import CHARACTER_NAMES
from scenes.screens import screen_for
from tests.test_text_fits import SCENES, finish_at_random, scene_drawn, seats, text_faults
from tests.ui import press, settle, snapshot, title_app

# The shell's scenes (its flat files, converted in this slice); the games' tables, results and
# lessons follow when their words are in the catalogue.
SHELL = ["title", "setup_table", "setup_emissary", "setup_solo", "setup_party_bugs", "setup_back_alley_bones",
         "settings", "statistics", "records", "rules", "lessons", "friends", "host_lobby", "help_table",
         "help_party"]
# Of those, the scenes whose every word is the shell's: in the pseudo-locale, no English word is
# drawn there but the data named in `data_words` (the setup's and the lobby's modes, options and
# seat names, the help's lines and the lessons' titles are the games' words, converted later).
SHELL_WORDS_ONLY = ["title", "settings", "rules", "friends"]


# Watched to their end, reviewed or a searched hint, half a second to two each: slow (`make check`
# keeps a smaller case of each kind: the solo Age scoring, Party Bugs' hint, the small Bugspiel
# board, and Party Bugs' result in English (tests/test_text_fits.py); `make test` draws them all).
SLOW = {"results_emissary", "results_trilogy", "results_alley", "results_bugspiel", "results_party", "review_party",
        "age_scoring_4", "table_bugspiel", "hint_bugspiel"}


# Each scene fits its boxes in German in `make check` and in the pseudo-locale too in `make test`
# (the quick loop still draws the pseudo-locale: the scenes without an English word below).
CODES = ["de", pytest.param(PSEUDO, marks=pytest.mark.slow)]


def quick(names) -> list:
    """`names` for a parametrize, those in SLOW marked slow."""
    return [pytest.param(n, marks=pytest.mark.slow) if n in SLOW else n for n in names]


def in_language(app, code: str) -> None:
    """The player's choice, as the settings screen makes it (game.i18n: the current language)."""
    app.change_setting("language", code)


def fits_its_boxes(name: str, code: str, show=None) -> None:
    """The scene `name` (`SCENES[name]`, or what `show` opens) in language `code`: snapshot
    and every text inside its box."""
    with scene_drawn(name, lambda app: in_language(app, code), show) as app:
        snapshot(app, f"i18n_{code}_{name}")
        assert text_faults(app) == []


def leaves_no_english_word(show, also: frozenset = frozenset()) -> None:
    """What `show` opens, in the pseudo-locale, draws no English word (`english_drawn`; `also`:
    a game's names kept in every language)."""
    app = title_app()
    try:
        in_language(app, PSEUDO)
        show(app)
        assert english_drawn(app, also) == []
    finally:
        app.close()


@pytest.mark.parametrize("code", CODES)
@pytest.mark.parametrize("name", SHELL)
def test_the_shell_fits_its_boxes_in(home, name, code):
    fits_its_boxes(name, code)


# --- Party Bugs and Back Alley Bones (slice 2): tables mid-game, hint, help, results, replays, review

def a_party_hint(app) -> None:
    """A Party Bugs table with the hint open on the person's choice (a small budget: the words,
    not the advice, are under test)."""
    SCENES["table_party_2"](app)
    table = app.stack.top
    press(app, _("Hint"))
    settle(app, lambda: table.coach.hint is not None, seconds=30)


def a_replay(setup_of, forward: int):
    """A finished game's replay viewer, `forward` actions in (every card open)."""
    def reach(app) -> None:
        match = finish_at_random(setup_of(app), 3)
        viewer = screen_for(match.setup).replay(app, match.setup, match.record)
        app.stack.push(viewer)
        for _k in range(forward):
            viewer.step_forward()
        app.frame(app.step)
    return reach


def party_setup(app) -> GameSetup:
    return GameSetup("party", 3, seats(app, 3), 8, {"variants": ["face_down", "series"]}, game="party_bugs")


def alley_setup(app) -> GameSetup:
    return GameSetup("alley", 2, seats(app, 2), 9, {"variants": ["four_ten", "full_crew"]}, game="back_alley_bones")


def a_party_review(app) -> None:
    """A finished Party Bugs game's post-game review (a small budget), its list of turning points."""
    from scenes.party_bugs.review import PartyReviewScene
    setup = GameSetup("party", 3, tuple(replace(s, control="human" if i == 0 else "random")
                                        for i, s in enumerate(seats(app, 3))), 8, {"variants": []}, game="party_bugs")
    match = finish_at_random(setup, 4)
    screen = PartyReviewScene(app, match.record, setup, None, iterations=8)
    app.stack.push(screen)
    settle(app, lambda: not screen.working, seconds=120)
    assert screen.review is not None, screen.message


GAME_SCENES = {
    "setup_party_bugs": SCENES["setup_party_bugs"], "table_party_2": SCENES["table_party_2"],
    "table_party_6": SCENES["table_party_6"], "help_party": SCENES["help_party"],
    "results_party": SCENES["results_party"], "hint_party": a_party_hint,
    "replay_party": a_replay(party_setup, 12), "review_party": a_party_review,
    "setup_back_alley_bones": SCENES["setup_back_alley_bones"], "table_alley": SCENES["table_alley"],
    "table_alley_lookout": SCENES["table_alley_lookout"], "table_alley_lockdown": SCENES["table_alley_lockdown"],
    "help_alley": SCENES["help_alley"], "results_alley": SCENES["results_alley"],
    "replay_alley": a_replay(alley_setup, 20),
}


@pytest.mark.parametrize("code", CODES)
@pytest.mark.parametrize("name", quick(GAME_SCENES))
def test_both_games_fit_their_boxes_in(home, monkeypatch, name, code):
    monkeypatch.setattr("game.party_bugs.coach.hint_budget", lambda: 60)
    fits_its_boxes(name, code, GAME_SCENES[name])


# Bug Council's own screens (slice 2): its tables mid-game (4 and 5 players, the Emissary, solo),
# the declaration panel, the Age scoring, the results and the Trilogy; its help is in SHELL.
BUG_COUNCIL = ["table_4", "table_5", "table_emissary", "table_solo", "declare_4", "declare_emissary", "declare_solo",
               "declare_card_shark", "age_scoring_4", "age_scoring_solo", "results_emissary", "results_trilogy",
               "trilogy"]
# Of those, where every word drawn is Bug Council's or the shell's (a seat's name aside).
# (The Trilogy's opponent blurbs are the rules reference's, a long text converted with it.)
BUG_COUNCIL_WORDS_ONLY = ["table_4", "table_5", "table_emissary", "table_solo", "declare_4", "declare_card_shark",
                          "results_emissary", "results_trilogy", "age_scoring_4", "age_scoring_solo", "help_table"]


@pytest.mark.parametrize("code", CODES)
@pytest.mark.parametrize("name", quick(BUG_COUNCIL))
def test_bug_council_fits_its_boxes_in(home, name, code):
    fits_its_boxes(name, code)



# Bugspiel's screens (issue 32): its table mid-game (both boards, a bug card picked with its
# targets), the bonus preview, the result, the rules page, the help and its lesson (the coach's
# note in each of its two places).
def a_bugspiel_bonus_preview(app) -> None:
    """A Bugspiel table with a bonus card picked and its anchor under the pointer: the preview of
    every seat's gain in the line."""
    import pygame

    from game.bugspiel.actions import BONUS
    from tests.test_scene_bugspiel import at, bugspiel, hand_center, to_a_bonus
    from tests.ui import click
    table = bugspiel(app, ["human", "random"], seed=3)
    to_a_bonus(app, table, random.Random(2))
    a = next(a for a in table.legal() if a.kind == BONUS)
    click(app, hand_center(table, BONUS, a.card))
    table.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=at(table.slot_point(a.to)), rel=(0, 0), buttons=(0, 0, 0)))
    assert table.bonus_preview() is not None


def a_bugspiel_hint(app) -> None:
    """A 4-player Bugspiel table with the coach's hint open on the person's turn (its panel of
    options and reasons, the mark on the suggested card)."""
    from tests.test_scene_bugspiel import bugspiel
    table = bugspiel(app, ["human", "normal", "normal", "normal"], seed=5)
    settle(app, lambda: len(table.legal()) > 1 and not table.anim.busy, seconds=60)
    press(app, _("Hint"))
    settle(app, lambda: table.coach.hint is not None, seconds=60)


BUGSPIEL_SCENES = {"table_bugspiel": SCENES["table_bugspiel"], "table_bugspiel_small": SCENES["table_bugspiel_small"],
                   "bonus_preview_bugspiel": a_bugspiel_bonus_preview, "hint_bugspiel": a_bugspiel_hint,
                   "results_bugspiel": SCENES["results_bugspiel"],
                   "rules_bugspiel": SCENES["rules_bugspiel"], "help_bugspiel": SCENES["help_bugspiel"],
                   "setup_bugspiel": SCENES["setup_bugspiel"], "lesson_bugspiel": SCENES["lesson_bugspiel"],
                   "lesson_bugspiel_bonus": SCENES["lesson_bugspiel_bonus"]}


@pytest.mark.parametrize("code", CODES)
@pytest.mark.parametrize("name", quick(BUGSPIEL_SCENES))
def test_bugspiel_fits_its_boxes_in(home, name, code):
    fits_its_boxes(name, code, BUGSPIEL_SCENES[name])


@pytest.mark.parametrize("name", quick(["table_bugspiel", "bonus_preview_bugspiel", "hint_bugspiel", "results_bugspiel",
                                        "help_bugspiel", "rules_bugspiel", "lesson_bugspiel", "lesson_bugspiel_bonus"]))
def test_the_pseudo_locale_leaves_no_bugspiel_word_in_english(home, name):
    """Every word Bugspiel's screens draw is accented in the pseudo-locale but the species' and
    categories' scientific names (the same in every language) and the seats' names."""
    from game.bugspiel.data import game_data
    data = game_data()
    science = {word for sp in data.species.values() for word in sp.name.split()} | set(data.categories)
    leaves_no_english_word(BUGSPIEL_SCENES[name], frozenset(science))

@pytest.mark.parametrize("name", quick(["table_party_2", "results_party", "hint_party", "table_alley", "results_alley",
                                        "help_alley", "replay_party", "replay_alley"]))
def test_the_pseudo_locale_leaves_no_game_word_in_english(home, monkeypatch, name):
    """In the pseudo-locale every word the games' screens draw is accented: an English word drawn
    there came past the catalogue (the seats' names, the games' titles and card notation aside)."""
    monkeypatch.setattr("game.party_bugs.coach.hint_budget", lambda: 60)
    app = title_app()
    try:
        in_language(app, PSEUDO)
        GAME_SCENES[name](app)
        app.frame(app.step)
        with app.text.recording() as drawn:
            app.draw()
        # The pseudo-locale accents every letter: a plain word is a name or came past the catalogue.
        names = {"Roachy", *CHARACTER_NAMES.values()}       # Party Bugs' dummy, the alley's characters
        known = {w for words in data_words(app) | names for w in ENGLISH_WORD.findall(words)}
        english = [d.text for d in drawn if set(ENGLISH_WORD.findall(d.text)) - known]
        assert english == []
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


def english_drawn(app, also: frozenset = frozenset()) -> list[str]:
    """The texts drawn now that hold an English word once the names in them are taken out
    (`data_words`, the seats' names, the Ages' numerals): in the pseudo-locale every letter of
    the catalogue's words is accented, so an unaccented word bypassed it (a wrapped line of a
    catalogue sentence too, which may not start with its bracket)."""
    app.frame(app.step)
    with app.text.recording() as drawn:
        app.draw()
    known = data_words(app) | set(NUMERALS) | also       # `also`: a game's names kept in every language
    known |= {n for scene in app.stack for n in getattr(scene, "names", None) or ()}    # the seats at a table
    names = sorted((k for k in known if k), key=len, reverse=True)
    out = []
    for d in drawn:
        if d.text in known:
            continue
        rest = d.text
        for name in names:
            rest = rest.replace(name, " ")
        if ENGLISH_WORD.search(rest):
            out.append(d.text)
    return out


@pytest.mark.parametrize("name", SHELL_WORDS_ONLY)
def test_the_pseudo_locale_leaves_no_shell_word_in_english(home, name):
    leaves_no_english_word(SCENES[name])


@pytest.mark.parametrize("name", quick(BUG_COUNCIL_WORDS_ONLY))
def test_the_pseudo_locale_leaves_no_bug_council_word_in_english(home, name):
    leaves_no_english_word(SCENES[name])


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
        for _k in range(6):
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


def test_a_statistics_row_is_stored_in_english_and_shown_in_the_language():
    """The statistics file keys a row by its English label (the same file in any language); the
    Statistics screen says it in the player's language."""
    from game.back_alley_bones.definition import GAME as BONES
    from game.party_bugs.definition import GAME as PARTY
    with i18n.using("de"):
        from game.party_bugs.summary import stats_label
        assert stats_label(3, ("series",)) == "3 players, series"
        assert PARTY.stats_words("3 players, series") == "3 Spieler, Serie"
        assert [PARTY.stats_words(label) for label in PARTY.stats_labels()] == \
            ["2 Spieler + Roachy", "3 Spieler", "4 Spieler", "5 Spieler", "6 Spieler"]
        assert BONES.stats_words("With 4 and 10 and full crew") == "Mit 4 und 10 und voller Crew"
        assert BONES.stats_words("Demo") == "Demo" and PARTY.stats_words("a row of old") == "a row of old"
    assert PARTY.stats_words("3 players, series") == "3 players, series"
