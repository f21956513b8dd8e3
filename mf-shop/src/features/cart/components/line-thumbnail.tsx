import type { CartLine } from '@shop/contracts';
import { DesignPreview, useStoredDesign } from './design-preview';

const BOX = 48;

/**
 * A small picture of the line: a sheet (or a laser part's outer box) as a rectangle in its own
 * proportions, a design drawn from its stored parameters (a generic part if they no longer
 * parse), a product as a bar. Decorative.
 */
export function LineThumbnail({ line }: { line: CartLine }) {
  const design = useStoredDesign(line.kind === 'design' ? line.designParameters : undefined);
  if (line.kind === 'design' && design) {
    return (
      <div className="shop:flex shop:min-h-16 shop:min-w-16 shop:shrink-0 shop:items-center shop:justify-center shop:self-start shop:rounded-lg shop:border shop:border-border shop:bg-muted/60 shop:p-1">
        <DesignPreview design={design} />
      </div>
    );
  }
  return (
    <div
      aria-hidden="true"
      className="shop:flex shop:size-16 shop:shrink-0 shop:items-center shop:justify-center shop:rounded-lg shop:border shop:border-border shop:bg-muted/60 shop:text-primary"
    >
      <svg viewBox={`0 0 ${BOX} ${BOX}`} className="shop:size-12" fill="none">
        {(line.kind === 'sheet' || line.kind === 'laser') && (
          <SheetShape width={line.width} height={line.height} />
        )}
        {line.kind === 'design' && <DesignShape />}
        {line.kind === 'product' && <ProductShape />}
      </svg>
    </div>
  );
}

function SheetShape({ width, height }: { width: number; height: number }) {
  // The longer side fills the box; the shorter keeps at least a visible sliver.
  const scale = (BOX - 8) / Math.max(width, height, 1);
  const w = Math.max(width * scale, 4);
  const h = Math.max(height * scale, 4);
  return (
    <rect
      x={(BOX - w) / 2}
      y={(BOX - h) / 2}
      width={w}
      height={h}
      rx="1.5"
      className="shop:fill-primary/15"
      stroke="currentColor"
      strokeWidth="2"
    />
  );
}

function DesignShape() {
  return (
    <g stroke="currentColor" strokeWidth="2">
      <rect x="5" y="10" width="38" height="28" rx="6" className="shop:fill-primary/15" />
      <circle cx="13" cy="18" r="2.5" />
      <circle cx="35" cy="18" r="2.5" />
      <circle cx="13" cy="30" r="2.5" />
      <circle cx="35" cy="30" r="2.5" />
    </g>
  );
}

function ProductShape() {
  return (
    <g stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
      <path d="M6 30 30 12l12 6-24 18z" className="shop:fill-primary/15" />
      <path d="M6 30v6l12 6v-6M18 42l24-18v-6" />
    </g>
  );
}
