import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ManufacturabilityFinding } from '@shop/contracts';
import {
  designElements,
  designShapes,
  elementKey,
  type DesignParameters,
  type Primitive,
} from '@shop/part-geometry';

/** How far a primitive reaches from a point, so the ring goes round the whole element. */
function reach(primitive: Primitive, x: number, y: number): number {
  const from = (px: number, py: number) => Math.hypot(px - x, py - y);
  switch (primitive.kind) {
    case 'circle':
    case 'arc':
      return from(primitive.centre.x, primitive.centre.y) + primitive.radius;
    case 'line':
      return Math.max(
        from(primitive.from.x, primitive.from.y),
        from(primitive.to.x, primitive.to.y),
      );
    case 'polyline':
      return Math.max(0, ...primitive.points.map((point) => from(point.x, point.y)));
    case 'point':
      return from(primitive.at.x, primitive.at.y);
  }
}

/**
 * The design's elements that have findings, marked over the preview: each element's edge dashed
 * in red and, for a hole, cutout or drawn line, a red ring around it; hovering names the problem.
 * `gap` is the room between an element and its ring, in mm.
 */
export function FindingMarks({
  design,
  findings,
  gap,
}: {
  design: DesignParameters;
  findings: readonly ManufacturabilityFinding[];
  gap: number;
}) {
  const { t } = useTranslation('common');
  const elements = useMemo(() => {
    const byKey = new Map<string, { d: string; primitives: Primitive[] }>();
    const shapes = designShapes(design);
    designElements(design).forEach((element, index) => {
      byKey.set(elementKey(element.ref), {
        d: shapes[index]?.d ?? '',
        primitives: element.primitives,
      });
    });
    return byKey;
  }, [design]);
  if (findings.length === 0) return null;
  return (
    <g data-testid="design-finding-marks" fill="none" className="conf:stroke-destructive">
      {findings.map((finding, index) => {
        if (finding.element.kind === 'contour') return null;
        const element = elements.get(elementKey(finding.element));
        if (!element) return null;
        const { x, y } = finding.position;
        // the outline is only dashed; a hole, cutout or drawn line gets a ring round it as well
        const ringRadius =
          finding.element.kind === 'outline'
            ? undefined
            : Math.max(0, ...element.primitives.map((p) => reach(p, x, y))) + gap;
        const title = t(`manufacturability.codes.${finding.code}.title`);
        return (
          <g
            key={`${finding.code}:${elementKey(finding.element)}:${index}`}
            data-finding={finding.code}
          >
            <title>{title}</title>
            <path
              d={element.d}
              strokeWidth={2.5}
              strokeDasharray="6 4"
              vectorEffect="non-scaling-stroke"
            />
            {ringRadius !== undefined && (
              <circle
                cx={x}
                cy={y}
                r={ringRadius}
                strokeWidth={2}
                vectorEffect="non-scaling-stroke"
              />
            )}
          </g>
        );
      })}
    </g>
  );
}
