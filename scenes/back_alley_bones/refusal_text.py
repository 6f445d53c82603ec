"""What a player reads when the rules of Back Alley Bones refuse an action: one entry per rule id
of game/back_alley_bones/refusals.py (its rulebook section and keyword are listed there), as
catalogue messages (N_; scenes/back_alley_bones/words.py translates and fills them).
The same forms as Bug Council's refusals:
  you    the refused seat (the one that tried to act) is the reader
  other  anyone else reads it (an AI seat's refusal, a spectator)
Placeholders: {who} the refused seat's name; {what} what a has_no / exhausted refusal names (its
`thing` in words); {<param>} a refusal's param (a card in notation
is worded by the table: C3 "a Cheat 3", L2 "a Luck 2"; a Point by its number: point 0 is
"the first Point"; {turn} a seat's name).
"""
from __future__ import annotations

from game.i18n import N_

REFUSALS: dict[str, str | dict[str, str]] = {
    "game_over": N_("The game is over."),
    "unknown_action": N_("That is not a move of Back Alley Bones."),
    "wrong_phase": {"you": N_("You cannot do that now: the round is at another step."),
        "other": N_("{who} cannot do that now: the round is at another step.")},
    "not_your_turn": {"you": N_("Not yet: it is {turn}'s turn."), "other": N_("It is not {who}'s turn.")},
    "not_in_hand": {"you": N_("You do not hold {card}."), "other": N_("{who} does not hold {card}.")},
    "not_a_point": N_("There are only three Points."),
    "point_locked": N_("That Point is locked down for the rest of the round."),
    "cheat_tokens": N_("{card} takes 1 to {most} Cheat tokens."),
    "luck_exact": N_("{card} moves a Point by exactly {move}, up or down."),
    "decoy_with_cheat": N_("The Decoy is declared only with a Cheat."),
    "lookout_token": N_("That Point has a Lookout token: no Cheat may be played on it."),
    "decoy_token": N_("That Point has a Decoy token: no Luck may be played on it."),
    "out_of_bounds": N_("A Point must stay between 2 and 12: this one would go from {total} to {after}."),
    "has_no": {"you": N_("You have no {what}."), "other": N_("{who} has no {what}.")},
    "exhausted": {"you": N_("Your {what} is exhausted until the next round (or a Yo 'Leven!)."),
        "other": N_("{who}'s {what} is exhausted.")},
    "crapped_out": {"you": N_("Your {character} has crapped out: he can no longer be the Shooter."),
        "other": N_("{who}'s {character} has crapped out.")},
    "not_in_side_bet_deck": {"you": N_("{bet} is not in your Side Bet deck."),
        "other": N_("{bet} is not in {who}'s Side Bet deck.")},
    "burn": {"you": N_("You may burn a card only when none of your cards can be played."),
        "other": N_("{who} may burn a card only when none of their cards can be played.")},
    "pass": {"you": N_("You still hold cards: play one (you may pass only with an empty hand)."),
        "other": N_("{who} still holds cards and cannot pass.")},
    "nothing_to_draw": N_("There is nothing to draw: the Gamble deck and its discard pile are empty."),
    "cards_drawn": {"you": N_("Choose among exactly the cards you drew ({drawn})."),
        "other": N_("{who} must choose among exactly the cards drawn.")},
    "needs_four_ten": N_("Fixes are part of the full game (the 4 and 10 Side Bets)."),
    "no_cheat": N_("That Point has no such Cheat to fix."),
    "one_token": N_("A Fix adds or removes one token, the same way ({before} cannot become {after})."),
    "must_change": N_("A Stacked Fix must change the Cheat's value."),
    "crew": {"you": N_("Keep 3 different characters of your faction."),
        "other": N_("{who} must keep 3 different characters.")},
}
