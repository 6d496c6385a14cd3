"""Admin: learners' progress, and editable lesson texts (the lessons themselves are data files)."""

from django import forms
from django.contrib import admin

from learn import lessons
from learn.models import Answer, Learner, LessonResult, LessonText, ReviewItem, Run


class LessonTextForm(forms.ModelForm):
    lesson = forms.ChoiceField(choices=())

    class Meta:
        model = LessonText
        fields = "__all__"

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["lesson"].choices = [
            (lesson.key, f"{lesson.number}. {lesson.goal.en}") for lesson in lessons.all_lessons()
        ]


@admin.register(LessonText)
class LessonTextAdmin(admin.ModelAdmin):
    form = LessonTextForm
    list_display = ("lesson", "goal_ru", "goal_en")


class LessonResultInline(admin.TabularInline):
    model = LessonResult
    extra = 0


@admin.register(Learner)
class LearnerAdmin(admin.ModelAdmin):
    list_display = (
        "__str__",
        "created",
        "streak_days",
        "last_day",
        "drill_level",
        "new_per_day",
        "reviews_per_day",
    )
    search_fields = ("user__username", "user__email")
    inlines = [LessonResultInline]


@admin.register(ReviewItem)
class ReviewItemAdmin(admin.ModelAdmin):
    list_display = ("learner", "card", "facet", "due", "stability", "reviews", "lapses", "set_aside")
    list_filter = ("facet", ("set_aside", admin.EmptyFieldListFilter))
    search_fields = ("card",)


@admin.register(LessonResult)
class LessonResultAdmin(admin.ModelAdmin):
    list_display = ("learner", "lesson", "stars", "best_accuracy", "attempts", "updated")
    list_filter = ("lesson", "stars")


@admin.register(Run)
class RunAdmin(admin.ModelAdmin):
    list_display = ("learner", "mode", "lesson", "started", "answered", "right", "finished")
    list_filter = ("mode",)


@admin.register(Answer)
class AnswerAdmin(admin.ModelAdmin):
    list_display = ("learner", "when", "mode", "kind", "right", "seconds")
    list_filter = ("mode", "kind", "right")
