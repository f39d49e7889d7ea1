import { Alert, Anchor, Box, Button, Group, Paper, Stack, Stepper, Text } from '@mantine/core';
import { ANTRAG_MSG, KARTE_MSG, type TAntrag, type TNetzart } from '@lap/contracts';
import { germanToday, isAntragEditable } from '@lap/domain';
import { notifyError, notifySuccess, PageTitle } from '@lap/ui';
import { IconFileUpload, IconListCheck, IconMap2, IconPencil } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { errorMessage, fieldErrorsOf, trpc } from '../../../trpc';
import { SupportHotline } from '../../shell/components/SupportHotline';
import { AntragDateien } from '../dateien';
import {
  antragValues,
  newAntragValues,
  serverIssues,
  toAntragInput,
  type AntragFormValues,
  type FormIssue,
} from '../form-model';
import { useAntragKarte } from '../hooks/useAntragKarte';
import { antraegeGridKey } from '../query-keys';
import { SECTION_LABELS } from '../sections';
import { AntragForm } from './AntragForm';
import { AntragKarte, AntragKarteView } from './AntragKarte';
import { AntragSummary } from './AntragSummary';
import { LoadGate } from '../../shell/components/LoadGate';
import { ScrollButtons } from './ScrollButtons';
import { useSessionUser } from '../../auth/hooks/useSession';
import { clearEntwurf, readEntwurf, writeEntwurf } from '../entwurf';

const STEPS = ['Antrag', 'Karte', 'Dateiupload', 'Zusammenfassung'] as const;
type Step = 0 | 1 | 2 | 3;
const toStep = (raw: string | null): Step => {
  const n = Number(raw) - 1;
  return n === 1 || n === 2 || n === 3 ? n : 0;
};

/** /antrag/{antragId?}: the four-step request wizard (spec 000 §2). */
export function AntragWizardPage() {
  const { antragId } = useParams();
  const antrag = trpc.antrag.byId.useQuery({ id: antragId ?? '' }, { enabled: !!antragId });
  const netzarten = trpc.stammdaten.netzarten.useQuery();
  const last = trpc.antrag.lastAntragsteller.useQuery(undefined, { enabled: !antragId });

  const loading = netzarten.isLoading || (antragId ? antrag.isLoading : last.isLoading);
  const failed = antrag.error ?? netzarten.error ?? last.error;
  return (
    <Box maw={1100} mx="auto">
      <PageTitle title={antrag.data ? `Antrag ${antrag.data.vorgangsnummer}` : antragId ? 'Antrag' : 'Neuer Antrag'}>
        <SupportHotline />
      </PageTitle>
      <LoadGate error={failed} ready={!loading} loadingLabel="Antrag wird geladen">
        {() => (
          <Wizard
            key={antragId ?? 'neu'}
            antrag={antrag.data}
            netzarten={netzarten.data ?? []}
            initial={antrag.data ? antragValues(antrag.data) : newAntragValues(germanToday(), last.data ?? null)}
          />
        )}
      </LoadGate>
    </Box>
  );
}

interface WizardProps {
  antrag: TAntrag | undefined;
  netzarten: TNetzart[];
  initial: AntragFormValues;
}

function Wizard({ antrag, netzarten, initial }: WizardProps) {
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const utils = trpc.useUtils();
  const save = trpc.antrag.save.useMutation();
  const queryClient = useQueryClient();
  const editable = antrag ? isAntragEditable(antrag.antragStatus) : true;
  const step = antrag ? toStep(search.get('schritt')) : 0;

  // issue 42: step 1 keeps a draft in the tab until it is saved; a reload offers it again
  const userId = useSessionUser()?.userId ?? '';
  const [formKey, setFormKey] = useState(0);
  const [entwurf, setEntwurf] = useState(() => (editable && userId ? readEntwurf(userId, antrag?.id, initial) : null));
  const keepDraft = useCallback(
    (values: AntragFormValues) => userId && writeEntwurf(userId, antrag?.id, values),
    [userId, antrag?.id],
  );
  const discardDraft = () => {
    clearEntwurf(userId, antrag?.id);
    setEntwurf(null);
    setFormKey((k) => k + 1);
  };
  const goTo = (s: Step) => {
    setSearch(s === 0 ? {} : { schritt: String(s + 1) }, { replace: false });
    window.scrollTo({ top: 0 });
  };

  // spec 000 §2 step rules: free once visited, or at status 2 and above; the map step after the first save,
  // the upload step after the map is saved, the summary via the upload step's button.
  const [visited, setVisited] = useState<Set<Step>>(() => new Set<Step>(antrag ? [0, 1, step] : [0]));
  const reachable = (s: Step): boolean => !editable || visited.has(s);
  const advance = (s: Step) => {
    setVisited((v) => new Set(v).add(s));
    goTo(s);
  };

  const onSave = async (values: AntragFormValues): Promise<FormIssue[]> => {
    try {
      const saved = await save.mutateAsync(toAntragInput(values, antrag?.id));
      clearEntwurf(userId, antrag?.id);
      setEntwurf(null);
      await Promise.all([
        utils.antrag.byId.invalidate({ id: saved.antrag_id }),
        queryClient.invalidateQueries({ queryKey: antraegeGridKey() }),
      ]);
      if (!antrag) {
        await navigate(`/antrag/${encodeURIComponent(saved.antrag_id)}?schritt=2`, { replace: true });
        return [];
      }
      advance(1);
      return [];
    } catch (error) {
      notifyError(`Fehler bei Speichervorgang aufgetreten. - ${errorMessage(error)}`);
      return serverIssues(fieldErrorsOf(error), values);
    }
  };

  const icons = [IconPencil, IconMap2, IconFileUpload, IconListCheck];
  return (
    <Stack gap="lg">
      {!editable && antrag && (
        <Alert color="lapBlue" title="Dieser Antrag wurde versendet.">
          Er kann nicht mehr geändert werden. Alle Schritte sind nur noch zur Ansicht geöffnet.
        </Alert>
      )}
      <Stepper
        active={step}
        onStepClick={(s) => reachable(s as Step) && goTo(s as Step)}
        allowNextStepsSelect={false}
        size="sm"
        aria-label="Schritte des Antrags"
      >
        {STEPS.map((label, i) => {
          const Icon = icons[i] ?? IconPencil;
          return (
            <Stepper.Step
              key={label}
              label={label}
              icon={<Icon size={18} aria-hidden />}
              allowStepSelect={reachable(i as Step)}
            />
          );
        })}
      </Stepper>

      {step === 0 && (
        <Group align="flex-start" wrap="nowrap" gap="lg">
          <Box style={{ flex: 1, minWidth: 0 }}>
            {entwurf && (
              <Alert color="lapBlue" mb="md" title="Nicht gespeicherte Eingaben wiederhergestellt" role="status">
                <Group justify="space-between" gap="sm" wrap="wrap">
                  <Text size="sm">
                    Ihre Eingaben aus dieser Sitzung sind noch nicht gespeichert. Bitte prüfen Sie sie und speichern Sie
                    den Antrag.
                  </Text>
                  <Button size="compact-sm" variant="default" onClick={discardDraft}>
                    Eingaben verwerfen
                  </Button>
                </Group>
              </Alert>
            )}
            <AntragForm
              key={formKey}
              initial={entwurf ?? initial}
              netzarten={netzarten}
              readOnly={!editable}
              onSave={editable ? onSave : undefined}
              onValuesChange={editable && userId ? keepDraft : undefined}
              startsDirty={entwurf !== null}
            />
            {!editable && (
              <Group justify="flex-end" mt="md">
                <Button onClick={() => goTo(1)}>Weiter zur Karte</Button>
              </Group>
            )}
          </Box>
          <SectionNav />
          {/* below md the section list is hidden: the buttons float instead */}
          <ScrollButtons hiddenFrom="md" />
        </Group>
      )}
      {step === 1 && antrag && <KarteStep antragId={antrag.id} editable={editable} onDone={() => advance(2)} />}
      {step === 2 && antrag && (
        <Stack gap="md">
          <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
            <Text mb="md">Laden Sie hier Pläne, Fotos oder andere Unterlagen zu Ihrem Vorhaben hoch (optional).</Text>
            <AntragDateien antragId={antrag.id} editable={editable} />
          </Paper>
          <Group justify="space-between">
            <Button variant="default" onClick={() => goTo(1)}>
              Zurück zur Karte
            </Button>
            <Button onClick={() => advance(3)}>Weiter zur Zusammenfassung</Button>
          </Group>
        </Stack>
      )}
      {step === 3 && antrag && (
        <SummaryStep antrag={antrag} netzarten={netzarten} editable={editable} onBack={() => goTo(2)} />
      )}
      {/* the summary is long; room below its buttons so the floating ones never cover them */}
      {step === 3 && <ScrollButtons />}
    </Stack>
  );
}

/** spec 000 §2: section anchors of the form. */
function SectionNav() {
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      visibleFrom="md"
      style={{ position: 'sticky', top: 80, width: 210, flexShrink: 0 }}
      component="nav"
      aria-label="Abschnitte"
    >
      <Text size="xs" fw={700} tt="uppercase" c="dimmed" mb={6}>
        Abschnitte
      </Text>
      <Stack gap={4}>
        {SECTION_LABELS.map(([id, label]) => (
          <Anchor key={id} href={`#${id}`} size="sm">
            {label}
          </Anchor>
        ))}
      </Stack>
      <Box mt="sm">
        <ScrollButtons inline />
      </Box>
    </Paper>
  );
}

/** The map step's map: what the window leaves beside the page's other ~440 px, between 260 and 640 px. */
const KARTE_HOEHE = 'clamp(260px, calc(100dvh - 440px), 640px)';

function KarteStep({ antragId, editable, onDone }: { antragId: string; editable: boolean; onDone: () => void }) {
  const karte = useAntragKarte(antragId, { editable });
  const savePosition = trpc.antrag.savePosition.useMutation();
  const utils = trpc.useUtils();
  const [busy, setBusy] = useState(false);

  const onSave = async () => {
    if (!editable) return onDone();
    if (karte.featureCount === 0) {
      notifyError(KARTE_MSG.keineFlaeche);
      return;
    }
    setBusy(true);
    try {
      const view = karte.lastView.current ?? karte.initialView;
      if (view)
        await savePosition.mutateAsync({
          antragId,
          lat: view.lat,
          lng: view.lng,
          zoom: Math.round(view.zoom * 100) / 100,
        });
      await utils.antrag.position.invalidate({ antragId });
      onDone();
    } catch (error) {
      notifyError(`Fehler - Daten wurden nicht gespeichert. ${errorMessage(error)}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="md">
      {editable && (
        <Text>
          Zeichnen Sie die Fläche oder die Linie Ihres Vorhabens ein. Sie können auch eine KML- oder GeoJSON-Datei auf
          die Karte ziehen.
        </Text>
      )}
      {/* issue 42: the step fits the window (1366×768: header, steps, toolbar, map, area reading and the button) */}
      <AntragKarteView karte={karte} editable={editable} height={KARTE_HOEHE} />
      <Group justify="flex-end">
        <Button onClick={() => void onSave()} loading={busy}>
          {editable ? 'Karte speichern und weiter' : 'Weiter zum Dateiupload'}
        </Button>
      </Group>
    </Stack>
  );
}

function SummaryStep({
  antrag,
  netzarten,
  editable,
  onBack,
}: {
  antrag: TAntrag;
  netzarten: TNetzart[];
  editable: boolean;
  onBack: () => void;
}) {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const send = trpc.antrag.send.useMutation();
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const sendNow = async () => {
    setProblem(null);
    try {
      await send.mutateAsync({ id: antrag.id });
      await Promise.all([utils.antrag.invalidate(), queryClient.invalidateQueries({ queryKey: antraegeGridKey() })]);
      notifySuccess(ANTRAG_MSG.versendet);
      await navigate('/antraege');
    } catch (error) {
      notifyError(ANTRAG_MSG.versandFehler);
      setProblem(errorMessage(error));
    }
  };
  const summary = useMemo(() => <AntragSummary antrag={antrag} netzarten={netzarten} />, [antrag, netzarten]);
  return (
    <Stack gap="md">
      {summary}
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Text fw={600} mb="sm">
          Karte
        </Text>
        <AntragKarte antragId={antrag.id} height={380} />
      </Paper>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Text fw={600} mb="sm">
          Dateien
        </Text>
        <AntragDateien antragId={antrag.id} editable={false} />
      </Paper>
      {problem && (
        <Alert color="red.9" title="Der Antrag wurde nicht versendet.">
          {problem}
        </Alert>
      )}
      {/* right padding: the floating scroll buttons sit at the lower right and must not cover 'Antrag versenden' */}
      <Group justify="space-between" pr={56}>
        <Button variant="default" onClick={onBack}>
          Zurück
        </Button>
        {editable && (
          <Button size="md" onClick={() => void sendNow()} loading={send.isPending}>
            Antrag versenden
          </Button>
        )}
      </Group>
    </Stack>
  );
}
