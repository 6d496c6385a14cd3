"""The reading through the test client: start, pick, one answer per question, permalink, journal."""

from __future__ import annotations

import io
import logging

import pytest
from django.contrib.auth import get_user_model
from django.test import Client
from PIL import Image

from fortune.models import QUESTION_MAX, Reading, normalise_question, question_hash

pytestmark = pytest.mark.django_db

QUESTION = "Стоит ли мне <b>переезжать</b> весной?"


def start(client: Client, question: str = QUESTION, lang: str = "ru") -> Reading:
    response = client.post(f"/{lang}/fortune/new/", {"question": question})
    assert response.status_code == 302, response.content[:500]
    token = response["Location"].rstrip("/").split("/")[-1]
    return Reading.objects.get(token=token)


def finish(client: Client, reading: Reading, lang: str = "ru") -> Reading:
    response = client.post(f"/{lang}/fortune/r/{reading.token}/pick/", {"position": "draw"})
    assert response.status_code == 302
    reading.refresh_from_db()
    assert reading.is_complete
    return reading


# ---------------------------------------------------------------- the question


def test_normalisation_ignores_case_spaces_and_punctuation():
    assert normalise_question("  Что меня ЖДЁТ?!  ") == "что меня ждет"
    assert normalise_question("Что,  меня\nждёт…") == normalise_question("что меня ждет")
    assert question_hash("Будет ли дождь?") == question_hash("будет ли   ДОЖДЬ")
    assert question_hash("Будет ли дождь?") != question_hash("Будет ли снег?")
    assert question_hash(" ?!… ") == ""


def test_index_has_the_form_the_etiquette_and_the_disclaimer(client):
    html = client.get("/ru/fortune/").content.decode()
    assert 'name="question"' in html and 'maxlength="300"' in html
    assert "Один вопрос — один ответ" in html or "один ответ" in html
    assert "для размышления и развлечения" in html
    assert "Павловния" in html and "перемены" in html.lower()
    en = client.get("/en/fortune/").content.decode()
    assert "reflection and entertainment" in en


def test_a_whole_reading_pick_by_pick(client):
    reading = start(client)
    assert reading.question == QUESTION and reading.question_hash
    page = client.get(f"/ru/fortune/r/{reading.token}/").content.decode()
    assert page.count('class="fortune-back"') == 48
    # The face-down spread carries positions only, never a card.
    for code in reading.deck.split("."):
        assert f"/{code}." not in page
    for position in (7, 30, 12):
        response = client.post(f"/ru/fortune/r/{reading.token}/pick/", {"position": str(position)})
        assert response.status_code == 302
    reading.refresh_from_db()
    deck = reading.deck.split(".")
    assert reading.cards == ".".join([deck[7], deck[30], deck[12]])
    html = client.get(f"/ru/fortune/r/{reading.token}/").content.decode()
    assert "Прошлое" in html and "Будущее" in html
    for paragraph in reading.interpretation().paragraphs:
        assert paragraph.ru.replace("«", "&laquo;")[:20] in html or paragraph.ru[:20] in html


def test_htmx_pick_returns_the_partial(client, hx_headers):
    reading = start(client)
    response = client.post(f"/ru/fortune/r/{reading.token}/pick/", {"position": "3"}, headers=hx_headers)
    assert response.status_code == 200
    html = response.content.decode()
    assert html.lstrip().startswith('<div id="reading"')
    assert "<html" not in html and "is-fresh" in html


def test_one_answer_per_question(client):
    first = finish(client, start(client))
    again = client.post(
        "/ru/fortune/new/", {"question": "  стоит ли мне <B>ПЕРЕЕЗЖАТЬ</B>   весной "}, follow=True
    )
    assert again.redirect_chain[-1][0].endswith(f"/r/{first.token}/")
    assert "уже задавали этот вопрос" in again.content.decode()
    assert Reading.objects.count() == 1
    other = start(client, "Стоит ли мне переезжать летом?")
    assert other.token != first.token


def test_an_unfinished_reading_is_resumed_not_redrawn(client):
    first = start(client)
    client.post(f"/ru/fortune/r/{first.token}/pick/", {"position": "4"})
    second = start(client)
    assert second.pk == first.pk
    second.refresh_from_db()
    assert second.picks == "4"


@pytest.mark.parametrize("question", ["", "   ", " ?!… "])
def test_an_empty_question_is_asked_for_not_read(client, question):
    response = client.post("/ru/fortune/new/", {"question": question})
    assert response.status_code == 400
    assert "Сначала напишите вопрос" in response.content.decode()
    assert Reading.objects.count() == 0
    english = client.post("/en/fortune/new/", {"question": question})
    assert "Write your question first" in english.content.decode()


def test_the_same_question_from_another_person_is_a_new_reading(client):
    first = start(client)
    other = start(Client())
    assert other.pk != first.pk


def test_question_is_escaped_and_only_in_the_journal(client):
    reading = finish(client, start(client))
    journal = client.get("/ru/fortune/journal/").content.decode()
    assert "&lt;b&gt;переезжать&lt;/b&gt;" in journal
    assert "<b>переезжать" not in journal
    permalink = client.get(f"/ru/fortune/r/{reading.token}/").content.decode()
    assert "переезжать" not in permalink


def test_question_is_never_logged(client, caplog):
    caplog.set_level(logging.DEBUG)
    reading = start(client)
    client.post("/ru/fortune/new/", {"question": "секрет" * 60})  # too long: a 400
    client.post(f"/ru/fortune/r/{reading.token}/pick/", {"position": "nope"})
    assert "переезжать" not in caplog.text and "секрет" not in caplog.text


# ---------------------------------------------------------------- the permalink and sharing


def test_permalink_is_private_until_shared_and_never_shows_the_question(client):
    reading = finish(client, start(client))
    stranger = Client()
    assert stranger.get(f"/ru/fortune/r/{reading.token}/").status_code == 404
    assert stranger.get(f"/ru/fortune/r/{reading.token}/share.png").status_code == 404
    assert client.post(f"/ru/fortune/r/{reading.token}/share/", {"shared": "1"}).status_code == 302
    page = stranger.get(f"/en/fortune/r/{reading.token}/")
    assert page.status_code == 200
    html = page.content.decode()
    assert "переезжать" not in html and QUESTION not in html
    assert 'property="og:image"' in html and f"/r/{reading.token}/share.png" in html
    assert "Share this reading" not in html  # no owner controls for a stranger
    assert "reflection and entertainment" in html
    client.post(f"/ru/fortune/r/{reading.token}/share/", {"shared": "0"})
    assert stranger.get(f"/ru/fortune/r/{reading.token}/").status_code == 404


def test_share_image_is_a_png_of_the_right_size(client):
    reading = finish(client, start(client))
    for lang in ("ru", "en"):
        response = client.get(f"/{lang}/fortune/r/{reading.token}/share.png")
        assert response.status_code == 200 and response["Content-Type"] == "image/png"
        image = Image.open(io.BytesIO(response.content))
        assert image.format == "PNG" and image.size == (1200, 630)


def test_share_image_draws_a_frame_when_card_art_is_missing(tmp_path, settings):
    from fortune.share import render_share_image

    settings.BASE_DIR = tmp_path  # no static/cards here
    png = render_share_image(["11a", "01b", "12a"], title="Расклад из трёх карт", captions=["а", "б", "в"])
    image = Image.open(io.BytesIO(png))
    assert image.size == (1200, 630)
    # the drawn frame's cream face is in the middle of the first card
    assert image.convert("RGB").getpixel((210, 300)) == (250, 244, 230)


def test_unfinished_reading_cannot_be_shared_or_pictured(client):
    reading = start(client)
    assert client.post(f"/ru/fortune/r/{reading.token}/share/", {"shared": "1"}).status_code == 400
    assert client.get(f"/ru/fortune/r/{reading.token}/share.png").status_code == 404
    reading.refresh_from_db()
    assert not reading.shared


# ---------------------------------------------------------------- journal, notes, delete, owners


def test_journal_note_and_delete(client):
    reading = finish(client, start(client))
    response = client.post(f"/ru/fortune/r/{reading.token}/note/", {"note": "Сбылось <i>наполовину</i>"})
    assert response.status_code == 302
    reading.refresh_from_db()
    assert reading.note == "Сбылось <i>наполовину</i>"
    assert "Сбылось &lt;i&gt;" in client.get("/ru/fortune/journal/").content.decode()
    confirm = client.get(f"/ru/fortune/r/{reading.token}/delete/")
    assert confirm.status_code == 200 and "Удалить этот расклад?" in confirm.content.decode()
    assert Reading.objects.filter(pk=reading.pk).exists()  # GET only asks
    assert client.post(f"/ru/fortune/r/{reading.token}/delete/").status_code == 302
    assert not Reading.objects.filter(pk=reading.pk).exists()
    assert client.get(f"/ru/fortune/r/{reading.token}/").status_code == 404


def test_delete_all_removes_only_mine(client):
    finish(client, start(client))
    start(client, "Второй вопрос")
    other = Client()
    theirs = start(other, "Чужой вопрос")
    assert "2" in client.get("/ru/fortune/journal/delete/").content.decode()
    assert client.post("/ru/fortune/journal/delete/").status_code == 302
    assert list(Reading.objects.all()) == [theirs]


def test_another_session_cannot_see_change_or_delete(client):
    reading = finish(client, start(client))
    stranger = Client()
    token = reading.token
    assert "переезжать" not in stranger.get("/ru/fortune/journal/").content.decode()
    assert stranger.post(f"/ru/fortune/r/{token}/note/", {"note": "x"}).status_code == 404
    assert stranger.get(f"/ru/fortune/r/{token}/delete/").status_code == 404
    assert stranger.post(f"/ru/fortune/r/{token}/delete/").status_code == 404
    assert stranger.post(f"/ru/fortune/r/{token}/share/", {"shared": "1"}).status_code == 404
    unfinished = start(client, "Ещё вопрос")
    assert stranger.post(f"/ru/fortune/r/{unfinished.token}/pick/", {"position": "1"}).status_code == 404
    reading.refresh_from_db()
    assert reading.note == "" and not reading.shared


def test_csrf_is_required_for_delete(client):
    reading = finish(client, start(client))
    strict = Client(enforce_csrf_checks=True)
    strict.cookies = client.cookies
    assert strict.post(f"/ru/fortune/r/{reading.token}/delete/").status_code == 403
    assert Reading.objects.filter(pk=reading.pk).exists()


def test_readings_follow_the_logged_in_user(client):
    user = get_user_model().objects.create_user("anna", password="x-very-long-pass-1")
    anonymous = finish(client, start(client, "До входа"))
    client.force_login(user)
    mine = start(client, "После входа")
    assert mine.user_id == user.pk
    journal = client.get("/ru/fortune/journal/").content.decode()
    assert "До входа" in journal and "После входа" in journal
    anonymous.refresh_from_db()
    assert anonymous.user_id == user.pk  # adopted from the same browser
    # Same user, another browser: same journal and the one-answer rule holds.
    elsewhere = Client()
    elsewhere.force_login(user)
    assert "После входа" in elsewhere.get("/ru/fortune/journal/").content.decode()
    assert start(elsewhere, "после входа!").pk == mine.pk


# ---------------------------------------------------------------- bad input


def test_too_long_question_is_refused_with_a_message(client):
    response = client.post("/ru/fortune/new/", {"question": "я" * (QUESTION_MAX + 1)})
    assert response.status_code == 400
    assert "слишком длинный" in response.content.decode()
    assert Reading.objects.count() == 0
    response = client.post("/en/fortune/new/", {"question": "x" * (QUESTION_MAX + 1)})
    assert "too long" in response.content.decode()


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ({}, "Выберите карту"),
        ({"position": ""}, "Выберите карту"),
        ({"position": "48"}, "Такой карты в раскладе нет"),
        ({"position": "-1"}, "Такой карты в раскладе нет"),
        ({"position": "01a"}, "Такой карты в раскладе нет"),
        ({"position": "9" * 50}, "Такой карты в раскладе нет"),
    ],
)
def test_forged_picks_are_refused(client, data, message):
    reading = start(client)
    response = client.post(f"/ru/fortune/r/{reading.token}/pick/", data)
    assert response.status_code == 400
    assert message in response.content.decode()
    reading.refresh_from_db()
    assert reading.picks == ""


def test_picking_the_same_card_twice_or_after_the_end(client):
    reading = start(client)
    client.post(f"/ru/fortune/r/{reading.token}/pick/", {"position": "5"})
    response = client.post(f"/ru/fortune/r/{reading.token}/pick/", {"position": "5"})
    assert response.status_code == 400 and "уже выбрана" in response.content.decode()
    finish(client, reading)
    response = client.post(f"/en/fortune/r/{reading.token}/pick/", {"position": "draw"})
    assert response.status_code == 400 and "already turned over" in response.content.decode()


def test_unknown_tokens_are_404_with_a_message(client):
    for url in (
        "/ru/fortune/r/AAAAAAAAAAAAAAAAAAAAAA/",
        "/ru/fortune/r/AAAAAAAAAAAAAAAAAAAAAA/share.png",
        "/ru/fortune/r/AAAAAAAAAAAAAAAAAAAAAA/delete/",
    ):
        response = client.get(url)
        assert response.status_code == 404
        assert "Расклад не найден" in response.content.decode()
    assert client.post("/ru/fortune/r/AAAAAAAAAAAAAAAAAAAAAA/pick/", {"position": "1"}).status_code == 404
    assert client.get("/ru/fortune/r/<script>/").status_code == 404


def test_too_long_note_is_refused(client):
    reading = finish(client, start(client))
    response = client.post(f"/ru/fortune/r/{reading.token}/note/", {"note": "n" * 1001})
    assert response.status_code == 400
    assert "Заметка слишком длинная" in response.content.decode()
    reading.refresh_from_db()
    assert reading.note == ""


def test_wrong_methods_are_405_not_500(client):
    reading = start(client)
    assert client.get("/ru/fortune/new/").status_code == 405
    assert client.get(f"/ru/fortune/r/{reading.token}/pick/").status_code == 405


# ---------------------------------------------------------------- the question leads (issue 20)


def test_the_question_is_read_for_its_subject(client):
    reading = finish(client, start(client, "Выздоровеет ли мама?"))
    assert (reading.subject, reading.yes_no) == ("health", True)
    html = client.get(f"/ru/fortune/r/{reading.token}/").content.decode()
    assert "Здоровье" in html and "да или нет:" in html
    assert "fortune-caution" in html and "врач" in html
    interpretation = reading.interpretation()
    assert interpretation.answer_text.ru in html
    en = client.get(f"/en/fortune/r/{reading.token}/").content.decode()
    assert "Health" in en and "doctor" in en and interpretation.answer_text.en in en


def test_an_open_question_has_no_leaning_and_no_health_line(client):
    reading = finish(client, start(client, "Что меня ждёт на новой работе?"))
    assert (reading.subject, reading.yes_no) == ("work", False)
    html = client.get(f"/ru/fortune/r/{reading.token}/").content.decode()
    assert "Работа и учёба" in html and "да или нет:" not in html and "fortune-caution" not in html


@pytest.mark.parametrize(
    ("lang", "question", "words"),
    [
        ("ru", "Когда умрёт моя бабушка?", "О смерти"),
        ("en", "When will my grandfather die?", "do not speak of death"),
        ("ru", "Какие числа выиграют в лотерею?", "Выигрышных номеров"),
        ("en", "What numbers will win the lottery?", "winning numbers"),
    ],
)
def test_questions_the_cards_kindly_decline(client, lang, question, words):
    response = client.post(f"/{lang}/fortune/new/", {"question": question})
    assert response.status_code == 200
    html = response.content.decode()
    assert "fortune-refusal" in html and words in html
    assert Reading.objects.count() == 0


def test_the_same_question_reworded_brings_back_the_reading_with_its_date(client):
    first = finish(client, start(client, "Выздоровеет ли мама?"))
    again = client.post("/ru/fortune/new/", {"question": "Мама скоро выздоровеет?"}, follow=True)
    assert again.redirect_chain[-1][0].endswith(f"/r/{first.token}/")
    html = again.content.decode()
    assert "только другими словами" in html
    from django.utils import timezone
    from django.utils.formats import date_format
    from django.utils.translation import override

    with override("ru"):
        assert date_format(timezone.localtime(first.created), "DATE_FORMAT") in html
    english = client.post("/en/fortune/new/", {"question": "мама выздоровеет?"}, follow=True)
    assert "You have asked this question before, in other words, on" in english.content.decode()
    assert Reading.objects.count() == 1
    other = start(client, "Выздоровеет ли папа?")
    assert other.pk != first.pk


def test_the_one_answer_lasts_for_a_period(client, settings):
    from datetime import timedelta

    from django.utils import timezone

    settings.FORTUNE_REASK_DAYS = 30
    first = finish(client, start(client, "Получу ли я повышение?"))
    Reading.objects.filter(pk=first.pk).update(created=timezone.now() - timedelta(days=29))
    assert start(client, "Получу ли я повышение?").pk == first.pk
    Reading.objects.filter(pk=first.pk).update(created=timezone.now() - timedelta(days=31))
    fresh = start(client, "Получу ли я повышение?")
    assert fresh.pk != first.pk
    assert "30 дней" in client.get("/ru/fortune/").content.decode()


def test_the_kwang_rule_is_chosen_stored_and_explained(client):
    response = client.post("/ru/fortune/new/", {"question": "Будет ли этот год удачным?", "kwang": "next"})
    reading = Reading.objects.get(token=response["Location"].rstrip("/").split("/")[-1])
    assert reading.kwang_rule == "next"
    index = client.get("/ru/fortune/").content.decode()
    assert 'name="kwang"' in index and 'value="next"' in index and 'id="kwang"' in index
    assert "предыдущей или последующей" in index
    # A spread with a bright: the page says which rule was used.
    Reading.objects.filter(pk=reading.pk).update(cards="05c.08a.09d", picks="0.1.2")
    html = client.get(f"/ru/fortune/r/{reading.token}/").content.decode()
    assert "усиливает одну карту — следующую" in html
    bad = client.post("/ru/fortune/new/", {"question": "Другой вопрос", "kwang": "sideways"})
    assert bad.status_code == 400 and "Выберите одно из двух прочтений" in bad.content.decode()


def test_the_same_cards_read_the_same_every_time(client):
    reading = finish(client, start(client, "Выйду ли я замуж в этом году?"))
    first = client.get(f"/ru/fortune/r/{reading.token}/").content.decode()
    second = client.get(f"/ru/fortune/r/{reading.token}/").content.decode()

    def answer(html: str) -> str:
        return html.split('class="fortune-interpretation"')[1].split("</section>")[0]

    assert answer(first) == answer(second)
    assert reading.interpretation().main.card.name.ru in reading.interpretation().paragraphs[0].ru or answer(
        first
    )


# ---------------------------------------------------------------- the journal: rating, summary, export


def test_rating_and_note_are_saved_together(client):
    reading = finish(client, start(client))
    response = client.post(f"/ru/fortune/r/{reading.token}/note/", {"rating": "4", "note": "Почти сбылось"})
    assert response.status_code == 302
    reading.refresh_from_db()
    assert (reading.rating, reading.note) == (4, "Почти сбылось")
    journal = client.get("/ru/fortune/journal/").content.decode()
    assert 'value="4" checked' in journal and "в среднем он сбылся на 4.0 из 5" in journal.replace(",", ".")
    client.post(f"/ru/fortune/r/{reading.token}/note/", {"rating": "", "note": "Почти сбылось"})
    reading.refresh_from_db()
    assert reading.rating is None


@pytest.mark.parametrize("rating", ["0", "6", "five", "3.5"])
def test_a_bad_rating_is_refused_with_a_message(client, rating):
    reading = finish(client, start(client))
    response = client.post(f"/ru/fortune/r/{reading.token}/note/", {"rating": rating, "note": "x"})
    assert response.status_code == 400
    assert "Оцените расклад от 1 до 5" in response.content.decode()
    reading.refresh_from_db()
    assert reading.rating is None and reading.note == ""


def test_the_journal_sums_up_with_pictures(client):
    for question in ("Первый вопрос о работе", "Второй вопрос о деньгах", "Третий вопрос о семье"):
        finish(client, start(client, question))
    start(client, "Незаконченный вопрос")
    html = client.get("/ru/fortune/journal/").content.decode()
    assert "В журнале 4 расклада" in html and "закончено 3" in html
    assert "Месяцы, которые выпадали чаще всего" in html
    summary = html.split('class="fortune-summary"')[1].split("</section>")[0]
    assert summary.count("<img") == 3 and "alt=" in summary
    assert "Скачать журнал" in html


def test_export_csv_and_json_only_my_readings(client):
    import csv
    import io
    import json

    mine = finish(client, start(client, '=HYPERLINK("x") выйду ли я замуж?'))
    client.post(f"/ru/fortune/r/{mine.token}/note/", {"rating": "5", "note": "Сбылось"})
    start(Client(), "Чужой вопрос")
    response = client.get("/ru/fortune/journal/export.csv")
    assert response.status_code == 200 and response["Content-Type"].startswith("text/csv")
    assert "attachment" in response["Content-Disposition"]
    rows = list(csv.DictReader(io.StringIO(response.content.decode("utf-8-sig"))))
    assert len(rows) == 1
    row = rows[0]
    assert row["question"].startswith("'=HYPERLINK")  # no formula in a spreadsheet
    assert row["subject"] == "Любовь и отношения" and row["rating"] == "5" and row["note"] == "Сбылось"
    assert row["cards"] == "; ".join(mine.cards.split(".")) and row["answer"]
    data = json.loads(client.get("/en/fortune/journal/export.json").content)
    assert [r["question"] for r in data["readings"]] == [mine.question]
    assert data["readings"][0]["subject"] == "Love and relationships"
    assert data["readings"][0]["link"].endswith(f"/r/{mine.token}/")
    stranger = json.loads(Client().get("/ru/fortune/journal/export.json").content)
    assert stranger == {"readings": []}
