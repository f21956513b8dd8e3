# FreeCAD 0.20 (FREECAD_OUT=dir freecadcmd freecad-bracket.py): two drawings built from Part geometry in the
# XY plane and written by FreeCAD's own DXF writer (Import.writeDXFShape, the C++ exporter that
# importDXF uses by default):
#  - freecad-bracket.dxf: 100 x 60 mm, corners rounded r = 8 (ARCs), holes d = 10 at (15, 30) and
#    (85, 30) (CIRCLEs), a slot 30 x 10 centred at (50, 30) (two half ARCs and two LINEs);
#  - freecad-two-washers.dxf: two washers d = 40 / d = 20 side by side: more than one part.
import math
import os

import FreeCAD
import Import
import Part

V = FreeCAD.Vector
Z = V(0, 0, 1)
out = os.environ["FREECAD_OUT"]


def arc(cx, cy, r, a1, a2):
    return Part.ArcOfCircle(Part.Circle(V(cx, cy, 0), Z, r), math.radians(a1), math.radians(a2)).toShape()


def line(x1, y1, x2, y2):
    return Part.LineSegment(V(x1, y1, 0), V(x2, y2, 0)).toShape()


def circle(cx, cy, r):
    return Part.Circle(V(cx, cy, 0), Z, r).toShape()


w, h, r = 100, 60, 8
outline = [
    line(r, 0, w - r, 0), arc(w - r, r, r, 270, 360), line(w, r, w, h - r), arc(w - r, h - r, r, 0, 90),
    line(w - r, h, r, h), arc(r, h - r, r, 90, 180), line(0, h - r, 0, r), arc(r, r, r, 180, 270),
]
slot = [line(35, 25, 65, 25), arc(65, 30, 5, 270, 450), line(65, 35, 35, 35), arc(35, 30, 5, 90, 270)]
bracket = Part.Compound(outline + [circle(15, 30, 5), circle(85, 30, 5)] + slot)
Import.writeDXFShape([bracket], os.path.join(out, "freecad-bracket.dxf"), 14, True)

washers = Part.Compound([circle(20, 20, 20), circle(20, 20, 10), circle(70, 20, 20), circle(70, 20, 10)])
Import.writeDXFShape([washers], os.path.join(out, "freecad-two-washers.dxf"), 14, True)
