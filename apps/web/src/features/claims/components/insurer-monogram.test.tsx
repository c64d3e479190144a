import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InsurerMonogram } from './insurer-monogram';

describe('InsurerMonogram', () => {
  it('shows the initials as text, named for screen readers', () => {
    render(<InsurerMonogram company="State Farm" />);
    const logo = screen.getByRole('img', { name: 'State Farm' });
    expect(logo.textContent).toBe('SF');
    expect(logo.className).toMatch(/\bbg-\w+-700\b/);
  });

  it('is hidden from screen readers where the name is printed beside it, and a building without a name', () => {
    const { container } = render(<InsurerMonogram company="" decorative />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.firstElementChild!.getAttribute('aria-hidden')).toBe('true');
    expect(container.querySelector('svg')).toBeTruthy();
  });
});
