"""What a question is about: its subject, whether a yes or a no can answer it, and what to decline.

The reading speaks to the question (issue 20): a question about a mother's recovery gets a reading
about health, not about romance. The words are lemmatised first (``fortune.words``), then weighed
against the subject word lists (``fortune.lexicon``); the subject with the most weight wins, ties go
by ``PRIORITY``, and a question with no subject words is read in general terms.

A yes/no question («Выздоровеет ли мама?», "Will I get the job?") has no opening question word
(«что», «когда», "what", "when"...), offers no «или»/"or" choice (except «... или нет?") and either
carries «ли», begins with an English auxiliary ("will", "should", "is"...) or at least has a verb.

Two kinds of question are kindly declined rather than read: about anyone's death and about numbers
to gamble on (lotteries, bets, casinos).
"""

from __future__ import annotations

from dataclasses import dataclass

from fortune.lexicon import (
    EITHER_OR,
    ENGLISH_AUXILIARIES,
    NEGATIONS,
    OPEN_QUESTION,
    PRIORITY,
    refusal_words,
    subject_words,
)
from fortune.words import Word, content_lemmas, words

_PREDICATES = {"VERB", "INFN", "ADJS", "PRED", "PRTS"}


@dataclass(frozen=True, slots=True)
class Question:
    """What the reading needs to know about a question (never the question itself)."""

    subject: str  # one of fortune.lexicon.SUBJECTS
    yes_no: bool
    refusal: str  # "", "death" or "lottery"
    lemmas: frozenset[str]  # the words that carry its meaning, for the re-ask guard


def understand(text: str) -> Question:
    """Recognise the subject of ``text``, whether it asks for a yes or a no, and whether to decline it."""
    found = words(text)
    lemmas = {w.lemma for w in found}
    refusal = next((reason for reason, bad in refusal_words().items() if lemmas & bad), "")
    return Question(_subject(found), _yes_no(text, found), refusal, content_lemmas(text))


def _subject(found: list[Word]) -> str:
    scores = {subject: 0.0 for subject in PRIORITY}
    table = subject_words()
    for w in found:
        for subject in PRIORITY:
            scores[subject] += table[subject].get(w.lemma, 0.0)
    if _is_choice(found):
        scores["decision"] += 1.5
    best = max(scores.values())
    if best <= 0:
        return "general"
    return next(subject for subject in PRIORITY if scores[subject] == best)


def _is_choice(found: list[Word]) -> bool:
    """«Остаться или уехать?»: an «или»/"or" that is not the «или нет» of a yes/no question."""
    for i, w in enumerate(found):
        if w.lemma in EITHER_OR or w.text in EITHER_OR:
            after = found[i + 1] if i + 1 < len(found) else None
            if after is None or after.text not in NEGATIONS:
                return True
    return False


def _yes_no(text: str, found: list[Word]) -> bool:
    if not found or _is_choice(found):
        return False
    if any(w.lemma in OPEN_QUESTION or w.text in OPEN_QUESTION for w in found):
        return False
    if any(w.text == "ли" for w in found):
        return True
    if not found[0].russian and found[0].text in ENGLISH_AUXILIARIES:
        return True
    russian_predicate = any(w.russian and w.pos in _PREDICATES for w in found)
    return russian_predicate or (not found[0].russian and text.rstrip().endswith("?"))


SAME_QUESTION = 0.7


def _alike(a: str, b: str) -> bool:
    """One word, or two forms of one root: «переехать» and «переезжать», "marri" and "marriag"."""
    if a == b:
        return True
    shared = 0
    for x, y in zip(a, b, strict=False):
        if x != y:
            break
        shared += 1
    return shared >= 5 and shared >= 0.5 * min(len(a), len(b))


def similarity(first: frozenset[str], second: frozenset[str]) -> float:
    """How alike two questions are, 0 to 1: the Dice coefficient of their meaningful lemmas.

    Two lemmas count as one word when they are equal or share a long beginning (a Russian verb's two
    aspects, a noun and its verb); each word of the shorter question is matched at most once.
    """
    if not first or not second:
        return 0.0
    small, large = sorted((first, second), key=len)
    left = set(large)
    matched = 0
    for word in sorted(small):
        partner = next((other for other in sorted(left) if _alike(word, other)), None)
        if partner is not None:
            left.discard(partner)
            matched += 1
    return 2 * matched / (len(first) + len(second))


def is_same_question(first: Question, second: Question) -> bool:
    """True when ``second`` asks what ``first`` asked, in other words (similarity at least 0.7)."""
    return similarity(first.lemmas, second.lemmas) >= SAME_QUESTION
