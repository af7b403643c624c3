"""Round.copy copies the state; at() and go_to() replay the round's own history."""

from __future__ import annotations

from chickenfoot_nb.bots import RandomBot
from chickenfoot_nb.round import Round


def test_a_copy_is_the_same_round_and_independent() -> None:
    for seed in range(30):
        r = Round.deal("gamerules" if seed % 2 else "spruce", 2 + seed % 4, seed=seed)
        bot = RandomBot(seed)
        for _ in range(seed):
            if r.is_over:
                break
            r.push(bot.choose(r.view(r.seat), r.legal_actions()))
        c = r.copy()
        assert (c.history, c.table, c.hand_sizes, c.legal_actions()) == (
            r.history,
            r.table,
            r.hand_sizes,
            r.legal_actions(),
        )
        before = (r.history, r.table, [r.hand(s) for s in range(r.players)], r.yard)
        while not c.is_over:
            c.push(bot.choose(c.view(c.seat), c.legal_actions()))
        assert (r.history, r.table, [r.hand(s) for s in range(r.players)], r.yard) == before


def test_at_matches_a_checked_replay_of_the_history() -> None:
    r = Round.deal("spruce", 4, seed=7)
    bot = RandomBot(7)
    while not r.is_over:
        r.push(bot.choose(r.view(r.seat), r.legal_actions()))
    for step in range(0, len(r.history) + 1, 5):
        checked = Round(r.rules, r.dealt)
        checked.replay(a for _, a in r.history[:step])
        fast = r.at(step)
        assert (fast.history, fast.table, fast.hand_sizes, fast.phase, fast.seat) == (
            checked.history,
            checked.table,
            checked.hand_sizes,
            checked.phase,
            checked.seat,
        )
