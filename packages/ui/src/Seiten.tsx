import { Pagination, type PaginationProps } from '@mantine/core';

const STEUERUNG: Record<string, string> = {
  first: 'Erste Seite',
  previous: 'Vorherige Seite',
  next: 'Nächste Seite',
  last: 'Letzte Seite',
};

/** Mantine's Pagination with German names for its buttons ('Seite 3', 'Nächste Seite'), for screen readers. */
export function Seiten(props: Omit<PaginationProps, 'getControlProps' | 'getItemProps'>) {
  return (
    <Pagination
      {...props}
      getControlProps={(control) => ({ 'aria-label': STEUERUNG[control] ?? control })}
      getItemProps={(p) => ({ 'aria-label': `Seite ${p}` })}
    />
  );
}
