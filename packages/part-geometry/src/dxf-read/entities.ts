// Turns the `dxf` parser's entities into paths in mm: OCS mirroring (extrusion -Z), block
// expansion with translation, rotation, scale and arrays, ellipses and splines flattened.
import { blockEntities, insertTransforms } from './blocks.js';
import { emitPath, num, type EmitContext, type RawEntity } from './emit-context.js';
import { arcPath, circlePath, emitEllipse, polylinePath } from './primitives.js';
import { emitSpline } from './spline.js';
import { compose, type Transform } from './transform.js';

export function emitEntities(ctx: EmitContext, entities: RawEntity[], t: Transform): void {
  for (const entity of entities) {
    ctx.onEntity();
    if (entity.paperSpace) continue;
    const type = typeof entity.type === 'string' ? entity.type : 'UNKNOWN';
    switch (type) {
      case 'LINE': {
        const start = (entity.start ?? {}) as Record<string, unknown>;
        const end = (entity.end ?? {}) as Record<string, unknown>;
        const path = {
          xy: [num(start.x), num(start.y), num(end.x), num(end.y)],
          bulges: [0, 0],
          closed: false,
        };
        emitPath(ctx, path, t);
        break;
      }
      case 'ARC': {
        const path = arcPath(entity);
        if (path) emitPath(ctx, path, t);
        break;
      }
      case 'CIRCLE':
        emitPath(ctx, circlePath(entity), t);
        break;
      case 'LWPOLYLINE':
      case 'POLYLINE': {
        if (entity.polygonMesh === true || entity.polyfaceMesh === true) {
          countUnsupported(ctx, `${type} mesh`);
          break;
        }
        const path = polylinePath(entity);
        if (path) emitPath(ctx, path, t);
        else ctx.tally.zeroLength += 1;
        break;
      }
      case 'ELLIPSE':
        emitEllipse(ctx, entity, t);
        break;
      case 'SPLINE':
        ctx.tally.spline += 1;
        if (!emitSpline(ctx, entity, t))
          countUnsupported(ctx, 'SPLINE without control or fit points');
        break;
      case 'INSERT': {
        ctx.tally.insert += 1;
        const block = ctx.blocks.get(String(entity.block ?? ''));
        if (!block) {
          countUnsupported(ctx, 'INSERT of a missing block');
          break;
        }
        for (const placement of insertTransforms(entity, block)) {
          emitEntities(ctx, blockEntities(block), compose(t, placement));
        }
        break;
      }
      case 'TEXT':
      case 'MTEXT':
        ctx.tally.text += 1;
        break;
      case 'DIMENSION':
        ctx.tally.dimension += 1;
        break;
      case 'HATCH':
        ctx.tally.hatch += 1;
        break;
      case 'POINT':
      case 'ATTDEF':
      case 'ATTRIB':
      case 'VIEWPORT':
        break;
      default:
        countUnsupported(ctx, type);
    }
  }
}

function countUnsupported(ctx: EmitContext, type: string): void {
  ctx.tally.unsupported.set(type, (ctx.tally.unsupported.get(type) ?? 0) + 1);
}
