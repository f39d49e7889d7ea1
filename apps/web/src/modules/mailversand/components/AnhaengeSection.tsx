import { ActionIcon, Alert, Anchor, Box, Center, Group, Loader, Stack, Text, Tooltip } from '@mantine/core';
import { MAIL_ANHANG, type TMailAnhang } from '@lap/contracts';
import { ConfirmDialog, notifyError, notifySuccess } from '@lap/ui';
import { FileDropzone, formatFileSize, isOpen, UploadQueue, useUploadQueue } from '@lap/ui/upload';
import { IconAlertCircle, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage, trpc } from '../../../trpc';
import { pruefeAnhaenge, uploadMailAnhang } from '../anhang-upload';
import { ANHANG_ART_LABEL, MAILVERSAND_UI } from '../messages';
import { anhangDownloadHref } from '../paths';

const TYPEN_HINWEIS = `PDF, KML, JPEG, PNG, ZIP oder 7z · höchstens ${MAIL_ANHANG.maxFiles} Anhänge · zusammen höchstens ${MAIL_ANHANG.maxTotalBytes / 1024 / 1024} MB je E-Mail`;

/** The drop zone and the running uploads (the shared upload parts); one file after the other, with progress. */
function AnhangUpload({ jobId, belegt, onChanged }: { jobId: string; belegt: number; onChanged: () => void }) {
  const queue = useUploadQueue<TMailAnhang>({
    upload: (file, { onProgress, signal }) => uploadMailAnhang(jobId, file, onProgress, signal),
    onSuccess: onChanged,
    onError: (message) => {
      notifyError(message);
      onChanged();
    },
  });

  const onFiles = (files: File[]) => {
    const checked = pruefeAnhaenge(files, belegt + queue.items.filter(isOpen).length);
    if (checked.dropMessage) {
      notifyError(checked.dropMessage);
      return;
    }
    queue.add(checked.accepted, checked.rejected);
  };

  return (
    <Stack gap="xs">
      <FileDropzone onFiles={onFiles} hint={TYPEN_HINWEIS} />
      <UploadQueue
        items={queue.items}
        onCancel={queue.cancel}
        onDismiss={queue.dismiss}
        onClearFinished={queue.clearFinished}
      />
    </Stack>
  );
}

/** The attachments as a list (it sits in a narrow column): name as download link, kind and size, remove. */
function AnhangListe({
  anhaenge,
  onRemove,
}: {
  anhaenge: readonly TMailAnhang[];
  onRemove?: ((a: TMailAnhang) => void) | undefined;
}) {
  const summe = anhaenge.reduce((s, a) => s + (a.size ?? 0), 0);
  return (
    <Stack gap={6}>
      <Stack component="ul" gap={0} aria-label="Anhänge der E-Mail" m={0} p={0} style={{ listStyle: 'none' }}>
        {anhaenge.map((a) => (
          <Group
            component="li"
            key={a.id}
            gap="xs"
            wrap="nowrap"
            justify="space-between"
            py={6}
            style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
          >
            <Box miw={0}>
              <Anchor
                href={anhangDownloadHref(a.downloadPath)}
                download
                size="sm"
                fw={500}
                title={MAILVERSAND_UI.anhangHerunterladen(a.anzeigeName)}
                style={{ overflowWrap: 'anywhere' }}
              >
                {a.anzeigeName}
              </Anchor>
              <Text size="xs" c="dimmed">
                {ANHANG_ART_LABEL[a.art]} ·{' '}
                {a.size === null ? MAILVERSAND_UI.erzeugtBeimVersand : formatFileSize(a.size)}
              </Text>
            </Box>
            {onRemove && (
              <Tooltip label={MAILVERSAND_UI.anhangEntfernen(a.anzeigeName)} withArrow openDelay={250}>
                <ActionIcon
                  variant="subtle"
                  color="red.8"
                  aria-label={MAILVERSAND_UI.anhangEntfernen(a.anzeigeName)}
                  onClick={() => onRemove(a)}
                  style={{ flexShrink: 0 }}
                >
                  <IconTrash size={17} stroke={1.7} aria-hidden />
                </ActionIcon>
              </Tooltip>
            )}
          </Group>
        ))}
      </Stack>
      {summe > 0 && (
        <Text size="xs" c={summe > MAIL_ANHANG.maxTotalBytes ? 'var(--mantine-color-error)' : 'dimmed'} ta="right">
          {anhaenge.length} {anhaenge.length === 1 ? 'Anhang' : 'Anhänge'}, zusammen {formatFileSize(summe)}
        </Text>
      )}
    </Stack>
  );
}

/**
 * 'Anhänge' of one mail job (spec 001 §2, §3 Attachment): the request files, the generated request area (KML and
 * GeoJSON) and uploads; each downloadable, removable after 'Wirklich löschen?', and the upload with progress. A sent
 * job's list is read-only.
 */
export function AnhaengeSection({
  jobId,
  readOnly,
  onChanged,
}: {
  jobId: string;
  readOnly: boolean;
  onChanged?: () => void;
}) {
  const utils = trpc.useUtils();
  const anhaenge = trpc.mailversand.anhaenge.useQuery({ id: jobId });
  const remove = trpc.mailversand.deleteAnhang.useMutation();
  const [entfernen, setEntfernen] = useState<TMailAnhang | null>(null);

  const neuLaden = () => {
    void utils.mailversand.anhaenge.invalidate({ id: jobId });
    void utils.mailversand.auftrag.invalidate();
    onChanged?.();
  };

  const bestaetigt = async () => {
    if (!entfernen) return;
    try {
      await remove.mutateAsync({ mailVersandJobId: jobId, fileName: entfernen.fileName });
      notifySuccess(MAILVERSAND_UI.anhangEntfernt);
    } catch (error) {
      notifyError(MAILVERSAND_UI.loeschenFehler(errorMessage(error)));
    } finally {
      setEntfernen(null);
      neuLaden();
    }
  };

  const liste = anhaenge.data;
  let inhalt;
  if (liste) {
    inhalt =
      liste.length === 0 ? (
        <Text c="dimmed" size="sm">
          {MAILVERSAND_UI.keineDateien}
        </Text>
      ) : (
        <AnhangListe anhaenge={liste} onRemove={readOnly ? undefined : setEntfernen} />
      );
  } else if (anhaenge.isError) {
    inhalt = (
      <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
        {errorMessage(anhaenge.error)}
      </Alert>
    );
  } else {
    inhalt = (
      <Center py="md">
        <Loader size="sm" aria-label="Anhänge werden geladen" />
      </Center>
    );
  }

  return (
    <Stack gap="sm">
      {inhalt}
      {!readOnly && liste && <AnhangUpload jobId={jobId} belegt={liste.length} onChanged={neuLaden} />}
      <ConfirmDialog
        opened={entfernen !== null}
        title="Anhang entfernen"
        message={MAILVERSAND_UI.loeschenBestaetigen}
        confirmLabel="Entfernen"
        loading={remove.isPending}
        onConfirm={() => void bestaetigt()}
        onClose={() => setEntfernen(null)}
      />
    </Stack>
  );
}
