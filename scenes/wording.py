"""What the player reads: the engine's refusals worded from data, with seat names and "you".

A refusal (game.bug_council.refusals) is a rule id plus params; `refusal_words` picks the rule's sentence
in `config/refusals.yaml` by who reads it and fills in names, cards and suits. Nothing here
reads the engine's own text back, so a seat name ("Seat 2", "Mr. (Bug)") is never mistaken
for anything else. Log lines (game.bug_council.log) take the seat to address as "you" from
`second_person_seat`.
"""
from __future__ import annotations

import string
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any, Mapping, Sequence

import yaml

from game.bug_council.cards import NUM_SUITS, SUIT_TITLES, card_title
from game.protocol import Refusal
from game.bug_council.refusals import CARD, CARDS, RULES, SEAT, SEATS, SUIT
from game.resources import config_path

YOU, OTHER = "you", "other"
_FORMATTER = string.Formatter()


@dataclass(frozen=True)
class RefusalTemplates:
    """rule id -> its forms, in the order they are tried: ("you_<param>", "you", "other")."""

    forms: Mapping[str, tuple[tuple[str, str], ...]]

    def words(self, refusal: Refusal, names: Sequence[str], reader: int | None) -> str:
        """`refusal` as `reader` (a seat, or None for a spectator) reads it; `names[i]` is
        seat i's name, used verbatim."""
        forms = self.forms.get(refusal.rule)
        if forms is None:      # a rule newer than the templates: still a clear sentence
            return f"Not allowed ({refusal.rule.replace('_', ' ')})."
        words: dict[str, str] = {"who": _seat_word(refusal.seat, names, reader)}
        for name, kind in RULES[refusal.rule].params.items():
            words[name] = _param_word(refusal.params.get(name), kind, names, reader)
        return self.form(refusal, reader).format_map(words)

    def form(self, refusal: Refusal, reader: int | None) -> str:
        """The template `reader` gets for `refusal`: the first form that fits, `other` last."""
        for key, text in self.forms[refusal.rule]:
            if key == OTHER:
                return text
            if reader is None:
                continue
            if key == YOU and refusal.seat == reader:
                return text
            if key.startswith("you_") and refusal.params.get(key[4:]) == reader:
                return text
        raise AssertionError("every rule has an 'other' form")   # parse_refusal_templates checks it


def refusal_words(refusal: Refusal, names: Sequence[str], reader: int | None) -> str:
    """The sentence the screen shows for `refusal` (see RefusalTemplates.words)."""
    return load_refusal_templates().words(refusal, names, reader)


def _seat_word(seat: Any, names: Sequence[str], reader: int | None) -> str:
    if seat is not None and seat == reader:
        return "you"
    if isinstance(seat, int) and 0 <= seat < len(names):
        return names[seat]
    return "a seat not at this table"


def _and(words: list[str]) -> str:
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def _card_word(card: Any) -> str:
    return f"the {card_title(card)}" if isinstance(card, int) and 0 <= card < 16 * NUM_SUITS else repr(card)


def _param_word(value: Any, kind: str, names: Sequence[str], reader: int | None) -> str:
    if kind == SEAT:
        return _seat_word(value, names, reader)
    if kind == SEATS:
        seats = list(value or ())
        return _and([_seat_word(s, names, reader) for s in seats]) if seats else "nobody"
    if kind == CARD:
        return _card_word(value)
    if kind == CARDS:
        return _and([_card_word(c) for c in value]) if value else "no card"
    if kind == SUIT:
        return SUIT_TITLES[value] if isinstance(value, int) and 0 <= value < NUM_SUITS else repr(value)
    return str(value)


# --- the templates file ------------------------------------------------------------------

class TemplateError(ValueError):
    """config/refusals.yaml does not fit the catalogue; the message names the entry."""


def parse_refusal_templates(data: Any, where: str = "refusals.yaml") -> RefusalTemplates:
    """Checks `data` (the parsed YAML) against game.bug_council.refusals.RULES: every rule has a
    sentence, no unknown rule, forms among you / you_<seat param> / other with `other`
    present, placeholders only {who} and the rule's params."""
    if not isinstance(data, dict):
        raise TemplateError(f"{where}: expected a mapping of rule id to sentence")
    missing = [r for r in RULES if r not in data]
    if missing:
        raise TemplateError(f"{where}: no sentence for rule {', '.join(missing)}")
    unknown = [str(r) for r in data if r not in RULES]
    if unknown:
        raise TemplateError(f"{where}: unknown rule {', '.join(unknown)}")
    out: dict[str, tuple[tuple[str, str], ...]] = {}
    for rule, entry in data.items():
        info = RULES[rule]
        if isinstance(entry, str):
            entry = {OTHER: entry}
        if not isinstance(entry, dict) or OTHER not in entry:
            raise TemplateError(f"{where}: {rule}: expected a sentence or a mapping with an 'other' form")
        seat_params = [p for p, kind in info.params.items() if kind == SEAT]
        allowed = [f"you_{p}" for p in seat_params] + [YOU, OTHER]
        for key, text in entry.items():
            if key not in allowed:
                raise TemplateError(f"{where}: {rule}: unknown form {key!r} (expected one of {', '.join(allowed)})")
            if not isinstance(text, str) or not text.strip():
                raise TemplateError(f"{where}: {rule}.{key}: expected a sentence")
            for _lit, field, spec, conv in _FORMATTER.parse(text):
                if field is None:
                    continue
                if field != "who" and field not in info.params or spec or conv:
                    raise TemplateError(f"{where}: {rule}.{key}: unknown placeholder {{{field}}} "
                                        f"(expected {{who}}{''.join(f', {{{p}}}' for p in info.params)})")
        out[rule] = tuple((k, entry[k]) for k in allowed if k in entry)
    return RefusalTemplates(out)


@lru_cache(maxsize=1)
def load_refusal_templates(path: Path | None = None) -> RefusalTemplates:
    """The templates of config/refusals.yaml, checked once (TemplateError if they do not fit)."""
    path = path or config_path("refusals.yaml")
    with open(path, encoding="utf-8") as f:
        return parse_refusal_templates(yaml.safe_load(f), path.name)


# --- log lines -----------------------------------------------------------------------------

YOU_NAME = "You"    # the name the human seat gets by default (config/ui.yaml seats.names)


def second_person_seat(names: Sequence[str]) -> int | None:
    """The seat whose log lines read in the second person ("You play the 5 of Ants"): the one
    called "You". Every other seat is named (a hot-seat table of named players has none)."""
    return names.index(YOU_NAME) if YOU_NAME in names else None


# How the log tells an action: (what the seat does, its verb taking "s" in the third person;
# what an undo takes back, never naming a secret card).
ACTION_WORDS: Mapping[str, tuple[str, str]] = {
    "declare": ("declare{s} {declaration}", "declaration"),
    "discard": ("discard{s} the {card}", "discard"),
    "play": ("play{s} the {card}", "play of the {card}"),
    "emissary": ("play{s} the Emissary's {card}", "play of the {card}"),
    "visit": ("activate{s} {space}", "Council visit to {space}"),
}


def _action_fill(a: Any) -> dict[str, str]:
    if a.kind == "declare":
        return {"declaration": "No Allegiance" if a.arg == "no_allegiance" else "Allegiance"}
    if a.kind == "visit":
        return {"space": SUIT_TITLES[a.arg]}
    return {"card": card_title(a.arg)}


def _actor(a: Any, names: Sequence[str]) -> tuple[str, bool]:
    """(the acting seat's name, whether it is the reader)."""
    you = a.seat == second_person_seat(names)
    return (names[a.seat] if a.seat < len(names) else f"Seat {a.seat}"), you


def action_words(a: Any, names: Sequence[str]) -> str:
    """"Rufus plays the 7 of Ants", "You declare Allegiance" (the replay's steps)."""
    who, you = _actor(a, names)
    return f"{who} " + ACTION_WORDS[a.kind][0].format(s="" if you else "s", **_action_fill(a))


def taken_back_words(a: Any, names: Sequence[str]) -> str:
    """The log line of an undone action; it reveals nothing hidden (a discard is not named)."""
    who, you = _actor(a, names)
    thing = ACTION_WORDS[a.kind][1].format(**_action_fill(a))
    return f"{who} took back {'your' if you else 'their'} {thing}."
