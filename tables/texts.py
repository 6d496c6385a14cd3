"""Words of the tables app: seat names and refusals, in the visitor's language."""

from __future__ import annotations

from django.utils.translation import gettext as _

from engine.game import BadOptions, IllegalMove
from room.record import StaleVersion
from room.texts import Sitter, common_refusals, refusal_text
from room.texts import seat_label as room_seat_label
from tables.models import Seat
from tables.workflow import TableError


def seat_label(seat: Seat, *, mine: bool = False) -> str:
    """The label of a seat at a table (``room.texts.seat_label``): named after the person who took
    it, or the bot that plays it."""
    return room_seat_label(
        Sitter(
            seat.number,
            named=True,
            name=seat.name,
            level=seat.level if seat.is_bot else "",
            you=mine,
            stand_in=seat.stand_in,
            empty=seat.kind == Seat.Kind.EMPTY,
        )
    )


def refusal(error: TableError | StaleVersion | IllegalMove | BadOptions | str) -> str:
    """Why an action was refused, in the visitor's language: the table's own reasons, else the
    engine's message for a move the rules refuse."""
    return refusal_text(error, _messages())


def _messages() -> dict[str, str]:
    return {
        **common_refusals(),
        "stale": _("The table had already moved on: here it is as it is now."),
        "not_seated": _("You have no seat at this table, so you cannot play for one."),
        "not_host": _("Only the host of the table can do that."),
        "not_playing": _("No game is being played at this table just now."),
        "not_over": _("The game is still going on."),
        "started": _("The game at this table has already begun: its seats are taken."),
        "closed": _("This table is closed."),
        "full": _("Every seat at this table is taken."),
        "no_name": _("Please write a name the others will know you by."),
        "seats_free": _("Some seats are still free: wait for everyone, or put a bot there."),
        "seat_taken": _("A person sits there."),
        "bad_seat": _("There is no such seat at this table."),
        "bad_level": _("There is no such bot level."),
        "not_silent": _("That player is still here: a seat goes to a bot only after a long silence."),
        "stand_in": _("A bot is keeping your seat: take it back first."),
        "serious": _("This is a serious table: nobody plays with help."),
        "bad_message": _("That message could not be read."),
        "too_fast": _("Too many messages at once: wait a moment and try again."),
        "no_table": _("There is no table with this code."),
        "bots": _("Choose a bot level or a person for every seat."),
        "timer": _("There is no such turn timer."),
        "busy": _("The table could not be opened just now. Please try again."),
        "replay_not_seated": _("Only the people at this table can look back over its games."),
        "replay_after_end": _("The replay of a game opens when it is over."),
        "review_not_seated": _("Only a player at this table can see the review of their own game."),
        "review_after_end": _("The review of a game opens when it is over."),
    }
