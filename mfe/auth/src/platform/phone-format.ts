/** Phone digits and backend masks like "(###) ###-##-##". */
export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}

/** Applies the mask to the digits typed so far; digits beyond the mask are appended as they are. */
export function applyMask(mask: string | undefined, value: string): string {
  const digits = digitsOnly(value);
  if (!mask) return digits;
  let out = '';
  let i = 0;
  for (const ch of mask) {
    if (i >= digits.length) break;
    if (ch === '#') out += digits[i++];
    else out += ch;
  }
  return out + digits.slice(i);
}
