import { Box, Divider, Group, Stack, Table, Text } from '@mantine/core';
import type { TAngebotPosition, TAngebotView } from '@lap/contracts';
import { formatMoney, formatNumber } from '@lap/domain';

const num = { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** spec 000 §2: the positions with net total, VAT and gross (the totals as the server computed them, like the PDF). */
export function AngebotPositionen({
  view,
  positionen,
  labelledBy,
}: {
  view: TAngebotView;
  positionen: TAngebotPosition[];
  labelledBy: string;
}) {
  if (positionen.length === 0) return <Text c="dimmed">Keine Positionen vorhanden.</Text>;
  return (
    <>
      <Box visibleFrom="sm">
        <PositionenTabelle view={view} positionen={positionen} labelledBy={labelledBy} />
      </Box>
      <Box hiddenFrom="sm">
        <PositionenListe view={view} positionen={positionen} />
      </Box>
    </>
  );
}

/** Narrow screens: one block per position instead of a six-column table. */
function PositionenListe({ view, positionen }: { view: TAngebotView; positionen: TAngebotPosition[] }) {
  const summe = (label: string, cents: number, strong = false) => (
    <Group justify="space-between" wrap="nowrap">
      <Text size="sm" fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : undefined} style={num}>
        {formatMoney(cents)}
      </Text>
    </Group>
  );
  return (
    <Stack gap="sm">
      <Stack gap={0} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {positionen.map((p) => (
          <Box component="li" key={p.id} py="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
            <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
              <Text size="sm" fw={600}>
                {p.position}. {p.beschreibung}
              </Text>
              <Text size="sm" fw={600} style={num}>
                {formatMoney(p.gesamtpreis)}
              </Text>
            </Group>
            <Text size="sm" c="dimmed">
              {formatNumber(p.anzahl)} {p.einheit ?? ''} × {formatMoney(p.einzelpreis)}
            </Text>
          </Box>
        ))}
      </Stack>
      {summe('Nettobetrag', view.nettoBetrag)}
      {summe(`zzgl. ${formatNumber(view.mwstProzent)} % MwSt.`, view.mwst)}
      <Divider />
      {summe('Gesamtbetrag (brutto)', view.betrag, true)}
    </Stack>
  );
}

function PositionenTabelle({
  view,
  positionen,
  labelledBy,
}: {
  view: TAngebotView;
  positionen: TAngebotPosition[];
  labelledBy: string;
}) {
  return (
    <Table.ScrollContainer minWidth={640} type="native">
      <Table
        aria-labelledby={labelledBy}
        verticalSpacing="sm"
        horizontalSpacing="sm"
        striped={false}
        highlightOnHover={false}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" w={56}>
              Pos.
            </Table.Th>
            <Table.Th scope="col">Beschreibung</Table.Th>
            <Table.Th scope="col" style={num}>
              Anzahl
            </Table.Th>
            <Table.Th scope="col">Einheit</Table.Th>
            <Table.Th scope="col" style={num}>
              Einzelpreis
            </Table.Th>
            <Table.Th scope="col" style={num}>
              Gesamtpreis
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {positionen.map((p) => (
            <Table.Tr key={p.id}>
              <Table.Td>{p.position}</Table.Td>
              <Table.Td style={{ whiteSpace: 'pre-line' }}>{p.beschreibung}</Table.Td>
              <Table.Td style={num}>{formatNumber(p.anzahl)}</Table.Td>
              <Table.Td>{p.einheit ?? ''}</Table.Td>
              <Table.Td style={num}>{formatMoney(p.einzelpreis)}</Table.Td>
              <Table.Td style={num}>{formatMoney(p.gesamtpreis)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th scope="row" colSpan={5} style={{ textAlign: 'right', fontWeight: 500 }}>
              Nettobetrag
            </Table.Th>
            <Table.Td style={num}>{formatMoney(view.nettoBetrag)}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row" colSpan={5} style={{ textAlign: 'right', fontWeight: 500 }}>
              zzgl. {formatNumber(view.mwstProzent)} % MwSt.
            </Table.Th>
            <Table.Td style={num}>{formatMoney(view.mwst)}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row" colSpan={5} style={{ textAlign: 'right' }}>
              Gesamtbetrag (brutto)
            </Table.Th>
            <Table.Td style={{ ...num, fontWeight: 700 }}>{formatMoney(view.betrag)}</Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
