"""Every rule of Bugspiel that can refuse an action, by BUGSPIEL.md section, as data.

`refuse(rule, seat, **params)` builds the protocol's Refusal: `rule` names the rule, `params` the
values that broke it (species ids, bonus cards, slot labels, terrains), `text` the engine's
sentence with seat numbers: what `bug-council scenario` prints after `action N: `. Each text holds
the quoted words section 8 gives its check; what a player reads is config/bugspiel_refusals.yaml,
one template per rule id."""
from __future__ import annotations

from typing import Any, Mapping, NamedTuple

from game.protocol import Refusal


class RuleInfo(NamedTuple):
    section: str          # BUGSPIEL.md's section that settles it
    keyword: str          # the quoted words of section 8 the text holds
    text: str


RULES: Mapping[str, RuleInfo] = {
    "game_over": RuleInfo("4", "game is over", "game is over"),
    "malformed": RuleInfo("8", "malformed", "malformed {key}"),
    "out_of_turn": RuleInfo("3", "out of turn", "seat {seat}: out of turn (seat {turn} to act)"),
    "empty_market_slot": RuleInfo("3", "empty market slot", "seat {seat}: empty market slot {slot} ({market})"),
    "hand_limit": RuleInfo("3", "hand limit", "seat {seat}: hand limit: already holds {limit} {market}"),
    "not_in_hand": RuleInfo("3", "not in hand", "seat {seat}: {card} not in hand"),
    "cannot_live": RuleInfo("3", "cannot live", "seat {seat}: {name} cannot live on {terrain} ({tile})"),
    "prey": RuleInfo("3", "prey", "seat {seat}: {name} is a predator and must eat prey: {to} holds no prey"),
    "occupied": RuleInfo("3", "occupied", "seat {seat}: {to} is occupied"),
    "no_bug": RuleInfo("3", "no bug", "seat {seat}: no bug on {slot}"),
    "not_your_bug": RuleInfo("3", "not your bug", "seat {seat}: not your bug on {slot} (seat {owner}'s)"),
    "cannot_fly": RuleInfo("3", "cannot fly", "seat {seat}: {name} cannot fly"),
    "same_slot": RuleInfo("3", "same slot", "seat {seat}: {slot} is the same slot"),
    "neither_half": RuleInfo("3", "neither half", "seat {seat}: {name} on {slot} matches neither half of {card}"),
}


def refuse(rule: str, seat: Any, **params: Any) -> Refusal:
    text = RULES[rule].text.format_map({"seat": seat, **params})
    return Refusal(rule, seat if isinstance(seat, int) and not isinstance(seat, bool) else None, params, text)


__all__ = ["RULES", "RuleInfo", "refuse"]
