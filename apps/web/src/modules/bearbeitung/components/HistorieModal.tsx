import { Alert, Center, Loader, Modal, Table, Text } from '@mantine/core';
import type { TVersorger } from '@lap/contracts';
import { formatVersorgerDatum } from '@lap/domain';
import { errorMessage, trpc } from '../../../trpc';
import { BEARBEITUNG_MSG } from '../messages';

/** GetHistorieVersorgerById: what happened to one supplier row (ende, bearbeiter, beschreibung; newest first). */
export function HistorieModal({ versorger, onClose }: { versorger: TVersorger | null; onClose: () => void }) {
  const historie = trpc.versorger.historie.useQuery({ id: versorger?.id ?? '' }, { enabled: versorger !== null });
  const rows = historie.data ?? [];
  return (
    <Modal
      opened={versorger !== null}
      onClose={onClose}
      title={`Historie – ${versorger?.versorgerName ?? ''}`}
      size="xl"
      closeButtonProps={{ 'aria-label': 'Schließen' }}
    >
      {historie.isPending ? (
        <Center h={120}>
          <Loader size="sm" aria-label="Historie wird geladen" />
        </Center>
      ) : historie.isError ? (
        <Alert color="red" variant="light">
          {errorMessage(historie.error)}
        </Alert>
      ) : rows.length === 0 ? (
        <Text c="dimmed">{BEARBEITUNG_MSG.keineDaten}</Text>
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table striped highlightOnHover verticalSpacing="xs" aria-label="Historie des Versorgers">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={150}>Datum</Table.Th>
                <Table.Th w={180}>Bearbeiter</Table.Th>
                <Table.Th>Beschreibung</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((h) => (
                <Table.Tr key={h.id}>
                  <Table.Td style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                    {formatVersorgerDatum(h.ende)}
                  </Table.Td>
                  <Table.Td>{h.bearbeiter ?? ''}</Table.Td>
                  <Table.Td>{h.beschreibung}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Modal>
  );
}
