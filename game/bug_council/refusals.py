"""Every rule of Bug Council that can refuse an action, by its rulebook name, as data (the
table is `config/refusal_rules.yaml`: each rule's section, params, meaning and engine text).

`check_action` answers None (legal) or the `game.protocol.Refusal` that `refuse(rule, seat,
**params)` builds: `rule` is one of the ids of `RULES`, `seat` is the seat that tried to act
(None when that seat does not exist), `params` holds the values that broke the rule (seats
and cards as ints, suits as ring indices, lists as tuples) and `text` is the engine's own
sentence with seat numbers, what the command line and scenario files print. Screens never
read `text`: they render `rule` + `params` with a sentence per rule (`config/refusals.yaml`),
which is why every param below says what kind of value it is.

Find a rule by its rulebook section:

| section                                   | rule ids                                              |
|-------------------------------------------|-------------------------------------------------------|
| End of Game                               | game_over                                             |
| Setup                                     | no_such_seat                                          |
| Declaration Phase                         | declaration_first, not_a_declarer, already_declared, bad_declaration |
| Declaration Phase: No Allegiance discard  | discards_first, already_discarded, allegiance_discards_nothing, card_not_held |
| Trick Phase: Playing the Trick            | trick_phase_play, not_your_turn, card_not_held, plays_own_hand, must_follow_suit |
| Trick Phase: Visiting the Council         | must_visit_first, not_the_visitor, no_such_space, empty_space |
| 2 Player Game: Trick Phase                | must_play_for_emissary, emissary_card_not_face_up, emissary_must_follow_suit |
| Solo Mode: Playing the Trick              | pyramid_card_not_face_up, termitenator_must_follow_suit |

Refusals are built only when refusing, never on the legal path of a playout.
"""
from __future__ import annotations

import string
from dataclasses import dataclass
from typing import Any, Mapping

import yaml

from game.bug_council.cards import SUIT_TITLES, card_str
from game.protocol import Refusal
from game.resources import config_path

# What a param holds, so that the engine's text and a screen's template know how to word it.
SEAT = "seat"        # a seat int
SEATS = "seats"      # a tuple of seat ints
CARD = "card"        # a card int (or, for a malformed action, whatever was sent)
CARDS = "cards"      # a tuple of card ints
SUIT = "suit"        # a ring index (a suit or its Council space)
VALUE = "value"      # anything else, as sent (a malformed seat, space or declaration)

PARAM_KINDS = (SEAT, SEATS, CARD, CARDS, SUIT, VALUE)


@dataclass(frozen=True)
class RuleInfo:
    """One refusing rule: its id, the rulebook section it comes from, its params (name ->
    kind), in a few words what it says, and the engine's text: a format over {seat} (the
    seat that tried), {who} (the mode's word for the seat the rule speaks of: "seat 2",
    "the Emissary", "you") and the params in their engine words (`engine_word`)."""

    id: str
    section: str
    params: Mapping[str, str]
    says: str
    text: str


class RefusalTableError(ValueError):
    """config/refusal_rules.yaml is not usable."""


def _load_rules() -> dict[str, RuleInfo]:
    """The catalogue from config/refusal_rules.yaml, checked: every param kind is known and every
    engine text names only its own params."""
    with open(config_path("refusal_rules.yaml"), encoding="utf-8") as fh:
        data = yaml.safe_load(fh)
    if not isinstance(data, dict) or data.get("version") != 1 or not isinstance(data.get("sections"), dict):
        raise RefusalTableError("config/refusal_rules.yaml: expected a mapping with version: 1 and sections")
    rules: dict[str, RuleInfo] = {}
    for section, entries in data["sections"].items():
        for rule_id, entry in entries.items():
            params = dict(entry["params"])
            bad = [k for k in params.values() if k not in PARAM_KINDS]
            named = {f for _t, f, _s, _c in string.Formatter().parse(entry["text"]) if f}
            if bad or rule_id in rules or not named <= set(params) | {"seat", "who"}:
                raise RefusalTableError(f"config/refusal_rules.yaml: rule {rule_id!r:.40} is malformed")
            rules[rule_id] = RuleInfo(rule_id, section, params, entry["says"], entry["text"])
    return rules


RULES: Mapping[str, RuleInfo] = _load_rules()


def rules_of_section(section: str) -> list[str]:
    """The rule ids of a rulebook section (case-insensitive, a prefix is enough)."""
    s = section.lower()
    return [r.id for r in RULES.values() if r.section.lower().startswith(s)]


def engine_word(value: Any, kind: str) -> str:
    """A param as the engine's text writes it: seat numbers, card codes ("5A"), suit titles."""
    if kind == SEAT:
        return str(value)
    if kind == SEATS:
        return ", ".join(map(str, value))
    if kind == CARD:
        return card_str(value) if isinstance(value, int) else repr(value)
    if kind == CARDS:
        return ", ".join(card_str(c) for c in value)
    if kind == SUIT:
        return SUIT_TITLES[value]
    return repr(value)


def refuse(rule: str, actor: Any, /, *, who: str = "", text: str | None = None, **params: Any) -> Refusal:
    """The Refusal of `rule` for the seat `actor` that tried, with `params` (exactly the
    rule's); `who` is the mode's word for the seat the text speaks of. `text` replaces the
    rule's own words where the engine has always said something else (kept byte for byte
    for the command line)."""
    info = RULES[rule]
    if params.keys() != info.params.keys():
        raise TypeError(f"refusal {rule}: params {sorted(params)}, expected {sorted(info.params)}")
    if text is None:
        words = {"seat": actor, "who": who}
        words.update((k, engine_word(v, info.params[k])) for k, v in params.items())
        text = info.text.format_map(words)
    return Refusal(rule, actor if isinstance(actor, int) and not isinstance(actor, bool) else None,
                   params, text)
