"""Every rule of Bug Council that can refuse an action, by its rulebook name, as data.

`check_action` answers None (legal) or a `game.protocol.Refusal` built by one of the
constructors below: `rule` is one of the ids of `RULES`, `seat` is the seat that tried to
act (None when that seat does not exist), `params` holds the values that broke the rule
(seats and cards as ints, suits as ring indices, lists as tuples) and `text` is the
engine's own sentence with seat numbers, what the command line and scenario files print.
Screens never read `text`: they render `rule` + `params` with a template per rule
(`config/refusals.yaml`), which is why every param below says what kind of value it is.

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

Constructors are called only when refusing, never on the legal path of a playout.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Iterable, Mapping

from game.cards import SUIT_TITLES, Card, card_str
from game.protocol import Refusal

# What a param holds, so a template renderer knows how to word it.
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
    kind) and, in a few words, what it says."""

    id: str
    section: str
    params: Mapping[str, str]
    says: str


_END = "End of Game"
_SETUP = "Setup"
_DECLARE = "Declaration Phase"
_DISCARD = "Declaration Phase: No Allegiance discard"
_PLAY = "Trick Phase: Playing the Trick"
_VISIT = "Trick Phase: Visiting the Council"
_TWO = "2 Player Game: Trick Phase"
_SOLO = "Solo Mode: Playing the Trick"

RULES: Mapping[str, RuleInfo] = {r.id: r for r in (
    RuleInfo("game_over", _END, {}, "the game is over: nothing more can be played"),
    RuleInfo("no_such_seat", _SETUP, {"seat": VALUE}, "the acting seat is not at this table"),
    RuleInfo("declaration_first", _DECLARE, {"waiting": SEATS},
             "every player declares before anything else happens in an Age"),
    RuleInfo("not_a_declarer", _DECLARE, {},
             "the Emissary and the Termitenator never declare (nor discard)"),
    RuleInfo("already_declared", _DECLARE, {}, "a player declares once per Age"),
    RuleInfo("bad_declaration", _DECLARE, {"choice": VALUE},
             "a declaration is Allegiance or No Allegiance"),
    RuleInfo("discards_first", _DISCARD, {"waiting": SEATS},
             "No Allegiance players discard before the first trick"),
    RuleInfo("already_discarded", _DISCARD, {}, "a No Allegiance player discards one card"),
    RuleInfo("allegiance_discards_nothing", _DISCARD, {},
             "only No Allegiance players discard"),
    RuleInfo("card_not_held", _PLAY, {"card": CARD},
             "a player plays (or discards) a card from their own hand"),
    RuleInfo("trick_phase_play", _PLAY, {"turn": SEAT},
             "in the Trick Phase the next thing to do is to play a card"),
    RuleInfo("not_your_turn", _PLAY, {"turn": SEAT}, "cards are played clockwise, one at a time"),
    RuleInfo("plays_own_hand", _PLAY, {},
             "a player plays from their own hand (an Emissary card is played only for the Emissary)"),
    RuleInfo("must_follow_suit", _PLAY, {"lead": SUIT, "cards": CARDS},
             "a player with a card of the lead suit must play one"),
    RuleInfo("must_visit_first", _VISIT, {"visitor": SEAT},
             "the visit comes before the next trick"),
    RuleInfo("not_the_visitor", _VISIT, {"visitor": SEAT},
             "the lowest on-suit card's player visits the Council"),
    RuleInfo("no_such_space", _VISIT, {"space": VALUE}, "the Council has five spaces"),
    RuleInfo("empty_space", _VISIT, {"space": SUIT},
             "only a space with 1 or more cubes can be activated"),
    RuleInfo("must_play_for_emissary", _TWO, {},
             "the Emissary's card is due, played by the player holding its marker"),
    RuleInfo("emissary_card_not_face_up", _TWO, {"card": CARD},
             "the Emissary plays one of its two face-up cards"),
    RuleInfo("emissary_must_follow_suit", _TWO, {"lead": SUIT, "cards": CARDS},
             "the Emissary must follow suit with its face-up cards if able"),
    RuleInfo("pyramid_card_not_face_up", _SOLO, {"card": CARD},
             "the Termitenator plays one of the face-up cards of its pyramid"),
    RuleInfo("termitenator_must_follow_suit", _SOLO, {"lead": SUIT, "cards": CARDS},
             "the Termitenator must follow suit if able"),
)}


def rules_of_section(section: str) -> list[str]:
    """The rule ids of a rulebook section (case-insensitive, a prefix is enough)."""
    s = section.lower()
    return [r.id for r in RULES.values() if r.section.lower().startswith(s)]


def _refuse(rule: str, seat: Any, text: str, **params: Any) -> Refusal:
    return Refusal(rule, seat if isinstance(seat, int) and not isinstance(seat, bool) else None,
                   params, text)


def _shown(card: Any) -> str:
    return card_str(card) if isinstance(card, int) else repr(card)


# --- End of Game, Setup -------------------------------------------------------------------

def game_over(seat: Any) -> Refusal:
    return _refuse("game_over", seat, "the game is over")


def no_such_seat(seat: Any, text: str | None = None) -> Refusal:
    """`seat` is what was sent; `text` the engine's words when another check spoke first."""
    return Refusal("no_such_seat", None, {"seat": seat}, text if text is not None else f"there is no seat {seat!r}")


# --- Declaration Phase --------------------------------------------------------------------

def declaration_first(seat: int, waiting: Iterable[int]) -> Refusal:
    return _refuse("declaration_first", seat,
                   "it is the Declaration Phase: every player first declares Allegiance or No Allegiance",
                   waiting=tuple(waiting))


def not_a_declarer(seat: int, who: str) -> Refusal:
    """`who` is the mode's own word for the seat ("the Emissary")."""
    return _refuse("not_a_declarer", seat, f"{who} does not declare")


def already_declared(seat: int) -> Refusal:
    return _refuse("already_declared", seat, f"seat {seat} has already declared")


def bad_declaration(seat: int, choice: Any) -> Refusal:
    return _refuse("bad_declaration", seat, f"declare allegiance or no_allegiance, not {choice!r}",
                   choice=choice)


def discards_first(seat: int, waiting: Iterable[int]) -> Refusal:
    waiting = tuple(waiting)
    return _refuse("discards_first", seat,
                   f"No Allegiance discards come first (seat {', '.join(map(str, waiting))})",
                   waiting=waiting)


def already_discarded(seat: int) -> Refusal:
    return _refuse("already_discarded", seat, f"seat {seat} has already discarded")


def allegiance_discards_nothing(seat: int) -> Refusal:
    return _refuse("allegiance_discards_nothing", seat,
                   f"seat {seat} declared Allegiance and discards nothing")


def not_a_discarder(seat: int) -> Refusal:
    """A seat that never declares (the Emissary) tried to discard; the engine's words have
    always been those of an Allegiance player, the rule is that it does not declare."""
    return _refuse("not_a_declarer", seat, f"seat {seat} declared Allegiance and discards nothing")


def card_not_held(seat: int, card: Any, second_person: bool = False) -> Refusal:
    """`second_person`: the mode calls the seat "you" (the solo player)."""
    text = (f"you do not hold {_shown(card)}" if second_person
            else f"seat {seat} does not hold {_shown(card)}")
    return _refuse("card_not_held", seat, text, card=card)


# --- Trick Phase: Playing the Trick -------------------------------------------------------

def trick_phase_play(seat: int, turn: int, who: str) -> Refusal:
    """`who` names `turn`, the seat whose card is due, in the mode's words."""
    return _refuse("trick_phase_play", seat, f"it is the Trick Phase: {who} must play a card", turn=turn)


def not_your_turn(seat: Any, turn: int) -> Refusal:
    return _refuse("not_your_turn", seat, f"it is seat {turn}'s turn, not seat {seat}'s", turn=turn)


def must_follow_suit(seat: int, who: str, lead: int, cards: Iterable[Card],
                     rule: str = "must_follow_suit") -> Refusal:
    """`seat` tried to play off suit for the seat `who` names (itself, or the Emissary /
    Termitenator for `rule` emissary_must_follow_suit / termitenator_must_follow_suit);
    `cards` are the ones on the `lead` suit it could play."""
    cards = tuple(cards)
    return _refuse(rule, seat, f"{who} must follow suit (holds {', '.join(card_str(c) for c in cards)})",
                   lead=lead, cards=cards)


# --- Trick Phase: Visiting the Council ----------------------------------------------------

def must_visit_first(seat: int, visitor: int) -> Refusal:
    return _refuse("must_visit_first", seat, f"seat {visitor} must Visit the Council first", visitor=visitor)


def not_the_visitor(seat: int, visitor: int) -> Refusal:
    return _refuse("not_the_visitor", seat,
                   f"seat {visitor} visits the Council this trick, not seat {seat}", visitor=visitor)


def no_such_space(seat: int, space: Any) -> Refusal:
    return _refuse("no_such_space", seat, f"there is no council space {space!r}", space=space)


def empty_space(seat: int, space: int) -> Refusal:
    return _refuse("empty_space", seat, f"seat {seat} cannot activate {SUIT_TITLES[space]}: it has no cubes",
                   space=space)


def plays_own_hand(seat: int) -> Refusal:
    return _refuse("plays_own_hand", seat, f"seat {seat} plays from their own hand now, not for the Emissary")


# --- 2 Player Game: Trick Phase -----------------------------------------------------------

def must_play_for_emissary(seat: int) -> Refusal:
    return _refuse("must_play_for_emissary", seat, f"seat {seat} must play a card for the Emissary")


def emissary_card_not_face_up(seat: int, card: Any) -> Refusal:
    return _refuse("emissary_card_not_face_up", seat, f"the Emissary has no face-up {_shown(card)}",
                   card=card)


# --- Solo Mode: Playing the Trick ---------------------------------------------------------

def pyramid_card_not_face_up(seat: int, card: Any) -> Refusal:
    return _refuse("pyramid_card_not_face_up", seat,
                   f"the Termitenator cannot play {_shown(card)}: it is not face up in its pyramid",
                   card=card)
