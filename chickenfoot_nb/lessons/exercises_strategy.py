"""The exercises of lessons 09 and 09b: the coach's two numbers, counting worlds, what a draw says, a tournament."""

from __future__ import annotations

import html
from collections.abc import Sequence
from fractions import Fraction
from math import comb, factorial, sqrt
from typing import TYPE_CHECKING, Any

from chickenfoot_nb.i18n import N_, _, ngettext, number, percent
from chickenfoot_nb.lessons.check import Check
from chickenfoot_nb.lessons.registry import exercise
from chickenfoot_nb.phase import Phase
from chickenfoot_nb.seat_view import SeatView
from chickenfoot_nb.worlds import world_count, world_share

if TYPE_CHECKING:
    from chickenfoot_nb.coach import Analysis

#: Your round score in four equally likely worlds, and your one opponent's, for the first two
#: exercises.
YOURS = (0, 6, 6, 20)
THEIRS = (3, 6, 2, 15)


def _listed(numbers: Sequence[object]) -> str:
    """Numbers in a list that ends with "and", in the language spoken: ``0, 6, 6 and 20``."""
    first = ", ".join(str(n) for n in numbers[:-1])
    # Translators: the end of a list of numbers, "0, 6, 6 and 20": {first} is "0, 6, 6".
    return _("{first} and {last}").format(first=first, last=numbers[-1])


@exercise("expected-score", "round-score")
def _expected_score(yours: Sequence[int] = YOURS) -> Check:
    mean = Fraction(sum(yours), len(yours))
    return Check(
        ngettext(
            "A move is played out in {worlds} equally likely world. In it it leaves you "
            "{scores} points. What is the move's expected score?",
            "A move is played out in {worlds} equally likely worlds. In them it leaves you "
            "{scores} points. What is the move's expected score?",
            len(yours),
        ).format(worlds=len(yours), scores=_listed(yours)),
        mean,
        explain=_(
            "The expected score is the average over the worlds: ({sum}) / {worlds} = {mean}."
        ).format(sum=" + ".join(str(n) for n in yours), worlds=len(yours), mean=mean),
        hint=_("Add the scores and divide by the number of worlds."),
    )


@exercise("win-chance", "round-score")
def _win_chance(yours: Sequence[int] = YOURS, theirs: Sequence[int] = THEIRS) -> Check:
    wins = [
        Fraction(int(a < b)) if a != b else Fraction(1, 2)
        for a, b in zip(yours, theirs, strict=True)
    ]
    chance = sum(wins, Fraction(0)) / len(wins)
    return Check(
        ngettext(
            "In the same {worlds} world you score {yours}, and your only opponent scores "
            "{theirs}. The lower score wins, and a tie counts as half a win. What is the "
            "move's chance of winning?",
            "In the same {worlds} worlds you score {yours}, and your only opponent scores "
            "{theirs}. The lower score wins, and a tie counts as half a win. What is the "
            "move's chance of winning?",
            len(yours),
        ).format(worlds=len(yours), yours=_listed(yours), theirs=_listed(theirs)),
        chance,
        explain=_(
            "World by world you get {wins} of a win: together {total} out of {worlds}, "
            "a chance of {chance}."
        ).format(wins=_listed(wins), total=sum(wins, Fraction(0)), worlds=len(wins), chance=chance),
        hint=_(
            "Compare the two scores in each world: lower wins 1, equal wins 1/2, higher wins 0."
        ),
    )


@exercise("count-worlds", "yard")
def _count_worlds(view: SeatView) -> Check:
    assert view.phase == Phase.PLAY, "this exercise needs a round in play"
    unseen = len(view.unseen)
    others = [s for s in range(view.players) if s != view.seat]
    steps, left, ways = [], unseen, 1
    for s in others:
        h = view.hand_sizes[s]
        steps.append(
            # Translators: one step of a count; {ways} is C({left}, {held}), usually large.
            ngettext(
                "C({left}, {held}) = {ways} ways to choose {name}'s {held} tile",
                "C({left}, {held}) = {ways} ways to choose {name}'s {held} tiles",
                h,
            ).format(left=left, held=h, ways=comb(left, h), name=view.names[s])
        )
        ways *= comb(left, h)
        left -= h
    steps.append(
        ngettext(
            "{left}! = {orders} orders of the {left} tile in the yard",
            "{left}! = {orders} orders of the {left} tiles in the yard",
            left,
        ).format(left=left, orders=factorial(left))
    )
    answer = world_count(view)
    assert ways * factorial(left) == answer
    hands = "; ".join(
        ngettext(
            "{name} holds {count} tile", "{name} holds {count} tiles", view.hand_sizes[s]
        ).format(name=view.names[s], count=view.hand_sizes[s])
        for s in others
    )
    return Check(
        ngettext(
            "You are {name}. You cannot see {unseen} tile. {hands}; the yard holds {yard}. "
            "How many different worlds fit what you see? (The order of the yard counts: it "
            "decides who draws what.)",
            "You are {name}. You cannot see {unseen} tiles. {hands}; the yard holds {yard}. "
            "How many different worlds fit what you see? (The order of the yard counts: it "
            "decides who draws what.)",
            unseen,
        ).format(name=view.names[view.seat], unseen=unseen, hands=hands, yard=view.yard_size),
        answer,
        explain=ngettext(
            "There are {steps}. Together: {count} world.",
            "There are {steps}. Together: {count} worlds.",
            answer,
        ).format(steps="; ".join(steps), count=answer),
        hint=_(
            "First choose the opponent's tiles among the unseen ones; then count the orders "
            "of the rest in the yard."
        ),
    )


#: How many worlds the draw exercise samples to compare the two ways of counting.
DRAW_SAMPLES = 400
#: What the chance can do, in order: down, the same, up (said with ``_`` when asked).
DRAW_CHOICES = (N_("it goes down"), N_("it stays the same"), N_("it goes up"))


@exercise("draw-reveals", "draw", "must-play")
def _draw_reveals(view: SeatView, seat: int, number: int) -> Check:
    from chickenfoot_nb.probability.ingame import seat_holds_number

    name = view.names[seat]
    before = float(seat_holds_number(view, seat, number))
    after = world_share(
        view,
        lambda w: any(t.has(number) for t in w.hand(seat)),
        DRAW_SAMPLES,
        seed="exercise",
        draws_forced=True,
    )
    choices = [_(c) for c in DRAW_CHOICES]
    margin = 0.05
    answer = (
        choices[0]
        if after < before - margin
        else choices[2]
        if after > before + margin
        else choices[1]
    )
    return Check(
        _(
            "{name} drew a tile while a {number} was open on the table. Think of the worlds "
            "where that draw was forced, and compare them with all the worlds that fit the tile "
            "counts. What happens to the chance that {name} holds a tile with a {number}?"
        ).format(name=name, number=number),
        answer,
        choices=choices,
        explain=_(
            "A player who can play must play, so {name} held no {number} when they drew. "
            "Counting only the tiles, the chance is {before}; in worlds where every draw was "
            "forced it is {after}."
        ).format(name=name, number=number, before=percent(before), after=percent(after)),
    )


def _worlds(n: int) -> str:
    """``100 sampled worlds``, in the language spoken."""
    return ngettext("{n} sampled world", "{n} sampled worlds", n).format(n=n)


def _pre(lines: Sequence[str]) -> str:
    """Lines of figures as one HTML block, for what a prediction reveals."""
    return "<pre>" + html.escape("\n".join(lines)) + "</pre>"


@exercise("coach-best-move", predict=True)
def _coach_best_move(view: SeatView) -> Check:
    """Which move wins the most worlds: predicted before the exact count over every world is shown."""
    from chickenfoot_nb.coach import analyse
    from chickenfoot_nb.review import action_words

    exact = analyse(view, exact=True)
    assert exact is not None and exact.exact, "this exercise needs a position with few worlds"
    words = {m.action: action_words(m.action) for m in exact.moves}
    choices = sorted(words.values())

    def reveal() -> str:
        lines = [
            _("{move}: wins {win} of the worlds; expected score: {score}.").format(
                move=words[m.action], win=percent(m.win, 1), score=number(m.score, 2)
            )
            for m in exact.moves
        ]
        return _pre(lines)

    return Check(
        _(
            "Before the coach counts: which of your moves wins the round in the most worlds, "
            "when both players go on as careful players after it?"
        ),
        words[exact.best.action],
        choices=choices,
        explain=_(
            "Counted over every world that fits what you see: {best} wins {win} of them, more "
            "than any other move."
        ).format(best=words[exact.best.action], win=percent(exact.best.win, 1)),
        predict=True,
        reveal=reveal,
    )


#: The sample sizes of the interval exercise: the one it shows, and ten times as many.
FEW_WORLDS, MANY_WORLDS = 100, 1000
#: How an interval's width can change with ten times the worlds (said with ``_`` when asked).
NARROWER = (
    N_("it stays about as wide"),
    N_("about 3 times narrower"),
    N_("about 10 times narrower"),
)


@exercise("interval-more-worlds", predict=True)
def _interval_more_worlds(view: SeatView, seed: int = 1) -> Check:
    """How the 95% interval of a sampled chance narrows with ten times the worlds."""
    from chickenfoot_nb.coach import analyse
    from chickenfoot_nb.review import action_words

    def judged(**how: Any) -> Analysis:
        found = analyse(view, **how)
        assert found is not None  # only a cancelled analysis is None
        return found

    best = judged(exact=True).best
    move = action_words(best.action)
    sizes = (10, 30, FEW_WORLDS, 300, MANY_WORLDS)
    # every move in the same n worlds: the widths are those of n worlds, none settled further
    odds = {
        n: judged(samples=n, seed=seed, exact=False, settle=False).odds(best.action) for n in sizes
    }
    width = {n: odds[n].win_high - odds[n].win_low for n in sizes}
    choices = [_(c) for c in NARROWER]

    def reveal() -> str:
        lines = [
            _("The exact chance: {move} wins {win}.").format(move=move, win=percent(best.win, 1))
        ]
        lines += [
            _(
                "Sampled worlds: {n}. It wins {win}, 95% interval {low} to {high}, width {width}."
            ).format(
                n=n,
                win=percent(odds[n].win, 1),
                low=percent(odds[n].win_low, 1),
                high=percent(odds[n].win_high, 1),
                width=percent(width[n], 1),
            )
            for n in sizes
        ]
        lines.append(
            _("Sampled worlds: {few} → {many}. The width shrank by a factor of {ratio}.").format(
                few=FEW_WORLDS,
                many=MANY_WORLDS,
                ratio=number(width[FEW_WORLDS] / width[MANY_WORLDS], 1),
            )
        )
        return _pre(lines)

    return Check(
        _(
            "With {few}, the coach's 95% interval for the chance of winning after {move} runs from "
            "{low} to {high}. What happens to its width with {many}, ten times as many?"
        ).format(
            few=_worlds(FEW_WORLDS),
            many=_worlds(MANY_WORLDS),
            move=move,
            low=percent(odds[FEW_WORLDS].win_low, 1),
            high=percent(odds[FEW_WORLDS].win_high, 1),
        ),
        choices[1],
        choices=choices,
        explain=_(
            "The width of an interval shrinks like 1 / √n: ten times the worlds make it "
            "√10 ≈ 3.2 times narrower. The sampled chance moves a little too, so the measured "
            "ratio is close to that, not exactly it."
        ),
        mistakes={
            choices[0]: _(
                "More worlds leave less room for luck: the interval does narrow, but only like "
                "1 / √n."
            ),
            choices[2]: _(
                "Ten times the worlds do not make it ten times narrower: the width shrinks like "
                "1 / √n, so it takes 100 times the worlds to make it 10 times narrower."
            ),
        },
        predict=True,
        reveal=reveal,
    )


@exercise("count-small-worlds", "yard")
def _count_small_worlds(unseen: int = 5, held: int = 2) -> Check:
    """Worlds for a seat that cannot see ``unseen`` tiles, its one opponent holding ``held``."""
    yard = unseen - held
    answer = comb(unseen, held) * factorial(yard)
    return Check(
        ngettext(
            "You cannot see {unseen} tile: your only opponent holds {held} of them and the rest "
            "lie in the yard, in an order. How many worlds fit what you see?",
            "You cannot see {unseen} tiles: your only opponent holds {held} of them and the rest "
            "lie in the yard, in an order. How many worlds fit what you see?",
            unseen,
        ).format(unseen=unseen, held=held),
        answer,
        explain=_(
            "Ways to choose the opponent's hand: C({unseen}, {held}) = {hands}. Orders of the "
            "yard: {yard}! = {orders}. Worlds: {hands} × {orders} = {answer}."
        ).format(
            unseen=unseen,
            held=held,
            hands=comb(unseen, held),
            yard=yard,
            orders=factorial(yard),
            answer=answer,
        ),
        mistakes={
            comb(unseen, held): _(
                "That counts the opponent's hands only. The yard's order counts too (it decides "
                "who draws what): multiply by the number of its orders."
            ),
            factorial(unseen): _(
                "That puts all the tiles in an order, but the opponent's hand has none: the "
                "orders of the hand count as one world."
            ),
        },
        hint=_("Choose the opponent's tiles first, then order the rest in the yard."),
    )


@exercise("interval-four-times")
def _interval_four_times(worlds: int = 100, low: float = 0.4, high: float = 0.6) -> Check:
    """How many worlds halve a sampled chance's interval: four times as many."""
    return Check(
        _(
            "With {worlds}, a chance's 95% interval runs from {low} to {high}. About how many "
            "worlds make it half as wide?"
        ).format(worlds=_worlds(worlds), low=percent(low), high=percent(high)),
        4 * worlds,
        explain=_(
            "The width shrinks like 1 / √n, so half the width takes 2² = 4 times the worlds: "
            "{answer}."
        ).format(answer=4 * worlds),
        mistakes={
            2 * worlds: _(
                "Twice the worlds make the interval only √2 ≈ 1.4 times narrower: halving it "
                "takes four times the worlds."
            )
        },
        hint=_("The width shrinks like 1 / √n."),
    )


@exercise("tie-half-win", "round-score")
def _tie_half_win(yours: Sequence[int] = (4, 3), theirs: Sequence[int] = (4, 7)) -> Check:
    """A win chance over two worlds, one of them a tie."""
    wins = [
        Fraction(int(a < b)) if a != b else Fraction(1, 2)
        for a, b in zip(yours, theirs, strict=True)
    ]
    chance = sum(wins, Fraction(0)) / len(wins)
    lost_ties = sum((w for w in wins if w != Fraction(1, 2)), Fraction(0)) / len(wins)
    return Check(
        ngettext(
            "A move is played out in {worlds} equally likely world. You score {yours}; your "
            "only opponent scores {theirs}. What is the move's chance of winning?",
            "A move is played out in {worlds} equally likely worlds. You score {yours}; your "
            "only opponent scores {theirs}. What is the move's chance of winning?",
            len(wins),
        ).format(worlds=len(wins), yours=_listed(yours), theirs=_listed(theirs)),
        chance,
        explain=_("World by world you get {wins} of a win: a chance of {chance}.").format(
            wins=_listed(wins), chance=chance
        ),
        mistakes={
            lost_ties: _("A tie for the lowest score is half a win, not a loss: count it as 1/2.")
        },
    )


#: How many worlds the plays exercise samples for each of its two counts.
PLAYS_SAMPLES = 400


@exercise("plays-reveal", predict=True)
def _plays_reveal(view: SeatView, seat: int, pips: int = 12) -> Check:
    """What reading a seat's plays as greedy does to the chance that it holds a heavy tile."""
    name = view.names[seat]

    def heavy(w: Any) -> bool:
        return any(t.pips >= pips for t in w.hand(seat))

    draws = world_share(view, heavy, PLAYS_SAMPLES, seed="exercise", draws_forced=True)
    plays = world_share(
        view, heavy, PLAYS_SAMPLES, seed="exercise", draws_forced=True, heaviest_first=True
    )
    choices = [_(c) for c in DRAW_CHOICES]
    margin = 0.05
    answer = (
        choices[0]
        if plays < draws - margin
        else choices[2]
        if plays > draws + margin
        else choices[1]
    )
    return Check(
        _(
            "Suppose {name} always plays its heaviest playable tile. Keep only the worlds where "
            "its plays so far were that tile each time. Compared with all the worlds where its "
            "draws were forced, what happens to the chance that {name} now holds a tile whose "
            "pips add up to {pips} or more?"
        ).format(name=name, pips=pips),
        answer,
        choices=choices,
        explain=_(
            "Each light play says that {name} held nothing heavier it could play then. Of the "
            "sampled worlds where every draw was forced, {draws} leave it such a tile; once its "
            "plays are read too, {plays} (sampled worlds: {samples})."
        ).format(name=name, samples=PLAYS_SAMPLES, draws=percent(draws), plays=percent(plays)),
        predict=True,
    )


#: The two readings of a tournament's gap between two bots (said with ``_`` when asked).
GAP_CHOICES = (N_("a real difference"), N_("it could be luck"))


def share_difference(tournament: Any, first: str, second: str) -> Any:
    """The gap ``second`` − ``first`` in win share, deal by deal, as an estimate with its 95% interval.

    Both bots played the same deals, so the gap is measured on each deal and the interval
    comes from the spread of these per-deal gaps.
    """
    from chickenfoot_nb.probability import Estimate

    gaps = (
        tournament.shares[tournament.bots.index(second)]
        - tournament.shares[tournament.bots.index(first)]
    )
    return Estimate.from_samples(gaps, f"{second} - {first}")


@exercise("tournament-real", predict=True)
def _tournament_real(tournament: Any, first: str = "medium", second: str = "hard") -> Check:
    """``tournament`` is a :class:`chickenfoot_nb.probability.Tournament`.

    The answer is what the run shows at 95%: a real difference when the interval of the
    per-deal gap leaves out 0, else "it could be luck". Which bot happened to win more does
    not decide it. The bots keep their names (``"hard"``) in every language.
    """
    gap = share_difference(tournament, first, second)
    real = gap.low > 0 or gap.high < 0
    choices = [_(c) for c in GAP_CHOICES]
    answer = choices[0] if real else choices[1]
    figures = _(
        "Win share of {second} minus win share of {first}, deal by deal: {gap} on average, "
        "95% interval {low} to {high}."
    ).format(
        first=first,
        second=second,
        gap=percent(gap.estimate, 1),
        low=percent(gap.low, 1),
        high=percent(gap.high, 1),
    )
    said = (
        _("The interval leaves out 0: this run shows a real difference between the two bots.")
        if real
        else _(
            "The interval holds 0: this run does not show which of the two bots is stronger. "
            "More deals would narrow it."
        )
    )
    return Check(
        _(
            "Both {first} and {second} played the same deals. Is the gap between their win "
            "shares in this tournament a real difference, or could it be luck?"
        ).format(first=first, second=second),
        answer,
        choices=choices,
        explain=_("{figures} {said}").format(figures=figures, said=said),
        mistakes={
            choices[0]: _(
                "Two shares that differ are not enough: with this few deals, luck alone moves a "
                "share by several points, and the interval of the gap holds 0."
            ),
            choices[1]: _(
                "The two bots played the same deals, so the luck of a deal cancels in their gap: "
                "its interval is narrower than either bot's, and it leaves out 0."
            ),
        },
        predict=True,
        reveal=lambda: _pre([figures]),
    )


@exercise("gap-two-runs")
def _gap_two_runs(first: float = 0.52, second: float = 0.49, half: float = 0.03) -> Check:
    """Two win shares from separate runs, each ± ``half``: is the gap shown to be real?"""
    gap = first - second
    gap_half = sqrt(2) * half  # independent runs: the two uncertainties add in squares
    real = gap - gap_half > 0
    return Check(
        _(
            "In two separate runs on different deals, bot A won {a} of its rounds and bot B "
            "{b}, each give or take {half} (95% intervals). Do these figures show that A is "
            "stronger?"
        ).format(a=percent(first), b=percent(second), half=percent(half)),
        real,
        explain=(
            _(
                "The gap is {gap}. The runs are independent, so its uncertainty is √2 × {half} ≈ "
                "{gap_half}: its interval runs from {low} to {high} and leaves out 0."
            )
            if real
            else _(
                "The gap is {gap}. The runs are independent, so its uncertainty is √2 × {half} ≈ "
                "{gap_half}: its interval runs from {low} to {high} and holds 0."
            )
        ).format(
            gap=percent(gap),
            half=percent(half),
            gap_half=percent(gap_half, 1),
            low=percent(gap - gap_half, 1),
            high=percent(gap + gap_half, 1),
        ),
        mistakes={
            _("yes"): _(
                "A bigger share is not yet a stronger bot: a gap smaller than the luck of the "
                "runs could come out the other way in the next run."
            )
        },
    )


#: What a pass after a draw says under gamerules (said with ``_`` when asked).
PASS_CHOICES = (
    N_("the drawn tile fits nowhere the player may play"),
    N_("nothing: a drawn tile that fits may be kept"),
    N_("the player holds no double"),
)


@exercise("gamerules-pass", "draw")
def _gamerules_pass() -> Check:
    """What a pass right after a draw says under gamerules, where a drawn tile that fits must be played."""
    choices = [_(c) for c in PASS_CHOICES]
    return Check(
        _("Under gamerules, a player draws a tile and then passes. What does the pass tell you?"),
        choices[0],
        choices=choices,
        explain=_(
            "Under gamerules a drawn tile that fits must be played, so a pass says it did not "
            "fit. Under spruce it may be kept, and a pass says nothing sure."
        ),
        mistakes={
            choices[1]: _(
                "That is spruce, where a drawn tile that fits may be kept. Under gamerules it "
                "must be played."
            )
        },
    )


@exercise("draw-in-foot", "must-play", "toes-first")
def _draw_in_foot(foot: int = 6, other: int = 4) -> Check:
    """What a draw says while a chicken foot waits for toes: no tile with the foot's number."""
    choices = [
        _("The player held no tile with a {n} when they drew.").format(n=foot),
        _("The player held no tile with a {a} and none with a {b} when they drew.").format(
            a=foot, b=other
        ),
        _("The player held no tile with a {n} when they drew.").format(n=other),
    ]
    return Check(
        _(
            "A chicken foot on {foot}|{foot} waits for its toes, and an open end elsewhere shows "
            "a {other}. Under the house rule “must play”, a player draws. What do you learn?"
        ).format(foot=foot, other=other),
        choices[0],
        choices=choices,
        explain=_(
            "While a foot waits, the only legal plays are toes on it, tiles with a {foot}. A "
            "draw says there was no legal play: no {foot}. It says nothing about the {other}."
        ).format(foot=foot, other=other),
        mistakes={
            choices[1]: _(
                "While a foot waits, no tile may go on the open {other}: the draw says nothing "
                "about that number."
            ).format(other=other)
        },
    )
