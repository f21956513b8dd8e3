import type { ReactNode } from 'react';

export interface IconProps {
  /** Size and colour; 1rem when not given. */
  className?: string;
  /** Line width in the 24-unit box; 2 when not given (thinner for large icons). */
  strokeWidth?: number;
}

/**
 * A 24-unit stroked line icon; decorative, the control around it carries the name. Remotes draw
 * icons of their own inside it.
 */
export function LineIcon({
  className = 'size-4',
  strokeWidth = 2,
  children,
}: IconProps & { children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      {children}
    </svg>
  );
}

/** An arrow to the left, on links back to a list. */
export function ArrowLeftIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M19 12H5M12 19l-7-7 7-7" />
    </LineIcon>
  );
}

/** A cross, on buttons that close or dismiss something. */
export function CloseIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M18 6 6 18M6 6l12 12" />
    </LineIcon>
  );
}

/** A waste bin, on buttons that remove something. */
export function TrashIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M3 6h18M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2m3 0v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V6M10 11v6M14 11v6" />
    </LineIcon>
  );
}

/** An arrow into a tray, on links that download a file. */
export function DownloadIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M12 3v12M7 10l5 5 5-5M5 21h14" />
    </LineIcon>
  );
}

/** A plus, on buttons that add something. */
export function PlusIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M12 5v14M5 12h14" />
    </LineIcon>
  );
}

/** A shopping cart, on the cart link and the buttons that fill the cart. */
export function CartIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <circle cx="9" cy="20" r="1.5" />
      <circle cx="18" cy="20" r="1.5" />
      <path d="M2 3h3l2.7 12.4a2 2 0 0 0 2 1.6h8.6a2 2 0 0 0 2-1.6L22 7H6" />
    </LineIcon>
  );
}

/** A page with a downward arrow, on links to a generated document (the offer PDF). */
export function DocumentIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
      <path d="M14 3v5h5M12 11v6M9 14l3 3 3-3" />
    </LineIcon>
  );
}

/** Two sheets, on buttons that copy a value to the clipboard. */
export function CopyIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <rect x="9" y="9" width="11" height="11" rx="2" />
      <path d="M5 15V5a2 2 0 0 1 2-2h10" />
    </LineIcon>
  );
}

/** A door with an arrow out, on the sign-out button. */
export function LogoutIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9" />
    </LineIcon>
  );
}

/** An envelope, where a step sends the customer an e-mail. */
export function MailIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3 7 9 6 9-6" />
    </LineIcon>
  );
}

/** A pencil, on links that edit something. */
export function EditIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M12 20h9M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4z" />
    </LineIcon>
  );
}

/** A tick, for something done (an order placed). */
export function CheckIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </LineIcon>
  );
}

/** The arrow drawn over a native select whose own arrow is hidden. */
export function SelectChevron() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      fill="currentColor"
      className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-muted-foreground"
    >
      <path
        fillRule="evenodd"
        d="M5.23 7.21a.75.75 0 0 1 1.06.02L10 11.17l3.71-3.94a.75.75 0 1 1 1.08 1.04l-4.25 4.5a.75.75 0 0 1-1.08 0l-4.25-4.5a.75.75 0 0 1 .02-1.06Z"
        clipRule="evenodd"
      />
    </svg>
  );
}

/**
 * The theme switch's icon: a sun while the dark theme is on (the switch leads to light), a moon
 * otherwise. Square line ends, unlike the line icons.
 */
export function ThemeIcon({ dark, className = 'size-5' }: { dark: boolean; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      className={className}
    >
      {dark ? (
        <>
          <circle cx="12" cy="12" r="4" />
          <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
        </>
      ) : (
        <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
      )}
    </svg>
  );
}
