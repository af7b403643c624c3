"""Every exercise of the lessons knows its answer, computed by the engine."""

from __future__ import annotations

import functools
from fractions import Fraction
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

from chickenfoot_nb import Hand, Round, Tile
from chickenfoot_nb.lessons import EXERCISES, ask, playable_tiles
from chickenfoot_nb.record import load
from chickenfoot_nb.seat_view import SeatView

if TYPE_CHECKING:
    from chickenfoot_nb.probability import Tournament

POSITIONS = Path(__file__).resolve().parents[1] / "notebooks" / "positions"


def _position(name: str, step: int | None = None) -> Round:
    r = load(POSITIONS / f"{name}.json").current
    return r if step is None else r.at(step)


def _open_foot_completed() -> Round:
    from chickenfoot_nb.bots import GreedyBot

    r = _position("open_foot")
    bot = GreedyBot()
    while r.pending_foot is not None:
        r.push(bot.choose(r.view(r.seat), r.legal_actions()))
    return r


def _open_foot_after_one_toe() -> Round:
    from chickenfoot_nb.bots import GreedyBot

    r = _position("open_foot")
    r.push(GreedyBot().choose(r.view(r.seat), r.legal_actions()))
    return r


def _view(name: str) -> SeatView:
    r = _position(name)
    return r.view(r.seat)


def _puzzle(puzzle_id: str) -> Any:
    from chickenfoot_nb.puzzles import load_puzzles

    return next(p for p in load_puzzles() if p.id == puzzle_id)


def _tournament() -> Tournament:
    from chickenfoot_nb.probability import InlineExecutor, play_tournament

    return play_tournament(
        "spruce", 3, deals=3, bots=["random", "greedy"], seed=5, executor=InlineExecutor(),
        progress=False,
    )  # fmt: skip


class _ReviewTable:
    """Three players whose skill intervals lie apart (random below 0, greedy exactly 0 with an
    interval of no width, medium above) and whose luck intervals overlap around 0."""

    def by_player(self) -> dict[str, Any]:
        from chickenfoot_nb.probability import PlayerSummary

        third = 1 / 3
        return {
            "random": PlayerSummary(
                "random", 9, 72.0, third, -0.15, -0.25, -0.05, 0.05, -0.1, 0.2, 2.1
            ),
            "greedy": PlayerSummary("greedy", 9, 80.0, third, 0.0, 0.0, 0.0, 0.0, -0.1, 0.1, 3.0),
            "medium": PlayerSummary(
                "medium", 9, 91.0, third, 0.2, 0.1, 0.3, -0.05, -0.2, 0.1, 4.35
            ),
        }


@functools.cache
def _cases() -> dict[str, list[tuple[tuple[Any, ...], str, str]]]:
    """For each exercise: (position arguments, a right reply, a wrong reply).

    Built once per worker (some take seconds: a tournament, a review); each exercise's
    arguments are read by its one test only.
    """
    import numpy as np

    tied = load(POSITIONS / "tie_break_match.json")
    # 400 players' luck over 90 rounds, each round's luck drawn at random around 0.
    luck = np.random.default_rng(0).normal(0, 50, size=(400, 90))
    return {
        "chicken-yard": [((), "the chicken yard", "the boneyard")],
        "canonical-tile": [((), "8|3", "3|8")],
        "set-size-12": [((), "91", "78")],
        "tiles-with-a-number": [((), "10", "9")],
        "set-pips": [((), "168", "84")],
        "hand-value": [((Hand.parse("9|4 6|6 0|0 3|1 7|2"),), "38", "37")],
        "preset-seven-each": [((), "spruce", "both")],
        "gamerules-hand": [((), "14", "15")],
        "too-many-players": [((), "11", "12")],
        "search-finder": [((), "{finder}", "{not_finder}")],
        "spruce-search": [((_position("spruce_search", 0),), "{seat}", "{other}")],
        "who-plays-first": [((Round.deal("spruce", players=4, seed=10),), "2", "1")],
        "arms-count": [((), "6", "4")],
        "next-seat": [((), "0", "4")],
        "arm-phase-plays": [((_position("arm_phase"),), "none", "4|2")],
        "arm-limit": [((_position("gamerules_drawn_fits", 4),), "no", "yes")],
        "must-play": [((_position("can_play"),), "play a tile", "draw")],
        "drawn-tile-choices": [
            ((_position("spruce_drawn_fits"),), "play 9|0 or pass", "only play 9|0"),
            ((_position("gamerules_drawn_fits"),), "only play 8|6", "play 8|6 or pass"),
        ],
        "kept-back": [((_position("two_kept_back"),), "0", "2")],
        "first-yard": [((Round.deal("spruce", players=3, seed=4),), "34", "48")],
        "first-score": [((), "25", "2")],
        "match-winner-lowest": [((), "Seat 1", "Seat 2")],
        "first-arm-tile": [((), "9|4", "6|6")],
        "foot-toes": [((), "3", "4")],
        "double-3-count": [((), "10", "16")],
        "tile-same": [((), "no", "yes")],
        "doubles-in-set": [((), "13", "12")],
        "tiles-without-a-number": [((), "45", "46")],
        "deal-yard": [((Round.deal("spruce", players=4, seed=10),), "27", "26")],
        "finder-first-play": [((), "play the first tile against the centre double", "draw again")],
        "spruce-most-players": [((), "7", "8")],
        "double-in-a-hand": [((), "spruce", "gamerules")],
        "refused-play": [
            (
                (_position("arm_phase"), "play 4|2 on 9|4"),
                "it refuses the play, says which rule forbids it, and leaves the round as it was",
                "it plays the tile",
            )
        ],
        "arm-phase-choice": [((), "9|5", "5|3")],
        "drawn-no-fit": [((), "pass", "draw again")],
        "last-tile-kept": [((), "no", "yes")],
        "toe-plays": [((_position("open_foot"),), "7|1", "7|1 6|0")],
        "double-toe": [((), "no", "yes")],
        "open-after-foot": [((_open_foot_completed(),), "{open}", "1")],
        "centre-not-foot": [
            ((), "no: the centre double has 4 arms instead", "yes: it is a chicken foot")
        ],
        "double-no-extra-turn": [((_position("foot_just_played"),), "1", "0")],
        "no-toe-draws": [
            (
                (_position("open_foot"), 17),
                "draw a tile from the chicken yard",
                "play a tile on another open end",
            )
        ],
        "foot-two-toes": [
            (
                (_open_foot_after_one_toe(),),
                "no: the foot still needs its third toe",
                "yes: the foot is complete",
            )
        ],
        "foot-toe-count": [((), "3", "4")],
        "foot-which-tile": [((), "6|2", "6|2 2|0")],
        "double-on-a-toe": [((), "yes", "no")],
        "round-end": [
            ((_position("out_on_a_double"),), "a player went out", "it is blocked"),
            ((_position("blocked_after_draw"),), "it is blocked", "a player went out"),
        ],
        "seat-score": [
            ((_position("gamerules_double_blank"), 0), "10", "60"),
            ((_position("spruce_double_blank"), 2), "50", "0"),
        ],
        "match-rounds": [((), "7", "6")],
        "out-on-double": [
            (
                (_position("out_on_a_double"),),
                "the round ends at once",
                "three toes are played on the double first, then the round ends",
            )
        ],
        "score-with-blank": [((), "63", "13")],
        "score-going-out": [((), "0", "34")],
        "tie-break-spruce": [((), "Ana", "they share the win")],
        "match-winner": [
            ((tied,), "Boris", "Ana"),
            ((tied, "share"), "they share the win", "Boris"),
        ],
        "after-going-out": [((), "the round ends at once and you score 0", "you must draw a tile")],
        "hold-the-double": [((), "7/55", "7/54")],
        "nobody-holds": [((), "27/55", "28/55")],
        "opener-more-likely": [((), "gamerules", "spruce")],
        "no-six-in-hand": [((), "7052/31535", "267976/1419075")],
        "search-adds-tiles": [
            (
                (),
                "it holds its 7 dealt tiles and every tile it drew in the search",
                "it may draw until it can play",
            )
        ],
        "fewer-hands-wider": [((), "wider", "narrower")],
        "fair-share-five": [((), "1/5", "1/4")],
        "same-seeds": [
            (
                (),
                "so that a difference comes from the rule, not from other deals",
                "so that the simulation runs faster",
            )
        ],
        "interval-holds-zero": [
            (
                (),
                "no change is shown yet: more rounds would tell",
                "the variant makes rounds longer",
            )
        ],
        "pairs-of-tiles": [((), "45", "90")],
        "hands-of-three": [((), "20", "60")],
        "choose-two-of-28": [((), "378", "756")],
        "spread-four-times": [((), "half as wide", "a quarter as wide")],
        "spread-hundred-times": [((), "10", "100")],
        "interval-meaning": [
            (
                (),
                "It was made by a method that catches the exact chance in about 95 runs out of 100.",
                "The exact chance lies between the two ends with probability 95%.",
            )
        ],
        "overlap-not-shown": [((), "no difference is shown: it could be 0", "B is bigger")],
        "no-double": [((), "0.22", "0.3")],
        "expected-score": [((), "8", "6"), (((0, 10, 20),), "10", "30")],
        "win-chance": [((), "3/8", "1/2"), (((5, 5), (5, 9)), "0.75", "0.5")],
        "count-worlds": [((_view("strategy_endgame"),), "840", "35")],
        "draw-reveals": [((_view("strategy_draw"), 0, 5), "it goes down", "it stays the same")],
        # random against greedy: the answer is whether the gap's interval leaves out 0
        "tournament-real": [((_tournament(), "random", "greedy"), "{gap}", "{not_gap}")],
        "coach-best-move": [((_view("strategy_endgame"),), "9|0 on 0|0", "1|0 on 0|0")],
        "interval-more-worlds": [
            ((_view("strategy_endgame"),), "about 3 times narrower", "about 10 times narrower")
        ],
        "count-small-worlds": [((), "60", "10")],
        "interval-four-times": [((), "400", "200")],
        "tie-half-win": [((), "3/4", "1/2")],
        "plays-reveal": [((_view("strategy_draw"), 0), "it goes down", "it stays the same")],
        "gap-two-runs": [((), "no", "yes")],
        "gamerules-pass": [
            (
                (),
                "the drawn tile fits nowhere the player may play",
                "nothing: a drawn tile that fits may be kept",
            )
        ],
        "draw-in-foot": [
            (
                (),
                "The player held no tile with a 6 when they drew.",
                "The player held no tile with a 4 when they drew.",
            )
        ],
        "puzzle-moves": [((_puzzle("240-30"),), "6", "3")],
        "puzzle-best": [((_puzzle("240-30"),), "0|0 on 3|0", "6|0 on 3|0")],
        "puzzle-random-finds": [((_puzzle("240-30"),), "1/6", "1/3")],
        "puzzle-margin": [((), "no", "yes")],
        "puzzle-difficulty": [
            ((_puzzle("22-127"),), "medium", "easy"),
            ((_puzzle("13-33"),), "easy", "medium"),
            ((_puzzle("0-29"),), "hard", "medium"),
        ],
        "puzzle-kind": [((_puzzle("32-29"),), "foot", "endgame")],
        "practice-rating-gain": [((), "hard", "easy")],
        "practice-hint-cost": [
            ((), "it goes down", "it goes up"),
            ((1,), "it goes up", "it goes down"),
        ],
        "practice-comes-back": [((), "tomorrow", "later today")],
        "worst-decision": [
            ((_position("review_round"), 1), "move 26: 8|7 on 9|7", "move 23: 8|0 on 0|0")
        ],
        "skill-or-luck": [((_ReviewTable(),), "skill", "luck")],
        "my-worst-decision": [
            ((_position("review_round"), 1), "move 26: 8|7 on 9|7", "move 23: 8|0 on 0|0")
        ],
        "luck-total-farther": [((luck,), "farther from 0", "nearer to 0: luck evens out")],
        "luck-mean-narrower": [((luck,), "3", "9")],
        "luck-no-memory": [
            ((), "about 0: the tiles do not remember", "about +40: luck pays back what it took")
        ],
        "skill-baseline": [
            (
                (),
                "Over many rounds, does this player play better than the careful habit?",
                "Was this one move, in this one round, a mistake?",
            )
        ],
        "cost-noise": [((), "too high", "about right")],
        "my-marks": [((_position("review_round"), 1), "1", "4")],
        "skill-sign": [
            (
                (_position("review_round"), 1),
                "below 0",
                "exactly 0: every decision was the careful player's move",
            )
        ],
        "skill-of-habit": [((), "0", "-25")],
        "accuracy-best": [((), "100", "0")],
        "noisy-blunder": [((), "it tends to come out smaller", "it comes out exactly the same")],
        "review-decision": [
            ((), "a moment where you had two or more legal moves", "every move you made")
        ],
        "review-error": [((), "15", "30")],
        "review-mark": [((), "? (a mistake)", "?? (a blunder)")],
    }


def _fill(text: str, args: tuple[Any, ...], key: str) -> str:
    if "{" not in text:
        return text
    values: dict[str, str] = {}
    if key == "search-finder":
        right = str(ask(key).answer)
        values = {"finder": right, "not_finder": str((int(right) + 1) % 3)}
    elif key == "spruce-search":
        right = str(ask(key, *args).answer)
        values = {"seat": right, "other": str((int(right) + 1) % args[0].players)}
    elif key == "tournament-real":
        from chickenfoot_nb.lessons.exercises_strategy import GAP_CHOICES

        right = ask(key, *args).answer
        values = {"gap": right, "not_gap": next(c for c in GAP_CHOICES if c != right)}
    elif key == "open-after-foot":
        values = {"open": " ".join(str(n) for n in sorted(set(args[0].open_ends.values())))}
    return text.format(**values)


#: Exercises built on what a lesson's own simulation printed: each is tested, right and wrong
#: replies and its aimed feedback, in the lesson's test file, which builds that run.
TESTED_WITH_THEIR_LESSON = {
    "option-real": "test_lessons_chance.py",
    "greedy-draw-rule": "test_lessons_chance.py",
    "starter-fair-share": "test_lessons_chance.py",
    "same-chance-tiles": "test_lessons_chance.py",
    "difference-real": "test_lessons_chance.py",
    "interval-catch-rate": "test_lessons_chance.py",
}


def test_every_exercise_is_tested_here() -> None:
    assert set(_cases()) | set(TESTED_WITH_THEIR_LESSON) == set(EXERCISES)
    for key, name in TESTED_WITH_THEIR_LESSON.items():
        assert f'ask("{key}"' in (Path(__file__).parent / name).read_text(), (key, name)


@pytest.mark.parametrize("key", sorted(set(EXERCISES) - set(TESTED_WITH_THEIR_LESSON)))
def test_each_exercise_accepts_its_answer_and_not_a_wrong_one(key: str) -> None:
    for args, right, wrong in _cases()[key]:
        q = ask(key, *args)
        assert q.check(_fill(wrong, args, key)) is False, (key, wrong)
        assert q.check(_fill(right, args, key)) is True, (key, right)
        assert "✔ Right" in q.feedback.value


def test_the_answers_come_from_the_engine() -> None:
    r = _position("arm_phase")
    assert ask("arm-phase-plays", r).answer == playable_tiles(r) == frozenset()
    assert ask("toe-plays", _position("open_foot")).answer == frozenset({Tile(7, 1)})
    assert ask("hold-the-double").answer == Fraction(7, 55)


@pytest.mark.parametrize(
    ("name", "players", "seed", "moves"),
    [("strategy_draw", 3, 48, 16), ("strategy_endgame", 2, 73, 112)],
)
def test_the_strategy_positions_come_from_their_seeds(
    name: str, players: int, seed: int, moves: int
) -> None:
    """Lesson 9's positions are greedy play from a seeded deal, as their notes say."""
    r = Round.deal("spruce", players=players, seed=seed)
    for _ in range(moves):
        r.push(r.heaviest_action())
    saved = _position(name)
    assert saved.dealt == r.dealt and saved.history == r.history
