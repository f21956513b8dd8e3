import type { ReactElement } from 'react';
import type { CategoryImage } from '@shop/contracts';

/**
 * The category images: cross-sections of each profile, drawn by us as inline SVG (a category's
 * `image` names one). They take the text colour, so they follow the light and dark theme.
 */
const drawings: Record<CategoryImage, ReactElement> = {
  'i-beam': <path d="M22 20h76v14H67v52h31v14H22V86h31V34H22z" />,
  channel: <path d="M34 20h52v13H50v54h36v13H34z" />,
  angle: <path d="M30 20h14v66h50v14H30z" />,
  't-section': <path d="M18 24h84v14H67v62H53V38H18z" />,
  'flat-bar': <rect x="14" y="46" width="92" height="28" rx="2" />,
  'round-bar': <circle cx="60" cy="60" r="40" />,
  'square-bar': <rect x="22" y="22" width="76" height="76" rx="3" />,
  'hexagon-bar': <path d="M60 16l38 22v44L60 104 22 82V38z" />,
  'hollow-section': <path fillRule="evenodd" d="M24 28h72v64H24zM34 38v44h52V38z" />,
  'round-tube': (
    <path
      fillRule="evenodd"
      d="M60 18a42 42 0 1 1 0 84a42 42 0 1 1 0-84zM60 30a30 30 0 1 0 0 60a30 30 0 1 0 0-60z"
    />
  ),
  rebar: (
    <>
      <circle cx="60" cy="60" r="34" />
      <circle cx="99.0" cy="60.0" r="5" />
      <circle cx="87.6" cy="87.6" r="5" />
      <circle cx="60.0" cy="99.0" r="5" />
      <circle cx="32.4" cy="87.6" r="5" />
      <circle cx="21.0" cy="60.0" r="5" />
      <circle cx="32.4" cy="32.4" r="5" />
      <circle cx="60.0" cy="21.0" r="5" />
      <circle cx="87.6" cy="32.4" r="5" />
    </>
  ),
  sheet: <path d="M14 70l56-26 36 10-56 26zM14 70v6l36 10v-6zM50 80v6l56-26v-6z" />,
};

interface CrossSectionDrawingProps {
  image: CategoryImage;
  className?: string;
}

/** A decorative cross-section; the category's name beside it says what it is. */
export function CrossSectionDrawing({ image, className }: CrossSectionDrawingProps) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 120 120"
      data-image={image}
      className={className}
      fill="currentColor"
      fillOpacity="0.18"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinejoin="round"
    >
      {drawings[image] ?? drawings.sheet}
    </svg>
  );
}
