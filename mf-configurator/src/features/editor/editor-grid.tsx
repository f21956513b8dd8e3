import { memo } from 'react';
import { gridLines, type ViewBox } from './editor-geometry';

/** Grid of the canvas: thin lines every 10 mm, stronger lines with labels every 50 mm. */
export const EditorGrid = memo(function EditorGrid({ viewBox }: { viewBox: ViewBox }) {
  const { minor, major } = gridLines(viewBox);
  const right = viewBox.x + viewBox.width;
  const bottom = viewBox.y + viewBox.height;
  const fontSize = Math.max(viewBox.width, viewBox.height) / 50;
  const path = (xs: number[] = [], ys: number[] = []) =>
    xs.map((x) => `M${x} ${viewBox.y}V${bottom}`).join('') +
    ys.map((y) => `M${viewBox.x} ${y}H${right}`).join('');
  return (
    <g aria-hidden="true" pointerEvents="none">
      <path
        d={path(minor[0], minor[1])}
        className="conf:stroke-border"
        strokeWidth={0.5}
        vectorEffect="non-scaling-stroke"
        fill="none"
      />
      <path
        d={path(major[0], major[1])}
        className="conf:stroke-muted-foreground/40"
        strokeWidth={1}
        vectorEffect="non-scaling-stroke"
        fill="none"
      />
      <g className="conf:fill-muted-foreground" fontSize={fontSize}>
        {major[0]?.map((x) => (
          <text key={`x${x}`} x={x + fontSize * 0.2} y={viewBox.y + fontSize * 1.1}>
            {x}
          </text>
        ))}
        {major[1]?.map((y) => (
          <text key={`y${y}`} x={viewBox.x + fontSize * 0.2} y={y - fontSize * 0.2}>
            {y}
          </text>
        ))}
      </g>
    </g>
  );
});
