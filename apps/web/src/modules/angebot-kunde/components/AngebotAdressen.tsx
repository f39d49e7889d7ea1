import { Anchor, SimpleGrid, Stack, Text } from '@mantine/core';
import type { TAngebotView, TAntrag } from '@lap/contracts';
import { ANBIETER } from '@lap/contracts';

type TPerson = TAntrag['personen'][number];

function BlockLabel({ children }: { children: string }) {
  return (
    <Text size="xs" fw={700} tt="uppercase" c="dimmed" lts={0.6} mb={6}>
      {children}
    </Text>
  );
}

/** The applicant's lines: firma, name, street, place (from the request's applicant; the offer view as fallback). */
function empfaengerZeilen(view: TAngebotView, applicant: TPerson | undefined): string[] {
  if (!applicant) return [view.firma ?? '', view.antragsteller].filter((z) => z.trim() !== '');
  return [
    applicant.firma ?? '',
    `${applicant.vorname} ${applicant.name}`,
    `${applicant.strasse} ${applicant.hausnummer}`,
    `${applicant.plz} ${applicant.ort}`,
  ]
    .map((z) => z.trim())
    .filter((z) => z !== '');
}

/** spec 000 §2: the applicant block (left, as in a letter) and the company (sender) block. */
export function AngebotAdressen({ view, applicant }: { view: TAngebotView; applicant: TPerson | undefined }) {
  const zeilen = empfaengerZeilen(view, applicant);
  const email = applicant?.email ?? view.email;
  const telefon = applicant?.telefon ?? view.telefon;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
      <address style={{ fontStyle: 'normal' }} aria-label="Angebotsempfänger">
        <BlockLabel>Angebot für</BlockLabel>
        <Stack gap={2}>
          {zeilen.map((z, i) => (
            <Text key={`${i}-${z}`} fw={i === 0 ? 600 : undefined}>
              {z}
            </Text>
          ))}
          {(email || telefon) && (
            <Text size="sm" c="dimmed" mt={6}>
              {[telefon, email].filter(Boolean).join(' · ')}
            </Text>
          )}
        </Stack>
      </address>
      <address style={{ fontStyle: 'normal' }} aria-label="Anbieter">
        <BlockLabel>Anbieter</BlockLabel>
        <Stack gap={2}>
          <Text fw={600}>{ANBIETER.name}</Text>
          {ANBIETER.anschrift.map((z) => (
            <Text key={z}>{z}</Text>
          ))}
          <Text size="sm" c="dimmed" mt={6}>
            Telefon {ANBIETER.telefon} ·{' '}
            <Anchor href={`mailto:${ANBIETER.email}`} inherit>
              {ANBIETER.email}
            </Anchor>
          </Text>
        </Stack>
      </address>
    </SimpleGrid>
  );
}
