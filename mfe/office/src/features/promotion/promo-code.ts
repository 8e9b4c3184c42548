/** The promo code field's own check (the server has the final word): Latin letters, digits, - and _, ≤ 32. */
export type PromoCodeProblem = 'empty' | 'format';

export function promoCodeProblem(raw: string): PromoCodeProblem | null {
  const code = raw.trim();
  if (code === '') return 'empty';
  return /^[A-Za-z0-9_-]{1,32}$/.test(code) ? null : 'format';
}
