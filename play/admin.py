"""Stored practice games in the admin (read mostly: the record is what matters)."""

from django.contrib import admin

from play.models import Mistake, PracticeGame


@admin.register(PracticeGame)
class PracticeGameAdmin(admin.ModelAdmin):
    list_display = ("id", "game_key", "players", "status", "scenario", "owner", "version", "updated")
    list_filter = ("game_key", "status", "imported")
    search_fields = ("id", "scenario", "session_key", "owner__username")
    readonly_fields = ("id", "created", "updated", "seed", "moves", "annotations", "result", "deal")


@admin.register(Mistake)
class MistakeAdmin(admin.ModelAdmin):
    list_display = ("game", "ply", "verdict", "answer", "found", "due", "reviews", "lapses")
    list_filter = ("verdict", "found")
    readonly_fields = ("id", "game", "ply", "played", "best", "ranking", "state", "created")
