import { describe, expect, it } from 'vitest';
import { viewportPadding } from './layout-constants.ts';

describe('viewport padding', () => {
  it('top is the sum of the header heights plus 10; sides 10; bottom 52', () => {
    expect(viewportPadding([56, 44])).toEqual({ top: 110, right: 10, bottom: 52, left: 10 });
  });
});
