"""What a Bug Council player reads: the engine's refusals worded from data, and the log's words
for an action, with seat names and "you" (the shared part: scenes/wording.py).

A refusal (game.bug_council.refusals) is a rule id plus params; `refusal_words` picks the rule's
sentence in `config/refusals.yaml` by who reads it and fills in names, cards and suits. Nothing
here reads the engine's own text back. Log lines (game.bug_council.log) take the seat to address
as "you" from `scenes.wording.second_person_seat`.
"""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Any, Mapping, Sequence

import yaml

from game.bug_council.cards import NUM_SUITS
from game.bug_council.refusals import CARD, CARDS, RULES, SEAT, SEATS, SUIT
from game.bug_council.words import and_list, card_words, declaration_words, suit_words, the_card
from game.i18n import N_, _, pgettext
from game.protocol import Refusal
from game.resources import config_path
from game.setup import YOU_NAME
from game.words import you_label
from scenes.wording import RefusalTemplates, parse_templates, second_person_seat


def refusal_words(refusal: Refusal, names: Sequence[str], reader: int | None) -> str:
    """The sentence the screen shows for `refusal` as `reader` (a seat, or None for a spectator)
    reads it, in the current language (the file's English sentence is the catalogue's message);
    `names[i]` is seat i's name, used verbatim."""
    templates = load_refusal_templates()
    if refusal.rule not in templates.forms:      # a rule newer than the templates: still a clear sentence
        return _("Not allowed ({rule}).", rule=refusal.rule.replace("_", " "))
    words: dict[str, str] = {"who": _seat_word(refusal.seat, names, reader)}
    for name, kind in RULES[refusal.rule].params.items():
        words[name] = _param_word(refusal.params.get(name), kind, names, reader)
    return _(templates.form(refusal, reader)).format_map(words)


def _seat_word(seat: Any, names: Sequence[str], reader: int | None) -> str:
    """The reader as a pronoun (only ever in a list of seats waited for: every other place a
    reader can be has a form of its own in config/refusals.yaml), else the seat's name."""
    if seat is not None and seat == reader:
        # TRANSLATORS: the reader among the seats a refusal waits for ("waiting for Rufus and you").
        return pgettext("seats waited for", "you")
    if isinstance(seat, int) and 0 <= seat < len(names):
        return names[seat]
    return _("a seat not at this table")


def _card_word(card: Any) -> str:
    return the_card(card) if isinstance(card, int) and 0 <= card < 16 * NUM_SUITS else repr(card)


def _param_word(value: Any, kind: str, names: Sequence[str], reader: int | None) -> str:
    if kind == SEAT:
        return _seat_word(value, names, reader)
    if kind == SEATS:
        seats = list(value or ())
        return and_list([_seat_word(s, names, reader) for s in seats]) if seats else _("nobody")
    if kind == CARD:
        return _card_word(value)
    if kind == CARDS:
        return and_list([_card_word(c) for c in value]) if value else _("no card")
    if kind == SUIT:
        return suit_words(value) if isinstance(value, int) and 0 <= value < NUM_SUITS else repr(value)
    return str(value)


# --- the templates file ------------------------------------------------------------------

def parse_refusal_templates(data: Any, where: str = "refusals.yaml") -> RefusalTemplates:
    """Checks `data` (the parsed YAML) against game.bug_council.refusals.RULES (see
    scenes.wording.parse_templates); TemplateError naming the entry that does not fit."""
    return parse_templates(data, {r: tuple(info.params) for r, info in RULES.items()},
                           {r: [p for p, kind in info.params.items() if kind == SEAT]
                            for r, info in RULES.items()}, where)


@lru_cache(maxsize=1)
def load_refusal_templates(path: Path | None = None) -> RefusalTemplates:
    """The templates of config/refusals.yaml, checked once (TemplateError if they do not fit)."""
    path = path or config_path("refusals.yaml")
    with open(path, encoding="utf-8") as f:
        return parse_refusal_templates(yaml.safe_load(f), path.name)


# --- log lines -----------------------------------------------------------------------------

# How the replay tells an action, whole sentences by who acted: (the reader, another seat).
ACTION_WORDS: Mapping[str, tuple[str, str]] = {
    "declare": (N_("You declare {declaration}"), N_("{name} declares {declaration}")),
    "discard": (N_("You discard {card}"), N_("{name} discards {card}")),
    "play": (N_("You play {card}"), N_("{name} plays {card}")),
    "emissary": (N_("You play the Emissary's {card_name}"), N_("{name} plays the Emissary's {card_name}")),
    "visit": (N_("You activate {space}"), N_("{name} activates {space}")),
}
# What an undo takes back, never naming a secret card (a discard is not named).
TAKEN_BACK: Mapping[str, tuple[str, str]] = {
    "declare": (N_("You took back your declaration."), N_("{name} took back their declaration.")),
    "discard": (N_("You took back your discard."), N_("{name} took back their discard.")),
    "play": (N_("You took back your play of {card}."), N_("{name} took back their play of {card}.")),
    "emissary": (N_("You took back your play of {card}."), N_("{name} took back their play of {card}.")),
    "visit": (N_("You took back your Council visit to {space}."),
              N_("{name} took back their Council visit to {space}.")),
}


def _action_fill(a: Any, names: Sequence[str]) -> dict[str, str]:
    name = names[a.seat] if a.seat < len(names) else _("Seat {n}", n=a.seat)
    if a.kind == "declare":
        return {"name": name, "declaration": declaration_words(a.arg)}
    if a.kind == "visit":
        return {"name": name, "space": suit_words(a.arg)}
    return {"name": name, "card": the_card(a.arg), "card_name": card_words(a.arg)}


def _said(forms: Mapping[str, tuple[str, str]], a: Any, names: Sequence[str]) -> str:
    you, other = forms[a.kind]
    return _(you if a.seat == second_person_seat(names) else other, **_action_fill(a, names))


def action_words(a: Any, names: Sequence[str]) -> str:
    """"Rufus plays the 7 of Ants", "You declare Allegiance" (the replay's steps)."""
    return _said(ACTION_WORDS, a, names)


def taken_back_words(a: Any, names: Sequence[str]) -> str:
    """The log line of an undone action; it reveals nothing hidden (a discard is not named)."""
    return _said(TAKEN_BACK, a, names)


# Seat names a mode gives its own seats (config/ui.yaml `seat_names` of a mode): said in the language.
SEAT_NAME_WORDS = (N_("Emissary"),)


def seat_label(name: str) -> str:
    """A seat's name as a table labels it: the seat called "You" (YOU_NAME, persisted in
    English) is the language's "You", a mode's own seat (the Emissary) its word; a player's
    name as written."""
    if name == YOU_NAME:
        return you_label()
    return _(name) if name in SEAT_NAME_WORDS else name
