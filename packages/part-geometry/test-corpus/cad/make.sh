#!/bin/sh
# Regenerates files/*.dxf from sources/ with real CAD programs, then expected.json.
# Needs the Debian packages openscad, inkscape, pstoedit (and optionally freecad); CI has none of
# them, so the DXF outputs are committed. Versions used: see README.md.
set -eu
cd "$(dirname "$0")"
S=sources
F=files
mkdir -p "$F"

# OpenSCAD 2021.01: 2D shapes straight to DXF (R12 without HEADER, LINE entities only).
openscad -o "$F/openscad-plate.dxf" "$S/openscad-plate.scad"
openscad -o "$F/openscad-flange.dxf" "$S/openscad-flange.scad"

# Inkscape 1.2.2, 'Desktop Cutting Plotter (AutoCAD DXF R12)', the default for .dxf: it drops
# <circle>/<rect> elements, so those are turned into paths first (as a user would do).
inkscape "$S/inkscape-plate.svg" --actions="select-by-id:hole-left,hole-right,slot;object-to-path" \
  --export-type=dxf --export-filename="$F/inkscape-plate-r12.dxf"
# Inkscape's 'AutoCAD DXF R14' (LWPOLYLINE/LINE + SPLINE). `inkscape --export-extension=
# org.ekips.output.dxf_outlines` crashes without a display here, so its script is run directly.
EXT=/usr/share/inkscape/extensions
SRC=$(pwd)/$S
OUT=$(pwd)/$F
(cd "$EXT" && /usr/bin/python3 dxf_outlines.py --output="$OUT/inkscape-plate-r14.dxf" "$SRC/inkscape-plate.svg")
(cd "$EXT" && /usr/bin/python3 dxf_outlines.py --unit_from_document=false --units=in \
  --output="$OUT/inkscape-plate-inch.dxf" "$SRC/inkscape-plate.svg")
(cd "$EXT" && /usr/bin/python3 dxf_outlines.py --output="$OUT/inkscape-open-r14.dxf" "$SRC/inkscape-open.svg")

# pstoedit 3.78 from a PostScript drawing: R12 POLYLINEs in mm, R2000 B-splines in mm, and the
# default (R12 in inches, with no unit stated).
pstoedit -f 'dxf:-mm' "$S/pstoedit-plate.ps" "$F/pstoedit-plate-r12.dxf"
pstoedit -f 'dxf_s:-mm -splineasbspline' "$S/pstoedit-plate.ps" "$F/pstoedit-plate-splines.dxf"
pstoedit -f dxf "$S/pstoedit-plate.ps" "$F/pstoedit-plate-points.dxf"

# SolveSpace 3.1: the sketch written by sources/solvespace-plate.py, exported as the view from the
# front (the XY plane), R2007 with LINE/POLYLINE/ARC.
/usr/bin/python3 "$S/solvespace-plate.py"
solvespace-cli export-view -v front -o "$F/solvespace-plate.dxf" "$S/solvespace-plate.slvs"

# FreeCAD 0.20 (optional, large): a sketch-like bracket exported with its DXF exporter.
if command -v freecadcmd >/dev/null 2>&1; then
  FREECAD_OUT="$OUT" freecadcmd "$S/freecad-bracket.py"
fi

/usr/bin/python3 expected.py
# The repository's formatter, so `npm run lint` (prettier --check) passes on the written file.
(cd ../../../.. && npx prettier --write packages/part-geometry/test-corpus/cad/expected.json)
