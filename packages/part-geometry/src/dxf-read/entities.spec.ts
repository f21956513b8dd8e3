import { readDxf } from './index.js';

/** A DXF in mm ($INSUNITS 4) with one SPLINE given only by fit points (and end tangents). */
function fitPointSpline(
  points: Array<[number, number]>,
  tangents?: [[number, number], [number, number]],
): string {
  const codes: Array<string | number> = [
    0,
    'SECTION',
    2,
    'HEADER',
    9,
    '$INSUNITS',
    70,
    4,
    0,
    'ENDSEC',
    0,
    'SECTION',
    2,
    'ENTITIES',
    0,
    'SPLINE',
    8,
    '0',
    70,
    8,
    71,
    3,
    72,
    0,
    73,
    0,
    74,
    points.length,
  ];
  if (tangents) {
    codes.push(12, tangents[0][0], 22, tangents[0][1], 32, 0);
    codes.push(13, tangents[1][0], 23, tangents[1][1], 33, 0);
  }
  for (const [x, y] of points) codes.push(11, x, 21, y, 31, 0);
  codes.push(0, 'ENDSEC', 0, 'EOF');
  return codes.join('\n') + '\n';
}

// Expected cut lengths computed by ezdxf 0.18.1 (Debian python3-ezdxf):
//   doc.modelspace().add_spline(fit_points=...) [+ dxf.start_tangent / dxf.end_tangent],
//   read back (no control points stored), construction_tool() (= fit_points_to_cad_cv),
//   flattening(0.00001) summed. Within 0.002 mm: our flattening tolerance plus rounding to 0.001.
const cases: Array<{
  name: string;
  points: Array<[number, number]>;
  tangents?: [[number, number], [number, number]];
  length: number;
  closed: boolean;
}> = [
  {
    name: 'wave',
    points: [
      [0, 0],
      [10, 10],
      [20, 0],
      [30, -10],
      [40, 0],
    ],
    length: 58.6748,
    closed: false,
  },
  {
    name: 'three points',
    points: [
      [0, 0],
      [50, 30],
      [100, 0],
    ],
    length: 120.1152,
    closed: false,
  },
  {
    name: 'with end tangents',
    points: [
      [0, 0],
      [20, 15],
      [45, 10],
      [70, 30],
    ],
    tangents: [
      [1, 0],
      [0, 1],
    ],
    length: 86.6928,
    closed: false,
  },
  {
    name: 'closed square-ish',
    points: [
      [0, 0],
      [40, 0],
      [40, 40],
      [0, 40],
      [0, 0],
    ],
    length: 170.9511,
    closed: true,
  },
];

describe('SPLINE given only by fit points', () => {
  it.each(cases)('$name matches ezdxf', ({ points, tangents, length, closed }) => {
    const result = readDxf(fitPointSpline(points, tangents));
    if (!result.ok) throw new Error(`${result.code}: ${result.message}`);
    expect(Math.abs(result.metrics.cutLengthMm - length)).toBeLessThanOrEqual(0.002);
    expect(result.findings.map((finding) => finding.code)).not.toContain('unsupported_entity');
    expect(result.findings.map((finding) => finding.code)).toContain('spline');
    expect(result.metrics.contours.open).toBe(closed ? 0 : 1);
  });

  it('passes through every fit point (bounding box of the wave)', () => {
    const result = readDxf(fitPointSpline(cases[0]!.points));
    if (!result.ok) throw new Error(result.message);
    expect(result.metrics.boundingBox.minXMm).toBeCloseTo(0, 3);
    expect(result.metrics.boundingBox.widthMm).toBeCloseTo(40, 3);
  });

  it('draws two fit points as a straight line', () => {
    const result = readDxf(
      fitPointSpline([
        [0, 0],
        [30, 40],
      ]),
    );
    if (!result.ok) throw new Error(result.message);
    expect(result.metrics.cutLengthMm).toBeCloseTo(50, 6);
  });

  it('still reports a SPLINE with neither control nor fit points as unsupported', () => {
    const result = readDxf(
      [
        0,
        'SECTION',
        2,
        'ENTITIES',
        0,
        'SPLINE',
        8,
        '0',
        71,
        3,
        0,
        'LINE',
        8,
        '0',
        10,
        0,
        20,
        0,
        11,
        5,
        21,
        0,
        0,
        'ENDSEC',
        0,
        'EOF',
      ].join('\n') + '\n',
    );
    if (!result.ok) throw new Error(result.message);
    expect(result.findings.map((finding) => finding.code)).toContain('unsupported_entity');
  });
});
