"""The long texts (the rules reference, the lessons) in the player's language: a file per
language beside the English one, `config/<name>.<code>.yaml` (`rules_reference.de.yaml` beside
`rules_reference.yaml`), read over the English file.

A translation file holds only the words: the English file's shape with its text leaves
translated, and nothing else (a lesson's scenario, script and awaited actions stay in the
English file alone). `overlay` lays it over the English data:

- a mapping's key: the translation's value replaces the English one, key by key;
- a list of mappings with `id`s (lessons, steps): matched by `id`;
- any other list (sections, paragraphs): item by item, the same length;
- a string: replaced.

A key, id or list length the English file does not have is a LongTextError (the files ship with
the game: a mismatch fails loudly). A missing translation file, or a language with none, reads
English; the pseudo-locale reads English accented and lengthened (`game.pseudo_words`), so its
walks show any long text that bypassed this module. `text_leaves` lists the strings a
translation is due for (tests/test_i18n_long_texts.py checks every language's file has each).
"""
from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any, Iterator

from game.i18n import ENGLISH, PSEUDO, current
from game.pseudo_words import pseudo
from game.resources import config_path

MARKERS = ("[reconstructed] ",)    # a paragraph's mark for the screen (scenes/rules_scene.py), in every language

# The keys whose strings are player words, per long-text file (every string below such a key
# is translated; other strings are ids and data).
TEXT_KEYS = {
    "rules_reference": frozenset({"reconstructed_note", "title", "paragraphs", "personality_blurbs"}),
    "lessons": frozenset({"words", "title", "summary", "text", "wrong"}),
}
# A game's own rules page (config/<game>_rules.yaml, the rules reference's shape): its keys.
RULES_KEYS = frozenset({"reconstructed_note", "title", "paragraphs"})


def text_keys(name: str) -> frozenset:
    """The keys whose strings are player words in the long text `name`."""
    return TEXT_KEYS.get(name, RULES_KEYS)


class LongTextError(ValueError):
    """A translation file does not fit its English file: the message names the file and where."""


def english_path(name: str) -> Path:
    return config_path(f"{name}.yaml")


def translation_path(name: str, code: str) -> Path:
    """Where language `code`'s words of the long text `name` live (it may not exist)."""
    return config_path(f"{name}.{code}.yaml")


def _ids(items: list) -> list | None:
    """The ids of a list of mappings that all have one, else None."""
    if items and all(isinstance(i, dict) and "id" in i for i in items):
        return [i["id"] for i in items]
    return None


def overlay(english: Any, words: Any, where: str = "") -> Any:
    """`english` with `words` (a translation file's data, or part of it) laid over it."""
    if isinstance(english, dict):
        if not isinstance(words, dict):
            raise LongTextError(f"{where or 'top'}: expected a mapping")
        extra = sorted(str(k) for k in words if k not in english)
        if extra:
            raise LongTextError(f"{where or 'top'}: key {extra[0]!r} is not in the English file")
        return {k: overlay(v, words[k], f"{where}.{k}".lstrip(".")) if k in words else v
                for k, v in english.items()}
    if isinstance(english, list):
        if not isinstance(words, list):
            raise LongTextError(f"{where}: expected a list")
        ids = _ids(english)
        if ids is not None:
            given = {}
            for item in words:
                if not isinstance(item, dict) or item.get("id") not in ids:
                    raise LongTextError(f"{where}: {item.get('id') if isinstance(item, dict) else item!r} "
                                        "is no id of the English file")
                given[item["id"]] = item
            return [overlay(e, given[e["id"]], f"{where}[{e['id']}]") if e["id"] in given else e
                    for e in english]
        if len(words) != len(english):
            raise LongTextError(f"{where}: {len(words)} items, the English file has {len(english)}")
        return [overlay(e, w, f"{where}[{i}]") for i, (e, w) in enumerate(zip(english, words))]
    if isinstance(english, str):
        if not isinstance(words, str):
            raise LongTextError(f"{where}: expected words")
        return words
    return words if words == english else _mismatch(where)


def _mismatch(where: str):
    raise LongTextError(f"{where}: a value that is not words differs from the English file")


def text_leaves(data: Any, keys: frozenset[str], path: tuple = (), inside: bool = False) -> Iterator[tuple[tuple, str]]:
    """(path, string) of every player word in `data`: the strings below one of `keys`. A list
    item's path step is its `id` where it has one, else its index."""
    if isinstance(data, dict):
        for k, v in data.items():
            yield from text_leaves(v, keys, path + (k,), inside or k in keys)
    elif isinstance(data, list):
        for i, v in enumerate(data):
            step = v["id"] if isinstance(v, dict) and "id" in v else i
            yield from text_leaves(v, keys, path + (step,), inside)
    elif isinstance(data, str) and inside:
        yield path, data


def _pseudo_all(data: Any, keys: frozenset[str], inside: bool = False) -> Any:
    if isinstance(data, dict):
        return {k: _pseudo_all(v, keys, inside or k in keys) for k, v in data.items()}
    if isinstance(data, list):
        return [_pseudo_all(v, keys, inside) for v in data]
    if isinstance(data, str) and inside:
        mark = next((m for m in MARKERS if data.startswith(m)), "")
        return mark + pseudo(data[len(mark):])
    return data


@cache
def read(name: str, code: str = ENGLISH) -> Any:
    """The long text `name` in language `code` (English where it has no file), parsed once per
    language (bundled files, never mutated)."""
    from game.record import read_yaml
    english = read_yaml(english_path(name))
    if code == PSEUDO:
        return _pseudo_all(english, text_keys(name))
    path = translation_path(name, code)
    if code == ENGLISH or not path.is_file():
        return english
    try:
        return overlay(english, read_yaml(path))
    except LongTextError as exc:
        raise LongTextError(f"{path.name}: {exc}") from None


def read_current(name: str) -> Any:
    """The long text `name` in the current language (game.i18n.current)."""
    return read(name, current().code)
