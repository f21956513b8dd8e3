// Block references (INSERT): where each copy of a block goes, and how many entities the drawing
// holds once every block is expanded.
import { isMirroredOcs, num, type RawBlock, type RawEntity } from './emit-context.js';
import { compose, IDENTITY, rotation, scaling, translation, type Transform } from './transform.js';

export function insertTransforms(entity: RawEntity, block: RawBlock): Transform[] {
  const mirror = isMirroredOcs(entity) ? scaling(-1, 1) : IDENTITY;
  const place = compose(
    mirror,
    compose(
      translation(num(entity.x), num(entity.y)),
      rotation((num(entity.rotation) * Math.PI) / 180),
    ),
  );
  const scaleAndBase = compose(
    scaling(num(entity.scaleX, 1), num(entity.scaleY, 1)),
    translation(-num(block.x), -num(block.y)),
  );
  const columns = Math.max(1, Math.floor(num(entity.columnCount, 1)));
  const rows = Math.max(1, Math.floor(num(entity.rowCount, 1)));
  const transforms: Transform[] = [];
  for (let row = 0; row < rows; row += 1) {
    for (let column = 0; column < columns; column += 1) {
      const offset = translation(column * num(entity.columnSpacing), row * num(entity.rowSpacing));
      transforms.push(compose(place, compose(offset, scaleAndBase)));
    }
  }
  return transforms;
}

export function blockEntities(block: RawBlock | undefined): RawEntity[] {
  return block && Array.isArray(block.entities) ? (block.entities as RawEntity[]) : [];
}

/**
 * Entities after expansion, counted without expanding: a block that inserts itself or nests
 * too deep is reported instead of looping; a billion-entity drawing is refused before work.
 */
export function countExpanded(
  entities: RawEntity[],
  blocks: Map<string, RawBlock>,
  maxDepth: number,
): { count: number } | { problem: string } {
  const memo = new Map<string, { count: number; depth: number }>();
  const visiting = new Set<string>();
  let problem: string | null = null;
  const countList = (list: RawEntity[]): { count: number; depth: number } => {
    let count = 0;
    let depth = 0;
    for (const entity of list) {
      if (problem) break;
      if (entity.type !== 'INSERT') {
        count += 1;
        continue;
      }
      const name = String(entity.block ?? '');
      const copies =
        Math.max(1, Math.floor(num(entity.columnCount, 1))) *
        Math.max(1, Math.floor(num(entity.rowCount, 1)));
      const inner = countBlock(name);
      count += copies * inner.count;
      depth = Math.max(depth, inner.depth + 1);
    }
    return { count, depth };
  };
  const countBlock = (name: string): { count: number; depth: number } => {
    const known = memo.get(name);
    if (known) return known;
    if (visiting.has(name)) {
      problem = `Block "${name}" inserts itself.`;
      return { count: 0, depth: 0 };
    }
    visiting.add(name);
    const result = countList(blockEntities(blocks.get(name)));
    visiting.delete(name);
    memo.set(name, result);
    return result;
  };
  const total = countList(entities);
  if (problem) return { problem };
  if (total.depth > maxDepth) {
    return { problem: `Blocks are nested ${total.depth} deep (at most ${maxDepth}).` };
  }
  return { count: total.count };
}
