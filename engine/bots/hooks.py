"""Evaluation of a position for one seat: the generic one and per-game hooks.

An evaluation is a function ``(state, seat) -> float`` in the units of ``State.returns`` (points or
point difference): the greedy bot compares moves with it and the search bots use it at the leaves
of cut-off playouts. A finished deal is always worth ``state.returns()[seat]``. The generic
evaluation scores each captured pile with the game's own ``score_pile`` and takes the seat's score
minus the mean of the others'. Games may register a sharper one (progress towards combinations);
that is the only game-specific code the bots have.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from engine.game import Game, State

Evaluation = Callable[[State, int], float]

HOOKS: dict[str, Callable[[Game], Evaluation]] = {}


def register_hook(key: str) -> Callable[[Callable[[Game], Evaluation]], Callable[[Game], Evaluation]]:
    """Decorator: ``@register_hook("koikoi")`` on a factory ``game -> evaluation``."""

    def decorate(factory: Callable[[Game], Evaluation]) -> Callable[[Game], Evaluation]:
        HOOKS[key] = factory
        return factory

    return decorate


def captured_piles(state: State) -> Sequence[Sequence[int]]:
    """Every seat's captured pile (public information), read cheaply when the state exposes it."""
    piles = getattr(state, "captured", None)
    if piles is None or callable(piles):
        return state.observe(0).captured
    # Games may keep piles as 48-bit masks (bit i = card i) for speed.
    return [tuple(i for i in range(48) if pile >> i & 1) if isinstance(pile, int) else pile for pile in piles]


def generic_evaluation(game: Game) -> Evaluation:
    """Own pile score minus the mean of the other piles' scores; the returns once the deal is over."""
    score = game.score_pile

    def evaluate(state: State, seat: int) -> float:
        if state.is_over:
            return float(state.returns()[seat])
        totals = [score(pile).total for pile in captured_piles(state)]
        others = (sum(totals) - totals[seat]) / max(1, len(totals) - 1)
        return totals[seat] - others

    return evaluate


def evaluation_for(game: Game) -> Evaluation:
    """The registered evaluation of ``game``, or the generic one."""
    _load_game_hooks()
    factory = HOOKS.get(game.key, generic_evaluation)
    return factory(game)


_loaded = False


def _load_game_hooks() -> None:
    global _loaded
    if not _loaded:
        _loaded = True
        import engine.bots.game_hooks  # noqa: F401  (registers the per-game hooks)
