import type { Page } from '@playwright/test';
import { expect, type Account } from './fixtures';

/** A bearer header for the account, from its own sign-in through the API (the page's session is untouched). */
export async function apiAuth(page: Page, account: Account): Promise<{ Authorization: string }> {
  const login = await page.request.post('/api/login/', { data: { email: account.email, password: account.password } });
  expect(login.status()).toBe(200);
  return { Authorization: `Bearer ${(await login.json()).access}` };
}

/** Files a claim in Calgary through the API; returns its id. */
export async function submitClaim(page: Page, account: Account, company: string, type: string): Promise<number> {
  const response = await page.request.post('/api/my-claims/', {
    headers: await apiAuth(page, account),
    multipart: {
      type_of_claim: type,
      description: 'Hail broke the skylight and rain soaked the kitchen.',
      date_of_incident: '2026-10-01',
      country_of_incident: 'Canada',
      city_of_incident: 'Calgary',
      insurance_company_name: company,
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()).claim.id as number;
}

/** Starts a conversation through the API, about the claim named (or, with none, the newest if any). */
export async function startConversation(page: Page, account: Account, content: string, claimId?: number): Promise<string> {
  const response = await page.request.post('/api/chat/', {
    headers: await apiAuth(page, account),
    data: { content, ...(claimId === undefined ? {} : { claim_id: claimId }) },
  });
  expect(response.status()).toBe(201);
  return (await response.json()).session.session_id as string;
}
