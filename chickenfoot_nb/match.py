"""A match: one round for each double N, N-1, ..., 0, with totals, winners and tie-breaks.

>>> m = Match("spruce", players=["Ana", "Boris"], seed=4, set=6)
>>> m.current.double, len(m.rounds), m.is_complete
(6, 1, False)
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from chickenfoot_nb.deal import Deal, as_rules, deal
from chickenfoot_nb.errors import IllegalActionError
from chickenfoot_nb.i18n import _
from chickenfoot_nb.round import Round, default_names, seat_names
from chickenfoot_nb.rules import Rules

#: The name and version of the format a match is saved in (:meth:`Match.to_record`).
RECORD_FORMAT = "chickenfoot-record/1"


class Match:
    """The rounds of one match, in order, the last one possibly unfinished.

    ``rules`` is a :class:`Rules` or a preset name; keyword ``options`` change single rules.
    ``players`` is a number of seats or a list of their names, as :meth:`Round.deal` takes
    them (``players=3, names=[…]`` is read the same way).

    Each round is dealt from ``seed``: the first round is the round
    ``Round.deal(rules, players, seed=seed)`` deals, and round ``k`` after it (``k`` from 1)
    is ``Round.deal(rules, players, seed=f"{seed}:{k}", double=N - k)``, N the set's highest
    double.

    >>> m = Match("gamerules", players=3, seed=1)
    >>> m.names
    ('Seat 0', 'Seat 1', 'Seat 2')
    >>> m.current.dealt == Round.deal("gamerules", players=3, seed=1).dealt
    True
    """

    def __init__(
        self,
        rules: Rules | str = "spruce",
        players: int | Sequence[str] = 4,
        seed: int | str | None = None,
        first_deal: Deal | None = None,
        *,
        names: Sequence[str] | None = None,
        **options: Any,
    ) -> None:
        base = as_rules(rules)
        self.rules = base.replace(**options) if options else base
        count, given = seat_names(players, names)
        # Seats with no names are named in the language of the moment (default_names).
        self._names: tuple[str, ...] | None = given
        self.players_given: int | list[str] = count if given is None else list(given)
        self.rules.check_players(count)
        self.seed = seed if seed is not None else random.randrange(2**32)
        self.rounds: list[Round] = []
        #: Keys of a loaded record that this package does not read (a comment, a date), kept
        #: so that saving the match writes them back: the record's own, and each round's.
        self.record_extras: dict[str, Any] = {}
        self.round_extras: list[dict[str, Any]] = []
        self.next_round(first_deal)

    @classmethod
    def from_round(cls, played: Round, seed: int | str | None = None) -> Match:
        """A match whose first round is a copy of ``played``, history and seat names included.

        This is how a round played on its own becomes a game record (:func:`record.save
        <chickenfoot_nb.record.save>` does it for you). A match starts with the round of
        the set's highest double, so only such a round can start one; the later rounds are
        dealt from ``seed``.

        >>> r = Round.deal("spruce", players=["Ana", "Boris"], seed=7)
        >>> r.apply("draw")
        >>> m = Match.from_round(r)
        >>> m.names, m.current.history == r.history
        (('Ana', 'Boris'), True)
        >>> Match.from_round(Round.deal("spruce", players=2, seed=7, double=5))
        Traceback (most recent call last):
        ...
        chickenfoot_nb.errors.IllegalActionError: a match starts with the round of 9|9, and this round is played around 5|5: only a first round can start a match (save the match it belongs to)
        """
        if not isinstance(played, Round):
            raise IllegalActionError(
                _("a match is made from a Round, not from {kind}").format(
                    kind=type(played).__name__
                )
            )
        n = played.rules.set
        if played.double != n:
            raise IllegalActionError(
                _(
                    "a match starts with the round of {first}, and this round is played around "
                    "{centre}: only a first round can start a match (save the match it belongs to)"
                ).format(first=f"{n}|{n}", centre=played.centre)
            )
        names = played._names  # None when the seats were given no names
        m = cls(
            played.rules,
            played.players if names is None else names,
            seed=seed,
            first_deal=played.dealt,
        )
        m.rounds[0] = played.copy()
        return m

    @property
    def names(self) -> tuple[str, ...]:
        """The seats' names: as given, or "Seat 0", "Seat 1", … in the language spoken now."""
        if self._names is not None:
            return self._names
        assert isinstance(self.players_given, int)
        return default_names(self.players_given)

    @property
    def players(self) -> int:
        """How many seats play."""
        return len(self.names)

    @property
    def current(self) -> Round:
        """The round being played (or the last one, once the match is over)."""
        return self.rounds[-1]

    @property
    def doubles(self) -> tuple[int, ...]:
        """The round's double of each round of the match: N, N-1, ..., 0."""
        return tuple(range(self.rules.set, -1, -1))

    def next_round(self, given: Deal | None = None) -> Round:
        """Deal the next round (its double is one lower); the current round must be over.

        >>> m = Match("spruce", players=2, seed=1)
        >>> m.next_round()
        Traceback (most recent call last):
        ...
        chickenfoot_nb.errors.IllegalActionError: round 1 (double 9) is not over yet: finish it before dealing the next round
        """
        if self.rounds:
            last = self.current
            if not last.is_over:
                raise IllegalActionError(
                    _(
                        "round {round} (double {number}) is not over yet: finish it before "
                        "dealing the next round"
                    ).format(round=len(self.rounds), number=last.double)
                )
            if len(self.rounds) == len(self.doubles):
                raise IllegalActionError(
                    _("the match is over: every double down to 0|0 has had its round")
                )
        k = len(self.rounds)
        double = self.doubles[k]
        # The first round is dealt from the seed itself, as Round.deal deals it (docs/rules.md).
        seed = self.seed if k == 0 else f"{self.seed}:{k}"
        d = given or deal(self.rules, self.players, seed=seed, double=double)
        if d.double != double:
            raise IllegalActionError(
                _("round {round} of the match is played with double {number}, not {given}").format(
                    round=len(self.rounds) + 1, number=double, given=d.double
                )
            )
        r = Round(self.rules, d, self._names)
        self.rounds.append(r)
        return r

    @property
    def is_complete(self) -> bool:
        """True once the round of the double 0|0 is over."""
        return len(self.rounds) == len(self.doubles) and self.current.is_over

    @property
    def round_scores(self) -> list[tuple[int, ...]]:
        """The scores of each finished round."""
        return [r.scores for r in self.rounds if r.scores is not None]

    @property
    def totals(self) -> tuple[int, ...]:
        """Each seat's total over the finished rounds."""
        out = [0] * self.players
        for scores in self.round_scores:
            for s, v in enumerate(scores):
                out[s] += v
        return tuple(out)

    @property
    def winners(self) -> tuple[int, ...] | None:
        """The winning seats once the match is complete (more than one when the win is shared)."""
        return self.standing()[0] if self.is_complete else None

    @property
    def decided_by(self) -> str | None:
        """How the winner was decided, in words, once the match is complete."""
        return self.standing()[1] if self.is_complete else None

    def standing(self) -> tuple[tuple[int, ...], str]:
        """Who leads now and why, applying the rule set's tie-breaks to the finished rounds.

        >>> m = Match("gamerules", players=2, seed=1)
        >>> m.standing()
        ((0, 1), 'equal totals (0): the win is shared')
        """
        return standing(self.totals, self.round_scores, self.rules, self.names)

    def __repr__(self) -> str:
        """The match in one short line, for code: English, as :meth:`Round.__repr__` says why,
        with the seats' names only when they were given (never a translated "Seat 0").

        >>> Match("spruce", players=["Ana", "Boris"], seed=4)
        <Match spruce, double-9 set, players ['Ana', 'Boris']: round 1 of 10, totals [0, 0]>
        >>> Match("spruce", players=3, seed=4, set=6)
        <Match spruce, double-6 set, 3 players: round 1 of 7, totals [0, 0, 0]>
        """
        seats = f"{self.players} players" if self._names is None else f"players {list(self._names)}"
        return (
            f"<Match {self.rules.preset_name}, double-{self.rules.set} set, {seats}: "
            f"round {len(self.rounds)} of {len(self.doubles)}, totals {list(self.totals)}>"
        )

    def _repr_svg_(self) -> str:
        from chickenfoot_nb.render import score_sheet_svg

        return score_sheet_svg(self)

    def to_record(self) -> dict[str, Any]:
        """The match as a ``chickenfoot-record/1`` object, with any extra keys it was loaded with.

        :mod:`chickenfoot_nb.record` writes it as JSON and reads it back; the format is
        described in ``docs/record-format.md``.

        >>> rec = Match("spruce", players=["Ana", "Boris"], seed=1).to_record()
        >>> rec["format"], rec["players"], len(rec["rounds"])
        ('chickenfoot-record/1', ['Ana', 'Boris'], 1)
        """
        out: dict[str, Any] = {
            "format": RECORD_FORMAT,
            "rules": self.rules.to_record(),
            "players": self.players_given,
            "rounds": [],
        }
        for i, r in enumerate(self.rounds):
            d = r.dealt
            entry: dict[str, Any] = {
                "double": d.double,
                "hands": [[str(t) for t in h] for h in d.hands],
                "yard": [str(t) for t in d.yard],
            }
            if self.rules.double_set_aside:
                entry["starter"] = d.starter
            entry["actions"] = [a.to_record(seat) for seat, a in r.history]
            if i < len(self.round_extras):
                entry.update({k: v for k, v in self.round_extras[i].items() if k not in entry})
            out["rounds"].append(entry)
        out.update({k: v for k, v in self.record_extras.items() if k not in out})
        return out


def standing(
    totals: Sequence[int],
    rounds: Sequence[Sequence[int]],
    rules: Rules,
    names: Sequence[str],
) -> tuple[tuple[int, ...], str]:
    """The seats with the best standing and the words that say how it was decided.

    >>> r = Rules.preset("spruce")
    >>> standing([5, 5], [[5, 0], [0, 5]], r, ["Ana", "Boris"])
    ((0, 1), 'equal totals (5), equal rounds scored 0 (1 each), equal lowest non-zero round (5): the win is shared')
    >>> standing([6, 6], [[0, 3], [0, 3], [6, 0]], r, ["Ana", "Boris"])[1]
    'equal totals (6): Ana scored 0 in more rounds (2 against 1)'
    """
    # Each way a match can be decided is one whole phrase, so that every language can say it.
    low = min(totals)
    tied = tuple(s for s, t in enumerate(totals) if t == low)
    if len(tied) == 1:
        return tied, _("lowest total ({total})").format(total=low)
    if rules.tie_break == "share":
        return tied, _("equal totals ({total}): the win is shared").format(total=low)
    zeros = {s: sum(1 for sc in rounds if sc[s] == 0) for s in tied}
    most = max(zeros.values())
    best = tuple(s for s in tied if zeros[s] == most)
    if len(best) == 1:
        others = sorted((zeros[s] for s in tied if s != best[0]), reverse=True)
        return best, _(
            "equal totals ({total}): {name} scored 0 in more rounds ({most} against {next})"
        ).format(total=low, name=names[best[0]], most=most, next=others[0])
    lowest = {s: min((sc[s] for sc in rounds if sc[s] > 0), default=None) for s in best}
    values = [v for v in lowest.values() if v is not None]
    if values and len(values) == len(best):
        m = min(values)
        winners = tuple(s for s in best if lowest[s] == m)
        if len(winners) == 1:
            second = sorted(v for s, v in lowest.items() if s != winners[0] and v is not None)[0]
            return winners, _(
                "equal totals ({total}), equal rounds scored 0 ({zeros} each): {name} had the "
                "lowest non-zero round score ({lowest} against {next})"
            ).format(total=low, zeros=most, name=names[winners[0]], lowest=m, next=second)
        return winners, _(
            "equal totals ({total}), equal rounds scored 0 ({zeros} each), equal lowest non-zero "
            "round ({lowest}): the win is shared"
        ).format(total=low, zeros=most, lowest=m)
    return best, _(
        "equal totals ({total}), equal rounds scored 0 ({zeros} each): the win is shared"
    ).format(total=low, zeros=most)
