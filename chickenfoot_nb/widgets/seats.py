"""Who plays each seat at the table: a person clicking, a bot by name, or a reader's bot.

>>> s = Seats(["human", "greedy", "random"], players=3, seed=4)
>>> s.kind(1), s.is_human(0), s.has_human, s.first_human
('greedy', True, True, 0)
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from chickenfoot_nb.actions import Action
from chickenfoot_nb.bots import BOT_NAMES, Bot, GreedyBot, make_bot, seat_names
from chickenfoot_nb.errors import ChickenFootError
from chickenfoot_nb.explain import why_illegal
from chickenfoot_nb.i18n import N_, _, ngettext
from chickenfoot_nb.judge import JUDGE, Judge, style_of
from chickenfoot_nb.round import Round
from chickenfoot_nb.widgets.history import History
from chickenfoot_nb.widgets.words import Said, short

#: The seat kinds the widget offers by name: a person, and every bot of
#: :data:`~chickenfoot_nb.bots.BOT_NAMES` (random, greedy and the search levels); any object
#: with ``choose(view, legal)`` works too.
SEAT_KINDS = ("human", *BOT_NAMES)

#: The seat kinds in words, for menus and messages (the kinds themselves are data: a
#: record and the code keep "greedy" in every language).
KIND_WORDS = {
    # Translators: a seat played by a person clicking (a choice in the seat menu).
    "human": N_("human"),
    # Translators: the bots, as adjectives of "bot" in "the greedy bot plays that seat".
    "random": N_("random"),
    "greedy": N_("greedy"),
    "careful": N_("careful"),
    "medium": N_("medium"),
    "hard": N_("hard"),
    "expert": N_("expert"),
}


def kind_word(kind: str) -> str:
    """A seat kind in the language spoken now; a reader's own bot keeps its class name.

    >>> kind_word("greedy"), kind_word("MyBot")
    ('greedy', 'MyBot')
    """
    return _(KIND_WORDS[kind]) if kind in KIND_WORDS else kind


#: How many actions "Play to end" may take before it gives up (a round never needs as many).
MAX_ACTIONS = 10_000


class Seats:
    """The kind of each seat (default: seat 0 human, the others greedy) and the bots that play.

    Bots are seeded from ``seed`` and the seat number, so a replay makes the same choices.
    A kind that is neither a name in :data:`SEAT_KINDS` nor an object with
    ``choose(view, legal)`` is refused in words:

    >>> Seats(["human", "clever"], players=2)
    Traceback (most recent call last):
    ...
    chickenfoot_nb.errors.ChickenFootError: seat 1: there is no seat kind 'clever': use 'human', 'random', 'greedy', 'careful', 'medium', 'hard', 'expert' or a bot object with choose(view, legal)
    """

    def __init__(
        self, kinds: Sequence[str | Bot] | None, players: int, seed: int | str | None = None
    ) -> None:
        given: list[str | Bot] = ["human", *["greedy"] * (players - 1)]
        if kinds is not None:
            given = list(kinds)
        if len(given) != players:
            raise ChickenFootError(
                ngettext(
                    "{players} player needs {players} seat, not {given}",
                    "{players} players need {players} seats, not {given}",
                    players,
                ).format(players=players, given=len(given))
            )
        bots: list[Bot | None] = []
        for i, kind in enumerate(given):
            if kind == "human":
                bots.append(None)
            elif isinstance(kind, str) and kind not in SEAT_KINDS:
                names = ", ".join(repr(k) for k in SEAT_KINDS)
                raise ChickenFootError(
                    _(
                        "seat {seat}: there is no seat kind {kind}: use {names} or a bot object "
                        "with choose(view, legal)"
                    ).format(seat=i, kind=repr(kind), names=names)
                )
            elif not isinstance(kind, str) and not callable(getattr(kind, "choose", None)):
                raise ChickenFootError(
                    _("seat {seat}: a bot needs a method choose(view, legal)").format(seat=i)
                )
            else:
                bots.append(make_bot(kind, seed=f"{seed}:{i}", table=seat_names(given)))
        self.kinds = given
        self._bots = bots

    def kind(self, seat: int) -> str:
        """``"human"``, a bot's name (``"greedy"``, ``"random"``), or a custom bot's class name.

        >>> class Mine:
        ...     def choose(self, view, legal): return legal[0]
        >>> Seats([Mine(), "human"], players=2).kind(0)
        'Mine'
        """
        kind = self.kinds[seat]
        if isinstance(kind, str):
            return kind
        return str(getattr(kind, "name", type(kind).__name__))

    @property
    def judge(self) -> Judge:
        """The judge of the coach and the review at this table: :data:`~chickenfoot_nb.judge.JUDGE`,
        told the bot in each seat (a learner's seat it does not know, and plays on carefully).

        >>> Seats(["human", "greedy", "hard"], players=3).judge.table
        (None, 'greedy', 'careful')
        """
        return JUDGE.at([style_of(name) for name in seat_names(self.kinds)])

    def is_human(self, seat: int) -> bool:
        """True when a person plays ``seat`` by clicking.

        >>> Seats(None, players=2).is_human(1)
        False
        """
        return self._bots[seat] is None

    @property
    def has_human(self) -> bool:
        """True when a person plays at least one seat."""
        return any(b is None for b in self._bots)

    @property
    def first_human(self) -> int:
        """The first seat a person plays (0 when bots play every seat)."""
        return next((s for s, b in enumerate(self._bots) if b is None), 0)

    def choose(self, r: Round, seat: int) -> Action | Said:
        """The action ``seat``'s bot (the greedy helper for a person) picks, or what went wrong.

        A reader's bot may raise or pick an illegal action; that is said, not raised.

        >>> r = Round.deal("spruce", players=3, seed=4)
        >>> Seats(None, players=3).choose(r, r.seat)
        Action.parse('draw')
        """
        bot = self._bots[seat] or GreedyBot()
        legal = r.legal_actions()
        name = r.names[seat]
        try:
            a = bot.choose(r.view(seat), legal)
        except Exception as e:  # a reader's bot may fail; the widget says so
            error = f"{type(e).__name__}: {e}"
            return Said(lambda: _("{name}'s bot failed: {error}").format(name=name, error=error))
        if a not in legal:
            chosen = repr(a)
            # A failed bot stops the round where it is: the engine can say the rule again.
            return Said(
                lambda: _("{name}'s bot chose {action}, which is not legal: {reason}").format(
                    name=name, action=chosen, reason=_not_legal(r, a)
                )
            )
        return a

    def play_bots(
        self, history: History, sees: Callable[[int], bool], said: list[str]
    ) -> str | None:
        """Let bot seats act until a person is to move (only with a person at the table).

        Each action is told in a few words appended to ``said``; the answer is what went
        wrong when a bot failed, else None.

        >>> from chickenfoot_nb.match import Match
        >>> h, said = History(Match("spruce", players=3, seed=2)), []
        >>> Seats(["greedy", "human", "greedy"], players=3).play_bots(h, lambda s: True, said)
        >>> said
        ['Seat 0 placed 9|9 in the centre']
        """
        r = history.round
        if not self.has_human:
            return None
        n = 0
        while not r.is_over and not self.is_human(r.seat) and n < MAX_ACTIONS:
            seat = r.seat
            a = self.choose(r, seat)
            if isinstance(a, Said):
                return a
            said.append(short(r, seat, a, sees(seat)))
            history.push(a)
            n += 1
        return None


def _not_legal(r: Round, a: object) -> str:
    if isinstance(a, Action):
        return why_illegal(r, a) or ""
    return _("it is not an action")
