/** True when the number, as written, has at most `places` decimals (1000.00000001 has more). */
export const hasAtMostDecimals = (places: number) => (value: number) =>
  Number(value.toFixed(places)) === value;
