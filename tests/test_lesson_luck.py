"""Lesson 10b says what its numbers show, and only what they show.

The lesson's own cells are run as the notebook runs them (the 90 deals at careful tables, their
review, the simulated careful players, the decisions judged again): every claim its words make
is checked against what those cells compute. The lesson states no figure in its words: the
cells print them. Each finding of issue 37 on lesson 10's "many rounds" part has a check here
that the old words fail (they are quoted in ``OLD``); issue 38 moved skill to the careful habit
(the judge's), which ``OLD["heaviest"]`` no longer says.
"""

from __future__ import annotations

import functools
import re
from collections import Counter
from pathlib import Path
from typing import Any

import nbformat
import numpy as np
import pytest

from chickenfoot_nb import Round
from chickenfoot_nb.bots import play_round
from chickenfoot_nb.judge import JUDGE
from chickenfoot_nb.lessons import EXERCISES, ask
from chickenfoot_nb.policy import careful_play
from chickenfoot_nb.probability import Estimate
from chickenfoot_nb.probability.remember import remember_in

#: Its simulation is computed once: every test of the module in one pytest-xdist worker.
pytestmark = pytest.mark.xdist_group("test_lesson_luck")

ROOT = Path(__file__).resolve().parents[1]
LESSON = ROOT / "notebooks" / "10b_luck_over_many_rounds.ipynb"
KEYS = (
    "skill-or-luck",
    "luck-total-farther",
    "luck-mean-narrower",
    "luck-no-memory",
    "skill-baseline",
    "cost-noise",
)

#: Lesson 10's old words on many rounds (cells 10 and 26 before issue 37), which the checks fail.
OLD = {
    "sure win": "The review splits the round into four numbers, all in win chance: 100 points "
    "are a sure win.",
    "evens out": "The luck of one round swings much more than its skill, but over 90 rounds it "
    "evens out: no bot was lucky on average.",
    "one in four": "Even `medium` is not perfect: about one decision in four cost it something.",
    "typed": "Against that habit `random` loses 14.6 points of win chance a round (95% interval "
    "−22.7 to −6.4), and `medium` gains 19.9 (14.4 to 25.4).",
    "skill why": "Measured from the heaviest tile, luck favours no one: over many rounds it "
    "averages about 0, as you will see below.",
    "heaviest": "`greedy` always plays its heaviest tile, so its skill is 0 in every round and its "
    "interval has no width.",
    "no lean": "No kind of luck leans either way: 0 lies inside every interval.",
}


def _notebook() -> nbformat.NotebookNode:
    return nbformat.read(LESSON, as_version=4)


def _cells() -> dict[str, str]:
    return {c.id: c.source for c in _notebook().cells}


def _words() -> str:
    """Every markdown cell of the lesson, one line of text."""
    return re.sub(
        r"\s+", " ", " ".join(c.source for c in _notebook().cells if c.cell_type == "markdown")
    )


# ----- the checks each finding's fix must pass, and the old words fail ---------------------


def _says_luck_evens_out(words: str) -> bool:
    """Whether the words say luck "evens out" (the gambler's fallacy) as a fact."""
    return bool(re.search(r"\bevens? out\b(?!\?)", words)) and "does **not** even out" not in words


def _types_figures(words: str) -> list[str]:
    """The figures typed in the words: a decimal number, or a share in per cent other than 95%."""
    return re.findall(r"[−+-]?\d+\.\d+|\b(?!95%)\d+(?:\.\d+)?%", words)


def _unprinted_one_in_four(words: str, code: str) -> bool:
    """Whether the words claim a share of decisions that no cell prints."""
    return "one decision in four" in words or (
        "cost something" in words and "len(costly) / len(search)" not in code
    )


def _explains_totals(words: str) -> bool:
    """Whether words that call 100 points a sure win also say why skill and luck go past it."""
    if "100 points" not in words:
        return True
    return "More than 100 points?" in words and "sums of **steps**" in words


def _skill_kept_for_averages(words: str) -> bool:
    """Whether the words keep skill against the careful habit for many rounds, say why, and
    say it does not judge one round's moves."""
    return "careful habit" in words and all(
        said in words
        for said in (
            "skill is **not** a judge of one round's moves",
            "**One ruler for every seat.**",
            "**Cheap.**",
            "**Luck favours no one.**",
        )
    )


def _measures_against_the_heaviest_tile(words: str) -> bool:
    """Whether the words say skill is measured against the heaviest tile (the greedy habit),
    which the careful judge no longer does."""
    return bool(re.search(r"(skill|habit)[^.]*heaviest tile", words)) or "`greedy`" in words


def _says_no_kind_leans(words: str) -> bool:
    """Whether the words say that no kind of luck leans."""
    return "No kind of luck leans" in words


def test_the_old_words_fail_the_checks() -> None:
    assert _says_luck_evens_out(OLD["evens out"])
    assert _unprinted_one_in_four(OLD["one in four"], "")
    assert _types_figures(OLD["typed"]) == ["14.6", "−22.7", "−6.4", "19.9", "14.4", "25.4"]
    assert not _explains_totals(OLD["sure win"])
    assert not _skill_kept_for_averages(OLD["skill why"])
    assert _measures_against_the_heaviest_tile(OLD["heaviest"])
    assert _says_no_kind_leans(OLD["no lean"])


def test_luck_is_not_said_to_even_out() -> None:
    words = _words()
    assert not _says_luck_evens_out(words)
    assert "gambler's fallacy" in words
    # The mean settles, the total does not.
    assert "its spread shrinks like one over the square root of the rounds" in words
    assert "the **total** wanders away from 0; its spread grows like the square root" in words


def test_no_figure_is_typed_in_the_words() -> None:
    assert _types_figures(_words()) == []


def test_the_share_of_costly_decisions_is_printed_not_typed() -> None:
    cells = _cells()
    assert not _unprinted_one_in_four(_words(), cells["10b-26"])
    assert "print(" in cells["10b-26"]


def test_totals_beyond_a_hundred_are_explained() -> None:
    assert _explains_totals(_words())
    assert "min(reviews.entries, key=lambda row: row.skill)" in _cells()["10b-12"]


def test_skill_against_the_careful_habit_is_kept_for_averages_only() -> None:
    words = _words()
    assert _skill_kept_for_averages(words)
    assert not _measures_against_the_heaviest_tile(words)
    # The review's habit is the judge's: the careful bot's move, whatever the table.
    assert JUDGE.habit_sentence() == JUDGE.at(["greedy"] * 4).habit_sentence()
    assert "careful bot" in JUDGE.habit_sentence()


def test_the_long_simulations_show_their_progress() -> None:
    cells = _cells()
    assert "tqdm(" in cells["10b-03"] and "tqdm(" in cells["10b-16"] and "tqdm(" in cells["10b-26"]
    assert "review_many(" in cells["10b-05"] and "progress=False" not in cells["10b-05"]


def test_every_exercise_is_asked_here_once_and_the_lesson_ends_with_its_self_test() -> None:
    cells = _notebook().cells
    code = "\n".join(c.source for c in cells if c.cell_type == "code")
    asked = Counter(re.findall(r"""\bask\(\s*["']([\w-]+)["']""", code))
    assert asked == dict.fromkeys(KEYS, 1)
    assert cells[-1].id == "10b-selftest" and cells[-1].source == (
        'self_test(ask("luck-no-memory"), ask("skill-baseline"), ask("cost-noise"))'
    )
    assert [k for k in KEYS if EXERCISES[k].predict] == ["luck-total-farther", "luck-mean-narrower"]
    # Each prediction is asked before any cell prints what it predicts.
    ids = [c.id for c in cells]
    assert ids.index("10b-18") < ids.index("10b-20") < ids.index("10b-22")
    assert "totals" not in "".join(
        c.source for c in cells[: ids.index("10b-20")] if c.cell_type == "code"
    )


# ----- the lesson's own cells, run as the notebook runs them --------------------------------


def _run_simulation() -> dict[str, Any]:
    cells = _cells()
    review = "review_many(games, seats=seats, samples=30, seed=0)"
    assert review in cells["10b-05"]
    source = "\n".join(
        line
        for cid in ("10b-01", "10b-03", "10b-05", "10b-14", "10b-16", "10b-22", "10b-24", "10b-26")
        for line in cells[cid].splitlines()
        if not line.startswith("%")
    )
    source = source.replace(review, review[:-1] + ", progress=False)")
    space: dict[str, Any] = {}
    exec(compile(source, str(LESSON), "exec"), space)  # noqa: S102 - the lesson's own code
    return space


@pytest.fixture
def simulation(remembered_runs: Path) -> dict[str, Any]:
    # Cached for the process, not a module fixture: under pytest-xdist a worker may run
    # another module's test between two of these, and a module fixture would run again.
    return _simulation(remembered_runs)


@functools.cache
def _simulation(remembered_runs: Path) -> dict[str, Any]:
    # The lesson's review of 270 rounds, read back when a kernel of this run already did it.
    remember_in(remembered_runs)
    try:
        return _run_simulation()
    finally:
        remember_in(None)


BOT_NAMES = ("random", "careful", "search")


def _per_bot(simulation: dict[str, Any], value: Any) -> dict[str, Estimate]:
    """Each bot's mean of ``value(entry)`` over its rounds, with its 95% interval."""
    entries = simulation["reviews"].entries
    return {
        bot: Estimate.from_samples(np.array([value(e) for e in entries if e.name == bot]))
        for bot in BOT_NAMES
    }


def test_every_bot_sits_in_every_chair_as_often(simulation: dict[str, Any]) -> None:
    reviews = simulation["reviews"]
    assert simulation["DEALS"] == 90
    assert list(simulation["BOTS"]) == list(BOT_NAMES)
    for bot in BOT_NAMES:
        seats = Counter(e.seat for e in reviews.entries if e.name == bot)
        assert seats == {0: 30, 1: 30, 2: 30}
    assert all(p.start == pytest.approx(1 / 3) for p in reviews.by_player().values())


def test_the_search_bot_plays_its_worlds_out_as_the_coach_does(simulation: dict[str, Any]) -> None:
    search = simulation["BOTS"]["search"]
    assert search.samples == 30 and search.continuation is careful_play
    assert simulation["BOTS"]["careful"] == "careful"
    # The careful bots play exactly as the coach's worlds play on: what the words say.
    rules = simulation["rules"]
    assert "each seat plays on as the `careful` bot does" in _words()
    for deal in range(5):
        table = Round.deal(rules, players=3, seed=deal)
        scores = table.played_out(None, careful_play(rules.double_blank))
        assert play_round(table, ["careful"] * 3, seed=deal).scores == scores
    assert "The coach plays each world out exactly as the careful bots play" in _words()


def test_what_the_table_says_is_what_the_simulation_shows(simulation: dict[str, Any]) -> None:
    words = _words()
    players = simulation["reviews"].by_player()
    random, careful, search = (players[b] for b in BOT_NAMES)
    # Skill: careful exactly 0, random below, search above, the three intervals apart.
    assert careful.skill == careful.skill_low == careful.skill_high == 0
    assert "`careful` plays the careful habit, so its skill is 0 in every round" in words
    assert "its interval has no width" in words
    assert random.skill_high < 0 < search.skill_low
    assert "the three skill intervals lie clear of each other" in words
    # Luck: every interval holds 0, and they overlap.
    for p in (random, careful, search):
        assert p.luck_low < 0 < p.luck_high
    assert max(p.luck_low for p in players.values()) < min(p.luck_high for p in players.values())
    assert "Each bot's mean luck interval holds 0, and the three overlap" in words
    assert "no bot's mean luck per round lies clear of 0" in words
    assert ask("skill-or-luck", simulation["reviews"]).answer == "skill"


def test_the_wins_tell_less_than_skill(simulation: dict[str, Any]) -> None:
    won = _per_bot(simulation, lambda e: e.result)
    assert "won.low" in _cells()["10b-10"] and "won.high" in _cells()["10b-10"]
    # random won the fewest, its interval clear of the others'; careful's and search's overlap
    players = simulation["reviews"].by_player()
    assert players["random"].wins < min(players["careful"].wins, players["search"].wins)
    assert won["random"].high < min(won["careful"].low, won["search"].low)
    assert won["careful"].low < won["search"].high and won["search"].low < won["careful"].high
    words = _words()
    assert "`random` won the fewest" in words
    assert "its interval clear of theirs, but the intervals of `careful` and `search` overlap" in (
        words
    )
    # ... while skill tells those two apart from the same rounds
    assert players["careful"].skill_high < players["search"].skill_low
    assert "so it tells the two apart from the same rounds" in words


def test_careful_skill_is_zero_yet_its_moves_cost(simulation: dict[str, Any]) -> None:
    entries = simulation["reviews"].entries
    careful = [e for e in entries if e.name == "careful"]
    assert all(e.skill == 0 for e in careful)
    assert all(d.chosen == d.model for e in careful for d in e.review.decisions)
    cost = _per_bot(simulation, lambda e: e.review.cost)
    assert cost["careful"].estimate > 0.1
    assert 0 < cost["search"].high < min(cost["random"].low, cost["careful"].low)
    assert "`search`'s cost is the lowest of the three, but not 0" in _words()


def test_a_round_goes_past_a_hundred_and_still_adds_up(simulation: dict[str, Any]) -> None:
    entries = simulation["reviews"].entries
    low = min(entries, key=lambda e: e.skill)
    assert low.skill < -1 and low.luck > 1 and 0 <= low.result <= 1
    assert abs(low.start + low.skill + low.luck - low.result) < 1e-9
    # The lowest round's decisions take points away (several of them), and luck gives back.
    assert sum(d.skill < 0 for d in low.review.decisions) >= 2
    # Added up over the rounds, skill and luck go far past 100 points too.
    for bot in ("random", "search"):
        assert abs(sum(e.skill for e in entries if e.name == bot)) > 1
    assert sum(e.luck for e in entries if e.name == "random") > 1
    assert "`random`'s luck added up over its rounds" in _words()


def test_a_careful_players_luck_is_its_result_minus_its_start(simulation: dict[str, Any]) -> None:
    start = simulation["start"]
    careful = [e for e in simulation["reviews"].entries if e.name == "careful"]
    assert all(abs(e.luck - (e.result - start[e.seat])) < 1e-9 for e in careful)
    assert (
        "A careful player's skill is 0 in every round, so its luck is simply **result − start**"
        in (_words())
    )
    assert "played_out(None, habit)" in _cells()["10b-16"]


def test_the_total_wanders_and_the_mean_settles(simulation: dict[str, Any]) -> None:
    luck = simulation["luck"]
    assert luck.shape == (300, 90)
    assert abs(simulation["wider"] - 3) < 0.4 and abs(simulation["narrower"] - 3) < 0.4
    assert simulation["share"].low > 0.5  # of the players, whose total went farther from 0
    q = ask("luck-total-farther", luck)
    assert q.answer == "farther from 0" and q.predict
    assert ask("luck-mean-narrower", luck).answer == 3
    # After 10 rounds or more, about 95% of the players lie within 2 spreads of the average.
    totals = luck.cumsum(axis=1)
    for n in (10, 30, 90):
        t = totals[:, n - 1]
        assert 0.92 <= np.mean(np.abs(t - t.mean()) <= 2 * t.std()) <= 0.99


def test_one_kind_of_luck_leans_and_the_words_say_how_sure(simulation: dict[str, Any]) -> None:
    mean_luck = simulation["mean_luck"]
    deal, draw = mean_luck(["deal"]), mean_luck(["draw"])
    other, every = mean_luck(["other", "end"]), mean_luck(["deal", "draw", "other", "end"])
    words = _words()
    assert not _says_no_kind_leans(words)
    # The deal and the seat's own draws hold 0; its draws come out below 0.
    assert deal.low < 0 < deal.high and draw.low < 0 < draw.high and draw.estimate < 0
    assert "The luck of the deal and of the seat's own draws holds 0 in its interval" in words
    assert "The seat's own draws come out a little the other way, below 0" in words
    # The others' moves: up by several points a round, the interval only just below 0.
    assert other.estimate > 5 and -1 < other.low < 0
    assert other.estimate == max(abs(k.estimate) for k in (deal, draw, other, every))
    assert "is up by several points a round, and its interval reaches only just below 0" in words
    # All kinds together hold 0.
    assert every.low < 0 < every.high
    assert "all kinds together, the last line, hold 0 in their interval" in words


def test_costs_judged_again_with_more_worlds_come_out_lower(simulation: dict[str, Any]) -> None:
    before, after = simulation["before"], simulation["after"]
    assert len(before) == len(after) == len(simulation["near"]) > 30
    assert all(0 < b < 10 for b in before)
    assert all(row.name == "search" for row, _d in simulation["near"])
    # What the words say: the noise with 30 worlds is much bigger than 5 points, some errors
    # rose and more fell, the sum is lower, and fewer reach the 5-point line.
    assert np.median(simulation["widths"]) > 10
    assert 0 < np.median(simulation["widths_again"]) < np.median(simulation["widths"]) / 2
    assert 0 < (after > before).sum() < (after < before).sum()
    assert after.sum() < before.sum() and (after >= 5).sum() < (before >= 5).sum()
    words = _words()
    assert "comes out **too high**, on average" in words
    assert "some errors rose and more fell: together they add up to less" in words


# ----- the exercises ------------------------------------------------------------------------


def _walks(players: int = 400, seed: int = 0) -> np.ndarray:
    return np.random.default_rng(seed).normal(0, 50, size=(players, 90))


def test_the_total_luck_prediction_reads_the_players_and_aims_at_the_fallacy() -> None:
    q = ask("luck-total-farther", _walks())
    assert q.choices == ("nearer to 0: luck evens out", "about as far from 0", "farther from 0")
    assert not q.shown
    assert q._reveal().startswith("<img alt=")  # the chart, drawn once the reader has answered
    assert not q.check("nearer to 0: luck evens out")
    assert q.prediction == "nearer to 0: luck evens out" and q.shown
    assert "gambler's fallacy" in q.feedback.value and "no memory" in q.feedback.value
    # Luck that really paid itself back makes the other answer right: the answer follows the
    # players, not a belief.
    back = np.zeros((40, 90))
    back[:, 0], back[:, 10] = 80.0, -70.0  # every total goes to 80, then comes back to 10
    assert ask("luck-total-farther", back).answer == "nearer to 0: luck evens out"


def test_the_mean_luck_prediction_is_the_square_root() -> None:
    q = ask("luck-mean-narrower", _walks())
    assert q.answer == 3 and q.predict
    assert not q.check("9")
    assert "9 / 3 = 3" in q.feedback.value
    assert "The simulated players' spread shrank by a factor of" in q.explain
    r = ask("luck-mean-narrower", _walks())
    assert r.check("3") and "<b>✔ Right.</b>" in r.feedback.value


def test_the_predictions_want_ninety_rounds() -> None:
    with pytest.raises(ValueError, match="90 rounds"):
        ask("luck-total-farther", np.zeros((10, 30)))


@pytest.mark.parametrize(
    ("key", "right", "wrong", "aimed"),
    [
        ("luck-no-memory", "about 0: the tiles do not remember",
         "about +40: luck pays back what it took", "gambler's fallacy"),
        ("skill-baseline",
         "Over many rounds, does this player play better than the careful habit?",
         "Was this one move, in this one round, a mistake?", "can itself be the blunder"),
        ("cost-noise", "too high", "about right", "keeps whichever came out best"),
    ],
)  # fmt: skip
def test_the_self_test_questions_aim_at_the_common_wrong_answer(
    key: str, right: str, wrong: str, aimed: str
) -> None:
    q = ask(key)
    assert q.answer == right and not EXERCISES[key].predict
    assert not q.check(wrong) and aimed in q.feedback.value
    assert q.check(right)
