/**
 * The interface dictionaries (GET /dictionary-api/{lng}/{namespace}; the front end's i18next backend): a
 * namespace's texts by key. Most namespaces are flat; `ops` (the deploy console) groups its keys one level
 * or more deep, so a value is a text or a group of the same shape: a recursive schema.
 */
import { Type } from 'typebox';

/** A dictionary namespace: key → text, or key → a nested group of keys (i18next's nested keys, `a.b`). */
export const DictionaryResource = Type.Cyclic(
  { DictionaryResource: Type.Record(Type.String(), Type.Union([Type.String(), Type.Ref('DictionaryResource')])) },
  'DictionaryResource',
);

export const DictionaryParams = Type.Object({
  lng: Type.String({ pattern: '^[a-z]{2}$' }),
  namespace: Type.String({ pattern: '^[a-z][a-z0-9_-]{0,31}$' }),
});
