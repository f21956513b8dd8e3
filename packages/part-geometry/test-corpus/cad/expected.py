#!/usr/bin/python3
"""Writes cad/expected.json for the DXF files real CAD programs wrote (see make.sh, README.md).

Run with Debian's Python (ezdxf 0.18):  /usr/bin/python3 expected.py
Nothing here uses our TypeScript. Cut length and bounding box: ezdxf flattens every model-space
entity to 0.0001 drawing units (as ../generate.py does; unclamped B-splines are sampled on their
valid knot span, see unclamped_spline). Net area: the shoelace formula over the
same flattened outlines, chained into loops (outer minus holes), checked against the area worked
out by hand from the sources (what was drawn) within 0.2 %; pierce and contour counts and finding
codes are written here by hand.
"""
import json
import math
import os

import ezdxf
from ezdxf import path as ezpath
from ezdxf.math import BSpline

HERE = os.path.dirname(os.path.abspath(__file__))
FILES = os.path.join(HERE, "files")
SKIP = {"TEXT", "MTEXT", "DIMENSION", "HATCH", "SOLID", "POINT"}
INCH = 25.4


def ngon(n, r):
    """Area of the regular n-gon OpenSCAD writes for circle(r) with $fn = n."""
    return n / 2 * r * r * math.sin(2 * math.pi / n)


def bezier_cap_area():
    """Area of inkscape-plate.svg's outline: 150 x 60 below y = 30 plus the cap of two cubics."""
    def cubic(p0, p1, p2, p3, t):
        u = 1 - t
        return tuple(u**3 * a + 3 * u * u * t * b + 3 * u * t * t * c + t**3 * d
                     for a, b, c, d in zip(p0, p1, p2, p3))
    pts = []
    for seg in (((150, 30), (150, 10), (110, 0), (75, 0)), ((75, 0), (40, 0), (0, 10), (0, 30))):
        pts += [cubic(*seg, i / 20000) for i in range(20000)]
    pts.append((0, 30))
    cap = abs(sum(a[0] * b[1] - b[0] * a[1] for a, b in zip(pts, pts[1:] + pts[:1]))) / 2
    return 150 * 60 + cap


SLOT_INKSCAPE = 40 * 12 - (4 - math.pi) * 36  # rect 40 x 12 with rx = ry = 6
INKSCAPE_PLATE = bezier_cap_area() - 2 * math.pi * 25 - SLOT_INKSCAPE
PSTOEDIT_PLATE = 110 * 60 - 4 * 12.5 - 3 * math.pi * 25  # chamfers 5 x 5, holes d = 10

# name: pierces, (outer, holes, open), hand net area in mm² (None when open), units, findings
FILES_EXPECTED = {
    "openscad-plate.dxf": (6, (1, 5, 0),
                           120 * 80 - 100 + ngon(64, 5) - 4 * ngon(64, 4) - (30 * 8 + ngon(64, 4)),
                           "unitless", ["units_unspecified"]),
    "openscad-flange.dxf": (8, (1, 7, 0), ngon(96, 50) - ngon(96, 25) - 6 * ngon(32, 4.5),
                            "unitless", ["units_unspecified"]),
    "inkscape-plate-r12.dxf": (4, (1, 3, 0), INKSCAPE_PLATE, "unitless",
                               ["units_unspecified", "zero_length"]),
    "inkscape-plate-r14.dxf": (4, (1, 3, 0), INKSCAPE_PLATE, "unitless",
                               ["units_unspecified", "zero_length", "spline"]),
    "inkscape-plate-inch.dxf": (4, (1, 3, 0), INKSCAPE_PLATE * INCH * INCH, "inch",
                                ["units_inch", "zero_length", "spline"]),
    "inkscape-open-r14.dxf": (2, (1, 0, 1), None, "unitless",
                              ["units_unspecified", "open_contour", "zero_length", "spline"]),
    "pstoedit-plate-r12.dxf": (4, (1, 3, 0), PSTOEDIT_PLATE, "unitless",
                               ["units_unspecified", "text"]),
    "pstoedit-plate-splines.dxf": (4, (1, 3, 0), PSTOEDIT_PLATE, "mm",
                                   ["zero_length", "text", "spline"]),
    "pstoedit-plate-points.dxf": (4, (1, 3, 0), PSTOEDIT_PLATE / INCH / INCH, "unitless",
                                  ["units_unspecified", "text"]),
    "solvespace-plate.dxf": (3, (1, 2, 0),
                             90 * 50 - 2 * 50 - (30 * 10 + math.pi * 25) - 16 * 10,
                             "unitless", ["units_unspecified"]),
    "freecad-bracket.dxf": (4, (1, 3, 0),
                            100 * 60 - (4 - math.pi) * 64 - 2 * math.pi * 25 - (300 + math.pi * 25),
                            "mm", []),
    "freecad-two-washers.dxf": (4, (2, 2, 0), 2 * math.pi * (20 * 20 - 10 * 10), "mm",
                                ["multiple_parts"]),
}
SCALE = {"inch": INCH}


def unclamped_spline(entity):
    """Points of a SPLINE whose knot vector is not clamped (pstoedit's uniform B-splines, knots
    0..7 for 4 control points): the curve lives on [knots[p], knots[n]] only, while ezdxf 0.18's
    flattening runs over the whole knot vector, so sample that domain with ezdxf's BSpline."""
    if entity.dxftype() != "SPLINE" or entity.weights or not entity.knots:
        return None
    p, knots, n = entity.dxf.degree, list(entity.knots), len(entity.control_points)
    if knots[0] == knots[p] and knots[-1] == knots[-1 - p]:
        return None
    spline = BSpline(entity.control_points, order=p + 1, knots=knots)
    a, b = knots[p], knots[n]
    return [(v.x, v.y) for v in (spline.point(a + (b - a) * i / 4000) for i in range(4001))]


def outlines(doc):
    for entity in doc.modelspace():
        if entity.dxftype() in SKIP:
            continue
        points = unclamped_spline(entity)
        if points is not None:
            yield points
            continue
        yield [(v.x, v.y) for v in ezpath.make_path(entity).flattening(0.0001, segments=16)]


def loops(pieces, tol=0.01):
    """Chains flattened pieces end to end; returns closed loops and the number of open chains."""
    close = lambda a, b: math.dist(a, b) <= tol
    pieces = [p for p in pieces if len(p) > 1 and sum(map(math.dist, p, p[1:])) > 1e-6]
    done, open_count = [], 0
    while pieces:
        chain = pieces.pop(0)
        grown = True
        while not close(chain[0], chain[-1]) and grown:
            grown = False
            for i, p in enumerate(pieces):
                if close(chain[-1], p[0]):
                    chain += p[1:]
                elif close(chain[-1], p[-1]):
                    chain += p[::-1][1:]
                else:
                    continue
                pieces.pop(i)
                grown = True
                break
        if close(chain[0], chain[-1]):
            done.append(chain)
        else:
            open_count += 1
    return done, open_count


def shoelace(loop):
    return abs(sum(a[0] * b[1] - b[0] * a[1] for a, b in zip(loop, loop[1:] + loop[:1]))) / 2


def main():
    expected = {}
    for name, (pierces, contours, hand_area, units, findings) in FILES_EXPECTED.items():
        doc = ezdxf.readfile(os.path.join(FILES, name))
        scale = SCALE.get(units, 1.0)
        pieces = list(outlines(doc))
        length = sum(sum(map(math.dist, p, p[1:])) for p in pieces) * scale
        xs = [x for p in pieces for x, _ in p]
        ys = [y for p in pieces for _, y in p]
        closed, open_count = loops(pieces)
        assert open_count == contours[2], (name, open_count)
        assert len(closed) == contours[0] + contours[1], (name, len(closed))
        area = None
        if hand_area is not None:
            areas = sorted((shoelace(loop) for loop in closed), reverse=True)
            outers = contours[0]  # the largest loops are the outers (true for these drawings)
            area = (sum(areas[:outers]) - sum(areas[outers:])) * scale * scale
            assert abs(area - hand_area) <= hand_area * 0.002, (name, area, hand_area)
        expected[name] = {
            "ok": True,
            "cutLengthMm": round(length, 4),
            "pierceCount": pierces,
            "boundingBox": {
                "widthMm": round((max(xs) - min(xs)) * scale, 4),
                "heightMm": round((max(ys) - min(ys)) * scale, 4),
                "minXMm": round(min(xs) * scale, 4),
                "minYMm": round(min(ys) * scale, 4),
            },
            "netAreaMm2": None if area is None else round(area, 4),
            "handNetAreaMm2": None if hand_area is None else round(hand_area, 4),
            "contours": dict(zip(("outer", "holes", "open"), contours)),
            "units": units,
            "findings": sorted(findings),
        }
    with open(os.path.join(HERE, "expected.json"), "w") as out:
        json.dump(expected, out, indent=2, sort_keys=True)
        out.write("\n")


if __name__ == "__main__":
    main()
