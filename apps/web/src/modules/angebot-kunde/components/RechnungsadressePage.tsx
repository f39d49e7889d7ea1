import { Alert, Box, Button, Paper, Stack, Text } from '@mantine/core';
import { PageTitle } from '@lap/ui';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { trpc } from '../../../trpc';
import { LoadGate } from '../../shell/components/LoadGate';
import { rechnungsadresseQuery } from '../rechnungsadresse-form';
import { RechnungsadresseForm } from './RechnungsadresseForm';

/** /rechnungsadresse/{antragId}?rt=r|a&aid= (spec 000 §2, §5): the invoice address of an order, prefilled. */
export function RechnungsadressePage() {
  const { antragId = '' } = useParams();
  const [search] = useSearchParams();
  const { rt, aid } = rechnungsadresseQuery(search);
  const adresse = trpc.antrag.rechnungsAdresse.useQuery({ antragId });
  const data = adresse.data;

  return (
    <Box maw={860} mx="auto">
      <PageTitle title="Rechnungsadresse">
        <Button component={Link} to="/antraege" variant="default">
          Zu meinen Anträgen
        </Button>
      </PageTitle>
      <LoadGate
        error={adresse.error}
        ready={!!data}
        loadingLabel="Rechnungsadresse wird geladen"
        errorTitle="Rechnungsadresse nicht verfügbar"
      >
        {() =>
          data && (
            <Stack gap="lg">
              {rt === 'a' && !data.gespeichert && (
                <Alert
                  color="green"
                  variant="light"
                  icon={<IconCircleCheck aria-hidden />}
                  title="Vielen Dank für Ihren Auftrag!"
                  styles={{ title: { color: 'var(--mantine-color-text)' } }}
                >
                  Bitte prüfen Sie, an wen wir die Rechnung zu Vorgang {data.vorgangsnummer} stellen sollen. Wir haben
                  die Angaben des Antragstellers vorausgefüllt.
                </Alert>
              )}
              <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
                <Text c="dimmed" size="sm" mb="lg">
                  Vorgang {data.vorgangsnummer} · Pflichtfelder sind mit * markiert.
                </Text>
                <RechnungsadresseForm adresse={data} route={{ antragId, rt, aid }} />
              </Paper>
            </Stack>
          )
        }
      </LoadGate>
    </Box>
  );
}
