import { Box, Button, Checkbox, Group, Progress, Stack, Text } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { VERSORGER_LIST, type TAuftragView, type TVersorger } from '@lap/contracts';
import { notifyError, notifySuccess } from '@lap/ui';
import { DataGrid, dataGridQueryKey, type GridListQuery } from '@lap/ui/data-grid';
import { useQueryClient } from '@tanstack/react-query';
import {
  IconArrowLeft,
  IconFileDescription,
  IconFileCertificate,
  IconFileTypePdf,
  IconHistory,
  IconListDetails,
  IconMail,
  IconPlus,
  IconUpload,
  IconUsersGroup,
} from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { AUFTRAEGE_QUERY_KEY } from '../../auftrag/query-keys';
import { pdfProcessingPath } from '../../pdfprocessing/pdf-form';
import { LoadGate } from '../../shell/components/LoadGate';
import { errorMessage, trpc } from '../../../trpc';
import { VERSORGER_COLUMNS, versorgerActionColumns } from '../columns/versorger-columns';
import { BEARBEITUNG_MSG } from '../messages';
import { versorgerQueryKey } from '../query-keys';
import { BearbeitungKopf } from './BearbeitungKopf';
import { GemeindenLeiste } from './GemeindenLeiste';
import { HistorieModal } from './HistorieModal';
import { NetzbetreiberSucheModal } from './NetzbetreiberSucheModal';
import classes from './Bearbeitung.module.css';
import { UploadModal } from './UploadModal';

const enc = encodeURIComponent;
export const anschreibenUrl = (auftragId: string): string => `/api/Auftraege/DownloadAnschreiben/${enc(auftragId)}`;
export const auftragpositionenPath = (auftragId: string, antragId: string): string =>
  `/auftragpositionen/${enc(auftragId)}/${enc(antragId)}`;

const icon = { size: 16, stroke: 1.8, 'aria-hidden': true } as const;
const SHOW_FINISHED_KEY = 'lap.versorger.abgeschlossene';

function storedSwitch(): boolean {
  try {
    return localStorage.getItem(SHOW_FINISHED_KEY) === '1';
  } catch {
    return false;
  }
}

/** The page's way out to the order's other screens (spec 001 §2, in the spec's order). */
function AuftragLinks({ view }: { view: TAuftragView }) {
  return (
    <Group gap={6} wrap="wrap" role="group" aria-label="Aktionen zum Auftrag" className={classes.aktionen}>
      <Button
        component={Link}
        to={`/antragansicht/${enc(view.antragId)}`}
        variant="default"
        size="sm"
        leftSection={<IconFileDescription {...icon} />}
      >
        Antrag vom Kunden
      </Button>
      <Button
        component={Link}
        to={`/emails/${enc(view.auftragId)}`}
        variant="default"
        size="sm"
        leftSection={<IconMail {...icon} />}
      >
        Emailversand
      </Button>
      <Button
        component={Link}
        to={auftragpositionenPath(view.auftragId, view.antragId)}
        variant="default"
        size="sm"
        leftSection={<IconListDetails {...icon} />}
      >
        Positionen Auftrag
      </Button>
      <Button
        component="a"
        href={anschreibenUrl(view.auftragId)}
        target="_blank"
        rel="noopener"
        variant="default"
        size="sm"
        leftSection={<IconFileTypePdf {...icon} />}
        aria-label="Anschreiben Pdf (neuer Tab)"
      >
        Anschreiben Pdf
      </Button>
      <Button
        component={Link}
        to={`/auftraguploads/${enc(view.auftragId)}`}
        variant="default"
        size="sm"
        leftSection={<IconUpload {...icon} />}
      >
        Upload Dateien
      </Button>
      <Button
        component={Link}
        to={pdfProcessingPath(view.auftragId)}
        variant="default"
        size="sm"
        leftSection={<IconFileCertificate {...icon} />}
      >
        PDF-Verarbeitung
      </Button>
      <Button
        component={Link}
        to={`/auftraghistorie/${enc(view.antragId)}`}
        variant="default"
        size="sm"
        leftSection={<IconHistory {...icon} />}
      >
        Historie
      </Button>
    </Group>
  );
}

function Bearbeitung({ view, onChanged }: { view: TAuftragView; onChanged: () => Promise<void> }) {
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  const [abgeschlossene, setAbgeschlossene] = useState(storedSwitch);
  const [historie, setHistorie] = useState<TVersorger | null>(null);
  const [upload, setUpload] = useState<TVersorger | null>(null);
  const [sucheOffen, setSucheOffen] = useState(false);
  const [ergebnis, setErgebnis] = useState<string | null>(null);
  const zuordnung = trpc.versorger.netzbetreiberZumAuftrag.useMutation();

  const auftragId = view.auftragId;
  const queryKey = useMemo(() => [...versorgerQueryKey(auftragId), { abgeschlossene }], [auftragId, abgeschlossene]);
  const fetchPage = useCallback(
    (query: GridListQuery) =>
      utils.client.versorger.list.query({ ...query, auftragId, abgeschlosseneAnzeigen: abgeschlossene }),
    [utils, auftragId, abgeschlossene],
  );
  const actionColumns = useMemo(() => versorgerActionColumns({ historie: setHistorie, upload: setUpload }), []);

  const reloadAll = useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: dataGridQueryKey(versorgerQueryKey(auftragId)) }),
      onChanged(),
    ]);
  }, [queryClient, auftragId, onChanged]);

  const toggle = (checked: boolean): void => {
    setAbgeschlossene(checked);
    try {
      localStorage.setItem(SHOW_FINISHED_KEY, checked ? '1' : '0');
    } catch {
      // private mode: the switch just isn't remembered
    }
  };

  const zuordnen = async () => {
    setErgebnis(null);
    try {
      const r = await zuordnung.mutateAsync({ auftragId });
      notifySuccess(BEARBEITUNG_MSG.vorgangErfolgreich);
      setErgebnis(BEARBEITUNG_MSG.zuordnungErgebnis(r.hinzugefuegt, r.anzahl));
    } catch (error) {
      notifyError(BEARBEITUNG_MSG.vorgangFehler(errorMessage(error)));
    } finally {
      await reloadAll();
    }
  };

  return (
    <Stack gap="md">
      <AuftragLinks view={view} />
      <GemeindenLeiste view={view} onChanged={reloadAll} />
      <Stack gap={6}>
        <Group gap="xs" wrap="wrap" align="center">
          <Button
            size="sm"
            leftSection={<IconUsersGroup {...icon} />}
            onClick={() => void zuordnen()}
            loading={zuordnung.isPending}
          >
            Netzbetreiber zum Auftrag
          </Button>
          <Button size="sm" variant="light" leftSection={<IconPlus {...icon} />} onClick={() => setSucheOffen(true)}>
            Netzbetreiber hinzufügen
          </Button>
          <Text size="sm" c="dimmed" role="status" aria-live="polite">
            {zuordnung.isPending ? BEARBEITUNG_MSG.zuordnungLaeuft : ergebnis}
          </Text>
        </Group>
        {/* the assignment reads the coverage of every municipality × Netzart: it may take a moment */}
        <Progress
          value={100}
          animated
          striped
          size="xs"
          aria-label={BEARBEITUNG_MSG.zuordnungLaeuft}
          style={{ visibility: zuordnung.isPending ? 'visible' : 'hidden' }}
        />
      </Stack>
      <DatesProvider settings={{ locale: 'de', firstDayOfWeek: 1, consistentWeeks: true }}>
        <DataGrid
          list={VERSORGER_LIST}
          queryKey={queryKey}
          fetchPage={fetchPage}
          columns={VERSORGER_COLUMNS}
          actionColumns={actionColumns}
          describeError={errorMessage}
          label="Auskünfte der Infrastrukturbetreiber"
          search
          toolbar={
            <Checkbox
              label="abgeschlossene Anfragen anzeigen"
              checked={abgeschlossene}
              onChange={(e) => toggle(e.currentTarget.checked)}
            />
          }
        />
      </DatesProvider>
      <HistorieModal versorger={historie} onClose={() => setHistorie(null)} />
      <UploadModal versorger={upload} onClose={() => setUpload(null)} />
      <NetzbetreiberSucheModal
        auftragId={auftragId}
        opened={sucheOffen}
        onClose={() => setSucheOffen(false)}
        onAdded={() => void reloadAll()}
      />
    </Stack>
  );
}

/** /bearbeitungslist/:auftragId (spec 001 §2): processing one order — its operators, municipalities and links. */
export function BearbeitungslistPage() {
  const { auftragId = '' } = useParams();
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  const view = trpc.auftrag.byId.useQuery({ auftragId }, { retry: false });
  const onChanged = useCallback(async () => {
    await Promise.all([
      utils.auftrag.byId.invalidate({ auftragId }),
      queryClient.invalidateQueries({ queryKey: dataGridQueryKey(AUFTRAEGE_QUERY_KEY) }),
    ]);
  }, [utils, queryClient, auftragId]);

  return (
    <Box maw={1800} mx="auto">
      <LoadGate
        error={view.error}
        ready={view.data !== undefined}
        loadingLabel="Auftrag wird geladen"
        notFoundTitle="Auftrag nicht gefunden"
        unmatchedText={BEARBEITUNG_MSG.nichtZuzuordnen}
      >
        {() =>
          view.data && (
            <>
              <Button
                component={Link}
                to="/auftraege"
                variant="subtle"
                size="compact-sm"
                leftSection={<IconArrowLeft {...icon} />}
                mb={4}
                ml={-8}
              >
                zurück zur Übersicht
              </Button>
              <BearbeitungKopf view={view.data} onChanged={onChanged} />
              <Bearbeitung view={view.data} onChanged={onChanged} />
            </>
          )
        }
      </LoadGate>
    </Box>
  );
}
