"""A learner's progress: lessons, spaced-repetition items, answers, and questions waiting for an answer.

A ``Learner`` belongs to an account or, before sign-in, to a browser session; on sign-in the
session's learner is merged into the account's (``merge_learners``).
"""

from __future__ import annotations

import uuid
from datetime import date, datetime, timedelta

from django.conf import settings
from django.db import models, transaction
from django.db.models import Q
from django.utils import timezone
from django.utils.translation import gettext_lazy as _


class Learner(models.Model):
    """Someone learning the deck: signed in (``user``) or anonymous (kept by the session)."""

    user = models.OneToOneField(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.CASCADE, related_name="learner"
    )
    created = models.DateTimeField(default=timezone.now)
    drill_level = models.PositiveSmallIntegerField(_("drill level"), default=1)
    drill_streak = models.SmallIntegerField(default=0)  # right (+) or wrong (-) drill answers in a row
    last_day = models.DateField(null=True, blank=True)
    streak_days = models.PositiveIntegerField(_("days in a row"), default=0)
    new_per_day = models.PositiveSmallIntegerField(_("new items a day"), default=20)
    reviews_per_day = models.PositiveSmallIntegerField(_("reviews a day"), default=200)

    class Meta:
        verbose_name = _("learner")
        verbose_name_plural = _("learners")

    def __str__(self) -> str:
        return self.user.get_username() if self.user else f"anonymous #{self.pk}"

    def touch_day(self, today: date) -> None:
        """Count a day of practice for the streak."""
        if self.last_day == today:
            return
        self.streak_days = self.streak_days + 1 if self.last_day == today - timedelta(days=1) else 1
        self.last_day = today
        self.save(update_fields=["streak_days", "last_day"])


class ReviewItemQuerySet(models.QuerySet):
    def in_review(self, learner: Learner) -> ReviewItemQuerySet:
        """Items of ``learner`` that take part in review: every one but the leeches set aside."""
        return self.filter(learner=learner, set_aside=None)

    def due(self, learner: Learner, now: datetime | None = None) -> ReviewItemQuerySet:
        """Items of ``learner`` due now, most overdue first (leeches set aside are not due)."""
        return self.in_review(learner).filter(due__lte=now or timezone.now()).order_by("due")


class ReviewItem(models.Model):
    """One card x facet in spaced repetition, with its ``fsrs`` state."""

    FACETS = [("month", _("month")), ("kind", _("kind and points")), ("name", _("name"))]

    learner = models.ForeignKey(Learner, on_delete=models.CASCADE, related_name="items")
    card = models.CharField(max_length=3)
    facet = models.CharField(max_length=8, choices=FACETS)
    state = models.JSONField(default=dict)
    due = models.DateTimeField(db_index=True)
    stability = models.FloatField(default=0)
    reviews = models.PositiveIntegerField(default=0)
    lapses = models.PositiveIntegerField(default=0)
    last_review = models.DateTimeField(null=True, blank=True)
    introduced = models.DateTimeField(null=True, blank=True)  # first answer: counts against new a day
    set_aside = models.DateTimeField(null=True, blank=True)  # a leech, out of review until its lesson

    objects = ReviewItemQuerySet.as_manager()

    class Meta:
        verbose_name = _("review item")
        verbose_name_plural = _("review items")
        constraints = [
            models.UniqueConstraint(fields=["learner", "card", "facet"], name="one_item_per_facet")
        ]

    def __str__(self) -> str:
        return f"{self.card}/{self.facet}"


class LessonResult(models.Model):
    """The best result of a learner in one lesson."""

    learner = models.ForeignKey(Learner, on_delete=models.CASCADE, related_name="lesson_results")
    lesson = models.CharField(_("lesson"), max_length=40)
    stars = models.PositiveSmallIntegerField(_("stars"), default=0)
    best_accuracy = models.FloatField(default=0)
    attempts = models.PositiveIntegerField(default=0)
    updated = models.DateTimeField(auto_now=True)

    class Meta:
        verbose_name = _("lesson result")
        verbose_name_plural = _("lesson results")
        constraints = [models.UniqueConstraint(fields=["learner", "lesson"], name="one_result_per_lesson")]

    def __str__(self) -> str:
        return f"{self.lesson}: {self.stars}"


class Run(models.Model):
    """A series of questions: one pass through a lesson, a quiz round (timed or not), reviews, drills."""

    MODES = [
        ("lesson", _("lesson")),
        ("quiz", _("quiz")),
        ("timed", _("timed round")),
        ("review", _("review")),
        ("drill", _("drill")),
        ("retry", _("retry of mistakes")),
    ]

    learner = models.ForeignKey(Learner, on_delete=models.CASCADE, related_name="runs")
    mode = models.CharField(max_length=8, choices=MODES)
    lesson = models.CharField(max_length=40, blank=True)
    started = models.DateTimeField(default=timezone.now)
    ends = models.DateTimeField(null=True, blank=True)  # for a timed round
    asked = models.JSONField(default=list)  # "kind:code" of every question so far
    answered = models.PositiveIntegerField(default=0)
    right = models.PositiveIntegerField(default=0)
    finished = models.DateTimeField(null=True, blank=True)
    # Missed items waiting to be asked again: [{"spec": item, "at": position, "attempt": n}] (rounds.py)
    queue = models.JSONField(default=list)
    retried = models.PositiveIntegerField(default=0)  # questions asked again so far
    source = models.ForeignKey(
        "self", null=True, blank=True, on_delete=models.SET_NULL, related_name="retries"
    )  # for a retry of mistakes: the lesson or round whose misses it asks

    class Meta:
        verbose_name = _("run")
        verbose_name_plural = _("runs")

    @property
    def accuracy(self) -> float:
        return self.right / self.answered if self.answered else 0.0

    def time_left(self, now: datetime | None = None) -> int | None:
        """Whole seconds left in a timed round (None when untimed)."""
        if self.ends is None:
            return None
        return max(0, int((self.ends - (now or timezone.now())).total_seconds()))


class PendingQuerySet(models.QuerySet):
    def open(self) -> PendingQuerySet:
        return self.filter(answered__isnull=True)


class Pending(models.Model):
    """A question shown to a learner and waiting for one answer; its right answer never leaves the server.

    ``token`` is the one-time id the answer form carries. ``take`` marks it answered atomically, so a
    replayed or forged post finds nothing to answer and changes nothing.
    """

    token = models.UUIDField(default=uuid.uuid4, unique=True, editable=False)
    learner = models.ForeignKey(Learner, on_delete=models.CASCADE, related_name="pending")
    run = models.ForeignKey(Run, null=True, blank=True, on_delete=models.CASCADE, related_name="pending")
    question = models.JSONField()
    created = models.DateTimeField(default=timezone.now)
    answered = models.DateTimeField(null=True, blank=True)
    response = models.JSONField(null=True, blank=True)

    objects = PendingQuerySet.as_manager()

    class Meta:
        verbose_name = _("question waiting for an answer")
        verbose_name_plural = _("questions waiting for an answer")

    @classmethod
    def take(cls, *, learner: Learner, token: str, run: Run | None, now: datetime) -> Pending | None:
        """Claim the open question ``token`` of ``learner`` in ``run`` for answering, or None."""
        try:
            key = uuid.UUID(str(token))
        except ValueError:
            return None
        with transaction.atomic():
            claimed = cls.objects.open().filter(token=key, learner=learner, run=run).update(answered=now)
            if claimed != 1:
                return None
            return cls.objects.get(token=key)


class Answer(models.Model):
    """One answered question, for accuracy over time."""

    learner = models.ForeignKey(Learner, on_delete=models.CASCADE, related_name="answers")
    when = models.DateTimeField(default=timezone.now, db_index=True)
    mode = models.CharField(max_length=8)
    kind = models.CharField(max_length=20)
    right = models.BooleanField()
    seconds = models.FloatField(null=True)
    card = models.CharField(max_length=3, blank=True)  # the item of a one-item question (reviews)
    facet = models.CharField(max_length=8, blank=True)

    class Meta:
        verbose_name = _("answer")
        verbose_name_plural = _("answers")


class LessonText(models.Model):
    """An editor's replacement for a lesson's goal or text (lessons themselves are data files)."""

    lesson = models.CharField(_("lesson"), max_length=40, unique=True)
    goal_ru = models.CharField(_("goal (Russian)"), max_length=200, blank=True)
    goal_en = models.CharField(_("goal (English)"), max_length=200, blank=True)
    text_ru = models.TextField(
        _("text (Russian)"), blank=True, help_text=_("Paragraphs separated by a blank line.")
    )
    text_en = models.TextField(
        _("text (English)"), blank=True, help_text=_("Paragraphs separated by a blank line.")
    )

    class Meta:
        verbose_name = _("lesson text")
        verbose_name_plural = _("lesson texts")

    def __str__(self) -> str:
        return self.lesson


def merge_learners(*, source: Learner, target: Learner) -> Learner:
    """Move ``source``'s progress into ``target`` and delete ``source`` (anonymous -> account on sign-in).

    For an item both have, the one reviewed more recently wins; for a lesson, the best result.
    """
    if source.pk == target.pk:
        return target
    with transaction.atomic():
        for item in source.items.all():
            mine = target.items.filter(card=item.card, facet=item.facet).first()
            newer = mine is None or (
                item.last_review and (not mine.last_review or item.last_review > mine.last_review)
            )
            if mine is None:
                item.learner = target
                item.save(update_fields=["learner"])
            elif newer:
                mine.delete()
                item.learner = target
                item.save(update_fields=["learner"])
        for result in source.lesson_results.all():
            mine = target.lesson_results.filter(lesson=result.lesson).first()
            if mine is None:
                result.learner = target
                result.save(update_fields=["learner"])
            else:
                mine.stars = max(mine.stars, result.stars)
                mine.best_accuracy = max(mine.best_accuracy, result.best_accuracy)
                mine.attempts += result.attempts
                mine.save()
        source.answers.update(learner=target)
        source.runs.filter(~Q(finished=None)).update(learner=target)
        if source.last_day and (not target.last_day or source.last_day > target.last_day):
            target.last_day, target.streak_days = source.last_day, max(source.streak_days, target.streak_days)
        target.drill_level = max(target.drill_level, source.drill_level)
        target.save()
        source.delete()
    return target
