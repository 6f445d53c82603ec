"""What the player reads, for any game: refusals worded from data with seat names and "you".

A refusal (game.protocol.Refusal) is a rule id plus params; a game's words pick the rule's
sentence by who reads it (`RefusalTemplates.form`: "you_<seat param>", "you", "other") and fill
in names and the game's own things (Bug Council's: scenes/bug_council/wording.py over
config/refusals.yaml; Party Bugs': scenes/party_bugs/words.py). Nothing here reads the engine's
own text back, so a seat name ("Seat 2", "Mr. (Bug)") is never mistaken for anything else. Log
lines take the seat to address as "you" from `second_person_seat`.
"""
from __future__ import annotations

import string
from dataclasses import dataclass
from typing import Any, Mapping, Sequence

from game.i18n import N_, _
from game.protocol import Refusal
from game.setup import HUMAN, YOU_NAME    # the name the human seat gets by default (re-exported)

YOU, OTHER = "you", "other"
_FORMATTER = string.Formatter()


@dataclass(frozen=True)
class RefusalTemplates:
    """rule id -> its forms, in the order they are tried: ("you_<param>", "you", "other")."""

    forms: Mapping[str, tuple[tuple[str, str], ...]]

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
        raise AssertionError("every rule has an 'other' form")   # parse_templates checks it


# Who plays a seat, as the setup and the lobby name it: a person, or an AI level (the games'
# `ai_levels`, weakest first). A level a game adds without words here reads its id.
LEVEL_WORDS = {HUMAN: N_("Human"), "random": N_("Random"), "easy": N_("Easy"), "normal": N_("Normal"),
               "hard": N_("Hard"), "expert": N_("Expert")}


def level_words(level: str) -> str:
    """A seat's player as a button says it: "Human", "Easy", ... in the current language."""
    return _(LEVEL_WORDS[level]) if level in LEVEL_WORDS else level.capitalize()


def seat_word(seat: Any, names: Sequence[str], reader: int | None) -> str:
    """"you" for the reader, else the seat's name verbatim."""
    if seat is not None and seat == reader:
        return "you"
    if isinstance(seat, int) and 0 <= seat < len(names):
        return names[seat]
    return "a seat not at this table"


def and_words(words: list[str]) -> str:
    """"a", "a and b", "a, b and c"."""
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


# --- a templates file ------------------------------------------------------------------------

class TemplateError(ValueError):
    """A game's refusal sentences do not fit its catalogue; the message names the entry."""


def parse_templates(data: Any, catalogue: Mapping[str, Sequence[str]],
                    seat_params: Mapping[str, Sequence[str]], where: str) -> RefusalTemplates:
    """Checks `data` (a parsed file: rule id -> a sentence, or its forms) against a game's
    `catalogue` (rule id -> its params) and `seat_params` (rule id -> the params that name a
    seat): every rule has a sentence, no unknown rule, forms among you / you_<seat param> /
    other with `other` present, placeholders only {who} and the rule's params."""
    if not isinstance(data, dict):
        raise TemplateError(f"{where}: expected a mapping of rule id to sentence")
    missing = [r for r in catalogue if r not in data]
    if missing:
        raise TemplateError(f"{where}: no sentence for rule {', '.join(missing)}")
    unknown = [str(r) for r in data if r not in catalogue]
    if unknown:
        raise TemplateError(f"{where}: unknown rule {', '.join(unknown)}")
    out: dict[str, tuple[tuple[str, str], ...]] = {}
    for rule, entry in data.items():
        params = catalogue[rule]
        if isinstance(entry, str):
            entry = {OTHER: entry}
        if not isinstance(entry, dict) or OTHER not in entry:
            raise TemplateError(f"{where}: {rule}: expected a sentence or a mapping with an 'other' form")
        allowed = [f"you_{p}" for p in seat_params[rule]] + [YOU, OTHER]
        for key, text in entry.items():
            if key not in allowed:
                raise TemplateError(f"{where}: {rule}: unknown form {key!r} (expected one of {', '.join(allowed)})")
            if not isinstance(text, str) or not text.strip():
                raise TemplateError(f"{where}: {rule}.{key}: expected a sentence")
            for _lit, field, spec, conv in _FORMATTER.parse(text):
                if field is None:
                    continue
                if field != "who" and field not in params or spec or conv:
                    raise TemplateError(f"{where}: {rule}.{key}: unknown placeholder {{{field}}} "
                                        f"(expected {{who}}{''.join(f', {{{p}}}' for p in params)})")
        out[rule] = tuple((k, entry[k]) for k in allowed if k in entry)
    return RefusalTemplates(out)


# --- log lines -----------------------------------------------------------------------------


def second_person_seat(names: Sequence[str]) -> int | None:
    """The seat whose log lines read in the second person ("You play the 5 of Ants"): the one
    called "You". Every other seat is named (a hot-seat table of named players has none)."""
    return names.index(YOU_NAME) if YOU_NAME in names else None
