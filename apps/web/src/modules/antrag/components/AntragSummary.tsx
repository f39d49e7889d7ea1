import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  antragStatusLabel,
  PERSON_TYP,
  VORGANGSART,
  type TAntrag,
  type TNetzart,
  type TPersonTyp,
} from '@lap/contracts';
import { formatDate, formatDateTime } from '@lap/domain';
import type { ReactNode } from 'react';
import { DetailList } from '../../account/components/DetailList';

/** A titled card of the request pages (summary blocks, the document lists of /dokumente). */
export function SectionCard({ title, level = 3, children }: { title: string; level?: 2 | 3; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section">
      <Title order={level} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** Everything the applicant entered, read-only (wizard summary, /dokumente). */
export function AntragSummary({ antrag, netzarten }: { antrag: TAntrag; netzarten: TNetzart[] }) {
  const names = antrag.betreiber.map((id) => netzarten.find((n) => n.id === id)?.name ?? `Netzart ${id}`);
  return (
    <Stack gap="md">
      <SectionCard title="Antragsdaten">
        <Group gap="xs" mb="sm">
          <Badge variant="light" size="lg" radius="sm">
            {antrag.vorgangsnummer}
          </Badge>
          <Badge variant="dot" color="lapBlue" radius="sm" c="dark.7">
            {antragStatusLabel(antrag.antragStatus)}
          </Badge>
          {antrag.eilbearbeitung && (
            <Badge variant="dot" color="orange" radius="sm" c="dark.7">
              Eilbearbeitung
            </Badge>
          )}
        </Group>
        <DetailList
          items={[
            { label: 'Vorgangsart', value: VORGANGSART[antrag.vorgangsart as 1 | 2] ?? String(antrag.vorgangsart) },
            { label: 'Vorhaben', value: antrag.vorhaben },
            { label: 'Projektangaben', value: antrag.projektangaben },
            { label: 'Baustelle', value: `${antrag.strasse} ${antrag.hausnummer}, ${antrag.plz} ${antrag.ort}` },
            { label: 'Bautiefe', value: antrag.bautiefe },
            { label: 'Gemarkung', value: antrag.gemarkung ?? '' },
            { label: 'Flurstücknummer', value: antrag.flurstuecknummer ?? '' },
            { label: 'Bauzeit', value: `${formatDate(antrag.baustart)} – ${formatDate(antrag.bauende)}` },
            { label: 'Erstellt am', value: formatDateTime(antrag.createDate) },
            { label: 'Versendet am', value: formatDateTime(antrag.datumVersand) },
          ]}
        />
      </SectionCard>
      {([1, 2, 3] as TPersonTyp[]).map((typ) => {
        const p = antrag.personen.find((x) => x.personTyp === typ);
        const note =
          typ === 2 && antrag.identischMitAntragsteller
            ? 'Identisch mit Antragsteller'
            : typ === 3 && antrag.bauausfuehrenderUnbekannt
              ? 'Bauausführender unbekannt'
              : null;
        return (
          <SectionCard key={typ} title={PERSON_TYP[typ]}>
            {p ? (
              <DetailList
                items={[
                  { label: 'Firma', value: p.firma ?? '' },
                  { label: 'Name', value: `${p.vorname} ${p.name}` },
                  { label: 'Anschrift', value: `${p.strasse} ${p.hausnummer}, ${p.plz} ${p.ort}` },
                  { label: 'Telefon', value: p.telefon },
                  { label: 'E-Mail', value: p.email },
                ]}
              />
            ) : (
              <Text c="dimmed">{note ?? '–'}</Text>
            )}
          </SectionCard>
        );
      })}
      <SectionCard title="Infrastrukturbetreiber">
        <DetailList
          items={[
            { label: 'Angefragte Leitungen', value: names.join(', ') },
            { label: 'Sonstige Betreiber', value: antrag.sonstigeBetreiber ?? '' },
          ]}
        />
      </SectionCard>
    </Stack>
  );
}
