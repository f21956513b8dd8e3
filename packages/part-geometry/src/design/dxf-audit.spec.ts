import { describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as fc from 'fast-check';
import { defaultDesignParameters, writeDesignDxf, type DesignParameters } from './index.js';
import { designArbitrary, expectedEntities } from './test-designs.test-support.js';

// A real CAD reader's check (Debian's python3-ezdxf; CI installs it): every file passes
// doc.audit() with no errors, has millimetre units and holds the entities we meant to write.
const PYTHON = '/usr/bin/python3';
const AUDIT_SCRIPT = `
import json, sys, ezdxf
from collections import Counter
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
    }
print(json.dumps(result))
`;

interface AuditResult {
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

describe('DXF files pass the ezdxf audit', () => {
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
    const dir = mkdtempSync(join(tmpdir(), 'design-dxf-'));
    try {
      const paths = designs.map((d, index) => {
        const path = join(dir, `design-${index}.dxf`);
        writeFileSync(path, writeDesignDxf(d));
        return path;
      });
      const output = execFileSync(PYTHON, ['-c', AUDIT_SCRIPT, ...paths], { encoding: 'utf8' });
      const results = JSON.parse(output) as Record<string, AuditResult>;
      designs.forEach((d, index) => {
        const result = results[paths[index] ?? ''];
        const expected = Object.fromEntries(
          Object.entries(expectedEntities(d)).filter(([, count]) => count > 0),
        );
        expect(result).toEqual({
          errors: [],
          insunits: 4,
          layers: ['0'],
          linetypes: expect.any(Array),
          layer0: 'Continuous',
          counts: expected,
        });
        for (const linetype of result?.linetypes ?? [])
          expect(['BYLAYER', 'Continuous']).toContain(linetype);
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
