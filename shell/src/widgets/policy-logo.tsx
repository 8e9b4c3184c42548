import { useStore } from '../platform/use-store.ts';
import { playerStore } from '../player/player.ts';
import { useSiteConfig } from '../platform/use-site-config.ts';
import { cookies } from '@arena/utils';

/** Spec §2/§7: a hidden policy-logo image (web-api/policy/logo.agif), rendered only for configured countries. */
export function PolicyLogo() {
  const countries = useSiteConfig()?.core?.policyLogoCountries ?? [];
  const { userConfig } = useStore(playerStore);
  // The player's country when known, else the geo country the host exposes (default 'ru', spec §9).
  const country = (userConfig?.user_country_code || cookies.get('geo_country') || 'ru').toLowerCase();
  if (!countries.includes(country)) return null;
  return <img className="arena-policy-logo" src="/web-api/policy/logo.agif" alt="" aria-hidden="true" width={1} height={1} data-testid="policy-logo" />;
}
