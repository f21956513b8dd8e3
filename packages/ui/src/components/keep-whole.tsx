import type { ReactNode } from 'react';

/** `text` with `part` kept on one line: a phone must not break 'B-2026-000125' at a hyphen. */
export function keepWhole(text: string, part: string): ReactNode {
  const at = part ? text.indexOf(part) : -1;
  if (at < 0) return text;
  return (
    <>
      {text.slice(0, at)}
      <span className="whitespace-nowrap">{part}</span>
      {text.slice(at + part.length)}
    </>
  );
}
