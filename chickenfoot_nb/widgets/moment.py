"""What the screen shows at one moment, judged once and read by every part that shows it.

A :class:`Moment` is built once per moment of the timeline, viewer and language: the round
shown and the viewer's :class:`~chickenfoot_nb.seat_view.SeatView`, each seen hand's tiles
judged with their places (:class:`~chickenfoot_nb.explain.Verdict`), the legal actions (so
whether Draw and Pass may be pressed), one snapshot of the table, the chance that a draw
would fit, and the explanation of the last action and of what the rules force now. The
click, the buttons, the board, the hand and the panels all read it; only
:meth:`Round.apply <chickenfoot_nb.round.Round.apply>` checks a change.

>>> from chickenfoot_nb.round import Round
>>> r = Round.deal("gamerules", players=4, seed=5)
>>> m = Moment.of(r, before=None, viewer=2, seen=(2,), key=("doc",))
>>> [str(v.tile) for v in m.verdicts[2] if v.playable], m.may_draw, m.may_pass
(['9|8', '9|7'], False, False)
>>> m.verdict(Tile(9, 8)).targets, m.explanation
((Tile(9, 9),), (('Now', 'Seat 2 starts. 0 of the 4 arms of the centre double 9|9 are started: every play must start a new arm with a 9.'),))
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Mapping
from dataclasses import dataclass
from fractions import Fraction

from chickenfoot_nb.actions import DRAW, PASS, Action
from chickenfoot_nb.explain import Verdict, describe_action, forced_now, verdicts
from chickenfoot_nb.i18n import _
from chickenfoot_nb.round import Round
from chickenfoot_nb.seat_view import SeatView
from chickenfoot_nb.table import Table
from chickenfoot_nb.tiles import Tile

__all__ = ["Moment"]


@dataclass(frozen=True, eq=False)
class Moment:
    """One moment as one viewer sees it, judged once: see the module's docstring.

    ``key`` names what it was built for (the controller's: the timeline's version, the step
    shown, the viewer, the teacher view and the language); ``round`` is the round shown (the live round itself at the latest moment: a new moment
    is built once it changes), ``verdicts`` each seen seat's hand judged tile by tile,
    ``legal`` the actions of the seat to move, ``table`` one snapshot of the table (its
    layout is looked up when it is drawn, since a draft layout settles later without the
    moment changing), ``draw_chance`` the chance that a tile drawn now would fit (None when
    no draw is to be had), ``explanation`` the (heading, sentence) pairs on the last action
    and on what the rules force now.
    """

    key: Hashable
    round: Round
    view: SeatView
    verdicts: Mapping[int, tuple[Verdict, ...]]
    legal: tuple[Action, ...]
    table: Table
    draw_chance: Fraction | None
    explanation: tuple[tuple[str, str], ...]

    @classmethod
    def of(
        cls,
        shown: Round,
        *,
        before: Round | None,
        viewer: int,
        seen: Iterable[int],
        key: Hashable,
    ) -> Moment:
        """Judge ``shown`` once for ``viewer``, who sees the hands of the seats ``seen``.

        ``before`` is the round just before its last action (None at the start of the
        round): the last action is explained from it, without replaying the round.

        >>> from chickenfoot_nb.round import Round
        >>> r = Round.deal("spruce", players=3, seed=2)
        >>> Moment.of(r, before=None, viewer=0, seen=(0,), key=0).legal
        (Action.parse('play 9|9'),)
        """
        seen = tuple(seen)
        if shown.history:
            seat = shown.history[-1][0]
            last = describe_action(shown, visible=seat in seen, before=before)
            explanation: tuple[tuple[str, str], ...] = ((_("Last action"), last),)
        else:
            explanation = ()
        view = shown.view(viewer)
        return cls(
            key=key,
            round=shown,
            view=view,
            verdicts={seat: tuple(verdicts(shown, seat)) for seat in seen},
            legal=tuple(shown.legal_actions()),
            table=shown.table,
            draw_chance=_draw_chance(shown, view),
            explanation=(*explanation, (_("Now"), forced_now(shown))),
        )

    @property
    def may_draw(self) -> bool:
        """True when the seat to move may draw now (whoever plays it)."""
        return DRAW in self.legal

    @property
    def may_pass(self) -> bool:
        """True when the seat to move may pass now (whoever plays it)."""
        return PASS in self.legal

    def verdict(self, t: Tile) -> Verdict | None:
        """The verdict on ``t`` when it lies in a hand judged here, else None.

        >>> from chickenfoot_nb.round import Round
        >>> m = Moment.of(Round.deal("spruce", players=3, seed=2), before=None, viewer=0,
        ...               seen=(0,), key=0)
        >>> m.verdict(Tile(9, 9)).reason, m.verdict(Tile(9, 7))
        ("it is the round's double: place it in the centre", None)
        """
        for judged in self.verdicts.values():
            for v in judged:
                if v.tile == t:
                    return v
        return None


def _draw_chance(r: Round, view: SeatView) -> Fraction | None:
    """The chance that the next tile drawn would fit the table (None: no draw to be had).

    A tile fits when the round's playable mask holds it, as
    :func:`~chickenfoot_nb.probability.next_draw_playable` counts it tile by tile.
    """
    if r.is_over or r.yard_drawable == 0 or not r.centre_placed:
        return None
    unseen = view.unseen
    if not unseen:
        return Fraction(0)
    mask = r.playable_mask()
    return Fraction(sum(1 for t in unseen if mask >> t.index & 1), len(unseen))
