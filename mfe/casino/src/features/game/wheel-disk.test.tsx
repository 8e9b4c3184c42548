/**
 * The wheel turns on the compositor (issue 30, "the game screen keeps 60 fps while spinning"): the turning disk is
 * an <svg> box of its own, not a group inside an SVG (a transform inside an SVG is restyled, laid out and repainted
 * on the main thread every frame of the turn; the bench's casino frame times saw it).
 */
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { WheelDisk } from './wheel-disk.tsx';

const SEGMENTS = Array.from({ length: 37 }, (_, i) => ({ label: String(i), fill: i === 0 ? '#1b7f3b' : i % 2 ? '#c1121f' : '#1d1d1d' }));

describe('the wheel disk', () => {
  it('turns an outer <svg> box (compositor), never an element inside an SVG, to the landed segment', () => {
    const { getByTestId } = render(<WheelDisk segments={SEGMENTS} landed={5} spins={2} label="pocket 5" />);
    const wheel = getByTestId('wheel-disk');
    const turning = [...wheel.querySelectorAll<SVGElement | HTMLElement>('[style]')].filter((el) => el.style.transform);
    expect(turning).toHaveLength(1);
    const disk = turning[0]!;
    expect(disk.tagName.toLowerCase()).toBe('svg');
    expect(disk.parentElement?.closest('svg')).toBeNull();
    expect(disk.style.transform).toBe(`rotate(${2 * 360 * 3 - (5 * 360) / 37}deg)`);
    expect(wheel.getAttribute('aria-label')).toBe('pocket 5');
    expect(wheel.dataset['landed']).toBe('5');
  });
});
