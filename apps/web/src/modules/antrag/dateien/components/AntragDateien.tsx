import { Alert, Center, Loader, Stack } from '@mantine/core';
import { GRENZEN_MSG, UPLOAD_MSG, type TAntragFile } from '@lap/contracts';
import { notifyError } from '@lap/ui';
import { checkDrop, FileDropzone, FileTable, UploadQueue, useUploadQueue, type UploadItem } from '@lap/ui/upload';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useEffectEvent } from 'react';
import { errorMessage, trpc } from '../../../../trpc';
import { antragDateiDownloadUrl, isMaxDateienError, uploadAntragFile } from '../upload-antrag-file';

export interface AntragDateienProps {
  antragId: string;
  /** Draft (status below 2): upload and delete; otherwise the list only (spec 000 §4). */
  editable: boolean;
  /** The number of stored files, whenever it is known or changes. */
  onCountChange?: (count: number) => void;
}

/**
 * Files on the server or on their way there: stored ones, plus queued, running and finished uploads the
 * list does not show yet. checkDrop counts these against the 15 per request.
 */
function filesTaken(stored: readonly TAntragFile[], items: ReadonlyArray<UploadItem<TAntragFile>>): number {
  const storedIds = new Set(stored.map((f) => f.id));
  const pending = items.filter(
    (i) =>
      i.status === 'queued' ||
      i.status === 'uploading' ||
      (i.status === 'done' && i.result !== null && !storedIds.has(i.result.id)),
  );
  return stored.length + pending.length;
}

function UploadArea({ antragId, stored }: { antragId: string; stored: readonly TAntragFile[] }) {
  const utils = trpc.useUtils();
  const queue = useUploadQueue<TAntragFile>({
    upload: (file, { onProgress, signal }) => uploadAntragFile(antragId, file, onProgress, signal),
    onSuccess: () => void utils.antrag.files.invalidate({ antragId }),
    onError: (_message, error) => {
      // spec 000 §8: 'Fehler - Speichern nicht erfolgreich.'; the 15-file limit and the applicant's storage quota get
      // their own toast. The row shows the server's reason. Refetching also lets a 401 reach the app's sign-out handler.
      const quota = error instanceof Error && error.message === GRENZEN_MSG.speicher;
      notifyError(
        isMaxDateienError(error) ? UPLOAD_MSG.maxDateien : quota ? GRENZEN_MSG.speicher : UPLOAD_MSG.speichernFehler,
      );
      void utils.antrag.files.invalidate({ antragId });
    },
  });

  const onFiles = (files: File[]) => {
    const checked = checkDrop(files, { alreadyStored: filesTaken(stored, queue.items) });
    if (checked.dropMessage) {
      notifyError(checked.dropMessage);
      return;
    }
    if (checked.rejected.some((r) => r.message === UPLOAD_MSG.maxDateien)) notifyError(UPLOAD_MSG.maxDateien);
    queue.add(checked.accepted, checked.rejected);
  };

  return (
    <Stack gap="sm">
      <FileDropzone onFiles={onFiles} />
      <UploadQueue
        items={queue.items}
        onCancel={queue.cancel}
        onDismiss={queue.dismiss}
        onClearFinished={queue.clearFinished}
      />
    </Stack>
  );
}

/**
 * The applicant's files of one request (wizard step 'Dateiupload', spec 000 §2, §5): drop zone and upload
 * list while the request is a draft, and the stored files with download (and delete while a draft).
 */
export function AntragDateien({ antragId, editable, onCountChange }: AntragDateienProps) {
  const utils = trpc.useUtils();
  const files = trpc.antrag.files.useQuery({ antragId });
  const remove = trpc.antrag.deleteFile.useMutation();

  const count = files.data?.length;
  const reportCount = useEffectEvent((n: number) => onCountChange?.(n));
  useEffect(() => {
    if (count !== undefined) reportCount(count);
  }, [count]);

  const onDelete = async (file: TAntragFile) => {
    try {
      await remove.mutateAsync({ id: file.id });
    } catch (error) {
      notifyError(errorMessage(error));
      throw error;
    } finally {
      await utils.antrag.files.invalidate({ antragId });
    }
  };

  // Data kept from an earlier load stays on screen when a refetch fails.
  let list;
  if (files.data) {
    list = (
      <FileTable
        files={files.data}
        downloadUrl={(f) => antragDateiDownloadUrl(f.id)}
        onDelete={editable ? onDelete : undefined}
      />
    );
  } else if (files.isError) {
    list = (
      <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />}>
        {errorMessage(files.error)}
      </Alert>
    );
  } else {
    list = (
      <Center py="md">
        <Loader size="sm" aria-label="Dateien werden geladen" />
      </Center>
    );
  }

  return (
    <Stack gap="md">
      {/* Mounted once the stored files are known (they count against the 15), and kept while a refetch runs. */}
      {editable && files.data && <UploadArea antragId={antragId} stored={files.data} />}
      {list}
    </Stack>
  );
}
