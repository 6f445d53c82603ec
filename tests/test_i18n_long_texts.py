"""Issue 31, the long texts: the rules reference and the lessons have a file per language
(config/<name>.<code>.yaml, game/long_texts.py), laid over the English file; each translation
has every text of its English file with the same placeholders and marks, and no English left;
the screens show the player's language at once, English where a language has no file."""
from __future__ import annotations

import pytest

from game import long_texts
from game.i18n import LANGUAGES, PSEUDO, placeholders
from game.record import read_yaml
from game.long_texts import MARKERS, TEXT_KEYS, LongTextError, overlay, text_keys, text_leaves
from tests.test_i18n_scenes import fits_its_boxes, in_language, leaves_no_english_word
from tests.test_text_fits import SCENES
from tests.ui import title_app

TRANSLATED = [code for code in LANGUAGES if code != "en"]
# The shared long texts in every language, and every game's own rules page that has a translation.
GAME_RULES = sorted({p.name.split(".")[0] for p in long_texts.english_path("rules_reference").parent.glob("*_rules.*.yaml")})
FILES = [(name, code) for name in [*TEXT_KEYS, *GAME_RULES] for code in TRANSLATED]


def leaves(name: str, data) -> dict[tuple, str]:
    return dict(text_leaves(data, text_keys(name)))


@pytest.mark.parametrize("name,code", FILES)
def test_every_text_is_translated_with_its_placeholders_and_marks(name, code):
    path = long_texts.translation_path(name, code)
    assert path.is_file(), f"{path.name} is missing"
    english = leaves(name, read_yaml(long_texts.english_path(name)))
    words = leaves(name, read_yaml(path))
    assert sorted(map(str, set(english) - set(words))) == []         # every text has its translation
    assert sorted(map(str, set(words) - set(english))) == []         # and nothing the English lacks
    for where, text in english.items():
        said = words[where]
        assert placeholders(said) == placeholders(text), where
        assert [m for m in MARKERS if said.startswith(m)] == [m for m in MARKERS if text.startswith(m)], where
        # English left in place of a translation: only names and game terms (every word capitalized,
        # "Lucky Seven, Yo 'Leven, Lockdown") may read the same in both
        assert said != text or all(w[:1].isupper() or not w[:1].isalpha() for w in text.split()), where
    long_texts.read(name, code)        # and it lays over the English file without a mismatch


def test_a_translation_that_does_not_fit_its_english_file_is_refused():
    english = {"sections": [{"title": "Setup", "paragraphs": ["a", "b"]}],
               "lessons": [{"id": "one", "text": "Hi", "next": True}]}
    assert overlay(english, {"lessons": [{"id": "one", "text": "Hallo"}]})["lessons"] == \
        [{"id": "one", "text": "Hallo", "next": True}]
    with pytest.raises(LongTextError, match="paragraphs: 1 items"):
        overlay(english, {"sections": [{"paragraphs": ["a"]}]})
    with pytest.raises(LongTextError, match="'titel' is not in the English file"):
        overlay(english, {"sections": [{"titel": "Aufbau"}]})
    with pytest.raises(LongTextError, match="'two' is no id"):
        overlay(english, {"lessons": [{"id": "two", "text": "Zwei"}]})
    with pytest.raises(LongTextError, match="not words differs"):
        overlay(english, {"lessons": [{"id": "one", "next": False}]})


def test_a_language_without_a_file_reads_english_and_the_pseudo_locale_accents_it():
    english = long_texts.read("rules_reference")
    assert not long_texts.translation_path("rules_reference", "xx").exists()
    assert long_texts.read("rules_reference", "xx") == english
    pseudo = long_texts.read("rules_reference", PSEUDO)
    solo = [p for s in pseudo["sections"] for p in s["paragraphs"] if p.startswith("[reconstructed] ")]
    assert solo and all("Termitenator" not in p for p in solo)      # the mark kept, the words accented


def test_the_lessons_speak_german_with_the_same_steps():
    from game.lessons import load_book
    english, german = load_book(), load_book(language="de")
    assert [(l.id, [s.id for s in l.steps]) for l in english.lessons] == \
        [(l.id, [s.id for s in l.steps]) for l in german.lessons]
    assert [(l.script, [s.want for s in l.steps]) for l in english.lessons] == \
        [(l.script, [s.want for s in l.steps]) for l in german.lessons]
    assert german.get("first_game").title == "Deine erste Partie"
    assert german.links == english.links


def test_the_rules_page_turns_german_at_once_and_keeps_its_lesson_links(home):
    app = title_app()
    try:
        SCENES["rules_bug_council"](app)
        page = app.stack.top
        page.jump(2)
        assert page.sections[0]["title"] == "Setup" and page.link() == ("first_game", "declare")
        in_language(app, "de")
        assert page.sections[0]["title"] == "Aufbau" and page.current == 2
        assert page.link() == ("first_game", "declare")                # "Show me" still opens its step
        app.frame(app.step)
        with app.text.recording() as drawn:
            app.draw()
        assert any("Gefolgschaft" in d.text for d in drawn)
    finally:
        app.close()


# The long texts' screens of every game, in German and in the pseudo-locale: every text in its
# box, and in the pseudo-locale no English word (a seat's name aside).
# (Bugspiel's lesson and rules page: tests/test_i18n_scenes.py BUGSPIEL_SCENES.)
LONG = ["rules_bug_council", "rules_party_bugs", "rules_back_alley_bones", "lessons", "lesson_first_game",
        "lesson_solo", "lesson_party_bugs", "lesson_back_alley_bones", "trilogy"]


@pytest.mark.parametrize("code", ["de", PSEUDO])
@pytest.mark.parametrize("name", LONG)
def test_the_long_texts_fit_their_boxes_in(home, name, code):
    fits_its_boxes(name, code)


@pytest.mark.parametrize("name", ["rules_bug_council", "rules_party_bugs", "rules_back_alley_bones", "rules_bugspiel"])
def test_the_pseudo_locale_leaves_no_rules_word_in_english(home, name):
    leaves_no_english_word(SCENES[name])


@pytest.mark.parametrize("name", ["table_emissary", "lesson_first_game"])
def test_default_seat_names_are_said_in_the_language(home, name):
    """The person's seat is called "You" in files (persisted, English) and the Emissary's seat is
    the table's own: on screen both are the language's words."""
    app = title_app()
    try:
        in_language(app, "de")
        SCENES[name](app)
        app.frame(app.step)
        with app.text.recording() as drawn:
            app.draw()
        texts = [d.text for d in drawn]
        assert "Du" in texts and "You" not in texts and "Emissary" not in texts
        if name == "table_emissary":
            assert "Gesandter" in texts
    finally:
        app.close()
