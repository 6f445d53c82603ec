"""What a Back Alley Bones player reads: cards, actions and choices, log lines for the engine's
typed events, and a sentence per refusal rule (config/back_alley_bones_refusals.yaml), with seat
names and "you" (the reader's seat). Nothing here decides a rule: every value comes from an
event, an action or a view."""
from __future__ import annotations

from functools import cache
from typing import Any, Sequence

from game.back_alley_bones.cards import grub_values, is_cheat, is_pharma, strength
from game.protocol import Refusal
from game.record import read_yaml
from game.words import Reader, counted
from game.resources import config_path
from scenes.wording import OTHER, YOU, RefusalTemplates, and_words

POINT_WORDS = ("the first Point", "the second Point", "the third Point")
SPECIAL_WORDS = {"lucky_seven": "Lucky Seven!", "yo_leven": "Yo 'Leven!", "lockdown": "Lockdown!"}
GRUB_REASONS = {"seven": "a Seven", "lucky_seven": "a Lucky Seven", "yo_leven": "a Yo 'Leven"}
ABILITY_WORDS = {"sizzler": "the Sizzler's draw", "draw": "a Draw", "stacked_draw": "a Stacked Draw",
                 "sniff": "a Sniff", "stacked_sniff": "a Stacked Sniff", "fix": "a Fix",
                 "stacked_fix": "a Stacked Fix"}


def character_words(name: str | None) -> str:
    """'the Decoy' ('nobody' for None)."""
    return f"the {name.capitalize()}" if name else "nobody"


def card_name(card: str) -> str:
    """C3 'Cheat 3', L2 'Luck 2'."""
    return f"{'Cheat' if is_cheat(card) else 'Luck'} {strength(card)}"


def card_words(card: str) -> str:
    """C3 'a Cheat 3', L2 'a Luck 2'."""
    return f"a {card_name(card)}"


def move_words(card: str, by: int) -> str:
    """'+2' for a Luck, '3 tokens down' for a Cheat."""
    if is_cheat(card):
        return f"{counted(abs(by), 'token')} {'up' if by > 0 else 'down'}"
    return f"{by:+d}"


def put_words(top: int, bottom: int) -> str:
    """Where sniffed Grub went: '2 back on top and 1 at the bottom', 'both back on top', ...
    (a side that got none is not named)."""
    if not bottom:
        return f"{'it' if top == 1 else 'all ' + str(top) if top > 2 else 'both'} back on top"
    if not top:
        return f"{'it' if bottom == 1 else 'all ' + str(bottom) if bottom > 2 else 'both'} at the bottom"
    return f"{top} back on top and {bottom} at the bottom"


def token_button_words(card: str | None, by: int | None, decoy: tuple[bool, str | None]) -> tuple[str, str, str]:
    """The token controls' words for the chosen `card` moving `by` with the Decoy choice
    `decoy` (declared, the card paying the Flex): the step down, the step up, the Decoy."""
    if card is None or by is None:
        return "", "", ""
    if not is_cheat(card):
        down, up = "\u25bc lower", "\u25b2 raise"
    elif by > 0:
        down, up = "\u2212 token", "+ token"
    else:
        down, up = "\u25bc more down", "\u2212 token"
    declared, flex = decoy
    words = "Decoy: off (D)" if not declared else ("Decoy: on (D)" if flex is None else f"Flex as Decoy, pay {flex}")
    return down, up, words


def grub_words(card: str) -> str:
    """F2 'Food 2', P0/4 'Pharma 0/4'."""
    low, high = grub_values(card)
    return f"Pharma {low}/{high}" if is_pharma(card) else f"Food {low}"


def faction_words(faction: str) -> str:
    return faction.capitalize()


# --- refusals ----------------------------------------------------------------------------------

@cache
def _templates() -> RefusalTemplates:
    """config/back_alley_bones_refusals.yaml as forms tried in order ('you', then 'other')."""
    data = read_yaml(config_path("back_alley_bones_refusals.yaml"))
    forms = {}
    for rule, entry in data.items():
        if rule == "version":
            continue
        entry = {OTHER: entry} if isinstance(entry, str) else entry
        forms[rule] = tuple((k, entry[k]) for k in (YOU, OTHER) if k in entry)
    return RefusalTemplates(forms)


def _param_words(key: str, value: Any, names: Sequence[str], you: int | None) -> str:
    if key == "card" and isinstance(value, str):
        return card_words(value)
    if key == "point" and isinstance(value, int) and 0 <= value < len(POINT_WORDS):
        return POINT_WORDS[value]
    if key == "turn" and isinstance(value, int) and 0 <= value < len(names):
        return names[value]
    if key in ("what", "character") and isinstance(value, str) and value.isalpha():
        return character_words(value)[4:].capitalize() if key == "character" else str(value)
    return str(value)


class _Words(dict):
    def __missing__(self, key: str) -> str:        # a placeholder the params lack: said plainly
        return "?"


def refusal_words(r: Refusal, names: Sequence[str], you: int | None) -> str:
    """`r` as seat `you` reads it (None: a spectator)."""
    templates = _templates()
    if r.rule not in templates.forms:
        return f"Not allowed ({r.rule.replace('_', ' ')})."
    words = _Words({k: _param_words(k, v, names, you) for k, v in dict(r.params).items()})
    words["who"] = names[r.seat] if isinstance(r.seat, int) and 0 <= r.seat < len(names) else "That seat"
    text = templates.form(r, you).format_map(words)
    return text[:1].upper() + text[1:]


# --- actions and choices -------------------------------------------------------------------------

def choice_words(a) -> str:
    """A button's words for an action that is not a card played on a Point."""
    k = a.kind
    if k == "shooter":
        return f"Shooter: {character_words(a.character)[4:]}"
    if k == "side_bet":
        return f"Side Bet {a.bet}"
    if k == "crew":
        return "Keep " + ", ".join(c.capitalize() for c in a.cards)
    if k == "react":
        if a.character is None:
            return "Let it stand"
        return f"Lookout: discard it" + (f" (Flex, pay {a.flex})" if a.flex else "")
    if k == "sizzler":
        return "Sizzler: draw" + (f" (Flex, pay {a.flex})" if a.flex else "")
    if k == "draw":
        return f"Draw ({a.bet})"
    if k == "stacked_draw":
        return "Stacked Draw (5+9)"
    if k == "sniff":
        return f"Sniff ({a.bet})"
    if k == "stacked_sniff":
        return "Stacked Sniff (6+8)"
    if k == "put":
        top = " ".join(a.top) or "-"
        bottom = " ".join(a.bottom) or "-"
        return f"Top {top} | bottom {bottom}"
    if k == "keep":
        return "Keep " + " ".join(a.cards)
    if k in ("fix", "stacked_fix"):
        name = f"Fix ({a.bet})" if k == "fix" else "Stacked Fix"
        return f"{name}: point {a.point + 1} Cheat {a.cheat + 1} to {a.to:+d}"
    if k == "burn":
        return f"Burn {a.card}"
    if k == "pass":
        return "Pass"
    return k


def action_words(a, names: Sequence[str], you: int | None = None) -> str:
    """'Ada plays C3 on the first Point, 2 tokens up' -- the replay's counter."""
    r = Reader(names, you)
    if a.kind == "play":
        decoy = " with the Decoy" if a.decoy else ""
        return f"{r.who(a.seat)} {r.verb(a.seat, 'play')} {a.card} on {POINT_WORDS[a.point]}, " \
               f"{move_words(a.card, a.by)}{decoy}"
    return f"{r.who(a.seat)}: {choice_words(a)}"


# --- log lines -------------------------------------------------------------------------------------

def event_lines(e, names: Sequence[str], you: int | None) -> list[str]:
    """The log lines of one event ([] for those not worth a line)."""
    r = Reader(names, you)
    k = e.kind
    if k == "round_began":
        return [f"Round {e.round}: every exhausted card is ready again."]
    if k == "crew_chosen":
        return [f"{r.subject(e.seat)} {r.verb(e.seat, 'keep')} {and_words([character_words(c) for c in e.characters])}."]
    if k == "shooter_chosen":
        return [f"{r.subject(e.seat)} {r.verb(e.seat, 'put')} the dice on {character_words(e.character)}."]
    if k == "hands_dealt":
        return [f"Hands dealt: {e.sizes[0]} and {e.sizes[1]} cards."]
    if k == "gamble_reshuffled":
        return [f"The discard pile ({e.cards} cards) is shuffled into a new Gamble deck."]
    if k == "points_revealed":
        return [f"The Points: {', '.join(str(c) for c in e.cards)}."]
    if k == "side_bet_chosen":
        return [f"{r.subject(e.seat)} {r.verb(e.seat, 'put')} a Side Bet face down."]
    if k == "cheat_pending":
        return [f"{r.subject(e.seat)} {r.verb(e.seat, 'play')} {card_words(e.card)} on {POINT_WORDS[e.point]} "
                f"({move_words(e.card, e.by)}): the Lookout may answer."]
    if k == "card_played":
        decoy = " with the Decoy" + (f" (the Flex, paying {e.paid})" if e.paid else "") if e.decoy else ""
        return [f"{r.subject(e.seat)} {r.verb(e.seat, 'play')} {card_words(e.card)} on {POINT_WORDS[e.point]}"
                f"{decoy}: now {e.total}."]
    if k == "cheat_countered":
        paid = f" (the Flex, paying {e.paid})" if e.paid else ""
        whose = "your" if e.cheater == you else f"{names[e.cheater]}'s"
        return [f"{r.subject(e.seat)} {r.verb(e.seat, 'send')} the Lookout{paid}: {whose} "
                f"{card_words(e.card)[2:]} is discarded."]
    if k == "cheat_allowed":
        return [f"{r.subject(e.seat)} {r.verb(e.seat, 'let')} the Cheat stand."]
    if k == "card_burned":
        return [f"{r.subject(e.seat)} {r.verb(e.seat, 'burn')} {card_words(e.card)} (no legal play)."]
    if k == "passed":
        return [f"{r.subject(e.seat)} {r.verb(e.seat, 'pass', 'passes')} (an empty hand)."]
    if k == "ability_used":
        paid = f", paying {e.paid}" if e.paid else ""
        return [f"{r.subject(e.seat)} {r.verb(e.seat, 'use')} {ABILITY_WORDS.get(e.ability, e.ability)}{paid}."]
    if k == "cards_drawn":
        return [f"{r.subject(e.seat)} {r.verb(e.seat, 'draw')} {counted(e.count, 'card')}."]
    if k == "cards_kept":
        gone = f", discarding {' '.join(e.discarded)}" if e.discarded else ""
        return [f"{r.subject(e.seat)} {r.verb(e.seat, 'keep')} {e.kept}{gone}."]
    if k == "grub_sniffed":
        top = "the top Grub card" if e.count == 1 else f"the top {counted(e.count, 'Grub card')}"
        return [f"{r.subject(e.seat)} {r.verb(e.seat, 'sniff')} {top}."]
    if k == "grub_put":
        return [f"{r.subject(e.seat)} {r.verb(e.seat, 'put')} {put_words(e.top, e.bottom)}."]
    if k == "cheat_fixed":
        return [f"{r.subject(e.seat)} {r.verb(e.seat, 'fix', 'fixes')} a Cheat on {POINT_WORDS[e.point]}: "
                f"{e.before:+d} to {e.after:+d}, now {e.total}."]
    if k == "yo_leven":
        grub = " and the top Grub card" if e.luck else ""
        return [f"Yo 'Leven! {POINT_WORDS[e.point].capitalize()} is 11: {r.who(e.seat)} "
                f"{r.verb(e.seat, 'refresh', 'refreshes')} every card{grub}."]
    if k == "lucky_seven":
        return [f"Lucky Seven! {r.subject(e.seat)} {r.verb(e.seat, 'take')} the top Grub card."]
    if k == "lockdown":
        return [f"Lockdown! {POINT_WORDS[e.point].capitalize()} is locked for the rest of the round."]
    if k == "grub_taken":
        turned = f" (turned up {e.gamble})" if e.gamble else ""
        return [f"{r.subject(e.seat)} {r.verb(e.seat, 'take')} {grub_words(e.card)} worth {e.value} for "
                f"{GRUB_REASONS.get(e.reason, e.reason)}{turned}."]
    if k == "seven":
        return [f"A Seven on {POINT_WORDS[e.point]}!"]
    if k == "crap_out":
        return [f"{r.subject(e.seat)}: {character_words(e.character)} craps out."]
    if k == "dice_passed":
        return [f"The dice pass to {r.who(e.seat)}."]
    if k == "side_bets_revealed":
        bets = [f"{names[i]} {b if b is not None else 'none'}" for i, b in enumerate(e.bets)]
        return [f"Side Bets revealed: {', '.join(bets)}."]
    if k == "side_bet_won":
        return [f"{r.subject(e.seat)} {r.verb(e.seat, 'win')} the Side Bet {e.bet}."]
    if k == "round_ended":
        return [f"Round {e.round} ends: {e.discarded} cards to the discard pile."]
    if k == "game_ended":
        return [f"The game ends: {names[0]} {e.grub[0]} Grub, {names[1]} {e.grub[1]} Grub."]
    return []


def prompt_words(v, names: Sequence[str], shown: int | None) -> str:
    """What the table waits for, as `shown`'s player reads it ("" when nobody acts)."""
    if v.to_act is None:
        return ""
    seat, decision = v.to_act
    if shown is None or seat != shown:
        if v.phase == "side_bet" and shown is not None and v.side_bet_down[shown]:
            return "Waiting for the other Side Bet."
        return f"{names[seat]} {_OTHER_DECISIONS.get(decision, 'acts')}."
    return _YOUR_DECISIONS.get(decision, "Your move.")


_YOUR_DECISIONS = {
    "crew": "Keep three of your four characters.",
    "shooter": "Choose your Shooter: put the dice on one of your characters.",
    "side_bet": "Choose a Side Bet in secret (it is revealed after the round).",
    "play": "Your turn: choose a card, set its tokens, then click a Point (or use an ability).",
    "react": "Your opponent cheats! Send the Lookout to discard it, or let it stand.",
    "sniff": "Put the sniffed Grub back: on top or at the bottom.",
    "keep": "Keep two of the cards you drew.",
}
_OTHER_DECISIONS = {"crew": "chooses a crew", "shooter": "chooses a Shooter", "side_bet": "chooses a Side Bet",
                    "play": "is playing", "react": "may answer the Cheat with the Lookout",
                    "sniff": "is sniffing the Grub", "keep": "is choosing cards to keep"}
