"""Views of the reading: parse, call the model or the composer, render.

Every form works without JavaScript (POST, then a redirect); with htmx the same URLs answer with the
``#reading`` partial of ``fortune/reading.html``. The question is only ever read from a POST body,
is hidden from error reports (``sensitive_post_parameters``/``sensitive_variables``) and is shown
only in the owner's journal.
"""

from __future__ import annotations

from django.contrib import messages
from django.db import transaction
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils import timezone
from django.utils.formats import date_format
from django.utils.translation import gettext as _
from django.utils.translation import gettext_noop
from django.views.decorators.debug import sensitive_post_parameters, sensitive_variables
from django.views.decorators.http import require_GET, require_http_methods, require_POST

from engine.cards import DECK, MONTH_NAMES, korean_month
from fortune.daily import card_of_the_day
from fortune.forms import NoteForm, PickForm, QuestionForm
from fortune.journal import as_csv, as_json, rows, summarise
from fortune.meanings import plants_by_season
from fortune.models import PickError, Reading, owner_of, reask_days, start_reading
from fortune.phrases import REFUSALS
from fortune.reading import POSITIONS
from fortune.share import HEIGHT, WIDTH, render_share_image
from frame.deck import card_face, deck_order
from frame.language import lang

_PICK_ERRORS = {
    "complete": gettext_noop("All three cards are already turned over."),
    "taken": gettext_noop("That card has already been picked. Choose another one."),
    "out_of_range": gettext_noop("There is no such card in the spread."),
}


def _not_found(request: HttpRequest) -> HttpResponse:
    return render(request, "fortune/not_found.html", status=404)


def _owns(request: HttpRequest, reading: Reading) -> bool:
    owner = owner_of(request)
    if reading.user_id is not None:
        return reading.user_id == owner.user_id
    return reading.owner_key == owner.key


def _visible(request: HttpRequest, token: str) -> tuple[Reading | None, bool]:
    """The reading if this visitor may see it: the owner always, others only a shared, finished one."""
    reading = Reading.objects.filter(token=token).first()
    if reading is None:
        return None, False
    mine = _owns(request, reading)
    if mine or (reading.shared and reading.is_complete):
        return reading, mine
    return None, False


def _mine(request: HttpRequest, token: str) -> Reading | None:
    reading, mine = _visible(request, token)
    return reading if mine else None


@require_GET
def index(request: HttpRequest) -> HttpResponse:
    """The reading's front page: etiquette, how we read, the twelve plants, the question form."""
    owner_of(request)  # make sure the session exists before the first POST
    return _index(request, QuestionForm())


def _index(request: HttpRequest, form: QuestionForm, status: int = 200, refusal: str = "") -> HttpResponse:
    context = {
        "form": form,
        "refusal": REFUSALS.get(refusal),
        "seasons": [
            (
                season,
                [(plant, meaning, MONTH_NAMES[korean_month(plant.month) - 1]) for plant, meaning in plants],
            )
            for season, plants in plants_by_season()
        ],
        "positions": POSITIONS,
        "daily": card_of_the_day(timezone.localdate()),
        "reask_days": reask_days(),
    }
    return render(request, "fortune/index.html", context, status=status)


@sensitive_variables()
@sensitive_post_parameters("question")
@require_POST
def start(request: HttpRequest) -> HttpResponse:
    """Shuffle for a new question, bring back the earlier reading of the same question, or decline."""
    form = QuestionForm(request.POST)
    if not form.is_valid():
        return _index(request, form, status=400)
    started = start_reading(
        owner=owner_of(request), question=form.cleaned_data["question"], kwang_rule=form.cleaned_data["kwang"]
    )
    if started.reading is None:
        return _index(request, form, refusal=started.refusal)
    if started.repeated:
        when = date_format(timezone.localtime(started.reading.created), "DATE_FORMAT")
        if started.reworded:
            text = _(
                "You have asked this question before, in other words, on %(date)s. The cards answer a "
                "question only once, so here is the reading you received then."
            )
        else:
            text = _(
                "You have asked this question before, on %(date)s. The cards answer a question only once, "
                "so here is the reading you received then."
            )
        messages.info(request, text % {"date": when})
    return redirect("fortune:reading", token=started.reading.token)


def _reading_context(request: HttpRequest, reading: Reading, mine: bool, fresh: list[int]) -> dict:
    picked = reading.picked_cards
    slots = [
        {"position": p, "card": picked[p.index] if p.index < len(picked) else None, "fresh": p.index in fresh}
        for p in POSITIONS
    ]
    taken = set(reading.picked_positions)
    context = {
        "reading": reading,
        "mine": mine,
        "slots": slots,
        "spread": [{"position": i, "number": i + 1, "taken": i in taken} for i in range(len(DECK))],
        "next_slot": POSITIONS[len(picked)] if len(picked) < 3 else None,
        "fresh_all": len(fresh) > 1,
        "permalink": request.build_absolute_uri(reverse("fortune:reading", args=[reading.token])),
    }
    if mine:
        context["asked"] = reading.created
    if reading.is_complete:
        interpretation = reading.interpretation()
        context["interpretation"] = interpretation
        context["has_kwang"] = any(c.strengthens for c in interpretation.cards)
        context["placed"] = [
            {"item": item, "fresh": item.position.index in fresh} for item in interpretation.cards
        ]
        context["image_url"] = request.build_absolute_uri(reverse("fortune:image", args=[reading.token]))
    return context


def _render_reading(
    request: HttpRequest,
    reading: Reading,
    mine: bool,
    *,
    fresh: list[int] | None = None,
    status: int = 200,
    error: str | None = None,
) -> HttpResponse:
    context = _reading_context(request, reading, mine, fresh or [])
    context["error"] = error
    template = "fortune/reading.html#reading" if request.htmx else "fortune/reading.html"
    return render(request, template, context, status=status)


@require_GET
def reading_page(request: HttpRequest, token: str) -> HttpResponse:
    """The spread while picking (owner only), then the permalink: cards and interpretation, no question."""
    reading, mine = _visible(request, token)
    if reading is None:
        return _not_found(request)
    fresh = request.session.pop(f"fortune_fresh_{reading.token}", []) if mine else []
    return _render_reading(request, reading, mine, fresh=fresh if isinstance(fresh, list) else [])


@require_POST
def pick(request: HttpRequest, token: str) -> HttpResponse:
    """Turn over one card of the face-down spread, or let the site draw the missing ones."""
    with transaction.atomic():
        reading = _mine(request, token)
        if reading is None:
            return _not_found(request)
        reading = Reading.objects.select_for_update().get(pk=reading.pk)
        form = PickForm(request.POST)
        if not form.is_valid():
            error = form.errors["position"][0]
            return _render_reading(request, reading, True, status=400, error=error)
        before = len(reading.picked_positions)
        try:
            if form.cleaned_data["position"] is None:
                reading.draw_rest()
            else:
                reading.pick(form.cleaned_data["position"])
        except PickError as exc:
            return _render_reading(request, reading, True, status=400, error=_(_PICK_ERRORS[exc.reason]))
        reading.save(update_fields=["picks", "cards", "completed"])
    fresh = list(range(before, len(reading.picked_positions)))
    if request.htmx:
        return _render_reading(request, reading, True, fresh=fresh)
    request.session[f"fortune_fresh_{reading.token}"] = fresh
    return redirect("fortune:reading", token=reading.token)


@require_POST
def share(request: HttpRequest, token: str) -> HttpResponse:
    """Make a finished reading visible to anyone with its link, or private again."""
    reading = _mine(request, token)
    if reading is None:
        return _not_found(request)
    if not reading.is_complete:
        return _render_reading(request, reading, True, status=400, error=_("Finish the reading first."))
    reading.shared = request.POST.get("shared") == "1"
    reading.save(update_fields=["shared"])
    if reading.shared:
        messages.success(request, _("Anyone with the link can now see the cards and the interpretation."))
    else:
        messages.success(request, _("The reading is private again."))
    return redirect("fortune:reading", token=reading.token)


@require_GET
def share_image(request: HttpRequest, token: str) -> HttpResponse:
    """The share picture (PNG, 1200×630): three cards and a title, never the question."""
    reading = _visible(request, token)[0]
    if reading is None or not reading.is_complete:
        return _not_found(request)
    interpretation = reading.interpretation()
    language = lang()
    face = card_face(deck_order(request))
    png = render_share_image(
        reading.card_list,
        title=_("Three-card hwatu reading"),
        captions=[c.plant.theme.get(language).capitalize() for c in interpretation.cards],
        face=face,
    )
    response = HttpResponse(png, content_type="image/png")
    response["Cache-Control"] = "public, max-age=86400" if reading.shared else "private, max-age=3600"
    response["X-Image-Size"] = f"{WIDTH}x{HEIGHT}"
    return response


def _my_readings(request: HttpRequest) -> list[Reading]:
    owner = owner_of(request)
    if owner.user_id is not None:  # readings made before signing in, in this same browser
        Reading.objects.filter(user__isnull=True, owner_key=owner.key).update(user_id=owner.user_id)
    return list(Reading.objects.owned_by(owner))


def _journal(request: HttpRequest, status: int = 200, errors: dict | None = None) -> HttpResponse:
    readings = _my_readings(request)
    entries = [
        {"reading": r, "interpretation": r.interpretation() if r.is_complete else None} for r in readings
    ]
    context = {
        "entries": entries,
        "readings": readings,
        "summary": summarise(readings),
        "ratings": [str(n) for n in range(1, 6)],
        "errors": errors or {},
    }
    return render(request, "fortune/journal.html", context, status=status)


@require_GET
def journal(request: HttpRequest) -> HttpResponse:
    """My readings with their questions (visible only to me), ratings, notes, a summary and export."""
    return _journal(request)


@require_GET
def export(request: HttpRequest, fmt: str) -> HttpResponse:
    """My journal as CSV or JSON, in the page's language, as a download."""
    readings = _my_readings(request)

    def link(r: Reading) -> str:
        return request.build_absolute_uri(reverse("fortune:reading", args=[r.token]))

    data = rows(readings, lang=lang(), link=link)
    if fmt == "csv":
        response = HttpResponse("\ufeff" + as_csv(data), content_type="text/csv; charset=utf-8")
    else:
        response = HttpResponse(as_json(data), content_type="application/json; charset=utf-8")
    response["Content-Disposition"] = f'attachment; filename="hwatu-readings.{fmt}"'
    response["Cache-Control"] = "private, no-store"
    return response


@sensitive_post_parameters("note")
@require_POST
def note(request: HttpRequest, token: str) -> HttpResponse:
    """Save how a reading turned out (a rating from 1 to 5, or none) and the note."""
    reading = _mine(request, token)
    if reading is None:
        return _not_found(request)
    form = NoteForm(request.POST)
    if not form.is_valid():
        first = next(iter(form.errors.values()))[0]
        return _journal(request, status=400, errors={reading.token: first})
    reading.note = form.cleaned_data["note"].strip()
    reading.rating = form.cleaned_data["rating"]
    reading.save(update_fields=["note", "rating"])
    messages.success(request, _("The entry is saved."))
    return redirect(f"{reverse('fortune:journal')}#r-{reading.token}")


@require_http_methods(["GET", "POST"])
def delete(request: HttpRequest, token: str) -> HttpResponse:
    """Ask, then delete one reading (POST with CSRF)."""
    reading = _mine(request, token)
    if reading is None:
        return _not_found(request)
    if request.method == "POST":
        reading.delete()
        messages.success(request, _("The reading is deleted."))
        return redirect("fortune:journal")
    return render(request, "fortune/confirm_delete.html", {"reading": reading})


@require_http_methods(["GET", "POST"])
def delete_all(request: HttpRequest) -> HttpResponse:
    """Ask, then delete every reading of this visitor."""
    owner = owner_of(request)
    mine = Reading.objects.owned_by(owner)
    if request.method == "POST":
        mine.delete()
        messages.success(request, _("Your journal is empty now."))
        return redirect("fortune:journal")
    return render(request, "fortune/confirm_delete.html", {"reading": None, "count": mine.count()})
