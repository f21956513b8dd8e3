import { designElements, type Primitive } from './elements.js';
import type { DesignElementRef, DesignParameters } from './types.js';
import { designSize } from './measures.js';

export interface DesignShape {
  ref: DesignElementRef;
  /** SVG path data in design coordinates (mm, y down). */
  d: string;
}

/** A number for path data: at most 3 decimals, no "-0". */
function n(value: number): string {
  const rounded = Math.round(value * 1000) / 1000;
  return String(rounded === 0 ? 0 : rounded);
}

function circlePath(cx: number, cy: number, r: number): string {
  return `M${n(cx - r)} ${n(cy)}A${n(r)} ${n(r)} 0 1 1 ${n(cx + r)} ${n(cy)}A${n(r)} ${n(r)} 0 1 1 ${n(cx - r)} ${n(cy)}Z`;
}

function primitivePath(primitive: Primitive): string {
  switch (primitive.kind) {
    case 'line':
      return `M${n(primitive.from.x)} ${n(primitive.from.y)}L${n(primitive.to.x)} ${n(primitive.to.y)}`;
    case 'circle':
      return circlePath(primitive.centre.x, primitive.centre.y, primitive.radius);
    case 'arc': {
      const { centre, radius, start, end } = primitive;
      const large = end - start > Math.PI ? 1 : 0;
      const sx = centre.x + radius * Math.cos(start);
      const sy = centre.y + radius * Math.sin(start);
      const ex = centre.x + radius * Math.cos(end);
      const ey = centre.y + radius * Math.sin(end);
      return `M${n(sx)} ${n(sy)}A${n(radius)} ${n(radius)} 0 ${large} 1 ${n(ex)} ${n(ey)}`;
    }
    case 'polyline':
      return (
        primitive.points.map((p, i) => `${i === 0 ? 'M' : 'L'}${n(p.x)} ${n(p.y)}`).join('') +
        (primitive.closed ? 'Z' : '')
      );
    case 'point':
      return `M${n(primitive.at.x)} ${n(primitive.at.y)}h0`;
  }
}

/** Joins lines and arcs that meet into one continuous path (closed with Z), so outlines fill. */
function joinedPath(primitives: Primitive[]): string {
  let path = '';
  let first = '';
  let last = '';
  for (const primitive of primitives) {
    const part = primitivePath(primitive);
    const move = /^M[^A-Za-z]*/.exec(part)?.[0] ?? '';
    const joinable = primitive.kind === 'line' || primitive.kind === 'arc';
    if (joinable && move === last && last !== '') {
      path += part.slice(move.length);
    } else {
      path += part;
      first = joinable ? move : '';
    }
    last = joinable ? `M${/([-\d.]+ [-\d.]+)$/.exec(part)?.[1] ?? ''}` : '';
  }
  return first !== '' && last === first && primitives.length > 1 ? `${path}Z` : path;
}

/** SVG paths of every element: outline first, then holes, cutouts and custom lines. */
export function designShapes(design: DesignParameters): DesignShape[] {
  return designElements(design).map((element) => ({
    ref: element.ref,
    d: joinedPath(element.primitives),
  }));
}

/** The box around the part and everything drawn on it, grown by `margin` on every side. */
export function designViewBox(
  design: DesignParameters,
  margin: number,
): { x: number; y: number; width: number; height: number } {
  const size = designSize(design);
  let minX = 0;
  let minY = 0;
  let maxX = size.width;
  let maxY = size.height;
  const include = (x: number, y: number) => {
    minX = Math.min(minX, x);
    minY = Math.min(minY, y);
    maxX = Math.max(maxX, x);
    maxY = Math.max(maxY, y);
  };
  for (const element of designElements(design)) {
    for (const primitive of element.primitives) {
      switch (primitive.kind) {
        case 'line':
          include(primitive.from.x, primitive.from.y);
          include(primitive.to.x, primitive.to.y);
          break;
        case 'circle':
          include(primitive.centre.x - primitive.radius, primitive.centre.y - primitive.radius);
          include(primitive.centre.x + primitive.radius, primitive.centre.y + primitive.radius);
          break;
        case 'arc': {
          const { centre, radius, start, end } = primitive;
          const at = (angle: number) =>
            include(centre.x + radius * Math.cos(angle), centre.y + radius * Math.sin(angle));
          at(start);
          at(end);
          // the axis extremes the arc passes
          for (let k = Math.ceil(start / (Math.PI / 2)); k * (Math.PI / 2) < end; k += 1) {
            at(k * (Math.PI / 2));
          }
          break;
        }
        case 'polyline':
          for (const p of primitive.points) include(p.x, p.y);
          break;
        case 'point':
          include(primitive.at.x, primitive.at.y);
          break;
      }
    }
  }
  return {
    x: minX - margin,
    y: minY - margin,
    width: maxX - minX + 2 * margin,
    height: maxY - minY + 2 * margin,
  };
}
