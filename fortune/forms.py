"""Forms of the reading: the optional question, a pick from the spread, a note."""

from __future__ import annotations

from django import forms
from django.utils.translation import gettext_lazy as _

from fortune.models import NOTE_MAX, QUESTION_MAX, SPREAD_SIZE


class QuestionForm(forms.Form):
    """The question is optional; it is kept for the owner's journal only."""

    question = forms.CharField(
        label=_("Your question (optional)"),
        required=False,
        max_length=QUESTION_MAX,
        widget=forms.Textarea(attrs={"rows": 3, "maxlength": QUESTION_MAX, "autocomplete": "off"}),
        help_text=_("Only you will see it, in your journal. You may also keep it to yourself."),
        error_messages={"max_length": _("The question is too long: at most %(limit_value)d characters.")},
    )


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
    note = forms.CharField(
        label=_("Note"),
        required=False,
        max_length=NOTE_MAX,
        widget=forms.Textarea(attrs={"rows": 2, "maxlength": NOTE_MAX}),
        error_messages={"max_length": _("The note is too long: at most %(limit_value)d characters.")},
    )
