"""The pixels of a screenshot: decodes the 8-bit RGB or RGBA PNGs headless
Chromium writes, with the standard library only (no PIL on a CI machine).
Shared by scripts/test-pictures.py and scripts/test-html-form.py. Tests only.
"""
from __future__ import annotations

import struct
import zlib


def read_png(data: bytes, rows_needed: int | None = None) -> tuple[int, int, list[list[tuple[int, int, int]]]]:
    """Width, height and rows of (r, g, b) tuples, decoded down to `rows_needed`
    rows only when given (a check that looks near the top need not pay for the rest)."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    position, idat = 8, b""
    width = height = channels = 0
    while position < len(data):
        length, kind = struct.unpack(">I4s", data[position:position + 8])
        body = data[position + 8:position + 8 + length]
        if kind == b"IHDR":
            width, height, depth, colour, _, _, interlace = struct.unpack(">IIBBBBB", body)
            assert depth == 8 and colour in (2, 6) and interlace == 0, f"unsupported PNG {depth}/{colour}/{interlace}"
            channels = 3 if colour == 2 else 4
        elif kind == b"IDAT":
            idat += body
        position += 12 + length
    raw = zlib.decompress(idat)
    stride = width * channels
    rows: list[list[tuple[int, int, int]]] = []
    previous, offset = bytearray(stride), 0
    for _ in range(min(height, rows_needed or height)):
        kind, line = raw[offset], bytearray(raw[offset + 1:offset + 1 + stride])
        offset += 1 + stride
        # Undo the row's filter (PNG specification, section 9).
        for i in range(stride):
            left = line[i - channels] if i >= channels else 0
            up = previous[i]
            corner = previous[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + left) & 0xFF
            elif kind == 2:
                line[i] = (line[i] + up) & 0xFF
            elif kind == 3:
                line[i] = (line[i] + (left + up) // 2) & 0xFF
            elif kind == 4:
                p = left + up - corner
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
                line[i] = (line[i] + (left if pa <= pb and pa <= pc else up if pb <= pc else corner)) & 0xFF
        rows.append([tuple(line[x * channels:x * channels + 3]) for x in range(width)])
        previous = line
    return width, height, rows
