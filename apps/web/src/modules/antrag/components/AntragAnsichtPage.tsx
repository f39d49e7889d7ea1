import { Box, Button, Group, Paper, Stack, TextInput, Title } from '@mantine/core';
import { ROLE, type TAntrag } from '@lap/contracts';
import { notifyError, notifySuccess, PageTitle } from '@lap/ui';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { errorMessage, trpc } from '../../../trpc';
import { useSessionUser } from '../../auth/hooks/useSession';
import { useGoBack } from '../../shell/hooks/useGoBack';
import { antragValues } from '../form-model';
import { AntragForm } from './AntragForm';
import { AntragKarte } from './AntragKarte';
import { antragFileByName, FileLinks } from './FileLinks';
import { LoadGate } from '../../shell/components/LoadGate';
import { AnfrageflaecheExport } from '../../druck/components/AnfrageflaecheExport';
import { useKartendruck } from '../../druck/hooks/useKartendruck';

/** spec 001 §2: the Ort field, the only one staff may change, with its own Speichern (≥ 3 characters, changed). */
function OrtEditor({ antrag }: { antrag: TAntrag }) {
  const [ort, setOrt] = useState(antrag.ort);
  const [saved, setSaved] = useState(antrag.ort);
  const utils = trpc.useUtils();
  const update = trpc.antrag.updateOrt.useMutation();
  const valid = ort.trim().length >= 3;
  const changed = ort.trim() !== saved;
  const save = async () => {
    try {
      const res = await update.mutateAsync({ id: antrag.id, ort: ort.trim() });
      setSaved(res.ort);
      await utils.antrag.byId.invalidate({ id: antrag.id });
      notifySuccess('Ort gespeichert.');
    } catch (error) {
      notifyError(`Fehler bei Speichervorgang aufgetreten. - ${errorMessage(error)}`);
    }
  };
  return (
    <Group align="flex-end" gap="xs" wrap="nowrap">
      <TextInput
        label="Ort"
        required
        maxLength={100}
        value={ort}
        onChange={(e) => setOrt(e.currentTarget.value)}
        error={!valid ? 'Der Ort muss mindestens 3 Zeichen lang sein.' : undefined}
        style={{ flex: 1 }}
      />
      <Button onClick={() => void save()} disabled={!valid || !changed} loading={update.isPending} mb={!valid ? 22 : 0}>
        Speichern
      </Button>
    </Group>
  );
}

/** /antragansicht/{antragId}: the request read-only, with map and files; staff may correct the Ort. */
export function AntragAnsichtPage() {
  const { antragId = '' } = useParams();
  const user = useSessionUser();
  const goBack = useGoBack();
  const antrag = trpc.antrag.byId.useQuery({ id: antragId });
  const netzarten = trpc.stammdaten.netzarten.useQuery();
  const files = trpc.antrag.files.useQuery({ antragId });
  const staff = !!user?.roles.includes(ROLE.SbBereich);
  // map print: case workers and the request's owner (the only applicant who can open it); not administrators
  const darfDrucken = staff || !!user?.roles.includes(ROLE.Antragsteller);
  const druck = useKartendruck(antragId, antrag.data?.vorgangsnummer);

  return (
    <Box maw={1400} mx="auto">
      <PageTitle title={antrag.data ? `Antrag ${antrag.data.vorgangsnummer}` : 'Antrag'}>
        <Button variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={goBack}>
          Zurück
        </Button>
      </PageTitle>
      <LoadGate error={antrag.error} ready={!!antrag.data && !netzarten.isLoading} loadingLabel="Antrag wird geladen">
        {() =>
          antrag.data && (
            <Stack gap="lg">
              {/* issue 42: the map first (it is what staff look at), the form's sections below in two columns */}
              <Paper
                withBorder
                radius="md"
                p={{ base: 'md', sm: 'lg' }}
                component="section"
                aria-labelledby="kartenansicht-titel"
              >
                <Title order={3} size="h4" mb="sm" id="kartenansicht-titel">
                  Kartenansicht Anfrage
                </Title>
                <Stack gap="md">
                  <AntragKarte antragId={antragId} height="min(480px, 55vh)" druck={darfDrucken ? druck : undefined} />
                  <FileLinks
                    files={files.data}
                    loading={files.isLoading}
                    href={antragFileByName(antragId)}
                    label="Dateien zum Antrag"
                  />
                  <AnfrageflaecheExport antrag={antrag.data} />
                </Stack>
              </Paper>
              <AntragForm
                initial={antragValues(antrag.data)}
                netzarten={netzarten.data ?? []}
                readOnly
                columns
                ortField={staff ? <OrtEditor antrag={antrag.data} /> : undefined}
              />
            </Stack>
          )
        }
      </LoadGate>
    </Box>
  );
}
