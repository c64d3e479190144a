import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from './route-error-boundary';

function Broken(): never {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/page.js');
}

function Frame() {
  const location = useLocation();
  return (
    <RouteErrorBoundary location={location}>
      <Routes>
        <Route path="/broken" element={<Broken />} />
        <Route path="/home" element={<p>home page</p>} />
      </Routes>
    </RouteErrorBoundary>
  );
}

afterEach(() => vi.restoreAllMocks());

describe('RouteErrorBoundary', () => {
  it('shows the message for a page whose code failed to download, and the next navigation tries again', async () => {
    // React reports the caught error on the console; the test expects it.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <MemoryRouter initialEntries={['/broken']}>
        <Frame />
      </MemoryRouter>,
    );
    expect(await screen.findByText('A new version of Benji is available. Reload the page to continue.')).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(await screen.findByText('home page')).toBeTruthy();
  });
});
