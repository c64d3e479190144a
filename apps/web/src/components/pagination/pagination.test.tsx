import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Pagination } from './pagination';

function Harness({ totalPages, start = 1 }: { totalPages: number; start?: number }) {
  const [page, setPage] = useState(start);
  return <Pagination page={page} totalPages={totalPages} onChange={setPage} label="Results pages" />;
}

const numbers = () => screen.queryAllByRole('button', { name: /^Page \d+$/ }).map((button) => button.textContent);
const current = () => screen.getByRole('button', { current: 'page' }).textContent;

describe('Pagination', () => {
  it('shows a window of three pages around the current one, inside a named landmark', () => {
    render(<Harness totalPages={10} start={5} />);
    expect(screen.getByRole('navigation', { name: 'Results pages' })).toBeTruthy();
    expect(numbers()).toEqual(['4', '5', '6']);
    expect(current()).toBe('5');
  });

  it('jumps to the first and last pages and disables the shortcut that leads nowhere', async () => {
    const user = userEvent.setup();
    render(<Harness totalPages={10} start={5} />);
    await user.click(screen.getByRole('button', { name: 'Last page' }));
    expect(numbers()).toEqual(['8', '9', '10']);
    expect(current()).toBe('10');
    expect((screen.getByRole('button', { name: 'Last page' }) as HTMLButtonElement).disabled).toBe(true);

    await user.click(screen.getByRole('button', { name: 'First page' }));
    expect(numbers()).toEqual(['1', '2', '3']);
    expect((screen.getByRole('button', { name: 'First page' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('moves the window when a page number at its edge is chosen', async () => {
    const user = userEvent.setup();
    render(<Harness totalPages={5} />);
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(numbers()).toEqual(['2', '3', '4']);
  });

  it('shows only the pages that exist, and nothing at all for a single page', () => {
    const { unmount } = render(<Harness totalPages={2} />);
    expect(numbers()).toEqual(['1', '2']);
    unmount();
    render(<Harness totalPages={1} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
