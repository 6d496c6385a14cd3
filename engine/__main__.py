"""``python -m engine``: score a pile, replay a game, simulate bots, benchmark (see ``engine.cli``)."""

import sys

from engine.cli import main

sys.exit(main())
