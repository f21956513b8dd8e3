/** A thickness as the path segment the gateway reads: '3', '0.5', '1.25' (a dot, no exponent). */
export function thicknessPath(thickness: number): string {
  return encodeURIComponent(String(thickness));
}
