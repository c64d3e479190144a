import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CoverageNoticeBox } from './coverage-notice-box';

const claim = (region: string | null, country = 'United States') => ({
  id: 7,
  country_of_incident: country,
  region,
  type_of_claim: 'Collision (Accident)',
});

describe('the coverage notice', () => {
  it('says a state without encoded rules is not covered, what applies, and names its regulator with a link', () => {
    render(<CoverageNoticeBox claim={claim('OH')} />);
    const notice = screen.getByRole('region', { name: "Ohio's own claim deadlines are not in Benji yet." });
    expect(notice.textContent).toContain('a short or empty list does not mean nothing is due');
    const link = screen.getByRole('link', { name: 'Ohio Department of Insurance' });
    expect(link.getAttribute('href')).toMatch(/^https:\/\//);
  });

  it('keeps only the headline and the regulator when compact', () => {
    render(<CoverageNoticeBox claim={claim('OH')} compact />);
    expect(screen.getByRole('region').textContent).not.toContain('a short or empty list');
  });

  it('shows nothing where the place’s own rules are encoded', () => {
    const { container } = render(<CoverageNoticeBox claim={claim('TX')} />);
    expect(container.textContent).toBe('');
  });
});
