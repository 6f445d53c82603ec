"""The catalogues' tool (docs/i18n.md), over Babel (a dev/test dependency, never shipped):

    python tools/i18n.py extract    # the template game/locale/messages.pot from the sources
    python tools/i18n.py update     # each language's .po merged with the template (new words
                                    #   come in untranslated, changed ones fuzzy)
    python tools/i18n.py compile    # each .po -> .mo, and the pseudo-locale's .mo from the template
    python tools/i18n.py check      # exit 2 when a language has an untranslated or fuzzy entry,
                                    #   or a translation's placeholders differ from its message
    python tools/i18n.py all        # extract, update, compile, check (what to run after an edit)
    python tools/i18n.py init LANG  # a new language's .po from the template

`make i18n` runs `all`. What to extract is in babel.cfg (the keywords are Babel's defaults:
_, gettext, ngettext, pgettext, npgettext, N_). The functions here are what the tests call too
(tests/test_i18n_catalogue.py: the template, the .mo files and the pseudo-locale are current).
"""
from __future__ import annotations

import argparse
import io
import sys
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.frontend import parse_mapping_cfg
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from game.i18n import DOMAIN, ENGLISH, PSEUDO, placeholders  # noqa: E402
from game.pseudo_words import pseudo  # noqa: E402,F401  (tests import it from here too)

LOCALE = ROOT / "game" / "locale"
TEMPLATE = LOCALE / f"{DOMAIN}.pot"
PROJECT = "bug-council"


def po_path(code: str) -> Path:
    return LOCALE / code / "LC_MESSAGES" / f"{DOMAIN}.po"


def mo_path(code: str) -> Path:
    return LOCALE / code / "LC_MESSAGES" / f"{DOMAIN}.mo"


def translated_languages() -> list[str]:
    """The languages with a .po of their own (English is the source; the pseudo-locale is
    generated)."""
    return sorted(p.parent.parent.name for p in LOCALE.glob(f"*/LC_MESSAGES/{DOMAIN}.po"))


# --- extract -------------------------------------------------------------------------------

def extract() -> Catalog:
    """The template: every message the sources mark, sorted, with its source files (no line
    numbers: a line moving does not change the catalogues)."""
    with open(ROOT / "babel.cfg") as f:
        method_map, options_map = parse_mapping_cfg(f)
    catalog = Catalog(project=PROJECT, charset="utf-8", fuzzy=False)
    for filename, lineno, message, comments, context in extract_from_dir(
            str(ROOT), method_map, options_map, comment_tags=("TRANSLATORS:",), strip_comment_tags=True):
        catalog.add(message, None, [(filename, lineno)], auto_comments=comments, context=context)
    return catalog


def po_bytes(catalog: Catalog) -> bytes:
    out = io.BytesIO()
    write_po(out, catalog, width=100, sort_output=True, include_lineno=False, omit_header=False)
    return out.getvalue()


def message_keys(catalog: Catalog) -> set[tuple]:
    """What a catalogue says, without its header: (context, message id(s)) of each entry."""
    return {(m.context, m.id if isinstance(m.id, str) else tuple(m.id)) for m in catalog if m.id}


def write_template() -> Catalog:
    """The template, written when its messages (or their files) changed: an unchanged one keeps
    its date, so running the tool changes no file for nothing."""
    catalog = extract()
    if TEMPLATE.exists():
        old = read_catalog(TEMPLATE)
        if message_keys(old) == message_keys(catalog) and \
                all(old.get(m.id, m.context).locations == m.locations for m in catalog if m.id):
            return old
    TEMPLATE.parent.mkdir(parents=True, exist_ok=True)
    TEMPLATE.write_bytes(po_bytes(catalog))
    return catalog


def read_catalog(path: Path, code: str | None = None) -> Catalog:
    with open(path, "rb") as f:
        return read_po(f, locale=code)


# --- update / init -------------------------------------------------------------------------

def update(template: Catalog) -> None:
    """Each language's .po merged with `template` (no fuzzy guesses: a new message comes in
    untranslated, one whose words changed keeps its old translation marked fuzzy)."""
    for code in translated_languages():
        catalog = read_catalog(po_path(code), code)
        catalog.update(template, no_fuzzy_matching=True)
        catalog.obsolete.clear()
        po_path(code).write_bytes(po_bytes(catalog))


def init(template: Catalog, code: str) -> Path:
    path = po_path(code)
    if path.exists():
        raise SystemExit(f"{path} exists: use update")
    catalog = Catalog(locale=code, project=PROJECT, charset="utf-8", fuzzy=False)
    catalog.update(template, no_fuzzy_matching=True)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(po_bytes(catalog))
    return path


# --- the pseudo-locale ---------------------------------------------------------------------

def pseudo_catalog(template: Catalog) -> Catalog:
    catalog = Catalog(locale=None, project=PROJECT, charset="utf-8")
    for m in template:
        if not m.id:
            continue
        string = tuple(pseudo(s) for s in m.id) if m.pluralizable else pseudo(m.id)
        catalog.add(m.id, string, context=m.context)
    return catalog


# --- compile / check -----------------------------------------------------------------------

def mo_bytes(catalog: Catalog) -> bytes:
    out = io.BytesIO()
    write_mo(out, catalog, use_fuzzy=False)
    return out.getvalue()


def compile_all(template: Catalog) -> list[Path]:
    written = []
    for code in translated_languages():
        mo_path(code).write_bytes(mo_bytes(read_catalog(po_path(code), code)))
        written.append(mo_path(code))
    mo_path(PSEUDO).parent.mkdir(parents=True, exist_ok=True)
    mo_path(PSEUDO).write_bytes(mo_bytes(pseudo_catalog(template)))
    written.append(mo_path(PSEUDO))
    return written


def problems(catalog: Catalog) -> list[str]:
    """What keeps a language from complete: entries untranslated, fuzzy, or whose placeholders
    are not the message's own ("msgid: what")."""
    out = []
    for m in catalog:
        if not m.id:
            continue
        name = m.id[0] if m.pluralizable else m.id
        strings = m.string if m.pluralizable else (m.string,)
        if m.fuzzy:
            out.append(f"{name!r}: fuzzy")
        elif not all(strings):
            out.append(f"{name!r}: untranslated")
        else:
            wanted = placeholders(m.id[-1] if m.pluralizable else m.id) | (
                placeholders(m.id[0]) if m.pluralizable else frozenset())
            for s in strings:
                extra = placeholders(s) - wanted
                if extra:
                    out.append(f"{name!r}: unknown placeholder {', '.join(sorted(extra))}")
            if not m.pluralizable and placeholders(m.id) - placeholders(strings[0]):
                out.append(f"{name!r}: drops {', '.join(sorted(placeholders(m.id) - placeholders(strings[0])))}")
    return out


def check() -> int:
    status = 0
    for code in translated_languages():
        found = problems(read_catalog(po_path(code), code))
        total = sum(1 for m in read_catalog(po_path(code), code) if m.id)
        print(f"{code}: {total} messages, {len(found)} problems")
        for p in found:
            print(f"  {p}")
        status = status or (2 if found else 0)
    return status


def main(argv: list[str] | None = None) -> int:
    cli = argparse.ArgumentParser(prog="tools/i18n.py", description=__doc__.split("\n\n")[0])
    cli.add_argument("command", choices=("extract", "update", "compile", "check", "all", "init"))
    cli.add_argument("language", nargs="?", help="init: the new language's code (de, fr, ...)")
    args = cli.parse_args(argv)
    if args.command == "check":
        return check()
    template = write_template() if args.command in ("extract", "update", "all", "init") else \
        read_catalog(TEMPLATE)
    if args.command == "init":
        if not args.language or args.language in (ENGLISH, PSEUDO):
            cli.error("init needs a language code other than en and qps")
        print(init(template, args.language))
        return 0
    if args.command in ("update", "all"):
        update(template)
    if args.command in ("compile", "all"):
        for path in compile_all(template):
            print(path.relative_to(ROOT))
    if args.command == "all":
        return check()
    print(f"{sum(1 for m in template if m.id)} messages in {TEMPLATE.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
