#!/usr/bin/python3
"""Writes the DXF test corpus for readDxf and expected.json.

Run with Debian's Python (it has ezdxf 0.18):  /usr/bin/python3 generate.py
Expected metrics are computed here independently of the TypeScript reader: pierce counts,
contour counts and areas by hand from what each file draws; cut length and bounding box by
flattening every model-space entity with ezdxf (blocks expanded by ezdxf's own
virtual_entities, which applies OCS, rotation, scale and mirroring) to 0.0001 drawing units.
"""
import json
import math
import os
import random

import ezdxf
from ezdxf import path as ezpath

HERE = os.path.dirname(os.path.abspath(__file__))
FILES = os.path.join(HERE, "files")
SKIP = {"TEXT", "MTEXT", "DIMENSION", "HATCH", "SOLID", "POINT"}
expected = {}


def leaves(entities):
    for entity in entities:
        kind = entity.dxftype()
        if kind == "INSERT" and entity.mcount > 1:
            for single in entity.multi_insert():
                yield from leaves(single.virtual_entities())
        elif kind == "INSERT":
            yield from leaves(entity.virtual_entities())
        elif kind not in SKIP:
            yield entity


def measure(doc, scale, skip_handles=()):
    """Cut length and bounding box of model space in mm, by ezdxf flattening."""
    length = 0.0
    xs, ys = [], []
    for entity in leaves(doc.modelspace()):
        if entity.dxf.handle in skip_handles:
            continue
        vertices = list(ezpath.make_path(entity).flattening(0.0001, segments=16))
        for a, b in zip(vertices, vertices[1:]):
            length += a.distance(b)
        xs += [v.x for v in vertices]
        ys += [v.y for v in vertices]
    return length * scale, (min(xs) * scale, min(ys) * scale, max(xs) * scale, max(ys) * scale)


def save(doc, name, pierces, outer, holes, open_, area, units, findings, scale=1.0, skip=()):
    doc.saveas(os.path.join(FILES, name))
    length, (x0, y0, x1, y1) = measure(doc, scale, skip)
    expected[name] = {
        "ok": True,
        "cutLengthMm": round(length, 4),
        "pierceCount": pierces,
        "boundingBox": {
            "widthMm": round(x1 - x0, 4),
            "heightMm": round(y1 - y0, 4),
            "minXMm": round(x0, 4),
            "minYMm": round(y0, 4),
        },
        "netAreaMm2": None if area is None else round(area, 4),
        "contours": {"outer": outer, "holes": holes, "open": open_},
        "units": units,
        "findings": sorted(findings),
    }


def failure(name, code):
    expected[name] = {"ok": False, "code": code}


def new(version, units=None):
    doc = ezdxf.new(version)
    if units is not None:
        doc.header["$INSUNITS"] = units
    elif version != "R12":
        doc.header["$INSUNITS"] = 0
    return doc


def rounded_rect(w, h, r):
    """LWPOLYLINE points (x, y, bulge) of a rectangle with quarter-circle corners."""
    b = math.tan(math.pi / 8)
    return [
        (r, 0, 0), (w - r, 0, b), (w, r, 0), (w, h - r, b),
        (w - r, h, 0), (r, h, b), (0, h - r, 0), (0, r, b),
    ]


def main():
    os.makedirs(FILES, exist_ok=True)
    random.seed(8)

    # R12 POLYLINE with bulged corners (no $INSUNITS in R12: unitless) and a circle hole.
    doc = new("R12")
    msp = doc.modelspace()
    pl = msp.add_polyline2d([(x, y) for x, y, _ in rounded_rect(100, 50, 5)], close=True)
    for vertex, (_, _, bulge) in zip(pl.vertices, rounded_rect(100, 50, 5)):
        vertex.dxf.bulge = bulge
    msp.add_circle((30, 25), 10)
    area = 100 * 50 - (4 - math.pi) * 25 - math.pi * 100
    save(doc, "r12-bulged-polyline.dxf", 2, 1, 1, 0, area, "unitless", ["units_unspecified"])

    # R2000 mm: outer of shuffled, partly reversed LINEs; circle, ellipse and slot holes.
    doc = new("R2000", 4)
    msp = doc.modelspace()
    edges = [((0, 0), (200, 0)), ((200, 100), (200, 0)), ((200, 100), (0, 100)), ((0, 0), (0, 100))]
    random.shuffle(edges)
    for a, b in edges:
        msp.add_line(a, b)
    msp.add_lwpolyline([(40, 50, 1), (70, 50, 1)], format="xyb", close=True)  # circle r 15
    msp.add_ellipse((110, 50), major_axis=(20, 0), ratio=0.5)
    msp.add_line((140, 40), (170, 40))
    msp.add_arc((170, 50), 10, -90, 90)
    msp.add_line((170, 60), (140, 60))
    msp.add_arc((140, 50), 10, 90, 270)
    area = 200 * 100 - math.pi * 225 - math.pi * 20 * 10 - (30 * 20 + math.pi * 100)
    save(doc, "r2000-chained-lines-ellipse-slot.dxf", 4, 1, 3, 0, area, "mm", [])

    # R2018 inch: 4 x 2 inch plate with a 0.5 inch hole.
    doc = new("R2018", 1)
    msp = doc.modelspace()
    msp.add_lwpolyline([(0, 0), (4, 0), (4, 2), (0, 2)], close=True)
    msp.add_circle((1, 1), 0.25)
    area = (8 - math.pi * 0.0625) * 25.4 ** 2
    save(doc, "r2018-inch.dxf", 2, 1, 1, 0, area, "inch", ["units_inch"], scale=25.4)

    doc = new("R2000", 5)
    doc.modelspace().add_lwpolyline([(0, 0), (10, 0), (10, 10), (0, 10)], close=True)
    save(doc, "r2000-cm.dxf", 1, 1, 0, 0, 10000, "cm", ["units_cm"], scale=10)

    doc = new("R2000", 6)
    doc.modelspace().add_lwpolyline([(0, 0), (0.1, 0), (0.1, 0.05), (0, 0.05)], close=True)
    save(doc, "r2000-m.dxf", 1, 1, 0, 0, 5000, "m", ["units_m"], scale=1000)

    # Unitless R2000 ($INSUNITS 0).
    doc = new("R2000")
    doc.modelspace().add_lwpolyline([(0, 0), (30, 0), (30, 20), (0, 20)], close=True)
    save(doc, "r2000-unitless.dxf", 1, 1, 0, 0, 600, "unitless", ["units_unspecified"])

    # Spline arch closed by a line; a rational (weighted) spline as a separate open cut.
    doc = new("R2000", 4)
    msp = doc.modelspace()
    control = [(0, 0), (20, 40), (60, 60), (80, -10), (100, 0)]
    spline = msp.add_open_spline(control, degree=3)
    msp.add_line((100, 0), (0, 0))
    tool = spline.construction_tool()
    pts = list(tool.flattening(0.00001))
    arch_area = abs(sum(a.x * b.y - b.x * a.y for a, b in zip(pts, pts[1:] + pts[:1])) / 2)
    msp.add_rational_spline([(0, 100), (50, 150), (100, 100)], [1, 2, 1], degree=2)
    save(doc, "r2000-splines.dxf", 2, 1, 0, 1, None, "mm", ["spline", "open_contour"])
    expected["r2000-splines.dxf"]["archAreaMm2"] = round(arch_area, 4)

    # Nested blocks: rotated, uniformly and non-uniformly scaled, mirrored; block base point.
    doc = new("R2018", 4)
    hole = doc.blocks.new("HOLE", base_point=(5, 5))
    hole.add_circle((5, 5), 4)
    plate = doc.blocks.new("PLATE")
    plate.add_lwpolyline([(0, 0), (100, 0), (100, 60), (0, 60)], close=True)
    for x in (20, 50, 80):
        plate.add_blockref("HOLE", (x, 30))
    plate.add_blockref("HOLE", (50, 48), dxfattribs={"xscale": 0.5, "yscale": 0.5})
    msp = doc.modelspace()
    msp.add_blockref("PLATE", (0, 0), dxfattribs={"rotation": 30, "xscale": 2, "yscale": 2})
    msp.add_blockref("PLATE", (400, 0), dxfattribs={"xscale": -1})
    msp.add_blockref("PLATE", (500, 0), dxfattribs={"xscale": 2, "yscale": 1, "rotation": 90})
    one = 6000 - 3 * math.pi * 16 - math.pi * 4
    area = 4 * one + one + 2 * one  # scale 2 x 2, mirrored, scale 2 x 1
    save(doc, "r2018-nested-blocks.dxf", 15, 3, 12, 0, area, "mm", ["insert", "multiple_parts"])

    # A 3 x 2 MINSERT array of a rotated slot plate, and an INSERT with extrusion -Z.
    doc = new("R2000", 4)
    tab = doc.blocks.new("TAB", base_point=(10, 10))
    tab.add_lwpolyline([(0, 0), (40, 0), (40, 20), (0, 20)], close=True)
    tab.add_lwpolyline([(15, 10, 1), (25, 10, 1)], format="xyb", close=True)  # circle r 5
    msp = doc.modelspace()
    msp.add_blockref("TAB", (0, 0), dxfattribs={
        "rotation": 15, "column_count": 3, "row_count": 2, "column_spacing": 60, "row_spacing": 40})
    msp.add_blockref("TAB", (-100, 0), dxfattribs={"extrusion": (0, 0, -1), "rotation": 10})
    area = 7 * (800 - math.pi * 25)
    save(doc, "r2000-minsert-extruded-insert.dxf", 14, 7, 7, 0, area, "mm", ["insert", "multiple_parts"])

    # Extrusion (0, 0, -1): OCS x is mirrored in world coordinates.
    doc = new("R2000", 4)
    msp = doc.modelspace()
    mirrored = {"extrusion": (0, 0, -1)}
    msp.add_lwpolyline([(0, 0), (50, 0), (50, 40), (0, 40)], close=True, dxfattribs=mirrored)
    msp.add_circle((10, 10), 5, dxfattribs=mirrored)
    msp.add_arc((40, 30), 5, 0, 180, dxfattribs=mirrored)
    msp.add_line((-45, 30), (-35, 30))
    area = 2000 - math.pi * 25 - math.pi * 12.5
    save(doc, "r2000-extrusion-mirrored.dxf", 3, 1, 2, 0, area, "mm", [])

    # Text, dimension, hatch and an unsupported SOLID around a plate.
    doc = new("R2000", 4)
    msp = doc.modelspace()
    msp.add_lwpolyline([(0, 0), (80, 0), (80, 40), (0, 40)], close=True)
    msp.add_text("PART 1", dxfattribs={"height": 5}).set_pos((5, 50))
    msp.add_mtext("note").set_location((5, 60))
    dim = msp.add_linear_dim(base=(0, -10), p1=(0, 0), p2=(80, 0))
    dim.render()
    hatch = msp.add_hatch()
    hatch.paths.add_polyline_path([(10, 10), (20, 10), (20, 20)], is_closed=True)
    msp.add_solid([(100, 100), (110, 100), (100, 110)])
    save(doc, "r2000-text-dimension-hatch.dxf", 1, 1, 0, 0, 3200, "mm",
         ["text", "dimension", "hatch", "unsupported_entity"])

    # Open contour: a U of three lines.
    doc = new("R2000", 4)
    msp = doc.modelspace()
    msp.add_line((0, 0), (0, 50))
    msp.add_line((0, 0), (50, 0))
    msp.add_line((50, 0), (50, 50))
    save(doc, "r2000-open-contour.dxf", 1, 0, 0, 1, None, "mm", ["open_contour"])

    # Duplicates: a rectangle with one edge drawn twice (reversed) and a circle drawn twice.
    doc = new("R2000", 4)
    msp = doc.modelspace()
    for a, b in [((0, 0), (60, 0)), ((60, 0), (60, 30)), ((60, 30), (0, 30)), ((0, 30), (0, 0))]:
        msp.add_line(a, b)
    dup_line = msp.add_line((60, 30), (60, 0))
    msp.add_circle((20, 15), 5)
    dup_circle = msp.add_circle((20, 15), 5)
    save(doc, "r2000-duplicates.dxf", 2, 1, 1, 0, 1800 - math.pi * 25, "mm", ["duplicate_geometry"],
         skip=(dup_line.dxf.handle, dup_circle.dxf.handle))
    expected["r2000-duplicates.dxf"]["duplicateCount"] = 2

    # Zero-length line next to a square.
    doc = new("R2000", 4)
    msp = doc.modelspace()
    msp.add_lwpolyline([(0, 0), (10, 0), (10, 10), (0, 10)], close=True)
    zero = msp.add_line((5, 5), (5, 5))
    save(doc, "r2000-zero-length.dxf", 1, 1, 0, 0, 100, "mm", ["zero_length"], skip=(zero.dxf.handle,))

    # Two separate parts.
    doc = new("R2000", 4)
    msp = doc.modelspace()
    msp.add_lwpolyline([(0, 0), (10, 0), (10, 10), (0, 10)], close=True)
    msp.add_lwpolyline([(20, 0), (30, 0), (30, 10), (20, 10)], close=True)
    save(doc, "r2000-multiple-parts.dxf", 2, 2, 0, 0, 200, "mm", ["multiple_parts"])

    # A part inside a hole is again an outer contour (even-odd nesting).
    doc = new("R2000", 4)
    msp = doc.modelspace()
    msp.add_lwpolyline([(0, 0), (100, 0), (100, 100), (0, 100)], close=True)
    msp.add_circle((50, 50), 40)
    msp.add_lwpolyline([(40, 40), (60, 40), (60, 60), (40, 60)], close=True)
    area = 10000 - math.pi * 1600 + 400
    save(doc, "r2000-island.dxf", 3, 2, 1, 0, area, "mm", ["multiple_parts"])

    # Paper space geometry is ignored.
    doc = new("R2000", 4)
    doc.modelspace().add_lwpolyline([(0, 0), (10, 0), (10, 10), (0, 10)], close=True)
    doc.layout("Layout1").add_circle((100, 100), 50)
    save(doc, "r2000-paper-space.dxf", 1, 1, 0, 0, 100, "mm", [])

    # 1000 holes in a plate.
    doc = new("R2000", 4)
    msp = doc.modelspace()
    msp.add_lwpolyline([(0, 0), (1010, 0), (1010, 510), (0, 510)], close=True)
    for i in range(40):
        for j in range(25):
            msp.add_circle((15 + i * 25, 15 + j * 20), 3)
    save(doc, "r2000-1000-holes.dxf", 1001, 1, 1000, 0, 1010 * 510 - 1000 * math.pi * 9, "mm", [])

    # Only text: nothing to cut.
    doc = new("R2000", 4)
    doc.modelspace().add_text("nothing to cut")
    doc.saveas(os.path.join(FILES, "r2000-no-geometry.dxf"))
    failure("r2000-no-geometry.dxf", "no_geometry")

    # A block that inserts itself.
    doc = new("R2000", 4)
    loop = doc.blocks.new("LOOP")
    loop.add_circle((0, 0), 1)
    loop.add_blockref("LOOP", (5, 0))
    doc.modelspace().add_blockref("LOOP", (0, 0))
    doc.saveas(os.path.join(FILES, "r2000-self-reference.dxf"))
    failure("r2000-self-reference.dxf", "too_complex")

    # Ten levels of ten inserts: 10^10 circles after expansion.
    doc = new("R2000", 4)
    doc.blocks.new("L0").add_circle((0, 0), 1)
    for level in range(1, 11):
        block = doc.blocks.new(f"L{level}")
        for k in range(10):
            block.add_blockref(f"L{level - 1}", (k * 3 ** level, 0))
    doc.modelspace().add_blockref("L10", (0, 0))
    doc.saveas(os.path.join(FILES, "r2000-billion-entities.dxf"))
    failure("r2000-billion-entities.dxf", "too_complex")

    # Truncated: the first half of the 1000-holes file.
    with open(os.path.join(FILES, "r2000-1000-holes.dxf"), encoding="utf8") as handle:
        text = handle.read()
    with open(os.path.join(FILES, "truncated.dxf"), "w", encoding="utf8") as handle:
        handle.write(text[: len(text) // 2])
    failure("truncated.dxf", "malformed")

    doc = new("R2000", 4)
    doc.modelspace().add_circle((0, 0), 5)
    doc.saveas(os.path.join(FILES, "binary.dxf"), fmt="bin")
    failure("binary.dxf", "unsupported_binary_dxf")

    with open(os.path.join(FILES, "drawing.dwg"), "wb") as handle:
        handle.write(b"AC1032\x00\x00\x00\x00\x00\x00\x0b\x01" + bytes(range(256)) * 4)
    failure("drawing.dwg", "not_dxf")

    with open(os.path.join(FILES, "image.png"), "wb") as handle:
        handle.write(b"\x89PNG\r\n\x1a\n" + bytes(64))
    failure("image.png", "not_dxf")

    with open(os.path.join(FILES, "notes.txt"), "w", encoding="utf8") as handle:
        handle.write("just some text\nthat is not a drawing\n")
    failure("notes.txt", "not_dxf")

    open(os.path.join(FILES, "empty.dxf"), "w").close()
    failure("empty.dxf", "empty")

    with open(os.path.join(HERE, "expected.json"), "w", encoding="utf8") as handle:
        json.dump(expected, handle, indent=2, sort_keys=True)
        handle.write("\n")


if __name__ == "__main__":
    main()
