"""The rules pages of all four games: content from the engine, examples from real deals, both languages."""

from __future__ import annotations

import re

import pytest
from django.test import Client
from django.utils.html import escape

from engine.cards import DECK, card
from engine.game import get_game
from engine.games.aigoma.options import NAGOYA_ORDER
from engine.games.nylon.combos import COMBINATION_NAMES
from frame.card_images import card_alt
from reference import examples
from reference.examples import KNOWN_STEPS, PREDICATES, deal_steps, example, search_step
from reference.rules import RULES_PAGES
from reference.worked import combination_table, nylon_scoring, settlement_example

pytestmark = pytest.mark.django_db
LANGS = ["ru", "en"]
GAMES = ["hato", "koikoi", "aigoma", "nylon", "gostop"]
PAGE_LIMIT = 150_000


def page(client: Client, lang: str, game: str) -> str:
    response = client.get(f"/{lang}/rules/{game}/")
    assert response.status_code == 200
    return response.content.decode()


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", GAMES)
def test_rules_page_renders_with_every_option_and_preset(client: Client, lang: str, game: str) -> None:
    response = client.get(f"/{lang}/rules/{game}/")
    assert response.status_code == 200
    assert len(response.content) < PAGE_LIMIT
    html = response.content.decode()
    assert f'<html lang="{lang}"' in html
    assert "<script>" not in html and 'style="' not in html
    for img in re.findall(r"<img [^>]*>", html):
        assert 'alt="' in img
    engine_game = get_game(game)
    for spec in engine_game.option_specs:
        # the play app's "In the rules" links point at these anchors
        assert f'id="option-{spec.key}"' in html, spec.key
        assert escape(spec.label.get(lang)) in html, spec.key
        assert escape(spec.help.get(lang)) in html, spec.key
    for preset in engine_game.presets:
        assert escape(preset.label.get(lang)) in html


OPTION_RE = re.compile(r'<dt id="option-(\w+)">(.*?)</dt>\s*<dd>(.*?)</dd>', re.S)


@pytest.mark.parametrize(("lang", "badge"), [("ru", "по умолчанию"), ("en", "the default")])
@pytest.mark.parametrize("game", GAMES)
def test_options_read_as_a_heading_and_a_sentence_per_value(
    client: Client, lang: str, badge: str, game: str
) -> None:
    """«Длина партии», then «Играют одну раздачу. [по умолчанию]» and the other values: never a
    label glued to «по умолчанию: …» («Партия до по умолчанию: одна раздача»)."""
    html = page(client, lang, game)
    shown = {key: (head, body) for key, head, body in OPTION_RE.findall(html)}
    for spec in get_game(game).option_specs:
        head, body = shown[spec.key]
        assert head == escape(spec.label.get(lang)), "the heading is the label alone"
        items = re.findall(r"<li>(.*?)</li>", body, re.S)
        default = escape(spec.sentences[spec.default].get(lang))
        assert items[0] == f'{default} <span class="badge">{badge}</span>', "the default comes first, marked"
        others = [escape(spec.sentences[v].get(lang)) for v in spec.choices if v != spec.default]
        assert items[1:] == others
    assert "по умолчанию:" not in html and "default:" not in html


@pytest.mark.parametrize("lang, word", [("ru", "Игрок"), ("en", "Player")])
@pytest.mark.parametrize("game", GAMES)
def test_every_example_is_shown_with_its_move(client: Client, lang: str, word: str, game: str) -> None:
    html = page(client, lang, game)
    assert html.count('class="example"') >= len(RULES_PAGES[game].examples)
    assert word in html
    for key, _title in RULES_PAGES[game].examples:
        shown = example(game, key, lang)
        assert shown is not None, (game, key)
        assert escape(shown.move_text) in html
        assert f">{shown.move_code}<" not in html, "the move in words, not its code"
        assert shown.lines, (game, key)


def test_known_steps_are_what_the_search_finds() -> None:
    """The constants that spare each page a seed search are exactly the first steps the search finds."""
    listed = {(game, key) for game, page in RULES_PAGES.items() for key, _title in page.examples}
    assert listed <= set(KNOWN_STEPS)
    for (game, key), (seed, number) in KNOWN_STEPS.items():
        found = search_step(game, key)
        assert found is not None, (game, key)
        assert (found.seed, found.number) == (seed, number), (game, key)


def test_pages_replay_only_the_known_deals(client: Client, monkeypatch) -> None:
    deal_steps.cache_clear()

    def no_search(game_key: str, key: str):
        raise AssertionError(f"searched seeds for {game_key}/{key}")

    monkeypatch.setattr(examples, "search_step", no_search)
    for game in GAMES:
        assert page(client, "en", game).count('class="example"') >= 3


def test_the_same_seed_gives_the_same_examples() -> None:
    first = {(g, k): example(g, k, "en") for g, page in RULES_PAGES.items() for k, _t in page.examples}
    deal_steps.cache_clear()
    again = {(g, k): example(g, k, "en") for g, page in RULES_PAGES.items() for k, _t in page.examples}
    assert first == again


def test_aigoma_examples_show_what_they_promise() -> None:
    trump = example("aigoma", "trump", "en")
    assert trump is not None and trump.move_code.startswith("beat:")
    assert len(trump.before[0].cards) >= 2  # a set on the table
    assert card(trump.move_code.split(":")[1]).kind.value == "bright"
    clear = example("aigoma", "clear", "en")
    assert clear is not None and clear.move_code == "pass" and clear.after[0].cards == ()
    club = example("aigoma", "club", "en")
    assert club is not None and any(
        c.kind.value == "bright" for c in (card(x) for x in club.move_code[5:].split("."))
    )
    beat = example("aigoma", "beat", "ru")
    assert beat is not None and "Пас" in beat.choices


def test_nylon_examples_show_the_calls() -> None:
    ppong = example("nylon", "ppong", "en")
    assert ppong is not None
    top = ppong.before[0].cards
    laid = ppong.after[1].cards
    assert len(top) == 1 and len(laid) == 3 and {c.month for c in laid} == {top[0].month}
    stop = example("nylon", "stop", "en")
    assert stop is not None and len(stop.before[1].cards) == 2 and len(stop.before[2].cards) == 3
    assert any("stop" in line for line in stop.lines)
    hidden = example("nylon", "hidden_ppong", "ru")
    assert hidden is not None and any("30" in line for line in hidden.lines)  # the feeder's penalty


def test_aigoma_page_teaches_the_nagoya_order_and_the_settlement(client: Client) -> None:
    html = page(client, "en", "aigoma")
    assert "合駒骨牌" in html
    order = re.search(r'<ol class="rank-list"[^>]*>(.*?)</ol>', html, re.S)
    assert order is not None
    alts = re.findall(r'alt="([^"]*)"', order.group(1))
    assert len(alts) == 12
    assert alts == [str(escape(card_alt(DECK[(m - 1) * 4]))) for m in NAGOYA_ORDER]  # pine first, plum last
    assert "our choice" in html
    winner, rows = settlement_example()
    assert sum(r.by_cards for r in rows) == 0 and sum(r.by_points for r in rows) == 0
    assert rows[winner - 1].winner and rows[winner - 1].cards == ()
    for row in rows:
        if not row.winner:
            assert row.by_cards == -len(row.cards)
            assert row.by_points == -sum(c.points for c in row.cards)
    assert f"+{rows[winner - 1].by_points}" in html


@pytest.mark.parametrize("lang, sum_text", [("ru", "15 штрафных очков"), ("en", "15 penalty points")])
def test_nylon_page_has_the_worked_example_and_the_combination_table(
    client: Client, lang: str, sum_text: str
) -> None:
    html = page(client, lang, "nylon")
    assert "1 + 1 + 2 + 3 + 8 = " + sum_text in html
    assert "나이롱뽕" in html
    for key, name in COMBINATION_NAMES.items():
        assert name.get(lang) in html, key
    scoring = nylon_scoring()
    assert scoring["text"].total == 15
    assert scoring["triplet"].total == 6 and len(scoring["triplet"].concealed) == 3
    values = {row.key: row.value for row in combination_table(lang)}
    assert values == {
        "three_pairs": 0,
        "two_triplets": 0,
        "four_and_pair": -50,
        "straight": -33,
        "low_sum": -100,
        "four_of_a_kind": 0,
        "high_sum": -100,
    }


@pytest.mark.parametrize("lang", LANGS)
def test_rules_index_lists_the_four_games(client: Client, lang: str) -> None:
    html = client.get(f"/{lang}/rules/").content.decode()
    for game in GAMES:
        assert f'href="/{lang}/rules/{game}/"' in html
    assert set(RULES_PAGES) == set(GAMES)


@pytest.mark.parametrize("game", ["aigoma", "nylon"])
def test_new_game_form_links_to_these_rules(client: Client, game: str) -> None:
    html = client.get(f"/ru/play/new/{game}/").content.decode()
    assert f'href="/ru/rules/{game}/"' in html
    rules = page(client, "ru", game)
    for anchor in re.findall(rf'href="/ru/rules/{game}/#([^"]+)"', html):
        assert f'id="{anchor}"' in rules


def test_every_predicate_matches_its_known_step() -> None:
    for (game, key), (seed, number) in KNOWN_STEPS.items():
        steps, _ = deal_steps(game, seed)
        assert PREDICATES[key](steps[number]), (game, key)


def test_an_engine_error_behind_an_example_surfaces(client: Client, monkeypatch) -> None:
    """Every game exists: a failing engine call is a bug to see, not a page without pictures."""

    def broken(*args, **kwargs):
        raise RuntimeError("the engine broke")

    monkeypatch.setattr(examples, "find_step", broken)
    with pytest.raises(RuntimeError):
        example("hato", "capture", "ru")
    with pytest.raises(RuntimeError):
        client.get("/ru/rules/koikoi/")


def test_an_engine_error_behind_the_final_score_surfaces(monkeypatch) -> None:
    def broken(*args, **kwargs):
        raise RuntimeError("the engine broke")

    monkeypatch.setattr(examples, "deal_steps", broken)
    with pytest.raises(RuntimeError):
        examples.final_score("hato")


@pytest.mark.parametrize("lang", LANGS)
def test_the_game_form_names_every_value(client: Client, lang: str) -> None:
    """The form's fields: the option's heading as the label, each value by its name, the default
    as «по умолчанию (одна раздача)»; no bare numbers such as «0» or «30»."""
    html = client.get(f"/{lang}/play/new/hato/").content.decode()
    default = {"ru": "по умолчанию (одна раздача)", "en": "default (a single deal)"}[lang]
    assert f">{default}</option>" in html
    assert f'for="id_opt_target">{escape(get_game("hato").option_specs[-2].label.get(lang))}:</label>' in html
    for key in GAMES:
        form = client.get(f"/{lang}/play/new/{key}/").content.decode()
        selects = re.findall(r'<select name="opt_\w+".*?</select>', form, re.S)
        assert len(selects) == len(get_game(key).option_specs)
        for select in selects:
            values = re.findall(r"<option [^>]*>([^<]*)</option>", select)
            assert values and not [v for v in values if v.strip().isdigit()], (key, values)


@pytest.mark.parametrize("lang", LANGS)
def test_gostop_page_shows_every_cards_role_in_the_korean_order_and_its_sources(
    client: Client, lang: str
) -> None:
    html = page(client, lang, "gostop")
    facts = get_game("gostop").facts
    assert html.count('<span class="pts">') == 48
    november, december = ("11. Ноябрь", "12. Декабрь") if lang == "ru" else ("11. November", "12. December")
    assert html.index(november) < html.index(december)
    # the paulownia is November in the Korean order: its row holds the phoenix
    row = html[html.index(november) : html.index(december)]
    assert escape(card("12a").name.get(lang)) in row and escape(card("11a").name.get(lang)) not in row
    for source in facts["sources"].values():
        assert escape(source.get(lang)) in html
    for name in facts["role_names"].values():
        assert escape(name.get(lang)) in html
    assert "?players=2" in html and "?players=3" in html
