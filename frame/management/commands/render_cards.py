"""``manage.py render_cards``: draw the card faces, backs and contact sheets into ``static/cards``."""

from __future__ import annotations

import time
from pathlib import Path

from django.conf import settings
from django.core.management.base import BaseCommand, CommandParser

from cardart import glyphs as glyph_masks
from cardart.output import FACE_NAMES, SIZES, write_face, write_sheet


class Command(BaseCommand):
    help = "Render the 48 card faces and the back (WebP + PNG, 1x + 2x) for the hanafuda and hwatu faces."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--out", type=Path, default=Path(settings.BASE_DIR) / "static" / "cards")
        parser.add_argument("--face", choices=FACE_NAMES, action="append", help="only this face (repeatable)")
        parser.add_argument("--sheet", action="store_true", help="also write the contact sheets")
        parser.add_argument("--no-index", action="store_true", help="skip the corner-index variant")
        parser.add_argument(
            "--glyphs", action="store_true", help="rebuild the writing masks from Noto CJK first"
        )
        parser.add_argument(
            "--glyph-dir",
            type=Path,
            default=glyph_masks.GLYPH_DIR,
            help="where --glyphs writes the masks (default: cardart/glyphs, which the cards use)",
        )

    def handle(
        self,
        *args,
        out: Path,
        face: list[str] | None,
        sheet: bool,
        no_index: bool,
        glyphs: bool,
        glyph_dir: Path,
        **options,
    ) -> None:
        if glyphs:  # the flag's name hides the module's, hence glyph_masks
            written = glyph_masks.build(out_dir=glyph_dir)
            self.stdout.write(f"glyph masks: {len(written)} in {glyph_dir}")
        start = time.perf_counter()
        count = 0
        for name in face or FACE_NAMES:
            for size in SIZES:
                count += len(write_face(out, name, size))
                if not no_index:
                    count += len(write_face(out, name, size, index=True))
            if sheet:
                write_sheet(out, name)
                count += 1
        elapsed = time.perf_counter() - start
        self.stdout.write(self.style.SUCCESS(f"{count} files in {out} ({elapsed:.1f} s)"))
