"""The words that tell what a question is about, in Russian and English.

Written as a person would write them; ``fortune.words.lemma`` turns each into the lemma (or English
stem) that the question's own words are compared with, so «маме», «мамы» and «мама» all meet «мама».
A word may point to two subjects with different weights («зарплата» is mostly money, partly work).
"""

from __future__ import annotations

from functools import lru_cache

from fortune.words import lemma

SUBJECTS = ("love", "family", "work", "money", "health", "travel", "decision", "general")

# When two subjects score the same, the earlier one here wins: a health worry about a relative is a
# health question, a move for a new job is about moving, making peace with a sister is family.
PRIORITY = ("health", "travel", "money", "work", "family", "love", "decision")

_WORDS: dict[str, dict[float, str]] = {
    "love": {
        1.0: "любовь любить полюбить разлюбить влюбиться влюбленность влюбленный отношения парень девушка "
        "свидание свадьба брак замуж жениться женитьба жених невеста муж жена супруг супруга бывший "
        "бывшая расстаться расставание ревность ревновать изменять измена роман симпатия "
        "нравиться взаимность избранник избранница возлюбленный "
        "love lover boyfriend girlfriend relationship dating date marry marriage wedding husband wife "
        "spouse ex crush romance romantic fiancé fiancée cheat cheating breakup propose proposal",
        0.5: "помириться чувство чувства пара встреча встретить сердце вместе "
        "partner feelings together heart",
    },
    "family": {
        1.0: "семья семейный мама мать папа отец родители сын дочь дочка ребенок дети малыш брат сестра "
        "бабушка дедушка внук внучка родственник родня свекровь теща свекор тесть племянник "
        "племянница тетя дядя "
        "family mother mom mum father dad parents parent son daughter child children kid kids baby "
        "brother sister grandmother grandma grandfather grandpa grandson granddaughter grandchild "
        "relatives aunt uncle niece nephew cousin",
        0.5: "дом домашний родной близкие home household",
    },
    "work": {
        1.0: "работа работать подработка работодатель начальник начальница руководитель коллега "
        "должность повышение карьера уволить увольнение уволиться собеседование вакансия резюме "
        "проект бизнес фирма компания офис профессия учеба учиться экзамен сессия университет "
        "институт колледж школа поступить поступление диплом курсы зачет оценка студент "
        "job career boss manager colleague coworker promotion interview vacancy hire hired "
        "fired quit resign office company business project profession exam exams study studies "
        "school university college degree course grade student application",
        0.5: "дело дела зарплата клиент заказ задача успех work success client task salary",
    },
    "money": {
        1.0: "деньги денежный долг долги кредит ипотека заработать заработок доход зарплата прибыль "
        "купить покупка продать продажа вложить вложение инвестиция богатство разбогатеть наследство "
        "бюджет накопить сбережения финансы финансовый премия пенсия расходы "
        "money debt debts loan mortgage salary income earn earnings profit rich wealth wealthy buy "
        "purchase sell invest investment savings afford inheritance finances financial budget bonus "
        "pension expenses",
        0.5: "квартира машина цена стоимость apartment flat car price cost pay",
    },
    "health": {
        1.0: "здоровье здоровый болезнь болеть заболеть больной выздороветь выздоровление поправиться "
        "вылечиться вылечить лечение лечить врач доктор больница операция анализ анализы диагноз "
        "беременность забеременеть беременна самочувствие давление боль рак температура таблетка "
        "лекарство терапия реабилитация родить роды "
        "health healthy illness sick sickness disease recover recovery heal healing doctor hospital "
        "surgery operation diagnosis treatment cure pregnant pregnancy pain cancer medicine therapy "
        "symptoms birth",
        0.5: "силы сон устать усталость ill tired",
    },
    "travel": {
        1.0: "поездка поехать съездить путешествие путешествовать отпуск переезд переехать переезжать "
        "уехать уезжать дорога самолет виза эмиграция эмигрировать граница командировка заграница "
        "улететь прилететь "
        "trip travel traveling travelling journey relocate relocation move moving abroad visa "
        "emigrate emigration holiday vacation flight fly",
        0.5: "город страна вернуться путь city country return road",
    },
    "decision": {
        1.0: "выбор выбрать решение решить решиться согласиться соглашаться отказаться рискнуть "
        "choice choose decide decision agree refuse risk",
        0.5: "стоить остаться уйти предложение stay leave offer should",
    },
}

# Questions the cards should not answer: anyone's death, numbers to gamble on.
_REFUSE = {
    "death": "умереть умирать смерть скончаться погибнуть гибель похороны die death dead funeral",
    "lottery": "лотерея лотерейный лото джекпот тираж казино букмекер "
    "lottery lotto jackpot casino bet betting gamble gambling",
}

# «Either ... or» words make a question a choice between two things, not a yes/no question.
EITHER_OR = frozenset({"или", "либо", "or"})
# «... или нет?» / "... or not?" is still a yes/no question.
NEGATIONS = frozenset({"нет", "не", "not", "no"})


def _split(text: str) -> frozenset[str]:
    """The words of a space-separated list."""
    return frozenset(text.split())


# Words that open a question which a yes or a no cannot answer.
OPEN_QUESTION = frozenset(
    lemma(w)
    for w in _split(
        "что как когда где куда откуда почему зачем сколько какой каков кто чей чем чего кого what "
        "how when where why which who whom whose"
    )
)
# English yes/no questions begin with one of these.
ENGLISH_AUXILIARIES = _split(
    "will would shall should can could may might must is are am was were do does did have has had "
    "won't can't isn't aren't doesn't don't didn't wouldn't shouldn't"
)


@lru_cache(maxsize=1)
def subject_words() -> dict[str, dict[str, float]]:
    """Lemma -> weight, for each subject."""
    table: dict[str, dict[str, float]] = {}
    for subject, groups in _WORDS.items():
        weights: dict[str, float] = {}
        for weight, text in groups.items():
            for word in text.split():
                weights.setdefault(lemma(word), weight)
        table[subject] = weights
    return table


@lru_cache(maxsize=1)
def refusal_words() -> dict[str, frozenset[str]]:
    """Lemma sets of the questions the reading kindly declines."""
    return {reason: frozenset(lemma(w) for w in text.split()) for reason, text in _REFUSE.items()}
