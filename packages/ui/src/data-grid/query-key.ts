/**
 * Where a grid caches its pages in react-query: under this prefix plus the grid's own key. Its own entry
 * (`@lap/ui/grid-query-key`) so a page can refresh a list without loading AG Grid.
 */
export function dataGridQueryKey(queryKey: readonly unknown[]): unknown[] {
  return ['lap.grid', ...queryKey];
}
