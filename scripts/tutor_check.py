#!/usr/bin/env python
"""How far the tutor's analysis can be trusted: its verdicts against the same search at eight times its
budget, on positions from seeded play of every game.

For each game, ``--positions`` positions (default 40) are taken from seeded games between medium
bots (every decision with two or more legal moves, spread over the deal). At each, the tutor's
analysis (the strong bot's ranking, as the site makes it) and a deeper one (the same search with
``--depth`` times the budget, another seed) rank every legal move; every legal move is then labelled
by the tutor's one scale (``engine.bots.grading``) as if the learner had played it. Printed per game:

- best within noise: the share of positions where the tutor's best move is within the deeper
  analysis's noise of the deeper best (goal at least 97 %);
- false mistakes: of the moves labelled «mistake», the share the deeper analysis finds within noise
  of its best (goal at most 1 %);
- false goods: of the moves labelled «best» or «good», the share the deeper analysis rates a clear
  loss (labelled inaccuracy or mistake there, beyond its noise; goal at most 2 %);
- weak alternatives: the hint's alternatives (``grading.alternatives``) the tutor's scale labels
  below «good» (goal 0), and those the deeper analysis does;
- reasons with a fact: of the verdicts below «best», the share whose reason names a concrete fact
  (``play.reasons.reason_facts``; without one the page falls back to the search's own estimate).

Stop decisions played out to the end of the deal are not checked here yet.

    .venv/bin/python scripts/tutor_check.py [--positions 40] [--depth 8] [--games hato,koikoi] [--jobs 2]
"""

from __future__ import annotations

import argparse
import os
import random
import sys
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import cast

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

#: The games and player counts checked (each as the site offers it most often).
GAMES = (("hato", 2), ("koikoi", 2), ("gostop", 3), ("nylon", 3), ("aigoma", 4))


def _setup() -> None:
    os.environ.setdefault("SECRET_KEY", "tutor-check-only")
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "hwatu_site.settings")
    import django

    django.setup()


def positions(key: str, players: int, count: int, seed: int) -> list[tuple[int, list[str]]]:
    """``count`` decisions (deal seed, moves before it) from seeded games between medium bots."""
    from engine.bots import make_bot
    from engine.game import get_game

    game = get_game(key, players=players)
    bot = make_bot("medium")
    found: list[tuple[int, list[str]]] = []
    deal = seed
    while len(found) < count:
        state = game.new_state(deal)
        moves: list[str] = []
        rng = random.Random(deal)
        decisions: list[list[str]] = []
        while not state.is_over and game.deals_done(state) == 0:
            legal = state.legal_moves()
            seat = state.current_player
            if len(legal) > 1:
                decisions.append(list(moves))
            if len(legal) == 1 or seat is None:
                move = legal[0]
            else:
                move = bot.choose(state.observe(seat), rng, game=game)
            moves.append(move.code)
            state = state.apply(move)
        picked = random.Random(deal * 7 + 1).sample(decisions, min(4, len(decisions)))
        found.extend((deal, before) for before in picked)
        deal += 1
    return found[:count]


def check(task: tuple[str, int, int, list[str], int]) -> dict[str, int]:
    """The counts of one position (see the module docstring)."""
    _setup()
    from engine.bots import ISMCTSBot, grading, make_bot
    from engine.game import Move, get_game
    from play.reasons import reason_facts

    key, players, deal, before, depth = task
    game = get_game(key, players=players)
    state = game.new_state(deal)
    for code in before:
        state = state.apply(Move.parse(code))
    seat = state.current_player
    assert seat is not None
    obs = state.observe(seat)
    flat = game.tutor_flat_spread()
    bot = make_bot("strong")
    budget = cast(ISMCTSBot, bot).for_game(game).iterations
    tutor = bot.rank(obs, random.Random(f"tutor:{deal}:{len(before)}"), game=game)
    deep = make_bot("strong", iterations=budget * depth).rank(
        obs, random.Random(f"deep:{deal}:{len(before)}"), game=game
    )
    deep_by_move = {r.move: r for r in deep}
    deep_best = deep[0]

    def deep_within(move: Move) -> bool:
        r = deep_by_move[move]
        return deep_best.value - r.value <= grading.NOISE_Z * r.noise

    def deep_clear_loss(move: Move) -> bool:
        label = grading.grade(deep, move, flat_spread=flat).label
        return label in ("inaccuracy", "mistake") and not deep_within(move)

    counts: Counter[str] = Counter()
    counts["positions"] = 1
    counts["best within noise"] = int(deep_within(tutor[0].move))
    for r in tutor:
        label = grading.grade(tutor, r.move, flat_spread=flat).label
        counts[f"labelled {label}"] += 1
        if label == "mistake":
            counts["false mistakes"] += int(deep_within(r.move))
        if label in ("best", "good"):
            counts["false goods"] += int(deep_clear_loss(r.move))
        if label != "best":
            counts["verdicts below best"] += 1
            counts["reasons with a fact"] += int(bool(reason_facts(game, obs, r.move, tutor[0].move)))
    offered = grading.alternatives(tutor, flat_spread=flat)
    counts["alternatives"] += len(offered)
    for entry in offered:
        if grading.grade(tutor, entry[0], flat_spread=flat).label not in ("best", "good"):
            counts["weak alternatives"] += 1
        if deep_clear_loss(entry[0]):
            counts["alternatives the deeper analysis rejects"] += 1
    return dict(counts)


def grading_labels() -> tuple[str, ...]:
    from engine.bots.grading import LABELS

    return LABELS


def share(part: int, whole: int) -> str:
    return f"{part}/{whole} = {100 * part / whole:.1f} %" if whole else f"{part}/0"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=40)
    parser.add_argument("--depth", type=int, default=8)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--games", default=",".join(key for key, _players in GAMES))
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    args = parser.parse_args()
    _setup()
    wanted = args.games.split(",")
    for key, players in GAMES:
        if key not in wanted:
            continue
        tasks = [
            (key, players, deal, before, args.depth)
            for deal, before in positions(key, players, args.positions, args.seed)
        ]
        total: Counter[str] = Counter()
        with ProcessPoolExecutor(args.jobs) as pool:
            for counts in pool.map(check, tasks):
                total.update(counts)
        goods = total["labelled best"] + total["labelled good"]
        lines = [
            ("best within noise of the deeper best", total["best within noise"], total["positions"]),
            ("«mistake» within noise of best", total["false mistakes"], total["labelled mistake"]),
            ("«best»/«good» a clear loss", total["false goods"], goods),
            ("hint alternatives below «good»", total["weak alternatives"], total["alternatives"]),
            (
                "... that the deeper analysis rejects",
                total["alternatives the deeper analysis rejects"],
                total["alternatives"],
            ),
            ("reasons that name a fact", total["reasons with a fact"], total["verdicts below best"]),
        ]
        print(
            f"{key} ({players} players), {total['positions']} positions, the deeper analysis ×{args.depth}:"
        )
        for what, part, whole in lines:
            print(f"  {what + ':':42} {share(part, whole)}")
        labels = ", ".join(f"{label} {total['labelled ' + label]}" for label in grading_labels())
        print(f"  {'labels of every legal move:':42} {labels}")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
