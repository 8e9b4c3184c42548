/**
 * Spec §2: a hidden policy-logo image is rendered only for some countries (config core.policyLogoCountries).
 * The country is the visitor's geo country, which the host knows from X-Geo-Country (GET /web-api/policy/geo);
 * only when no geo country is known does the signed-in player's own country stand in. Unknown: no logo.
 */
export const POLICY_GEO_PATH = '/web-api/policy/geo';

export function policyLogoCountry(geoCountry: string | null | undefined, playerCountry: string | null | undefined): string | null {
  const country = (geoCountry || playerCountry || '').trim().toLowerCase();
  return /^[a-z]{2}$/.test(country) ? country : null;
}

export function isPolicyLogoShown(countries: readonly string[], country: string | null): boolean {
  return country !== null && countries.map((c) => c.toLowerCase()).includes(country);
}
