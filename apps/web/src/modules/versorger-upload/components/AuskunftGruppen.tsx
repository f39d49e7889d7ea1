import { Anchor, Badge, Stack, Table, Text } from '@mantine/core';
import {
  BETREIBER_STAND_OHNE_DATEIEN,
  betreiberStandText,
  type TAuskunftGruppe,
  type TBetreiberStand,
} from '@lap/contracts';
import { formatDate } from '@lap/domain';
import { formatFileSize } from '@lap/ui/upload';
import { versorgerDateiDownloadUrl } from '../upload-versorger-file';

/** Colour of an operator's state; the text says it too. Dark shades keep the light badges readable (WCAG AA). */
const STAND_FARBE: Record<TBetreiberStand, string> = {
  nichtAngefragt: 'gray',
  angefragt: 'yellow',
  geantwortet: 'teal',
  nichtBetroffen: 'gray',
};

function StandBadge({ g }: { g: TAuskunftGruppe }) {
  const color = STAND_FARBE[g.stand];
  // the full text, never clipped: the day is the point ('angefragt am 12.11.2026')
  return (
    <Badge
      variant={g.stand === 'nichtAngefragt' ? 'outline' : 'light'}
      color={color}
      c={color === 'teal' ? 'teal.9' : 'dark.7'}
      radius="sm"
      tt="none"
      styles={{ label: { overflow: 'visible' } }}
    >
      {betreiberStandText(g.stand, g.standDatum ? formatDate(g.standDatum) : null)}
    </Badge>
  );
}

/**
 * /dokumente (spec 000 §2): every operator of the order with its true state — not yet asked, asked on, answered, not
 * affected (contracts betreiber-stand.ts, the same text as the cover letter) — and, once answered, its files through
 * DownloadVersorgerDatei/{id}.
 */
export function AuskunftGruppen({ gruppen }: { gruppen: readonly TAuskunftGruppe[] }) {
  if (gruppen.length === 0) {
    return <Text c="dimmed">Diesem Antrag sind noch keine Netzbetreiber zugeordnet.</Text>;
  }
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table aria-label="Antworten der Netzbetreiber" verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Netzbetreiber</Table.Th>
            <Table.Th w={290}>Stand</Table.Th>
            <Table.Th>Dateien</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {gruppen.map((g) => (
            <Table.Tr key={g.versorgerId}>
              <Table.Td fw={500}>{g.versorgerName}</Table.Td>
              <Table.Td>
                <StandBadge g={g} />
              </Table.Td>
              <Table.Td>
                {g.files.length === 0 ? (
                  <Text c="dimmed" size="sm">
                    {BETREIBER_STAND_OHNE_DATEIEN[g.stand]}
                  </Text>
                ) : (
                  <Stack gap={2}>
                    {g.files.map((f) => (
                      <Anchor
                        key={f.id}
                        href={versorgerDateiDownloadUrl(f.id)}
                        download
                        title={`${f.fileName} herunterladen`}
                        size="sm"
                        style={{ wordBreak: 'break-word' }}
                      >
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
