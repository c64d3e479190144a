import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Composer } from './composer';

const draft = () => (screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement).value;

describe('Composer', () => {
  it('keeps a message sent while the conversation loads and sends it once it has loaded', async () => {
    const onSend = vi.fn(async () => 'sent' as const);
    const { rerender } = render(<Composer busy={false} opening onSend={onSend} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'What is my deductible?{Enter}');
    expect(onSend).not.toHaveBeenCalled();
    expect(draft()).toBe('What is my deductible?');

    rerender(<Composer busy={false} opening={false} onSend={onSend} />);
    await waitFor(() => expect(onSend).toHaveBeenCalledWith('What is my deductible?'));
    expect(draft()).toBe('');
  });

  it('sends nothing while a reply is being written, and keeps the text', async () => {
    const onSend = vi.fn(async () => 'sent' as const);
    const { rerender } = render(<Composer busy onSend={onSend} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'And the limit?{Enter}');
    rerender(<Composer busy={false} onSend={onSend} />);
    expect(onSend).not.toHaveBeenCalled();
    expect(draft()).toBe('And the limit?');
  });
});
