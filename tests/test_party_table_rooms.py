"""The Party Bugs table's rooms decide no rule: what the table, its components and the joined
table take from the engine is the seat's view, its events, the Action type and the cards'
notation (value and sort order), never a rule function or the State's own methods."""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
# The table and its components (the replay viewer, every card open, reads the record's States).
TABLE_FILES = ("table.py", "beats.py", "pointer.py", "prompt.py", "draw.py", "remote.py")
# What a table may import from the engine's package, by module.
ALLOWED = {
    "game.party_bugs.cards": {"value_of", "card_str", "sort_key", "sorted_cards"},    # notation
    "game.party_bugs.events": {"GameSetUp", "ROACHY"},
    "game.party_bugs.state": {"Action"},
    "game.party_bugs.view": {"SeatView"},
}


def engine_imports(path: Path) -> list[tuple[str, str]]:
    """(module, name) of every `from game.party_bugs... import name` in `path`, nested ones too."""
    out = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("game.party_bugs"):
            out += [(node.module, alias.name) for alias in node.names]
        elif isinstance(node, ast.Import):
            out += [(alias.name, "*") for alias in node.names if alias.name.startswith("game.party_bugs")]
    return out


@pytest.mark.parametrize("name", TABLE_FILES)
def test_the_party_table_imports_no_rule_from_the_engine(name):
    imports = engine_imports(ROOT / "scenes" / "party_bugs" / name)
    unexpected = [f"{module}.{what}" for module, what in imports if what not in ALLOWED.get(module, set())]
    assert not unexpected, f"scenes/party_bugs/{name} takes rules from the engine: {unexpected}"


def test_the_check_sees_a_rule_import():
    """The walk finds a nested import of a rule function (the check can fail)."""
    import tempfile
    with tempfile.TemporaryDirectory() as d:
        probe = Path(d) / "probe.py"
        probe.write_text("def f():\n    from game.party_bugs.state import Action, new_game\n", encoding="utf-8")
        found = engine_imports(probe)
    assert ("game.party_bugs.state", "new_game") in found and "new_game" not in ALLOWED["game.party_bugs.state"]
