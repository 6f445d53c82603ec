"""What a Bugspiel player reads: cards (a species, a bonus card's halves), actions, log lines for
the engine's typed events, the prompt, and a sentence per refusal rule
(config/bugspiel_refusals.yaml), with seat names and "you" (the reader's seat), in the current
language: every sentence is one catalogue message, with a form for the reader's own seat and one
for another's (Reader.says). Species keep their scientific names in every language; a category's
common name is a catalogue message extracted from config/bugspiel/categories.tsv. Nothing here
decides a rule: every value comes from an event, an action or a view."""
from __future__ import annotations

from functools import cache
from typing import Any, Sequence

from game.bugspiel.cards import bonus_face, is_bonus_card, species
from game.bugspiel.data import game_data
from game.i18n import N_, _, ngettext, pgettext
from game.protocol import Refusal
from game.record import read_yaml
from game.resources import config_path
from game.words import Reader, counted, list_words
from scenes.wording import OTHER, YOU, RefusalTemplates

# A bonus half's label (BUGSPIEL.md section 1, "What a player reads"); a category half reads its
# category (a scientific name, the same in every language).
TRAIT_WORDS = {"herbivore": N_("Herbivores"), "predator": N_("Predators"), "parasite": N_("Parasites"),
               "negavore": N_("Non-eating bugs"), "scavenger": N_("Scavengers"), "flying": N_("Flying bugs")}
DIET_WORDS = {"herbivore": N_("herbivore"), "fungivore": N_("fungivore"), "carnivore": N_("carnivore"),
              "omnivore": N_("omnivore"), "detritivore": N_("detritivore"), "scavenger": N_("scavenger"),
              "negavore": N_("non-eater"), "parasite": N_("parasite")}
# A tile's terrain (a habitat of a card), and the one letter its icon shows.
HABITAT_WORDS = {"aquatic": N_("Aquatic"), "soil": N_("Soil"), "grassland": N_("Grassland"), "forest": N_("Forest")}
# The one letter on a habitat's icon (each language picks four different ones).
HABITAT_LETTERS = {"aquatic": lambda: pgettext("habitat letter", "A"), "soil": lambda: pgettext("habitat letter", "S"),
                   "grassland": lambda: pgettext("habitat letter", "G"),
                   "forest": lambda: pgettext("habitat letter", "F")}
AXIS_WORDS = {"ns": N_("north-south"), "ne": N_("north-east"), "nw": N_("north-west")}
AXIS_ARROWS = {"ns": "\u2195", "ne": "\u2197", "nw": "\u2196"}
END_WORDS = {"passes": N_("Every player passed in a row."), "bug_market": N_("The bug market ran empty."),
             "bonus_market": N_("The bonus market ran empty."), "score": N_("A player reached the winning score.")}


def bug_name(sid: int) -> str:
    """A species card's name: its scientific name (the same in every language)."""
    return species(sid).name


def common_name(category: str) -> str:
    """A category's common name in the current language, opening with a capital ('Beetles')."""
    words = _(game_data().categories[category].common_name)
    return words[:1].upper() + words[1:]


def bug_line(sid: int) -> str:
    """A bug card's second line (BUGSPIEL.md section 1): 'Beetles (Coleoptera)', or the wildcard's."""
    sp = species(sid)
    if sp.wildcard:
        return _("Wildcard (any group)")
    # TRANSLATORS: a bug card's group: its common name, then its scientific name ("Beetles (Coleoptera)").
    return _("{common} ({category})", common=common_name(sp.category), category=sp.category)


def habitat_words(habitat: str) -> str:
    return _(HABITAT_WORDS[habitat]) if habitat in HABITAT_WORDS else habitat.capitalize()


def habitat_letter(habitat: str) -> str:
    """The letter on `habitat`'s icon: 'A', 'S', 'G', 'F' (Aquatic, Soil, Grassland, Forest)."""
    return HABITAT_LETTERS[habitat]() if habitat in HABITAT_LETTERS else habitat[:1].upper()


def diet_words(diet: str) -> str:
    return _(DIET_WORDS[diet]) if diet in DIET_WORDS else diet


def axis_words(axis: str) -> str:
    return _(AXIS_WORDS[axis]) if axis in AXIS_WORDS else axis


def half_words(half: str) -> str:
    """A bonus half's label: a trait's words, or the category's scientific name."""
    return _(TRAIT_WORDS[half]) if half in TRAIT_WORDS else half


def amount_words(face) -> str:
    """A bonus half's amount as its card prints it: '2x' a category's factor, '3 each' a trait's
    points per matching bug."""
    if face.category:
        # TRANSLATORS: a bonus card's factor on each matching bug's points ("2x").
        return _("{n}x", n=face.amount)
    # TRANSLATORS: a bonus card's points for each matching bug ("3 each").
    return _("{n} each", n=face.amount)


def bonus_words(card: str) -> str:
    """'Coleoptera + Herbivores' ('Coleoptera twice' for a doubled half)."""
    faces = bonus_face(card)
    if len(faces) == 1:
        return _("{half} twice", half=half_words(faces[0].half))
    # TRANSLATORS: a bonus card by its two halves ("Coleoptera + Herbivores").
    return _("{half} + {other}", half=half_words(faces[0].half), other=half_words(faces[1].half))


def card_words(card: Any) -> str:
    """A bug card by its name, a bonus card by its halves."""
    if isinstance(card, int):
        return bug_name(card)
    if isinstance(card, str) and is_bonus_card(card):
        return _("the bonus card {halves}", halves=bonus_words(card))
    return str(card)


# --- refusals ----------------------------------------------------------------------------------

@cache
def _templates() -> RefusalTemplates:
    """config/bugspiel_refusals.yaml as forms tried in order ('you', then 'other'): English
    catalogue messages, translated where shown."""
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
    if key == "terrain" and isinstance(value, str):
        return habitat_words(value)
    return str(value)


def _held_cards(params: dict) -> str:
    """A hand_limit refusal's cards: '8 bug cards', '8 bonus cards'."""
    n = params.get("limit")
    if not isinstance(n, int):
        return "?"
    if params.get("market") == "bonuses":
        return ngettext("{n} bonus card", "{n} bonus cards", n)
    return ngettext("{n} bug card", "{n} bug cards", n)


def refusal_words(r: Refusal, names: Sequence[str], you: int | None) -> str:
    """`r` as seat `you` reads it (None: a spectator)."""
    templates = _templates()
    if r.rule not in templates.forms:
        return _("Not allowed ({rule}).", rule=r.rule.replace("_", " "))
    params = dict(r.params)
    words = _Words({k: _param_words(k, v, names) for k, v in params.items()})
    if "limit" in params:
        words["cards"] = _held_cards(params)
    words["who"] = names[r.seat] if isinstance(r.seat, int) and 0 <= r.seat < len(names) else _("That seat")
    text = _(templates.form(r, you)).format_map(words)
    return text[:1].upper() + text[1:]


# --- actions -------------------------------------------------------------------------------------

def action_words(a, names: Sequence[str], you: int | None = None, view: Any = None) -> str:
    """'Ada plays Abax parallelepipedus on B2a, turning the tile north-east' -- the replay's
    counter and the keyboard's focus. A purchase names its card when `view` (the position the
    action is taken in) is given: 'you buy Bubas bison from bug slot 8', else only the slot."""
    r = Reader(names, you)
    k = a.kind
    market = None if view is None else (view.bug_market if k == "buy_bug" else view.bonus_market
                                        if k == "buy_bonus" else None)
    card = market[a.market] if market is not None and 0 <= a.market < len(market) else None
    if k == "buy_bug" and card is not None:
        return r.says(a.seat, N_("you buy {bug} from bug slot {slot}"), N_("{name} buys {bug} from bug slot {slot}"),
                      bug=bug_name(card), slot=a.market + 1)
    if k == "buy_bonus" and card is not None:
        return r.says(a.seat, N_("you buy the bonus card {card} from bonus slot {slot}"),
                      N_("{name} buys the bonus card {card} from bonus slot {slot}"), card=bonus_words(card),
                      slot=a.market + 1)
    if k == "buy_bug":
        return r.says(a.seat, N_("you buy bug slot {slot}"), N_("{name} buys bug slot {slot}"), slot=a.market + 1)
    if k == "buy_bonus":
        return r.says(a.seat, N_("you buy bonus slot {slot}"), N_("{name} buys bonus slot {slot}"),
                      slot=a.market + 1)
    if k == "play":
        fill = {"bug": bug_name(a.card), "slot": a.to}
        if a.rotate:
            return r.says(a.seat, N_("you play {bug} on {slot}, turning the tile {axis}"),
                          N_("{name} plays {bug} on {slot}, turning the tile {axis}"), axis=axis_words(a.rotate),
                          **fill)
        return r.says(a.seat, N_("you play {bug} on {slot}"), N_("{name} plays {bug} on {slot}"), **fill)
    if k == "move":
        fill = {"frm": a.frm, "slot": a.to}
        if a.rotate:
            return r.says(a.seat, N_("you fly {frm} to {slot}, turning the tile {axis}"),
                          N_("{name} flies {frm} to {slot}, turning the tile {axis}"), axis=axis_words(a.rotate),
                          **fill)
        return r.says(a.seat, N_("you fly {frm} to {slot}"), N_("{name} flies {frm} to {slot}"), **fill)
    if k == "bonus":
        return r.says(a.seat, N_("you cash {card} on {slot}"), N_("{name} cashes {card} on {slot}"),
                      card=bonus_words(a.card), slot=a.to)
    return r.says(a.seat, N_("you pass"), N_("{name} passes"))


# --- log lines -------------------------------------------------------------------------------------

def gains_words(gains: Sequence[int], names: Sequence[str], you: int | None) -> str:
    """'you 12, Bo 4' (seats that gain nothing left out; 'nobody scores' when none does)."""
    r = Reader(names, you)
    # TRANSLATORS: one seat's gain in a list ("you 12, Bo 4").
    parts = [_("{name} {points}", name=r.who(s), points=g) for s, g in enumerate(gains) if g]
    return list_words(parts) if parts else _("nobody scores")


def _bought_line(r: Reader, e) -> str:
    if e.market == "bugs":
        line = r.says(e.seat, N_("You buy {bug} for {price}."), N_("{name} buys {bug} for {price}."),
                      bug=bug_name(e.card), price=e.price)
    else:
        line = r.says(e.seat, N_("You buy the bonus card {halves} for {price}."),
                      N_("{name} buys the bonus card {halves} for {price}."), halves=bonus_words(e.card),
                      price=e.price)
    if not e.refilled:
        return line
    turned = ngettext("{n} new card turns up.", "{n} new cards turn up.", len(e.refilled))
    return f"{line} {turned}"


def _placed_line(r: Reader, e, names: Sequence[str], you: int | None) -> str:
    fill = {"bug": bug_name(e.card), "slot": e.to}
    if e.moved_from is not None:
        line = r.says(e.seat, N_("You fly {bug} from {frm} to {slot}."), N_("{name} flies {bug} from {frm} to {slot}."),
                      frm=e.moved_from, **fill)
    else:
        line = r.says(e.seat, N_("You play {bug} on {slot} for {points}."),
                      N_("{name} plays {bug} on {slot} for {points}."), points=counted(e.points, "point"), **fill)
    if e.eaten is None:
        return line
    prey = bug_name(e.eaten)
    if e.eaten_owner == you:
        eaten = _("It eats your {prey}.", prey=prey)
    else:
        eaten = _("It eats {owner}'s {prey}.", owner=names[e.eaten_owner], prey=prey)
    return f"{line} {eaten}"


def event_lines(e, names: Sequence[str], you: int | None) -> list[str]:
    """The log lines of one event ([] for those not worth a line)."""
    r = Reader(names, you)
    k = e.kind
    if k == "card_bought":
        return [_bought_line(r, e)]
    if k == "bug_placed":
        return [_placed_line(r, e, names, you)]
    if k == "tile_rotated":
        return [_("Tile {tile} turns from {before} to {after}.", tile=e.tile, before=axis_words(e.before),
                  after=axis_words(e.after))]
    if k == "bonus_cashed":
        s = e.score
        return [r.says(e.seat, N_("You cash {card} on {slot} (line {line}): {gains}."),
                       N_("{name} cashes {card} on {slot} (line {line}): {gains}."), card=bonus_words(s.card),
                       slot=s.anchor, line=list_words(list(s.line)), gains=gains_words(s.gains, names, you))]
    if k == "passed":
        return [r.says(e.seat, N_("You pass."), N_("{name} passes."))]
    if k == "game_ended":
        scores = list_words([_("{name} {points}", name=names[s], points=v) for s, v in enumerate(e.scores)])
        why = _(END_WORDS[e.reason]) if e.reason in END_WORDS else ""
        return [" ".join(w for w in (_("The game ends."), why, _("Scores: {scores}.", scores=scores)) if w)]
    return []


def prompt_words(v, names: Sequence[str], shown: int | None) -> str:
    """What the table waits for, as `shown`'s player reads it ("" when nobody acts)."""
    if v.to_act is None:
        return ""
    seat = v.to_act[0]
    if shown is None or seat != shown:
        return _("{name} is playing.", name=names[seat])
    return _("Your turn: buy from a market, play a bug from your hand on a slot, fly a bug, "
             "cash a bonus card on your bug, or pass.")


def species_facts(sp) -> str:
    """'Soil, Forest · carnivore · flies' (a card's facts in one line)."""
    facts = [list_words([habitat_words(h) for h in sp.habitats]), diet_words(sp.diet)]
    if sp.flying:
        facts.append(_("flies"))
    return " \u00b7 ".join(facts)
