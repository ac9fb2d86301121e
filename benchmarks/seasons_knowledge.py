"""What a Seasons seat was shown, kept across determinization (issue 9), measured
against truths read from the game itself rather than from the knowledge tracker.

    .venv/bin/python benchmarks/seasons_knowledge.py [--games 300] [--worlds 4]

Random 2-player games (base, Path of Destiny, Enchanted Kingdom in turn; a Crystal
Orb or Carnivora look is left on the pile 7 times in 10).  For each kind of
knowledge, at the moment it arises, each of ``--worlds`` determinized copies for
the seat that knows is compared with the truth, card by card:

- the pack a seat just passed in the draft (the other seat's pack after the pass),
  and from the second pass on the card the other seat drafted last (no passing
  under Elemental Construction);
- the top card of the draw pile after a Crystal Orb / Carnivora "leave";
- the opponent's hand right after token 11;
- the card token 13 takes from the discard pile when it had been discarded face up:
  that hand's new card, in the other seat's copies;
- every 25 steps, the cards the rules discarded face up (noted by wrapping
  ``rules.discard_seen``) and still in the discard pile since the last reshuffle.

It also counts, at those points, the slots a seat neither sees nor was shown and how
many of them a copy dealt differently from the truth (what was not shown varies).
"""

from __future__ import annotations

import argparse
import random
from collections import Counter
from collections.abc import Iterable

import meeple
from meeple.games.seasons import rules
from meeple.games.seasons.rules import ELEMENTAL_CONSTRUCTION
from meeple.games.seasons.state import SeasonsState

OPTIONS = ({}, {"expansion": "path-of-destiny"}, {"enchanted_kingdom": True})
LOOKS = ("orb", "carnivora")


class Measure:
    def __init__(self, worlds: int) -> None:
        self.worlds = worlds
        self.counts: Counter[str] = Counter()
        self.face_up: list[int] = []  # cards discarded face up since the last reshuffle

    def copies(self, s: SeasonsState, seat: int, key: int) -> list[SeasonsState]:
        return [s.determinize(seat, random.Random(key * 100 + k)) for k in range(self.worlds)]

    def compare(self, kind: str, truth: list[int], dealt: Iterable[list[int]]) -> None:
        for cards in dealt:
            self.counts[f"{kind}|shown"] += len(truth)
            self.counts[f"{kind}|kept"] += sum(1 for a, b in zip(truth, cards, strict=True) if a == b)

    def unshown(self, s: SeasonsState, seat: int, worlds: list[SeasonsState]) -> None:
        for index, zone in enumerate(s.hidden_zones()):
            if seat in zone.seen_by:
                continue
            free = [i for i in range(len(zone.items)) if i not in zone.known_to(seat)]
            for world in worlds:
                dealt = world.hidden_zones()[index].items
                self.counts["not shown: slots|shown"] += len(free)
                self.counts["not shown: slots|kept"] += sum(1 for i in free if dealt[i] == zone.items[i])

    def game(self, number: int, rng: random.Random) -> None:
        s = meeple.load_game("seasons").new_game(2, number, OPTIONS[number % len(OPTIONS)])
        assert isinstance(s, SeasonsState)
        self.face_up.clear()
        steps = 0
        while not s.is_over and steps < 3000:
            decision, draft_round, tokens = s.decision, s.draft_round, list(s.token)
            top_face_up = bool(s.discard) and s.discard[-1] in self.face_up
            assert decision is not None
            legal = s.legal_actions()
            action = rng.choice(legal)
            if decision.kind == "look" and decision.data.get("mode") in LOOKS and rng.random() < 0.7:
                action = next((a for a in legal if a.id == "leave"), action)
            s.apply(action)
            steps += 1
            if draft_round != s.draft_round and s.phase == "draft" and s.enchant != ELEMENTAL_CONSTRUCTION:
                for seat in range(2):
                    other = 1 - seat
                    worlds = self.copies(s, seat, steps)
                    self.compare("draft: the pack passed", s.packs[other], (w.packs[other] for w in worlds))
                    if s.draft_round >= 2:
                        self.compare("draft: the other's last pick", s.drafted[other][-1:],
                                     (w.drafted[other][-1:] for w in worlds))
            if decision.kind == "look" and decision.data.get("mode") in LOOKS and action.id == "leave":
                worlds = self.copies(s, decision.player, steps)
                self.compare("top card left (Orb, Carnivora)", s.deck[-1:], (w.deck[-1:] for w in worlds))
            if action.id == "token" and tokens[decision.player] == 13 and top_face_up:
                worlds = self.copies(s, 1 - decision.player, steps)
                self.compare("face-up discard taken by token 13", s.hands[decision.player][-1:],
                             (w.hands[decision.player][-1:] for w in worlds))
            if action.id == "token" and tokens[decision.player] == 11:
                other = 1 - decision.player
                worlds = self.copies(s, decision.player, steps)
                self.compare("hand shown by token 11", s.hands[other], (w.hands[other] for w in worlds))
            if s.phase == "tournament" and not s.is_over and steps % 25 == 0:
                public = Counter(self.face_up) & Counter(s.discard)
                for seat in range(2):
                    worlds = self.copies(s, seat, steps)
                    for world in worlds:
                        self.counts["discarded face up|shown"] += sum(public.values())
                        self.counts["discarded face up|kept"] += sum((public & Counter(world.discard)).values())
                    self.unshown(s, seat, worlds)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--worlds", type=int, default=4)
    args = parser.parse_args()
    measure = Measure(args.worlds)
    discard_seen, reshuffle = rules.discard_seen, rules.reshuffle

    def noted_discard(s: SeasonsState, seats: Iterable[int], cards: Iterable[int]) -> None:
        seats, cards = tuple(seats), list(cards)
        if seats == rules.everyone(s):
            measure.face_up.extend(cards)
        discard_seen(s, seats, cards)

    def noted_reshuffle(s: SeasonsState) -> None:
        if not s.deck and s.discard:
            measure.face_up.clear()
        reshuffle(s)

    rules.discard_seen, rules.reshuffle = noted_discard, noted_reshuffle  # type: ignore[assignment]
    rng = random.Random(1)
    for number in range(args.games):
        measure.game(number, rng)
    kinds = dict.fromkeys(key.split("|")[0] for key in measure.counts)
    print(f"{args.games} games, {args.worlds} copies per point\n")
    print("| knowledge | card-copies compared | kept in place |\n|---|---:|---:|")
    for kind in kinds:
        shown, kept = measure.counts[f"{kind}|shown"], measure.counts[f"{kind}|kept"]
        print(f"| {kind} | {shown:,} | {kept:,} ({kept / max(shown, 1):.1%}) |")


if __name__ == "__main__":
    main()
