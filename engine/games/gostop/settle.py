"""What the losers of a deal pay its winner: the winner's points, their multipliers, each loser's bak.

The winner's points are the pile's points (``scoring``) plus one for each go, doubled once for each
go from the third on (1 go +1, 2 go +2, 3 go (points + 3) × 2, 4 go (points + 4) × 4: ko.ketajaman
and xprojason on go scores; cs470-2020f-team36/go-stop-python ``score_factor.py``); then doubled for
each shaking or bomb of the winner, for seven animals or more (meong-bak), and once for each nagari
before the deal. Each loser pays that, doubled for pi-bak (the winner scored for junk and the loser
holds ``pi_bak`` junk or fewer), for gwang-bak (the winner scored for brights and the loser has
none) and, in Matgo, for go-bak (the loser had called go); in Go-Stop the loser who called go last
pays for every loser instead. The sake cup counts as its holder likes best: for the winner, the way
the losers pay more; for a loser, the way that loser pays less.

A line's points are what it adds (the points before a doubling, for a ×2), as Koi-Koi's doublings
are written; ``Settlement.total`` is what the winner collects, ``payments`` what each seat pays.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from engine.cards import Text
from engine.game import ScoreItem
from engine.games.gostop import scoring as sc
from engine.games.gostop.options import Rules

MULTIPLIER_NAMES: dict[str, Text] = {
    "go_bonus": Text("Прибавка за «Го!»", "Go bonus"),
    "go_double": Text("Три «Го!» и больше: удвоение", "Three goes or more: doubling"),
    "shake": Text("Встряска: ×2", "Shaking: ×2"),
    "bomb": Text("Бомба: ×2", "Bomb: ×2"),
    "meong_bak": Text("Монбак: семь животных и больше, ×2", "Meong-bak: seven animals or more, ×2"),
    "nagari": Text("После нагари: ×2", "After a nagari: ×2"),
    "pi_bak": Text("Пибак: проигравший платит вдвое", "Pi-bak: the loser pays double"),
    "gwang_bak": Text("Кванбак: проигравший платит вдвое", "Gwang-bak: the loser pays double"),
    "go_bak": Text("Гобак: проигравший платит вдвое", "Go-bak: the loser pays double"),
    "go_bak_all": Text("Гобак: один платит за всех", "Go-bak: one pays for all"),
    "chongtong": Text("Чхонтхон: четыре карты месяца на руке", "Chongtong: four of a month dealt"),
    "three_ppeok": Text("Три ппока", "Three ppeoks"),
}
"""Names of the multipliers and of the instant wins (the lines of a loser carry the seat)."""


def _seat(seat: int) -> tuple[str, str]:
    return f"игрок {seat + 1}", f"player {seat + 1}"


def _loser_line(key: str, seat: int, points: int) -> ScoreItem:
    ru, en = _seat(seat)
    texts = {
        "pi_bak": Text(f"Пибак: {ru} платит вдвое", f"Pi-bak: {en} pays double"),
        "gwang_bak": Text(f"Кванбак: {ru} платит вдвое", f"Gwang-bak: {en} pays double"),
        "go_bak": Text(f"Гобак: {ru} платит вдвое", f"Go-bak: {en} pays double"),
        "go_bak_all": Text(f"Гобак: {ru} платит за всех", f"Go-bak: {en} pays for everyone"),
    }
    return ScoreItem(key, texts[key], points)


#: The settlement lines that make one loser pay double (or for everyone).
BAK_KEYS = ("pi_bak", "gwang_bak", "go_bak", "go_bak_all")


def baks_paid(items: Sequence[ScoreItem], seat: int) -> tuple[str, ...]:
    """The baks of a settlement's ``items`` that ``seat`` paid (their keys): the lines are written
    per loser (``_loser_line``), so a line is the seat's when its name is that seat's."""
    return tuple(
        item.key
        for item in items
        if item.key in BAK_KEYS and item.name == _loser_line(item.key, seat, 0).name
    )


@dataclass(frozen=True, slots=True)
class Settlement:
    """One deal's payments: ``total`` to the winner, ``payments[seat]`` from each seat (0 for the
    winner), the winner's ``points`` before any loser's bak, and the lines behind them."""

    winner: int
    total: int
    points: int
    payments: tuple[int, ...]
    items: tuple[ScoreItem, ...]


def winner_points(
    base: int, *, gos: int, multipliers: Sequence[str], carry: int
) -> tuple[int, list[ScoreItem]]:
    """The winner's points from the pile's ``base``: the go bonus and doubling, then one doubling
    for each of ``multipliers`` (``shake``, ``bomb``, ``meong_bak``) and ``carry`` nagari doublings."""
    lines: list[ScoreItem] = []
    value = base
    if gos:
        lines.append(ScoreItem("go_bonus", Text(f"«Го!» × {gos}", f"Go × {gos}"), gos))
        value += gos
    for _ in range(max(0, gos - 2)):
        lines.append(ScoreItem("go_double", MULTIPLIER_NAMES["go_double"], value))
        value *= 2
    for key in list(multipliers) + ["nagari"] * carry:
        lines.append(ScoreItem(key, MULTIPLIER_NAMES[key], value))
        value *= 2
    return value, lines


def _best_loser_junk(pile: int, rules: Rules) -> int:
    """The junk a loser shows: the sake cup counts as junk when the loser may count it so."""
    return sc.junk_count(pile, rules.sake_cup != "animal")


@dataclass(frozen=True, slots=True)
class DealFacts:
    """What a settlement reads of a deal: every seat's pile (a mask), goes and shakings (``shake``
    or ``bomb`` each), the seat that called go last (None: nobody), and the nagaris before it."""

    piles: Sequence[int]
    gos: Sequence[int]
    shakes: Sequence[Sequence[str]]
    last_go: int | None
    carry: int


def settle(winner: int, facts: DealFacts, rules: Rules) -> Settlement:
    """The payments of a deal won by ``winner`` with a stop (see the module docstring)."""
    pile = facts.piles[winner]
    roles = [False, True] if pile & sc.SAKE_CUP and rules.sake_cup == "best" else [rules.sake_cup == "junk"]
    found = [_settle_with(winner, facts, as_junk, rules) for as_junk in roles]
    return max(found, key=lambda settlement: settlement.total)


def _settle_with(winner: int, facts: DealFacts, as_junk: bool, rules: Rules) -> Settlement:
    piles, gos, shakes, last_go, carry = facts.piles, facts.gos, facts.shakes, facts.last_go, facts.carry
    pile = piles[winner]
    pile_rules = sc.PileRules(rules.four_brights, rules.sake_cup)
    lines = list(sc.items(pile, pile_rules, junk_cup=as_junk))
    base = sum(item.points for item in lines)
    multipliers = list(shakes[winner])
    if rules.meong_bak and sc.animal_count(pile, as_junk) >= 7:
        multipliers.append("meong_bak")
    value, extra = winner_points(base, gos=gos[winner], multipliers=multipliers, carry=carry)
    lines += extra
    junk_scored = sc.junk_count(pile, as_junk) >= 10
    brights_scored = sc.bright_points(pile, pile_rules) > 0
    payments = [0] * len(piles)
    for loser in range(len(piles)):
        if loser == winner:
            continue
        pay = value
        other = piles[loser]
        checks = (
            (
                "pi_bak",
                rules.pi_bak is not None and junk_scored and _best_loser_junk(other, rules) <= rules.pi_bak,
            ),
            ("gwang_bak", rules.gwang_bak and brights_scored and not other & sc.BRIGHTS),
            ("go_bak", rules.go_bak == "double" and gos[loser] > 0),
        )
        for key, applies in checks:
            if applies:
                lines.append(_loser_line(key, loser, pay))
                pay *= 2
        payments[loser] = pay
    if rules.go_bak == "pays_all" and last_go is not None and last_go != winner and gos[last_go] > 0:
        everyone = sum(payments)
        lines.append(_loser_line("go_bak_all", last_go, 0))
        payments = [everyone if seat == last_go else 0 for seat in range(len(piles))]
    return Settlement(winner, sum(payments), value, tuple(payments), tuple(lines))


def instant(winner: int, players: int, key: str, points: int, carry: int) -> Settlement:
    """An instant win (chongtong, three ppeoks): ``points`` from every loser, doubled per nagari."""
    lines = [ScoreItem(key, MULTIPLIER_NAMES[key], points)]
    value = points
    for _ in range(carry):
        lines.append(ScoreItem("nagari", MULTIPLIER_NAMES["nagari"], value))
        value *= 2
    payments = tuple(0 if seat == winner else value for seat in range(players))
    return Settlement(winner, sum(payments), value, payments, tuple(lines))
