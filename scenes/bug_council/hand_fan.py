"""The bottom seat's hand as the table fans it: the order the sort button chose, and how high
each card is raised (legal, the one awaiting its confirming click, the hovered or keyboard's)."""
from __future__ import annotations

import pygame

from game.bug_council.cards import suit_of, value_of
from game.i18n import pgettext

SORT_MODES = ("suit", "value", "strength")


def sort_words(mode: str) -> str:
    """A hand order as the Sort button names it."""
    if mode == "suit":
        return pgettext("hand order", "suit")
    if mode == "value":
        return pgettext("hand order", "value")
    return pgettext("hand order", "strength")


def sorted_hand(hand, mode: str, strength: tuple[int, ...]) -> list[int]:
    """`hand` in the order of sort `mode`: as dealt (by suit), by value, or by the suits'
    strength (`strength`: the spaces strongest first, from the seat's view)."""
    out = list(hand)
    if mode == "value":
        out.sort(key=lambda c: (value_of(c), suit_of(c)))
    elif mode == "strength":
        out.sort(key=lambda c: (strength.index(suit_of(c)), value_of(c)))
    return out


def raise_cards(cfg, rects: list[pygame.Rect], cards: list[int], legal, chosen: int | None,
                pointed: set[int | None]) -> list[pygame.Rect]:
    """`rects` (the fanned hand of `cards`, while a play or a discard is asked) raised: legal
    cards a little, the chosen card more, else the cards `pointed` at (their indexes) by the
    pointer and the keyboard."""
    for i, (card, r) in enumerate(zip(cards, rects)):
        lift = cfg.num("legal_lift") if card in legal else 0
        if card == chosen:
            lift += cfg.data["confirm"]["lift"]
        elif i in pointed:
            lift += cfg.num("hand_lift")
        r.y -= lift
    return rects

