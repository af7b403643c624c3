"""A puzzle's themes, reason and second hint are found from its position and its proof: one
small hand-made position per idea, the same words whatever the hidden tiles, and a theme and
a reason for every shipped puzzle in every language."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Iterator

import pytest

from chickenfoot_nb import i18n
from chickenfoot_nb.actions import Action
from chickenfoot_nb.errors import ChickenFootError, RecordError
from chickenfoot_nb.puzzles import MoveProof, Puzzle, kind_of, load_puzzles, puzzle_record
from chickenfoot_nb.puzzles.proof import prove
from chickenfoot_nb.puzzles.themes import (
    Theme,
    move_traits,
    reason,
    theme_counts,
    themes_of,
    where_hint,
)
from chickenfoot_nb.round import Round
from chickenfoot_nb.rules import Rules
from tests.positions import position

#: Its module fixture is computed once: every test of the module in one pytest-xdist worker.
pytestmark = pytest.mark.xdist_group("test_puzzle_themes")

LANGUAGES = ["en", "bs", "sr", "sr-Latn", "bg"]
#: Double-6, spruce, two arms: small rounds whose every tile can be placed by hand.
SPRUCE6 = Rules.preset("spruce", set=6, hand_size=4, arms=2)
#: The four plays that open every hand-made round: the centre, two arms, one more tile.
OPENING = ("play 6|6", "play {arm1} on 6|6", "play 6|5 on 6|6", "play {next} on {arm1}")


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    i18n.set_language("en")


@pytest.fixture(scope="module")
def shipped() -> list[Puzzle]:
    return load_puzzles()


def opened(rules: Rules, mine: str, theirs: str) -> Round:
    """Seat 0 places 6|6 and starts an arm with 6|5; seat 1 starts the other arm with its first
    tile and plays its second on it. Seat 0 is then to move with the last tiles of ``mine``."""
    r = position(rules, [f"6|6 6|5 {mine}", theirs])
    arm1, nxt = theirs.split()[:2]
    for a in OPENING:
        r.apply(a.format(arm1=arm1, next=nxt))
    return r


def made(r: Round, *order: str) -> Puzzle:
    """A puzzle of the seat to move whose proof ranks the moves ``order`` names first, then
    the rest: the proof decides which move is best and which is next best."""
    first = [Action.parse(a) for a in order]
    legal = first + [a for a in r.legal_actions() if a not in first]
    assert set(legal) == set(r.legal_actions())
    wins = [0.9 - 0.05 * i for i in range(len(legal))]
    proof = tuple(MoveProof(a, w, w, w) for a, w in zip(legal, wins, strict=True))
    return Puzzle("made", r.seat, puzzle_record(r), legal[0], proof, "exact", 1, kind_of(r), 0.5)


# ----- one hand-made position per idea ------------------------------------------------


def test_a_toe_laid_rather_than_the_drawn_tile_kept_fills_the_foot() -> None:
    r = position(
        SPRUCE6.replace(arms=2),
        ["6|5 2|2 5|1 0|0", "6|6 6|4 5|2 3|1", "6|3 3|3 4|0 2|1"],
        "3|2 2|0 4|1",
    )
    for a in ("play 6|6", "play 6|3 on 6|6", "play 6|5 on 6|6", "play 5|2 on 6|5"):
        r.apply(a)
    r.apply("play 3|3 on 6|3")
    r.apply("draw")  # seat 0 holds no 3 and draws 3|2: it may lay it as a toe, or keep it
    assert sorted(map(str, r.legal_actions())) == ["pass", "play 3|2 on 3|3"]
    p = made(r, "play 3|2 on 3|3")
    assert themes_of(p)[0] == Theme.FILL_FOOT
    assert reason(p) == (
        "3|2 is best: it fills the chicken foot while you can, and it wins 90% against 85% "
        "for the next best move."
    )
    assert where_hint(p) == "Look at the chicken foot on 3|3."
    kept = made(r, "pass")
    assert Theme.FILL_FOOT not in themes_of(kept)
    assert where_hint(kept) == "Look at the tile you have just drawn: play it, or keep it."


def test_a_double_laid_rather_than_a_plain_tile_is_played_while_it_can_be() -> None:
    r = opened(SPRUCE6.replace(hand_size=6), "5|5 5|2 1|0 0|0", "6|4 4|2 3|0 2|0 3|1 1|1")
    p = made(r, "play 5|5 on 6|5", "play 5|2 on 6|5")
    assert themes_of(p)[0] == Theme.PLAY_DOUBLE
    assert where_hint(p) == "Look at the end of 6|5 that shows 5."
    assert Theme.PLAY_DOUBLE not in themes_of(made(r, "play 5|2 on 6|5", "play 5|5 on 6|5"))


def test_the_heavier_tile_is_shed_when_the_round_may_end_soon() -> None:
    r = opened(SPRUCE6, "5|4 5|0", "6|3 3|2 1|0 2|0")
    assert r.hand_sizes == (2, 2)  # seat 1 may go out next turn
    p = made(r, "play 5|4 on 6|5")
    assert themes_of(p) == (Theme.SHED_HEAVY,)
    assert reason(p).startswith("5|4 is best: it gets the heavy 5|4 out of your hand")
    assert where_hint(p) == "Every move goes on 6|5: look for the one that leaves 4 open."
    assert themes_of(made(r, "play 5|0 on 6|5")) == (Theme.LOOK_AHEAD,)


def test_a_middle_weight_tile_far_from_the_end_is_not_shedding() -> None:
    r = opened(SPRUCE6.replace(hand_size=7), "5|4 5|2 5|0 3|3 1|1", "6|1 1|0 2|2 3|0 4|4 0|0 4|2")
    assert min(r.hand_sizes) > 3 and r.yard_drawable > 0
    p = made(r, "play 5|2 on 6|5", "play 5|0 on 6|5")
    assert Theme.SHED_HEAVY not in themes_of(p)


def test_a_tile_that_leaves_a_number_to_follow_keeps_it() -> None:
    r = opened(SPRUCE6.replace(hand_size=6), "5|1 5|3 1|0 1|1", "6|2 4|2 3|3 0|0 4|0 3|0")
    p = made(r, "play 5|1 on 6|5", "play 5|3 on 6|5")
    assert [t.own.now for t in move_traits(p)] == [2, 0]  # 1|1 and 1|0 follow on the open 1
    assert themes_of(p)[0] == Theme.KEEP_FOLLOW
    assert "it keeps a number you can follow on your next turn" in reason(p)


def test_a_tile_that_opens_a_number_mostly_seen_leaves_the_others_less() -> None:
    r = opened(SPRUCE6.replace(hand_size=6), "5|1 5|3 4|0 0|0", "6|1 2|1 3|3 4|4 5|5 2|2")
    p = made(r, "play 5|1 on 6|5", "play 5|3 on 6|5")
    # four of the seven 1s are seen (6|1, 2|1 on the table, 5|1 in hand); no 3 but 5|3 is
    assert [t.unseen.now for t in move_traits(p)] == [10, 11]
    assert themes_of(p) == (Theme.BLOCK,)
    assert reason(p).startswith("5|1 is best: it leaves the other players less to play")


def test_the_same_block_against_a_seat_about_to_go_out_holds_back_the_leader() -> None:
    r = opened(SPRUCE6, "5|1 5|3", "6|1 2|1 3|3 4|4")
    assert r.hand_sizes[1] == 2
    p = made(r, "play 5|1 on 6|5", "play 5|3 on 6|5")
    assert themes_of(p) == (Theme.HOLD_LEADER,)
    assert reason(p) == (
        "5|1 is best: it leaves Seat 1, who is closest to going out, less to play, and it wins "
        "90% against 85% for the next best move."
    )
    i18n.set_language("bs")
    assert i18n._("Seat {number}").format(number=1) in reason(p)


def test_the_proof_itself_finds_the_block_of_the_leader() -> None:
    r = opened(SPRUCE6, "5|1 5|3", "6|1 2|1 3|3 4|4")
    proof = prove(r.view(r.seat), margin=0.0)
    assert proof is not None and proof.best == "play 5|1 on 6|5"
    p = Puzzle(
        "proven", r.seat, puzzle_record(r), proof.best, proof.moves, proof.method, 1, "endgame", 1
    )
    assert themes_of(p) == (Theme.HOLD_LEADER,)


def test_a_double_whose_foot_no_other_seat_can_fill_is_not_opened() -> None:
    # every 4 but 4|4 is on the table (6|4, 5|4) or in seat 0's hand
    r = position(
        SPRUCE6.replace(hand_size=7),
        ["6|6 6|4 4|4 4|3 4|2 4|1 4|0", "6|5 5|4 3|3 2|2 1|1 0|0 5|5"],
    )
    for a in ("play 6|6", "play 6|5 on 6|6", "play 6|4 on 6|6", "play 5|4 on 6|5"):
        r.apply(a)
    p = made(r, "play 4|3 on 6|4", "play 4|4 on 6|4")
    assert [t.dead_foot for t in move_traits(p)][:2] == [False, True]
    assert themes_of(p)[0] == Theme.NO_DEAD_FOOT
    assert reason(p).startswith("4|3 on 6|4 is best: it opens no chicken foot")


def test_when_no_idea_sets_the_best_move_apart_the_moves_are_weighed() -> None:
    r = opened(SPRUCE6.replace(hand_size=6), "5|1 5|3 3|2 4|1", "6|2 2|0 3|3 0|0 4|0 3|0")
    p = made(r, "play 5|1 on 6|5", "play 5|3 on 6|5")
    assert themes_of(p) == (Theme.LOOK_AHEAD,)
    assert reason(p) == "5|1 is best: played out, it wins 90% against 85% for the next best move."


def test_a_proof_without_a_next_best_move_is_refused_in_words() -> None:
    r = opened(SPRUCE6, "5|1 5|3", "6|1 2|1 3|3 4|4")
    p = dataclasses.replace(made(r, "play 5|1 on 6|5"), id="lonely")
    alone = dataclasses.replace(p, moves=p.moves[:1])
    with pytest.raises(RecordError, match="puzzle lonely has no next best move"):
        themes_of(alone)


# ----- what the seat cannot see changes nothing ----------------------------------------


def twin(p: Puzzle, seed: str) -> Puzzle | None:
    """The puzzle with every tile its seat cannot see dealt again (None when no such deal
    explains every draw and pass)."""
    r = p.position()
    view = r.view(p.seat)
    for forced in (True, False):
        try:
            world = view.sample_world(random.Random(seed), draws_forced=forced)
            other = dataclasses.replace(p, record=puzzle_record(world, r.names))
            other.position()
        except ChickenFootError:
            continue
        return other
    return None


def test_the_tiles_the_seat_cannot_see_change_no_theme_reason_or_hint(
    shipped: list[Puzzle],
) -> None:
    r = opened(SPRUCE6, "5|1 5|3", "6|1 2|1 3|3 4|4")
    sample = [made(r, "play 5|1 on 6|5", "play 5|3 on 6|5"), *shipped[::15]]
    changed = 0
    for p in sample:
        other = twin(p, f"twin {p.id}")
        if other is None:
            continue
        seen, hidden = p.position(), other.position()
        assert hidden.view(p.seat).fingerprint == seen.view(p.seat).fingerprint
        if any(hidden.hand(s) != seen.hand(s) for s in range(seen.players)):
            changed += 1
        words = (themes_of(other), reason(other), where_hint(other))
        assert words == (themes_of(p), reason(p), where_hint(p)), p.id
    assert changed >= 15


# ----- every shipped puzzle, in every language ------------------------------------------


def test_every_shipped_puzzle_has_a_theme_and_few_fall_back(shipped: list[Puzzle]) -> None:
    assert all(themes_of(p) for p in shipped)
    counts = theme_counts(shipped)
    assert list(counts) == list(Theme)
    fallback = sum(1 for p in shipped if themes_of(p) == (Theme.LOOK_AHEAD,))
    assert fallback == counts[Theme.LOOK_AHEAD] and fallback <= len(shipped) // 10
    assert all(len(set(themes_of(p))) == len(themes_of(p)) for p in shipped)


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_shipped_puzzle_has_a_reason_and_a_hint_in_each_language(
    code: str, shipped: list[Puzzle]
) -> None:
    i18n.set_language(code)
    for p in shipped:
        said = reason(p)
        assert i18n.percent(p.moves[0].win) in said and i18n.percent(p.moves[1].win) in said
        assert str(p.best.tile) in said
        for text in (said, where_hint(p), themes_of(p)[0].words(), themes_of(p)[0].hint()):
            assert text and "{" not in text, (p.id, text)


@pytest.mark.parametrize("code", ["bs", "sr", "sr-Latn", "bg"])
def test_the_ideas_and_the_reasons_are_translated(code: str, shipped: list[Puzzle]) -> None:
    english = {t: (t.words(), t.hint()) for t in Theme}
    firsts = {themes_of(p)[0]: p for p in shipped}
    reasons = {t: reason(p) for t, p in firsts.items()}
    hints = {t: where_hint(p) for t, p in firsts.items()}
    i18n.set_language(code)
    for t in Theme:
        assert t.words() != english[t][0] and t.hint() != english[t][1], t
    for t, p in firsts.items():
        assert reason(p) != reasons[t] and where_hint(p) != hints[t], p.id
