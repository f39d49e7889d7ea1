import { Anchor, Paper, Table, Title } from '@mantine/core';
import type { TAngebotView } from '@lap/contracts';
import { formatDateTime } from '@lap/domain';
import type { ReactNode } from 'react';

function Zeile({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Th scope="row" fw={500} c="dimmed" w={120} style={{ verticalAlign: 'top' }}>
        {label}
      </Table.Th>
      <Table.Td style={{ overflowWrap: 'anywhere' }}>{children || '–'}</Table.Td>
    </Table.Tr>
  );
}

/** Who asked and for what: the applicant's contact and the building site, as the offer PDF addresses them. */
export function AntragstellerCard({ view }: { view: TAngebotView }) {
  return (
    <Paper withBorder radius="md" p="md" h="100%" component="section" aria-labelledby="antragsteller-titel">
      <Title order={2} size="h4" id="antragsteller-titel" mb="xs">
        Antragsteller
      </Title>
      <Table verticalSpacing={4} horizontalSpacing={0} fz="sm" withRowBorders={false}>
        <Table.Tbody>
          {view.firma && <Zeile label="Firma">{view.firma}</Zeile>}
          <Zeile label="Name">{view.antragsteller}</Zeile>
          <Zeile label="Telefon">
            {view.telefon && (
              <Anchor href={`tel:${view.telefon.replace(/[^\d+]/g, '')}`} size="sm">
                {view.telefon}
              </Anchor>
            )}
          </Zeile>
          <Zeile label="E-Mail">
            {view.email && (
              <Anchor href={`mailto:${view.email}`} size="sm">
                {view.email}
              </Anchor>
            )}
          </Zeile>
          <Zeile label="Vorhaben">{view.vorhaben}</Zeile>
          <Zeile label="Baustelle">
            {view.strasseHausnr}
            {view.strasseHausnr && view.plzOrt ? ', ' : ''}
            {view.plzOrt}
          </Zeile>
          <Zeile label="Antrag vom">{formatDateTime(view.antragVersand)}</Zeile>
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
