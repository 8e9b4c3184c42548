/**
 * Whether two React children draw the same thing: the same element types and keys, with props equal one
 * by one (`Object.is`), looking into `children` the same way. This is what a hydration chunk still
 * waiting for the viewport asks of a parent's re-render (hydration-chunk.tsx): a parent that re-renders
 * because something it reads changed (a dictionary or a bus value its own header uses) hands over new
 * element objects with the same content, and only new content may make the chunk hydrate early.
 *
 * Props compared by identity, as `memo` does: a new closure or object counts as new content.
 */
import { isValidElement, type ReactNode } from 'react';

export function sameContent(a: ReactNode, b: ReactNode): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((child: ReactNode, n) => sameContent(child, (b as ReactNode[])[n]));
  }
  if (!isValidElement(a) || !isValidElement(b)) return false;
  if (a.type !== b.type || a.key !== b.key) return false;
  return sameProps(a.props as Record<string, unknown>, b.props as Record<string, unknown>);
}

function sameProps(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => Object.hasOwn(b, key) && (key === 'children' ? sameContent(a[key] as ReactNode, b[key] as ReactNode) : Object.is(a[key], b[key])));
}
