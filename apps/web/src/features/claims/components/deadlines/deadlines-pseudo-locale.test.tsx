import { advisoriesFor, computeDeadlines, type TDeadline } from '@benji/shared';
import { act, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import englishClaims from '../../../../i18n/catalogues/en/claims.json';
import { i18n } from '../../../../i18n/i18n';
import { pseudoMessages } from '../../../../i18n/pseudo-locale';
import { initialAuthState } from '../../../../store/auth-slice';
import { createTestStore } from '../../../../store/create-store';
import { AdvisoryList } from './advisory-list';
import { DeadlineCard } from './deadline-card';

// In the pseudo-locale every string of the app is accented; the rules' words are the server's
// English (en-XA has no table of its own), and must say so, as hard-coded-strings.spec.ts checks.

/** Text with a plain ASCII letter outside what is English by design, Intl's output or not to be translated. */
function plainText(root: HTMLElement): string[] {
  const exempt = (element: Element) => element.closest('[lang="en"], [translate="no"], time, data') !== null;
  const found: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim() ?? '';
    if (node.parentElement && /[A-Za-z]/.test(text) && !exempt(node.parentElement)) found.push(text);
  }
  for (const element of Array.from(root.querySelectorAll('[aria-label], [title], [placeholder]')))
    for (const name of ['aria-label', 'title', 'placeholder'])
      if (/[A-Za-z]/.test(element.getAttribute(name) ?? '') && !exempt(element)) found.push(`${name}=${element.getAttribute(name)}`);
  return found;
}

const openDeadline = (): TDeadline =>
  computeDeadlines({
    country: 'United States',
    region: 'TX',
    lossDate: '2024-04-02',
    events: [
      { id: '1', occurred_on: '2024-04-03', kind: 'notice_given', direction: 'to_insurer', channel: 'email', summary: '', items: [] },
    ],
    today: '2024-04-05',
  }).find((deadline) => deadline.ruleId === 'us-tx-542-055')!;

beforeEach(async () => {
  i18n.addResourceBundle('en-XA', 'claims', pseudoMessages(englishClaims));
  await act(() => i18n.changeLanguage('en-XA'));
});
afterEach(async () => {
  await act(() => i18n.changeLanguage('en-US'));
});

describe('the deadlines tab in the pseudo-locale', () => {
  it('marks a deadline’s rule words as English, and leaves no other plain string', () => {
    const store = createTestStore({ auth: { ...initialAuthState, accessToken: 'token', isAuthenticated: true } });
    const { container } = render(
      <Provider store={store}>
        <ul>
          <DeadlineCard claimId={9} deadline={openDeadline()} letterClaim={{ insurer: 'Ŀöñé Ŝţåŕ' }} />
        </ul>
      </Provider>,
    );
    expect(container.querySelector('[lang="en"]')?.textContent).toBe(openDeadline().title);
    expect(plainText(container)).toEqual([]);
  });

  it('marks the advisories and their citations as English', () => {
    const { container } = render(<AdvisoryList advisories={advisoriesFor('United States', 'TX')} />);
    expect(plainText(container)).toEqual([]);
  });
});
