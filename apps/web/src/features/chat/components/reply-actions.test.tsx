import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { createTestStore } from '../../../store/create-store';
import { ReplyActions } from './reply-actions';

const EMAIL_REPLY = `**Here is a draft reply to Kevin Tran**, answering each point of their e-mail.

Subject: Re: Claim PCI-26-081447
To: kevin.tran@pacificcrest.example

Dear Kevin Tran,

Thank you for your message about claim **PCI-26-081447**.

Thank you,
Rosa Delgado
Email: rosa@example.com

**Before you send it:** replace anything in [brackets].

This is general information to help you handle your own claim, not legal advice.`;

function renderActions(content: string, adjusterEmail?: string) {
  render(
    <Provider store={createTestStore()}>
      <ReplyActions messageId={7} sessionId="4037e705-2748-4290-b388-4249a08b0eb3" content={content} adjusterEmail={adjusterEmail} />
    </Provider>,
  );
}

describe('ReplyActions', () => {
  it('copies a drafted e-mail as the letter alone, or with the notes', async () => {
    const user = userEvent.setup();
    renderActions(EMAIL_REPLY);
    await user.click(screen.getByRole('button', { name: 'Copy letter' }));
    expect(await navigator.clipboard.readText()).toBe(
      'Subject: Re: Claim PCI-26-081447\n\nDear Kevin Tran,\n\nThank you for your message about claim PCI-26-081447.\n\nThank you,\nRosa Delgado\nEmail: rosa@example.com',
    );
    await user.click(screen.getByRole('button', { name: 'Copy with notes' }));
    const withNotes = await navigator.clipboard.readText();
    expect(withNotes.startsWith('Here is a draft reply to Kevin Tran, answering')).toBe(true);
    expect(withNotes).toContain('Before you send it: replace anything in [brackets].');
  });

  it('opens the letter as an e-mail to the adjuster', () => {
    renderActions(EMAIL_REPLY);
    const link = screen.getByRole('link', { name: 'Open in e-mail' });
    const href = link.getAttribute('href')!;
    expect(
      href.startsWith('mailto:kevin.tran@pacificcrest.example?subject=Re%3A%20Claim%20PCI-26-081447&body=Dear%20Kevin%20Tran%2C%0D%0A'),
    ).toBe(true);
    expect(link.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(link.getAttribute('aria-describedby')!)?.textContent).toBe(
      'A new e-mail to kevin.tran@pacificcrest.example, with this letter',
    );
  });

  it('addresses a letter that names no recipient to the adjuster on the claim record', () => {
    renderActions(EMAIL_REPLY.replace('To: kevin.tran@pacificcrest.example\n', ''), 'k.tran@pacificcrest.example');
    const link = screen.getByRole('link', { name: 'Open in e-mail' });
    expect(link.getAttribute('href')!.startsWith('mailto:k.tran@pacificcrest.example?subject=Re%3A%20Claim')).toBe(true);
    expect(document.getElementById(link.getAttribute('aria-describedby')!)?.textContent).toBe(
      'A new e-mail to k.tran@pacificcrest.example, with this letter',
    );
  });

  it("keeps the draft's own recipient over the record's", () => {
    renderActions(EMAIL_REPLY, 'someone.else@example.com');
    expect(screen.getByRole('link', { name: 'Open in e-mail' }).getAttribute('href')!.startsWith('mailto:kevin.tran@')).toBe(true);
  });

  it('opens a new e-mail with no recipient when neither the draft nor the record names one, or the record’s is unusable', () => {
    renderActions(EMAIL_REPLY.replace('To: kevin.tran@pacificcrest.example\n', ''), 'a@b.example?cc=x@y.example');
    expect(screen.getByRole('link', { name: 'Open in e-mail' }).getAttribute('href')!.startsWith('mailto:?subject=')).toBe(true);
  });

  it('offers only Copy for a letter too long for a mailto: link', () => {
    const long = EMAIL_REPLY.replace(
      'Thank you for your message',
      `${'I enclose the receipts you asked for. '.repeat(60)}Thank you for your message`,
    );
    renderActions(long);
    expect(screen.getByRole('button', { name: 'Copy letter' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Open in e-mail' })).toBeNull();
  });

  it('copies any other reply whole, as plain text, with Copy and Save only', async () => {
    const user = userEvent.setup();
    renderActions(
      '**A proof of loss** is a sworn statement.\n\nThis is general information to help you handle your own claim, not legal advice.',
    );
    expect(screen.getAllByRole('button').map((button) => button.getAttribute('aria-label') ?? button.textContent)).toEqual([
      'Copy message',
      'Save message',
    ]);
    expect(screen.queryByRole('link')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Copy message' }));
    expect(await navigator.clipboard.readText()).toBe('A proof of loss is a sworn statement.');
  });
});
