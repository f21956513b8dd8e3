#!/usr/bin/python3
"""Writes solvespace-plate.slvs: one sketch in the XY workplane, no constraints (SolveSpace
regenerates the entities from the requests and their parameters). Lines are requests of type 200
(two points), arcs of type 500 (centre, start, end; counter-clockwise).
Drawn: a 90 x 50 mm plate with 10 mm 45-degree chamfers on the top corners, a slot 30 x 10 mm
(two half arcs r = 5 and two lines) centred at (45, 25), and a rectangular window 16 x 10 mm
at (8 .. 24, 20 .. 30)."""
import os

HERE = os.path.dirname(os.path.abspath(__file__))
lines = [
    ((0, 0), (90, 0)), ((90, 0), (90, 40)), ((90, 40), (80, 50)), ((80, 50), (10, 50)),
    ((10, 50), (0, 40)), ((0, 40), (0, 0)),
    ((30, 20), (60, 20)), ((60, 30), (30, 30)),
    ((8, 20), (24, 20)), ((24, 20), (24, 30)), ((24, 30), (8, 30)), ((8, 30), (8, 20)),
]
arcs = [((60, 25), (60, 20), (60, 30)), ((30, 25), (30, 30), (30, 20))]

head = """\xb1\xb2\xb3SolveSpaceREVa


Group.h.v=00000001
Group.type=5000
Group.name=#references
Group.color=ff000000
Group.skipFirst=0
Group.predef.swapUV=0
Group.predef.negateU=0
Group.predef.negateV=0
Group.visible=1
Group.suppress=0
Group.relaxConstraints=0
Group.allowRedundant=0
Group.allDimsReference=0
Group.scale=1.00000000000000000000
Group.remap={
}
AddGroup

Group.h.v=00000002
Group.type=5001
Group.order=1
Group.name=sketch-in-plane
Group.activeWorkplane.v=80020000
Group.color=ff000000
Group.subtype=6000
Group.skipFirst=0
Group.predef.q.w=1.00000000000000000000
Group.predef.origin.v=00010001
Group.predef.swapUV=0
Group.predef.negateU=0
Group.predef.negateV=0
Group.visible=1
Group.suppress=0
Group.relaxConstraints=0
Group.allowRedundant=0
Group.allDimsReference=0
Group.scale=1.00000000000000000000
Group.remap={
}
AddGroup

Param.h.v.=00010010
AddParam

Param.h.v.=00010011
AddParam

Param.h.v.=00010012
AddParam

Param.h.v.=00010020
Param.val=1.00000000000000000000
AddParam

Param.h.v.=00010021
AddParam

Param.h.v.=00010022
AddParam

Param.h.v.=00010023
AddParam

Param.h.v.=00020010
AddParam

Param.h.v.=00020011
AddParam

Param.h.v.=00020012
AddParam

Param.h.v.=00020020
Param.val=0.50000000000000000000
AddParam

Param.h.v.=00020021
Param.val=0.50000000000000000000
AddParam

Param.h.v.=00020022
Param.val=0.50000000000000000000
AddParam

Param.h.v.=00020023
Param.val=0.50000000000000000000
AddParam

Param.h.v.=00030010
AddParam

Param.h.v.=00030011
AddParam

Param.h.v.=00030012
AddParam

Param.h.v.=00030020
Param.val=0.50000000000000000000
AddParam

Param.h.v.=00030021
Param.val=-0.50000000000000000000
AddParam

Param.h.v.=00030022
Param.val=-0.50000000000000000000
AddParam

Param.h.v.=00030023
Param.val=-0.50000000000000000000
AddParam

"""
blocks = []
requests = []
n = 4
for kind, points in [(200, l) for l in lines] + [(500, a) for a in arcs]:
    for i, (x, y) in enumerate(points):
        for j, value in enumerate((x, y)):
            blocks.append(f"Param.h.v.={n:04x}{0x10 + 3 * i + j:04x}\nParam.val={value:.20f}\nAddParam\n")
    requests.append(f"Request.h.v={n:08x}\nRequest.type={kind}\nRequest.workplane.v=80020000\n"
                    "Request.group.v=00000002\nRequest.construction=0\nAddRequest\n")
    n += 1
refs = "".join(f"Request.h.v={i:08x}\nRequest.type=100\nRequest.group.v=00000001\n"
               "Request.construction=0\nAddRequest\n\n" for i in (1, 2, 3))
with open(os.path.join(HERE, "solvespace-plate.slvs"), "w", encoding="latin-1", newline="") as out:
    out.write(head + "\n".join(blocks) + "\n" + refs + "\n".join(requests) + "\n")
