"""The hand-written word forms agree with pymorphy3's declension, and the prepositions with the sounds."""

from __future__ import annotations

import pymorphy3
import pytest

from fortune.wording import PLANT_CASES, SEASON_CASES, THEME_CASES, Chooser, low

CASES = {"gen": "gent", "dat": "datv", "acc": "accs", "ins": "ablt", "prep": "loct"}
MORPH = pymorphy3.MorphAnalyzer()


def _decline(phrase: str, case: str) -> str:
    """Decline a nominative phrase («одиночество и тяжёлые раздумья») word by word with pymorphy3.

    Words after the head of a phrase that are already in the genitive («начало нового периода») stay.
    """
    out = []
    frozen = False
    for raw in phrase.split():
        word = raw.rstrip(",")
        parses = [p for p in MORPH.parse(word) if "nomn" in p.tag and p.tag.POS in {"NOUN", "ADJF"}]
        if word == "и" or frozen or not parses:
            frozen = frozen or not parses
            out.append(raw)
            continue
        parse = next((p for p in parses if "inan" in p.tag or p.tag.POS == "ADJF"), parses[0])
        wanted = {case, *({"plur"} if "plur" in parse.tag else set())}
        if parse.tag.POS == "ADJF" and case == "accs":
            wanted.add("inan")
        inflected = parse.inflect(wanted)
        assert inflected is not None, (word, case)
        out.append(inflected.word + ("," if raw.endswith(",") else ""))
    return " ".join(out)


def _all_forms():
    for key, cases in THEME_CASES.items():
        yield f"theme:{key}", cases
    for key, (cases, _) in PLANT_CASES.items():
        yield f"plant:{key}", cases
    for key, cases in SEASON_CASES.items():
        yield f"season:{key}", cases


# pymorphy3's dictionary does not know these two plant names (it guesses a surname); they decline like
# «глициния» and like any inanimate masculine noun: checked by hand.
UNKNOWN = {"plant:paulownia", "plant:susuki"}


def test_plant_names_the_dictionary_does_not_know():
    assert (
        PLANT_CASES["paulownia"][0].gen
        == "павловнии"
        == PLANT_CASES["wisteria"][0].gen.replace("глицин", "павловн")
    )
    assert PLANT_CASES["susuki"][0].acc == "мискант" and PLANT_CASES["susuki"][0].gen == "мисканта"


@pytest.mark.parametrize(
    ("name", "cases"),
    [(n, c) for n, c in _all_forms() if n not in UNKNOWN],
    ids=[n for n, _ in _all_forms() if n not in UNKNOWN],
)
def test_forms_match_pymorphy3(name, cases):
    for field, case in CASES.items():
        ours = getattr(cases, field).replace("ё", "е")
        assert ours == _decline(cases.nom, case).replace("ё", "е"), (name, field)


def test_prepositions_follow_the_next_sound():
    assert THEME_CASES["susuki"].about == "об одиночестве и тяжёлых раздумьях"
    assert THEME_CASES["willow"].about == "о переменах"
    assert THEME_CASES["chrysanthemum"].with_ == "со стойкостью и терпением"
    assert THEME_CASES["maple"].with_ == "со счастьем и долголетием"
    assert THEME_CASES["pine"].with_ == "с гордостью и мудростью"
    assert SEASON_CASES["autumn"].about == "об осени" and SEASON_CASES["summer"].about == "о лете"


def test_lowering_keeps_acronyms_and_i():
    assert low("Вы правы") == "вы правы" and low("I will") == "I will" and low("CSV file") == "CSV file"


def test_chooser_is_stable_per_seed():
    options = list(range(10))
    assert [Chooser("a", "b").pick(options) for _ in range(3)] == [
        Chooser("a", "b").pick(options) for _ in range(3)
    ]
    picks = {Chooser(str(n)).pick(options) for n in range(50)}
    assert len(picks) > 5
