"""Recognising a question: its subject, yes/no or open, what to decline, and a reworded repeat."""

from __future__ import annotations

import pytest

from fortune.lexicon import SUBJECTS
from fortune.question import SAME_QUESTION, similarity, understand
from fortune.words import content_lemmas, lemma, words


def test_russian_words_are_lemmatised_with_their_part_of_speech():
    assert [w.lemma for w in words("Выздоровеет ли мама?")] == ["выздороветь", "ли", "мама"]
    assert lemma("детей") == "ребенок" and lemma("Ёлки") == "елка"
    assert words("маме")[0].pos == "NOUN" and words("ли")[0].frames_only


def test_english_words_are_stemmed_with_irregular_forms():
    assert lemma("married") == lemma("marry") == lemma("marrying")
    assert lemma("children") == lemma("child") and lemma("went") == lemma("go")
    assert content_lemmas("Will I get the job?") == content_lemmas("Am I going to get this job?")


@pytest.mark.parametrize(
    ("question", "subject", "yes_no"),
    [
        ("Любит ли он меня?", "love", True),
        ("Выйду ли я замуж в этом году?", "love", True),
        ("Что ждёт наши отношения?", "love", False),
        ("Does she love me?", "love", True),
        ("What awaits my relationship with Anna?", "love", False),
        ("Помирюсь ли я с сестрой?", "family", True),
        ("Как наладить отношения с отцом?", "family", False),
        ("Will my sister forgive me?", "family", True),
        ("How can I make peace with my brother?", "family", False),
        ("Получу ли я повышение?", "work", True),
        ("Сдам ли я экзамены?", "work", True),
        ("What should I expect from my new job?", "work", False),
        ("Хватит ли денег на квартиру?", "money", True),
        ("Как мне поправить денежные дела?", "money", False),
        ("Will I be able to pay off the loan this year?", "money", True),
        ("Выздоровеет ли мама?", "health", True),
        ("Мама выздоровеет", "health", True),
        ("Когда я поправлюсь после операции?", "health", False),
        ("How will my health be this winter?", "health", False),
        ("Will my father recover from the illness?", "health", True),
        ("Стоит ли мне переезжать весной?", "travel", True),
        ("Поедем ли мы летом в Японию?", "travel", True),
        ("Should I move to Berlin?", "travel", True),
        ("Остаться или уйти?", "decision", False),
        ("Стоит ли соглашаться на предложение?", "decision", True),
        ("Should I take the new job or stay?", "decision", False),
        ("Что меня ждёт?", "general", False),
        ("What lies ahead for me?", "general", False),
        ("Будет ли у меня работа или нет?", "work", True),
    ],
)
def test_subject_and_kind_of_question(question, subject, yes_no):
    understood = understand(question)
    assert (understood.subject, understood.yes_no) == (subject, yes_no)
    assert understood.subject in SUBJECTS and understood.refusal == ""


def test_a_word_inside_another_word_is_not_a_match():
    # «мама» inside «программа» and "ill" inside "will" or "bill" must not count (no substrings)
    assert understand("Получится ли программа?").subject != "family"
    assert understand("Will the bill be paid?").subject != "health"


@pytest.mark.parametrize(
    ("question", "reason"),
    [
        ("Когда умрёт моя бабушка?", "death"),
        ("Скоро ли смерть соседа?", "death"),
        ("When will my grandfather die?", "death"),
        ("Какие числа выиграют в лотерею?", "lottery"),
        ("What numbers will win the lottery?", "lottery"),
        ("Сорву ли я джекпот в казино?", "lottery"),
    ],
)
def test_questions_the_cards_decline(question, reason):
    assert understand(question).refusal == reason


@pytest.mark.parametrize(
    ("first", "second"),
    [
        ("Стоит ли мне переезжать весной?", "Стоит ли мне весной переехать?"),
        ("Выздоровеет ли мама?", "Мама скоро выздоровеет?"),
        ("Выйду ли я замуж?", "Когда я выйду замуж?"),
        ("Will I get the job?", "Am I going to get this job?"),
        ("Does he love me?", "He loves me?"),
    ],
)
def test_the_same_question_reworded(first, second):
    assert similarity(understand(first).lemmas, understand(second).lemmas) >= SAME_QUESTION


@pytest.mark.parametrize(
    ("first", "second"),
    [
        ("Стоит ли мне переезжать весной?", "Стоит ли мне переезжать летом?"),
        ("Любит ли он меня?", "Любит ли она меня?"),
        ("Does he love me?", "Does she love me?"),
        ("До входа", "После входа"),
        ("Will I get the job?", "Will I get the job in Paris?"),
        ("Выздоровеет ли мама?", "Выздоровеет ли папа?"),
    ],
)
def test_different_questions_stay_different(first, second):
    assert similarity(understand(first).lemmas, understand(second).lemmas) < SAME_QUESTION


def test_similarity_is_symmetric_and_empty_questions_match_nothing():
    a, b = understand("Выйду ли я замуж в этом году?").lemmas, understand("Выйду ли я замуж?").lemmas
    assert similarity(a, b) == similarity(b, a)
    assert similarity(frozenset(), b) == 0.0
