import { computeDeadlines, type TClaim, type TUpcomingDeadlines } from '@benji/shared';
import { SPANISH_DEADLINE_WORDS } from '@benji/shared/deadline-words/es-US';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import spanishDashboard from '../../../i18n/catalogues/es-US/dashboard.json';
import { i18n } from '../../../i18n/i18n';
import { NextDeadlines } from './next-deadlines';

const claim = (id: number, region: string) =>
  ({
    id,
    insurance_company_name: 'Acme',
    type_of_claim: 'House Fire',
    region,
    country_of_incident: 'United States',
    status: 'Active',
  }) as TClaim;
const upcoming = (claims: TClaim[]): TUpcomingDeadlines => ({
  today: '2026-11-24',
  disclaimer: 'General information, not legal advice.',
  claims: claims.map((c) => ({ claim_id: c.id, deadlines: [], open_items: { userOwes: [], insurerOwes: [] }, coverage_notice: null })),
});

function renderFor(claims: TClaim[]) {
  render(<NextDeadlines upcoming={upcoming(claims)} claims={claims} isLoading={false} isError={false} />);
  return screen.getByRole('region', { name: 'Next deadlines' }).textContent;
}

describe('NextDeadlines with nothing open', () => {
  it('where a claim’s state is not encoded: says the empty list does not mean nothing is due, and shows the notice', () => {
    const text = renderFor([claim(1, 'NC'), claim(2, 'OH')]);
    expect(text).toContain('No open deadlines from the rules Benji holds');
    expect(screen.getByRole('region', { name: "Ohio's own claim deadlines are not in Benji yet." })).toBeTruthy();
    expect(screen.queryByRole('region', { name: /North Carolina/ })).toBeNull();
  });

  it('where every claim’s state is encoded: a plain "No open deadlines"', () => {
    const text = renderFor([claim(1, 'IL')]);
    expect(text).toContain('No open deadlines. Record what happens');
    expect(screen.queryByRole('region', { name: /not in Benji yet/ })).toBeNull();
  });
});

describe('NextDeadlines in Spanish', () => {
  it("names each deadline's rule and citation in Spanish", async () => {
    i18n.addResourceBundle('es-US', 'dashboard', spanishDashboard);
    await act(() => i18n.changeLanguage('es-US'));
    try {
      const quebec = { ...claim(1, 'QC'), country_of_incident: 'Canada' } as TClaim;
      const events = [
        {
          id: '1',
          occurred_on: '2026-11-02',
          kind: 'notice_given' as const,
          direction: 'to_insurer' as const,
          channel: 'email' as const,
          summary: 'Sent.',
          items: [],
        },
      ];
      const deadlines = computeDeadlines({ country: 'Canada', region: 'QC', lossDate: '2026-11-01', events, today: '2026-11-24' }).filter(
        (deadline) => deadline.ruleId === 'ca-qc-pay-or-reject',
      );
      const data = upcoming([quebec]);
      data.claims[0]!.deadlines = deadlines;
      render(<NextDeadlines upcoming={data} claims={[quebec]} isLoading={false} isError={false} />);
      const rule = SPANISH_DEADLINE_WORDS.rules['ca-qc-pay-or-reject']!;
      expect(await screen.findByText(rule.title)).toBeTruthy();
      expect(screen.getByRole('listitem').textContent).toContain(rule.citation);
      expect(screen.queryByText('Pay or reject the claim')).toBeNull();
    } finally {
      await act(() => i18n.changeLanguage('en-US'));
    }
  });
});
