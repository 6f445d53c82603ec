"""The pseudo-locale's words (docs/i18n.md, `qps`): every letter accented, about 40% longer, in
brackets, {placeholders} kept. tools/i18n.py makes the pseudo catalogue with it; the long texts
(game/long_texts.py) say their paragraphs with it, so a walk in `qps` shows any English left."""
from __future__ import annotations

import math
from string import Formatter

ACCENTED = str.maketrans("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
                         "àƀçđéƒĝĥîĵķĺɱñöþǫŕšţûṽŵẋýžÀßÇĐÉƑĜĤÎĴĶĹṀÑÖÞǪŔŠŢÛṼŴẊÝŽ")
FILLER = "ŵôŕđš ļöñĝéŕ "     # what lengthens a message, in words so that it still wraps
GROWTH = 0.4                 # about 40% longer: German runs 30% longer than English, and more


def pseudo(message: str) -> str:
    """`message` as the pseudo-locale says it: every letter accented, about 40% longer, in
    brackets (a cut-off end shows), the {placeholders} kept as they are."""
    out, visible = [], 0
    for literal, field, spec, conv in Formatter().parse(message):
        out.append(literal.translate(ACCENTED))
        visible += len(literal)
        if field is not None:
            out.append("{" + field + (f"!{conv}" if conv else "") + (f":{spec}" if spec else "") + "}")
    literal_text = "".join(out)
    extra = max(0, math.ceil(visible * GROWTH) - 2)
    filler = (FILLER * (extra // len(FILLER) + 1))[:extra].rstrip()
    return "[" + literal_text + (" " + filler if filler else "") + "]"
