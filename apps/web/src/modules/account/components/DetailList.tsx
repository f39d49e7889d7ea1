import { SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './DetailList.module.css';

export interface DetailItem {
  label: string;
  value: ReactNode;
}

/** A read-only list of label and value (a <dl>), two columns from small screens on. */
export function DetailList({ items }: { items: DetailItem[] }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="sm" className={classes.list}>
      {items.map((item) => (
        <div key={item.label}>
          <Text component="dt" size="sm" c="dimmed">
            {item.label}
          </Text>
          <Text component="dd" fw={500} className={classes.value}>
            {item.value === '' || item.value === null || item.value === undefined ? '–' : item.value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
