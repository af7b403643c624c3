"""The exercises of lessons 07 and 08: the chance of a hand, and what a rule option changes."""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from math import comb
from typing import TYPE_CHECKING, Any

from chickenfoot_nb.i18n import N_, _, ngettext, number, signed
from chickenfoot_nb.lessons.check import Check
from chickenfoot_nb.lessons.registry import exercise
from chickenfoot_nb.tiles import set_size

if TYPE_CHECKING:
    import numpy as np  # the lesson's simulations import it; a game widget never does

# ----- lesson 07: the chance of a hand --------------------------------------------------


@exercise("hold-the-double", "hand-size", "set", predict=True)
def _hold_the_double(hand: int = 7, n: int = 9) -> Check:
    size = set_size(n)
    p = Fraction(hand, size)
    return Check(
        ngettext(
            "A {hand}-tile hand is dealt from a shuffled double-{n} set. "
            "What is the chance it holds {n}|{n}? (a fraction or a decimal)",
            "A {hand}-tile hand is dealt from a shuffled double-{n} set. "
            "What is the chance it holds {n}|{n}? (a fraction or a decimal)",
            hand,
        ).format(hand=hand, n=n),
        p,
        explain=ngettext(
            "Each of the {size} tiles is equally likely to be in the hand, "
            "and the hand holds {hand} of them: {hand}/{size}.",
            "Each of the {size} tiles is equally likely to be in the hand, "
            "and the hand holds {hand} of them: {hand}/{size}.",
            hand,
        ).format(size=size, hand=hand),
        hint=_("How many of the tiles does the hand hold, out of how many?"),
        mistakes={
            Fraction(hand, size - 1): ngettext(
                "That divides by {wrong}: you left {n}|{n} out of the count. The set has "
                "{size} tiles, {n}|{n} among them, and each is equally likely to be in the hand.",
                "That divides by {wrong}: you left {n}|{n} out of the count. The set has "
                "{size} tiles, {n}|{n} among them, and each is equally likely to be in the hand.",
                size,
            ).format(wrong=size - 1, size=size, n=n),
            Fraction(1, size): ngettext(
                "{one} is the chance for one place of the hand, say its first tile. The hand "
                "has {hand} places, and {n}|{n} can be in any one of them.",
                "{one} is the chance for one place of the hand, say its first tile. The hand "
                "has {hand} places, and {n}|{n} can be in any one of them.",
                hand,
            ).format(one=f"1/{size}", hand=hand, n=n),
        },
        predict=True,
        reveal=lambda: _hand_chance_html(hand, n),
    )


def _hand_chance_html(hand: int, n: int) -> str:
    from chickenfoot_nb.probability import holds_tile

    return f"<code>{holds_tile(f'{n}|{n}', n, hand)}</code>"


@exercise("no-double", "hand-size", "set")
def _no_double(hand: int = 7, n: int = 9) -> Check:
    doubles = n + 1
    others = set_size(n) - doubles
    p = Fraction(comb(others, hand), comb(set_size(n), hand))
    return Check(
        ngettext(
            "What is the chance that a {hand}-tile hand from a double-{n} set holds no double "
            "at all? (a fraction, or a decimal to 2 significant digits)",
            "What is the chance that a {hand}-tile hand from a double-{n} set holds no double "
            "at all? (a fraction, or a decimal to 2 significant digits)",
            hand,
        ).format(hand=hand, n=n),
        p,
        explain=_(
            "Hands without a double / all hands = C({others}, {hand}) / C({size}, {hand}) "
            "= {p} ≈ {value}."
        ).format(others=others, hand=hand, size=set_size(n), p=p, value=number(float(p), 4)),
        hint=ngettext(
            "Count the hands made only from the {others} tiles that are not doubles.",
            "Count the hands made only from the {others} tiles that are not doubles.",
            others,
        ).format(others=others),
        mistakes={
            Fraction(others, set_size(n)): ngettext(
                "{others}/{size} is the chance that one tile is not a double; all {hand} tiles "
                "of the hand must be.",
                "{others}/{size} is the chance that one tile is not a double; all {hand} tiles "
                "of the hand must be.",
                hand,
            ).format(others=others, size=set_size(n), hand=hand),
            Fraction(others, set_size(n)) ** hand: ngettext(
                "Multiplying {others}/{size} {hand} times puts every dealt tile back in the set. "
                "A dealt tile is gone: after each tile that is not a double, one fewer is left. "
                "Count hands instead: C({others}, {hand}) / C({size}, {hand}).",
                "Multiplying {others}/{size} {hand} times puts every dealt tile back in the set. "
                "A dealt tile is gone: after each tile that is not a double, one fewer is left. "
                "Count hands instead: C({others}, {hand}) / C({size}, {hand}).",
                hand,
            ).format(others=others, size=set_size(n), hand=hand),
        },
    )


@exercise("nobody-holds", "spruce-search", "hand-size", "yard", predict=True)
def _nobody_holds(players: int = 4, hand: int = 7, n: int = 9) -> Check:
    size = set_size(n)
    dealt = players * hand
    p = Fraction(size - dealt, size)
    return Check(
        _(
            "Under spruce, a double-{n} set is dealt. Players: {players}; tiles in each hand: "
            "{hand}. Predict: what is the chance that nobody holds {n}|{n}? (a fraction or a "
            "percent)"
        ).format(players=players, hand=hand, n=n),
        p,
        explain=_(
            "{dealt} of the {size} places of the shuffle go to the hands and the other {left} "
            "stay in the chicken yard. {n}|{n} is equally likely to be in any place: "
            "{left}/{size}."
        ).format(dealt=dealt, size=size, left=size - dealt, n=n),
        hint=_("How many tiles stay in the chicken yard?"),
        mistakes={
            Fraction(dealt, size): ngettext(
                "{dealt}/{size} is the chance that someone holds {n}|{n}: the hands hold {dealt} "
                "tiles. Nobody holds it when it is one of the tiles left in the yard.",
                "{dealt}/{size} is the chance that someone holds {n}|{n}: the hands hold {dealt} "
                "tiles. Nobody holds it when it is one of the tiles left in the yard.",
                dealt,
            ).format(dealt=dealt, size=size, n=n),
            Fraction(hand, size): ngettext(
                "{hand}/{size} is the chance for one hand. The question is about all {players} "
                "hands together.",
                "{hand}/{size} is the chance for one hand. The question is about all {players} "
                "hands together.",
                players,
            ).format(hand=hand, size=size, players=players),
        },
        predict=True,
        reveal=lambda: _nobody_html(players, hand, n),
    )


def _nobody_html(players: int, hand: int, n: int) -> str:
    from chickenfoot_nb.probability import someone_holds

    someone = someone_holds(f"{n}|{n}", n, hand, players)
    nobody = 1 - someone.exact
    return _("Someone holds it: {someone}. Nobody holds it: 1 − {p} = {q} ≈ {percent}.").format(
        someone=f"<code>{someone}</code>",
        p=someone.exact,
        q=nobody,
        percent=number(100 * float(nobody), 1) + "%",
    )


@exercise("opener-more-likely", "hand-size", "first-action", predict=True)
def _opener_more_likely(players: int = 4) -> Check:
    from chickenfoot_nb.probability import can_open

    chances = {p: can_open(p, players=players) for p in ("gamerules", "spruce")}
    same = _("the same chance")
    best = max(chances, key=lambda p: chances[p].exact)
    answer = same if chances["gamerules"].exact == chances["spruce"].exact else best
    return Check(
        ngettext(
            "Predict: with {players} players, which opener is more likely to hold a tile that "
            "opens the round at its first turn, the gamerules opener or the spruce one?",
            "Predict: with {players} players, which opener is more likely to hold a tile that "
            "opens the round at its first turn, the gamerules opener or the spruce one?",
            players,
        ).format(players=players),
        answer,
        choices=["gamerules", "spruce", same],
        explain=_(
            "gamerules: {gamerules}; spruce: {spruce}. More tiles in the hand, more chances "
            "that one of them shows the double's number."
        ).format(
            gamerules=number(chances["gamerules"].value, 3),
            spruce=number(chances["spruce"].value, 3),
        ),
        mistakes={
            "spruce": _(
                "The spruce opener was dealt 7 tiles, and only after a search (about half of the "
                "deals) can it hold more; the gamerules opener holds 11 in every deal."
            ),
        },
        predict=True,
        reveal=lambda: "<br>".join(f"<code>{c}</code>" for c in chances.values()),
    )


@exercise("no-six-in-hand", "set", "hand-size")
def _no_six_in_hand(number_: int = 6, hand: int = 7, n: int = 9) -> Check:
    size = set_size(n)
    showing = n + 1  # every number is on n+1 tiles, its double among them
    p = Fraction(comb(size - showing, hand), comb(size, hand))
    return Check(
        ngettext(
            "A {hand}-tile hand is dealt from a double-{n} set. What is the chance that no tile "
            "of it shows a {number}? (a fraction, or a decimal to 2 significant digits)",
            "A {hand}-tile hand is dealt from a double-{n} set. What is the chance that no tile "
            "of it shows a {number}? (a fraction, or a decimal to 2 significant digits)",
            hand,
        ).format(hand=hand, n=n, number=number_),
        p,
        explain=ngettext(
            "{showing} tiles show a {number} ({number}|{number} is one of them), so the hand is "
            "made from the other {others}: C({others}, {hand}) / C({size}, {hand}) = {p} ≈ "
            "{value}, the same chance as holding no double: both are {showing} tiles of {size}.",
            "{showing} tiles show a {number} ({number}|{number} is one of them), so the hand is "
            "made from the other {others}: C({others}, {hand}) / C({size}, {hand}) = {p} ≈ "
            "{value}, the same chance as holding no double: both are {showing} tiles of {size}.",
            showing,
        ).format(
            showing=showing,
            number=number_,
            others=size - showing,
            hand=hand,
            size=size,
            p=p,
            value=number(float(p), 4),
        ),
        mistakes={
            Fraction(comb(size - showing - 1, hand), comb(size, hand)): ngettext(
                "{number}|{number} shows a {number} on both halves but is one tile: {showing} "
                "tiles show a {number}, not {more}.",
                "{number}|{number} shows a {number} on both halves but is one tile: {showing} "
                "tiles show a {number}, not {more}.",
                showing,
            ).format(number=number_, showing=showing, more=showing + 1),
        },
    )


@exercise("search-adds-tiles", "spruce-search", "first-action")
def _search_adds_tiles() -> Check:
    right = _("it holds its 7 dealt tiles and every tile it drew in the search")
    return Check(
        _(
            "Under spruce nobody was dealt 9|9, so the seats drew from the yard in turn until "
            "one of them found it. Why is the opener then more likely to open than a plain "
            "7-tile hand?"
        ),
        right,
        choices=[
            right,
            _("the search always gives it a tile with a 9"),
            _("it may draw until it can play"),
        ],
        explain=_(
            "The tiles drawn in the search stay in the drawers' hands: more tiles, more "
            "chances that one shows a 9. It may still draw only once on its turn."
        ),
    )


@exercise("fewer-hands-wider")
def _fewer_hands_wider() -> Check:
    right = _("wider")
    return Check(
        _("The simulation dealt 20,000 hands. If it dealt only 200, its 95% interval would be…"),
        right,
        choices=[_("narrower"), _("the same"), right],
        explain=_(
            "Fewer hands, more room for luck: the answers of runs with 200 hands spread more, "
            "and the interval says so by being wider. Lesson 7b measures how much."
        ),
        mistakes={
            _("narrower"): _(
                "A narrow interval means a precise answer; 200 hands give a rougher answer "
                "than 20,000."
            ),
        },
    )


# ----- lesson 08: is this difference real? ----------------------------------------------

#: What an option comparison can be asked about: the words, and each round's value for one variant.
MEASURES: dict[str, tuple[str, Callable[[Any], np.ndarray]]] = {
    "turns": (N_("the number of turns in a round"), lambda s: s.turns.astype(float)),
    "blocked": (
        N_("the share of blocked rounds"),
        lambda s: (s.out < 0).astype(float),
    ),
    "score": (N_("the mean round score"), lambda s: s.scores.mean(axis=1)),
    "starter": (N_("the starter's share of wins"), lambda s: s.wins()[:, 0].astype(float)),
}


def option_difference(comparison: Any, measure: str, label: str) -> Any:
    """The change of ``measure`` from the base rule set to the variant ``label``, round by round.

    Every variant of an :class:`~chickenfoot_nb.probability.OptionComparison` is dealt the
    same seeds, so round i of the variant and round i of the base are the same deal: the
    estimate is the mean of the rounds' differences, and its 95% interval says whether the
    change is more than luck (the interval leaves out 0) or not shown (it holds 0).

    >>> from chickenfoot_nb.probability import InlineExecutor, compare_options
    >>> c = compare_options("spruce", 2, rounds=20, seed=0, options={"draw_must_play": [True]},
    ...                     executor=InlineExecutor(), progress=False)
    >>> d = option_difference(c, "turns", "draw_must_play=True")
    >>> d.estimate, d.low, d.high
    (0.0, 0.0, 0.0)
    """
    from chickenfoot_nb.probability import Estimate

    words, value = MEASURES[measure]
    rows = dict(comparison.variants)
    base = comparison.variants[0][1]
    return Estimate.from_samples(value(rows[label]) - value(base), _(words))


def _verdict(d: Any) -> str:
    """``more``, ``less`` or ``not shown``: what the interval of a difference says."""
    if d.low > 0:
        return "more"
    if d.high < 0:
        return "less"
    return "not shown"


@exercise("option-real", "options")
def _option_real(comparison: Any, measure: str, label: str) -> Check:
    """``comparison`` is a :class:`chickenfoot_nb.probability.OptionComparison`; ``label`` one of its variants.

    The answer is what the 95% interval of the round-by-round difference says, never which
    number is bigger: a difference whose interval holds 0 is "not shown", whichever way it went.
    """
    words, _value = MEASURES[measure]
    base = comparison.variants[0][0]
    d = option_difference(comparison, measure, label)
    said = {
        "more": _("a real increase: the interval is above 0"),
        "less": _("a real decrease: the interval is below 0"),
        "not shown": _("not shown: the interval holds 0"),
    }
    interval = f"{signed(d.low, 3)}..{signed(d.high, 3)}"
    verdict = _verdict(d)
    wrong_way = _(
        "The two numbers differ, but the interval of the difference, {interval}, holds 0: "
        "luck alone could make a gap like this one. Run more rounds to find out."
    ).format(interval=interval)
    missed = _(
        "The interval of the difference, {interval}, leaves out 0: luck alone would very "
        "rarely make a change like this one, round by round over the same deals."
    ).format(interval=interval)
    mistakes = {
        said[v]: wrong_way if verdict == "not shown" else missed for v in said if v != verdict
    }
    return Check(
        _(
            "Compare {base} with {variant}: is the change in {measure} real? Read the 95% "
            "interval of the difference, round by round."
        ).format(base=base, variant=label, measure=_(words)),
        said[verdict],
        choices=list(said.values()),
        explain=_(
            "The difference (variant − base) is {estimate}, 95% interval {interval}. Only an "
            "interval that leaves out 0 shows a change that is more than luck."
        ).format(estimate=signed(d.estimate, 3), interval=interval),
        mistakes=mistakes,
    )


@exercise("greedy-draw-rule", "options", "draw", predict=True)
def _greedy_draw_rule(comparison: Any, label: str = "draw_must_play=True") -> Check:
    """How many rounds switching ``label`` changed for greedy bots (none: they play a drawn tile that fits anyway)."""
    import numpy as np

    rows = dict(comparison.variants)
    base, variant = comparison.variants[0][1], rows[label]
    changed = int(
        np.sum(
            (base.turns != variant.turns)
            | np.any(base.scores != variant.scores, axis=1)
            | (base.out != variant.out)
        )
    )
    buckets = [_("none of them"), _("a few, by luck"), _("about half"), _("all of them")]
    share = changed / base.rounds
    answer = buckets[0 if changed == 0 else 1 if share < 0.25 else 3 if share == 1 else 2]
    return Check(
        ngettext(
            "Predict: greedy bots always play a drawn tile that fits. In how many of the "
            "{rounds} rounds does switching on {option} change anything?",
            "Predict: greedy bots always play a drawn tile that fits. In how many of the "
            "{rounds} rounds does switching on {option} change anything?",
            base.rounds,
        ).format(rounds=base.rounds, option=label),
        answer,
        choices=buckets,
        explain=_(
            "The rule only says what happens when a drawn tile fits and the player would "
            "rather keep it; a greedy bot never keeps it, so every round is played the same."
        ),
        mistakes={
            buckets[1]: _(
                "Luck cannot change anything here: both variants are dealt the same seeds, and "
                "the bots make the same choices under both rules."
            ),
        },
        predict=True,
        reveal=lambda: _("Rounds that came out differently: {changed} of {rounds}.").format(
            changed=changed, rounds=base.rounds
        ),
    )


@exercise("starter-fair-share", "options", "first-action", predict=True)
def _starter_fair_share(stats: Any) -> Check:
    """``stats`` is a :class:`chickenfoot_nb.probability.GameStats`; the answer is what its interval says."""
    share = stats.win_share(0)
    fair = Fraction(1, stats.players)
    said = {
        "more": _("more than a fair share"),
        "fair": _("no difference shown"),
        "less": _("less than a fair share"),
    }
    verdict = "more" if share.low > fair else "less" if share.high < fair else "fair"
    interval = f"{number(share.low, 3)}..{number(share.high, 3)}"
    return Check(
        _(
            "Predict: under {preset} with {players} greedy bots, does the starter win more "
            "than its fair share, {fair} of the rounds, by more than luck?"
        ).format(preset=stats.rules.preset_name, players=stats.players, fair=fair),
        said[verdict],
        choices=list(said.values()),
        explain=ngettext(
            "The starter won {share} of {rounds} rounds, 95% interval {interval}; the fair "
            "share is {fair_value}. An interval that leaves out the fair share shows a real "
            "difference.",
            "The starter won {share} of {rounds} rounds, 95% interval {interval}; the fair "
            "share is {fair_value}. An interval that leaves out the fair share shows a real "
            "difference.",
            stats.rounds,
        ).format(
            share=number(share.estimate, 3),
            rounds=stats.rounds,
            interval=interval,
            fair_value=number(float(fair), 3),
        ),
        predict=True,
        reveal=lambda: f"<code>{share}</code>",
    )


@exercise("fair-share-five")
def _fair_share_five(players: int = 5) -> Check:
    return Check(
        ngettext(
            "{players} player sits at the table. If starting gave no advantage, what share of "
            "the rounds would the starter win? (a fraction)",
            "{players} players sit at the table. If starting gave no advantage, what share of "
            "the rounds would the starter win? (a fraction)",
            players,
        ).format(players=players),
        Fraction(1, players),
        explain=_("Every seat would win equally often: 1/{players}.").format(players=players),
        mistakes={
            Fraction(1, players - 1): ngettext(
                "That leaves one seat out: the starter is one of the {players} seats.",
                "That leaves one seat out: the starter is one of the {players} seats.",
                players,
            ).format(players=players),
        },
    )


@exercise("same-seeds")
def _same_seeds() -> Check:
    right = _("so that a difference comes from the rule, not from other deals")
    return Check(
        _("Why does the lab deal every variant from the same seeds?"),
        right,
        choices=[
            _("so that the simulation runs faster"),
            right,
            _("so that every seat wins equally"),
        ],
        explain=_(
            "Round i of every variant is the same deal: comparing them round by round removes "
            "the luck of the deal from the difference, and its interval gets narrower."
        ),
    )


@exercise("interval-holds-zero")
def _interval_holds_zero() -> Check:
    low, high = -0.4, 1.2
    right = _("no change is shown yet: more rounds would tell")
    bigger = _("the variant makes rounds longer")
    return Check(
        _(
            "After 150 rounds, the difference in turns (variant − base) has the 95% interval "
            "{low}..{high}. What can you say?"
        ).format(low=signed(low, 1), high=signed(high, 1)),
        right,
        choices=[bigger, _("the variant makes rounds shorter"), right],
        explain=_(
            "The interval holds 0: the change may be 0, a little less, or a little more. "
            "More rounds make the interval narrower."
        ),
        mistakes={
            bigger: _(
                "Most of the interval is above 0, but not all of it: a difference of 0 is still "
                "inside, so luck alone could explain what was seen."
            ),
        },
    )
