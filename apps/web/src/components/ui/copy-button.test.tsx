import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Toaster } from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COPIED_MS, CopyButton } from './copy-button';

function renderWithToasts(ui: ReactElement) {
  return render(
    <>
      {ui}
      <Toaster />
    </>,
  );
}

describe('CopyButton', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('copies, says so, and shows the copied state for 2 s', async () => {
    vi.useRealTimers();
    vi.useFakeTimers();
    renderWithToasts(<CopyButton text="Dear Sam," label="Copy" accessibleLabel="Copy message" success="Message copied to clipboard!" />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy message' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(await navigator.clipboard.readText()).toBe('Dear Sam,');
    expect(screen.getByText('Message copied to clipboard!')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeTruthy();

    await act(() => vi.advanceTimersByTimeAsync(COPIED_MS - 50));
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(screen.getByRole('button', { name: 'Copy message' })).toBeTruthy();
  });

  it('reads the text at the click, and counts the 2 s from the latest copy', async () => {
    // Only the fake clock moves here: with real time added to it, a busy machine let the first copy
    // expire before the second click. Clicks are plain events; the clipboard's promise is flushed.
    vi.useRealTimers();
    vi.useFakeTimers();
    const click = async (name: string) => {
      fireEvent.click(screen.getByRole('button', { name }));
      await act(() => vi.advanceTimersByTimeAsync(0));
    };
    let draft = 'first';
    render(<CopyButton text={() => draft} label="Copy to Clipboard" copiedLabel="Copied" success={null} />);
    await click('Copy to Clipboard');
    await act(() => vi.advanceTimersByTimeAsync(COPIED_MS - 500));
    draft = 'second';
    await click('Copied');
    expect(await navigator.clipboard.readText()).toBe('second');
    await act(() => vi.advanceTimersByTimeAsync(COPIED_MS - 100));
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByRole('button', { name: 'Copy to Clipboard' })).toBeTruthy();
  });

  it('says when the copy failed, and shows no copied state', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
    const onCopied = vi.fn();
    renderWithToasts(<CopyButton text="x" label="Copy All" success="Copied all" failure="Failed to copy form data" onCopied={onCopied} />);
    await user.click(screen.getByRole('button', { name: 'Copy All' }));
    expect(await screen.findByText('Failed to copy form data')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy All' })).toBeTruthy();
    expect(onCopied).not.toHaveBeenCalled();
  });
});
