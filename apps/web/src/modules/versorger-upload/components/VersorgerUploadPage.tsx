import {
  Alert,
  Anchor,
  Box,
  Button,
  Center,
  Checkbox,
  CloseButton,
  Group,
  List,
  Loader,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { UPLOAD, UPLOAD_MSG, VERSORGER_UPLOAD, type TMissingUploadInfo, type TVersorgerFile } from '@lap/contracts';
import { formatVersorgerDatum } from '@lap/domain';
import { notifyError, notifySuccess, PageTitle } from '@lap/ui';
import { checkDrop, FileDropzone, formatFileSize, isOpen, UploadQueue, useUploadQueue } from '@lap/ui/upload';
import {
  IconAlertTriangle,
  IconArrowLeft,
  IconCircleCheck,
  IconCopy,
  IconExternalLink,
  IconFiles,
  IconSend,
  IconUpload,
} from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { SectionCard } from '../../antrag/components/AntragSummary';
import { errorMessage, fieldErrorsOf, trpc } from '../../../trpc';
import { readableAlert } from '../alert-styles';
import { VERSORGER_UPLOAD_UI } from '../messages';
import { uploadVersorgerFile, type LinkParams } from '../upload-versorger-file';
import { VersorgerDateienTable } from './VersorgerDateienTable';

const TYPEN = 'KML, PDF, JPEG, PNG, ZIP oder 7z';
const HINWEIS = `${TYPEN} · bis ${formatFileSize(UPLOAD.maxBytes)} je Datei · höchstens ${VERSORGER_UPLOAD.maxFilesPerVersorger} Dateien`;

/** The map link points at our own origin: only its path is used, so it works behind any host name. */
function karteHref(karteUrl: string): string {
  try {
    return new URL(karteUrl).pathname;
  } catch {
    return karteUrl;
  }
}

function Feld({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="sm" c="dimmed" component="dt">
        {label}
      </Text>
      <Text fw={500} component="dd" m={0}>
        {children}
      </Text>
    </div>
  );
}

/** Chosen files waiting for 'Hochladen', then the upload queue with per-file progress. */
function UploadArea({
  info,
  link,
  onUploaded,
}: {
  info: TMissingUploadInfo;
  link: LinkParams;
  onUploaded: () => void;
}) {
  const [chosen, setChosen] = useState<File[]>([]);
  const queue = useUploadQueue<TVersorgerFile>({
    upload: (file, { onProgress, signal }) =>
      uploadVersorgerFile(
        { versorgerId: info.versorgerId, auftragId: info.auftragId, ...link },
        file,
        onProgress,
        signal,
      ),
    onSuccess: onUploaded,
    onError: () => {
      // spec 001 §8: a failed upload; the row names the server's reason
      notifyError(VERSORGER_UPLOAD_UI.speichernFehler);
      onUploaded();
    },
  });
  const pending = queue.items.filter((i) => isOpen(i)).length;

  const onFiles = (files: File[]) => {
    if (files.length === 0) return;
    const checked = checkDrop(files, {
      alreadyStored: info.files.length + chosen.length + pending,
      maxPerDrop: VERSORGER_UPLOAD.maxFilesPerVersorger,
      maxPerAntrag: VERSORGER_UPLOAD.maxFilesPerVersorger,
      extensions: VERSORGER_UPLOAD.extensions,
    });
    const messages = new Set(
      checked.rejected.map((r) =>
        r.message === UPLOAD_MSG.maxDateien
          ? VERSORGER_UPLOAD_UI.maxDateien
          : r.message === UPLOAD_MSG.typ
            ? `${r.file.name}: Erlaubt sind ${TYPEN}.`
            : `${r.file.name}: ${r.message}`,
      ),
    );
    for (const m of messages) notifyError(m);
    setChosen((current) => [
      ...current,
      ...checked.accepted.filter((f) => !current.some((c) => c.name === f.name && c.size === f.size)),
    ]);
  };

  const hochladen = () => {
    // spec 001 §2: without a chosen file only a warning
    if (chosen.length === 0) {
      notifyError(VERSORGER_UPLOAD_UI.keineDatei);
      return;
    }
    queue.add(chosen);
    setChosen([]);
  };

  return (
    <Stack gap="sm">
      <FileDropzone
        onFiles={onFiles}
        extensions={VERSORGER_UPLOAD.extensions}
        label="Dateien hierher ziehen oder klicken, um sie auszuwählen"
        hint={HINWEIS}
      />
      {chosen.length > 0 && (
        <Box>
          <Text size="sm" fw={600} id="ausgewaehlte-dateien">
            Ausgewählte Dateien ({chosen.length})
          </Text>
          <List aria-labelledby="ausgewaehlte-dateien" listStyleType="none" spacing={2} mt={4}>
            {chosen.map((f) => (
              <List.Item key={`${f.name}-${f.size}`}>
                <Group gap="xs" wrap="nowrap">
                  <Text size="sm" style={{ wordBreak: 'break-word' }}>
                    {f.name}{' '}
                    <Text span c="dimmed" size="sm">
                      ({formatFileSize(f.size)})
                    </Text>
                  </Text>
                  <CloseButton
                    size="sm"
                    aria-label={`${f.name} aus der Auswahl entfernen`}
                    onClick={() => setChosen((c) => c.filter((x) => x !== f))}
                  />
                </Group>
              </List.Item>
            ))}
          </List>
        </Box>
      )}
      <Group>
        <Button leftSection={<IconUpload size={16} aria-hidden />} onClick={hochladen} loading={pending > 0}>
          {VERSORGER_UPLOAD_UI.hochladen}
        </Button>
      </Group>
      <UploadQueue
        items={queue.items}
        onCancel={queue.cancel}
        onDismiss={queue.dismiss}
        onClearFinished={queue.clearFinished}
      />
    </Stack>
  );
}

/** 'Senden bestätigen': final for the link; without files only as 'nicht betroffen' (the server's rule). */
function ConfirmModal({
  opened,
  info,
  link,
  onClose,
  onConfirmed,
}: {
  opened: boolean;
  info: TMissingUploadInfo;
  link: LinkParams;
  onClose: () => void;
  onConfirmed: (info: TMissingUploadInfo) => void;
}) {
  const confirm = trpc.versorgerUpload.confirm.useMutation();
  const [nichtBetroffen, setNichtBetroffen] = useState(false);
  const [fehler, setFehler] = useState<string | null>(null);
  const ohneDateien = info.files.length === 0;

  const senden = async () => {
    if (ohneDateien && !nichtBetroffen) {
      setFehler(VERSORGER_UPLOAD_UI.keinePlaene);
      return;
    }
    try {
      const result = await confirm.mutateAsync({
        versorgerId: info.versorgerId,
        auftragId: info.auftragId,
        ...link,
        nichtBetroffen: ohneDateien ? true : undefined,
      });
      notifySuccess(VERSORGER_UPLOAD_UI.vorgangErfolgreich);
      onConfirmed(result);
    } catch (error) {
      const field = fieldErrorsOf(error).find((f) => f.field === 'nichtBetroffen');
      if (field) setFehler(field.message);
      notifyError(VERSORGER_UPLOAD_UI.sendenFehler(errorMessage(error)));
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={VERSORGER_UPLOAD_UI.sendenBestaetigen}
      centered
      closeButtonProps={{ 'aria-label': 'Schließen' }}
    >
      <Stack gap="md">
        {ohneDateien ? (
          <>
            <Text>
              Sie haben keine Dateien hochgeladen. Ohne Pläne können Sie nur bestätigen, dass Sie nicht betroffen sind.
            </Text>
            <Checkbox
              label={VERSORGER_UPLOAD_UI.nichtBetroffenLabel}
              checked={nichtBetroffen}
              onChange={(e) => {
                setNichtBetroffen(e.currentTarget.checked);
                setFehler(null);
              }}
              error={fehler}
            />
          </>
        ) : (
          <Text>
            Sie senden {info.files.length === 1 ? 'eine Datei' : `${info.files.length} Dateien`} als Auskunft zum
            Vorgang {info.vorgangsnummer}.
            {info.modus === 'versorger'
              ? ' Danach können über diesen Link keine Dateien mehr hochgeladen oder gelöscht werden.'
              : ''}
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={confirm.isPending}>
            Abbrechen
          </Button>
          <Button
            onClick={() => void senden()}
            loading={confirm.isPending}
            leftSection={<IconSend size={16} aria-hidden />}
            data-autofocus
          >
            {VERSORGER_UPLOAD_UI.sendenBestaetigen}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Case workers: the operator's signed link to the clipboard. */
function CopyLinkButton({ versorgerId }: { versorgerId: string }) {
  const utils = trpc.useUtils();
  const [busy, setBusy] = useState(false);
  const copy = async () => {
    setBusy(true);
    try {
      const { url } = await utils.client.versorgerUpload.link.query({ versorgerId });
      await navigator.clipboard.writeText(url);
      notifySuccess(VERSORGER_UPLOAD_UI.linkKopiert);
    } catch (error) {
      notifyError(VERSORGER_UPLOAD_UI.fehler(errorMessage(error)));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="default"
      leftSection={<IconCopy size={16} aria-hidden />}
      onClick={() => void copy()}
      loading={busy}
    >
      Upload-Link kopieren
    </Button>
  );
}

/**
 * versorgerupload/{versorgerId}/{auftragId}?e=…&s=… (the operator, no account) and upload/{versorgerId}/{auftragId}
 * (a case worker on the operator's behalf), spec 001 §2: the order's case number, site and map link, the operator's
 * files, 'Hochladen' with progress and 'Senden bestätigen'. `e` and `s` go with every call.
 */
export function VersorgerUploadPage() {
  const { versorgerId = '', auftragId = '' } = useParams();
  const [search] = useSearchParams();
  const link: LinkParams = { e: search.get('e') ?? undefined, s: search.get('s') ?? undefined };
  const input = { versorgerId, auftragId, ...link };
  const utils = trpc.useUtils();
  const info = trpc.versorgerUpload.info.useQuery(input, { retry: false });
  const remove = trpc.versorgerUpload.deleteFile.useMutation();
  const [confirming, setConfirming] = useState(false);

  const reload = () => void utils.versorgerUpload.info.invalidate(input);
  const onDelete = async (file: TVersorgerFile) => {
    try {
      await remove.mutateAsync({ versorgerId, fileId: file.id, ...link });
      notifySuccess(VERSORGER_UPLOAD_UI.vorgangErfolgreich);
    } catch (error) {
      notifyError(VERSORGER_UPLOAD_UI.loeschenFehler(errorMessage(error)));
      throw error;
    } finally {
      await utils.versorgerUpload.info.invalidate(input);
    }
  };

  const data = info.data;
  if (info.error) {
    return (
      <Box maw={900} mx="auto">
        <PageTitle title="Auskunft hochladen" />
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle aria-hidden />}
          role="alert"
          title="Fehler"
          styles={readableAlert('red')}
        >
          {/* spec 001 §2: a bad, expired or foreign link, or missing data */}
          {errorMessage(info.error)}
        </Alert>
      </Box>
    );
  }
  if (!data) {
    return (
      <Center h={300}>
        <Loader aria-label="Daten werden geladen" />
      </Center>
    );
  }

  const staff = data.modus === 'sachbearbeitung';
  const offen = staff || !data.bestaetigt;
  const site = [`${data.strasse} ${data.hausnummer}`.trim(), `${data.plz} ${data.ort}`.trim()]
    .filter(Boolean)
    .join(', ');

  return (
    <Box maw={1000} mx="auto">
      <PageTitle title={`Auskunft zum Vorgang ${data.vorgangsnummer}`}>
        {staff && (
          <>
            <CopyLinkButton versorgerId={data.versorgerId} />
            <Button
              component={Link}
              to={`/auftraguploads/${encodeURIComponent(data.auftragId)}`}
              variant="default"
              leftSection={<IconFiles size={16} aria-hidden />}
            >
              Alle Dateien des Auftrags
            </Button>
            <Button
              component={Link}
              to={`/bearbeitungslist/${encodeURIComponent(data.auftragId)}`}
              variant="default"
              leftSection={<IconArrowLeft size={16} aria-hidden />}
            >
              Zurück zum Auftrag
            </Button>
          </>
        )}
      </PageTitle>
      <Stack gap="lg">
        {staff && (
          <Alert color="blue" variant="light" title="Upload für den Netzbetreiber" styles={readableAlert('blue')}>
            Sie laden Dateien im Namen von {data.versorgerName} hoch.
          </Alert>
        )}
        <SectionCard level={2} title="Vorgang">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" component="dl" m={0}>
            <Feld label="Vorgangsnummer">{data.vorgangsnummer}</Feld>
            <Feld label="Netzbetreiber">{data.versorgerName}</Feld>
            <Feld label="Ort der Baumaßnahme">{site || '–'}</Feld>
            <Feld label="Karte">
              <Anchor href={karteHref(data.karteUrl)} target="_blank" rel="noopener" fw={500}>
                <Group gap={4} component="span" wrap="nowrap">
                  Bereich auf der Karte ansehen <IconExternalLink size={15} aria-hidden />
                  <VisuallyHidden> (öffnet in neuem Fenster)</VisuallyHidden>
                </Group>
              </Anchor>
            </Feld>
          </SimpleGrid>
        </SectionCard>

        {data.bestaetigt && (
          <Alert
            color="teal"
            variant="light"
            icon={<IconCircleCheck aria-hidden />}
            title="Auskunft übermittelt"
            role="status"
            styles={readableAlert('teal')}
          >
            {data.nichtBetroffen
              ? `Bestätigt am ${formatVersorgerDatum(data.auskunftDatum)}: ${VERSORGER_UPLOAD_UI.nichtBetroffen}.`
              : `Die Auskunft wurde am ${formatVersorgerDatum(data.auskunftDatum)} bestätigt. Vielen Dank!`}
            {!staff && ' Dateien können über diesen Link nicht mehr geändert werden.'}
          </Alert>
        )}

        <SectionCard level={2} title={staff ? 'Dateien des Netzbetreibers' : 'Ihre Dateien'}>
          <VersorgerDateienTable
            files={data.files}
            label={staff ? 'Dateien des Netzbetreibers' : 'Ihre Dateien'}
            downloadable={staff}
            onDelete={offen ? onDelete : undefined}
            // operators delete only their own uploads (the server's rule)
            canDelete={(f) => staff || f.vomVersorger}
          />
        </SectionCard>

        {offen && (
          <SectionCard level={2} title="Dateien hochladen">
            <UploadArea info={data} link={link} onUploaded={reload} />
          </SectionCard>
        )}

        {!data.bestaetigt && (
          <SectionCard level={2} title="Auskunft abschließen">
            <Stack gap="sm" align="flex-start">
              <Text>
                {data.files.length > 0
                  ? 'Wenn alle Pläne hochgeladen sind, bestätigen Sie bitte das Senden.'
                  : 'Sind Sie im Bereich der Baumaßnahme nicht betroffen, können Sie das auch ohne Dateien bestätigen.'}
              </Text>
              <Button leftSection={<IconSend size={16} aria-hidden />} onClick={() => setConfirming(true)}>
                {VERSORGER_UPLOAD_UI.sendenBestaetigen}
              </Button>
            </Stack>
          </SectionCard>
        )}
      </Stack>
      <ConfirmModal
        key={String(confirming)}
        opened={confirming}
        info={data}
        link={link}
        onClose={() => setConfirming(false)}
        onConfirmed={(next) => {
          setConfirming(false);
          utils.versorgerUpload.info.setData(input, next);
        }}
      />
    </Box>
  );
}
