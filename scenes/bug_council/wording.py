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

from game.bug_council.cards import NUM_SUITS, SUIT_TITLES, card_title
from game.bug_council.refusals import CARD, CARDS, RULES, SEAT, SEATS, SUIT
from game.protocol import Refusal
from game.resources import config_path
from scenes.wording import RefusalTemplates, and_words, parse_templates, second_person_seat, seat_word


def refusal_words(refusal: Refusal, names: Sequence[str], reader: int | None) -> str:
    """The sentence the screen shows for `refusal` as `reader` (a seat, or None for a spectator)
    reads it; `names[i]` is seat i's name, used verbatim."""
    templates = load_refusal_templates()
    if refusal.rule not in templates.forms:      # a rule newer than the templates: still a clear sentence
        return f"Not allowed ({refusal.rule.replace('_', ' ')})."
    words: dict[str, str] = {"who": seat_word(refusal.seat, names, reader)}
    for name, kind in RULES[refusal.rule].params.items():
        words[name] = _param_word(refusal.params.get(name), kind, names, reader)
    return templates.form(refusal, reader).format_map(words)


def _card_word(card: Any) -> str:
    return f"the {card_title(card)}" if isinstance(card, int) and 0 <= card < 16 * NUM_SUITS else repr(card)


def _param_word(value: Any, kind: str, names: Sequence[str], reader: int | None) -> str:
    if kind == SEAT:
        return seat_word(value, names, reader)
    if kind == SEATS:
        seats = list(value or ())
        return and_words([seat_word(s, names, reader) for s in seats]) if seats else "nobody"
    if kind == CARD:
        return _card_word(value)
    if kind == CARDS:
        return and_words([_card_word(c) for c in value]) if value else "no card"
    if kind == SUIT:
        return SUIT_TITLES[value] if isinstance(value, int) and 0 <= value < NUM_SUITS else repr(value)
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
