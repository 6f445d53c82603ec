"""Solo Mode against the Termitenator (final rulebook; DECISIONS 5-6).

Seat 0 is the player, seat 1 the Termitenator. Its hand is an 11-card pyramid; on each of
its turns every uncovered card is flipped face up and is playable. Its council visits are
a rule (`automatic_visit`), its card plays come from the decision tree in
`config/termitenator.yaml` (game.bug_council.automa). Personalities trigger on every cube placed on
the Termite space.
"""
from __future__ import annotations

from typing import Any, NamedTuple

from game.bug_council.actions import NO_ALLEGIANCE
from game.bug_council.automa import TermitenatorController, automa_data, trigger_row_for
from game.bug_council.cards import SUIT_NAMES, Card, card_str, card_title, cards_str, parse_card, parse_suit
from game.bug_council.events import (AutomaDecided, CubeMoved, Dealt, IdeologyChanged, MarkerMoved,
                                     PersonalityTriggered, PyramidFlipped)
from game.bug_council.modes import CHOOSE, TableMode
from game.bug_council.poker import best_hand
from game.protocol import Refusal
from game.bug_council.refusals import CARD, engine_word, refuse
from game.bug_council.state import TRICK, age_rng

PLAYER, TERMITENATOR = 0, 1
WINNING, LOSING = "winning", "losing"
LEADER, FOLLOWER = "leader", "follower"
PERSONALITIES = ("pacifist", "pacifist2", "card_shark", "thief", "trickster")


class SoloExt(NamedTuple):
    termite: int                        # ring index of the face-down Termite space
    personality: str
    pyramid: tuple[Card | None, ...]    # 11 slots, top row first; None = played
    face_up: tuple[bool, ...]           # flipped (and still there)
    marker: str                         # leader | follower
    ideology: str                       # winning | losing
    trigger_row: int | None
    shark: tuple[Card, ...]             # Card Shark's cards collected this Age
    shark_pending: int                  # cards to take after the next deal (upkeep trigger)
    bonus: int                          # points scored at once this Age (Pacifist 2.0)
    # The Trilogy's score track when this game began (player, Termitenator): every trigger
    # point comes from the track's difference, carried totals plus this game's points.
    carried: tuple[int, int] = (0, 0)


def _uncovered(pyramid, slot: int) -> bool:
    return all(pyramid[t] is None for t in automa_data().covered_by[slot])


def face_up_cards(ext: SoloExt) -> list[tuple[int, Card]]:
    """(slot, card) of the Termitenator's face-up cards, flipped and not yet played."""
    return [(i, c) for i, c in enumerate(ext.pyramid) if c is not None and ext.face_up[i]]


class SoloMode(TableMode):
    scenario_keys = frozenset({"marker", "termite", "pyramid", "trigger_row", "ideology", "solo_board"})
    turn_hook = True

    def declarers(self, rules) -> range:
        return range(1)

    def seat_name(self, s, seat: int) -> str:
        return "the Termitenator" if seat == TERMITENATOR else "you" if seat == PLAYER else f"seat {seat}"

    def playable(self, s, seat: int) -> tuple[Card, ...]:
        if seat == TERMITENATOR:
            return tuple(c for _, c in face_up_cards(s.ext))
        return s.hands[seat]

    def not_playable_reason(self, s, seat: int, card: Any, actor: int) -> Refusal:
        if seat == TERMITENATOR:
            return refuse("pyramid_card_not_face_up", actor, card=card)
        # The solo player is "you" in the engine's words too.
        return refuse("card_not_held", actor, card=card, text=f"you do not hold {engine_word(card, CARD)}")

    def must_follow_reason(self, s, seat: int, actor: int, lead: int, cards: list[Card]) -> Refusal:
        if seat == TERMITENATOR:
            return refuse("termitenator_must_follow_suit", actor, who=self.seat_name(s, seat),
                          lead=lead, cards=tuple(cards))
        return super().must_follow_reason(s, seat, actor, lead, cards)

    def remove_card(self, n, seat: int, card: Card) -> None:
        if seat != TERMITENATOR:
            return super().remove_card(n, seat, card)
        e = n.ext
        i = e.pyramid.index(card)
        n.ext = e._replace(pyramid=e.pyramid[:i] + (None,) + e.pyramid[i + 1:],
                           face_up=e.face_up[:i] + (False,) + e.face_up[i + 1:])

    def trick_order(self, rules, leader: int) -> tuple[int, ...]:
        return (leader, 1 - leader)

    def turn_begins(self, n, events: list) -> None:
        """On each Termitenator turn, flip every uncovered card; the Trigger Point may fire."""
        if n.phase != TRICK or n.order[len(n.plays)] != TERMITENATOR:
            return
        e = n.ext
        flips = [i for i, c in enumerate(e.pyramid)
                 if c is not None and not e.face_up[i] and _uncovered(e.pyramid, i)]
        if not flips:
            return
        up = list(e.face_up)
        for i in flips:
            up[i] = True
        n.ext = e = e._replace(face_up=tuple(up))
        events.append(PyramidFlipped(tuple(flips), tuple(e.pyramid[i] for i in flips)))
        rows = automa_data().slot_rows
        if (e.trigger_row is not None and e.ideology == WINNING and n.tricks[TERMITENATOR] == 0
                and any(rows[i] == e.trigger_row for i in flips)):
            n.ext = e._replace(ideology=LOSING)
            events.append(IdeologyChanged(LOSING, f"a row-{e.trigger_row} card was flipped with no "
                                                  "trick won: the Trigger Point"))

    def after_trick(self, n, winner: int, events: list) -> None:
        e = n.ext
        if winner != TERMITENATOR or e.ideology != LOSING:
            return
        if e.personality == "trickster" and n.solo_board > 0:
            # Discard the trick and a Solo Board cube; the Losing Ideology stays.
            cards = tuple(c for _, c in n.last_trick[0])
            t = list(n.tricks)
            t[TERMITENATOR] -= 1
            n.tricks = tuple(t)
            piles = list(n.piles)
            piles[TERMITENATOR] = piles[TERMITENATOR][:-len(cards)]
            n.piles = tuple(piles)
            n.out = n.out + cards
            n.solo_board -= 1
            n.supply += 1
            events.append(CubeMoved("solo_board", "supply"))
            events.append(PersonalityTriggered("trickster", "The Trickster discards the trick it "
                                               "won and a cube from the Solo Board.",
                                               {"effect": "discard", "cards": cards}))
            return
        n.ext = e._replace(ideology=WINNING)
        events.append(IdeologyChanged(WINNING, "it won a trick while Losing"))

    def next_trick(self, n, winner: int) -> tuple[int, tuple[int, ...]]:
        """Set Leader/Follower after the visit: Termitenator won -> Leader, else Follower."""
        space = LEADER if winner == TERMITENATOR else FOLLOWER
        n.ext = n.ext._replace(marker=space)
        return winner, self.trick_order(n.rules, winner)

    def automatic_visit(self, n, visitor: int) -> int | None:
        return termitenator_visit(n.council, n.ext) if visitor == TERMITENATOR else CHOOSE

    # Personalities: every cube placed on the Termite space triggers the ability.
    def cubes_placed(self, n, spaces: list, events: list, source: str) -> None:
        for dst in spaces:
            if dst == n.ext.termite:
                trigger_personality(n, events, source)

    # Scoring
    def no_allegiance_flags(self, n) -> list[bool]:
        return [n.declared[0] == NO_ALLEGIANCE, n.tricks[TERMITENATOR] == 0]

    def penalized_flags(self, n) -> list[bool]:
        return [True, False]    # the Termitenator is never penalized

    def allegiance_suits(self, n) -> list[int | None]:
        left = [c for c in n.ext.pyramid if c is not None]
        return [n.hands[0][0] >> 4 if n.hands[0] else None, left[0] >> 4 if left else None]

    def personality_points(self, n) -> list[int]:
        return [0, n.ext.bonus + self.shark_points(n.ext)[1]]

    def score_offset(self, n) -> tuple[int, ...]:
        return n.ext.carried

    def upkeep_points(self, n) -> list[int]:
        """Pacifist 2.0 scores when New Recruits put a cube on the Termite space: that point is
        the scored Age's (DECISIONS §6). No Upkeep follows the last Age."""
        if n.ext.personality != "pacifist2" or n.age >= n.rules.ages:
            return [0, 0]
        from game.bug_council.council import new_recruits
        served = new_recruits(n.council, n.supply)[2]
        return [0, sum(1 for i in served if i == n.ext.termite)]

    @staticmethod
    def shark_points(ext: SoloExt) -> tuple[str | None, int]:
        if ext.personality != "card_shark":
            return None, 0
        return best_hand(ext.shark, automa_data().raw["card_shark_chart"])

    def already_scored(self, n, seat: int) -> int:
        return n.ext.bonus if seat == TERMITENATOR else 0

    def after_scoring(self, n, events: list) -> None:
        name, pts = self.shark_points(n.ext)
        if n.ext.personality == "card_shark":
            events.append(PersonalityTriggered(
                "card_shark", f"The Card Shark reveals {len(n.ext.shark)} cards: "
                + (f"{name.replace('_', ' ')} for {pts} points." if name else "no hand."),
                {"cards": n.ext.shark, "hand": name, "points": pts}))
        n.out = n.out + n.ext.shark      # revealed, then out of play until the reshuffle
        n.ext = n.ext._replace(bonus=0, shark=())

    def winners(self, n) -> tuple[tuple[int, ...], str]:
        """You are victorious only with more points than the Termitenator."""
        return ((PLAYER,) if n.scores[0] > n.scores[1] else (TERMITENATOR,)), "points"

    # Ages
    def start_age(self, n, leader: int, events: list) -> None:
        from game.bug_council.engine import start_age_common
        start_age_common(n, leader)
        e = n.ext
        deck = list(n.rules.deck(removed_suit=e.termite))
        age_rng(n.seed, n.age).shuffle(deck)
        k = n.rules.hand_size
        n.hands = (tuple(sorted(deck[:k])), ())
        pyramid = tuple(deck[k:2 * k])
        n.leftover = tuple(deck[2 * k:])
        if n.age == 1:
            trigger = e.trigger_row
        else:
            player, termitenator = track(n)
            trigger = trigger_row_for(termitenator - player)
        n.ext = e._replace(pyramid=pyramid, face_up=(False,) * len(pyramid), ideology=WINNING,
                           trigger_row=trigger, marker=LEADER if leader == TERMITENATOR else FOLLOWER,
                           shark_pending=0)
        n.order = self.trick_order(n.rules, leader)
        events.append(Dealt(n.age, (len(n.hands[0]), len(pyramid)), len(n.leftover)))
        if e.shark_pending:
            take = n.leftover[:e.shark_pending]
            n.leftover = n.leftover[len(take):]
            n.ext = n.ext._replace(shark=n.ext.shark + take)

    def setup(self, rules, seed: int, **options: Any):
        """Solo Setup: the last revealed space is the face-down Termite space with 0 cubes;
        its suit leaves the deck; the Termitenator leads trick 1 (marker on Leader)."""
        from game.bug_council.state import initial_council, setup_rng
        personality = options.get("personality", "pacifist")
        if personality not in PERSONALITIES:
            raise ValueError(f"personality: expected one of {', '.join(PERSONALITIES)}, got {personality!r}")
        rng = setup_rng(seed)
        council, reveal = initial_council(rules, rng)
        termite = options.get("termite")
        if termite is None:
            termite = reveal[-1]
        else:
            termite = parse_suit(termite) if isinstance(termite, str) else int(termite)
            # Keep the same removed suit: that space takes the 0-cube slot of the setup.
            zero = reveal[-1]
            c = list(council)
            c[zero], c[termite] = c[termite], c[zero]
            council = tuple(c)
        carried = _carried(options.get("carried", (0, 0)))
        if "trigger_row" in options:
            trigger = options["trigger_row"]
        elif carried != (0, 0):      # a later Trilogy game: the track sets Age 1's trigger too
            trigger = trigger_row_for(carried[1] - carried[0])
        else:
            trigger = automa_data().raw["trigger_first_age"]
        first_leader = options.get("first_leader", TERMITENATOR)
        s = self.blank_state(rules, seed, council,
                             ext=SoloExt(termite, personality, (), (), LEADER, WINNING, trigger, (), 0, 0,
                                         carried))
        self.start_age(s, first_leader, [])
        return s

    def automa_turns(self, s, on_event=None):
        """The Termitenator plays by itself whenever it is its turn."""
        from game.bug_council.view import seat_view
        ctl = TermitenatorController()
        while s.phase == TRICK and s.order[len(s.plays)] == TERMITENATOR:
            action = ctl.choose(seat_view(s, TERMITENATOR))
            s, events = s.apply_action(action)
            if on_event:
                on_event(AutomaDecided(TERMITENATOR, action.arg, ctl.last_reason))
                for ev in events:
                    on_event(ev)
        return s

    def presented_events(self, before, action, events: list, after) -> list:
        """The Termitenator's decision (its reason in a player's words: automa.explain) before its card;
        the Leader/Follower marker when the trick's outcome moved it; the Ideology a new Age
        starts with, unless an event already said so."""
        out = list(events)
        if action.seat == TERMITENATOR and action.kind == "play":
            from game.bug_council.automa import explain
            from game.bug_council.view import seat_view
            reason = explain(seat_view(before, TERMITENATOR))     # deterministic: a player's words
            out.insert(0, AutomaDecided(TERMITENATOR, action.arg, reason))
        new_age = after.age != before.age
        extra: list = []
        if after.ext.marker != before.ext.marker:
            extra.append(MarkerMoved(None, after.ext.marker))
        if new_age and after.ext.ideology != before.ext.ideology \
                and not any(e.kind == "ideology_changed" for e in events):
            extra.append(IdeologyChanged(after.ext.ideology, "a new Age begins"))
        if extra:
            kinds = [e.kind for e in out]
            if new_age and "dealt" in kinds:
                at = kinds.index("dealt") + 1
            elif "pyramid_flipped" in kinds:
                at = kinds.index("pyramid_flipped")
            else:
                at = len(out)
            out[at:at] = extra
        return out

    def public_view(self, s, seat: int) -> dict[str, Any]:
        e = s.ext
        return {"pyramid": tuple(c if c is not None and e.face_up[i] else None
                                 for i, c in enumerate(e.pyramid)),
                "pyramid_left": sum(c is not None for c in e.pyramid),
                "pyramid_present": tuple(c is not None for c in e.pyramid),
                "ideology": e.ideology, "marker": e.marker, "trigger_row": e.trigger_row,
                "termite": e.termite, "personality": e.personality,
                "card_shark_count": len(e.shark), "leftover_size": len(s.leftover)}

    # Scenario files
    def deck_of(self, s) -> tuple[Card, ...]:
        return s.rules.deck(removed_suit=s.ext.termite)

    def extra_cards(self, s) -> list[Card]:
        return [c for c in s.ext.pyramid if c is not None] + list(s.ext.shark)

    def scenario_pre_deal(self, s, start: dict) -> None:
        if "termite" in start:
            try:
                s.ext = s.ext._replace(termite=parse_suit(start["termite"]))
            except ValueError as exc:
                raise ValueError(f"start.termite: {exc}") from None

    def scenario_layout(self, s, start: dict, phase: str) -> list[Card]:
        e = s.ext
        if "pyramid" in start:
            raw = start["pyramid"]
            sizes = automa_data().raw["pyramid"]["row_sizes"]
            if not isinstance(raw, list) or [len(r) if isinstance(r, list) else -1 for r in raw] != sizes:
                raise ValueError(f"start.pyramid: expected rows of {sizes} cards (top row first, null = played)")
            slots = []
            for r, row in enumerate(raw):
                for j, c in enumerate(row):
                    try:
                        slots.append(None if c is None else parse_card(c))
                    except ValueError as exc:
                        raise ValueError(f"start.pyramid[{r}][{j}]: {exc}") from None
            pyramid = tuple(slots)
            # Every uncovered card counts as face up.
            up = tuple(c is not None and _uncovered(pyramid, i) for i, c in enumerate(pyramid))
            e = e._replace(pyramid=pyramid, face_up=up)
            if phase != TRICK and None in pyramid:
                raise ValueError("start.pyramid: all 11 cards are there in the declaration phase")
        if "trigger_row" in start:
            tr = start["trigger_row"]
            if tr is not None and tr not in (1, 2, 3, 4):
                raise ValueError("start.trigger_row: expected 1..4 or null")
            e = e._replace(trigger_row=tr)
        if "ideology" in start:
            if start["ideology"] not in (WINNING, LOSING):
                raise ValueError("start.ideology: expected winning or losing")
            e = e._replace(ideology=start["ideology"])
        if "marker" in start:
            m = start["marker"]
            if not isinstance(m, dict) or m.get("space") not in (LEADER, FOLLOWER):
                raise ValueError("start.marker: expected {space: leader or follower}")
            e = e._replace(marker=m["space"])
            s.leader = TERMITENATOR if m["space"] == LEADER else PLAYER
        s.ext = e
        s.order = self.trick_order(s.rules, s.leader)
        return [c for c in e.pyramid if c is not None]

    def scenario_mid_age(self, s, start: dict) -> None:
        s.order = self.trick_order(s.rules, s.leader)
        left = sum(c is not None for c in s.ext.pyramid)
        want = s.rules.hand_size + 1 - s.trick
        if left != want:
            raise ValueError(f"start.pyramid: holds {left} cards, expected {want} at trick {s.trick}")

    def card_places(self, s) -> list[tuple[str, tuple[Card, ...]]]:
        return super().card_places(s) + [
            ("start.pyramid", tuple(c for c in s.ext.pyramid if c is not None)),
            ("card shark", s.ext.shark)]

    def report_seats(self, s) -> int:
        return 2

    def report_hands(self, s) -> list[list[str]]:
        return [cards_str(s.hands[0]), [card_str(c) for c in s.ext.pyramid if c is not None]]

    def report_termitenator(self, s) -> Any:
        e = s.ext
        return {"ideology": e.ideology, "trigger_row": e.trigger_row,
                "face_up": [card_str(c) for _, c in face_up_cards(e)],
                "card_shark": cards_str(sorted(e.shark)), "marker": e.marker,
                "termite": SUIT_NAMES[e.termite], "personality": e.personality}

    def ext_to_data(self, s) -> Any:
        e = s.ext
        return {"termite": e.termite, "personality": e.personality,
                "pyramid": [None if c is None else card_str(c) for c in e.pyramid],
                "face_up": list(e.face_up), "marker": e.marker, "ideology": e.ideology,
                "trigger_row": e.trigger_row, "shark": cards_str(e.shark),
                "shark_pending": e.shark_pending, "bonus": e.bonus,
                # Only in Trilogy games 2-3, so every other position's data is as before.
                **({"carried": list(e.carried)} if e.carried != (0, 0) else {})}

    def ext_from_data(self, s, d: Any) -> Any:
        return SoloExt(d["termite"], d["personality"],
                       tuple(None if c is None else parse_card(c) for c in d["pyramid"]),
                       tuple(bool(x) for x in d["face_up"]), d["marker"], d["ideology"],
                       d["trigger_row"], tuple(parse_card(c) for c in d["shark"]),
                       d["shark_pending"], d["bonus"], _carried(d.get("carried", (0, 0))))


def _carried(value: Any) -> tuple[int, int]:
    """A score track (player, Termitenator): two whole numbers from 0; ValueError otherwise."""
    if (not isinstance(value, (list, tuple)) or len(value) != 2
            or not all(isinstance(v, int) and not isinstance(v, bool) and 0 <= v <= 10_000 for v in value)):
        raise ValueError("carried: expected the score track as two whole numbers [player, Termitenator]")
    return int(value[0]), int(value[1])


def track(s) -> tuple[int, int]:
    """The Trilogy's score track in this position: carried totals plus this game's points
    (this game's points alone outside a Trilogy)."""
    c = s.ext.carried
    return c[0] + s.scores[0], c[1] + s.scores[1]


def termitenator_visit(council, ext: SoloExt) -> int:
    """The Termitenator's council choice (Solo: Visiting the Council) in this position."""
    return termitenator_space(council, ext.termite, {c >> 4 for _, c in face_up_cards(ext)},
                              ext.ideology == WINNING, automa_data().raw["termite_space_threshold"])


def termitenator_space(council, termite: int, up_suits: set[int], winning: bool, threshold: int) -> int:
    """The space the Termitenator visits (Solo: Visiting the Council); shared with the AI's
    solo simulator so both follow one text of the rule.

    Winning: the Termite space if it holds `threshold` (5) or more cubes; else the most cubes,
    excluding the suits of its face-up cards and the Termite space. Losing: the most cubes
    among the suits of its face-up cards. Ties: nearest counterclockwise from the Termite
    space. Nothing qualifies: the most cubes overall."""
    t = termite
    ring = len(council)
    if winning:
        if council[t] >= threshold:
            return t
        pool = [i for i in range(ring) if i != t and i not in up_suits and council[i]]
    else:
        pool = [i for i in range(ring) if i in up_suits and council[i]]
    if not pool:
        pool = [i for i in range(ring) if council[i]]
    ccw = lambda i: (t - i) % ring or ring  # noqa: E731  (the Termite space itself comes last)
    return min(pool, key=lambda i: (-council[i], ccw(i)))


def _strength(council, c: Card) -> tuple[int, int]:
    return (council[c >> 4], c & 15)


def trigger_personality(n, events: list, source: str) -> None:
    """A cube was just placed on the Termite space: the personality's ability fires."""
    e = n.ext
    p = e.personality
    if p == "pacifist":
        return
    if p == "pacifist2":
        if source == "upkeep":
            # Already in the scored Age's row and on the track (SoloMode.upkeep_points).
            events.append(PersonalityTriggered(p, "The Pacifist 2.0 scores 1 point (counted in the Age just scored).",
                                               {"points": 1, "counted": True}))
            return
        n.scores = (n.scores[0], n.scores[1] + 1)
        n.ext = e._replace(bonus=e.bonus + 1)
        events.append(PersonalityTriggered(p, "The Pacifist 2.0 scores 1 point.", {"points": 1}))
    elif p == "card_shark":
        k = n.council[e.termite]
        if source == "upkeep":
            n.ext = e._replace(shark_pending=e.shark_pending + k)
            events.append(PersonalityTriggered(p, f"The Card Shark will take {k} cards after the deal.",
                                               {"count": k, "later": True}))
            return
        take = n.leftover[:k]
        n.leftover = n.leftover[len(take):]
        n.ext = e._replace(shark=e.shark + take)
        events.append(PersonalityTriggered(p, f"The Card Shark takes {len(take)} face-down cards.",
                                           {"count": len(take)}))
    elif p == "thief":
        ups = face_up_cards(e)
        hand = n.hands[PLAYER]
        if not ups or not hand:
            return
        key = lambda sc: _strength(n.council, sc[1])  # noqa: E731
        if e.ideology == WINNING:
            slot, give = min(ups, key=key)
            take = max(hand, key=lambda c: _strength(n.council, c))
        else:
            slot, give = max(ups, key=key)
            take = min(hand, key=lambda c: _strength(n.council, c))
        n.ext = e._replace(pyramid=e.pyramid[:slot] + (take,) + e.pyramid[slot + 1:])
        n.hands = (tuple(sorted([c for c in hand if c != take] + [give])),) + n.hands[1:]
        events.append(PersonalityTriggered(
            p, f"The Thief takes your {card_title(take)} and gives you its {card_title(give)}.",
            {"took": take, "gave": give, "slot": slot}))
    elif p == "trickster":
        if e.ideology == WINNING:
            if n.tricks[PLAYER] > 0:
                t = list(n.tricks)
                t[PLAYER] -= 1
                t[TERMITENATOR] += 1
                n.tricks = tuple(t)
                size = len(n.order)
                moved = n.piles[PLAYER][-size:]
                n.piles = (n.piles[PLAYER][:-size] if moved else n.piles[PLAYER],
                           n.piles[TERMITENATOR] + moved)
                events.append(PersonalityTriggered(p, "The Trickster steals one of your tricks.",
                                                   {"effect": "steal", "cards": moved}))
        else:
            if n.supply > 0:
                n.supply -= 1
                src: Any = "supply"
            elif n.council[e.termite] > 0:
                c = list(n.council)
                c[e.termite] -= 1
                n.council = tuple(c)
                src = e.termite
            else:
                return
            n.solo_board += 1
            events.append(CubeMoved(src, "solo_board"))
            events.append(PersonalityTriggered(p, "The Trickster puts a cube on the Solo Board.",
                                               {"effect": "solo_board", "source": src}))
