import { useEffect, useState } from 'react';
import { http } from '@arena/http';
import { logger } from '@arena/utils';
import { useStore } from '../platform/use-store.ts';
import { playerStore } from '../player/player.ts';
import { useSiteConfig } from '../platform/use-site-config.ts';
import { isPolicyLogoShown, POLICY_GEO_PATH, policyLogoCountry } from './policy-logo-rule.ts';
import { webPolicyGeoAnswer } from '@arena/contracts/answer-checks';

const log = logger.child('policy-logo');

/** The visitor's geo country from the host (X-Geo-Country); undefined while asking, null when unknown. */
function useGeoCountry(): string | null | undefined {
  const [country, setCountry] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    const controller = new AbortController();
    http
      .get<unknown>(POLICY_GEO_PATH, { auth: false, signal: controller.signal }).then(webPolicyGeoAnswer)
      .then((answer) => setCountry(answer?.country ?? null))
      .catch((error: unknown) => {
        log.warn('geo country unknown', error);
        setCountry(null);
      });
    return () => controller.abort();
  }, []);
  return country;
}

/** Spec §2/§7: a hidden policy-logo image (web-api/policy/logo.agif), rendered only for configured countries. */
export function PolicyLogo() {
  const countries = useSiteConfig()?.core?.policyLogoCountries ?? [];
  const { userConfig } = useStore(playerStore);
  const geoCountry = useGeoCountry();
  if (geoCountry === undefined) return null;
  const country = policyLogoCountry(geoCountry, userConfig?.user_country_code);
  if (!isPolicyLogoShown(countries, country)) return null;
  return (
    <img className="arena-policy-logo" src="/web-api/policy/logo.agif" alt="" aria-hidden="true" width={1} height={1}
      data-testid="policy-logo" data-country={country ?? ''} />
  );
}
