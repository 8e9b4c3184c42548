/**
 * `<html lang dir>` after client navigation (issue 20): the host writes them into index.html for the
 * first page; a language switch or any navigation to another language segment keeps them right, so
 * screen readers, hyphenation, fonts and the right-to-left layout follow the page language.
 */
import { languageTag, textDirection } from '@arena/domain';

export function applyDocumentLanguage(root: Pick<HTMLElement, 'lang' | 'dir'>, segment: string): void {
  const lang = languageTag(segment);
  const dir = textDirection(segment);
  if (root.lang !== lang) root.lang = lang;
  if (root.dir !== dir) root.dir = dir;
}
