/** The link a player shares: the registration page with their ref code (registration sends it as ref_code). */
export function referralLink(origin: string, lng: string, refCode: string): string {
  return `${origin}/${encodeURIComponent(lng)}/registration?ref_code=${encodeURIComponent(refCode)}`;
}
