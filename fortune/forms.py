"""Forms of the reading: the question and the «кван» rule, a pick from the spread, a journal entry."""

from __future__ import annotations

from django import forms
from django.utils.translation import gettext_lazy as _

from fortune.models import NOTE_MAX, QUESTION_MAX, RATINGS, SPREAD_SIZE


class QuestionForm(forms.Form):
    """The question the cards answer (kept for the owner's journal only) and how «кван» is read."""

    question = forms.CharField(
        label=_("Your question"),
        max_length=QUESTION_MAX,
        widget=forms.Textarea(
            attrs={
                "rows": 3,
                "maxlength": QUESTION_MAX,
                "autocomplete": "off",
                "aria-describedby": "question-help",
            }
        ),
        help_text=_("Only you will see it, in your journal. The reading speaks to what you ask."),
        error_messages={
            "required": _(
                "Write your question first: the cards answer a question, and each question gets one answer."
            ),
            "max_length": _("The question is too long: at most %(limit_value)d characters."),
        },
    )
    kwang = forms.ChoiceField(
        label=_("How the kwang sign strengthens"),
        choices=[
            ("both", _("both neighbouring cards")),
            ("next", _("one card: the next one (the last card strengthens the one before it)")),
        ],
        initial="both",
        required=False,
        widget=forms.RadioSelect,
        error_messages={"invalid_choice": _("Choose one of the two ways of reading the kwang sign.")},
    )

    def clean_question(self) -> str:
        question = self.cleaned_data["question"].strip()
        if not any(ch.isalnum() for ch in question):
            raise forms.ValidationError(self.fields["question"].error_messages["required"])
        return question

    def clean_kwang(self) -> str:
        return self.cleaned_data["kwang"] or "both"


class PickForm(forms.Form):
    """Either a position of the face-down spread (0-47) or ``draw`` (let the site draw the rest)."""

    position = forms.CharField(
        max_length=8,
        error_messages={
            "required": _("Choose a card from the spread."),
            "max_length": _("There is no such card in the spread."),
        },
    )

    def clean_position(self) -> int | None:
        value = self.cleaned_data["position"].strip()
        if value == "draw":
            return None
        if not value.isdigit() or not 0 <= int(value) < SPREAD_SIZE:
            raise forms.ValidationError(_("There is no such card in the spread."))
        return int(value)


class NoteForm(forms.Form):
    """The journal entry of one reading: how it turned out (1-5, optional) and a note."""

    rating = forms.TypedChoiceField(
        label=_("How did it turn out?"),
        choices=[("", _("not rated"))] + [(str(n), str(n)) for n in RATINGS],
        coerce=int,
        empty_value=None,
        required=False,
        error_messages={"invalid_choice": _("Rate the reading from 1 to 5, or leave it unrated.")},
    )
    note = forms.CharField(
        label=_("Note"),
        required=False,
        max_length=NOTE_MAX,
        widget=forms.Textarea(attrs={"rows": 2, "maxlength": NOTE_MAX}),
        error_messages={"max_length": _("The note is too long: at most %(limit_value)d characters.")},
    )
