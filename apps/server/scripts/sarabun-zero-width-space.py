#!/usr/bin/python3
# Adds U+200B ZERO WIDTH SPACE to Sarabun as an empty glyph of no width (docs/decisions/043).
# The tax documents mark where Thai may wrap with U+200B; Sarabun has no glyph for it, so pdfkit
# would draw the missing-glyph box. Run with Debian's python3-fonttools:
#   /usr/bin/python3 apps/server/scripts/sarabun-zero-width-space.py IN.ttf OUT.ttf
import sys

from fontTools.ttLib import TTFont
from fontTools.ttLib.tables._g_l_y_f import Glyph

ZWSP = 0x200B
NAME = "uni200B"

source, target = sys.argv[1], sys.argv[2]
font = TTFont(source)
if NAME not in font.getGlyphOrder():
    font.setGlyphOrder(font.getGlyphOrder() + [NAME])
    font["glyf"].glyphs[NAME] = Glyph()
    font["hmtx"].metrics[NAME] = (0, 0)
    font["maxp"].numGlyphs = len(font.getGlyphOrder())
for table in font["cmap"].tables:
    if table.isUnicode():
        table.cmap[ZWSP] = NAME
font.save(target)
