import { describe, expect, it } from 'vitest';
import { FIRST_APP_MOUNTED_MARK, LAST_APP_MOUNTED_MARK, recordMount, type MarkTimeline } from './performance-marks.ts';

function timeline() {
  const marks: string[] = [];
  const t: MarkTimeline = {
    mark: (name) => marks.push(name),
    clearMarks: (name) => {
      for (let i = marks.length - 1; i >= 0; i -= 1) if (name === undefined || marks[i] === name) marks.splice(i, 1);
    },
  };
  return { t, marks };
}

describe('performance marks', () => {
  it('the first mount is marked once; later mounts replace one mark, so the timeline does not grow per navigation', () => {
    const { t, marks } = timeline();
    recordMount(t, ['@arena/betting'], true);
    for (let i = 0; i < 200; i += 1) recordMount(t, [i % 2 ? '@arena/betting' : '@arena/office'], false);
    expect(marks.filter((m) => m === FIRST_APP_MOUNTED_MARK)).toHaveLength(1);
    expect(marks.filter((m) => m === LAST_APP_MOUNTED_MARK)).toHaveLength(1);
    expect(marks).toHaveLength(2);
  });
});
