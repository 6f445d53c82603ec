"""The player's words in the player's language: gettext catalogues (docs/i18n.md).

Every word a player reads goes through one of the translate functions below, with its
placeholders named (`_("{name} won", name=n)`), its plural chosen by the catalogue
(`ngettext("{n} card", "{n} cards", n)`) and, where an English word means two things, a context
(`pgettext("suit", "Ants")`). `N_` only marks a word for the catalogue where it must be kept
untranslated (a class attribute, a table made at import) and translated where it is shown.

The catalogues are `game/locale/<code>/LC_MESSAGES/messages.mo`, compiled from the `.po` beside
them by `tools/i18n.py` (which also extracts the template and writes the pseudo-locale `qps`).
English is the source language: its catalogue is the words as written.

The current language is a `Language` held in a context variable: the app sets it from the
setting (`use`), a test or a tool switches it for a block (`using`), and a thread that never set
it reads English. Nothing persisted depends on it: records, saves, statistics keys and scenario
files speak ids and values; only the screens translate. Pure: no pygame, no files written.
"""
from __future__ import annotations

import contextlib
import gettext
import locale
import os
import string
import sys
from contextvars import ContextVar, Token
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any, Iterator, Mapping

DOMAIN = "messages"
ENGLISH = "en"
PSEUDO = "qps"              # the pseudo-locale (tools/i18n.py): accented, longer, bracketed
SYSTEM = "system"           # the setting's value that follows the operating system

# The languages a player may choose, by code, each named in its own language (a player who
# cannot read the current one still finds theirs). The pseudo-locale is for tests only.
LANGUAGES: Mapping[str, str] = {ENGLISH: "English", "de": "Deutsch"}


def locale_dir() -> Path:
    """Where the compiled catalogues are: inside the package, so a wheel and the executable
    (build.spec) carry them; from a frozen build, under the unpacked bundle."""
    frozen = getattr(sys, "_MEIPASS", None)
    return (Path(frozen) / "game" / "locale") if frozen else Path(__file__).resolve().parent / "locale"


_FORMATTER = string.Formatter()


def placeholders(text: str) -> frozenset[str]:
    """The named placeholders of a message: "{n} of {suit}" -> {"n", "suit"}."""
    return frozenset(field.partition(".")[0].partition("[")[0]
                     for _lit, field, _spec, _conv in _FORMATTER.parse(text) if field)


def _fill(text: str, fill: Mapping[str, Any]) -> str:
    """`text` with its placeholders filled; a message without `fill` is returned as written
    (so a brace in a plain sentence needs no doubling)."""
    return text.format_map(fill) if fill else text


def plural_selector(n: float) -> int:
    """The integer a catalogue's plural formula chooses by: the number itself when whole, and
    for a fraction (1.7 points) one that selects the general plural ("other")."""
    if isinstance(n, float) and not n.is_integer():
        return 2 if abs(n) < 2 else int(abs(n)) + 3   # not one; never a language's "one"
    return abs(int(n))


@dataclass(frozen=True)
class Language:
    """One language's catalogue: its code and the compiled translations (English: none, the
    words as written)."""

    code: str
    translations: gettext.NullTranslations

    def gettext(self, message: str, /, **fill: Any) -> str:
        """`message` translated (the empty message stays empty: gettext would give the
        catalogue's header), its placeholders filled."""
        return _fill(self.translations.gettext(message), fill) if message else ""

    def pgettext(self, context: str, message: str, /, **fill: Any) -> str:
        return _fill(self.translations.pgettext(context, message), fill)

    def ngettext(self, singular: str, plural: str, n: float, /, **fill: Any) -> str:
        """The form for `n`, filled; `{n}` is `n` unless `fill` names it (a formatted number)."""
        return _fill(self.translations.ngettext(singular, plural, plural_selector(n)), {"n": n, **fill})

    def npgettext(self, context: str, singular: str, plural: str, n: float, /, **fill: Any) -> str:
        return _fill(self.translations.npgettext(context, singular, plural, plural_selector(n)),
                     {"n": n, **fill})


@lru_cache(maxsize=None)
def language(code: str) -> Language:
    """The catalogue of `code` (English, or one with a compiled `.mo`); LookupError for a
    language the app does not have. Read once per code."""
    if code == ENGLISH:
        return Language(ENGLISH, gettext.NullTranslations())
    path = locale_dir() / code / "LC_MESSAGES" / f"{DOMAIN}.mo"
    try:
        with open(path, "rb") as f:
            return Language(code, gettext.GNUTranslations(f))
    except OSError:
        raise LookupError(f"no catalogue for language {code!r} (expected {path})") from None


def shipped(code: str) -> bool:
    """Whether the app can speak `code` (English always; another language when its compiled
    catalogue is there: the pseudo-locale's too)."""
    return code == ENGLISH or (locale_dir() / code / "LC_MESSAGES" / f"{DOMAIN}.mo").is_file()


# --- the operating system's language --------------------------------------------------------

def _system_names(environ: Mapping[str, str]) -> list[str]:
    """The locale names the system states, most preferred first: gettext's variables (LANGUAGE
    may list several), else the locale Python reads (Windows and macOS set no variable for an
    app started from the desktop)."""
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        if environ.get(var):
            return [n for n in environ[var].split(":") if n]
    try:
        name = locale.getlocale()[0]
    except ValueError:
        name = None
    return [name] if name else []


def system_language(environ: Mapping[str, str] | None = None) -> str:
    """The first language the system prefers that the app speaks ("de_AT.UTF-8" -> "de"), else
    English ("C", "POSIX" and unknown languages too). The pseudo-locale is never the system's."""
    for name in _system_names(os.environ if environ is None else environ):
        code = name.partition(".")[0].partition("@")[0].replace("-", "_").partition("_")[0].lower()
        if code in LANGUAGES:
            return code
        if code in ("c", "posix"):
            break
    return ENGLISH


def valid_language(setting: object) -> bool:
    """Whether `setting` may be the language setting: `SYSTEM`, a language a player may choose,
    or the pseudo-locale (set in the settings file by a tester; the screen does not offer it)."""
    return isinstance(setting, str) and (setting == SYSTEM or setting in LANGUAGES or setting == PSEUDO)


def resolve(setting: str, environ: Mapping[str, str] | None = None) -> str:
    """The language a setting means: the system's for `SYSTEM`, the code itself when shipped,
    English when that language is missing."""
    if setting == SYSTEM:
        return system_language(environ)
    return setting if shipped(setting) else ENGLISH


# --- the current language ------------------------------------------------------------------

_CURRENT: ContextVar[Language] = ContextVar("language")


def current() -> Language:
    """The language words are translated into now (English where none was set)."""
    return _CURRENT.get(None) or language(ENGLISH)


def use(code: str) -> Token:
    """Make `code` the current language (LookupError when missing: `resolve` first). The app
    calls it at launch and when the setting changes; the token undoes it."""
    return _CURRENT.set(language(code))


@contextlib.contextmanager
def using(code: str) -> Iterator[Language]:
    """The current language is `code` inside the block, and what it was after (tests, tools)."""
    token = use(code)
    try:
        yield current()
    finally:
        _CURRENT.reset(token)


# --- the translate functions (the names tools/i18n.py extracts) ----------------------------

def _(message: str, /, **fill: Any) -> str:
    """`message` in the current language, its `{placeholders}` filled from `fill`."""
    return current().gettext(message, **fill)


def pgettext(context: str, message: str, /, **fill: Any) -> str:
    """`message` meant in `context` (a word with two meanings in English)."""
    return current().pgettext(context, message, **fill)


def ngettext(singular: str, plural: str, n: float, /, **fill: Any) -> str:
    """The form for the number `n` ("{n} card" / "{n} cards"; German or another language may
    have other forms), `{n}` filled with `n` unless `fill` gives it."""
    return current().ngettext(singular, plural, n, **fill)


def npgettext(context: str, singular: str, plural: str, n: float, /, **fill: Any) -> str:
    return current().npgettext(context, singular, plural, n, **fill)


def N_(message: str, /) -> str:
    """Marks `message` for the catalogue and returns it as written: translated where shown."""
    return message
