/**
 * A CMS landing's structured data (content item type "landing", `data`): the call to action and a
 * secondary link (site paths, never external URLs), and the highlight figures, each with ru/en labels.
 * Anything malformed is dropped rather than rendered. Pure, React-free.
 */
export interface LandingLink {
  href: string;
  label: string;
}

export interface LandingHighlight {
  value: string;
  label: string;
}

export interface LandingModel {
  cta: LandingLink | null;
  secondary: LandingLink | null;
  highlights: LandingHighlight[];
}

// A path inside the site, after the language segment: no scheme, no `//`, no `..`.
const SITE_PATH = /^[a-z0-9][a-z0-9_-]*(?:\/[a-z0-9][a-z0-9_-]*)*$/;

const labelIn = (value: unknown, lng: string): string | null => {
  if (typeof value !== 'object' || value === null) return null;
  const labels = value as Record<string, unknown>;
  const text = labels[lng] ?? labels['en'] ?? labels['ru'];
  return typeof text === 'string' && text.trim() !== '' ? text : null;
};

function linkOf(value: unknown, lng: string): LandingLink | null {
  if (typeof value !== 'object' || value === null) return null;
  const { path, label } = value as { path?: unknown; label?: unknown };
  const text = labelIn(label, lng);
  return typeof path === 'string' && SITE_PATH.test(path) && text ? { href: `/${lng}/${path}`, label: text } : null;
}

export function landingModel(data: Record<string, unknown>, lng: string): LandingModel {
  const highlights = Array.isArray(data['highlights']) ? data['highlights'] : [];
  return {
    cta: linkOf(data['cta'], lng),
    secondary: linkOf(data['secondary'], lng),
    highlights: highlights.flatMap((entry: unknown) => {
      const { value, label } = (entry ?? {}) as { value?: unknown; label?: unknown };
      const text = labelIn(label, lng);
      return typeof value === 'string' && value.length <= 16 && text ? [{ value, label: text }] : [];
    }),
  };
}
