"""The system clipboard through pygame.scrap, where the platform offers one: a join code is
copied for the host and pasted by a friend. Without a clipboard (a headless run, an odd
platform) copy says False and paste None; the code is always shown in full to type instead."""
from __future__ import annotations

import pygame


def copy(text: str) -> bool:
    try:
        pygame.scrap.put_text(text)
        return True
    except (pygame.error, AttributeError, NotImplementedError):
        return False


def paste() -> str | None:
    try:
        got = pygame.scrap.get_text()
    except (pygame.error, AttributeError, NotImplementedError):
        return None
    return got or None


def paste_into(field) -> bool:
    """Put the clipboard's text (trimmed, cut to the field's length) into a text field; False
    when there is nothing to paste (the caller says to type instead)."""
    got = paste()
    if got is None:
        return False
    field.text = got.strip()[:field.max_len]
    return True
