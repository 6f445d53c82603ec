"""Issue 31: no player-visible literal in the converted shell files bypasses the catalogue. The
source is scanned (ast): a string literal with words in the text argument of a draw, button or
caption call (text.blit / blit_in / wrap / fit, draw_notice, an overlay's begin, Button,
TextField's placeholder, a footer's or a segmented row's labels, the window caption) fails
unless it is the message of a translate call (game.i18n: _, ngettext, pgettext, npgettext, N_).

The files are those converted so far (the shell's flat scenes and the shell-side sentences of
game/; Party Bugs' and Back Alley Bones' scenes, words and summaries, the shared table and coach
pieces); a later slice adds the other games' files to `CONVERTED`."""
from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
CONVERTED = sorted(
    [f"scenes/{name}.py" for name in (
        "app", "client_table", "curtain", "folder_in_use", "join_scene", "joined_table", "lesson_scene", "lobby_scene",
        "lobby_seats", "matrix_lobby", "matrix_login_scene", "menu", "overlay", "question", "records_scene",
        "replay_controls", "rules_index", "rules_scene", "settings_scene", "setup_scene", "stats_scene",
        "title", "unfinished")]
    + ["game/stats.py", "game/undo.py", "game/words.py", "game/settings.py"]
    # Party Bugs and Back Alley Bones, and the table pieces they share (issue 31, slice 2).
    + ["scenes/table_kit.py", "scenes/option_rows.py", "game/undo_words.py"]
    + [f"scenes/coach/{name}.py" for name in (
        "hint_panel", "hint_state", "review_chart", "review_replay", "review_scene", "reviewer", "status_line",
        "table_coach", "words")]
    + [f"scenes/party_bugs/{name}.py" for name in (
        "art", "beats", "coach_text", "coach_view", "coach_words", "draw", "help", "pointer", "prompt", "remote",
        "replay", "result", "review", "screen", "setup", "table", "view", "words")]
    + [f"scenes/back_alley_bones/{name}.py" for name in (
        "art", "beats", "choosing", "draw", "help", "layout", "picture", "refusal_text", "remote", "replay",
        "result", "rules", "screen", "setup", "table", "words")]
    + [f"game/{game}/{name}.py" for game in ("party_bugs", "back_alley_bones")
       for name in ("summary", "undo_words", "definition")]
    # Bug Council's own (slice 2): every file of scenes/bug_council/ (one added later too) and the
    # words of game/bug_council/.
    + [p.relative_to(ROOT).as_posix() for p in (ROOT / "scenes" / "bug_council").glob("*.py")]
    + [f"game/bug_council/{name}.py" for name in ("automa", "definition", "log", "summary", "undo_words", "words")]
    # Bugspiel's (issue 32): every file of scenes/bugspiel/ and the words of game/bugspiel/.
    + [p.relative_to(ROOT).as_posix() for p in (ROOT / "scenes" / "bugspiel").glob("*.py")]
    + [f"game/bugspiel/{name}.py" for name in ("definition", "summary", "undo_words")])

TRANSLATE = {"_", "ngettext", "pgettext", "npgettext", "N_"}
# A game's coach words by entry (scenes/coach/words.CoachWords): the argument is a key of the
# game's catalogue messages, and what comes back is translated.
KEYED = {"hint_text", "review_text"}
WORDS = re.compile(r"[A-Za-z]{2,}")

# call name -> where its text is: an argument's index, a keyword, or ("labels", index): a list
# of (label, ...) tuples.
TEXT_ARGS: dict[str, tuple] = {
    "blit": (1,), "blit_in": (1,), "wrap": (0,), "fit": (0,), "first_fitting": (0,),
    "draw_notice": (1,), "begin": (2,), "Button": (1,), "TextField": ("placeholder",),
    "set_caption": (0,), "footer": (("labels", 0),), "segmented": (("labels", 3),),
}


def call_name(node: ast.Call) -> str | None:
    f = node.func
    return f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else None


def is_translated(node: ast.AST) -> bool:
    return isinstance(node, ast.Call) and call_name(node) in TRANSLATE | KEYED


# Not words: an address or a code shown as an example of its form ("@name:matrix.org"): no
# space, and a colon or an at sign.
EXAMPLE = re.compile(r"^[^\s]*[:@][^\s]*$")


def wordy(text: str) -> bool:
    return bool(WORDS.search(text)) and not EXAMPLE.match(text)


def literals(node: ast.AST):
    """The string literals with words in `node` (the text a call draws), outside translate
    calls. A key (`cfg["title"]`) is no text; of a nested call (`text.fit(name, "small", w)`)
    only the text it is given (its first argument) and what it is called on are."""
    if is_translated(node):
        return
    if isinstance(node, ast.Constant) and isinstance(node.value, str) and wordy(node.value):
        yield node
        return
    if isinstance(node, ast.JoinedStr):
        if any(isinstance(v, ast.Constant) and wordy(v.value) for v in node.values):
            yield node
        return
    if isinstance(node, ast.Subscript):
        yield from literals(node.value)
        return
    if isinstance(node, ast.Call):
        parts = node.args[:1] + ([node.func.value] if isinstance(node.func, ast.Attribute) else [])
        for part in parts:
            yield from literals(part)
        return
    for child in ast.iter_child_nodes(node):
        yield from literals(child)


def text_nodes(call: ast.Call, where: tuple):
    for spot in where:
        if isinstance(spot, int):
            if spot < len(call.args):
                yield call.args[spot]
        elif isinstance(spot, str):
            yield from (k.value for k in call.keywords if k.arg == spot)
        else:
            _kind, index = spot
            if index < len(call.args):
                specs = call.args[index]
                for node in ast.walk(specs):
                    if isinstance(node, ast.Tuple) and node.elts:
                        yield node.elts[0]


def untranslated(source: str, filename: str = "<source>") -> list[str]:
    """"file:line: 'literal'" for each literal with words drawn without the catalogue."""
    out = []
    for call in ast.walk(ast.parse(source)):
        if isinstance(call, ast.Call) and call_name(call) in TEXT_ARGS:
            for node in text_nodes(call, TEXT_ARGS[call_name(call)]):
                out += [f"{filename}:{lit.lineno}: {ast.unparse(lit)}" for lit in literals(node)]
    return out


def test_the_scan_finds_a_literal_drawn_past_the_catalogue():
    bad = '''
text.blit(surf, "Hello there", "small", ink, (0, 0))
self.buttons += self.footer([("Back", self.back)])
b = Button(rect, f"Pass to {name}", fn)
text.blit(surf, label if x else "nobody", "body", ink, (0, 0))
field = TextField(rect, "", placeholder="Your name")
text.blit(surf, words.hint_text("title") + " more", "body", ink, (0, 0))
'''
    assert len(untranslated(bad)) == 6
    good = '''
text.blit(surf, _("Hello there"), "small", ink, (0, 0))
self.buttons += self.footer([(_("Back"), self.back)])
b = Button(rect, _("Pass to {name}", name=name), fn)
text.blit(surf, str(n), "label", ink, (0, 0))
text.blit(surf, "\\u2014", "label", ink, (0, 0))
field = TextField(rect, "", placeholder=_("Your name"))
text.blit(surf, words.hint_text("title"), "body", ink, (0, 0))
'''
    assert untranslated(good) == []


@pytest.mark.parametrize("path", CONVERTED)
def test_a_converted_file_draws_only_catalogue_words(path):
    assert untranslated((ROOT / path).read_text(), path) == []


def messages_in_f_strings(source: str, filename: str = "<src>") -> list[str]:
    """Translate calls with a literal message written inside an f-string: Babel's extractor does
    not look inside f-strings, so such a message never reaches the catalogue (the player reads
    English in every language) unless the same message is also said elsewhere."""
    out = []
    for node in ast.walk(ast.parse(source, filename)):
        if not isinstance(node, ast.JoinedStr):
            continue
        for call in ast.walk(node):
            if (isinstance(call, ast.Call) and isinstance(call.func, ast.Name) and call.func.id in TRANSLATE
                    and call.args and isinstance(call.args[0], ast.Constant) and isinstance(call.args[0].value, str)):
                out.append(call.args[0].value)
    return out


def test_every_message_said_inside_an_f_string_is_in_the_catalogue():
    from babel.messages.pofile import read_po
    with open(ROOT / "game" / "locale" / "messages.pot", "rb") as f:
        known = {m.id if isinstance(m.id, str) else m.id[0] for m in read_po(f) if m.id}
    assert messages_in_f_strings('x = f"{a} {_(\'a push: both won\')}"') == ["a push: both won"]
    missing = [f"{p.relative_to(ROOT)}: {msg!r}" for base in ("game", "scenes") for p in sorted((ROOT / base).rglob("*.py"))
               for msg in messages_in_f_strings(p.read_text(), str(p)) if msg not in known]
    assert missing == [], "said inside an f-string, so Babel never extracted it: " + "; ".join(missing)
