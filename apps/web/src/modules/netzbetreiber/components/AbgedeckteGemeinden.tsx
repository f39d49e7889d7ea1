import { Button, Checkbox, Group, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import type { TGemeindeRef } from '@lap/contracts';
import { Seiten } from '@lap/ui';
import { IconFilter } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { ABDECKUNG_PAGE_SIZE, filterCovered, pageOf, type CoveredGemeinde } from '../coverage';
import { NB_UI_MSG } from '../messages';

export interface AbgedeckteGemeindenProps {
  gemeinden: readonly CoveredGemeinde[];
  netzarten: readonly { netzartId: number; name: string; anzahlGemeinden: number }[];
  netzartName: (id: number) => string;
  kreisName: (kreis: string) => string;
  selected: ReadonlyMap<number, TGemeindeRef>;
  onAdd: (gemeinden: readonly TGemeindeRef[]) => void;
  onRemove: (id: number) => void;
}

/**
 * The covered municipalities, filterable by name/AGS and Netzart, 25 per page (a list reads better than a
 * municipality × Netzart matrix for ~400 × 12). Ticking a row puts it into the selection, e.g. to remove it.
 */
export function AbgedeckteGemeinden({
  gemeinden,
  netzarten,
  netzartName,
  kreisName,
  selected,
  onAdd,
  onRemove,
}: AbgedeckteGemeindenProps) {
  const [text, setText] = useState('');
  const [netzart, setNetzart] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const filtered = useMemo(
    () => filterCovered(gemeinden, text, netzart ? Number(netzart) : null),
    [gemeinden, text, netzart],
  );
  const current = pageOf(filtered, page);

  return (
    <Stack gap="sm" component="section" aria-labelledby="nb-abgedeckt-titel">
      <Title order={3} size="h5" id="nb-abgedeckt-titel">
        Abgedeckte Gemeinden
      </Title>
      {gemeinden.length === 0 ? (
        <Text c="dimmed" size="sm">
          {NB_UI_MSG.keineAbdeckung}
        </Text>
      ) : (
        <>
          <Group align="flex-end" gap="sm">
            <TextInput
              label="Abgedeckte Gemeinden filtern"
              placeholder="Name oder AGS"
              leftSection={<IconFilter size={16} aria-hidden />}
              value={text}
              onChange={(e) => {
                setText(e.currentTarget.value);
                setPage(1);
              }}
              type="search"
              autoComplete="off"
              w={260}
            />
            <Select
              label="Netzart"
              placeholder="alle Netzarten"
              data={netzarten.map((n) => ({ value: String(n.netzartId), label: n.name }))}
              value={netzart}
              onChange={(v) => {
                setNetzart(v);
                setPage(1);
              }}
              clearable
              w={220}
            />
            <Button variant="subtle" onClick={() => onAdd(filtered)} disabled={filtered.length === 0}>
              {filtered.length === gemeinden.length
                ? 'alle auswählen'
                : `${NB_UI_MSG.gemeindenAnzahl(filtered.length)} auswählen`}
            </Button>
          </Group>
          <Table.ScrollContainer minWidth={560}>
            <Table striped highlightOnHover withTableBorder verticalSpacing={6} aria-labelledby="nb-abgedeckt-titel">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={90}>Auswahl</Table.Th>
                  <Table.Th>Gemeinde</Table.Th>
                  <Table.Th w={110}>AGS</Table.Th>
                  <Table.Th>Landkreis</Table.Th>
                  <Table.Th>Netzarten</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {current.rows.length === 0 ? (
                  <Table.Tr>
                    <Table.Td colSpan={5}>
                      <Text c="dimmed" size="sm" ta="center" py="xs">
                        {NB_UI_MSG.keineTreffer}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ) : (
                  current.rows.map((g) => (
                    <Table.Tr key={g.id} data-gemeinde-id={g.id}>
                      <Table.Td>
                        <Checkbox
                          aria-label={`${g.name} auswählen`}
                          checked={selected.has(g.id)}
                          onChange={(e) => (e.currentTarget.checked ? onAdd([g]) : onRemove(g.id))}
                        />
                      </Table.Td>
                      <Table.Td>{g.name}</Table.Td>
                      <Table.Td style={{ fontVariantNumeric: 'tabular-nums' }}>{g.ags}</Table.Td>
                      <Table.Td>{kreisName(g.kreis)}</Table.Td>
                      <Table.Td>{g.netzartIds.map(netzartName).join(', ')}</Table.Td>
                    </Table.Tr>
                  ))
                )}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Group justify="space-between" gap="sm">
            <Text size="sm" data-testid="abdeckung-range">
              {filtered.length === 0
                ? '0 Gemeinden'
                : `${(current.page - 1) * ABDECKUNG_PAGE_SIZE + 1}–${(current.page - 1) * ABDECKUNG_PAGE_SIZE + current.rows.length} von ${NB_UI_MSG.gemeindenAnzahl(filtered.length)}`}
            </Text>
            {current.pages > 1 && (
              <Seiten total={current.pages} value={current.page} onChange={setPage} size="sm" withEdges />
            )}
          </Group>
        </>
      )}
    </Stack>
  );
}
