import { Box, Skeleton, Stack } from '@mantine/core';
import type { TListFieldDef } from '@lap/contracts';
import { lazy, Suspense, type ComponentType } from 'react';
import type { GridRowBase } from './items.js';
import { ListView } from './ListView.js';
import { dataGridQueryKey } from './query-key.js';
import type { DataGridProps } from './types.js';
import { usePhoneView } from './usePhoneView.js';

export type { DataGridActionColumn, DataGridColumn, DataGridProps, DataGridResult, RowTone } from './types.js';

/** The query-cache prefix of a grid's pages: invalidate it to reload the grid after a change. */
export { dataGridQueryKey };

type AnyGridProps = DataGridProps<Record<string, TListFieldDef>, GridRowBase>;

// AG Grid only where the grid is shown: a phone never loads it
const AgDataGrid = lazy(() =>
  import('./AgDataGrid.js').then((m) => ({ default: m.AgDataGrid as unknown as ComponentType<AnyGridProps> })),
);

/** The grid's toolbar, body (its first height: header and the overlay's four rows) and pager, while AG Grid loads. */
const TOOLBAR_PX = 36;
const BODY_PX = 40 + 4 * 36 + 80;
const PAGER_PX = 40;

function GridSkeleton({ label }: { label: string }) {
  return (
    <Stack gap="xs" role="region" aria-label={label} aria-busy="true">
      <Skeleton h={TOOLBAR_PX} radius="sm" />
      <Skeleton h={BODY_PX} radius="sm" />
      <Box h={PAGER_PX} />
    </Stack>
  );
}

/**
 * The shared table of every list (ARCHITECTURE §7). On a wide screen AG Grid Community (`AgDataGrid`, loaded on
 * demand); on a phone (below `PHONE_MAX_EM`) a light list of cards (`ListView`). Both evaluate filters, sort and
 * paging on the server through the list-query protocol and keep the same state per table in localStorage.
 */
export function DataGrid<F extends Record<string, TListFieldDef>, TRow extends GridRowBase>(
  props: DataGridProps<F, TRow>,
) {
  const phone = usePhoneView();
  if (phone) return <ListView {...props} />;
  return (
    <Suspense fallback={<GridSkeleton label={props.label ?? props.list.title} />}>
      <AgDataGrid {...(props as unknown as AnyGridProps)} />
    </Suspense>
  );
}
