import type { TClaim, TUpcomingDeadlines } from '@benji/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initialAuthState } from '../../store/auth-slice';
import { createTestStore } from '../../store/create-store';
import { DashboardPage } from './dashboard-page';
import { createTestRouter } from '../../test/test-router';

const claim = {
  id: 4,
  insurance_company_name: 'Prairie General',
  type_of_claim: 'Roof Damage / Storm',
  country_of_incident: 'Canada',
  region: 'AB',
  status: 'Active',
  created_at: '2026-11-01T10:00:00.000Z',
} as TClaim;

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

function renderDashboard(claims: TClaim[]) {
  const upcoming: TUpcomingDeadlines = {
    today: '2026-11-26',
    disclaimer: 'General information, not legal advice.',
    claims: claims.map((c) => ({ claim_id: c.id, deadlines: [], open_items: { userOwes: [], insurerOwes: [] }, coverage_notice: null })),
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => json(new URL(request.url).pathname === '/api/my-claims/' ? claims : upcoming)),
  );
  const store = createTestStore({ auth: { ...initialAuthState, accessToken: 'token', isAuthenticated: true, istrial: true } });
  const router = createTestRouter([{ path: '/', element: <DashboardPage /> }]);
  render(<Provider store={store}>{router.element}</Provider>);
}

const form = () => screen.queryByRole('region', { name: 'Submit Your Claim Info' });

afterEach(() => vi.unstubAllGlobals());

describe('DashboardPage', () => {
  it('shows a user with no claims the new-claim form first', async () => {
    renderDashboard([]);
    expect(await screen.findByRole('region', { name: 'Submit Your Claim Info' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New claim' })).toBeNull();
  });

  it('leads a user with claims with their claims and next deadlines; the form waits behind New claim', async () => {
    renderDashboard([claim]);
    const button = await screen.findByRole('button', { name: 'New claim' });
    expect(form()).toBeNull();
    const claims = screen.getByRole('region', { name: 'Your claims' });
    const deadlines = screen.getByRole('region', { name: 'Next deadlines' });
    expect(claims.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_PRECEDING).toBeTruthy();
    expect(claims.compareDocumentPosition(deadlines) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await userEvent.setup().click(button);
    expect(form()).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Submit Your Claim Info' }));
    expect(screen.queryByRole('button', { name: 'New claim' })).toBeNull();
  });
});
