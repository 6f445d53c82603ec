"""Applying one action to a Back Alley Bones position (BACK_ALLEY_BONES.md §3-§8): `Work` is a
mutable copy of a `BonesState` while `apply_action` (which checked the action first) moves it,
collecting the typed events; `freeze` gives the next immutable position. Nothing here decides
whether an action is legal: `state.py` does, before."""
from __future__ import annotations

import random
from typing import Iterable

from game.back_alley_bones import events as ev
from game.back_alley_bones.actions import DRAW, FIX, SIZZLER, SNIFF, STACKED_DRAW, STACKED_FIX, STACKED_SNIFF, Action
from game.back_alley_bones.cards import LOCKDOWN_TOTALS, SEVEN, YO_LEVEN, grub_values, is_cheat, is_luck, is_pharma, sorted_gamble
from game.back_alley_bones.state import (DRAW_PAIR, FIX_PAIR, FOUR_TEN, GAME_OVER, KEEP_PHASE, PLAY_PHASE,
                                         REACT_PHASE, SHOOTER_PHASE, SIDE_BET_PHASE, SNIFF_PAIR, SNIFF_PHASE,
                                         BonesState, Pending, Point)


# --- applying an action: a mutable copy of the position -----------------------------------------

_LISTED = ("rosters", "crew_done", "crapped", "exhausted", "bets_exhausted", "side_decks", "chosen", "won",
           "hands", "grub_won")


class Work:
    """A mutable copy of a position while one action is applied (never escapes apply)."""

    def __init__(self, s: BonesState):
        # Every field at once (a frozen dataclass keeps them in its __dict__): this runs on every action.
        self.__dict__.update(s.__dict__)
        self.s = s
        for name in _LISTED:
            setattr(self, name, [list(x) if isinstance(x, tuple) else x for x in getattr(s, name)])
        self.points = list(s.points)
        self.gamble_deck, self.discard = list(s.gamble_deck), list(s.discard)
        self.grub_deck = list(s.grub_deck)
        self.point_reveals = list(s.point_reveals)

    def freeze(self) -> BonesState:
        changes = {name: tuple(tuple(x) if isinstance(x, list) else x for x in getattr(self, name))
                   for name in _LISTED}
        for name in ("points", "gamble_deck", "discard", "grub_deck", "point_reveals", "aside", "winners"):
            changes[name] = tuple(getattr(self, name))
        for name in ("round", "phase", "dice", "shooter", "turn", "pending", "reshuffles", "end_reason"):
            changes[name] = getattr(self, name)
        # dataclasses.replace without re-running the generated __init__ field by field (the
        # state has no __post_init__: the same new frozen object).
        out = object.__new__(BonesState)
        out.__dict__.update(self.s.__dict__)
        out.__dict__.update(changes)
        return out

    @property
    def over(self) -> bool:
        return self.phase == GAME_OVER

    def view_state(self) -> BonesState:
        """The position as it stands mid-action (for rule questions asked of a state)."""
        return self.freeze()

    # --- cards moving ---------------------------------------------------------------------------

    def draw_gamble(self, events: list) -> str | None:
        """The top Gamble card; an empty deck first takes the discard pile, shuffled (seeded by
        how many reshuffles came before); None when there is nothing at all."""
        if not self.gamble_deck:
            if not self.discard:
                return None
            cards = sorted_gamble(self.discard)
            random.Random(f"back_alley_bones/{self.s.seed}/gamble/{self.reshuffles}").shuffle(cards)
            self.reshuffles += 1
            self.gamble_deck, self.discard = cards, []
            events.append(ev.GambleReshuffled(len(cards)))
        return self.gamble_deck.pop(0)

    def draw_into(self, seat: int, n: int, events: list, hand: bool = True) -> list[str]:
        got = []
        for _ in range(n):
            c = self.draw_gamble(events)
            if c is None:
                break
            got.append(c)
        if hand:
            self.hands[seat].extend(got)
        if got:
            events.append(ev.CardsDrawn(seat, len(got)))
        return got

    def take_grub(self, seat: int, reason: str, events: list) -> None:
        """The top Grub card to `seat`; a Pharma turns up a Gamble card: a Luck gives its higher
        value, a Cheat (or no card left) the lower. The last Grub card won ends the game."""
        card = self.grub_deck.pop(0)
        low, high = grub_values(card)
        turned = None
        value = low
        if is_pharma(card):
            turned = self.draw_gamble(events)
            if turned is not None:
                value = high if is_luck(turned) else low
                self.discard.append(turned)
        self.grub_won[seat].append((card, value))
        events.append(ev.GrubTaken(seat, card, value, reason, turned))
        if not self.grub_deck:
            self.end_game("grub_gone", events)

    def end_game(self, reason: str, events: list) -> None:
        totals = tuple(sum(v for _c, v in won) for won in self.grub_won)
        best = max(totals)
        self.winners = tuple(s for s in (0, 1) if totals[s] == best)
        self.phase, self.end_reason, self.pending, self.aside = GAME_OVER, reason, None, ()
        events.append(ev.GameEnded(totals, self.winners, reason))

    def pay_flex(self, seat: int, card: str) -> None:
        self.hands[seat].remove(card)
        self.discard.append(card)
        self.exhausted[seat].append("flex")

    def exhaust(self, seat: int, character: str) -> None:
        self.exhausted[seat].append(character)

    def exhaust_bets(self, seat: int, bets: Iterable[int]) -> tuple[int, ...]:
        bets = tuple(bets)
        self.bets_exhausted[seat] = sorted(set(self.bets_exhausted[seat]) | set(bets))
        return bets

    def has_character_left(self, seat: int) -> bool:
        return any(c not in self.crapped[seat] for c in self.rosters[seat])

    # --- setup and rounds -----------------------------------------------------------------------

    def do_crew(self, a: Action, events: list) -> None:
        self.rosters[a.seat] = [c for c in self.rosters[a.seat] if c in a.cards]
        self.crew_done[a.seat] = True
        events.append(ev.CrewChosen(a.seat, tuple(self.rosters[a.seat])))
        if all(self.crew_done):
            self.phase, self.turn = SHOOTER_PHASE, self.dice

    def do_shooter(self, a: Action, events: list) -> None:
        self.shooter = a.character
        events.append(ev.ShooterChosen(a.seat, a.character))
        if self.round > 1:
            self.deal(events)
        self.reveal(events)

    def deal(self, events: list) -> None:
        """5 each, one at a time, the dice holder first; fewer when the cards run out."""
        sizes = [0, 0]
        for _ in range(self.s.data.hand_size):
            for seat in (self.dice, 1 - self.dice):
                c = self.draw_gamble(events)
                if c is not None:
                    self.hands[seat].append(c)
                    sizes[seat] += 1
        events.append(ev.HandsDealt(tuple(sizes)))

    def reveal(self, events: list) -> None:
        """The whole Point deck shuffled, three revealed; then the Side Bets (or the turns, when
        neither player has a Side Bet left to choose)."""
        if self.point_reveals:
            cards = list(self.point_reveals.pop(0))
        else:
            deck = list(self.s.data.points(FOUR_TEN in self.s.variants))
            random.Random(f"back_alley_bones/{self.s.seed}/points/{self.round}").shuffle(deck)
            cards = deck[:self.s.data.points_per_round]
        self.points = [Point(c) for c in cards]
        events.append(ev.PointsRevealed(tuple(cards)))
        self.turn = self.dice
        self.phase = SIDE_BET_PHASE if any(self.side_decks) else PLAY_PHASE

    def do_side_bet(self, a: Action, events: list) -> None:
        self.side_decks[a.seat].remove(a.bet)
        self.chosen[a.seat] = a.bet
        events.append(ev.SideBetChosen(a.seat))
        if not any(self.chosen[s] is None and self.side_decks[s] for s in (0, 1)):
            self.phase, self.turn = PLAY_PHASE, self.dice

    # --- turns ----------------------------------------------------------------------------------

    def do_play(self, a: Action, events: list) -> None:
        seat = a.seat
        self.hands[seat].remove(a.card)
        if a.decoy and a.flex is not None:
            self.pay_flex(seat, a.flex)
        elif a.decoy:
            self.exhaust(seat, "decoy")
        if is_cheat(a.card) and not a.decoy and self.view_state().can_react(1 - seat):
            self.pending = Pending(seat, a.card, a.point, a.by)
            self.phase = REACT_PHASE
            events.append(ev.CheatPending(seat, a.card, a.point, a.by))
            return
        self.land(seat, a.card, a.point, a.by, a.decoy, a.flex, events)

    def do_react(self, a: Action, events: list) -> None:
        p = self.pending
        self.pending, self.phase = None, PLAY_PHASE
        if a.character is None:
            events.append(ev.CheatAllowed(a.seat))
            self.land(p.seat, p.card, p.point, p.by, False, None, events)
            return
        if a.flex is not None:
            self.pay_flex(a.seat, a.flex)
        else:
            self.exhaust(a.seat, "lookout")
        self.discard.append(p.card)
        self.points[p.point] = self.points[p.point]._replace(lookout=True)
        events.append(ev.CheatCountered(a.seat, p.seat, p.card, p.point, a.flex))
        self.end_turn(events)

    def land(self, seat: int, card: str, point: int, by: int, decoy: bool, paid: str | None, events: list) -> None:
        """The card stays on its Point: its specials (§5), then the turn ends."""
        pt = self.points[point]
        entry = ((card, by, seat),)
        pt = pt._replace(cheats=pt.cheats + entry) if is_cheat(card) else pt._replace(lucks=pt.lucks + entry)
        if decoy:
            pt = pt._replace(decoy=True)
        total = pt.total
        luck = is_luck(card)
        events.append(ev.CardPlayed(seat, card, point, by, total, decoy, paid))
        if total == YO_LEVEN:
            self.exhausted[seat], self.bets_exhausted[seat] = [], []
            self.points[point] = pt
            events.append(ev.YoLeven(seat, point, luck))
            if luck:
                self.take_grub(seat, "yo_leven", events)
        elif luck and total == SEVEN and seat == self.dice:
            self.points[point] = pt
            events.append(ev.LuckySeven(seat, point))
            self.take_grub(seat, "lucky_seven", events)
        elif luck and total in LOCKDOWN_TOTALS and seat != self.dice:
            self.points[point] = pt._replace(locked=True)
            events.append(ev.Lockdown(seat, point))
            if all(p.locked for p in self.points):
                self.results(events)          # the round ends at once
                return
        else:
            self.points[point] = pt
        if not self.over:
            self.end_turn(events)

    def end_turn(self, events: list) -> None:
        if not self.hands[0] and not self.hands[1]:
            self.results(events)
        else:
            self.turn, self.phase = 1 - self.turn, PLAY_PHASE

    def do_burn(self, a: Action, events: list) -> None:
        self.hands[a.seat].remove(a.card)
        self.discard.append(a.card)
        events.append(ev.CardBurned(a.seat, a.card))
        self.end_turn(events)

    def do_pass(self, a: Action, events: list) -> None:
        events.append(ev.Passed(a.seat))
        self.end_turn(events)

    # --- turn abilities ---------------------------------------------------------------------------

    def do_sizzler(self, a: Action, events: list) -> None:
        if a.flex is not None:
            self.pay_flex(a.seat, a.flex)
            events.append(ev.AbilityUsed(a.seat, SIZZLER, ("flex",), a.flex))
        else:
            self.exhaust(a.seat, "sizzler")
            events.append(ev.AbilityUsed(a.seat, SIZZLER, ("sizzler",)))
        self.draw_into(a.seat, 1, events)

    def do_draw(self, a: Action, events: list) -> None:
        events.append(ev.AbilityUsed(a.seat, DRAW, self.exhaust_bets(a.seat, (a.bet,))))
        self.draw_into(a.seat, 1, events)

    def do_stacked_draw(self, a: Action, events: list) -> None:
        events.append(ev.AbilityUsed(a.seat, STACKED_DRAW, self.exhaust_bets(a.seat, DRAW_PAIR)))
        self.aside = self.draw_into(a.seat, 3, events, hand=False)
        self.phase = KEEP_PHASE

    def do_keep(self, a: Action, events: list) -> None:
        rest = list(self.aside)
        for c in a.cards:
            rest.remove(c)
        self.hands[a.seat].extend(a.cards)
        self.discard.extend(rest)
        self.aside, self.phase = (), PLAY_PHASE
        events.append(ev.CardsKept(a.seat, len(a.cards), tuple(sorted_gamble(rest))))

    def do_sniff(self, a: Action, events: list) -> None:
        events.append(ev.AbilityUsed(a.seat, SNIFF, self.exhaust_bets(a.seat, (a.bet,))))
        self.look(a.seat, 1, events)

    def do_stacked_sniff(self, a: Action, events: list) -> None:
        events.append(ev.AbilityUsed(a.seat, STACKED_SNIFF, self.exhaust_bets(a.seat, SNIFF_PAIR)))
        self.look(a.seat, 3, events)

    def look(self, seat: int, n: int, events: list) -> None:
        self.aside = tuple(self.grub_deck[:n])
        del self.grub_deck[:n]
        self.phase = SNIFF_PHASE
        events.append(ev.GrubSniffed(seat, len(self.aside)))

    def do_put(self, a: Action, events: list) -> None:
        self.grub_deck = list(a.top) + self.grub_deck + list(a.bottom)
        self.aside, self.phase = (), PLAY_PHASE
        events.append(ev.GrubPut(a.seat, len(a.top), len(a.bottom)))

    def do_fix(self, a: Action, events: list) -> None:
        events.append(ev.AbilityUsed(a.seat, FIX, self.exhaust_bets(a.seat, (a.bet,))))
        self.set_cheat(a, events)

    def do_stacked_fix(self, a: Action, events: list) -> None:
        events.append(ev.AbilityUsed(a.seat, STACKED_FIX, self.exhaust_bets(a.seat, FIX_PAIR)))
        self.set_cheat(a, events)

    def set_cheat(self, a: Action, events: list) -> None:
        """A Fix is not a play: it triggers no special and cannot be countered."""
        pt = self.points[a.point]
        cheats = list(pt.cheats)
        card, before, who = cheats[a.cheat]
        cheats[a.cheat] = (card, a.to, who)
        pt = pt._replace(cheats=tuple(cheats))
        self.points[a.point] = pt
        events.append(ev.CheatFixed(a.seat, a.point, a.cheat, before, a.to, pt.total))

    # --- the round's end (§8) ---------------------------------------------------------------------

    def results(self, events: list) -> None:
        dice = self.dice
        sevens = [i for i, p in enumerate(self.points) if not p.locked and p.total == SEVEN]
        for i in sevens:
            events.append(ev.Seven(dice, i))
            self.take_grub(dice, "seven", events)
            if self.over:
                return
        if not sevens:
            events.append(ev.CrapOut(dice, self.shooter))
            self.crapped[dice].append(self.shooter)
            self.shooter = None
            # The dice pass, unless only the dice holder still has a character to shoot.
            if self.has_character_left(1 - dice) or not self.has_character_left(dice):
                self.dice = 1 - dice
                events.append(ev.DicePassed(self.dice))
        events.append(ev.SideBetsRevealed(tuple(self.chosen)))
        totals = {p.total for p in self.points if not p.locked}
        for seat in (0, 1):
            bet = self.chosen[seat]
            if bet is None:
                continue
            if bet in totals:
                self.won[seat] = sorted(self.won[seat] + [bet])
                events.append(ev.SideBetWon(seat, bet))
            else:
                self.side_decks[seat] = sorted(self.side_decks[seat] + [bet])
        self.chosen = [None, None]
        gone = [c for p in self.points for c, _v, _s in p.cheats + p.lucks] + self.hands[0] + self.hands[1]
        self.discard.extend(gone)
        self.points, self.hands = [], [[], []]
        events.append(ev.RoundEnded(self.round, len(gone)))
        if not self.has_character_left(0) and not self.has_character_left(1):
            self.turn = self.dice
            self.end_game("crapped_out", events)
            return
        self.round += 1
        self.exhausted, self.bets_exhausted = [[], []], [[], []]
        events.append(ev.RoundBegan(self.round, self.dice))
        self.turn = self.dice
        if self.shooter is None:
            self.phase = SHOOTER_PHASE
        else:
            self.deal(events)
            self.reveal(events)
