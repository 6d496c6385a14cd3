"""The review queue and the progress page (with the daily limits of review, set there)."""

from __future__ import annotations

import random

from django import forms
from django.contrib import messages
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy
from django.views.decorators.http import require_http_methods

from engine.cards import BY_CODE
from frame.deck import deck_order
from frame.language import lang
from learn import panel, progress, questions, reviews
from learn.models import Learner, ReviewItem, Run
from learn.workflow import learner_for, open_run, start_run


@require_http_methods(["GET", "POST"])
def review(request: HttpRequest) -> HttpResponse:
    """The review queue: items spaced repetition says are due, then new items, within today's limits."""
    learner = learner_for(request)
    order = deck_order(request)
    run = open_run(learner, ("review",)) or start_run(learner=learner, mode="review")

    def make(rng: random.Random, run: Run | None) -> dict | None:
        found = reviews.next_item(learner, order)
        if found is None:
            return None
        card, facet = found
        return questions.for_facet(rng, BY_CODE[card], facet, order=order)

    shown = panel.handle(request, learner=learner, run=run, make=make)
    context = {
        "action": request.path,
        "run": run,
        "waiting": reviews.waiting(learner, order),
        "next_due": ReviewItem.objects.in_review(learner).order_by("due").first(),
        "set_aside": len(reviews.set_aside(learner)),
        **shown,
    }
    return panel.render(request, "learn/review.html", context)


class LimitsForm(forms.Form):
    """The daily limits of review, as on the progress page."""

    new_per_day = forms.IntegerField(
        label=gettext_lazy("New items a day"), min_value=0, max_value=reviews.NEW_LIMIT_MAX
    )
    reviews_per_day = forms.IntegerField(
        label=gettext_lazy("Reviews a day"), min_value=0, max_value=reviews.REVIEW_LIMIT_MAX
    )


def _limits(learner: Learner | None, data=None) -> LimitsForm:
    initial = {
        "new_per_day": learner.new_per_day if learner else Learner._meta.get_field("new_per_day").default,
        "reviews_per_day": learner.reviews_per_day
        if learner
        else Learner._meta.get_field("reviews_per_day").default,
    }
    return LimitsForm(data, initial=initial, auto_id="limit-%s")


@require_http_methods(["GET", "POST"])
def progress_view(request: HttpRequest) -> HttpResponse:
    """Mastery map of the 48 cards, accuracy over time, the streak, the review forecast and limits."""
    learner = learner_for(request, create=False)
    form = _limits(learner)
    if request.method == "POST":
        if request.POST.get("action") != "limits":
            messages.warning(
                request, _("That button belongs to a page that is out of date; nothing was changed.")
            )
            return redirect("learn:progress")
        form = _limits(learner, request.POST)
        if form.is_valid():
            learner = learner or learner_for(request)
            learner.new_per_day = form.cleaned_data["new_per_day"]
            learner.reviews_per_day = form.cleaned_data["reviews_per_day"]
            learner.save(update_fields=["new_per_day", "reviews_per_day"])
            messages.success(request, _("The daily limits are saved."))
            return redirect("learn:progress")
    context = progress.overview(learner, lang(), request)
    context.update(
        limits=form,
        forecast=reviews.forecast(learner),
        set_aside=progress.set_aside_view(learner, lang(), deck_order(request)),
        waiting=reviews.waiting(learner, deck_order(request)) if learner else None,
    )
    return render(request, "learn/progress.html", context)
