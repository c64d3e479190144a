import { describe, expect, it } from 'vitest';
import { MAILTO_MAX_LENGTH, mailtoAddress, mailtoHref } from './mailto';

describe('mailtoHref', () => {
  it('addresses the adjuster and encodes the subject and the body, with CRLF line breaks', () => {
    const href = mailtoHref({
      subject: 'Re: Claim #42 & more',
      to: 'kevin.tran@pacificcrest.example',
      body: 'Dear Kevin,\n\nThank you.\nRosa',
    });
    expect(href).toBe(
      'mailto:kevin.tran@pacificcrest.example?subject=Re%3A%20Claim%20%2342%20%26%20more&body=Dear%20Kevin%2C%0D%0A%0D%0AThank%20you.%0D%0ARosa',
    );
    const url = new URL(href!);
    expect(url.searchParams.get('subject')).toBe('Re: Claim #42 & more');
    expect(url.searchParams.get('body')).toBe('Dear Kevin,\r\n\r\nThank you.\r\nRosa');
  });

  it('leaves the recipient empty when the letter names no address', () => {
    expect(mailtoHref({ subject: 'Request', to: null, body: 'Dear [Adjuster Name],' })).toBe(
      'mailto:?subject=Request&body=Dear%20%5BAdjuster%20Name%5D%2C',
    );
  });

  it('gives no link when it would be too long for mail clients to take whole', () => {
    const letter = (length: number) => ({ subject: 'S', to: null, body: 'x'.repeat(length) });
    const fixed = 'mailto:?subject=S&body='.length;
    expect(mailtoHref(letter(MAILTO_MAX_LENGTH - fixed))).toHaveLength(MAILTO_MAX_LENGTH);
    expect(mailtoHref(letter(MAILTO_MAX_LENGTH - fixed + 1))).toBeNull();
  });
});

describe('mailtoAddress', () => {
  it('keeps an address a link can carry, trimmed', () => {
    expect(mailtoAddress(' sam.lee@maplemutual.example ')).toBe('sam.lee@maplemutual.example');
  });

  it('refuses a blank address and one that would end or bend the link', () => {
    for (const bad of [undefined, null, '', '  ', 'sam lee@x.example', 'a@b?cc=evil@x.example', 'a@b&body=x', 'no-at-sign', 'a@b@c']) {
      expect(mailtoAddress(bad), String(bad)).toBeNull();
    }
  });
});
