"""The words of a question: tokens and their lemmas, in Russian and in English.

Russian words are lemmatised with pymorphy3 and its OpenCorpora dictionary («выздоровеет» ->
«выздороветь», «маме» -> «мама», «детей» -> «ребенок»), so a question is recognised by its words in
any case, number or tense. English has far less inflection: the Porter2 (Snowball) stemmer folds
"marrying", "married" and "marry" together, and a short list of irregular forms ("children",
"went", "wives") covers what a stemmer cannot. Both work offline and are cheap (the dictionary loads
once, in about a tenth of a second).

Letters are case-folded and «ё» is read as «е» everywhere, in the lemmas too.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

import pymorphy3
import snowballstemmer

_TOKEN = re.compile(r"[^\W\d_]+(?:['’-][^\W\d_]+)*|\d+")
_CYRILLIC = re.compile(r"[а-яё]")

# Irregular English forms the stemmer cannot fold; the values are then stemmed as usual.
_ENGLISH_IRREGULAR = {
    "children": "child",
    "men": "man",
    "women": "woman",
    "wives": "wife",
    "went": "go",
    "gone": "go",
    "goes": "go",
    "got": "get",
    "gotten": "get",
    "left": "leave",
    "felt": "feel",
    "fell": "fall",
    "met": "meet",
    "paid": "pay",
    "bought": "buy",
    "sold": "sell",
    "won": "win",
    "lost": "lose",
    "died": "die",
    "dying": "die",
    "dies": "die",
    "ill": "ill",
    "better": "good",
    "best": "good",
    "mum": "mom",
    "mother's": "mother",
    "father's": "father",
    "am": "be",
    "is": "be",
    "are": "be",
    "was": "be",
    "were": "be",
    "been": "be",
    "i'm": "i",
    "him": "he",
    "his": "he",
    "her": "she",
    "hers": "she",
    "them": "they",
    "their": "they",
    "i'll": "i",
    "won't": "will",
    "can't": "can",
}


def _split(text: str) -> frozenset[str]:
    """The words of a space-separated list."""
    return frozenset(text.split())


# Russian parts of speech that carry no subject of their own (prepositions, conjunctions, particles,
# pronouns, interjections), plus the verbs that only frame a question.
_RUSSIAN_FRAME_POS = {"PREP", "CONJ", "PRCL", "NPRO", "INTJ"}
_RUSSIAN_FRAME_WORDS = _split(
    "быть стоить мочь ли ну вообще же сказать мой твой свой наш ваш этот тот такой весь какой который"
)
_LIGHT_PREPOSITIONS = _split("в во на с со к ко у о об обо по из от для за при про над под")
_THIRD_PERSON = {"он", "она", "оно", "они"}
_ENGLISH_FRAME_WORDS = _split(
    "a an the i me my mine we us our you your it its this that these those be do did does doing "
    "have has had will would shall should can could may might must to of in on at for with by "
    "from about into onto over as and but so if or not no yes there here what how when where why "
    "which who whom whose ever any some much many very really just please tell going gonna get"
)


@dataclass(frozen=True, slots=True)
class Word:
    """One word of a question: as written (folded), its lemma, and its part of speech if known."""

    text: str
    lemma: str
    pos: str  # pymorphy3's part of speech for Russian ("VERB", "NOUN"...), "" for English
    russian: bool

    @property
    def frames_only(self) -> bool:
        """True for words that frame a question but say nothing about its subject."""
        if self.russian:
            if self.lemma in _THIRD_PERSON:  # «любит ли он» and «любит ли она» are two questions
                return False
            if self.pos == "PREP":  # «до» and «после», «без» and «через» change a question; «в», «на» do not
                return self.lemma in _LIGHT_PREPOSITIONS
            return self.pos in _RUSSIAN_FRAME_POS or self.lemma in _RUSSIAN_FRAME_WORDS
        return self.lemma in _ENGLISH_FRAME_WORDS or self.text in _ENGLISH_FRAME_WORDS


@lru_cache(maxsize=1)
def _morph() -> pymorphy3.MorphAnalyzer:
    return pymorphy3.MorphAnalyzer()


@lru_cache(maxsize=1)
def _stemmer():
    return snowballstemmer.stemmer("english")


def fold(text: str) -> str:
    """Case-folded, with «ё» read as «е» and typographic apostrophes made plain."""
    return text.casefold().replace("ё", "е").replace("’", "'")


@lru_cache(maxsize=50_000)
def analyse(token: str) -> Word:
    """The lemma and part of speech of one token (folded first)."""
    text = fold(token)
    if _CYRILLIC.search(text):
        parse = _morph().parse(text)[0]
        return Word(text, fold(parse.normal_form), str(parse.tag.POS or ""), True)
    if text in _ENGLISH_IRREGULAR:
        base = _ENGLISH_IRREGULAR[text]
        keep = base in _ENGLISH_FRAME_WORDS or base in {"he", "she", "they"}
        return Word(text, base if keep else _stemmer().stemWord(base), "", False)
    if text.endswith("'s"):
        text = text[:-2]
    return Word(text, _stemmer().stemWord(text), "", False)


def words(text: str) -> list[Word]:
    """The words of ``text`` in order, each with its lemma."""
    return [analyse(token) for token in _TOKEN.findall(text)]


def lemma(word: str) -> str:
    """The lemma of one word, the way ``words`` finds it (used to prepare word lists)."""
    return analyse(word).lemma


def content_lemmas(text: str) -> frozenset[str]:
    """The lemmas that carry the meaning of ``text``: its words without the ones that only frame it."""
    return frozenset(w.lemma for w in words(text) if not w.frames_only)
