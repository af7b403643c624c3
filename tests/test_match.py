"""The match: doubles N..0, totals, winners and the tie-breaks of each preset."""

import pytest

from chickenfoot_nb import IllegalActionError, Match, Rules
from chickenfoot_nb.bots import GreedyBot, play_round
from chickenfoot_nb.match import standing
from tests.positions import refused

NAMES = ["Ana", "Boris", "Vesna"]
GAME = Rules.preset("gamerules")
SPRUCE = Rules.preset("spruce")


def test_rounds_are_played_with_doubles_n_down_to_0() -> None:
    m = Match("spruce", players=2, seed=1, set=6)
    while True:
        play_round(m.current, [GreedyBot(), GreedyBot()])
        if m.is_complete:
            break
        m.next_round()
    assert [r.double for r in m.rounds] == [6, 5, 4, 3, 2, 1, 0]
    assert m.totals == tuple(sum(r.scores[s] for r in m.rounds) for s in range(2))
    with refused(IllegalActionError, "the match is over"):
        m.next_round()


def test_the_next_round_waits_for_the_current_one() -> None:
    m = Match("gamerules", players=3, seed=1)
    with refused(IllegalActionError, "is not over yet"):
        m.next_round()
    assert len(m.rounds) == 1


def test_lowest_total_wins() -> None:
    assert standing([10, 4, 9], [[10, 4, 9]], GAME, NAMES) == ((1,), "lowest total (4)")


def test_gamerules_equal_totals_share_the_win() -> None:
    winners, why = standing([4, 4, 9], [[0, 4, 9], [4, 0, 0]], GAME, NAMES)
    assert winners == (0, 1) and "shared" in why


def test_spruce_tie_break_most_rounds_scored_zero() -> None:
    winners, why = standing([6, 6, 9], [[0, 3, 0], [0, 3, 9], [6, 0, 0]], SPRUCE, NAMES)
    assert winners == (0,) and "Ana scored 0 in more rounds (2 against 1)" in why


def test_spruce_tie_break_then_the_lowest_non_zero_round() -> None:
    winners, why = standing([6, 6, 9], [[0, 2, 9], [6, 0, 0], [0, 4, 0]], SPRUCE, NAMES)
    # both scored 0 once... Ana: 0, 6, 0 -> two zeros; Boris: 2, 0, 4 -> one zero
    assert winners == (0,)
    winners, why = standing([6, 6, 9], [[0, 2, 9], [6, 0, 0], [0, 4, 0], [0, 0, 0]], SPRUCE, NAMES)
    assert winners == (0,)
    winners, why = standing([7, 7, 9], [[3, 0, 9], [4, 2, 0], [0, 5, 0]], SPRUCE, NAMES)
    assert winners == (1,) and "Boris had the lowest non-zero round score (2 against 3)" in why


def test_spruce_tie_break_then_shared() -> None:
    winners, why = standing([5, 5, 9], [[5, 0, 9], [0, 5, 0]], SPRUCE, NAMES)
    assert winners == (0, 1) and why.endswith("the win is shared")


@pytest.mark.parametrize("players", [["Ana", "Boris"], 2])
def test_players_by_name_or_count(players: list[str] | int) -> None:
    m = Match("spruce", players=players, seed=1)
    assert len(m.names) == 2
    assert m.to_record()["players"] == players
