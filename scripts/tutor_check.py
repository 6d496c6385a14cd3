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
  (``room.reasons.reason_facts``; without one the page falls back to the search's own estimate).

Stop decisions played out to the end of the deal are not checked here yet. To try other search
settings, give them as JSON keywords of ``make_bot``: ``TUTOR_CHECK_BOT`` for both analyses,
``TUTOR_CHECK_DEEP`` for the deeper one alone (e.g. ``'{"search": "halving"}'`` and ``'{}'``).

    .venv/bin/python scripts/tutor_check.py [--positions 40] [--depth 8] [--games hato,koikoi] [--jobs 2]
    .venv/bin/python scripts/tutor_check.py --scenarios 5   # each practice scenario's model move, 5 deals
"""

from __future__ import annotations

import argparse
import json
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
    from engine import bots

    # The deeper analysis runs whole: the safety net (five seconds, for a runaway search on the site)
    # would cut it short on a busy machine and make it weaker than it says.
    bots.STRONG["time_limit"] = None


def positions(key: str, players: int, count: int, seed: int) -> list[tuple[int, list[str]]]:
    """``count`` decisions (deal seed, moves before it) from seeded games between medium bots."""
    from engine.bots import make_bot
    from engine.game import get_game

    game = get_game(key, players=players)
    bot = make_bot("medium")
    found: list[tuple[int, list[str]]] = []
    stops: list[tuple[int, list[str]]] = []  # every stop decision met, up to STOPS, on top
    deal = seed
    while len(found) < count or (len(stops) < STOPS and deal < seed + 200 and _has_stops(game)):
        state = game.new_state(deal)
        moves: list[str] = []
        rng = random.Random(deal)
        decisions: list[list[str]] = []
        while not state.is_over and game.deals_done(state) == 0:
            legal = state.legal_moves()
            seat = state.current_player
            if len(legal) > 1:
                decisions.append(list(moves))
                if any(m.action == "stop" for m in legal) and len(stops) < STOPS:
                    stops.append((deal, list(moves)))
            if len(legal) == 1 or seat is None:
                move = legal[0]
            else:
                move = bot.choose(state.observe(seat), rng, game=game)
            moves.append(move.code)
            state = state.apply(move)
        picked = random.Random(deal * 7 + 1).sample(decisions, min(4, len(decisions)))
        found.extend((deal, before) for before in picked)
        deal += 1
    return found[:count] + stops


#: How many stop decisions (stop or go on) each game's check adds to its positions, where it has them.
STOPS = 10


def _has_stops(game: object) -> bool:
    return getattr(game, "key", "") in ("koikoi", "gostop", "nylon")


Row = tuple[str, float, int, float]


def analyse(task: tuple[str, int, int, list[str], int]) -> dict[str, object]:
    """The two analyses of one position (the tutor's and the deeper one), and which moves' reasons
    name a fact, as plain data (``--save`` keeps them, ``--load`` judges them again)."""
    _setup()
    from engine.bots import ISMCTSBot, make_bot
    from engine.game import Move, get_game
    from room.analysis import analyse, facts, is_stop_decision
    from room.reasons import reason_facts

    key, players, deal, before, depth = task
    game = get_game(key, players=players)
    state = game.new_state(deal)
    for code in before:
        state = state.apply(Move.parse(code))
    seat = state.current_player
    assert seat is not None
    obs = state.observe(seat)
    extra = json.loads(os.environ.get("TUTOR_CHECK_BOT", "{}"))  # trying other settings
    deeper = json.loads(os.environ.get("TUTOR_CHECK_DEEP", "null"))  # the deeper one's, if others
    tutor_rng, deep_rng = (
        random.Random(f"tutor:{deal}:{len(before)}"),
        random.Random(f"deep:{deal}:{len(before)}"),
    )
    if extra or deeper is not None:
        bot = make_bot("strong", **extra)
        budget = cast(ISMCTSBot, bot).for_game(game).iterations
        tutor = bot.rank(obs, tutor_rng, game=game)
        settings = {**(extra if deeper is None else deeper), "iterations": budget * depth}
        deep = make_bot("strong", **settings).rank(obs, deep_rng, game=game)
    else:  # the site's own analysis (room.analysis: full depth at a stop decision)
        tutor = analyse(game, obs, tutor_rng)
        deep = analyse(game, obs, deep_rng, scale=depth)
    seen = facts(game, obs, random.Random(f"facts:{deal}:{len(before)}"))
    from engine.bots import grading

    rows = [(r.move, r.value, r.visits, r.noise) for r in tutor]
    grades = {r.move: grading.grade(rows, r.move, flat_spread=game.tutor_flat_spread()) for r in tutor[1:]}
    reasons = {
        move.code: reason_facts(
            game,
            obs,
            move,
            tutor[0].move,
            seen=seen,
            close=graded.within_noise,
            near=graded.label in ("good", "inaccuracy"),
        )
        for move, graded in grades.items()
    }
    return {
        "game": key,
        "players": players,
        "deal": deal,
        "before": before,
        "flat": game.tutor_flat_spread(),
        "tutor": [(r.move.code, r.value, r.visits, r.noise) for r in tutor],
        "deep": [(r.move.code, r.value, r.visits, r.noise) for r in deep],
        "facts": [code for code, found in reasons.items() if found],
        "reasons": reasons,
        "stop": is_stop_decision(obs.legal_moves),
    }


def judge(data: dict[str, object]) -> Counter[str]:
    """The counts of one analysed position (see the module docstring)."""
    from engine.bots import grading
    from engine.game import Move

    def ranking(rows: object) -> list[tuple[Move, float, int, float]]:
        return [(Move.parse(c), float(v), int(n), float(z)) for c, v, n, z in cast(list[Row], rows)]

    tutor, deep = ranking(data["tutor"]), ranking(data["deep"])
    flat = float(cast(float, data["flat"]))
    facts = set(cast(list[str], data["facts"]))
    deep_by_move = {entry[0]: entry for entry in deep}
    deep_best_value = deep[0][1]

    def deep_within(move: Move) -> bool:
        _m, value, _n, noise = deep_by_move[move]
        return deep_best_value - value <= grading.NOISE_Z * noise

    def deep_clear_loss(move: Move) -> bool:
        label = grading.grade(deep, move, flat_spread=flat).label
        return label == "mistake" and not deep_within(move)

    counts: Counter[str] = Counter()
    counts["positions"] = 1
    counts["best within noise"] = int(deep_within(tutor[0][0]))
    if data.get("stop"):
        counts["stop decisions"] = 1
        counts["stop verdicts against full depth"] = int(not deep_within(tutor[0][0]))
    for move, *_rest in tutor:
        label = grading.grade(tutor, move, flat_spread=flat).label
        counts[f"labelled {label}"] += 1
        if label == "mistake":
            counts["false mistakes"] += int(deep_within(move))
        if label in ("best", "good"):
            counts["false goods"] += int(deep_clear_loss(move))
        if label != "best":
            counts["verdicts below best"] += 1
            counts["reasons with a fact"] += int(move.code in facts)
    offered = grading.alternatives(tutor, flat_spread=flat)
    counts["alternatives"] += len(offered)
    for entry in offered:
        if grading.grade(tutor, entry[0], flat_spread=flat).label not in ("best", "good"):
            counts["weak alternatives"] += 1
        if deep_clear_loss(entry[0]):
            counts["alternatives the deeper analysis rejects"] += 1
    return counts


def scenario_verdicts(key: str, seeds: int) -> list[str]:
    """The tutor's verdict (the site's budget at a step, ``STEP_SCALE`` times the real one) on a
    practice scenario's model move at its step, for deals ``0..seeds-1`` of its unseen cards: the
    learner follows the model line, the bots play as set."""
    _setup()
    from engine import practice
    from engine.bots import grading, make_bot
    from engine.game import Move, get_game
    from play.practice_step import STEP_SCALE
    from room.analysis import analyse

    scenario = practice.get(key)
    assert scenario is not None
    game = get_game(scenario.game, players=scenario.players, options=scenario.options)
    expected = set(scenario.check.get("expected", scenario.expected))
    first_move = scenario.check.get("kind", "first_move") == "first_move"
    found = []
    for seed in range(seeds):
        state = game.deal_from(scenario.deal, seed=seed)
        line = list(scenario.line)
        rng = random.Random(seed)
        label = "no step"
        for _ in range(200):
            if state.is_over:
                break
            seat = state.current_player
            legal = state.legal_moves()
            if seat == 0:
                codes = {m.code for m in legal}
                if first_move or expected & codes:
                    # The scenario's own model move (its line), else the first expected one.
                    wanted = [line[0]] if line and line[0] in expected else sorted(expected)
                    model = next((m for code in wanted for m in legal if m.code == code), None)
                    if model is None:
                        label = "model move not legal"
                    elif len(legal) == 1:
                        label = "forced"
                    else:
                        ranking = analyse(game, state.observe(0), rng, scale=STEP_SCALE)
                        graded = grading.grade(ranking, model, flat_spread=game.tutor_flat_spread())
                        label = graded.label
                        if label not in ("best", "good"):
                            label += f" (best {graded.best.code})"
                    break
                move = Move.parse(line.pop(0)) if line else legal[0]
            elif seat is None or len(legal) == 1:
                move = legal[0]
            else:
                level = scenario.bots[seat - 1] if seat - 1 < len(scenario.bots) else "greedy"
                move = make_bot(level).choose(state.observe(seat), rng, game=game)
            state = state.apply(move)
        found.append(label)
    return found


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
    parser.add_argument(
        "--scenarios",
        type=int,
        default=0,
        help="check the practice scenarios' model moves on this many deals each instead",
    )
    parser.add_argument("--save", help="keep the analyses in this JSON file")
    parser.add_argument("--load", help="judge the analyses kept in this JSON file again (no search)")
    args = parser.parse_args()
    _setup()
    wanted = args.games.split(",")
    if args.scenarios:
        from engine import practice

        keys = [k for k, s in practice.scenarios().items() if s.game in wanted]
        with ProcessPoolExecutor(args.jobs) as pool:
            results = pool.map(scenario_verdicts, keys, [args.scenarios] * len(keys))
            for key, labels in zip(keys, results, strict=True):
                weak = [label for label in labels if label.split()[0] not in ("best", "good", "forced")]
                print(f"{key:34} {'ok' if not weak else 'WEAKER'}: {', '.join(labels)}")
        return
    kept: list[dict[str, object]] = json.loads(Path(args.load).read_text()) if args.load else []
    analysed: list[dict[str, object]] = []
    for key, players in GAMES:
        if key not in wanted:
            continue
        if args.load:
            found = [data for data in kept if data["game"] == key]
            report(key, players, args.depth, found)
            continue
        tasks = [
            (key, players, deal, before, args.depth)
            for deal, before in positions(key, players, args.positions, args.seed)
        ]
        with ProcessPoolExecutor(args.jobs) as pool:
            found = list(pool.map(analyse, tasks))
        analysed.extend(found)
        report(key, players, args.depth, found)
    if args.save:
        Path(args.save).write_text(json.dumps(analysed))


def report(key: str, players: int, depth: int, found: list[dict[str, object]]) -> None:
    """Print one game's figures."""
    total: Counter[str] = Counter()
    for data in found:
        total.update(judge(data))
    goods = total["labelled best"] + total["labelled good"]
    lines = [
        ("best within noise of the deeper best", total["best within noise"], total["positions"]),
        ("«mistake» within noise of best", total["false mistakes"], total["labelled mistake"]),
        ("«best»/«good» a clear loss («mistake» there)", total["false goods"], goods),
        ("hint alternatives below «good»", total["weak alternatives"], total["alternatives"]),
        (
            "... that the deeper analysis rejects",
            total["alternatives the deeper analysis rejects"],
            total["alternatives"],
        ),
        ("reasons that name a fact", total["reasons with a fact"], total["verdicts below best"]),
        (
            "stop decisions against full-depth play",
            total["stop verdicts against full depth"],
            total["stop decisions"],
        ),
    ]
    print(f"{key} ({players} players), {total['positions']} positions, the deeper analysis ×{depth}:")
    for what, part, whole in lines:
        print(f"  {what + ':':46} {share(part, whole)}")
    labels = ", ".join(f"{label} {total['labelled ' + label]}" for label in grading_labels())
    print(f"  {'labels of every legal move:':46} {labels}")
    sys.stdout.flush()


if __name__ == "__main__":
    main()
