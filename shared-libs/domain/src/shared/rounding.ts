/**
 * Decimal rounding that survives binary floating point: 2.6 × 3.5 × 1.2 is 10.919999999999998 in IEEE 754,
 * so a plain Math.round(x * 1000) / 1000 can land one unit low when x * 1000 ends in …4999999.
 * Shifting by exponent notation rounds the decimal value the user sees, not its binary approximation.
 */
export function roundTo(value: number, decimals: number): number {
  if (!Number.isFinite(value)) return value;
  const sign = value < 0 ? -1 : 1;
  // Most values are nowhere near a half at the place rounded: their binary product rounds the same way as the
  // decimal, and n / 10^d is the same double as `${n}e-d` (both the nearest to the same decimal). Ten times
  // faster than the text below, and a page formats hundreds of prices (issue 26, a server render's profile).
  if (Number.isInteger(decimals) && decimals >= 0 && decimals <= 15) {
    const scale = 10 ** decimals;
    const scaled = Math.abs(value) * scale;
    if (scaled < 1e9 && Math.abs(scaled - Math.floor(scaled) - 0.5) > 1e-6) return sign * (Math.round(scaled) / scale);
  }
  const text = String(Math.abs(value));
  // Tiny or huge values already print in exponent notation; their decimal tail is irrelevant at 2–3 places.
  if (text.includes('e')) return (sign * Math.round(Math.abs(value) * 10 ** decimals)) / 10 ** decimals;
  const shifted = Math.round(Number(`${text}e${decimals}`));
  return sign * Number(`${shifted}e${-decimals}`);
}
