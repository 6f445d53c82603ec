"""Every rule of Party Bugs that can refuse an action, by rulebook section, as data.

`refuse(rule, seat, **params)` builds the protocol's Refusal: `rule` names the rule, `params` the
values that broke it (cards as ints), `text` the engine's sentence with seat numbers (what
`bug-council scenario` prints).
"""
from __future__ import annotations

from typing import Any, Mapping, NamedTuple

from game.party_bugs.cards import card_str
from game.protocol import Refusal


class RuleInfo(NamedTuple):
    section: str
    text: str


RULES: Mapping[str, RuleInfo] = {
    "game_over": RuleInfo("End of the Game", "the game is over"),
    "no_such_seat": RuleInfo("Setup", "there is no seat {seat}"),
    "not_now": RuleInfo("Playing the Game", "seat {seat} cannot {what} now: seat {turn} must {expected}"),
    "already_chose": RuleInfo("Normal Round", "seat {seat} has already chosen a card this round"),
    "card_not_in_hand": RuleInfo("Normal Round", "seat {seat} does not hold {card}"),
    "not_your_take": RuleInfo("Normal Round", "it is seat {turn}'s turn to take a card, not seat {seat}'s"),
    "not_on_floor": RuleInfo("Normal Round",
                             "seat {seat} must take a card from the dance floor ({card} is not there)"),
    "hide_no_party_king": RuleInfo("Variant One", "the face-down card may not be the 13 (The Party King)"),
    "mirror_not_in_display": RuleInfo("Variant Two",
                                      "seat {seat} must discard the Mirror with a card of their display "
                                      "({card} is not there)"),
    "mirror_needs_a_card": RuleInfo("Variant Two",
                                    "seat {seat} has cards in their display: the Mirror goes with one of them"),
}

_WORDS = {"hide": "hide a card", "play": "play a card", "take": "take a card", "mirror": "use the Mirror"}


def refuse(rule: str, seat: Any, **params: Any) -> Refusal:
    words = {"seat": seat, **{k: card_str(v) if k == "card" and isinstance(v, int) else v
                              for k, v in params.items()}}
    for key in ("what", "expected"):      # decisions (data) said as the engine's words
        if key in words:
            words[key] = _WORDS.get(words[key], words[key])
    text = RULES[rule].text.format_map(words)
    return Refusal(rule, seat if isinstance(seat, int) and not isinstance(seat, bool) else None,
                   params, text)
