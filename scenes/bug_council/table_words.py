"""The table's words for the bottom seat: the prompt of the decision it faces (or who it waits
for), a choice awaiting its confirming click, the hovered visit's sowing, and the declaration
buttons' stakes. From the seat's view alone: the engine computed every fact they state."""
from __future__ import annotations

from typing import Callable

import pygame

from game.bug_council.actions import ALLEGIANCE, NO_ALLEGIANCE
from game.bug_council.cards import SUIT_TITLES, card_title
from game.bug_council.view import SeatView, Sowing
from game.words import counted
from scenes.widgets import Button

DECISION_WORDS = {"declare": "declaration", "discard": "discard", "play": "play",
                  "emissary": "Emissary card", "visit": "Council visit"}


def decision_prompt(kind: str | None, view: SeatView, mine: SeatView | None, names: list[str],
                    waiting: set[int], preview: Sowing | None) -> str:
    """The prompt while the bottom seat (`mine`: its view, None when nobody plays here) faces
    decision `kind` (None: none), or what the table waits for (`waiting`: who may act)."""
    if kind == "declare":
        return "Declare: Allegiance or No Allegiance (click, or press A / N)."
    if kind == "discard":
        return "No Allegiance: discard one card \u2014 click it or drag it onto the leftover deck."
    if kind == "visit":
        if preview is not None:
            return preview_words(preview, view.council)
        return "You visit the Council: hover a space to preview the sowing, click to commit."
    if kind == "play":
        if mine.lead_suit is None:
            return "Your lead: play any card (drag it to the trick, click it, or arrows + Enter)."
        lead = SUIT_TITLES[mine.lead_suit]
        if mine.must_follow:
            return f"Your turn: you must follow {lead}."
        return f"Your turn: you have no {lead}, so any card may be played."
    if view.to_act is None:
        return ""
    seat, acting = view.to_act
    if acting in ("declare", "discard") and mine is not None and not mine.legal:
        who = ", ".join(names[w] for w in sorted(waiting))
        verb = "declare" if acting == "declare" else "discard"
        return f"Waiting for {who} to {verb}\u2026"
    if acting == "visit":
        return f"{names[seat]} visits the Council and chooses a space to sow\u2026"
    return f"{names[seat]} is choosing a {DECISION_WORDS.get(acting, acting)}\u2026"


def confirm_words(kind: str, arg: int) -> str:
    """A choice awaiting its confirming click / Enter."""
    if kind == "visit":
        return f"Click {SUIT_TITLES[arg]} again (or Enter) to sow it; Esc or another space to change."
    verb = "discard it" if kind == "discard" else "play it for the Emissary" if kind == "emissary" else "play it"
    return f"Click the {card_title(arg)} again (or Enter) to {verb}; Esc or another card to change."


def preview_words(sowing: Sowing, council: tuple[int, ...]) -> str:
    """The hovered visit of `council`: the cubes it sows, and who would lead afterwards."""
    after = sowing.council
    best = sowing.strength[0]
    tied = [i for i, n in enumerate(after) if n == after[best]]
    strongest = " = ".join(SUIT_TITLES[i] for i in tied)
    extra = f", {sowing.overflow} to the Chambers" if sowing.overflow else ""
    return (f"Sow {SUIT_TITLES[sowing.space]} ({counted(council[sowing.space], 'cube')}{extra}): "
            f"{strongest} would lead with {after[best]}. Click to commit.")


def declare_buttons(rect: pygame.Rect, head: dict, view: SeatView, declare: Callable[[str], object]) -> list[Button]:
    """The declaration panel's two buttons in `rect` below its heading (`head`: the layout's
    `declare_head`), with what each would score now; `declare(choice)` is sent the choice clicked."""
    pad = head["pad"]
    w = (rect.w - 3 * pad) // 2
    y = rect.y + head["buttons_y"]
    h = rect.h - head["buttons_y"] - pad
    top = max(view.council)
    strongest = SUIT_TITLES[view.strength[0]]
    na = view.na_value
    return [
        Button(pygame.Rect(rect.x + pad, y, w, h), "Allegiance", lambda: declare(ALLEGIANCE),
               sub=(f"Keep your last card: score 1 per trick won, plus 1 per cube on its suit's "
                    f"space at the Age's end (now up to {top}, on {strongest})."),
               stake=f"tricks + up to {top}"),
        Button(pygame.Rect(rect.x + 2 * pad + w, y, w, h), "No Allegiance", lambda: declare(NO_ALLEGIANCE),
               sub=(f"Win no tricks at all: score {view.na_base} + {view.chambers} in the Chambers = {na} "
                    f"(split if others succeed too). Win any trick: tricks only. Discard a card now."),
               stake=f"{na} points if no tricks"),
    ]
