"""Information-set Monte Carlo tree search (single-observer ISMCTS, Cowling, Powley & Whitehouse 2012).

Each iteration samples a full state consistent with what the bot's seat has seen
(``Game.determinize``), walks the one shared tree restricted to the moves legal in that sample
(UCB with availability counts, each node maximizing the return of the seat that moved into it),
adds one node, finishes the deal with a playout and backs up every seat's return. Chance (the
flip of the deck) lives inside the sampled state, so a node stands for an action history and
averages over the hidden outcomes. The root's children are the ranked moves: mean return for the
bot's seat and visit count.

Budget: ``iterations`` (deterministic for a seed) and ``time_limit`` in seconds as a safety cap.
"""

from __future__ import annotations

import math
import random
import time

from engine.bots.base import Bot, RankedMove, _legal, game_of
from engine.bots.hooks import Evaluation, evaluation_for
from engine.game import Game, Move, Observation, State


class Node:
    __slots__ = ("avail", "children", "move", "player", "total", "visits")

    def __init__(self, move: Move | None, player: int) -> None:
        self.move = move
        self.player = player  # the seat that played ``move``
        self.children: dict[Move, Node] = {}
        self.visits = 0
        self.avail = 1
        self.total = 0.0


class ISMCTSBot(Bot):
    """Search over determinizations; ``rank`` gives every legal move an expected value.

    ``rank`` orders moves as the search prefers them: most visited first (UCB spends its visits on
    the moves that keep looking best, so this is the robust choice), and ``choose`` plays the first.
    A rarely visited move may show a higher ``value`` than the first one on thin evidence.

    ``playout``: ``"random"`` moves to the end of the deal, or ``"greedy"`` (each move the best of
    a few random candidates by the evaluation hook). ``playout_depth`` cuts playouts after that many
    moves and scores the position with the evaluation hook (None plays to the end).
    ``utility``: ``"points"`` maximizes the expected return (points), ``"wins"`` the chance of
    finishing ahead (1 for the best seat, shared on a tie, with a small tie-break on points).
    ``min_visits`` makes sure every root move is tried that often, so ``rank`` is meaningful for all.
    """

    def __init__(
        self,
        *,
        iterations: int = 400,
        time_limit: float | None = 0.45,
        exploration: float = 0.7,
        playout: str = "random",
        playout_depth: int | None = None,
        candidates: int = 3,
        min_visits: int = 2,
        utility: str = "points",
        name: str = "strong",
    ) -> None:
        self.iterations = int(iterations)
        self.time_limit = None if time_limit in (None, 0) else float(time_limit)
        self.exploration = float(exploration)
        self.playout = playout
        self.playout_depth = None if playout_depth in (None, 0) else int(playout_depth)
        self.candidates = int(candidates)
        self.min_visits = int(min_visits)
        if utility not in ("points", "wins"):
            raise ValueError(f"utility must be points or wins, not {utility!r}")
        self.utility = utility
        self.name = name

    # ------------------------------------------------------------------ public

    def rank(self, obs: Observation, rng: random.Random, *, game: Game | None = None) -> list[RankedMove]:
        legal = _legal(obs)
        game = game_of(obs, game)
        root = self.search(obs, rng, game)
        ranked = []
        for move in legal:
            child = root.children.get(move)
            if child is None or not child.visits:
                ranked.append(RankedMove(move, float("-inf"), 0))
            else:
                ranked.append(RankedMove(move, child.total / child.visits, child.visits))
        # The search's own preference: most visited first (the robust choice), then by value.
        ranked.sort(key=lambda r: (-r.visits, -r.value))
        return ranked

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
        deadline = None if self.time_limit is None else time.perf_counter() + self.time_limit
        self._spread = [math.inf, -math.inf]
        for done in range(budget):
            self._iterate(root, game.determinize(obs, rng), rng, evaluate)
            if deadline is not None and done >= legal and time.perf_counter() > deadline:
                break
        return root

    def _iterate(self, root: Node, state: State, rng: random.Random, evaluate: Evaluation) -> None:
        node = root
        path = []
        while not state.is_over:
            legal = state.legal_moves()
            player = state.current_player
            children = node.children
            untried = [m for m in legal if m not in children]
            for m in legal:
                child = children.get(m)
                if child is not None:
                    child.avail += 1
            if untried:
                move = untried[rng.randrange(len(untried))]
                node = children[move] = Node(move, player)
                path.append(node)
                state = state.apply(move)
                break
            candidates = [children[m] for m in legal]
            if node is root:
                # Every root move gets ``min_visits`` before UCB takes over, so ``rank`` rates them all.
                thin = [c for c in candidates if c.visits < self.min_visits]
                candidates = thin or candidates
            node = self._select(candidates)
            path.append(node)
            state = state.apply(node.move)
        values = self._playout(state, rng, evaluate)
        if self.utility == "wins":
            values = _win_shares(values)
        spread = self._spread
        for v in values:
            if v < spread[0]:
                spread[0] = v
            if v > spread[1]:
                spread[1] = v
        for node in path:
            node.visits += 1
            node.total += values[node.player]

    def _select(self, children: list[Node]) -> Node:
        lo, hi = self._spread
        scale = hi - lo if hi > lo else 1.0
        c = self.exploration
        best, best_score = children[0], -math.inf
        for child in children:
            score = (child.total / child.visits - lo) / scale + c * math.sqrt(
                math.log(child.avail) / child.visits
            )
            if score > best_score:
                best, best_score = child, score
        return best

    def _playout(self, state: State, rng: random.Random, evaluate: Evaluation) -> tuple[float, ...]:
        depth = self.playout_depth
        greedy = self.playout == "greedy"
        while not state.is_over:
            if depth is not None:
                if depth <= 0:
                    return tuple(evaluate(state, seat) for seat in range(state.game.players))
                depth -= 1
            legal = state.legal_moves()
            if greedy and len(legal) > 1:
                seat = state.current_player
                picks = rng.sample(legal, min(self.candidates, len(legal)))
                state = max((state.apply(m) for m in picks), key=lambda s: evaluate(s, seat))
            else:
                state = state.apply(legal[rng.randrange(len(legal))])
        return tuple(state.returns())


def _win_shares(values: tuple[float, ...]) -> tuple[float, ...]:
    """1 for the seat with the best return (split on ties), 0 for the others, plus 1% of the return."""
    best = max(values)
    top = [i for i, v in enumerate(values) if v == best]
    share = 1.0 / len(top)
    return tuple((share if i in top else 0.0) + 0.01 * v for i, v in enumerate(values))
