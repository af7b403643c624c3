"""The hand explorer, driven headless: set a slider from Python as a reader's drag would."""

import matplotlib
import pytest

from chickenfoot_nb.widgets import HandExplorer
from chickenfoot_nb.widgets import hand_explorer as explorer

# The figures never touch pyplot; Agg makes sure nothing tries to open a window.
matplotlib.use("Agg")


@pytest.fixture
def w() -> HandExplorer:
    return HandExplorer(samples=1_000)


def test_every_slider_redraws(w: HandExplorer) -> None:
    for control, value in [
        (w.hand, 4),
        (w.set, 12),
        (w.samples, 3_000),
        (w.seed, 5),
        (w.question, "pip total (0|0 worth 50)"),
    ]:
        before = w.image.value
        control.value = value
        assert w.image.value != before, control.description
    # One hand's distribution does not depend on the players; the opening chances do.
    before = w.summary.value
    w.players.value = 3
    assert w.summary.value != before
    assert w.exact is not None and w.simulated is not None
    assert w.exact.what == "the pip total (0|0 worth 50) in a 4-tile hand from double-12"
    assert w.simulated.samples == 3_000
    assert "inside" in w.summary.value or "outside" in w.summary.value
    assert "3 players with 4 tiles each" in w.summary.value


def test_more_players_shrink_the_largest_hand(w: HandExplorer) -> None:
    w.set.value = 6
    w.players.value = 8
    assert w.hand.max == 3 and w.hand.value == 3
    assert w.exact is not None and "3-tile hand from double-6" in w.exact.what


def test_an_error_is_shown_in_the_widget(w: HandExplorer, monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(*args: object) -> None:
        raise RuntimeError("no tiles today")

    monkeypatch.setitem(explorer.QUESTIONS, "doubles in the hand", (broken, broken))
    explorer._exact.cache_clear()
    w.hand.value = 2
    assert "Could not draw" in w.summary.value and "no tiles today" in w.summary.value
    # coloured as every widget's errors, by the stylesheet the sliders bring to the page
    assert 'class="cf-msg cf-msg-error"' in w.summary.value and "style=" not in w.summary.value
    assert ".cf-msg-error" in w.hand._css
    explorer._exact.cache_clear()
