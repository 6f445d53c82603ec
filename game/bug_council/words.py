"""Bug Council's names as every screen and the log say them: an Age by its numeral ("Age II",
as the board prints it). One place, so the log, the Replay list, the board and the review
never disagree. Pure (no pygame)."""
from __future__ import annotations

from typing import Sequence

from game.i18n import N_, _, pgettext

NUMERALS = ("I", "II", "III")     # the board prints three Ages (config/rules.yaml ages)


def age_numeral(age: int) -> str:
    """The Age's Roman numeral, 1 -> "I". A finished game's state counts one Age past the
    last; it reads as the last Age played."""
    return NUMERALS[max(1, min(age, len(NUMERALS))) - 1]


def age_title(age: int) -> str:
    """"Age II"."""
    return f"Age {age_numeral(age)}"


# --- the screens' words (the catalogue: game/i18n.py) ------------------------------------------
# The engine and the command line keep cards.SUIT_TITLES and card_title ("5 of Ants"); what a
# player reads on a screen comes from here, in the current language.

SUIT_WORDS = (N_("Bees"), N_("Mosquitoes"), N_("Ants"), N_("Cockroaches"), N_("Flies"))   # ring order


def suit_words(suit: int) -> str:
    """A suit (or its Council space) by its ring index: "Ants" ("Ameisen")."""
    return _(SUIT_WORDS[suit])


def card_words(card: int) -> str:
    """A card by itself, as its label reads: "7 of Ants" ("Ameisen-7")."""
    # TRANSLATORS: a card, its value and its suit: "7 of Ants".
    return _("{value} of {suit}", value=card & 15, suit=suit_words(card >> 4))


def the_card(card: int) -> str:
    """A card in a sentence: "the 7 of Ants" ("die Ameisen-7")."""
    # TRANSLATORS: a card in a sentence ("You do not hold the 7 of Ants").
    return _("the {value} of {suit}", value=card & 15, suit=suit_words(card >> 4))


def and_list(words: Sequence[str]) -> str:
    """"a", "a and b", "a, b and c", with the language's "and"."""
    if len(words) == 1:
        return words[0]
    return _("{items} and {last}", items=", ".join(words[:-1]), last=words[-1])


def suits_and(suits: Sequence[int]) -> str:
    """"Ants and Flies"."""
    return and_list([suit_words(s) for s in suits])


def declaration_words(choice: str) -> str:
    """A declaration by its id: "Allegiance" / "No Allegiance"."""
    return _("No Allegiance") if choice == "no_allegiance" else _("Allegiance")


def age_words(age: int) -> str:
    """"Age II" on a screen ("Zeitalter II")."""
    return _("Age {numeral}", numeral=age_numeral(age))


HAND_WORDS = {"four_of_a_kind": N_("Four of a kind"), "full_house": N_("Full house"), "flush": N_("Flush"),
              "straight": N_("Straight"), "three_of_a_kind": N_("Three of a kind"), "two_pair": N_("Two pair"),
              "pair": N_("Pair")}        # game/bug_council/poker.py HANDS


def hand_words(hand: str) -> str:
    """A poker hand's name by its id (the Card Shark's): "two_pair" -> "Two pair"."""
    return _(HAND_WORDS[hand]) if hand in HAND_WORDS else hand.replace("_", " ").capitalize()


PERSONALITY_WORDS = {"pacifist": N_("The Pacifist"), "pacifist2": N_("The Pacifist 2.0"),
                     "card_shark": N_("The Card Shark"), "thief": N_("The Thief"),
                     "trickster": N_("The Trickster")}     # config/termitenator.yaml's Solo Cards
OPPONENT_WORDS = {"pacifist": N_("Pacifist"), "pacifist2": N_("Pacifist 2.0"), "card_shark": N_("Card Shark"),
                  "thief": N_("Thief"), "trickster": N_("Trickster")}    # as a list names them, no article


def personality_title(personality: str | None) -> str:
    """A Solo Card by its id: "The Card Shark" (an unknown one: "The Termitenator")."""
    return _(PERSONALITY_WORDS[personality]) if personality in PERSONALITY_WORDS else _("The Termitenator")


def opponent_words(personality: str) -> str:
    """A Solo Card as a list or a row names it: "Card Shark"."""
    return _(OPPONENT_WORDS[personality]) if personality in OPPONENT_WORDS else str(personality)


MARKER_SPACES = {"leader": N_("Leader"), "follower": N_("Follower")}    # the Emissary's and the solo board's


def marker_space_words(space: str) -> str:
    """A marker's space by its id: "Leader" / "Follower"."""
    return _(MARKER_SPACES[space]) if space in MARKER_SPACES else space.capitalize()


IDEOLOGY_WORDS = {"winning": N_("Winning"), "losing": N_("Losing")}      # the Termitenator's Ideology


def ideology_words(ideology: str) -> str:
    """The Termitenator's Ideology by its id: "Winning" / "Losing"."""
    return _(IDEOLOGY_WORDS[ideology]) if ideology in IDEOLOGY_WORDS else ideology.capitalize()


def suit_letter(suit: int) -> str:
    """A suit's letter as a card's corner prints it: "A" for Ants ("A" for Ameisen, "K" for
    Kakerlaken). The command line's card codes keep cards.SUIT_LETTERS."""
    # TRANSLATORS: each suit's letter in a card's corner: the first letter of its name.
    return (pgettext("suit letter: Bees", "B"), pgettext("suit letter: Mosquitoes", "M"),
            pgettext("suit letter: Ants", "A"), pgettext("suit letter: Cockroaches", "C"),
            pgettext("suit letter: Flies", "F"))[suit]
