/**
 * Phone countries (dial codes) and masks from the backend, loaded once per language and shared by
 * every phone field of the app. A failed load is remembered as empty so the field still works (digits).
 */
import { useEffect, useState } from 'react';
import { phoneRuleOf, type PhoneCountry, type PhoneMask } from '@arena/domain';
import type { AuthApi } from './auth-api.ts';

export interface PhoneOption {
  id: number;
  name: string;
  code: string;
  dialCode: string;
  mask: string | undefined;
  min: number;
  max: number;
}

export function toPhoneOptions(countries: readonly PhoneCountry[], masks: readonly PhoneMask[]): PhoneOption[] {
  return countries.map((c) => {
    const mask = masks.find((m) => m.CountryId === c.id);
    return { id: c.id, name: c.name, code: c.country_code, dialCode: c.tel_code, mask: mask?.Mask, ...phoneRuleOf(mask) };
  });
}

const cache = new Map<string, Promise<PhoneOption[]>>();

export function loadPhoneOptions(api: Pick<AuthApi, 'countries' | 'masks'>, language: string): Promise<PhoneOption[]> {
  let pending = cache.get(language);
  if (!pending) {
    pending = Promise.all([api.countries(language), api.masks()])
      .then(([countries, masks]) => toPhoneOptions(countries, masks))
      .catch(() => {
        cache.delete(language);
        return [];
      });
    cache.set(language, pending);
  }
  return pending;
}

export function usePhoneOptions(api: Pick<AuthApi, 'countries' | 'masks'>, language: string): PhoneOption[] {
  const [options, setOptions] = useState<PhoneOption[]>([]);
  useEffect(() => {
    let live = true;
    void loadPhoneOptions(api, language).then((o) => live && setOptions(o));
    return () => {
      live = false;
    };
  }, [api, language]);
  return options;
}
