"""describe_action on a double that ends the round: no toes are promised to a round that is over."""

from chickenfoot_nb import Round, Rules
from chickenfoot_nb.explain import describe_action
from tests.positions import position

# Two arms, three tiles each: a short round that reaches a double quickly.
SPRUCE6 = Rules.preset("spruce", set=6, hand_size=3).replace(arms=2)
PROMISES = ("next three plays", "must be toes", "opens a chicken foot")


def run(r: Round, *actions: str) -> Round:
    for a in actions:
        r.apply(a)
    return r


def out_on_a_double() -> Round:
    """Seat 0's last tile is the double 3|3, played on the open 3 of 5|3."""
    r = position(SPRUCE6, ["6|5 5|3 3|3", "6|6 6|4 2|1"], "1|0")
    return run(
        r,
        "play 6|6",
        "play 6|5 on 6|6",
        "play 6|4 on 6|6",
        "play 5|3 on 6|5",
        "draw",
        "pass",
        "play 3|3 on 5|3",
    )


def test_going_out_on_a_double_says_the_round_ends_and_promises_no_toes() -> None:
    r = out_on_a_double()
    assert (r.end, r.out_seat) == ("out", 0)
    said = describe_action(r)
    for promise in PROMISES:
        assert promise not in said, said
    assert "toe" not in said, said
    assert "Seat 0 went out" in said and "the round ends at once" in said
    assert "last tile" in said and "3|3" in said and "5|3" in said


def test_the_same_step_is_told_alike_from_later_in_the_record() -> None:
    r = out_on_a_double()
    step = len(r.history) - 1
    assert describe_action(r, step) == describe_action(r.at(len(r.history)), step)


def test_a_double_that_blocks_the_round_promises_no_toes_either() -> None:
    # Every yard tile is kept back, and nobody holds a 5: after 5|5 nobody can play or draw.
    rules = SPRUCE6.replace(kept_back=22)
    r = run(
        position(rules, ["6|5 5|5 1|0", "6|6 6|4 2|1"]),
        "play 6|6",
        "play 6|5 on 6|6",
        "play 6|4 on 6|6",
        "play 5|5 on 6|5",
    )
    assert r.end == "blocked"
    said = describe_action(r)
    for promise in PROMISES:
        assert promise not in said, said
    assert "the round is blocked" in said and "5|5" in said


def test_a_double_in_a_round_that_goes_on_still_opens_a_foot() -> None:
    r = run(
        position(SPRUCE6, ["6|5 5|5 1|0", "6|6 6|4 2|1"], "5|4"),
        "play 6|6",
        "play 6|5 on 6|6",
        "play 6|4 on 6|6",
        "play 5|5 on 6|5",
    )
    assert not r.is_over and r.pending_foot is not None
    assert describe_action(r) == (
        "Seat 0 played the double 5|5 on the open 5 of 6|5: it lies crosswise and opens a "
        "chicken foot, so the next three plays must be toes with a 5."
    )
    # Told again after a later action, from the whole record: the same words.
    r.apply("draw")
    assert "the next three plays must be toes with a 5" in describe_action(r, 3)
