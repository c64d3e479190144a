import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { CoverageNoticeBox } from './coverage-notice-box';

const claim = (region: string | null, country = 'United States', type_of_claim = 'Collision (Accident)') => ({
  id: 7,
  country_of_incident: country,
  region,
  type_of_claim,
});

describe('the coverage notice', () => {
  it('says a state without encoded rules is not covered, what applies, and names its regulator with a link', () => {
    render(<CoverageNoticeBox claim={claim('OH')} />);
    const notice = screen.getByRole('region', { name: "Ohio's own claim deadlines are not in Benji yet." });
    expect(notice.textContent).toContain('a short or empty list does not mean nothing is due');
    const link = screen.getByRole('link', { name: 'Ohio Department of Insurance' });
    expect(link.getAttribute('href')).toMatch(/^https:\/\//);
    expect(notice.textContent).toContain('Ask Ohio Department of Insurance (insurance.ohio.gov) which rules apply.');
  });

  it("lists the policy's own conditions for a home claim, and links the regulator's complaint page by name", () => {
    render(<CoverageNoticeBox claim={claim('AR', 'United States', 'House Fire')} />);
    const notice = screen.getByRole('region', { name: "Arkansas's own claim deadlines are not in Benji yet." });
    expect(notice.textContent).toContain('Send the sworn proof of loss within 60 calendar days');
    expect(notice.textContent).toContain('(phone 1-800-852-5494)');
    expect(screen.getByRole('link', { name: 'How to complain to Arkansas Insurance Department' }).getAttribute('href')).toBe(
      'https://insurance.arkansas.gov/consumer-services/consumer-services/file-a-complaint/',
    );
  });

  it('keeps only the headline and the regulator when compact', () => {
    render(<CoverageNoticeBox claim={claim('OH')} compact />);
    expect(screen.getByRole('region').textContent).not.toContain('a short or empty list');
  });

  it.each(['TX', 'IL', 'LA', 'GA', 'CO', 'NC'])('shows nothing in %s, whose own rules are encoded', (region) => {
    const { container } = render(<CoverageNoticeBox claim={claim(region)} />);
    expect(container.textContent).toBe('');
  });
});

describe('the coverage notice in French', () => {
  it('is still English, and says so to the browser and screen readers (lang="en")', async () => {
    render(<CoverageNoticeBox claim={claim('OH')} />);
    const notice = screen.getByRole('region', { name: "Ohio's own claim deadlines are not in Benji yet." });
    expect(notice.getAttribute('lang')).toBeNull();
    await act(() => i18n.changeLanguage('fr-CA'));
    try {
      expect(notice.getAttribute('lang')).toBe('en');
    } finally {
      await act(() => i18n.changeLanguage('en-US'));
    }
  });
});
