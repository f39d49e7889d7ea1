import { Anchor, Badge, Stack, Table, Text } from '@mantine/core';
import type { TAuskunftGruppe, TAuskunftZustand } from '@lap/contracts';
import { formatDate } from '@lap/domain';
import { formatFileSize } from '@lap/ui/upload';
import { versorgerDateiDownloadUrl } from '../upload-versorger-file';

/** Colour of an operator's state; the text says it too. Dark shades keep the light badges readable (WCAG AA). */
const ZUSTAND_FARBE: Record<TAuskunftZustand, string> = { angefragt: 'yellow', geantwortet: 'teal', 'nicht betroffen': 'gray' };

function ZustandBadge({ zustand }: { zustand: TAuskunftZustand }) {
  const color = ZUSTAND_FARBE[zustand];
  return (
    <Badge variant="light" color={color} c={color === 'teal' ? 'teal.9' : 'dark.7'} radius="sm" tt="none">
      {zustand}
    </Badge>
  );
}

/**
 * /dokumente (spec 000 §2): the operators' answers grouped by operator with each one's state — angefragt,
 * geantwortet or 'nicht betroffen' — and, once answered, its files through DownloadVersorgerDatei/{id}.
 */
export function AuskunftGruppen({ gruppen }: { gruppen: readonly TAuskunftGruppe[] }) {
  if (gruppen.length === 0) {
    return <Text c="dimmed">Es wurden noch keine Netzbetreiber angefragt.</Text>;
  }
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table aria-label="Antworten der Netzbetreiber" verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Netzbetreiber</Table.Th>
            <Table.Th w={150}>Stand</Table.Th>
            <Table.Th w={130}>Auskunft vom</Table.Th>
            <Table.Th>Dateien</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {gruppen.map((g) => (
            <Table.Tr key={g.versorgerId}>
              <Table.Td fw={500}>{g.versorgerName}</Table.Td>
              <Table.Td>
                <ZustandBadge zustand={g.zustand} />
              </Table.Td>
              <Table.Td>{g.auskunftDatum ? formatDate(g.auskunftDatum) : '–'}</Table.Td>
              <Table.Td>
                {g.files.length === 0 ? (
                  <Text c="dimmed" size="sm">
                    {g.zustand === 'angefragt' ? 'Antwort steht noch aus' : 'Keine Dateien vorhanden.'}
                  </Text>
                ) : (
                  <Stack gap={2}>
                    {g.files.map((f) => (
                      <Anchor key={f.id} href={versorgerDateiDownloadUrl(f.id)} download title={`${f.fileName} herunterladen`} size="sm" style={{ wordBreak: 'break-word' }}>
                        {f.fileName}{' '}
                        <Text span c="dimmed" size="xs">
                          ({formatFileSize(f.size)})
                        </Text>
                      </Anchor>
                    ))}
                  </Stack>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
