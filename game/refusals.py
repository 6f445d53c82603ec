"""Every rule of Bug Council that can refuse an action, by its rulebook name, as data.

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

from dataclasses import dataclass
from typing import Any, Mapping

from game.cards import SUIT_TITLES, card_str
from game.protocol import Refusal

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


_END = "End of Game"
_SETUP = "Setup"
_DECLARE = "Declaration Phase"
_DISCARD = "Declaration Phase: No Allegiance discard"
_PLAY = "Trick Phase: Playing the Trick"
_VISIT = "Trick Phase: Visiting the Council"
_TWO = "2 Player Game: Trick Phase"
_SOLO = "Solo Mode: Playing the Trick"
_FOLLOW = "{who} must follow suit (holds {cards})"

RULES: Mapping[str, RuleInfo] = {r.id: r for r in (
    RuleInfo("game_over", _END, {}, "the game is over: nothing more can be played", "the game is over"),
    RuleInfo("no_such_seat", _SETUP, {"seat": VALUE}, "the acting seat is not at this table",
             "there is no seat {seat}"),
    RuleInfo("declaration_first", _DECLARE, {"waiting": SEATS},
             "every player declares before anything else happens in an Age",
             "it is the Declaration Phase: every player first declares Allegiance or No Allegiance"),
    RuleInfo("not_a_declarer", _DECLARE, {}, "the Emissary and the Termitenator never declare (nor discard)",
             "{who} does not declare"),
    RuleInfo("already_declared", _DECLARE, {}, "a player declares once per Age", "seat {seat} has already declared"),
    RuleInfo("bad_declaration", _DECLARE, {"choice": VALUE}, "a declaration is Allegiance or No Allegiance",
             "declare allegiance or no_allegiance, not {choice}"),
    RuleInfo("discards_first", _DISCARD, {"waiting": SEATS}, "No Allegiance players discard before the first trick",
             "No Allegiance discards come first (seat {waiting})"),
    RuleInfo("already_discarded", _DISCARD, {}, "a No Allegiance player discards one card",
             "seat {seat} has already discarded"),
    RuleInfo("allegiance_discards_nothing", _DISCARD, {}, "only No Allegiance players discard",
             "seat {seat} declared Allegiance and discards nothing"),
    RuleInfo("card_not_held", _PLAY, {"card": CARD}, "a player plays (or discards) a card from their own hand",
             "seat {seat} does not hold {card}"),
    RuleInfo("trick_phase_play", _PLAY, {"turn": SEAT}, "in the Trick Phase the next thing to do is to play a card",
             "it is the Trick Phase: {who} must play a card"),
    RuleInfo("not_your_turn", _PLAY, {"turn": SEAT}, "cards are played clockwise, one at a time",
             "it is seat {turn}'s turn, not seat {seat}'s"),
    RuleInfo("plays_own_hand", _PLAY, {},
             "a player plays from their own hand (an Emissary card is played only for the Emissary)",
             "seat {seat} plays from their own hand now, not for the Emissary"),
    RuleInfo("must_follow_suit", _PLAY, {"lead": SUIT, "cards": CARDS},
             "a player with a card of the lead suit must play one", _FOLLOW),
    RuleInfo("must_visit_first", _VISIT, {"visitor": SEAT}, "the visit comes before the next trick",
             "seat {visitor} must Visit the Council first"),
    RuleInfo("not_the_visitor", _VISIT, {"visitor": SEAT}, "the lowest on-suit card's player visits the Council",
             "seat {visitor} visits the Council this trick, not seat {seat}"),
    RuleInfo("no_such_space", _VISIT, {"space": VALUE}, "the Council has five spaces",
             "there is no council space {space}"),
    RuleInfo("empty_space", _VISIT, {"space": SUIT}, "only a space with 1 or more cubes can be activated",
             "seat {seat} cannot activate {space}: it has no cubes"),
    RuleInfo("must_play_for_emissary", _TWO, {},
             "the Emissary's card is due, played by the player holding its marker",
             "seat {seat} must play a card for the Emissary"),
    RuleInfo("emissary_card_not_face_up", _TWO, {"card": CARD}, "the Emissary plays one of its two face-up cards",
             "the Emissary has no face-up {card}"),
    RuleInfo("emissary_must_follow_suit", _TWO, {"lead": SUIT, "cards": CARDS},
             "the Emissary must follow suit with its face-up cards if able", _FOLLOW),
    RuleInfo("pyramid_card_not_face_up", _SOLO, {"card": CARD},
             "the Termitenator plays one of the face-up cards of its pyramid",
             "the Termitenator cannot play {card}: it is not face up in its pyramid"),
    RuleInfo("termitenator_must_follow_suit", _SOLO, {"lead": SUIT, "cards": CARDS},
             "the Termitenator must follow suit if able", _FOLLOW),
)}


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
