import { useLayoutEffect, type ReactNode } from 'react';
import { MemoryRouter, useLocation, useRoutes, type Location, type RouteObject } from 'react-router';

type Recorder = (location: Location) => void;

function RecordedRoutes({ routes, record }: { routes: RouteObject[]; record: Recorder }) {
  const location = useLocation();
  useLayoutEffect(() => record(location), [location, record]);
  return useRoutes(routes);
}

/**
 * A route table in a MemoryRouter at `path`, rendered the way the app's declarative router renders
 * it; `location()` is where the user is now (after a redirect or a navigation the test caused).
 */
export function createTestRouter(routes: RouteObject[], path = '/'): { element: ReactNode; location: () => Location } {
  let current: Location | undefined;
  const record: Recorder = (location) => {
    current = location;
  };
  return {
    element: (
      <MemoryRouter initialEntries={[path]}>
        <RecordedRoutes routes={routes} record={record} />
      </MemoryRouter>
    ),
    location: () => {
      if (!current) throw new Error('The test router has not rendered yet');
      return current;
    },
  };
}
