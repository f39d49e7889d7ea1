import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { PageLoader } from '../modules/shell/components/PageLoader';

// Lazy route module: netzbetreiber/:netzbetreiberId? — the list (with AG Grid) and the edit page (without)
// load as separate chunks, so opening an operator does not fetch the grid.
const NetzbetreiberPage = lazy(() =>
  import('../modules/netzbetreiber/components/NetzbetreiberPage').then((m) => ({ default: m.NetzbetreiberPage })),
);
const NetzbetreiberEditPage = lazy(() =>
  import('../modules/netzbetreiber/components/NetzbetreiberEditPage').then((m) => ({
    default: m.NetzbetreiberEditPage,
  })),
);

export function Component() {
  const { netzbetreiberId } = useParams();
  return (
    <Suspense fallback={<PageLoader />}>{netzbetreiberId ? <NetzbetreiberEditPage /> : <NetzbetreiberPage />}</Suspense>
  );
}
