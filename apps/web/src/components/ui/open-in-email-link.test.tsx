import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MAILTO_MAX_LENGTH } from '../../lib/mailto/mailto';
import { OpenInEmailLink } from './open-in-email-link';

const link = () => screen.getByRole('link', { name: 'Open in e-mail' });
const hint = () => document.getElementById(link().getAttribute('aria-describedby')!)?.textContent;

describe('OpenInEmailLink', () => {
  it('writes to the adjuster with the subject and the letter', () => {
    render(
      <OpenInEmailLink
        letter={{ to: ' sam.lee@maplemutual.example ', subject: 'Counter-Offer - Claim MM-1', body: 'Dear Sam Lee,\nThanks.' }}
      />,
    );
    const href = new URL(link().getAttribute('href')!);
    expect(href.pathname).toBe('sam.lee@maplemutual.example');
    expect(href.searchParams.get('subject')).toBe('Counter-Offer - Claim MM-1');
    expect(href.searchParams.get('body')).toBe('Dear Sam Lee,\r\nThanks.');
    expect(hint()).toBe('A new e-mail to sam.lee@maplemutual.example, with this letter.');
  });

  it('opens a letter too long for the link without it, and says to paste it in', () => {
    render(<OpenInEmailLink letter={{ to: 'sam.lee@maplemutual.example', subject: 'Claim MM-1', body: 'x'.repeat(MAILTO_MAX_LENGTH) }} />);
    expect(link().getAttribute('href')).toBe('mailto:sam.lee@maplemutual.example?subject=Claim%20MM-1');
    expect(hint()).toBe('A new e-mail to sam.lee@maplemutual.example. The letter is too long for the link: copy it, then paste it in.');
  });

  it('leaves out an address the link cannot carry', () => {
    render(<OpenInEmailLink letter={{ to: 'a@b.example?cc=x@y.example', subject: 'S', body: 'B' }} />);
    expect(link().getAttribute('href')).toBe('mailto:?subject=S&body=B');
    expect(hint()).toBe('A new e-mail, with this letter.');
  });
});
