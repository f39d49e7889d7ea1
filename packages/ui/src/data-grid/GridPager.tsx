import { ActionIcon, Button, Group, NativeSelect, Text } from '@mantine/core';
import { PAGE_SIZES, type TPageSize } from '@lap/contracts';
import { IconChevronLeft, IconChevronRight, IconChevronsLeft, IconChevronsRight } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import { isPageSize } from './grid-state.js';
import { pageCount, pageWindow, pendingRangeLabel, rangeLabel } from './pager.js';

export interface GridPagerProps {
  page: number;
  pageSize: TPageSize;
  /** null while the total is being counted: the page is full, so there is a next page; the last one is not known yet. */
  total: number | null;
  /** Rows on the current page (for the label while the total is counted). */
  rowCount: number;
  onPage: (page: number) => void;
  onPageSize: (size: TPageSize) => void;
}

function NavButton({
  label,
  disabled,
  onClick,
  children,
}: {
  label: string;
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <ActionIcon variant="default" size={30} aria-label={label} title={label} disabled={disabled} onClick={onClick}>
      {children}
    </ActionIcon>
  );
}

/** Page size (10 … 100), 'x–y von N' ('x–y von …' while counting), first/previous, a window of 4 page numbers, next/last. */
export function GridPager({ page, pageSize, total, rowCount, onPage, onPageSize }: GridPagerProps) {
  const sizeId = useId();
  const counting = total === null;
  const pages = counting ? page + (rowCount > 0 ? 1 : 0) : pageCount(total, pageSize);
  const current = counting ? page : Math.min(page, pages);
  return (
    <Group justify="space-between" gap="sm" mt="xs" wrap="wrap">
      <Group gap="md" wrap="nowrap">
        <Group gap={6} wrap="nowrap">
          <Text component="label" htmlFor={sizeId} size="sm" c="dimmed">
            Einträge pro Seite
          </Text>
          <NativeSelect
            id={sizeId}
            size="xs"
            w={72}
            data={PAGE_SIZES.map(String)}
            value={String(pageSize)}
            onChange={(e) => {
              const size = Number(e.currentTarget.value);
              if (isPageSize(size)) onPageSize(size);
            }}
          />
        </Group>
        <Text
          size="sm"
          aria-live="polite"
          aria-atomic="true"
          aria-busy={counting || undefined}
          data-testid="grid-range"
        >
          {counting ? pendingRangeLabel(current, pageSize, rowCount) : rangeLabel(current, pageSize, total)}
        </Text>
      </Group>
      <nav aria-label="Seitennavigation">
        <Group gap={4} wrap="nowrap">
          <NavButton label="Erste Seite" disabled={current <= 1} onClick={() => onPage(1)}>
            <IconChevronsLeft size={16} aria-hidden="true" />
          </NavButton>
          <NavButton label="Vorherige Seite" disabled={current <= 1} onClick={() => onPage(current - 1)}>
            <IconChevronLeft size={16} aria-hidden="true" />
          </NavButton>
          {pageWindow(current, pages).map((n) => (
            <Button
              key={n}
              size="compact-sm"
              h={30}
              miw={32}
              px={8}
              variant={n === current ? 'filled' : 'default'}
              aria-label={`Seite ${n}`}
              aria-current={n === current ? 'page' : undefined}
              onClick={() => onPage(n)}
            >
              {n}
            </Button>
          ))}
          <NavButton label="Nächste Seite" disabled={current >= pages} onClick={() => onPage(current + 1)}>
            <IconChevronRight size={16} aria-hidden="true" />
          </NavButton>
          <NavButton label="Letzte Seite" disabled={counting || current >= pages} onClick={() => onPage(pages)}>
            <IconChevronsRight size={16} aria-hidden="true" />
          </NavButton>
        </Group>
      </nav>
    </Group>
  );
}
