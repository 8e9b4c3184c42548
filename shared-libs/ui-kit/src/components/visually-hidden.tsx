/**
 * Text for assistive technology only: in the accessibility tree, out of sight. For a page heading
 * where the design shows none (`as="h1"`) and for words a screen reader needs that the eye gets from
 * the layout. Inline style, so it holds in the server render and in every app without a stylesheet.
 */
import type { CSSProperties, ReactNode } from 'react';

const VISUALLY_HIDDEN: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
};

export function VisuallyHidden({ as: Tag = 'span', children, testId }: { as?: 'span' | 'h1' | 'h2'; children: ReactNode; testId?: string }) {
  return (
    <Tag style={VISUALLY_HIDDEN} data-testid={testId}>
      {children}
    </Tag>
  );
}
