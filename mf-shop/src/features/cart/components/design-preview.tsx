import { memo, useMemo } from 'react';
import {
  designShapes,
  designViewBox,
  parseDesignParameters,
  type DesignParameters,
} from '@shop/part-geometry';

/** SPEC 2 'Cart': a design's preview at 30 % zoom with a margin of 20 units. */
const PREVIEW_ZOOM = 0.3;
const PREVIEW_MARGIN = 20;
/** Keeps a very large part from pushing the line's text aside. */
const MAX_PREVIEW_PX = 160;

/** The design as stored, or undefined when it no longer parses (then the generic picture shows). */
export function useStoredDesign(designParameters: unknown): DesignParameters | undefined {
  return useMemo(() => {
    const parsed = parseDesignParameters(designParameters);
    return parsed.ok ? parsed.design : undefined;
  }, [designParameters]);
}

/** The part drawn from its stored parameters; holes and cutouts are cut out of one path. */
export const DesignPreview = memo(function DesignPreview({ design }: { design: DesignParameters }) {
  const { partPath, linePath, box } = useMemo(() => {
    const part: string[] = [];
    const lines: string[] = [];
    for (const shape of designShapes(design)) {
      (shape.ref.kind === 'customLine' ? lines : part).push(shape.d);
    }
    return {
      partPath: part.join(' '),
      linePath: lines.join(' '),
      box: designViewBox(design, PREVIEW_MARGIN),
    };
  }, [design]);
  const scale = Math.min(PREVIEW_ZOOM, MAX_PREVIEW_PX / Math.max(box.width, box.height, 1));
  return (
    <svg
      aria-hidden="true"
      data-testid="cart-design-preview"
      viewBox={`${box.x} ${box.y} ${box.width} ${box.height}`}
      width={box.width * scale}
      height={box.height * scale}
      className="shop:text-primary"
    >
      <path
        d={partPath}
        fillRule="evenodd"
        className="shop:fill-primary/15"
        stroke="currentColor"
        strokeWidth={1.5}
        vectorEffect="non-scaling-stroke"
      />
      {linePath && (
        <path
          d={linePath}
          fill="none"
          stroke="currentColor"
          strokeWidth={1.5}
          vectorEffect="non-scaling-stroke"
        />
      )}
    </svg>
  );
});
