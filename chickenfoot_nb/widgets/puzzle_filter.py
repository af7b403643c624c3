"""Which puzzles a learner practises on, and the words of the puzzle widget's menus.

>>> f = PuzzleFilter(set=9, difficulty="hard")
>>> f.preset, f.set, f.difficulty, f.kind, f.theme
(None, 9, 'hard', None, None)
"""

from __future__ import annotations

from dataclasses import dataclass

from chickenfoot_nb.errors import ChickenFootError
from chickenfoot_nb.i18n import N_, _
from chickenfoot_nb.puzzles import DIFFICULTIES, KINDS, Puzzle
from chickenfoot_nb.puzzles.themes import Theme, themes_of
from chickenfoot_nb.rules import PRESETS
from chickenfoot_nb.tiles import MAX_SET, MIN_SET
from chickenfoot_nb.widgets.checks import shown, whole

__all__ = ["DIFFICULTY_WORDS", "KIND_WORDS", "MENUS", "PuzzleFilter"]

#: Each kind of position, as the menu and the heading say it.
KIND_WORDS = {
    # Translators: a kind of puzzle position: the arms of the centre double are being started.
    "arm": N_("Arm phase"),
    # Translators: a kind of puzzle position: a chicken foot waits for its toes.
    "foot": N_("Chicken foot"),
    # Translators: a kind of puzzle position: neither the start nor the end of a round.
    "middle": N_("Middle game"),
    # Translators: a kind of puzzle position: the yard is empty or a hand is nearly empty.
    "endgame": N_("Endgame"),
}

#: Each difficulty, as the menu and the heading say it.
DIFFICULTY_WORDS = {
    # Translators: a puzzle's difficulty (in the puzzle widget's menu and heading).
    "easy": N_("Easy"),
    # Translators: a puzzle's difficulty (in the puzzle widget's menu and heading).
    "medium": N_("Medium"),
    # Translators: a puzzle's difficulty (in the puzzle widget's menu and heading).
    "hard": N_("Hard"),
}

#: Each filter's menu: its label and the words of its first choice, "any".
MENUS = {
    "preset": (N_("Preset"), N_("Any preset")),
    "set": (N_("Set"), N_("Any set")),
    "difficulty": (N_("Difficulty"), N_("Any difficulty")),
    "kind": (N_("Kind"), N_("Any kind")),
    # Translators: the menu of a puzzle's idea (a theme, such as "fill the chicken foot").
    "theme": (N_("Idea"), N_("Any idea")),
}


@dataclass(frozen=True)
class PuzzleFilter:
    """Which puzzles a learner practises on: ``None`` lets every value through.

    A filter is also the test of one puzzle: ``f(p)`` is ``f.admits(p)``, so
    :meth:`Practice.next_puzzle <chickenfoot_nb.practice.Practice.next_puzzle>` takes it.

    >>> PuzzleFilter(kind="opening")
    Traceback (most recent call last):
    ...
    chickenfoot_nb.errors.ChickenFootError: There is no kind of puzzle 'opening': choose arm, foot, middle or endgame.
    """

    preset: str | None = None
    set: int | None = None
    difficulty: str | None = None
    kind: str | None = None
    theme: str | None = None

    def __post_init__(self) -> None:
        if self.preset is not None and (
            not isinstance(self.preset, str) or self.preset not in PRESETS
        ):
            raise ChickenFootError(
                _("There is no preset {value}: choose {first} or {second}.").format(
                    value=shown(self.preset), first=PRESETS[0], second=PRESETS[1]
                )
            )
        if self.set is not None:
            n = whole(self.set, "set")
            if not MIN_SET <= n <= MAX_SET:
                raise ChickenFootError(
                    _(
                        "There is no double-{n} set: choose a set from double-{least} to "
                        "double-{most}."
                    ).format(n=n, least=MIN_SET, most=MAX_SET)
                )
        if self.difficulty is not None and (
            not isinstance(self.difficulty, str) or self.difficulty not in DIFFICULTIES
        ):
            raise ChickenFootError(
                _("There is no difficulty {value}: choose easy, medium or hard.").format(
                    value=shown(self.difficulty)
                )
            )
        if self.kind is not None and (not isinstance(self.kind, str) or self.kind not in KINDS):
            raise ChickenFootError(
                _(
                    "There is no kind of puzzle {value}: choose arm, foot, middle or endgame."
                ).format(value=shown(self.kind))
            )
        if self.theme is not None and (
            not isinstance(self.theme, str) or self.theme not in {t.value for t in Theme}
        ):
            raise ChickenFootError(
                _("There is no idea {value}: choose one of {ideas}.").format(
                    value=shown(self.theme), ideas=", ".join(t.value for t in Theme)
                )
            )

    def admits(self, p: Puzzle) -> bool:
        """True when ``p`` passes every filter that is set.

        >>> from chickenfoot_nb.puzzles import load_puzzles
        >>> p = load_puzzles()[0]
        >>> PuzzleFilter(kind=p.kind)(p), PuzzleFilter(set=p.set + 1)(p)
        (True, False)
        """
        return (
            self.preset in (None, p.preset)
            and self.set in (None, p.set)
            and self.difficulty in (None, p.difficulty)
            and self.kind in (None, p.kind)
            and (self.theme is None or self.theme in themes_of(p))
        )

    __call__ = admits
