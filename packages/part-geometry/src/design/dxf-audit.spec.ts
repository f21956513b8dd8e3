import { describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as fc from 'fast-check';
import { defaultDesignParameters, writeDesignDxf, type DesignParameters } from './index.js';
import { designArbitrary, expectedDxfEntities } from './test-designs.test-support.js';

// A real CAD reader's check (Debian's python3-ezdxf; CI installs it): every file passes
// doc.audit() with no errors, has millimetre units and holds the entities we meant to write.
const PYTHON = '/usr/bin/python3';
const AUDIT_SCRIPT = `
import json, sys, ezdxf
import math
from collections import Counter

def arc_points(e):
    """Start, middle and end of an arc as CAD programs draw it (counter-clockwise)."""
    c, r = e.dxf.center, e.dxf.radius
    start, end = e.dxf.start_angle, e.dxf.end_angle
    middle = start + ((end - start) % 360) / 2
    at = lambda a: [round(c.x + r * math.cos(math.radians(a)), 3), round(c.y + r * math.sin(math.radians(a)), 3)]
    return at(start) + at(middle) + at(end)

result = {}
for path in sys.argv[1:]:
    doc = ezdxf.readfile(path)
    auditor = doc.audit()
    msp = doc.modelspace()
    result[path] = {
        "errors": [str(e.message) for e in auditor.errors],
        "insunits": doc.header.get("$INSUNITS"),
        "layers": sorted(set(e.dxf.layer for e in msp)),
        "linetypes": sorted(set(e.dxf.get("linetype", "BYLAYER") for e in msp)),
        "layer0": doc.layers.get("0").dxf.linetype,
        "counts": dict(Counter(e.dxftype() for e in msp)),
        "arcs": [arc_points(e) for e in msp.query("ARC")],
        "lines": [[round(v, 3) for v in (e.dxf.start.x, e.dxf.start.y, e.dxf.end.x, e.dxf.end.y)] for e in msp.query("LINE")],
    }
print(json.dumps(result))
`;

interface AuditResult {
  arcs: number[][];
  lines: number[][];
  errors: string[];
  insunits: number;
  layers: string[];
  linetypes: string[];
  layer0: string;
  counts: Record<string, number>;
}

function design(patch: (d: DesignParameters) => void): DesignParameters {
  const d = defaultDesignParameters();
  patch(d);
  return d;
}

function audit(designs: DesignParameters[]): AuditResult[] {
  const dir = mkdtempSync(join(tmpdir(), 'design-dxf-'));
  try {
    const paths = designs.map((d, index) => {
      const path = join(dir, `design-${index}.dxf`);
      writeFileSync(path, writeDesignDxf(d));
      return path;
    });
    const output = execFileSync(PYTHON, ['-c', AUDIT_SCRIPT, ...paths], { encoding: 'utf8' });
    const results = JSON.parse(output) as Record<string, AuditResult>;
    return paths.map((path) => results[path]!);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('DXF files pass the ezdxf audit', () => {
  it('draws the rounded outline and a 3-point arc where the screen shows them, y flipped', () => {
    // 200 x 150 with radius 10; the arc runs from (20, 20) over (40, 10) to (60, 20) on screen,
    // so in DXF (y up, y' = 150 - y) from (20, 130) over (40, 140) to (60, 130), bulging upwards.
    const [result] = audit([
      design((d) => {
        d.features.roundedCorners = true;
        d.customLines = [
          {
            id: 'arc',
            type: 'arc',
            points: [
              { x: 20, y: 20 },
              { x: 40, y: 10 },
              { x: 60, y: 20 },
            ],
          },
        ];
      }),
    ]);
    const arcs = result?.arcs ?? [];
    // the corners, counter-clockwise and bulging outwards: top-right, bottom-right, bottom-left, top-left
    expect(arcs.slice(0, 4)).toEqual([
      [200, 140, 197.071, 147.071, 190, 150],
      [190, 0, 197.071, 2.929, 200, 10],
      [0, 10, 2.929, 2.929, 10, 0],
      [10, 150, 2.929, 147.071, 0, 140],
    ]);
    const customArc = arcs[4] ?? [];
    // counter-clockwise from the right end to the left end, through the top
    expect(customArc.map((v) => Math.round(v * 100) / 100)).toEqual([60, 130, 40, 140, 20, 130]);
    // the outline is one closed chain: every line end meets an arc end
    const arcEnds = arcs.slice(0, 4).flatMap((a) => [`${a[0]},${a[1]}`, `${a[4]},${a[5]}`]);
    const lineEnds = (result?.lines ?? []).flatMap((l) => [`${l[0]},${l[1]}`, `${l[2]},${l[3]}`]);
    expect(lineEnds.sort()).toEqual(arcEnds.sort());
  });

  it('opens every design without errors, in mm, on layer 0 with Continuous lines', () => {
    const designs: DesignParameters[] = [
      defaultDesignParameters(),
      design((d) => ((d.features.roundedCorners = true), (d.holes.pattern = 'grid'))),
      design(
        (d) => (
          (d.baseShape = 'washer'),
          (d.holes.pattern = 'corners'),
          (d.holes.includeCenter = true)
        ),
      ),
      design((d) => (d.baseShape = 'circle')),
      design((d) => {
        d.baseShape = 'custom-geometry';
        d.customLines = [
          {
            id: 'poly',
            type: 'line',
            points: [
              { x: 0, y: 0 },
              { x: 50, y: 0 },
              { x: 50, y: 40 },
              { x: 0, y: 0 },
            ],
          },
          {
            id: 'arc',
            type: 'arc',
            points: [
              { x: 0, y: 0 },
              { x: 10, y: 5 },
              { x: 20, y: 0 },
            ],
          },
          {
            id: 'circle',
            type: 'circle',
            points: [
              { x: 100, y: 75 },
              { x: 110, y: 75 },
            ],
          },
          {
            id: 'rect',
            type: 'rectangle',
            points: [
              { x: 10, y: 10 },
              { x: 40, y: 30 },
            ],
          },
          { id: 'point', type: 'point', points: [{ x: 5, y: 5 }] },
        ];
        d.cutouts = [
          {
            type: 'polygon',
            points: [
              { x: 150, y: 20 },
              { x: 180, y: 20 },
              { x: 165, y: 50 },
            ],
          },
        ];
      }),
      ...fc.sample(designArbitrary, { numRuns: 15, seed: 7 }),
    ];
    const results = audit(designs);
    designs.forEach((d, index) => {
      const result = results[index];
      const expected = Object.fromEntries(
        Object.entries(expectedDxfEntities(d)).filter(([, count]) => count > 0),
      );
      expect(result).toEqual({
        errors: [],
        insunits: 4,
        layers: ['0'],
        linetypes: expect.any(Array),
        layer0: 'Continuous',
        counts: expected,
        arcs: expect.any(Array),
        lines: expect.any(Array),
      });
      for (const linetype of result?.linetypes ?? [])
        expect(['BYLAYER', 'Continuous']).toContain(linetype);
    });
  });
});
