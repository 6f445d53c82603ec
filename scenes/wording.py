"""Engine words turned to the screen's voice: seat names instead of numbers, "you" for you.

The rules' reasons come from the engine (check_action); this only renames seats and fixes
the grammar of the second person."""
from __future__ import annotations

import re

from game.cards import SUIT_TITLES, card_title, parse_card
from game.state import State

_VERBS = r"(plays|discards|activates|scores|visits|wins|declares|leads|must|holds|has|does|is)"
_SECOND = {"plays": "play", "discards": "discard", "activates": "activate", "scores": "score",
           "visits": "visit", "wins": "win", "declares": "declare", "leads": "lead", "must": "must",
           "holds": "hold", "has": "have", "does": "do", "is": "are"}


def second_person(line: str, you: str = "You") -> str:
    """'You plays' -> 'You play', "You's" -> 'Your'."""
    line = re.sub(rf"\b{you} {_VERBS}\b", lambda m: f"{you} {_SECOND[m.group(1)]}", line)
    line = line.replace(f"{you}'s ", "Your ").replace(f" {you} win ", f" {you} win ")
    if line.startswith(f"{you} activate "):
        line = line.replace(" and sows ", " and sow ")     # "You activate Flies and sow 1 cube."
    return line


def name_seats(text: str, names: list[str]) -> str:
    """'seat 2' -> the seat's name (longest numbers first so 'seat 1' never eats 'seat 10')."""
    def repl(m: re.Match) -> str:
        i = int(m.group(1))
        return names[i] if 0 <= i < len(names) else m.group(0)
    text = re.sub(r"\b[Ss]eat (\d+)'s\b", lambda m: repl(m) + "'s", text)
    return re.sub(r"\b[Ss]eat (\d+)\b", repl, text)


def reason_for_player(reason: str, state: State, seat: int, names: list[str]) -> str:
    """The engine's reason, addressed to the player (e.g. 'You must follow Ants: you hold the 7 of Ants')."""
    m = re.search(r"must follow suit \(holds ([^)]*)\)", reason)
    if m and state.plays:
        lead = SUIT_TITLES[state.plays[0][1] >> 4]
        held = [card_title(parse_card(c.strip())) for c in m.group(1).split(",")]
        if "Emissary must follow" in reason:
            return f"The Emissary must follow {lead}: it has the {', the '.join(held)} face up."
        who = names[seat]
        subject = "You must" if who == "You" else f"{who} must"
        return f"{subject} follow {lead}: {'you hold' if who == 'You' else 'holding'} the {', the '.join(held)}."
    text = second_person(name_seats(reason, names))
    return text[:1].upper() + text[1:]
