"""Information-set Monte Carlo tree search (single-observer ISMCTS, Cowling, Powley & Whitehouse 2012).

Each iteration samples a full state consistent with what the bot's seat has seen
(``Game.determinize``), walks the one shared tree restricted to the moves legal in that sample
(UCB with availability counts, each node maximizing the return of the seat that moved into it),
adds one node, finishes the deal with a playout and backs up every seat's return. Chance (the
flip of the deck) lives inside the sampled state, so a node stands for an action history and
averages over the hidden outcomes. The root's children are the ranked moves: mean return for the
bot's seat and visit count.

Budget: ``iterations``, a fixed number of playouts, is what ends a search, so the ranking depends
only on the observation, the settings and the generator's seed, never on how busy the machine is.
``time_limit`` (seconds) is only a safety net against a runaway search (a position with far more
moves than any measured one, a machine many times slower): ``SAFETY_NET`` is several times the
longest search measured at the levels' budgets on an idle machine, so it is never reached in
normal play. A search the net cuts short is weaker and no longer reproducible, and is logged as a
warning (logger ``engine.bots``).
"""

from __future__ import annotations

import logging
import math
import random
import time
from collections.abc import Callable, Iterator
from itertools import chain
from typing import Any, cast

from engine.bots.base import Bot, RankedMove, _legal, game_of
from engine.bots.hooks import Evaluation, evaluation_for
from engine.game import Game, Move, Observation, State

log = logging.getLogger("engine.bots")

#: The safety net in seconds (``time_limit``) of the search levels. The strong bot's longest move
#: at its budget measured on this machine is under 0.5 s of CPU in every game since the cut-off
#: playouts of December 2026 (0.6-1.3 s before; ``python -m engine simulate`` reports the maxima,
#: figures in engine/bots/RESULTS.md); 5 s is ten times that, so only a runaway search meets it.
SAFETY_NET = 5.0
#: The value backed up over each move of a playout keeps this share (``discount``): of two equal
#: outcomes the sooner win, or the later loss, ranks first; too little to change any other choice.
DISCOUNT = 0.999
#: The tree search ranks by value the moves with at least this share of the most visits (``rank``).
ROBUST_SHARE = 0.5
#: How many random numbers a paired search draws for a world before its first playout (it then
#: draws as many as the longest playout so far has read).
DRAWS_HINT = 32


class Node:
    __slots__ = ("avail", "children", "move", "player", "samples", "square", "total", "visits")

    def __init__(self, move: Move | None, player: int) -> None:
        self.move = move
        self.player = player  # the seat that played ``move``
        self.children: dict[Move, Node] = {}
        self.visits = 0
        self.avail = 1
        self.total = 0.0
        self.square = 0.0  # the sum of the squared values backed up (the values' spread)
        #: A paired search's root move: its value in each sampled world, by the world's number.
        self.samples: dict[int, float] | None = None


def variance_of_mean(node: Node) -> float:
    """The variance of ``node``'s mean value, from the spread of the values backed up to it."""
    n = node.visits
    if n < 2:
        return math.inf
    mean = node.total / n
    return max(0.0, (node.square - n * mean * mean) / (n - 1)) / n


def gap_noise(best: Node, other: Node) -> float:
    """The standard error of ``best``'s value minus ``other``'s: over the sampled worlds both were
    played out in when the search paired them (the luck of the worlds cancels out), else from each
    one's own spread. Infinite when there is too little to tell (fewer than two samples)."""
    if best is other:
        return 0.0
    if best.samples is not None and other.samples is not None:
        shared = best.samples.keys() & other.samples.keys()
        if len(shared) >= 2:
            diffs = [best.samples[w] - other.samples[w] for w in shared]
            mean = sum(diffs) / len(diffs)
            variance = sum((d - mean) ** 2 for d in diffs) / (len(diffs) - 1)
            return math.sqrt(variance / len(diffs))
    return math.sqrt(variance_of_mean(best) + variance_of_mean(other))


#: Noise given for a move the search could not measure (fewer than two samples): larger than any
#: value gap of a game, finite so that it can be stored as JSON.
UNMEASURED = 1e6


def with_noise(ranked: list[RankedMove], root: Node) -> list[RankedMove]:
    """``ranked`` (best first) with each move's ``noise``: the standard error of the first move's value
    minus its own (``gap_noise``), so a gap within about twice it is not told apart from luck."""
    if not ranked or ranked[0].visits == 0:
        return ranked
    best = root.children[ranked[0].move]
    out = []
    for r in ranked:
        child = root.children.get(r.move)
        noise = UNMEASURED if child is None or not child.visits else min(UNMEASURED, gap_noise(best, child))
        out.append(r._replace(noise=noise))
    return out


class ISMCTSBot(Bot):
    """Search over determinizations; ``rank`` gives every legal move an expected value.

    ``rank`` orders moves as the search prefers them, and ``choose`` plays the first. The tree
    search ranks by value the moves that got at least ``ROBUST_SHARE`` of the most visited one's
    visits (UCB spends its visits on the moves that keep looking best, so these are the ones with
    solid evidence; among them the value decides, so that equally visited moves are told apart by
    what they are worth, not by the order UCB happened to try them), then the rest by visits. The
    flat and halving searches rank by visits, then value: their last round gives the finalists equal
    shares, so the value decides among them. A rarely visited move may show a higher ``value`` than
    the first one on thin evidence.

    ``playout``: ``"random"`` moves to the end of the deal, or ``"greedy"`` (each move the best of
    a few random candidates by the evaluation hook; with ``playout_finish`` a candidate that ends the
    deal with the mover's return raised is taken at once, e.g. a Koi-Koi stop: ``"all"`` for every
    seat, ``"self"`` for the searching seat only, the others playing the plain greedy way). ``playout_depth``
    cuts playouts after that many moves and scores the position with the evaluation hook (None
    plays to the end).
    ``utility``: ``"objective"`` (the default) maximizes what decides the game, as the game says
    (``Game.objective``: the expected match points, or each seat's own points taken home, or going
    out first and then fewer cards left); ``"points"`` the expected return, ``"wins"`` the chance of
    finishing ahead (1 for the best seat, shared on a tie, with a small tie-break on points),
    ``"mixed"`` the chance of finishing ahead plus ``points_weight`` times the return (so a bot that
    is ahead banks it, yet still prefers the bigger win), ``"score"`` each seat's own final score
    (``Result.scores``: in a game of three or four, the points it takes home, whoever else scores;
    only for games where a higher score is better, such as «Хато», not Nylon-ppong's penalties; a
    cut-off playout counts ``Game.running_scores``, the scores as they stand).
    ``horizon``: ``"deal"`` (the default) ends the tree walk and the playout at the end of the deal
    in play (``Game.deals_done``) and values the match as it then stands (the next deals start
    afresh, so playing them out would only add noise and time); ``"game"`` plays to the end of the
    game.
    ``candidates``: how many random moves a greedy playout compares (0: every legal move).
    ``search``: ``"tree"`` (ISMCTS) or ``"flat"``: every root move is played out in the same
    sampled worlds with the same playout seed (paired samples), ``iterations`` playouts in all;
    ``"halving"``: the same paired samples in rounds (sequential halving), each round giving an equal
    share of the budget to the better half of the moves left, so the contenders get the most.
    ``min_visits`` makes sure every root move is tried that often, so ``rank`` is meaningful for all.
    ``discount``: each move between a node and the end of its playout multiplies the value backed up
    to it by this, so of two wins the sooner counts a little more, and of two losses the later
    (a position won at once is not left for a line that wins the same later).
    ``iterations`` ends the search: below the safety net the result depends only on the observation,
    the settings and ``rng``. ``time_limit`` is that safety net (seconds, None for none; see
    ``SAFETY_NET``): a search still running then stops early, weaker and no longer reproducible.
    ``clock``: ``"wall"`` measures ``time_limit`` in elapsed time (what a player waits),
    ``"cpu"`` in this process's CPU time.
    Each game may change these for a level (``Game.search_settings``, by the bot's ``name``: e.g. a
    cut-off depth for Nylon-ppong); keywords named in ``fixed`` (those a caller chose) keep their
    value whatever the game says. ``per_game``: ``{game key: {parameter: value}}`` or
    ``{"key/players": ...}``, a caller's own overrides for one game (over the game's settings).
    """

    def __init__(
        self,
        *,
        iterations: int = 400,
        time_limit: float | None = SAFETY_NET,
        exploration: float = 0.7,
        playout: str = "random",
        playout_depth: int | None = None,
        candidates: int = 3,
        playout_finish: bool | str = False,
        search: str = "tree",
        min_visits: int = 2,
        discount: float = DISCOUNT,
        utility: str = "objective",
        points_weight: float = 0.1,
        horizon: str = "deal",
        clock: str = "wall",
        per_game: dict[str, dict[str, Any]] | None = None,
        name: str = "strong",
        fixed: frozenset[str] = frozenset(),
    ) -> None:
        self.iterations = int(iterations)
        self.time_limit = None if time_limit in (None, 0) else float(time_limit)
        self.exploration = float(exploration)
        self.playout = playout
        self.playout_depth = None if playout_depth in (None, 0) else int(playout_depth)
        self.candidates = int(candidates)
        finish = {False: None, None: None, "off": None, True: "all"}.get(playout_finish, playout_finish)
        if finish not in (None, "all", "self"):
            raise ValueError(f"playout_finish must be all, self or off, not {playout_finish!r}")
        self.playout_finish = finish
        if search not in ("tree", "flat", "halving"):
            raise ValueError(f"search must be tree, flat or halving, not {search!r}")
        self.search_mode = search
        self.min_visits = int(min_visits)
        self.discount = float(discount)
        if utility not in UTILITIES:
            raise ValueError(f"utility must be one of {', '.join(UTILITIES)}, not {utility!r}")
        self.utility = utility
        self.points_weight = float(points_weight)
        if horizon not in ("deal", "game"):
            raise ValueError(f"horizon must be deal or game, not {horizon!r}")
        self.horizon = horizon
        if clock not in ("wall", "cpu"):
            raise ValueError(f"clock must be wall or cpu, not {clock!r}")
        self.clock = clock
        self.per_game = {key: dict(params) for key, params in (per_game or {}).items()}
        self.name = name
        self.fixed = fixed
        self._variants: dict[str, ISMCTSBot] = {}

    def settings(self) -> dict[str, Any]:
        """The constructor keywords of this bot (without ``per_game``)."""
        return {
            "iterations": self.iterations,
            "time_limit": self.time_limit,
            "exploration": self.exploration,
            "playout": self.playout,
            "playout_depth": self.playout_depth,
            "candidates": self.candidates,
            "playout_finish": self.playout_finish,
            "search": self.search_mode,
            "min_visits": self.min_visits,
            "discount": self.discount,
            "utility": self.utility,
            "points_weight": self.points_weight,
            "horizon": self.horizon,
            "clock": self.clock,
            "name": self.name,
        }

    def for_game(self, game: Game) -> ISMCTSBot:
        """This bot with the settings it uses for ``game``: the game's settings for this level
        (except the ``fixed`` ones), then ``per_game`` for its key and for ``"key/players"``."""
        label = f"{game.key}/{game.players}"
        variant = self._variants.get(label)
        if variant is None:
            own = {k: v for k, v in game.search_params(self.name).items() if k not in self.fixed}
            params = {**own, **self.per_game.get(game.key, {}), **self.per_game.get(label, {})}
            variant = self if not params else ISMCTSBot(**{**self.settings(), **params, "fixed": self.fixed})
            self._variants[label] = variant
        return variant

    # ------------------------------------------------------------------ public

    def rank(self, obs: Observation, rng: random.Random, *, game: Game | None = None) -> list[RankedMove]:
        legal = _legal(obs)
        game = game_of(obs, game)
        bot = self.for_game(game)
        root = bot.search(obs, rng, game)
        ranked = []
        for move in legal:
            child = root.children.get(move)
            if child is None or not child.visits:
                ranked.append(RankedMove(move, float("-inf"), 0))
            else:
                ranked.append(RankedMove(move, child.total / child.visits, child.visits))
        if bot.search_mode != "tree":
            # Halving's finalists share its last round equally: visits, then the value among them.
            ranked.sort(key=lambda r: (-r.visits, -r.value))
        else:
            # The tree's well-visited moves by value (see the class docstring), then the rest by visits.
            solid = ROBUST_SHARE * max(r.visits for r in ranked)
            ranked.sort(
                key=lambda r: (0, -r.value, -r.visits) if r.visits >= solid else (1, -r.visits, -r.value)
            )
        return with_noise(ranked, root)

    def choose(self, obs: Observation, rng: random.Random, *, game: Game | None = None) -> Move:
        legal = _legal(obs)
        if len(legal) == 1:
            return legal[0]
        return self.rank(obs, rng, game=game)[0].move

    # ------------------------------------------------------------------ search

    def search(self, obs: Observation, rng: random.Random, game: Game) -> Node:
        root = Node(None, obs.seat)
        evaluate = evaluation_for(game)
        legal = len(obs.legal_moves)
        budget = max(self.iterations, legal * self.min_visits)
        clock = time.process_time if self.clock == "cpu" else time.perf_counter
        deadline = None if self.time_limit is None else clock() + self.time_limit
        self._spread = [math.inf, -math.inf]
        self._draws_hint = DRAWS_HINT
        self._worlds = 0  # the sampled worlds a paired search has played out so far (their numbers)
        if self.search_mode != "tree":
            return self._flat(root, obs, rng, game, evaluate, budget, clock, deadline)
        for done in range(budget):
            self._iterate(root, game.determinize(obs, rng), rng, evaluate)
            # The budget ends the search; the clock is read only to catch a runaway one.
            if deadline is not None and done >= legal and clock() > deadline:
                self._cut_short(game, done + 1, budget)
                break
        return root

    def _cut_short(self, game: Game, done: int, budget: int) -> None:
        """Log a search the safety net stopped (it should never happen on a healthy machine)."""
        log.warning(
            "%s search on %s/%d stopped by the %.2f s safety net after %d of %d playouts",
            self.name,
            game.key,
            game.players,
            self.time_limit,
            done,
            budget,
        )

    def _flat(
        self,
        root: Node,
        obs: Observation,
        rng: random.Random,
        game: Game,
        evaluate: Evaluation,
        budget: int,
        clock: Callable[[], float],
        deadline: float | None,
    ) -> Node:
        """Flat Monte Carlo with paired samples: every root move is played out in the same sampled
        worlds with the same playout seed, so the moves' differences carry little of the luck."""
        seat = obs.seat
        moves = obs.legal_moves
        children = [Node(move, seat) for move in moves]
        for child in children:
            root.children[cast(Move, child.move)] = child
        if self.search_mode == "halving":
            # Sequential halving: equal shares of the budget per round, the better half goes on.
            stages = max(1, math.ceil(math.log2(len(children))))
            alive = children
            for stage in range(stages):
                worlds = max(self.min_visits if stage == 0 else 1, budget // (stages * len(alive)))
                if not self._paired(alive, worlds, obs, rng, game, evaluate, clock, deadline):
                    self._cut_short(game, sum(c.visits for c in children), budget)
                    break
                alive = sorted(alive, key=lambda c: -c.total / c.visits)[: max(2, math.ceil(len(alive) / 2))]
            return root
        if not self._paired(
            children, max(self.min_visits, budget // len(moves)), obs, rng, game, evaluate, clock, deadline
        ):
            self._cut_short(game, sum(c.visits for c in children), budget)
        return root

    def _paired(
        self,
        children: list[Node],
        worlds: int,
        obs: Observation,
        rng: random.Random,
        game: Game,
        evaluate: Evaluation,
        clock: Callable[[], float],
        deadline: float | None,
    ) -> bool:
        """Play every move of ``children`` out in ``worlds`` sampled worlds (the same world and
        playout seed for each move); False when the safety net stopped it."""
        seat = obs.seat
        # Every move's playout in a world reads the same random numbers (paired samples): the
        # world's generator's, drawn once and kept (``_Draws``).
        playout_rng = random.Random()
        for _ in range(worlds):
            world = game.determinize(obs, rng)
            playout_rng.seed(rng.getrandbits(64))
            draws = _Draws(playout_rng.random, self._draws_hint)
            start = world.version + 1
            number = self._worlds
            self._worlds += 1
            for child in children:
                state, values = self._playout(
                    world.apply(cast(Move, child.move)), draws.reader(), evaluate, seat
                )
                value = self._utility(state, values)[seat] * self.discount ** (state.version - start)
                child.visits += 1
                child.total += value
                child.square += value * value
                if child.samples is None:
                    child.samples = {}
                child.samples[number] = value
            self._draws_hint = max(self._draws_hint, len(draws.values))
            if (
                deadline is not None
                and min(c.visits for c in children) >= self.min_visits
                and clock() > deadline
            ):
                return False
        return True

    def _iterate(self, root: Node, state: State, rng: random.Random, evaluate: Evaluation) -> None:
        node = root
        path = []
        start = state.version + 1  # the version reached by the first node of the path
        deals_done = state.game.deals_done
        deal = deals_done(state) if self.horizon == "deal" else None
        while not state.is_over and (deal is None or deals_done(state) == deal):
            legal = state.legal_moves()
            player = state.current_player
            children = node.children
            untried = []
            candidates = []
            for m in legal:
                child = children.get(m)
                if child is None:
                    untried.append(m)
                else:
                    child.avail += 1
                    candidates.append(child)
            if untried:
                move = untried[rng.randrange(len(untried))]
                node = children[move] = Node(move, cast(int, player))  # not None: the game is on
                path.append(node)
                state = state.apply(move)
                break
            if node is root:
                # Every root move gets ``min_visits`` before UCB takes over, so ``rank`` rates them all.
                thin = [c for c in candidates if c.visits < self.min_visits]
                candidates = thin or candidates
            node = self._select(candidates)
            path.append(node)
            state = state.apply(cast(Move, node.move))  # only the root has no move
        state, values = self._playout(state, rng.random, evaluate, root.player)
        values = self._utility(state, values)
        spread = self._spread
        for v in values:
            if v < spread[0]:
                spread[0] = v
            if v > spread[1]:
                spread[1] = v
        end = state.version
        discount = self.discount
        for depth, node in enumerate(path):
            value = values[node.player] * discount ** (end - start - depth)
            node.visits += 1
            node.total += value
            node.square += value * value

    def _utility(self, state: State, values: tuple[float, ...]) -> tuple[float, ...]:
        """The playout's values as this bot's utility (see the class docstring)."""
        utility = self.utility
        if utility == "objective":
            return state.game.objective(state, values)
        if utility == "points":
            return values
        if utility == "wins":
            return _win_shares(values, 0.01)
        if utility == "mixed":
            return _win_shares(values, self.points_weight)
        # "score": the final scores, or at a cut-off the scores as they stand (the same units)
        return state.game.running_scores(state)

    def _select(self, children: list[Node]) -> Node:
        lo, hi = self._spread
        scale = hi - lo if hi > lo else 1.0
        c = self.exploration
        sqrt, log = math.sqrt, math.log
        best, best_score = children[0], -math.inf
        for child in children:
            visits = child.visits
            score = (child.total / visits - lo) / scale + c * sqrt(log(child.avail) / visits)
            if score > best_score:
                best, best_score = child, score
        return best

    def value_of(self, state: State, seat: int) -> float:
        """What this bot's search counts for ``seat`` where a playout ended at ``state`` (the end of
        a deal or of the game): its utility of the returns there."""
        return self._utility(state, tuple(state.returns()))[seat]

    def play_out(
        self, state: State, rng: random.Random, *, seat: int, until: Callable[[State], bool]
    ) -> State:
        """Play ``state`` on with this bot's playout policy (``seat`` is the searching seat) until
        ``until`` holds or the game is over, whatever the cut-off depth; the state reached."""
        return self._playout(state, rng.random, evaluation_for(state.game), seat, until)[0]

    def _playout(
        self,
        state: State,
        rand: Callable[[], float],
        evaluate: Evaluation,
        me: int = -1,
        until: Callable[[State], bool] | None = None,
    ) -> tuple[State, tuple[float, ...]]:
        """Play on to the end (or the cut-off depth; with ``until``, until it holds, whatever the
        depth): the last state and every seat's value. ``me`` is the searching seat (for
        ``playout_finish="self"``)."""
        depth = self.playout_depth if until is None else None
        greedy = self.playout == "greedy"
        finish = self.playout_finish
        cands = self.candidates
        deals_done = state.game.deals_done
        deal = deals_done(state) if until is None and self.horizon == "deal" else None
        while not state.is_over:
            if until is not None and until(state):
                break
            if deal is not None:
                now = deals_done(state)
                if now != deal:
                    break  # the deal in play is over: the match is valued as it stands
            if depth is not None:
                if depth <= 0:
                    return state, tuple(evaluate(state, seat) for seat in range(state.game.players))
                depth -= 1
            legal = state.legal_moves()
            count = len(legal)
            if not greedy or count < 2:
                state = state.apply(legal[int(rand() * count)])
                continue
            seat = cast(int, state.current_player)  # not None: the game is on
            picks = _pick(legal, count, cands, rand) if 0 < cands < count else legal
            if finish is not None and (finish == "all" or seat == me):
                # A candidate that ends the deal with a gain for the mover is taken at once.
                gain_from = state.returns()[seat]
                if deal is None:
                    now = deals_done(state)
                best, best_value = state, -math.inf
                for move in picks:
                    after = state.apply(move)
                    if (after.is_over or deals_done(after) != now) and after.returns()[seat] > gain_from:
                        best = after
                        break
                    value = evaluate(after, seat)
                    if value > best_value:
                        best, best_value = after, value
                state = best
                continue
            best, best_value = state, -math.inf
            for move in picks:
                after = state.apply(move)
                value = evaluate(after, seat)
                if value > best_value:
                    best, best_value = after, value
            state = best
        return state, tuple(state.returns())


class _Draws:
    """The random numbers of one sampled world's playouts, drawn once from its generator and kept,
    so that every move's playout reads the same sequence (paired samples) without resetting a
    generator (a Mersenne Twister's ``getstate`` and ``setstate`` copy 625 words: about 13 µs a
    world, as much as a quarter of a cut-off playout)."""

    __slots__ = ("more", "values")

    def __init__(self, more: Callable[[], float], first: int) -> None:
        self.more = more
        self.values = [more() for _ in range(first)]

    def reader(self) -> Callable[[], float]:
        """A function giving the sequence from its start: the kept numbers, then new ones drawn
        and kept for the next reader."""
        return chain(self.values, self._beyond()).__next__

    def _beyond(self) -> Iterator[float]:
        values = self.values
        at = len(values)  # read when the kept numbers have all been given
        while True:
            if at == len(values):
                values.append(self.more())
            yield values[at]
            at += 1


def _pick(legal: tuple[Move, ...], count: int, k: int, rand: Callable[[], float]) -> tuple[Move, ...]:
    """``k`` distinct moves of ``legal`` (``count`` of them, ``k < count``) drawn uniformly at
    random, in the order drawn (``random.sample``'s result, drawn faster for the usual 1-3)."""
    first = int(rand() * count)
    if k == 1:
        return (legal[first],)
    second = int(rand() * (count - 1))
    if second >= first:
        second += 1
    if k == 2:
        return (legal[first], legal[second])
    low, high = (first, second) if first < second else (second, first)
    third = int(rand() * (count - 2))
    if third >= low:
        third += 1
    if third >= high:
        third += 1
    if k == 3:
        return (legal[first], legal[second], legal[third])
    taken = {first, second, third}
    rest = [i for i in range(count) if i not in taken]
    extra = [rest.pop(int(rand() * len(rest))) for _ in range(k - 3)]
    return (legal[first], legal[second], legal[third], *(legal[i] for i in extra))


UTILITIES = ("objective", "points", "wins", "mixed", "score")


def _win_shares(values: tuple[float, ...], weight: float) -> tuple[float, ...]:
    """1 for the seat with the best return (split on ties), 0 for the others, plus ``weight`` times
    the return."""
    best = max(values)
    top = [i for i, v in enumerate(values) if v == best]
    share = 1.0 / len(top)
    return tuple((share if i in top else 0.0) + weight * v for i, v in enumerate(values))
