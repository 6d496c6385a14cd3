"""A reading: who owns it, the shuffled deck (server-side only), the picks, the three cards.

Readings belong to the logged-in user or, for anonymous visitors, to a random key kept in their
session (``fortune_owner``); nobody else can open an unshared reading, its journal entry or its note.
The question is stored for the owner's journal with a keyed hash of its normalised wording and what
the reading needs to know about it (its subject, whether it asks for a yes or a no). «One answer per
question» (perevernul.ru: «Ответ на вопрос можно получить только единожды») holds for a period
(``FORTUNE_REASK_DAYS``, 30 days by default): the same wording, or the same question reworded
(``fortune.question.is_same_question``), brings back the earlier reading. The question never appears
in a URL, in the permalink page, in the share picture or in a log.
"""

from __future__ import annotations

import datetime
import random
import re
import secrets
import unicodedata
from dataclasses import dataclass

from django.conf import settings
from django.core.validators import MaxValueValidator, MinValueValidator
from django.db import models
from django.db.models import Q
from django.utils import timezone
from django.utils.crypto import salted_hmac
from django.views.decorators.debug import sensitive_variables

from engine.cards import DECK, Card, card
from fortune.lexicon import SUBJECTS
from fortune.question import Question, is_same_question, understand
from fortune.reading import Interpretation, read
from fortune.weight import KWANG_RULES

QUESTION_MAX = 300
NOTE_MAX = 1000
SPREAD_SIZE = len(DECK)
RATINGS = range(1, 6)
REASK_LOOKBACK = 500  # earlier questions compared with a new one, newest first


def reask_days() -> int:
    """How long a question keeps its one answer (days)."""
    return int(getattr(settings, "FORTUNE_REASK_DAYS", 30))


def shuffler() -> random.Random:
    """The generator that shuffles a new reading's deck and draws cards for the visitor: the system's
    (unpredictable); the tests fix its sequence."""
    return secrets.SystemRandom()


def new_token() -> str:
    """An unguessable URL-safe token (128 bits)."""
    return secrets.token_urlsafe(16)


@sensitive_variables("text", "kept")
def normalise_question(text: str) -> str:
    """The wording that counts for «one answer per question».

    Case, spaces and punctuation do not count: NFKC, case-folded, «ё» read as «е», every
    punctuation mark or symbol dropped, runs of whitespace collapsed.
    """
    text = unicodedata.normalize("NFKC", text).casefold().replace("ё", "е")
    kept = "".join(" " if unicodedata.category(ch)[0] in "PSZC" else ch for ch in text)
    return re.sub(r"\s+", " ", kept).strip()


@sensitive_variables("text", "normal")
def question_hash(text: str) -> str:
    """A keyed hash of the normalised question, or ``""`` when nothing is left of it."""
    normal = normalise_question(text)
    if not normal:
        return ""
    return salted_hmac("fortune.question", normal, algorithm="sha256").hexdigest()


@dataclass(frozen=True, slots=True)
class Owner:
    """Who is asking: a user id when logged in, and always the session's owner key."""

    user_id: int | None
    key: str

    def q(self) -> Q:
        """The readings this owner may see and change."""
        mine = Q(user__isnull=True, owner_key=self.key)
        if self.user_id is not None:
            mine |= Q(user_id=self.user_id)
        return mine


def owner_of(request) -> Owner:
    """The owner for ``request``; creates the session key (and so the session) when missing."""
    key = request.session.get("fortune_owner")
    if not isinstance(key, str) or len(key) < 16:
        key = secrets.token_urlsafe(24)
        request.session["fortune_owner"] = key
    user = getattr(request, "user", None)
    user_id = user.pk if user is not None and user.is_authenticated else None
    return Owner(user_id, key)


class ReadingQuerySet(models.QuerySet):
    def owned_by(self, owner: Owner) -> ReadingQuerySet:
        return self.filter(owner.q())

    def complete(self) -> ReadingQuerySet:
        return self.exclude(cards="")


class PickError(ValueError):
    """A pick that cannot be made (the reason is a key the view turns into a message)."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class Reading(models.Model):
    """One three-card reading, from the shuffle to the interpretation."""

    token = models.CharField(max_length=32, unique=True, default=new_token, editable=False)
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        null=True,
        blank=True,
        on_delete=models.CASCADE,
        related_name="fortune_readings",
    )
    owner_key = models.CharField(max_length=64, blank=True, db_index=True)
    question = models.TextField(blank=True, max_length=QUESTION_MAX)
    question_hash = models.CharField(max_length=64, blank=True, db_index=True)
    subject = models.CharField(
        max_length=16, default="general", choices=[(s, s) for s in SUBJECTS], editable=False
    )
    yes_no = models.BooleanField(default=False, editable=False)
    kwang_rule = models.CharField(
        max_length=8, default="both", choices=[(r, r) for r in KWANG_RULES], editable=False
    )
    deck = models.CharField(max_length=SPREAD_SIZE * 4, editable=False)  # shuffled codes, never sent
    picks = models.CharField(max_length=16, blank=True)  # spread positions, "17.3.40"
    cards = models.CharField(max_length=16, blank=True)  # "01a.05b.12a" once three are picked
    note = models.TextField(blank=True, max_length=NOTE_MAX)
    rating = models.PositiveSmallIntegerField(
        null=True, blank=True, validators=[MinValueValidator(1), MaxValueValidator(5)]
    )  # how it turned out, 1-5, set by the owner in the journal
    shared = models.BooleanField(default=False)
    created = models.DateTimeField(default=timezone.now)
    completed = models.DateTimeField(null=True, blank=True)

    objects = ReadingQuerySet.as_manager()

    class Meta:
        ordering = ["-created", "-id"]

    def __str__(self) -> str:
        return f"reading {self.pk} {self.cards or '(drawing)'}"

    # The spread -----------------------------------------------------------------------------------

    @classmethod
    @sensitive_variables("question", "understood")
    def shuffled(
        cls,
        *,
        owner: Owner,
        question: str,
        kwang_rule: str = "both",
        understood: Question | None = None,
        rng: random.Random | None = None,
    ) -> Reading:
        """A new, unsaved reading with a freshly shuffled deck."""
        codes = [c.code for c in DECK]
        (rng or shuffler()).shuffle(codes)
        understood = understood or understand(question)
        return cls(
            user_id=owner.user_id,
            owner_key=owner.key,
            question=question,
            question_hash=question_hash(question),
            subject=understood.subject,
            yes_no=understood.yes_no,
            kwang_rule=kwang_rule,
            deck=".".join(codes),
        )

    @property
    def picked_positions(self) -> list[int]:
        return [int(p) for p in self.picks.split(".") if p]

    @property
    def picked_cards(self) -> list[Card]:
        deck = self.deck.split(".")
        return [card(deck[p]) for p in self.picked_positions]

    @property
    def is_complete(self) -> bool:
        return bool(self.cards)

    def free_positions(self) -> list[int]:
        taken = set(self.picked_positions)
        return [p for p in range(SPREAD_SIZE) if p not in taken]

    def pick(self, position: int) -> Card:
        """Turn over the card at ``position`` of the face-down spread (does not save)."""
        if self.is_complete:
            raise PickError("complete")
        if not 0 <= position < SPREAD_SIZE:
            raise PickError("out_of_range")
        if position in self.picked_positions:
            raise PickError("taken")
        self.picks = ".".join(str(p) for p in [*self.picked_positions, position])
        if len(self.picked_positions) == 3:
            self.cards = ".".join(c.code for c in self.picked_cards)
            self.completed = timezone.now()
        return self.picked_cards[-1]

    def draw_rest(self, rng: random.Random | None = None) -> list[Card]:
        """Let the site draw the cards still missing; returns them in order."""
        if self.is_complete:
            raise PickError("complete")
        rng = rng or shuffler()
        drawn = []
        while not self.is_complete:
            drawn.append(self.pick(rng.choice(self.free_positions())))
        return drawn

    # The result -----------------------------------------------------------------------------------

    @property
    def card_list(self) -> list[Card]:
        return [card(c) for c in self.cards.split(".")] if self.cards else []

    def interpretation(self) -> Interpretation:
        """The answer: the cards read for this question's subject, with this reading's rule and words."""
        return read(
            self.card_list,
            subject=self.subject if self.subject in SUBJECTS else "general",
            yes_no=self.yes_no,
            kwang=self.kwang_rule if self.kwang_rule in KWANG_RULES else "both",
            seed=self.token,
        )


@dataclass(frozen=True, slots=True)
class Started:
    """What asking a question led to: a new reading, the earlier one (``repeated``), or a refusal."""

    reading: Reading | None
    repeated: bool = False
    reworded: bool = False  # repeated in other words (not the same wording)
    refusal: str = ""  # "death" or "lottery" when the cards kindly decline (then no reading)


@sensitive_variables("question", "understood", "digest")
def start_reading(*, owner: Owner, question: str, kwang_rule: str = "both") -> Started:
    """Start a reading for ``question``, bring back the earlier reading of the same question, or decline.

    The same question is the same wording after normalisation or the same question reworded (see
    ``fortune.question.is_same_question``), asked by the same owner within ``reask_days()``. An
    unfinished earlier reading is resumed the same way. The caller makes sure the question is not
    empty (the form asks for one).
    """
    question = question.strip()
    understood = understand(question)
    if understood.refusal:
        return Started(None, refusal=understood.refusal)
    earlier, exact = earlier_reading(owner=owner, question=question, understood=understood)
    if earlier is not None:
        return Started(earlier, repeated=True, reworded=not exact)
    reading = Reading.shuffled(owner=owner, question=question, kwang_rule=kwang_rule, understood=understood)
    reading.save()
    return Started(reading)


@sensitive_variables("question", "understood", "digest")
def earlier_reading(*, owner: Owner, question: str, understood: Question) -> tuple[Reading | None, bool]:
    """The owner's earliest reading of this question within the re-ask period, if any.

    The second value tells whether it had the same wording (after normalisation).
    """
    since = timezone.now() - datetime.timedelta(days=reask_days())
    recent = Reading.objects.owned_by(owner).filter(created__gte=since).exclude(question="")
    digest = question_hash(question)
    exact = recent.filter(question_hash=digest).order_by("created").first() if digest else None
    if exact is not None:
        return exact, True
    alike = [
        r
        for r in recent.order_by("-created")[:REASK_LOOKBACK]
        if is_same_question(understand(r.question), understood)
    ]
    return (min(alike, key=lambda r: r.created) if alike else None), False
