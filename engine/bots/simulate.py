"""Bots against bots: ``python -m engine simulate --game hato --players 3 --bots strong,greedy,random``.

One game is one deal with the game's default options (``--matches`` plays whole matches when the game
offers them, e.g. twelve-deal Koi-Koi). Seats go round every ordering of the bots in turn, and every
ordering plays the same deal (its seed comes from ``--seed`` and the game's number over the count of
orderings): with two bots each deal is played twice with the seats swapped, so the luck of the cards
cancels out of the paired difference. Each bot has its own generator from that seed and its seat, so
results do not depend on ``--jobs``. A bot may carry budget keywords:
``strong:iterations=200:time_limit=0.3``.

Per bot the summary gives wins, the points per deal (a match's score over its deals) with the 95%
interval of the first bot's paired lead, what it did at stop decisions (Koi-Koi's koi-koi, Nylon-ppong's
«стоп» not called: going on when a stop was offered, and how often the deal was then won) and the time
per decision, median, 95th percentile and maximum, wall and CPU.
"""

from __future__ import annotations

import argparse
import itertools
import json
import math
import random
import statistics
import sys
import time
import typing
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from engine.bots import BOTS, Bot, make_bot
from engine.game import GAMES, BadOptions, Game, Result, get_game


@dataclass
class DealRecord:
    """What one game gave: the scores and winners by bot slot, and each slot's decision times."""

    scores: list[float]
    winners: list[int]
    draw: bool
    times: list[list[float]] = field(default_factory=list)
    moves: int = 0
    cpu: list[list[float]] = field(default_factory=list)
    #: How many deals the game had (1, or a match's deals).
    deals: int = 1
    #: By bot slot: stop decisions met, times it went on instead, and deals it then won alone.
    stops: list[list[int]] = field(default_factory=list)


def parse_value(text: str) -> Any:
    lowered = text.strip().lower()
    if lowered in ("none", "null"):
        return None
    for cast in (int, float):
        try:
            return cast(text)
        except ValueError:
            pass
    return text


def parse_bot(spec: str) -> tuple[str, dict[str, Any]]:
    """``strong:iterations=200`` -> ``("strong", {"iterations": 200})``."""
    name, *params = spec.strip().split(":")
    if name not in BOTS:
        raise ValueError(f"unknown bot {name!r}; choose from {', '.join(BOTS)}")
    budget = {}
    for param in params:
        key, sep, value = param.partition("=")
        if not sep:
            raise ValueError(f"bot parameter {param!r} is not key=value")
        budget[key.strip()] = parse_value(value)
    return name, budget


def game_seed(base: int, index: int) -> int:
    return (base << 32) + index


def orderings(players: int) -> int:
    """How many orderings of the seats there are (every one plays the same deal)."""
    return math.factorial(players)


def seating(players: int, index: int) -> tuple[int, ...]:
    """Which bot slot sits at each seat in game ``index``: every ordering in turn."""
    orders = list(itertools.permutations(range(players)))
    return orders[index % len(orders)]


_cache: dict[tuple[Any, ...], tuple[Game, list[Bot]]] = {}


def play_game(task: tuple[Any, ...]) -> DealRecord:
    """Play game ``index`` (one deal, or a whole match) and record it by bot slot."""
    key, players, options, preset, specs, base, index = task
    cache_key = (key, players, tuple(sorted(options.items())), preset, tuple(specs))
    if cache_key not in _cache:
        game = get_game(key, players=players, options=options, preset=preset)
        _cache[cache_key] = (game, [make_bot(name, **budget) for name, budget in map(parse_bot, specs)])
    game, bots = _cache[cache_key]
    seed = game_seed(base, index // orderings(players))
    order = seating(players, index)
    rngs = [random.Random(seed * 16 + seat) for seat in range(players)]
    times: list[list[float]] = [[] for _ in range(players)]
    cpu: list[list[float]] = [[] for _ in range(players)]
    stops = [[0, 0, 0] for _ in range(players)]
    result, moves, deals = play_deal(game, bots, order, seed, rngs, times, cpu, stops)
    scores = [0.0] * players
    for seat, slot in enumerate(order):
        scores[slot] = float(result.scores[seat])
    winners = sorted(order[seat] for seat in result.winners)
    return DealRecord(scores, winners, result.is_draw, times, moves, cpu, deals, stops)


def play_deal(
    game: Game,
    bots: list[Bot],
    order: tuple[int, ...],
    seed: int,
    rngs: list[random.Random],
    times: list[list[float]],
    cpu: list[list[float]] | None = None,
    stops: list[list[int]] | None = None,
) -> tuple[Result, int, int]:
    """Play from the deal to the end of the game (one deal, or a match when the options ask): the
    result, the moves and the deals played. ``stops`` (by bot slot): stop decisions met, times the
    bot went on instead, and deals it then won alone (``Game.deal_outcome``)."""
    state = game.new_state(seed)
    moves = 0
    went_on: list[tuple[Any, int]] = []  # (the state at the decision, its seat), deal not over yet
    while not state.is_over:
        seat = typing.cast(int, state.current_player)  # not None: the game is on
        obs = state.observe(seat)
        bot = bots[order[seat]]
        start, cpu_start = time.perf_counter(), time.process_time()
        move = bot.choose(obs, rngs[seat], game=game)
        if len(obs.legal_moves) > 1:
            times[order[seat]].append(time.perf_counter() - start)
            if cpu is not None:
                cpu[order[seat]].append(time.process_time() - cpu_start)
        if stops is not None and any(m.action == "stop" for m in obs.legal_moves):
            stops[order[seat]][0] += 1
            if move.action != "stop":
                stops[order[seat]][1] += 1
                went_on.append((state, seat))
        state = state.apply(move)
        moves += 1
        if went_on and stops is not None:
            for decision in list(went_on):
                outcome = game.deal_outcome(decision[0], state, decision[1])
                if outcome is not None:
                    went_on.remove(decision)
                    stops[order[decision[1]]][2] += outcome.best
    return state.result(), moves, game.deals_done(state)


MATCH_OPTIONS = ("target", "rounds")
"""Option keys that make a game a whole match; ``--matches`` sets the first found to its largest
choice (e.g. «Хато» to 1000 points, Koi-Koi 12 deals) unless ``--option`` already sets it."""


def match_options(key: str, options: dict[str, Any]) -> dict[str, Any]:
    import engine.games  # noqa: F401  (registers every game)

    cls = GAMES.get(key)
    if cls is None:
        raise BadOptions("game", game=key)
    for spec in cls.option_specs:
        if spec.key in MATCH_OPTIONS:
            if spec.key not in options:
                options = {**options, spec.key: max(spec.choices)}
            return options
    raise BadOptions("no_matches", game=key)


Z95 = 1.959964


def wilson(wins: int, n: int) -> tuple[float, float] | None:
    """The 95% Wilson interval of a proportion ``wins / n``."""
    if not n:
        return None
    p = wins / n
    denom = 1 + Z95**2 / n
    centre = (p + Z95**2 / (2 * n)) / denom
    half = Z95 * math.sqrt(p * (1 - p) / n + Z95**2 / (4 * n * n)) / denom
    return (round(centre - half, 4), round(centre + half, 4))


def mean_ci(values: Sequence[float]) -> float:
    """Half-width of the 95% confidence interval of the mean of ``values`` (normal approximation)."""
    if len(values) < 2:
        return 0.0
    return Z95 * statistics.stdev(values) / math.sqrt(len(values))


def percentile(ordered: Sequence[float], share: float) -> float:
    """The ``share`` quantile (0-1) of the sorted ``ordered`` (nearest rank)."""
    if not ordered:
        return 0.0
    return ordered[min(len(ordered) - 1, max(0, math.ceil(share * len(ordered)) - 1))]


def paired_lead(records: Sequence[DealRecord], slot: int, group: int) -> tuple[float, float]:
    """The first bot's mean lead over ``slot`` in points per deal, and the half-width of its 95%
    interval: the games that played the same deal in every seating (``group`` of them in a row) are
    one sample, so the interval is that of the paired difference."""
    leads = [(r.scores[0] - r.scores[slot]) / max(1, r.deals) for r in records]
    samples = [statistics.fmean(leads[i : i + group]) for i in range(0, len(leads), group)]
    if not samples:
        return 0.0, 0.0
    return statistics.fmean(samples), mean_ci(samples)


def _ms(values: Sequence[float], share: float) -> float:
    return round(percentile(values, share) * 1000, 3)


def summarize(records: Sequence[DealRecord], specs: Sequence[str], seconds: float) -> dict[str, Any]:
    """Per bot: wins, draws, mean score (with its 95% interval), points per deal and, from the
    second bot on, the first bot's paired lead over it (per game and per deal, with their 95%
    intervals), win rate among decided games (with its 95% Wilson interval), stop decisions and
    decision times (median, 95th percentile, maximum), wall and CPU."""
    players = []
    decided = sum(1 for r in records if not r.draw)
    first = [r.scores[0] for r in records]
    group = orderings(len(specs))
    for slot, spec in enumerate(specs):
        scores = [r.scores[slot] for r in records]
        per_deal = [r.scores[slot] / max(1, r.deals) for r in records]
        times = sorted(t for r in records for t in r.times[slot])
        cpu = sorted(t for r in records for t in (r.cpu[slot] if r.cpu else ()))
        wins = sum(1 for r in records if not r.draw and r.winners == [slot])
        draws = sum(1 for r in records if r.draw and (not r.winners or slot in r.winners))
        stops = [sum(r.stops[slot][k] for r in records if r.stops) for k in range(3)]
        entry = {
            "bot": spec,
            "wins": wins,
            "draws": draws,
            "mean_score": round(statistics.fmean(scores), 3) if scores else 0.0,
            "mean_score_ci95": round(mean_ci(scores), 3),
            "score_std": round(statistics.pstdev(scores), 3) if len(scores) > 1 else 0.0,
            "points_per_deal": round(statistics.fmean(per_deal), 3) if per_deal else 0.0,
            "points_per_deal_ci95": round(mean_ci(per_deal), 3),
            "win_rate_decided": round(wins / decided, 4) if decided else None,
            "win_rate_decided_ci95": wilson(wins, decided),
            "stop_decisions": stops[0],
            "went_on": stops[1],
            "went_on_won": stops[2],
            "ms_per_move_median": round(statistics.median(times) * 1000, 3) if times else 0.0,
            "ms_per_move_p95": _ms(times, 0.95),
            "ms_per_move_max": round(times[-1] * 1000, 3) if times else 0.0,
            "cpu_ms_per_move_median": round(statistics.median(cpu) * 1000, 3) if cpu else 0.0,
            "cpu_ms_per_move_p95": _ms(cpu, 0.95),
            "cpu_ms_per_move_max": round(cpu[-1] * 1000, 3) if cpu else 0.0,
            "decisions": len(times),
        }
        if slot:
            lead = [a - b for a, b in zip(first, scores, strict=True)]
            entry["first_lead"] = round(statistics.fmean(lead), 3) if lead else 0.0
            entry["first_lead_ci95"] = round(mean_ci(lead), 3)
            per_deal_lead, per_deal_ci = paired_lead(records, slot, group)
            entry["first_lead_per_deal"] = round(per_deal_lead, 3)
            entry["first_lead_per_deal_ci95"] = round(per_deal_ci, 3)
        players.append(entry)
    return {
        "games": len(records),
        "deals": sum(r.deals for r in records),
        "seconds": round(seconds, 3),
        "games_per_second": round(len(records) / seconds, 3) if seconds else None,
        "decided": decided,
        "players": players,
    }


def run(
    *,
    game: str,
    players: int,
    bots: Sequence[str],
    games: int,
    seed: int,
    options: dict[str, Any] | None = None,
    preset: str | None = None,
    matches: bool = False,
    jobs: int = 1,
    max_seconds: float | None = None,
) -> dict[str, Any]:
    """Play ``games`` games and return the summary (what ``--json`` prints). With ``max_seconds``
    the run stops after the first games finished by then (always games 0, 1, 2... in order)."""
    options = dict(options or {})
    if matches:
        options = match_options(game, options)
    get_game(game, players=players, options=options, preset=preset)  # fail early on bad options
    for spec in bots:
        parse_bot(spec)
    tasks = [(game, players, options, preset, list(bots), seed, i) for i in range(games)]
    start = time.perf_counter()
    deadline = None if max_seconds is None else start + max_seconds
    records: list[DealRecord] = []
    if jobs > 1 and games > 1:
        import multiprocessing

        chunk = max(1, games // (jobs * 8)) if deadline is None else 1
        with multiprocessing.get_context("fork").Pool(jobs) as pool:
            for record in pool.imap(play_game, tasks, chunksize=chunk):
                records.append(record)
                if deadline is not None and time.perf_counter() > deadline:
                    pool.terminate()
                    break
    else:
        for task in tasks:
            records.append(play_game(task))
            if deadline is not None and time.perf_counter() > deadline:
                break
    summary = summarize(records, bots, time.perf_counter() - start)
    penalties = get_game(game, players=players, options=options, preset=preset).points_are_penalties
    summary.update(
        {"game": game, "player_count": players, "seed": seed, "options": options, "penalties": penalties}
    )
    if len(records) < games:
        summary["stopped_early"] = True
    return summary


def format_text(summary: dict[str, Any]) -> str:
    """The summary as two tables: results, then points per deal, stop decisions and times."""
    games = summary["games"] or 1
    penalties = summary.get("penalties", False)
    lines = [
        f"{summary['game']}, {summary['player_count']} players, {summary['games']} games "
        f"({summary['decided']} decided, {summary.get('deals', games)} deals), seed {summary['seed']}: "
        f"{summary['seconds']:.1f} s, {summary['games_per_second']} games/s"
        + (" (stopped at --max-seconds)" if summary.get("stopped_early") else ""),
        f"{'bot':<28} {'wins':>6} {'win%':>6} {'dec.win% (95% CI)':>19} {'draws':>6} "
        f"{'mean score ±95%':>16} {'1st lead ±95%':>15}",
    ]
    for p in summary["players"]:
        if p["win_rate_decided"] is None:
            decided = "-"
        else:
            lo, hi = p["win_rate_decided_ci95"]
            decided = f"{100 * p['win_rate_decided']:.1f} ({100 * lo:.1f}-{100 * hi:.1f})"
        lead = f"{p['first_lead']:.2f} ±{p['first_lead_ci95']:.2f}" if "first_lead" in p else "-"
        lines.append(
            f"{p['bot']:<28} {p['wins']:>6} {100 * p['wins'] / games:>6.1f} {decided:>19} {p['draws']:>6} "
            f"{p['mean_score']:>8.2f} ±{p['mean_score_ci95']:<6.2f} {lead:>15}"
        )
    unit = "penalty points per deal (fewer is better)" if penalties else "points per deal"
    lines.append(
        f"{'bot':<28} {unit:>24} {'1st lead/deal ±95% (paired)':>28} {'went on/stops':>14} "
        f"{'won':>5} {'ms med':>7} {'p95':>7} {'max':>7} {'cpu med':>7} {'p95':>7} {'max':>7}"
    )
    for p in summary["players"]:
        lead = (
            f"{p['first_lead_per_deal']:.3f} ±{p['first_lead_per_deal_ci95']:.3f}"
            if "first_lead_per_deal" in p
            else "-"
        )
        stops = f"{p['went_on']}/{p['stop_decisions']}" if p["stop_decisions"] else "-"
        won = f"{100 * p['went_on_won'] / p['went_on']:.0f}%" if p["went_on"] else "-"
        lines.append(
            f"{p['bot']:<28} {p['points_per_deal']:>16.3f} ±{p['points_per_deal_ci95']:<6.3f} {lead:>28} "
            f"{stops:>14} {won:>5} {p['ms_per_move_median']:>7.1f} {p['ms_per_move_p95']:>7.1f} "
            f"{p['ms_per_move_max']:>7.1f} {p['cpu_ms_per_move_median']:>7.1f} "
            f"{p['cpu_ms_per_move_p95']:>7.1f} {p['cpu_ms_per_move_max']:>7.1f}"
        )
    return "\n".join(lines)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m engine simulate", description=__doc__.split("\n")[0])
    parser.add_argument("--game", required=True, help="game key, e.g. hato or koikoi")
    parser.add_argument("--players", type=int, default=None, help="seats (default: one per bot)")
    parser.add_argument("--bots", required=True, help="comma-separated bots, one per seat: strong,greedy")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--matches", action="store_true", help="whole matches instead of single deals")
    parser.add_argument("--option", action="append", default=[], metavar="K=V", help="a game option")
    parser.add_argument("--preset", default=None)
    parser.add_argument("--jobs", type=int, default=1, help="worker processes")
    parser.add_argument(
        "--max-seconds", type=float, default=None, help="stop after this long; report the games played"
    )
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    bots = [b.strip() for b in args.bots.split(",") if b.strip()]
    players = args.players or len(bots)
    if len(bots) == 1:
        bots = bots * players
    if len(bots) != players:
        print(f"error: {players} players need {players} bots, got {len(bots)}", file=sys.stderr)
        return 2
    options = {}
    for item in args.option:
        key, sep, value = item.partition("=")
        if not sep:
            print(f"error: option {item!r} is not key=value", file=sys.stderr)
            return 2
        options[key.strip()] = value.strip()
    if args.games < 1:
        print("error: --games must be at least 1", file=sys.stderr)
        return 2
    try:
        summary = run(
            game=args.game,
            players=players,
            bots=bots,
            games=args.games,
            seed=args.seed,
            options=options,
            preset=args.preset,
            matches=args.matches,
            jobs=max(1, args.jobs),
            max_seconds=args.max_seconds,
        )
    except (BadOptions, ValueError) as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    print(json.dumps(summary) if args.json else format_text(summary))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
