"""The tables' searches move to the room's one model (``room.Search``).

The tutor's rankings (``Advice``) are kept, under the key ``rank:<game number>:<move number>``. The
bots' asks (``Table.bot_asked``) are not copied: the next look at a table whose bot is to move asks
again, and a bot's move is applied only at the version it was asked at, so a task still on the queue
from before changes nothing twice.
"""

from django.db import migrations


def _table_type(apps):
    content_type = apps.get_model("contenttypes", "ContentType")
    return content_type.objects.get_or_create(app_label="tables", model="table")[0]


def to_room(apps, schema_editor):
    """Every stored ranking of a table, as a room search of that table."""
    advice = apps.get_model("tables", "Advice")
    new = apps.get_model("room", "Search")
    owner_type = _table_type(apps)
    rows = [
        new(
            owner_type=owner_type,
            owner_id=row.table_id,
            key=f"rank:{row.number}:{row.ply}",
            attempts=row.attempts,
            enqueued=row.enqueued,
            ranking=row.ranking,
            done=row.enqueued if row.ranking is not None else None,
        )
        for row in advice.objects.iterator()
    ]
    new.objects.bulk_create(rows, batch_size=500)


def forget_room(apps, schema_editor):
    """The way back: the tables' room searches are dropped (a ranking is asked for again)."""
    apps.get_model("room", "Search").objects.filter(owner_type=_table_type(apps)).delete()


class Migration(migrations.Migration):
    dependencies = [
        ("tables", "0002_advice"),
        ("room", "0001_searches"),
        ("contenttypes", "0002_remove_content_type_name"),
    ]

    operations = [
        migrations.RunPython(to_room, forget_room),
        migrations.RemoveConstraint(model_name="advice", name="tables_advice_once_per_move"),
        migrations.RemoveField(model_name="table", name="bot_asked"),
        migrations.RemoveField(model_name="table", name="bot_asked_at"),
        migrations.DeleteModel(name="Advice"),
    ]
