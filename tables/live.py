"""Telling a table's open sockets that it changed: one message to the table's group on the channel
layer (Redis in production, in memory otherwise). The message names no card and no seat: each
consumer renders its own seat's view from the database when it hears it (``tables.consumers``)."""

from __future__ import annotations

import logging
from typing import Any

from asgiref.sync import async_to_sync
from channels.layers import get_channel_layer

logger = logging.getLogger(__name__)


def group_name(table_id: Any) -> str:
    """The channel-layer group of a table's sockets."""
    return f"table.{table_id}"


def notify(table_id: Any) -> None:
    """Tell the table's sockets to look again. A layer that is down loses only this nudge: every
    consumer also looks at the table's version on its own (``TABLES_WATCH_SECONDS``)."""
    layer = get_channel_layer()
    if layer is None:
        return
    try:
        async_to_sync(layer.group_send)(group_name(table_id), {"type": "table.changed"})
    except Exception:  # Redis restarting: the consumers' own look at the version catches up
        logger.warning("could not tell table %s's sockets", table_id, exc_info=True)
