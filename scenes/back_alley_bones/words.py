"""What a Back Alley Bones player reads: cards, actions and choices, log lines for the engine's
typed events, and a sentence per refusal rule (scenes/back_alley_bones/refusal_text.py), with
seat names and "you" (the reader's seat), in the current language: every sentence is one
catalogue message, with a form for the reader's own seat and one for another's (Reader.says).
Nothing here decides a rule: every value comes from an event, an action or a view."""
from __future__ import annotations

from typing import Any, Sequence

from game.back_alley_bones.cards import grub_values, is_cheat, is_pharma, strength
from game.i18n import N_, _, ngettext
from game.protocol import Refusal
from game.words import Reader, and_words, counted, list_words
from scenes.back_alley_bones.refusal_text import REFUSALS
from scenes.wording import OTHER, YOU, RefusalTemplates

# TRANSLATORS: a Point of Back Alley Bones in a sentence ("plays a Cheat 3 on the first Point").
POINT_WORDS = (N_("the first Point"), N_("the second Point"), N_("the third Point"))
# A Point opening a sentence ("The first Point is locked ...").
POINT_SUBJECTS = (N_("The first Point"), N_("The second Point"), N_("The third Point"))
SPECIAL_WORDS = {"lucky_seven": N_("Lucky Seven!"), "yo_leven": N_("Yo 'Leven!"), "lockdown": N_("Lockdown!")}
GRUB_REASONS = {"seven": N_("a Seven"), "lucky_seven": N_("a Lucky Seven"), "yo_leven": N_("a Yo 'Leven")}
ABILITY_WORDS = {"sizzler": N_("the Sizzler's draw"), "draw": N_("a Draw"), "stacked_draw": N_("a Stacked Draw"),
                 "sniff": N_("a Sniff"), "stacked_sniff": N_("a Stacked Sniff"), "fix": N_("a Fix"),
                 "stacked_fix": N_("a Stacked Fix")}
# The characters by id: their names (said as they are in every language: the game's names).
CHARACTER_NAMES = {"decoy": "Decoy", "lookout": "Lookout", "sizzler": "Sizzler", "flex": "Flex"}


def point_words(i: int) -> str:
    """'the first Point' in the current language."""
    return _(POINT_WORDS[i])


def point_subject(i: int) -> str:
    """'The first Point', opening a sentence."""
    return _(POINT_SUBJECTS[i])


def character_name(name: str) -> str:
    """'Decoy': a character by its id, as the game names it."""
    return CHARACTER_NAMES.get(name, name.capitalize())


def character_words(name: str | None) -> str:
    """'the Decoy' ('nobody' for None)."""
    # TRANSLATORS: a character of Back Alley Bones by its name ("the Decoy").
    return _("the {character}", character=character_name(name)) if name else _("nobody")


def card_name(card: str) -> str:
    """C3 'Cheat 3', L2 'Luck 2'."""
    return _("Cheat {n}", n=strength(card)) if is_cheat(card) else _("Luck {n}", n=strength(card))


def card_words(card: str) -> str:
    """C3 'a Cheat 3', L2 'a Luck 2'."""
    return _("a Cheat {n}", n=strength(card)) if is_cheat(card) else _("a Luck {n}", n=strength(card))


def move_words(card: str, by: int) -> str:
    """'+2' for a Luck, '3 tokens down' for a Cheat."""
    if is_cheat(card):
        n = abs(by)
        return ngettext("{n} token up", "{n} tokens up", n) if by > 0 else ngettext("{n} token down", "{n} tokens down", n)
    return f"{by:+d}"


def put_words(top: int, bottom: int) -> str:
    """Where sniffed Grub went: '2 back on top and 1 at the bottom', 'both back on top', ...
    (a side that got none is not named)."""
    if not bottom:
        return _("it back on top") if top == 1 else _("both back on top") if top == 2 else \
            _("all {n} back on top", n=top)
    if not top:
        return _("it at the bottom") if bottom == 1 else _("both at the bottom") if bottom == 2 else \
            _("all {n} at the bottom", n=bottom)
    return _("{top} back on top and {bottom} at the bottom", top=top, bottom=bottom)


def token_button_words(card: str | None, by: int | None, decoy: tuple[bool, str | None]) -> tuple[str, str, str]:
    """The token controls' words for the chosen `card` moving `by` with the Decoy choice
    `decoy` (declared, the card paying the Flex): the step down, the step up, the Decoy."""
    if card is None or by is None:
        return "", "", ""
    if not is_cheat(card):
        down, up = _("\u25bc lower"), _("\u25b2 raise")
    elif by > 0:
        down, up = _("\u2212 token"), _("+ token")
    else:
        down, up = _("\u25bc more down"), _("\u2212 token")
    declared, flex = decoy
    words = _("Decoy: off (D)") if not declared else (_("Decoy: on (D)") if flex is None
                                                       else _("Flex as Decoy, pay {card}", card=flex))
    return down, up, words


def grub_words(card: str) -> str:
    """F2 'Food 2', P0/4 'Pharma 0/4'."""
    low, high = grub_values(card)
    return _("Pharma {low}/{high}", low=low, high=high) if is_pharma(card) else _("Food {n}", n=low)


# The factions (config/back_alley_bones.yaml) by id: their words.
FACTION_WORDS = {"pigeons": N_("Pigeons"), "squirrels": N_("Squirrels"), "rats": N_("Rats"), "roaches": N_("Roaches")}


def faction_words(faction: str) -> str:
    return _(FACTION_WORDS[faction]) if faction in FACTION_WORDS else faction.capitalize()


# --- refusals ----------------------------------------------------------------------------------

_TEMPLATES = RefusalTemplates({rule: tuple((k, entry[k]) for k in (YOU, OTHER) if k in entry)
                               for rule, entry in ((r, {OTHER: e} if isinstance(e, str) else e)
                                                   for r, e in REFUSALS.items())})


def _param_words(key: str, value: Any, names: Sequence[str], you: int | None) -> str:
    if key == "card" and isinstance(value, str):
        return card_words(value)
    if key == "point" and isinstance(value, int) and 0 <= value < len(POINT_WORDS):
        return point_words(value)
    if key == "turn" and isinstance(value, int) and 0 <= value < len(names):
        return names[value]
    if key == "character" and isinstance(value, str) and value.isalpha():
        return character_name(value)
    return str(value)


# What a has_no / exhausted refusal names, by its `thing` (game/back_alley_bones/refusals.py).
_ABILITY_THINGS = {"draw": N_("Draw ability in Side Bet {bet}"), "sniff": N_("Sniff ability in Side Bet {bet}"),
                   "fix": N_("Fix ability in Side Bet {bet}")}


def _thing_words(params: dict) -> str:
    thing = params.get("thing")
    if thing in ("character", "roster"):
        return character_name(str(params.get("character")))
    if thing == "won_bet":
        return _("won Side Bet {bet}", bet=params.get("bet"))
    if thing == "bet":
        return _("Side Bet {bet}", bet=params.get("bet"))
    if thing == "ability" and params.get("ability") in _ABILITY_THINGS:
        return _(_ABILITY_THINGS[params["ability"]], bet=params.get("bet"))
    return "?"


class _Words(dict):
    def __missing__(self, key: str) -> str:        # a placeholder the params lack: said plainly
        return "?"


def refusal_words(r: Refusal, names: Sequence[str], you: int | None) -> str:
    """`r` as seat `you` reads it (None: a spectator)."""
    if r.rule not in _TEMPLATES.forms:
        return _("Not allowed ({rule}).", rule=r.rule.replace("_", " "))
    words = _Words({k: _param_words(k, v, names, you) for k, v in dict(r.params).items()})
    if "thing" in r.params:
        words["what"] = _thing_words(dict(r.params))
    words["who"] = names[r.seat] if isinstance(r.seat, int) and 0 <= r.seat < len(names) else _("That seat")
    text = _(_TEMPLATES.form(r, you)).format_map(words)
    return text[:1].upper() + text[1:]


# --- actions and choices -------------------------------------------------------------------------

def _flex(words: str, flex: str | None) -> str:
    return _("{choice} (Flex, pay {card})", choice=words, card=flex) if flex else words


def choice_words(a) -> str:
    """A button's words for an action that is not a card played on a Point."""
    k = a.kind
    if k == "shooter":
        return _("Shooter: {character}", character=character_name(a.character))
    if k == "side_bet":
        return _("Side Bet {bet}", bet=a.bet)
    if k == "crew":
        return _("Keep {characters}", characters=list_words([character_name(c) for c in a.cards]))
    if k == "react":
        if a.character is None:
            return _("Let it stand")
        return _flex(_("Lookout: discard it"), a.flex)
    if k == "sizzler":
        return _flex(_("Sizzler: draw"), a.flex)
    if k == "draw":
        return _("Draw ({bet})", bet=a.bet)
    if k == "stacked_draw":
        return _("Stacked Draw (5+9)")
    if k == "sniff":
        return _("Sniff ({bet})", bet=a.bet)
    if k == "stacked_sniff":
        return _("Stacked Sniff (6+8)")
    if k == "put":
        return _("Top {top} | bottom {bottom}", top=" ".join(a.top) or "-", bottom=" ".join(a.bottom) or "-")
    if k == "keep":
        return _("Keep {cards}", cards=" ".join(a.cards))
    if k in ("fix", "stacked_fix"):
        fill = {"point": a.point + 1, "cheat": a.cheat + 1, "to": f"{a.to:+d}"}
        if k == "fix":
            return _("Fix ({bet}): point {point} Cheat {cheat} to {to}", bet=a.bet, **fill)
        return _("Stacked Fix: point {point} Cheat {cheat} to {to}", **fill)
    if k == "burn":
        return _("Burn {card}", card=a.card)
    if k == "pass":
        return _("Pass")
    return k


def action_words(a, names: Sequence[str], you: int | None = None) -> str:
    """'Ada plays C3 on the first Point, 2 tokens up' -- the replay's counter."""
    r = Reader(names, you)
    if a.kind == "play":
        fill = {"card": a.card, "point": point_words(a.point), "move": move_words(a.card, a.by)}
        if a.decoy:
            return r.says(a.seat, N_("you play {card} on {point}, {move} with the Decoy"),
                          N_("{name} plays {card} on {point}, {move} with the Decoy"), **fill)
        return r.says(a.seat, N_("you play {card} on {point}, {move}"), N_("{name} plays {card} on {point}, {move}"),
                      **fill)
    # TRANSLATORS: a seat and the choice it made, in the replay's counter ("Ada: Side Bet 6").
    return _("{name}: {choice}", name=r.who(a.seat), choice=choice_words(a))


# --- log lines -------------------------------------------------------------------------------------

def _played_line(r: Reader, e) -> str:
    fill = {"card": card_words(e.card), "point": point_words(e.point), "total": e.total}
    if not e.decoy:
        return r.says(e.seat, N_("You play {card} on {point}: now {total}."),
                      N_("{name} plays {card} on {point}: now {total}."), **fill)
    if e.paid:
        return r.says(e.seat, N_("You play {card} on {point} with the Decoy (the Flex, paying {paid}): now {total}."),
                      N_("{name} plays {card} on {point} with the Decoy (the Flex, paying {paid}): now {total}."),
                      paid=e.paid, **fill)
    return r.says(e.seat, N_("You play {card} on {point} with the Decoy: now {total}."),
                  N_("{name} plays {card} on {point} with the Decoy: now {total}."), **fill)


def _countered_line(r: Reader, e, names: Sequence[str], you: int | None) -> str:
    card = card_name(e.card)
    fill = {"card": card, "paid": e.paid, "cheater": names[e.cheater]}
    yours = e.cheater == you
    if e.seat == you:      # you send the Lookout against the other's Cheat
        return _("You send the Lookout (the Flex, paying {paid}): {cheater}'s {card} is discarded.", **fill) \
            if e.paid else _("You send the Lookout: {cheater}'s {card} is discarded.", **fill)
    name = r.who(e.seat)
    if yours:
        return _("{name} sends the Lookout (the Flex, paying {paid}): your {card} is discarded.", name=name, **fill) \
            if e.paid else _("{name} sends the Lookout: your {card} is discarded.", name=name, **fill)
    return _("{name} sends the Lookout (the Flex, paying {paid}): {cheater}'s {card} is discarded.", name=name,
             **fill) if e.paid else _("{name} sends the Lookout: {cheater}'s {card} is discarded.", name=name, **fill)


def event_lines(e, names: Sequence[str], you: int | None) -> list[str]:
    """The log lines of one event ([] for those not worth a line)."""
    r = Reader(names, you)
    k = e.kind
    if k == "round_began":
        return [_("Round {round}: every exhausted card is ready again.", round=e.round)]
    if k == "crew_chosen":
        return [r.says(e.seat, N_("You keep {characters}."), N_("{name} keeps {characters}."),
                       characters=and_words([character_words(c) for c in e.characters]))]
    if k == "shooter_chosen":
        return [r.says(e.seat, N_("You put the dice on {character}."), N_("{name} puts the dice on {character}."),
                       character=character_words(e.character))]
    if k == "hands_dealt":
        return [_("Hands dealt: {first} and {second} cards.", first=e.sizes[0], second=e.sizes[1])]
    if k == "gamble_reshuffled":
        return [_("The discard pile ({cards}) is shuffled into a new Gamble deck.", cards=counted(e.cards, "card"))]
    if k == "points_revealed":
        return [_("The Points: {points}.", points=list_words([str(c) for c in e.cards]))]
    if k == "side_bet_chosen":
        return [r.says(e.seat, N_("You put a Side Bet face down."), N_("{name} puts a Side Bet face down."))]
    if k == "cheat_pending":
        return [r.says(e.seat, N_("You play {card} on {point} ({move}): the Lookout may answer."),
                       N_("{name} plays {card} on {point} ({move}): the Lookout may answer."),
                       card=card_words(e.card), point=point_words(e.point), move=move_words(e.card, e.by))]
    if k == "card_played":
        return [_played_line(r, e)]
    if k == "cheat_countered":
        return [_countered_line(r, e, names, you)]
    if k == "cheat_allowed":
        return [r.says(e.seat, N_("You let the Cheat stand."), N_("{name} lets the Cheat stand."))]
    if k == "card_burned":
        return [r.says(e.seat, N_("You burn {card} (no legal play)."), N_("{name} burns {card} (no legal play)."),
                       card=card_words(e.card))]
    if k == "passed":
        return [r.says(e.seat, N_("You pass (an empty hand)."), N_("{name} passes (an empty hand)."))]
    if k == "ability_used":
        ability = _(ABILITY_WORDS[e.ability]) if e.ability in ABILITY_WORDS else e.ability
        if e.paid:
            return [r.says(e.seat, N_("You use {ability}, paying {paid}."), N_("{name} uses {ability}, paying {paid}."),
                           ability=ability, paid=e.paid)]
        return [r.says(e.seat, N_("You use {ability}."), N_("{name} uses {ability}."), ability=ability)]
    if k == "cards_drawn":
        return [r.says(e.seat, N_("You draw {cards}."), N_("{name} draws {cards}."), cards=counted(e.count, "card"))]
    if k == "cards_kept":
        if e.discarded:
            return [r.says(e.seat, N_("You keep {kept}, discarding {discarded}."),
                           N_("{name} keeps {kept}, discarding {discarded}."),
                           kept=e.kept, discarded=" ".join(e.discarded))]
        return [r.says(e.seat, N_("You keep {kept}."), N_("{name} keeps {kept}."), kept=e.kept)]
    if k == "grub_sniffed":
        if e.count == 1:
            return [r.says(e.seat, N_("You sniff the top Grub card."), N_("{name} sniffs the top Grub card."))]
        return [r.says(e.seat, N_("You sniff the top {n} Grub cards."), N_("{name} sniffs the top {n} Grub cards."),
                       n=e.count)]
    if k == "grub_put":
        return [r.says(e.seat, N_("You put {where}."), N_("{name} puts {where}."), where=put_words(e.top, e.bottom))]
    if k == "cheat_fixed":
        return [r.says(e.seat, N_("You fix a Cheat on {point}: {before} to {after}, now {total}."),
                       N_("{name} fixes a Cheat on {point}: {before} to {after}, now {total}."),
                       point=point_words(e.point), before=f"{e.before:+d}", after=f"{e.after:+d}", total=e.total)]
    if k == "yo_leven":
        fill = {"point": point_subject(e.point)}
        if e.luck:
            return [r.says(e.seat, N_("Yo 'Leven! {point} is 11: you refresh every card and the top Grub card."),
                           N_("Yo 'Leven! {point} is 11: {name} refreshes every card and the top Grub card."), **fill)]
        return [r.says(e.seat, N_("Yo 'Leven! {point} is 11: you refresh every card."),
                       N_("Yo 'Leven! {point} is 11: {name} refreshes every card."), **fill)]
    if k == "lucky_seven":
        return [r.says(e.seat, N_("Lucky Seven! You take the top Grub card."),
                       N_("Lucky Seven! {name} takes the top Grub card."))]
    if k == "lockdown":
        return [_("Lockdown! {point} is locked for the rest of the round.", point=point_subject(e.point))]
    if k == "grub_taken":
        fill = {"grub": grub_words(e.card), "value": e.value,
                "reason": _(GRUB_REASONS[e.reason]) if e.reason in GRUB_REASONS else e.reason}
        if e.gamble:
            return [r.says(e.seat, N_("You take {grub} worth {value} for {reason} (turned up {gamble})."),
                           N_("{name} takes {grub} worth {value} for {reason} (turned up {gamble})."),
                           gamble=e.gamble, **fill)]
        return [r.says(e.seat, N_("You take {grub} worth {value} for {reason}."),
                       N_("{name} takes {grub} worth {value} for {reason}."), **fill)]
    if k == "seven":
        return [_("A Seven on {point}!", point=point_words(e.point))]
    if k == "crap_out":
        return [r.says(e.seat, N_("You: the {character} craps out."), N_("{name}: the {character} craps out."),
                       character=character_name(e.character))]
    if k == "dice_passed":
        return [_("The dice pass to you.") if e.seat == you else _("The dice pass to {name}.", name=r.who(e.seat))]
    if k == "side_bets_revealed":
        # TRANSLATORS: one seat's Side Bet in a list ("Ada 6, Bo none").
        bets = [_("{name} {bet}", name=names[i], bet=b) if b is not None else _("{name} none", name=names[i])
                for i, b in enumerate(e.bets)]
        return [_("Side Bets revealed: {bets}.", bets=list_words(bets))]
    if k == "side_bet_won":
        return [r.says(e.seat, N_("You win the Side Bet {bet}."), N_("{name} wins the Side Bet {bet}."), bet=e.bet)]
    if k == "round_ended":
        return [_("Round {round} ends: {cards} to the discard pile.", round=e.round,
                  cards=counted(e.discarded, "card"))]
    if k == "game_ended":
        return [_("The game ends: {first} {first_grub} Grub, {second} {second_grub} Grub.", first=names[0],
                  first_grub=e.grub[0], second=names[1], second_grub=e.grub[1])]
    return []


def prompt_words(v, names: Sequence[str], shown: int | None) -> str:
    """What the table waits for, as `shown`'s player reads it ("" when nobody acts)."""
    if v.to_act is None:
        return ""
    seat, decision = v.to_act
    if shown is None or seat != shown:
        if v.phase == "side_bet" and shown is not None and v.side_bet_down[shown]:
            return _("Waiting for the other Side Bet.")
        return _(_OTHER_DECISIONS.get(decision, N_("{name} acts.")), name=names[seat])
    return _(_YOUR_DECISIONS.get(decision, N_("Your move.")))


_YOUR_DECISIONS = {
    "crew": N_("Keep three of your four characters."),
    "shooter": N_("Choose your Shooter: put the dice on one of your characters."),
    "side_bet": N_("Choose a Side Bet in secret (it is revealed after the round)."),
    "play": N_("Your turn: choose a card, set its tokens, then click a Point (or use an ability)."),
    "react": N_("Your opponent cheats! Send the Lookout to discard it, or let it stand."),
    "sniff": N_("Put the sniffed Grub back: on top or at the bottom."),
    "keep": N_("Keep two of the cards you drew."),
}
_OTHER_DECISIONS = {"crew": N_("{name} chooses a crew."), "shooter": N_("{name} chooses a Shooter."),
                    "side_bet": N_("{name} chooses a Side Bet."), "play": N_("{name} is playing."),
                    "react": N_("{name} may answer the Cheat with the Lookout."),
                    "sniff": N_("{name} is sniffing the Grub."), "keep": N_("{name} is choosing cards to keep.")}
