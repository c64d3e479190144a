import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SignInArt } from './sign-in-art';

describe('the sign-in picture', () => {
  it('is drawn whole: every shape lies inside the view box, so no edge cuts one', () => {
    const { container } = render(<SignInArt />);
    const [, , width, height] = container.querySelector('svg')!.getAttribute('viewBox')!.split(' ').map(Number);
    const circles = [...container.querySelectorAll('circle')];
    expect(circles.length).toBeGreaterThan(0);
    for (const circle of circles) {
      const [cx, cy, r] = ['cx', 'cy', 'r'].map((name) => Number(circle.getAttribute(name)));
      const reach = r! + Number(circle.getAttribute('stroke-width') ?? 0) / 2;
      expect(cx! - reach).toBeGreaterThanOrEqual(0);
      expect(cy! - reach).toBeGreaterThanOrEqual(0);
      expect(cx! + reach).toBeLessThanOrEqual(width!);
      expect(cy! + reach).toBeLessThanOrEqual(height!);
    }
  });
});
