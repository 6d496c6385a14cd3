"""Admin for readings. The question is private: the admin shows neither it nor its hash."""

from django.contrib import admin

from fortune.models import Reading


@admin.register(Reading)
class ReadingAdmin(admin.ModelAdmin):
    list_display = ("id", "cards", "user", "shared", "created", "completed")
    list_filter = ("shared",)
    fields = ("cards", "user", "shared", "created", "completed")
    readonly_fields = ("cards", "user", "created", "completed")
