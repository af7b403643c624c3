import pytest

from chickenfoot_nb import Hand, Tile, TileError, double_set, set_size
from chickenfoot_nb.tiles import check_set, indices_in, mask_of, parse_in_set, suit_masks, tile_at
from tests.positions import refused


@pytest.mark.parametrize(("n", "count"), [(6, 28), (9, 55), (12, 91), (15, 136), (18, 190)])
def test_a_double_n_set_has_one_tile_per_pair(n: int, count: int) -> None:
    tiles = double_set(n)
    assert len(tiles) == count == set_size(n) == (n + 1) * (n + 2) // 2
    assert len(set(tiles)) == count
    assert all(0 <= t.lo <= t.hi <= n for t in tiles)


@pytest.mark.parametrize("text", ["9|4", "4|9", "9-4", "4-9", " 9 | 4 "])
def test_parsing_accepts_either_order_and_a_dash(text: str) -> None:
    t = Tile.parse(text)
    assert (t.hi, t.lo) == (9, 4)
    assert str(t) == "9|4"


def test_repr_pastes_back() -> None:
    t = Tile.parse("12|3")
    assert eval(repr(t)) == t  # noqa: S307 - the point of the test


def test_value_is_the_sum_of_pips() -> None:
    assert Tile(9, 4).pips == 13
    assert Tile(0, 0).pips == 0
    assert Hand.parse("0|0 9|4").pips(double_blank=50) == 63


@pytest.mark.parametrize("bad", ["9", "9|", "a|b", "9/4", "19|0", "9|4|1", ""])
def test_bad_tile_text_is_refused_in_plain_words(bad: str) -> None:
    with pytest.raises(TileError, match="tile|domino"):
        Tile.parse(bad)


def test_a_tile_outside_the_set_is_refused() -> None:
    with refused(TileError, "not in a double-6 set"):
        parse_in_set("7|1", 6)


@pytest.mark.parametrize("given", ["12|3", "3-12", Tile(12, 3), Tile(3, 12)])
def test_a_tile_or_its_text_outside_the_set_is_refused_alike(given: str | Tile) -> None:
    with refused(TileError, "12|3 is not in a double-9 set: its numbers go from 0 to 9"):
        parse_in_set(given, 9)


@pytest.mark.parametrize("given", ["9|4", "4-9", Tile(9, 4), Tile(4, 9)])
def test_a_tile_or_its_text_in_the_set_is_read_as_the_same_tile(given: str | Tile) -> None:
    assert parse_in_set(given, 9) == Tile(9, 4)
    assert parse_in_set(given, 12) == Tile(9, 4)


def test_the_set_asked_about_must_be_one_we_play() -> None:
    with refused(TileError, "double-25 is not a set we play"):
        parse_in_set("3|2", 25)


@pytest.mark.parametrize("given", [None, 94, (9, 4)])
def test_a_value_that_is_neither_a_tile_nor_text_is_refused(given: object) -> None:
    with refused(TileError, "is not a tile: write it as text"):
        parse_in_set(given, 9)  # type: ignore[arg-type]


@pytest.mark.parametrize("n", [5, 19, 0])
def test_only_sets_6_to_18(n: int) -> None:
    with refused(TileError, "from 6 to 18"):
        check_set(n)


def test_index_and_masks_round_trip() -> None:
    for t in double_set(18):
        assert tile_at(t.index) == t
    m = mask_of(double_set(9))
    assert [tile_at(i) for i in indices_in(m)] == list(double_set(9))
    suits = suit_masks(9)
    assert all(bin(s).count("1") == 10 for s in suits)
