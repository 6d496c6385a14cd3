"""The practice games' searches move to the room's one model (``room.Search``), kept as they were."""

from django.db import migrations

FIELDS = ("key", "task_id", "attempts", "enqueued", "ranking", "outlook", "done")


def _practice_type(apps):
    content_type = apps.get_model("contenttypes", "ContentType")
    return content_type.objects.get_or_create(app_label="play", model="practicegame")[0]


def to_room(apps, schema_editor):
    """Every stored search of a practice game, as a room search of that game."""
    old = apps.get_model("play", "Search")
    new = apps.get_model("room", "Search")
    owner_type = _practice_type(apps)
    rows = [
        new(owner_type=owner_type, owner_id=search.game_id, **{f: getattr(search, f) for f in FIELDS})
        for search in old.objects.iterator()
    ]
    new.objects.bulk_create(rows, batch_size=500)


def back_to_play(apps, schema_editor):
    """The way back: the practice games' room searches as the play app's own rows again."""
    old = apps.get_model("play", "Search")
    new = apps.get_model("room", "Search")
    rows = [
        old(game_id=search.owner_id, **{f: getattr(search, f) for f in FIELDS})
        for search in new.objects.filter(owner_type=_practice_type(apps)).iterator()
    ]
    old.objects.bulk_create(rows, batch_size=500)
    new.objects.filter(owner_type=_practice_type(apps)).delete()


class Migration(migrations.Migration):
    dependencies = [
        ("play", "0005_search"),
        ("room", "0001_searches"),
        ("contenttypes", "0002_remove_content_type_name"),
    ]

    operations = [
        migrations.RunPython(to_room, back_to_play),
        migrations.RemoveConstraint(model_name="search", name="play_search_once"),
        migrations.DeleteModel(name="Search"),
    ]
