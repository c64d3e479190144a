import { describe, expect, it } from 'vitest';
import { AUTO_SCROLL_MS, easeInOutCubic, scrollPosition } from './smooth-scroll';

describe('auto-scroll', () => {
  it('eases from the start to the bottom over one second', () => {
    expect(AUTO_SCROLL_MS).toBe(1000);
    expect(easeInOutCubic(0)).toBe(0);
    expect(easeInOutCubic(0.5)).toBe(0.5);
    expect(easeInOutCubic(1)).toBe(1);
    expect(easeInOutCubic(0.1)).toBeLessThan(0.1);
    expect(scrollPosition(100, 900, 0)).toBe(100);
    expect(scrollPosition(100, 900, 500)).toBe(500);
    expect(scrollPosition(100, 900, 1000)).toBe(900);
  });

  it('lands on the bottom even when the frame comes late', () => {
    expect(scrollPosition(0, 600, 1400)).toBe(600);
  });
});
