"""Issue 31: the catalogue (game/i18n.py) and its files (game/locale/, tools/i18n.py).

What a player would notice: a German word where German is chosen, the number's own form ("1
Karte", "2 Karten"), a name or a number filled into its sentence in any language, English where a
language is missing; and what CI keeps: the template holds every marked message of the sources,
the compiled .mo files say what their .po say, the pseudo-locale is the template's, and German
has no untranslated, fuzzy or mis-filled entry (msgfmt --statistics would say the same)."""
from __future__ import annotations

import gettext
import io
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from game import i18n
from game.i18n import N_, _, ngettext, pgettext
from game.words import counted, number_words, ordinal

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))
tool = pytest.importorskip("i18n", reason="Babel (the test extra) runs the catalogues' tool")


# --- the translate functions -------------------------------------------------------------------

def test_words_follow_the_current_language_and_come_back():
    assert _("Settings") == "Settings"
    with i18n.using("de"):
        assert _("Settings") == "Einstellungen"
        assert _("Pass to {name}", name="Rufus") == "Weitergeben an Rufus"
        with i18n.using("en"):
            assert _("Settings") == "Settings"
        assert i18n.current().code == "de"
    assert _("Settings") == "Settings" and i18n.current().code == "en"


def test_plural_forms_come_from_the_catalogue():
    assert [counted(n, "card") for n in (0, 1, 2)] == ["0 cards", "1 card", "2 cards"]
    with i18n.using("de"):
        assert [counted(n, "card") for n in (0, 1, 2)] == ["0 Karten", "1 Karte", "2 Karten"]
        assert counted(1, "trick") == "1 Stich" and counted(3, "trick") == "3 Stiche"
        assert counted(1.7, "point") == "1,7 Punkte" and counted(1.0, "point") == "1 Punkt"
        assert [ordinal(n) for n in (1, 2, 3, 11)] == ["1.", "2.", "3.", "11."]
        assert ngettext("{game} \u00b7 {mode} \u00b7 {n} player", "{game} \u00b7 {mode} \u00b7 {n} players", 4,
                        game="G", mode="M") == "G \u00b7 M \u00b7 4 Spieler"
    assert number_words(1.7) == "1.7" and ordinal(22) == "22nd"


def test_a_context_separates_a_word_that_means_two_things():
    with i18n.using("de"):
        assert pgettext("decimal mark", ".") == ","
        assert _(".") == "."            # the same word without the context is not the decimal mark


def test_an_empty_message_stays_empty_and_a_mark_translates_nothing():
    with i18n.using("de"):
        assert _("") == ""              # gettext's own answer would be the catalogue's header
        assert N_("Settings") == "Settings"


def test_a_missing_language_is_english_and_the_system_is_asked_first():
    assert i18n.resolve("xx") == "en"
    assert i18n.resolve("de") == "de"
    assert i18n.system_language({"LANGUAGE": "de_AT.UTF-8"}) == "de"
    assert i18n.system_language({"LANGUAGE": "fr:de"}) == "de"          # the first it speaks
    assert i18n.system_language({"LANG": "fr_FR.UTF-8"}) == "en"
    assert i18n.system_language({"LANG": "C.UTF-8"}) == "en"
    assert i18n.system_language({"LC_ALL": "qps"}) == "en"             # never the pseudo-locale
    assert i18n.resolve(i18n.SYSTEM, {"LANG": "de_DE.UTF-8"}) == "de"
    with pytest.raises(LookupError):
        i18n.language("xx")


# --- the files --------------------------------------------------------------------------------

def test_the_template_holds_every_marked_message():
    """Run `python tools/i18n.py all` after adding or changing a word."""
    assert tool.message_keys(tool.extract()) == tool.message_keys(tool.read_catalog(tool.TEMPLATE))


def test_every_language_has_every_message_of_the_template():
    template = tool.message_keys(tool.read_catalog(tool.TEMPLATE))
    for code in tool.translated_languages():
        assert tool.message_keys(tool.read_catalog(tool.po_path(code), code)) == template, code


def test_german_is_complete():
    """No untranslated entry, no fuzzy one, no placeholder a translation invents or drops."""
    assert "de" in tool.translated_languages()
    assert tool.problems(tool.read_catalog(tool.po_path("de"), "de")) == []


@pytest.mark.skipif(shutil.which("msgfmt") is None, reason="GNU gettext's msgfmt is not installed")
def test_msgfmt_counts_german_complete():
    out = subprocess.run(["msgfmt", "--check", "--statistics", "-o", "/dev/null", str(tool.po_path("de"))],
                         capture_output=True, text=True, check=True).stderr
    assert "untranslated" not in out and "fuzzy" not in out and "translated messages" in out, out


def compiled(data: bytes) -> dict:
    """What a .mo translates, its header (dated) aside."""
    translations = gettext.GNUTranslations(io.BytesIO(data))
    return {k: v for k, v in translations._catalog.items() if k != ""}


@pytest.mark.parametrize("code", ["de", "qps"])
def test_the_shipped_mo_says_what_its_source_says(code):
    """The .mo the app reads is the .po compiled (the pseudo-locale: the template's)."""
    if code == i18n.PSEUDO:
        source = tool.pseudo_catalog(tool.read_catalog(tool.TEMPLATE))
    else:
        source = tool.read_catalog(tool.po_path(code), code)
    assert compiled(tool.mo_path(code).read_bytes()) == compiled(tool.mo_bytes(source))


def test_the_pseudo_locale_is_accented_longer_and_bracketed_with_its_placeholders_kept():
    for message in ("Settings", "Your saved game could not be read: {reason}.", "Back"):
        p = tool.pseudo(message)
        assert p.startswith("[") and p.endswith("]")
        assert i18n.placeholders(p) == i18n.placeholders(message)
        visible = lambda text: len(text.replace("{reason}", ""))     # noqa: E731
        assert visible(p) >= 1.4 * visible(message)
        assert not any(ch.isascii() and ch.isalpha() for ch in p.replace("{reason}", ""))
    with i18n.using(i18n.PSEUDO):
        assert _("Your saved game could not be read: {reason}.", reason="disk").count("disk") == 1
        assert counted(2, "card").startswith("[2 ")
