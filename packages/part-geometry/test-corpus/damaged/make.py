#!/usr/bin/python3
"""Writes damaged DXF files and expected.json: which line readDxf must name for each.

Run:  python3 packages/part-geometry/test-corpus/damaged/make.py

Every file is the same small drawing with one damage: a 100 x 50 mm plate (four LINEs) with four
10 mm holes (CIRCLEs), in mm, so the intact file quotes 5 pierces and 300 mm + 4 x 31.4159 mm of
cut. The expected line of each damage is found here by searching the written text for the damaged
line, not by our TypeScript reader; lines count from 1.
"""
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
FILES = os.path.join(HERE, "files")


def pairs(*groups):
    return [line for code, value in groups for line in (f"{code:>3}", str(value))]


def plate():
    """The intact drawing as a list of lines (R12 style: codes right-aligned, values as written)."""
    lines = pairs((0, "SECTION"), (2, "HEADER"), (9, "$ACADVER"), (1, "AC1009"))
    lines += pairs((9, "$INSUNITS"), (70, 4), (0, "ENDSEC"))
    lines += pairs((0, "SECTION"), (2, "ENTITIES"))
    corners = [(0, 0), (100, 0), (100, 50), (0, 50)]
    for (x1, y1), (x2, y2) in zip(corners, corners[1:] + corners[:1]):
        lines += pairs((0, "LINE"), (8, "0"), (10, f"{x1:.1f}"), (20, f"{y1:.1f}"), (30, "0.0"))
        lines += pairs((11, f"{x2:.1f}"), (21, f"{y2:.1f}"), (31, "0.0"))
    for x, y in [(15, 15), (85, 15), (85, 35), (15, 35)]:
        lines += pairs((0, "CIRCLE"), (8, "0"), (62, 7), (10, f"{x:.1f}"), (20, f"{y:.1f}"))
        lines += pairs((30, "0.0"), (40, "5.0"))
    lines += pairs((0, "ENDSEC"), (0, "EOF"))
    return lines


def nth(lines, text, n=1, after=0):
    """1-based number of the n-th line equal to `text` after line index `after`."""
    seen = 0
    for index in range(after, len(lines)):
        if lines[index] == text:
            seen += 1
            if seen == n:
                return index + 1
    raise ValueError(text)


def write(name, lines, ending="\n"):
    with open(os.path.join(FILES, name), "w", encoding="ascii", newline="") as handle:
        handle.write(ending.join(lines) + ending)


def main():
    os.makedirs(FILES, exist_ok=True)
    expected = {}

    write("plate-4-holes.dxf", plate())
    expected["plate-4-holes.dxf"] = {"ok": True, "pierceCount": 5, "cutLengthMm": 425.6637}

    # The reported case: the second CIRCLE's centre-x code typed with the letter O (" 1O").
    lines = plate()
    second_circle = nth(lines, "CIRCLE", 2)
    at = nth(lines, " 10", 1, second_circle)
    lines[at - 1] = " 1O"
    write("circle-code-letter-o.dxf", lines)
    expected["circle-code-letter-o.dxf"] = {"line": at, "problem": "group_code"}

    # A coordinate with two decimal points: the third CIRCLE's centre x "85.0" became "1.2.3".
    lines = plate()
    at = nth(lines, " 10", 1, nth(lines, "CIRCLE", 3)) + 1
    lines[at - 1] = "1.2.3"
    write("float-two-points.dxf", lines)
    expected["float-two-points.dxf"] = {"line": at, "problem": "value"}

    # An integer code with a word: the first CIRCLE's colour (62) "7" became "abc". With \r\n.
    lines = plate()
    at = nth(lines, " 62", 1, nth(lines, "CIRCLE", 1)) + 1
    lines[at - 1] = "abc"
    write("integer-word.dxf", lines, "\r\n")
    expected["integer-word.dxf"] = {"line": at, "problem": "value"}

    # The ENTITIES section's ENDSEC is missing: EOF comes while it is open. The line named is
    # the `0` before that SECTION.
    lines = plate()
    entities = nth(lines, "ENTITIES") - 3
    del lines[len(lines) - 4 : len(lines) - 2]
    write("unclosed-section.dxf", lines)
    expected["unclosed-section.dxf"] = {"line": entities, "problem": "section"}

    # Cut off in the middle of the ENTITIES section (no ENDSEC, no EOF).
    lines = plate()
    write("cut-off-in-section.dxf", lines[: nth(lines, "CIRCLE", 2) + 3])
    expected["cut-off-in-section.dxf"] = {"line": entities, "problem": "section"}

    for name, want in expected.items():
        if not want.get("ok"):
            want.update({"ok": False, "code": "malformed"})
    with open(os.path.join(HERE, "expected.json"), "w", encoding="utf8") as handle:
        json.dump(expected, handle, indent=2, sort_keys=True)
        handle.write("\n")


if __name__ == "__main__":
    main()
