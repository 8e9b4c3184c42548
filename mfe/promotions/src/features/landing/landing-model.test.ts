import { describe, expect, it } from 'vitest';
import { landingModel } from './landing-model.ts';

describe('landing data', () => {
  const data = {
    cta: { path: 'registration', label: { ru: 'Зарегистрироваться', en: 'Create an account' } },
    secondary: { path: 'blog/categories/betting-basics', label: { ru: 'Основы', en: 'Basics' } },
    highlights: [{ value: '3', label: { ru: 'шага', en: 'steps' } }, { value: 42, label: { ru: 'нет' } }, { value: 'x', label: {} }],
  };

  it('links become site paths in the page language, with that language’s label', () => {
    expect(landingModel(data, 'ru')).toEqual({
      cta: { href: '/ru/registration', label: 'Зарегистрироваться' },
      secondary: { href: '/ru/blog/categories/betting-basics', label: 'Основы' },
      highlights: [{ value: '3', label: 'шага' }],
    });
  });

  it('another language reads the en labels', () => {
    expect(landingModel(data, 'kz').cta).toEqual({ href: '/kz/registration', label: 'Create an account' });
  });

  it('external, protocol-relative or climbing paths are dropped, as is missing data', () => {
    for (const path of ['https://evil.example', '//evil.example', '../office', 'javascript:alert(1)', '']) {
      expect(landingModel({ cta: { path, label: { en: 'Go' } } }, 'en').cta, path).toBeNull();
    }
    expect(landingModel({}, 'en')).toEqual({ cta: null, secondary: null, highlights: [] });
  });
});
