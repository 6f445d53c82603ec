"""What a Bugspiel player reads: cards (a species, a bonus card's halves), actions, log lines for
the engine's typed events, the prompt, and a sentence per refusal rule
(config/bugspiel_refusals.yaml), with seat names and "you" (the reader's seat). Nothing here
decides a rule: every value comes from an event, an action or a view."""
from __future__ import annotations

from functools import cache
from typing import Any, Sequence

from game.bugspiel.cards import bonus_face, is_bonus_card, species
from game.protocol import Refusal
from game.record import read_yaml
from game.resources import config_path
from game.words import Reader, counted
from scenes.wording import OTHER, YOU, RefusalTemplates, and_words

# A bonus half's label (BUGSPIEL.md section 1, "What a player reads"); a category half reads its
# category.
TRAIT_WORDS = {"herbivore": "Herbivores", "predator": "Predators", "parasite": "Parasites",
               "negavore": "Non-eating bugs", "scavenger": "Scavengers", "flying": "Flying bugs"}
DIET_WORDS = {"herbivore": "herbivore", "fungivore": "fungivore", "carnivore": "carnivore", "omnivore": "omnivore",
              "detritivore": "detritivore", "scavenger": "scavenger", "negavore": "non-eater", "parasite": "parasite"}
AXIS_WORDS = {"ns": "north-south", "ne": "north-east", "nw": "north-west", None: "unchanged"}
AXIS_ARROWS = {"ns": "\u2195", "ne": "\u2197", "nw": "\u2196"}
MARKET_WORDS = {"bugs": "bug market", "bonuses": "bonus market"}
END_WORDS = {"passes": "Every player passed in a row.", "bug_market": "The bug market ran empty.",
             "bonus_market": "The bonus market ran empty.", "score": "A player reached the winning score."}


def bug_name(sid: int) -> str:
    """A species card's name: its scientific name."""
    return species(sid).name


def bug_line(sid: int) -> str:
    """A bug card's second line (BUGSPIEL.md section 1): 'Beetles (Coleoptera)', or the wildcard's."""
    sp = species(sid)
    return "Wildcard (any group)" if sp.wildcard else f"{sp.common_name} ({sp.category})"


def half_words(half: str) -> str:
    return TRAIT_WORDS.get(half, half)


def bonus_words(card: str) -> str:
    """'Coleoptera + plant-eaters' ('Coleoptera twice' for a doubled half)."""
    faces = bonus_face(card)
    if len(faces) == 1:
        return f"{half_words(faces[0].half)} twice"
    return " + ".join(half_words(f.half) for f in faces)


def card_words(card: Any) -> str:
    """A bug card by its name, a bonus card by its halves."""
    if isinstance(card, int):
        return bug_name(card)
    if isinstance(card, str) and is_bonus_card(card):
        return f"the bonus card {bonus_words(card)}"
    return str(card)


def rotate_words(axis: str | None) -> str:
    return "keep the axis" if axis is None else f"turn to {AXIS_WORDS[axis]}"


# --- refusals ----------------------------------------------------------------------------------

@cache
def _templates() -> RefusalTemplates:
    """config/bugspiel_refusals.yaml as forms tried in order ('you', then 'other')."""
    data = read_yaml(config_path("bugspiel_refusals.yaml"))
    forms = {}
    for rule, entry in data.items():
        if rule == "version":
            continue
        entry = {OTHER: entry} if isinstance(entry, str) else entry
        forms[rule] = tuple((k, entry[k]) for k in (YOU, OTHER) if k in entry)
    return RefusalTemplates(forms)


class _Words(dict):
    def __missing__(self, key: str) -> str:        # a placeholder the params lack: said plainly
        return "?"


def _param_words(key: str, value: Any, names: Sequence[str]) -> str:
    if key in ("turn", "owner") and isinstance(value, int) and 0 <= value < len(names):
        return names[value]
    if key == "card":
        return card_words(value)
    if key == "market" and value in MARKET_WORDS:
        return {"bugs": "bug cards", "bonuses": "bonus cards"}[value]
    return str(value)


def refusal_words(r: Refusal, names: Sequence[str], you: int | None) -> str:
    """`r` as seat `you` reads it (None: a spectator)."""
    templates = _templates()
    if r.rule not in templates.forms:
        return f"Not allowed ({r.rule.replace('_', ' ')})."
    words = _Words({k: _param_words(k, v, names) for k, v in dict(r.params).items()})
    words["who"] = names[r.seat] if isinstance(r.seat, int) and 0 <= r.seat < len(names) else "That seat"
    text = templates.form(r, you).format_map(words)
    return text[:1].upper() + text[1:]


# --- actions -------------------------------------------------------------------------------------

def action_words(a, names: Sequence[str], you: int | None = None) -> str:
    """'Ada plays Abax parallelepipedus on B2a, turning it north-east' -- the replay's counter and
    the keyboard's focus."""
    r = Reader(names, you)
    who, k = r.who(a.seat), a.kind
    turn = f", turning the tile {AXIS_WORDS[a.rotate]}" if a.rotate else ""
    if k == "buy_bug":
        return f"{who} {r.verb(a.seat, 'buy')} bug slot {a.market + 1}"
    if k == "buy_bonus":
        return f"{who} {r.verb(a.seat, 'buy')} bonus slot {a.market + 1}"
    if k == "play":
        return f"{who} {r.verb(a.seat, 'play')} {bug_name(a.card)} on {a.to}{turn}"
    if k == "move":
        return f"{who} {r.verb(a.seat, 'fly', 'flies')} {a.frm} to {a.to}{turn}"
    if k == "bonus":
        return f"{who} {r.verb(a.seat, 'cash', 'cashes')} {bonus_words(a.card)} on {a.to}"
    return f"{who} {r.verb(a.seat, 'pass', 'passes')}"


# --- log lines -------------------------------------------------------------------------------------

def gains_words(gains: Sequence[int], names: Sequence[str], you: int | None) -> str:
    """'you 12, Bo 4' (seats that gain nothing left out; 'nobody scores' when none does)."""
    r = Reader(names, you)
    parts = [f"{r.who(s)} {g}" for s, g in enumerate(gains) if g]
    return and_words(parts) if parts else "nobody scores"


def event_lines(e, names: Sequence[str], you: int | None) -> list[str]:
    """The log lines of one event ([] for those not worth a line)."""
    r = Reader(names, you)
    k = e.kind
    if k == "card_bought":
        what = bug_name(e.card) if e.market == "bugs" else f"the bonus card {bonus_words(e.card)}"
        turned = f"; {counted(len(e.refilled), 'new card')} turned up" if e.refilled else ""
        return [f"{r.subject(e.seat)} {r.verb(e.seat, 'buy')} {what} for {e.price}{turned}."]
    if k == "bug_placed":
        if e.moved_from is not None:
            line = f"{r.subject(e.seat)} {r.verb(e.seat, 'fly', 'flies')} {bug_name(e.card)} from {e.moved_from} to {e.to}"
        else:
            line = (f"{r.subject(e.seat)} {r.verb(e.seat, 'play')} {bug_name(e.card)} on {e.to} "
                    f"for {counted(e.points, 'point')}")
        if e.eaten is not None:
            whose = "your" if e.eaten_owner == you else f"{names[e.eaten_owner]}'s"
            line += f", eating {whose} {bug_name(e.eaten)}"
        return [line + "."]
    if k == "tile_rotated":
        return [f"Tile {e.tile} turns from {AXIS_WORDS[e.before]} to {AXIS_WORDS[e.after]}."]
    if k == "bonus_cashed":
        s = e.score
        return [f"{r.subject(e.seat)} {r.verb(e.seat, 'cash', 'cashes')} {bonus_words(s.card)} on {s.anchor} "
                f"(line {', '.join(s.line)}): {gains_words(s.gains, names, you)}."]
    if k == "passed":
        return [f"{r.subject(e.seat)} {r.verb(e.seat, 'pass', 'passes')}."]
    if k == "game_ended":
        scores = ", ".join(f"{names[s]} {v}" for s, v in enumerate(e.scores))
        return [f"The game ends. {END_WORDS.get(e.reason, '')} {scores}."]
    return []


def prompt_words(v, names: Sequence[str], shown: int | None) -> str:
    """What the table waits for, as `shown`'s player reads it ("" when nobody acts)."""
    if v.to_act is None:
        return ""
    seat = v.to_act[0]
    if shown is None or seat != shown:
        return f"{names[seat]} is playing."
    return ("Your turn: buy from a market, play a bug from your hand on a slot, fly a bug, "
            "cash a bonus card on your bug, or pass.")


def species_facts(sp) -> str:
    """'Soil, forest · carnivore · flies' (a card's facts in one line)."""
    facts = [", ".join(h.capitalize() for h in sp.habitats), DIET_WORDS.get(sp.diet, sp.diet)]
    if sp.flying:
        facts.append("flies")
    return " \u00b7 ".join(facts)
