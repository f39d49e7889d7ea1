import { Outlet } from 'react-router';
import { DataProviders } from '../data-providers';

// Lazy layout route around every page that fetches through TanStack Query (all but start and login): see router.tsx.
export function Component() {
  return (
    <DataProviders>
      <Outlet />
    </DataProviders>
  );
}
