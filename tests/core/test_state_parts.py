"""The base state's contract, each part checked exactly on a tiny game of its
own ("tally": seats add 1 or 2 to their points until the points reach 6) and on
the toy game: seeds, decisions, zones, views, events, determinization, records."""

from __future__ import annotations

import random
from typing import Any

import pytest

from meeple.core import RULES, Action, Decision, Game, Msg, State, Zone
from meeple.core.decisions import Decisions
from meeple.core.i18n import catalog, register
from meeple.core.state import seeded_rng

from toy import GAME as TOY

register(catalog({"tally.add": ("ajouter {n}", "add {n}"), "tally.bonus": ("{who} : bonus", "{who}: bonus")}))

TALLY = Decisions()


@TALLY.options("add")
def add_options(state: TallyState, decision: Decision) -> list[Action]:
    return [Action(f"add:{n}", "tally.add", {"n": n}) for n in (1, 2)]


@TALLY.resolve("add")
def add(state: TallyState, decision: Decision, action: Action | None) -> None:
    assert action is not None
    state.points[decision.player] += action.params["n"]


@TALLY.resolve("bonus")
def bonus(state: TallyState, decision: Decision, action: Action | None) -> None:
    state.points[decision.data["seat"]] += 10


class TallyState(State):
    __slots__ = ("points", "piles")
    decisions = TALLY

    def _advance(self) -> None:
        self.push("add", sum(self.points) % self.num_players, rule="tally 1")

    def _copy_into(self, other: State) -> None:
        assert isinstance(other, TallyState)
        other.points = list(self.points)
        other.piles = {name: list(items) for name, items in self.piles.items()}

    def public_view(self, seat: int | None) -> dict[str, Any]:
        return {"points": list(self.points), "for": seat}

    def hidden_zones(self) -> list[Zone]:
        # pool "x" on its own; pool "y" spread over four zones of different
        # sizes, "b" seen by seat 0
        return [Zone("a", self.piles["a"], pool="x"), Zone("b", self.piles["b"], (0,), pool="y"),
                Zone("c", self.piles["c"], pool="y"), Zone("d", self.piles["d"], pool="y"),
                Zone("e", self.piles["e"], pool="y")]

    @property
    def is_over(self) -> bool:
        return sum(self.points) >= 6

    def scores(self) -> list[int]:
        return list(self.points)


class TallyGame(Game):
    id = "tally"
    min_players = 1
    max_players = 3

    def _setup(self, num_players: int, seed: int, options: dict[str, Any]) -> State:
        state = TallyState(self, num_players, seed, options)
        state.points = [0] * num_players
        state.piles = {"a": [1, 1, 1], "b": [2], "c": [3, 4], "d": [5, 6, 7], "e": [8, 9, 10, 11]}
        state.settle()
        return state


GAME = TallyGame()


def bare_tally(players: int = 2) -> TallyState:
    """A tally state before setup ends: nothing pushed yet."""
    state = TallyState(GAME, players, 3, {"any": 1})
    state.points = [0] * players
    state.piles = {}
    return state


# -------------------------------------------------------------------- seeds
def test_a_non_negative_seed_is_pythons_own_stream_and_a_negative_one_another() -> None:
    for seed in (0, 1, 7):
        assert seeded_rng(seed).random() == random.Random(seed).random()
    assert seeded_rng(-1).random() == random.Random("negative seed -1").random()
    assert seeded_rng(-1).random() != seeded_rng(1).random()


@pytest.mark.parametrize(("seed", "name"), [(True, "bool"), (1.5, "float"), ("7", "str")])
def test_a_seed_that_is_not_an_integer_is_refused_by_type(seed: Any, name: str) -> None:
    with pytest.raises(TypeError, match=rf"^a seed is an integer, not {name}$"):
        seeded_rng(seed)


# ------------------------------------------------------ decisions and stack
def test_a_decision_cites_no_rule_by_default_and_copies_its_data_apart() -> None:
    decision = Decision("add", 1, {"n": [1]})
    assert Decision("add", 0).rule == "" and Decision("add", 0).data == {}
    copy = decision.copy()
    assert (copy.kind, copy.player, copy.data, copy.rule) == ("add", 1, {"n": [1]}, "")
    copy.data["m"] = 2
    assert decision.data == {"n": [1]}
    state = bare_tally()
    state.push("add", 1)
    assert (state.stack[-1].kind, state.stack[-1].player, state.stack[-1].rule) == ("add", 1, "")


def test_the_constructor_keeps_the_options_it_is_given() -> None:
    assert bare_tally().options == {"any": 1}


def test_a_state_without_a_registry_says_so() -> None:
    class Bare(State):
        __slots__ = ()

    state = Bare(GAME, 1, 0, {})
    with pytest.raises(NotImplementedError, match=r"^Bare declares no decisions registry$"):
        state._options(Decision("add", 0))
    with pytest.raises(NotImplementedError, match=r"^Bare declares no decisions registry$"):
        state._resolve(Decision("add", 0), None)


def test_nothing_is_legal_before_setup_ends_or_after_the_game_ends() -> None:
    state = bare_tally()
    assert not state.is_over and state.stack == [] and state.legal_actions() == ()
    state = GAME.new_game(2)
    state.points = [6, 0]  # over, with its "add" decision still on the stack
    state._legal = None
    assert state.stack and state.legal_actions() == ()


def test_the_rules_own_steps_run_before_a_seat_decides() -> None:
    state = GAME.new_game(2)
    state.push("bonus", RULES, {"seat": 0})
    state.push("bonus", RULES, {"seat": 1})
    state.push("add", 0)
    state.apply("add:1")
    # the first bonus ran at once and ended the game: the other one never runs
    assert state.points == [1, 10] and state.is_over and state.current_player is None
    assert [d.kind for d in state.stack] == ["add", "bonus"] and state.legal_actions() == ()


def test_apply_names_the_type_it_refuses() -> None:
    state = GAME.new_game(2)
    with pytest.raises(TypeError, match=r"^apply\(\) takes an Action or an action id string, not int$"):
        state.apply(3)  # type: ignore[arg-type]


def test_the_default_estimate_and_policy() -> None:
    state = GAME.new_game(2)
    state.apply("add:2")
    assert state.evaluate() == [2.0, 0.0] and all(isinstance(v, float) for v in state.evaluate())
    picks = [state.policy_action(random.Random(seed)).id for seed in range(12)]
    assert picks == [random.Random(seed).choice(state.legal_actions()).id for seed in range(12)]
    assert set(picks) == {"add:1", "add:2"}


# -------------------------------------------------------------------- zones
def test_a_zone_pools_by_its_name_unless_told_and_shows_its_items_through_show() -> None:
    assert Zone("deck", []).pool == "deck"
    assert Zone("deck", [], pool="cards").pool == "cards"
    zone = Zone("hand", [1, 2], (0,), show=lambda item: f"card-{item}")
    assert zone.view(0) == ["card-1", "card-2"] and zone.view(1) == 2
    assert Zone("hand", [1, 2], (0,)).view(0) == [1, 2]


def test_a_known_index_past_the_end_of_the_zone_is_ignored() -> None:
    zone = Zone("deck", [4, 5], (), known={0: [1, 2]}, public=[2])
    assert zone.known_to(0) == frozenset({1}) and zone.known_to(None) == frozenset()
    assert zone.view(0) == [None, 5] and zone.view(None) == 2


# -------------------------------------------------------------------- views
def test_the_view_of_the_deciding_seat_others_and_a_spectator() -> None:
    state = GAME.new_game(2)
    state.apply("add:1")
    who = {"key": "core.player", "params": {"seat": 2}}
    decision = {"kind": "add", "player": 1,
                "prompt": {"key": "tally.decision.add", "params": {"player": 1, "who": who}}}
    common = {"game": "tally", "num_players": 2, "options": {}, "current_player": 1, "decision": decision,
              "is_over": False, "scores": [1, 0], "events": 0}
    assert state.view(1) == {**common, "seat": 1, "legal_actions": ["add:1", "add:2"],
                             "state": {"points": [1, 0], "for": 1},
                             "hidden": {"a": 3, "b": 1, "c": 2, "d": 3, "e": 4}}
    assert state.view(0) == {**common, "seat": 0, "legal_actions": None, "state": {"points": [1, 0], "for": 0},
                             "hidden": {"a": 3, "b": [2], "c": 2, "d": 3, "e": 4}}
    assert state.view(None) == {**common, "seat": None, "legal_actions": None,
                                "state": {"points": [1, 0], "for": None},
                                "hidden": {"a": 3, "b": 1, "c": 2, "d": 3, "e": 4}}


def test_a_decision_without_a_prompt_is_not_described_but_still_answerable() -> None:
    class Silent(TallyState):
        __slots__ = ()

        def prompt(self) -> Msg | None:
            return None

    state = GAME.new_game(2)
    state.__class__ = Silent
    view = state.view(0)
    assert view["decision"] is None and view["legal_actions"] == ["add:1", "add:2"]


def test_the_prompt_names_the_deciding_seat() -> None:
    state = GAME.new_game(3)
    state.apply("add:2")
    assert state.prompt() == Msg("tally.decision.add", {"player": 2, "who": Msg("core.player", {"seat": 3})})
    state.apply("add:2")
    state.apply("add:2")
    assert state.is_over and state.prompt() is None and state.view(0)["decision"] is None


# ------------------------------------------------------------------- events
def test_emit_names_the_seat_in_words_unless_the_rules_already_did() -> None:
    state = GAME.new_game(2)
    state.emit("tally.bonus", {"seat": 1})
    state.emit("tally.bonus", {"seat": 0, "who": "Kira"})
    state.emit("tally.add", {"n": 3}, seen_by=[0], redacted=Msg("tally.add", {"n": "?"}))
    assert state.log[0].msg == Msg("tally.bonus", {"seat": 1, "who": Msg("core.player", {"seat": 2})})
    assert state.events(0, lang="en") == [
        {"index": 0, "kind": "tally.bonus", "params": {"seat": 1, "who": {"key": "core.player",
                                                                         "params": {"seat": 2}}},
         "text": "Player 2: bonus"},
        {"index": 1, "kind": "tally.bonus", "params": {"seat": 0, "who": "Kira"}, "text": "Kira: bonus"},
        {"index": 2, "kind": "tally.add", "params": {"n": 3}, "text": "add 3"},
    ]
    assert [e["text"] for e in state.events(1, lang="fr")] == ["Joueur 2 : bonus", "Kira : bonus", "ajouter ?"]
    assert state.log_text() == ["Player 2: bonus", "Kira: bonus", "add ?"]
    assert state.log_text(0) == ["Player 2: bonus", "Kira: bonus", "add 3"]
    assert state.log_text(1, "fr") == ["Joueur 2 : bonus", "Kira : bonus", "ajouter ?"]


def test_a_private_event_without_a_redacted_form_is_absent_from_the_text_log() -> None:
    state = GAME.new_game(2)
    state.emit("tally.add", {"n": 1}, seen_by=[1])
    state.emit("tally.add", {"n": 2})
    assert state.log_text(0) == ["add 2"] and state.log_text(1) == ["add 1", "add 2"]


# ----------------------------------------------------------- determinizing
def test_determinize_gives_a_fresh_stream_drawn_from_the_given_one() -> None:
    state = GAME.new_game(2)
    for seed in range(8):
        world = state.determinize(1, random.Random(seed))
        assert world.rng.random() == random.Random(random.Random(seed).getrandbits(64)).random()


@pytest.mark.parametrize("seed", range(10))
def test_determinize_deals_each_pool_within_itself_and_keeps_every_item(seed: int) -> None:
    state = GAME.new_game(2)
    world = state.determinize(1, random.Random(seed))
    assert isinstance(world, TallyState)
    assert world.piles["a"] == [1, 1, 1]  # pool "x" alone: nothing of pool "y" comes in
    assert sorted(item for name in "bcde" for item in world.piles[name]) == list(range(2, 12))
    assert [len(world.piles[name]) for name in "bcde"] == [1, 2, 3, 4]
    assert state.piles["e"] == [8, 9, 10, 11]  # the true state is untouched
    mine = state.determinize(0, random.Random(seed))
    assert isinstance(mine, TallyState) and mine.piles["b"] == [2]  # seat 0 sees "b": it stays


def test_determinize_re_deals_the_pools_items_across_its_zones() -> None:
    worlds = [GAME.new_game(2).determinize(1, random.Random(seed)) for seed in range(10)]
    assert any(world.piles["b"] != [2] for world in worlds if isinstance(world, TallyState))


def test_every_card_of_the_toy_game_survives_determinization() -> None:
    state = TOY.new_game(4, seed=2)
    cards = sorted(state.deck + [card for hand in state.hands for card in hand])
    for seat in (0, 3, None):
        world = state.determinize(seat, random.Random(5))
        assert sorted(world.deck + [card for hand in world.hands for card in hand]) == cards  # type: ignore[attr-defined]


# ------------------------------------------------------------------ records
def test_a_record_holds_exactly_the_setup_and_the_actions() -> None:
    state = TOY.new_game(2, seed=9, options={"hand": 2})
    state.apply(state.legal_actions()[0])
    assert state.to_record() == {"game": "toy", "version": "1", "num_players": 2, "seed": 9,
                                 "options": {"hand": 2}, "actions": list(state.history)}
    world = state.determinize(0, random.Random(1))
    with pytest.raises(ValueError, match=r"^a determinized copy has no record: it is a sampled world, "
                                         "not a game that was played$"):
        world.to_record()
