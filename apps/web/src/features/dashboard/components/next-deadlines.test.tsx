import type { TClaim, TUpcomingDeadlines } from '@benji/shared';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
