"""Every rule of Back Alley Bones that can refuse an action, by rulebook section, as data.

`refuse(rule, seat, **params)` builds the protocol's Refusal: `rule` names the rule, `params` the
values that broke it (cards in notation, Points by number), `text` the engine's sentence with
seat numbers (what `bug-council scenario` prints). Each text holds the fixed keyword that
BACK_ALLEY_BONES.md §11 gives its rule (checkers compare lowercased); what a player reads is
scenes/back_alley_bones/refusal_text.py, one catalogue template per rule id.
"""
from __future__ import annotations

from typing import Any, Mapping, NamedTuple

from game.protocol import Refusal


class RuleInfo(NamedTuple):
    section: str          # the rulebook's section (BACK_ALLEY_BONES.md's where it settles it)
    keyword: str          # the fixed words of §11 the text holds
    text: str


RULES: Mapping[str, RuleInfo] = {
    "game_over": RuleInfo("Winning the Game", "game is over", "the game is over"),
    "unknown_action": RuleInfo("Scenario files (§11)", "unknown action", "unknown action: {what}"),
    "wrong_phase": RuleInfo("Game Round", "phase", "no {kind} in phase {phase}"),
    "not_your_turn": RuleInfo("Cheat and Get Lucky!", "turn",
                              "it is seat {turn}'s turn to {decision}, not seat {seat}'s"),
    "not_in_hand": RuleInfo("Cheat and Get Lucky!", "does not hold", "seat {seat} does not hold {card}"),
    "not_a_point": RuleInfo("Reveal Points", "not a Point", "{point} is not a Point (0, 1 or 2)"),
    "point_locked": RuleInfo("Lockdown!", "locked", "point {point} is locked for the rest of the round"),
    "cheat_tokens": RuleInfo("Playing Cheat Cards", "tokens",
                             "a {card} takes 1 to {most} Cheat tokens, not {tokens}"),
    "luck_exact": RuleInfo("Playing Luck Cards", "exactly", "a {card} moves a Point by exactly {move}, not {by}"),
    "decoy_with_cheat": RuleInfo("The Decoy", "with a Cheat", "the Decoy is declared only with a Cheat"),
    "lookout_token": RuleInfo("The Lookout", "Lookout token",
                              "point {point} has a Lookout token: no Cheat may be played on it"),
    "decoy_token": RuleInfo("The Decoy", "Decoy token",
                            "point {point} has a Decoy token: no Luck may be played on it"),
    "out_of_bounds": RuleInfo("Cheat and Get Lucky!", "between 2 and 12",
                              "point {point} would go from {total} to {after}: a Point must stay between 2 and 12"),
    "has_no": RuleInfo("Character Abilities", "has no", "seat {seat} has no {what}"),
    "exhausted": RuleInfo("Character Abilities", "exhausted", "seat {seat}'s {what} is exhausted"),
    "crapped_out": RuleInfo("Determine Results", "crapped out",
                            "seat {seat}'s {character} has crapped out"),
    "not_in_side_bet_deck": RuleInfo("Choose Side Bets", "Side Bet deck",
                                     "{bet} is not in seat {seat}'s Side Bet deck"),
    "burn": RuleInfo("Cheat and Get Lucky!", "burn",
                     "seat {seat} may burn a card only when no card in her hand can be played"),
    "pass": RuleInfo("Cheat and Get Lucky!", "pass", "seat {seat} may pass only with an empty hand"),
    "nothing_to_draw": RuleInfo("Gamble deck", "nothing to draw",
                                "there is nothing to draw: the Gamble deck and its discard pile are empty"),
    "cards_drawn": RuleInfo("Stacked Sniff, Stacked Draw", "cards drawn",
                            "seat {seat} must {what} exactly the cards drawn ({drawn})"),
    "needs_four_ten": RuleInfo("The full game", "four_ten", "a Fix needs the full game's option four_ten"),
    "no_cheat": RuleInfo("Fix (4 or 10)", "no Cheat", "point {point} has no Cheat number {cheat}"),
    "one_token": RuleInfo("Fix (4 or 10)", "one token",
                          "a Fix adds or removes one token, the same way: {before} cannot become {after}"),
    "must_change": RuleInfo("Stacked Fix (4 and 10)", "must change",
                            "a Stacked Fix must change the Cheat's value ({before})"),
    "crew": RuleInfo("Game Set Up", "characters",
                     "seat {seat} keeps 3 different characters of her faction's {roster}"),
}


# What a has_no / exhausted refusal names (its `thing`, with the params it takes), in the
# engine's words: `{what}` of the text the command line prints. The params stay ids and values.
THING_WORDS: Mapping[str, str] = {
    "character": "{character}", "roster": "{character} among her characters", "won_bet": "won Side Bet {bet}",
    "bet": "Side Bet {bet}", "ability": "{Ability} ability in a Side Bet {bet}",
}


def refuse(rule: str, seat: Any, **params: Any) -> Refusal:
    words = {"seat": seat, **params}
    if "thing" in params:
        words["what"] = THING_WORDS[params["thing"]].format_map(
            {**params, "Ability": str(params.get("ability", "")).capitalize()})
    text = RULES[rule].text.format_map(words)
    return Refusal(rule, seat if isinstance(seat, int) and not isinstance(seat, bool) else None,
                   params, text)
