"""The house names no game (issue 28): outside each game's own folders (`game/<id>/`,
`scenes/<id>/`), no line of the app's code names a registered game, one of its modes or one of
its own pieces, except the registration (`GAMES` and `DEFAULT_GAME` in game/protocol.py) and
the app's own name (game/identity.py: the app is named after its first game, and its file kinds
and folder are persisted).

What counts as naming: a name or a string literal in code. Comments and docstrings may use a
game as an example; they are skipped.
"""
from __future__ import annotations

import io
import re
import tokenize
from pathlib import Path

import pytest

from game.protocol import all_games

ROOT = Path(__file__).resolve().parents[1]
APP_CODE = ("game", "scenes")

# Each game's own pieces a shell might be tempted to name (its modes come from the registry).
OWN_WORDS = {
    "bug_council": ("Trilogy", "Termitenator", "Emissary", "Council", "Allegiance",
                    "Pacifist", "Card Shark", "Trickster", "Thief", "Age scoring"),
    "party_bugs": ("Roachy", "Party King", "Mirror", "face_down"),
    "back_alley_bones": ("Shooter", "Lockdown", "Yo Leven", "Lucky Seven", "Decoy", "Lookout",
                         "Sizzler", "Side Bet", "Pharma", "Grub", "full_crew", "four_ten"),
    "bugspiel": ("species", "bonus card", "negavore", "Coleoptera", "habitat"),
}
# Mode ids that are plain words every game uses in their generic sense.
GENERIC_MODE_IDS = {"table"}

# The allowed lines: the registration, and the app's own name.
REGISTRATION = "game/protocol.py"
IDENTITY = "game/identity.py"


def forbidden_words() -> list[str]:
    words = []
    for game in all_games():
        words += [game.id, game.title, *OWN_WORDS.get(game.id, ())]
        words += [m.id for m in game.modes if m.id not in GENERIC_MODE_IDS]
    return words


def pattern(words: list[str]) -> re.Pattern[str]:
    # Word boundaries on letters only: `bug_council` is found in `game.bug_council.cards`, and
    # `solo` in `"solo"`, but not inside `console`; a plural counts (`side_bets`, `Emissaries`
    # aside).
    alternatives = "|".join(re.sub(r"\\ |_", "[ _-]?", re.escape(w)) for w in words)
    return re.compile(rf"(?<![A-Za-z])(?:{alternatives})(?:e?s)?(?![a-z])", re.I)


# Names and strings; from Python 3.12 an f-string's literal parts are their own tokens.
WORDY = {tokenize.NAME, tokenize.STRING} | ({tokenize.FSTRING_MIDDLE} if hasattr(tokenize, "FSTRING_MIDDLE") else set())


def code_tokens(source: str):
    """(line, text) of every name and string literal that is not a docstring."""
    tokens = list(tokenize.generate_tokens(io.StringIO(source).readline))
    significant = [t for t in tokens if t.type not in (tokenize.NL, tokenize.COMMENT, tokenize.INDENT,
                                                       tokenize.DEDENT, tokenize.ENCODING)]
    for i, tok in enumerate(significant):
        if tok.type == tokenize.STRING:
            before = significant[i - 1] if i else None
            after = significant[i + 1] if i + 1 < len(significant) else None
            statement_alone = (before is None or before.type == tokenize.NEWLINE or before.string == ":") \
                and (after is None or after.type == tokenize.NEWLINE)
            if statement_alone:
                continue          # a docstring (or a bare string statement): words, not code
        if tok.type in WORDY:
            yield tok.start[0], tok.string


def shared_files() -> list[Path]:
    game_ids = {g.id for g in all_games()}
    files = []
    for top in APP_CODE:
        for path in sorted((ROOT / top).rglob("*.py")):
            rel = path.relative_to(ROOT)
            if len(rel.parts) > 2 and rel.parts[1] in game_ids:
                continue          # a game's own package or screens
            files.append(path)
    return files


def allowed(rel: str, line: str) -> bool:
    if rel == IDENTITY:
        return True
    if rel == REGISTRATION:
        return bool(re.match(r'\s*"\w+": "game\.\w+\.definition",', line)) or line.startswith("DEFAULT_GAME =")
    return False


def namings(words: list[str]) -> list[str]:
    rx = pattern(words)
    found = []
    for path in shared_files():
        rel = path.relative_to(ROOT).as_posix()
        source = path.read_text(encoding="utf-8")
        lines = source.splitlines()
        for lineno, text in code_tokens(source):
            if rx.search(text) and not allowed(rel, lines[lineno - 1]):
                found.append(f"{rel}:{lineno}: {text[:70]}")
    return found


def test_no_shared_code_line_names_a_game_its_modes_or_pieces():
    found = namings(forbidden_words())
    assert found == [], "shared code names a game:\n" + "\n".join(found)


def test_the_registration_names_every_game_once_and_is_all_that_does():
    lines = (ROOT / REGISTRATION).read_text().splitlines()
    registered = [line for line in lines if re.match(r'\s*"\w+": "game\.\w+\.definition",', line)]
    assert len(registered) == len(list(all_games()))


@pytest.mark.parametrize("snippet, named", [
    ('from game.bug_council.cards import parse_suit\n', True),
    ('if setup.mode == "emissary":\n    pass\n', True),
    ('LABEL = "Termitenator Trilogy"\n', True),
    ('roachy_seat = 2\n', True),
    ('subtitle = N_("A trick-taking game where the Council decides")\n', True),
    ('for bet in side_bets:\n    pass\n', True),
    ('PARTY_KING_BONUS = 3\n', True),
    ('label = "Party King"\n', True),
    ('LOCKDOWN_TOTALS = (2, 3, 12)\n', True),
    ('label = "Bonus card: Coleoptera+herbivore"\n', True),
    ('"""The Trilogy is an example in a docstring."""\n', False),
    ('x = 1  # the Emissary, in a comment\n', False),
    ('console = "table"\n', False),
])
def test_the_scan_finds_a_naming_and_only_in_code(snippet, named):
    """The scan itself can fail: each of these lines, put in a shared module, is (or is not)
    reported."""
    rx = pattern(forbidden_words())
    hits = [text for _line, text in code_tokens(snippet) if rx.search(text)]
    assert bool(hits) is named
