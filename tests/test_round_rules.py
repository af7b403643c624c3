"""One named test per rule of docs/rules.md, each on a small hand-made position."""

import pytest

from chickenfoot_nb import IllegalActionError, Round, Rules
from chickenfoot_nb.deal import deal, search_for_double
from tests.positions import T, moves, position, refused, snapshot

SPRUCE6 = Rules.preset("spruce", set=6, hand_size=3)
GAME6 = Rules.preset("gamerules", set=6, hand_size=3)


def run(r: Round, *actions: str) -> Round:
    for a in actions:
        r.apply(a)
    return r


# ----- starting a round ----------------------------------------------------------------


def test_spruce_the_holder_of_the_double_starts_by_placing_it() -> None:
    r = position(SPRUCE6, ["6|5 5|5 1|0", "6|6 6|4 2|1", "6|3 3|3 2|0"])
    assert (r.phase, r.seat) == ("place", 1)
    assert moves(r) == ["play 6|6"]
    r.apply("play 6|6")
    assert r.table.centre == T("6|6")
    assert r.seat == 2, "the next player clockwise plays next"
    assert r.phase == "play" and r.in_arm_phase


def test_spruce_nobody_holds_the_double_seats_draw_in_turn_seat_0_first() -> None:
    r = position(SPRUCE6, ["6|5 5|5 1|0", "6|4 4|4 2|1", "6|3 3|3 2|0"], "4|0 3|1 6|6 5|2")
    assert (r.phase, r.seat) == ("search", 0)
    assert moves(r) == ["draw"]
    r.apply("draw")  # 4|0
    assert (r.phase, r.seat) == ("search", 1)
    r.apply("draw")  # 3|1
    assert (r.phase, r.seat) == ("search", 2)
    r.apply("draw")  # 6|6: found
    assert (r.phase, r.seat) == ("place", 2)
    assert moves(r) == ["play 6|6"]
    r.apply("play 6|6")
    assert r.seat == 0
    assert r.hand_sizes == (4, 4, 3), "the tiles drawn in the search are kept"


def test_gamerules_the_double_is_set_aside_and_its_finder_plays_first_against_it() -> None:
    r = position(GAME6, ["6|5 5|5 1|0", "6|4 4|4 2|1", "6|3 3|3 2|0"], starter=2)
    assert r.table.centre == T("6|6") and r.centre_placed
    assert r.holder(T("6|6")) is None and T("6|6") not in r.yard
    assert (r.phase, r.seat) == ("play", 2)
    assert moves(r) == ["play 6|3 on 6|6"]


def test_gamerules_search_for_the_double_seats_draw_in_turn_seat_0_first() -> None:
    face_down = [T("1|0"), T("2|0"), T("3|0"), T("9|9")]
    assert search_for_double(face_down, T("9|9"), players=3) == 0
    assert search_for_double(face_down[1:], T("9|9"), players=3) == 2
    for seed in range(30):
        d = deal(Rules.preset("gamerules"), players=4, seed=seed)
        assert d.starter in range(4)
        assert all(T("9|9") not in h for h in d.hands) and T("9|9") not in d.yard
    assert len({deal(Rules.preset("gamerules"), 4, seed=s).starter for s in range(40)}) == 4


def test_the_same_seed_deals_the_same_round() -> None:
    a = deal(Rules.preset("spruce"), players=4, seed="class 3B")
    b = deal(Rules.preset("spruce"), players=4, seed="class 3B")
    assert a == b
    assert a != deal(Rules.preset("spruce"), players=4, seed="class 3C")


@pytest.mark.parametrize("players", range(2, 9))
def test_gamerules_hand_sizes_by_players(players: int) -> None:
    r = Round.deal("gamerules", players=players, seed=1)
    size = {2: 21, 3: 14, 4: 11, 5: 8, 6: 7, 7: 6, 8: 5}[players]
    assert r.hand_sizes == (size,) * players
    assert r.yard_size == 54 - size * players


def test_spruce_deals_seven_each_and_keeps_nothing_back() -> None:
    r = Round.deal("spruce", players=7, seed=1)
    assert r.hand_sizes == (7,) * 7 and r.yard_size == 55 - 49 and r.kept_back == 0


# ----- turn order and the arm phase --------------------------------------------------------


def test_turns_go_clockwise() -> None:
    r = position(SPRUCE6, ["6|5 5|5 1|0", "6|6 6|4 2|1", "6|3 3|3 2|0"])
    seats = []
    for a in ["play 6|6", "play 6|3 on 6|6", "play 6|5 on 6|6", "play 6|4 on 6|6"]:
        seats.append(r.seat)
        r.apply(a)
    assert seats == [1, 2, 0, 1] and r.seat == 2


def test_arm_phase_every_play_starts_a_new_arm() -> None:
    r = run(
        position(SPRUCE6, ["6|5 5|3 1|0", "6|6 6|4 2|1", "6|3 3|1 2|0"]),
        "play 6|6",
        "play 6|3 on 6|6",
    )
    # seat 0 holds 5|3 which matches the open 3 of 6|3, but 3 of 4 arms are empty
    assert moves(r) == ["play 6|5 on 6|6"]
    before = snapshot(r)
    with refused(IllegalActionError, "3 of the 4 arms of the centre double are still empty"):
        r.apply("play 5|3 on 6|3")
    assert snapshot(r) == before


def test_the_centre_never_takes_more_arms_than_its_count() -> None:
    rules = SPRUCE6.replace(arms=2)
    r = run(
        position(rules, ["6|5 5|3 1|0", "6|6 6|4 2|1", "6|3 3|1 6|2"]),
        "play 6|6",
        "play 6|3 on 6|6",
    )
    r.apply("play 6|5 on 6|6")
    assert not r.in_arm_phase and r.arms_started == 2
    # seat 1 holds 6|4 but the centre is full: it must use the open ends 3 and 5
    assert moves(r) == ["draw"]
    with refused(IllegalActionError, "All 2 arms of the centre double 6|6 are started"):
        r.apply("play 6|4 on 6|6")


def test_gamerules_arms_default_to_one_per_player_and_can_be_more() -> None:
    assert Round.deal("gamerules", players=3, seed=1).arms_total == 3
    assert Round.deal(Rules.preset("gamerules", arms=6), players=3, seed=1).arms_total == 6
    assert Round.deal("spruce", players=6, seed=1).arms_total == 4


# ----- a turn ----------------------------------------------------------------------------


def test_a_seat_with_a_legal_play_must_play_and_may_not_draw_or_pass() -> None:
    r = position(GAME6, ["6|5 5|5 1|0", "6|4 4|4 2|1"], starter=0)
    assert moves(r) == ["play 6|5 on 6|6"]
    before = snapshot(r)
    with refused(IllegalActionError, "must play instead of drawing"):
        r.apply("draw")
    with refused(IllegalActionError, "must play instead of passing"):
        r.apply("pass")
    assert snapshot(r) == before


def test_no_legal_play_draw_one_then_gamerules_must_play_the_drawn_tile() -> None:
    r = position(GAME6, ["5|5 5|4 1|0", "6|4 4|4 2|1"], "6|2 3|0", starter=0)
    assert moves(r) == ["draw"]
    before = snapshot(r)
    with refused(IllegalActionError, "must draw from the chicken yard before you may pass"):
        r.apply("pass")
    assert snapshot(r) == before
    assert r.draw() == T("6|2")
    assert r.phase == "drawn" and r.seat == 0
    assert moves(r) == ["play 6|2 on 6|6"], "gamerules: a drawn tile that fits must be played"
    with refused(IllegalActionError, "must be played"):
        r.apply("pass")
    r.apply("play 6|2 on 6|6")
    assert r.seat == 1


def test_no_legal_play_draw_one_then_spruce_may_play_it_or_pass() -> None:
    r = run(position(SPRUCE6, ["5|5 5|4 1|0", "6|6 4|4 2|1"], "6|2 3|0"), "play 6|6")
    assert r.seat == 0 and moves(r) == ["draw"]
    r.apply("draw")
    assert moves(r) == ["pass", "play 6|2 on 6|6"], "spruce: the drawn tile may be kept"
    r.apply("pass")
    assert r.seat == 1 and T("6|2") in r.hand(0)


def test_only_the_drawn_tile_may_be_played_after_a_draw() -> None:
    r = run(position(SPRUCE6, ["5|5 5|4 1|0", "6|6 4|4 2|1"], "6|2 3|0"), "play 6|6", "draw")
    before = snapshot(r)
    with refused(IllegalActionError, "only the drawn tile may be played"):
        r.apply("play 5|4 on 6|6")
    with refused(IllegalActionError, "already drawn"):
        r.apply("draw")
    assert snapshot(r) == before


def test_a_drawn_tile_that_cannot_be_played_means_pass() -> None:
    r = run(position(SPRUCE6, ["5|5 5|4 1|0", "6|6 4|4 2|1"], "3|0 6|2"), "play 6|6", "draw")
    assert r.drawn_tile == T("3|0")
    assert moves(r) == ["pass"]
    r.apply("pass")
    assert r.seat == 1


@pytest.mark.parametrize(("players", "kept"), [(2, 2), (3, 1), (4, 1)])
def test_gamerules_tiles_kept_back_in_the_yard(players: int, kept: int) -> None:
    r = Round.deal("gamerules", players=players, seed=1)
    assert r.kept_back == kept
    assert r.yard_drawable == r.yard_size - kept


def test_kept_back_tiles_are_never_drawn_and_the_seat_passes() -> None:
    # gamerules, 2 players, double-6 with 12 tiles each: the yard holds 3, only 1 may be drawn
    rules = Rules.preset("gamerules", set=6, hand_size=12)
    seat0 = "5|4 5|3 5|2 5|1 5|0 4|4 4|3 4|2 4|1 4|0 3|3 3|2"
    seat1 = "6|5 6|4 6|1 6|0 3|1 3|0 2|2 2|1 2|0 1|1 1|0 0|0"
    r = position(rules, [seat0, seat1], "5|5 6|3 6|2", starter=0, yard_rest=False)
    assert r.kept_back == 2 and r.yard_size == 3 and r.yard_drawable == 1
    assert moves(r) == ["draw"]
    r.apply("draw")  # 5|5 cannot start an arm
    assert moves(r) == ["pass"]
    r.apply("pass")
    r.apply("play 6|0 on 6|6")
    assert r.yard_drawable == 0 and r.yard == (T("6|3"), T("6|2"))
    assert moves(r) == ["pass"], "6|3 and 6|2 fit, but they are kept back: seat 0 may not draw them"
    with refused(IllegalActionError, "the last 2 tiles may never be drawn"):
        r.apply("draw")
    r.apply("pass")
    assert not r.is_over and r.seat == 1


def test_one_tile_per_turn_and_a_double_gives_no_extra_turn() -> None:
    r = run(
        position(SPRUCE6.replace(arms=2), ["6|5 5|5 1|0", "6|6 6|4 5|2", "6|3 3|3 5|1"]),
        "play 6|6",
        "play 6|3 on 6|6",
        "play 6|5 on 6|6",
    )
    assert r.seat == 1
    r.apply("play 5|2 on 6|5")
    assert r.seat == 2
    r.apply("play 3|3 on 6|3")
    assert r.seat == 0, "a double passes the turn like any tile"


# ----- doubles and the chicken foot -----------------------------------------------------------


def foot_position() -> Round:
    """Seat 2 has just played 3|3 on the open 3 of 6|3: a chicken foot needing three 3s."""
    rules = SPRUCE6.replace(arms=2, hand_size=4)
    r = position(rules, ["6|5 3|2 5|1 0|0", "6|6 6|4 5|2 3|1", "6|3 3|3 4|0 2|2"], "1|1 2|0 4|1")
    return run(
        r, "play 6|6", "play 6|3 on 6|6", "play 6|5 on 6|6", "play 5|2 on 6|5", "play 3|3 on 6|3"
    )


def test_a_double_opens_three_toe_slots_and_every_play_must_be_a_toe() -> None:
    r = foot_position()
    assert r.pending_foot == T("3|3") and r.toes_needed == 3
    # seat 0 holds 5|1 that fits no open end (2) and 3|2 that fits both the foot and the 2 of 5|2
    assert moves(r) == ["play 3|2 on 3|3"]
    before = snapshot(r)
    with refused(IllegalActionError, "still needs 3 toes: only a toe on it may be played"):
        r.apply("play 0|0 on 5|2")
    assert snapshot(r) == before


def test_players_who_cannot_play_a_toe_draw_and_pass_as_usual() -> None:
    r = run(foot_position(), "play 3|2 on 3|3")
    assert r.toes_needed == 2 and r.seat == 1
    # seat 1 holds 3|1: a toe
    r.apply("play 3|1 on 3|3")
    assert r.toes_needed == 1 and r.seat == 2
    # seat 2 holds 4|0 and 2|2: 2|2 could go on the 2 of 5|2 or 3|2 but the foot is open
    assert moves(r) == ["draw"]
    r.apply("draw")  # 1|1
    assert moves(r) == ["pass"]
    r.apply("pass")


def test_when_the_foot_is_complete_the_toes_far_ends_are_open() -> None:
    rules = SPRUCE6.replace(arms=2, hand_size=4)
    r = position(rules, ["6|5 3|2 5|1 3|0", "6|6 6|4 5|2 3|1", "6|3 3|3 4|0 2|2"], "1|1 2|0 4|1")
    run(r, "play 6|6", "play 6|3 on 6|6", "play 6|5 on 6|6", "play 5|2 on 6|5", "play 3|3 on 6|3")
    run(r, "play 3|2 on 3|3", "play 3|1 on 3|3", "draw", "pass", "play 3|0 on 3|3")
    assert r.pending_foot is None
    assert r.open_ends == {T("5|2"): 2, T("3|2"): 2, T("3|1"): 1, T("3|0"): 0}
    assert "play 6|4 on 6|6" not in moves(r)
    assert r.seat == 1
    with refused(IllegalActionError, "already has its three toes"):
        r.apply("play 6|4 on 3|3")


def test_toes_are_never_doubles() -> None:
    r = foot_position()
    for t in r.hand(0) + r.hand(1) + r.hand(2):
        for target in r.targets(t):
            assert not t.is_double, f"{t} offered as a toe on {target}"


def test_the_centre_double_is_not_a_chicken_foot() -> None:
    r = run(position(SPRUCE6, ["6|5 5|5 1|0", "6|6 6|4 2|1", "6|3 3|3 2|0"]), "play 6|6")
    assert r.pending_foot is None and r.toes_needed == 0 and r.arms_total == 4


# ----- end of a round -------------------------------------------------------------------


def test_a_round_ends_when_a_player_goes_out_even_on_an_unfinished_foot() -> None:
    rules = SPRUCE6.replace(arms=2, hand_size=2)
    r = position(rules, ["6|5 5|5", "6|6 6|4", "6|3 1|0"])
    run(r, "play 6|6", "play 6|3 on 6|6", "play 6|5 on 6|6", "draw", "pass", "draw")
    # seat 2 drew; play on until seat 0 plays its last tile, the double 5|5
    while not r.is_over and r.seat != 0:
        r.apply(r.legal_actions()[0])
    if not r.is_over:
        r.apply("play 5|5 on 6|5")
    assert r.end == "out" and r.out_seat == 0
    assert r.pending_foot == T("5|5") and r.toes_needed == 3
    assert r.legal_actions() == []
    assert r.scores is not None and r.scores[0] == 0
    with refused(IllegalActionError, "The round is over"):
        r.apply("draw")


def blocked_position(kept_back: int, double_blank: int = 50) -> Round:
    """Arms full after three plays; open ends 3 and 5; nobody holds a 3 or a 5."""
    rules = Rules.preset("spruce", set=6, hand_size=2, arms=2, kept_back=kept_back)
    r = position(rules.replace(double_blank=double_blank), ["6|5 1|1", "6|6 2|2", "6|3 0|0"], "4|1")
    return run(r, "play 6|6", "play 6|3 on 6|6")


def test_a_blocked_round_ends_at_once() -> None:
    r = blocked_position(kept_back=22)
    assert r.yard_drawable == 0 and not r.is_over
    r.apply("play 6|5 on 6|6")
    assert r.end == "blocked" and r.legal_actions() == []
    assert not any(r.can_play(s) for s in range(3))


def test_blocked_is_checked_after_the_draw_that_takes_the_last_drawable_tile() -> None:
    r = blocked_position(kept_back=21)
    r.apply("play 6|5 on 6|6")
    assert r.yard_drawable == 1 and not r.is_over
    assert moves(r) == ["draw"]
    r.apply("draw")  # 4|1 fits nothing: the round is blocked before seat 1 passes
    assert r.end == "blocked"
    assert r.history[-1] == (1, r.history[-1][1]) and str(r.history[-1][1]) == "draw"
    assert r.scores == (2, 4 + 5, 50)


@pytest.mark.parametrize(("blank", "expected"), [(50, (2, 4, 50)), (0, (2, 4, 0))])
def test_blocked_round_everybody_scores_the_pips_in_hand(blank: int, expected: tuple) -> None:
    r = blocked_position(kept_back=22, double_blank=blank)
    r.apply("play 6|5 on 6|6")
    assert r.scores == expected


def test_a_player_who_goes_out_scores_zero_and_the_others_their_pips() -> None:
    rules = SPRUCE6.replace(arms=2, hand_size=2)
    r = position(rules, ["6|5 5|0", "6|6 6|4", "6|3 3|1"], "2|1")
    run(r, "play 6|6", "play 6|3 on 6|6", "play 6|5 on 6|6", "draw", "pass")
    assert r.seat == 2
    r.apply("play 3|1 on 6|3")
    assert r.end == "out" and r.out_seat == 2
    assert r.scores == (5, 10 + 3, 0)


# ----- bad input -----------------------------------------------------------------------------


def test_out_of_turn_is_refused_and_changes_nothing() -> None:
    r = position(SPRUCE6, ["6|5 5|5 1|0", "6|6 6|4 2|1", "6|3 3|3 2|0"])
    before = snapshot(r)
    with refused(IllegalActionError, "It is Seat 1's turn, not Seat 0's"):
        r.apply("play 6|6", seat=0)
    assert snapshot(r) == before


@pytest.mark.parametrize(
    ("action", "words"),
    [
        ("play 6|5 on 6|6", "Seat 1 does not hold 6|5"),
        ("play 4|4 on 6|6", "does not hold 4|4"),
        ("play 6|4 on 4|0", "4|0 is not on the table"),
        ("play 6|4", "Say where 6|4 goes"),
        ("play 2|1 on 6|6", "2|1 has no 6, so it cannot start an arm"),
        ("play 6|6 on 6|6", "already on the table"),
    ],
)
def test_bad_plays_are_refused_with_the_rule_and_change_nothing(action: str, words: str) -> None:
    r = run(position(SPRUCE6, ["6|5 5|5 1|0", "6|6 6|4 2|1", "6|3 3|3 2|0"]), "play 6|6")
    r.apply("play 6|3 on 6|6")
    r.apply("play 6|5 on 6|6")
    before = snapshot(r)
    with refused(IllegalActionError, words):
        r.apply(action)
    assert snapshot(r) == before


def test_a_covered_end_cannot_be_played_on() -> None:
    r = run(
        position(SPRUCE6.replace(arms=2), ["6|5 5|3 1|0", "6|6 6|4 3|2", "6|3 3|1 2|0"]),
        "play 6|6",
        "play 6|3 on 6|6",
        "play 6|5 on 6|6",
        "play 3|2 on 6|3",
    )
    before = snapshot(r)
    with refused(IllegalActionError, "already covered by 3|2"):
        r.apply("play 3|1 on 6|3")
    assert snapshot(r) == before
    with refused(IllegalActionError, "shows 2, and 3|1 has no 2"):
        r.apply("play 3|1 on 3|2")


def test_placing_the_double_must_come_first() -> None:
    r = position(SPRUCE6, ["6|5 5|5 1|0", "6|6 6|4 2|1", "6|3 3|3 2|0"])
    for bad in ("draw", "pass", "play 6|4 on 6|6"):
        with refused(IllegalActionError, "must place it in the centre first"):
            r.apply(bad)


def test_spruce_search_for_the_double_may_draw_tiles_a_kept_back_option_holds() -> None:
    # House rule: the search is not a draw of play, so kept-back tiles do not stop it.
    rules = SPRUCE6.replace(kept_back=30)
    r = position(rules, ["6|5 5|5 1|0", "6|4 4|4 2|1", "6|3 3|3 2|0"], "6|6")
    assert r.yard_drawable == 0 and moves(r) == ["draw"]
    r.apply("draw")
    assert (r.phase, r.seat) == ("place", 0)


def test_every_action_is_described_in_words() -> None:
    from chickenfoot_nb.explain import describe_action

    r = foot_position()
    texts = [describe_action(r, k) for k in range(len(r.history))]
    assert texts[0] == "Seat 1 placed the round's double 6|6 in the centre."
    assert "starting arm 1 of 2" in texts[1]
    assert "on the open 5 of 6|5; its far end 2 is now open" in texts[3]
    assert "opens a chicken foot, so the next three plays must be toes with a 3" in texts[4]
    r.apply("play 3|2 on 3|3")
    assert "toe 1 of 3 on the chicken foot of 3|3" in describe_action(r)


def test_a_drawn_tile_is_named_only_to_a_reader_who_may_see_the_hand() -> None:
    from chickenfoot_nb.explain import describe_action

    r = run(
        position(SPRUCE6, ["5|5 5|4 1|0", "6|6 4|4 2|1"], "6|2 3|0"), "play 6|6", "draw", "pass"
    )
    assert "6|2" in describe_action(r, 1) and "6|2" not in describe_action(r, 1, visible=False)
    assert describe_action(r, 2, visible=False) == "Seat 0 drew a tile and passed."
    assert describe_action(r, 2) == "Seat 0 kept the drawn 6|2 and passed, which these rules allow."
