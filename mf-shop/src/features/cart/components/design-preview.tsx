import { memo, useMemo } from 'react';
import {
  designShapes,
  designViewBox,
  parseDesignParameters,
  type DesignParameters,
} from '@shop/part-geometry';
import { PartOutline, partPaths } from '@shop/ui';

/** In the cart a design's preview is drawn at 30 % zoom with a margin of 20 units. */
const PREVIEW_ZOOM = 0.3;
const PREVIEW_MARGIN = 20;
/** In the cart custom geometry is drawn over a grid with a line every 50 units. */
const GRID_STEP = 50;
/** The box of a stored design spans at most a few hundred steps; this only guards the loop. */
const MAX_GRID_LINES = 2000;
/** Keeps a very large part from pushing the line's text aside. */
const MAX_PREVIEW_PX = 160;

/** The design as stored, or undefined when it no longer parses (then the generic picture shows). */
export function useStoredDesign(designParameters: unknown): DesignParameters | undefined {
  return useMemo(() => {
    const parsed = parseDesignParameters(designParameters);
    return parsed.ok ? parsed.design : undefined;
  }, [designParameters]);
}

/** Path data of the grid lines on multiples of GRID_STEP inside the box, or '' if too many. */
export function gridPath(box: { x: number; y: number; width: number; height: number }): string {
  const first = (start: number) => Math.ceil(start / GRID_STEP);
  const count = (start: number, size: number) =>
    Math.floor((start + size) / GRID_STEP) - first(start) + 1;
  const columns = count(box.x, box.width);
  const rows = count(box.y, box.height);
  if (!Number.isFinite(columns + rows) || columns + rows > MAX_GRID_LINES) return '';
  const right = box.x + box.width;
  const bottom = box.y + box.height;
  const vertical = Array.from(
    { length: Math.max(0, columns) },
    (_, i) => `M${(first(box.x) + i) * GRID_STEP} ${box.y}V${bottom}`,
  );
  const horizontal = Array.from(
    { length: Math.max(0, rows) },
    (_, i) => `M${box.x} ${(first(box.y) + i) * GRID_STEP}H${right}`,
  );
  return [...vertical, ...horizontal].join('');
}

/** The part drawn from its stored parameters; holes and cutouts are cut out of one path. */
export const DesignPreview = memo(function DesignPreview({ design }: { design: DesignParameters }) {
  const { partPath, linePath, box, grid } = useMemo(() => {
    const viewBox = designViewBox(design, PREVIEW_MARGIN);
    return {
      ...partPaths(designShapes(design)),
      box: viewBox,
      grid: design.baseShape === 'custom-geometry' ? gridPath(viewBox) : '',
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
      {grid && (
        <path
          d={grid}
          data-testid="cart-design-grid"
          fill="none"
          className="shop:stroke-muted-foreground/40"
          strokeWidth={0.5}
          vectorEffect="non-scaling-stroke"
        />
      )}
      <PartOutline partPath={partPath} linePath={linePath} />
    </svg>
  );
});
