import { Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { TFormfillerAntrag, TFormfillerEintrag } from '@lap/contracts';
import { useState } from 'react';
import { FORMFILLER_UI } from '../messages';

function Eintraege({ titel, eintraege }: { titel: string; eintraege: TFormfillerEintrag[] }) {
  return (
    <Stack gap={4}>
      <Title order={3} size="h5">
        {titel}
      </Title>
      <Table aria-label={titel} verticalSpacing={2} withRowBorders={false}>
        <Table.Tbody>
          {eintraege.map((e) => (
            <Table.Tr key={e.key}>
              <Table.Th w="40%" fw={500}>
                {e.label}
              </Table.Th>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{e.value || '–'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

/** The order's stored data: a short summary, everything with 'Alle Daten anzeigen' (spec 001 §2). */
export function AuftragsDaten({ daten }: { daten: TFormfillerAntrag }) {
  const [alle, setAlle] = useState(false);
  const kurz = daten.antrag.filter((e) =>
    ['vorgangsnummer', 'vorhaben', 'strasse', 'hausnummer', 'plz', 'ort'].includes(e.key),
  );
  return (
    <Paper withBorder p="md" radius="sm">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4">
          Auftragsdaten
        </Title>
        <Button variant="light" size="xs" onClick={() => setAlle((a) => !a)} aria-expanded={alle}>
          {alle ? FORMFILLER_UI.weniger : FORMFILLER_UI.alleDaten}
        </Button>
      </Group>
      {alle ? (
        <SimpleGrid cols={{ base: 1, md: 2, lg: 3 }} spacing="lg">
          <Eintraege titel="Antrag" eintraege={daten.antrag} />
          {daten.person.map((p) => (
            <Eintraege key={p.personTyp} titel={p.titel} eintraege={p.eintraege} />
          ))}
          <Eintraege titel="Auftrag" eintraege={daten.restDaten} />
        </SimpleGrid>
      ) : (
        <Text size="sm">{kurz.map((e) => `${e.label}: ${e.value || '–'}`).join(' · ')}</Text>
      )}
    </Paper>
  );
}
