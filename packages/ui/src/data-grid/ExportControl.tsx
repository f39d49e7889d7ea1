import { Anchor, Button, Group, Loader, Text } from '@mantine/core';
import { EXPORT_TTL_MS, type TExportRequest, type TExportResult } from '@lap/contracts';
import { IconDownload, IconFileSpreadsheet } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { notifyError } from '../notify.js';

export const EXPORT_TEXTS = {
  button: 'Excel-Export',
  pending: 'Export wird erstellt …',
  download: 'Excel-Datei herunterladen',
  /** spec 000 §8 / 001 §8 */
  failed: (msg: string) => `Fehler beim Export - ${msg}`,
} as const;

type ExportStatus = { kind: 'idle' } | { kind: 'pending' } | { kind: 'ready'; link: string; until: Date };

export interface ExportControlProps {
  request: TExportRequest;
  onExport: (request: TExportRequest) => Promise<TExportResult>;
  describeError: (error: unknown) => string;
}

/** How long the link stays: the server's expiry, never longer than spec 000 §9's 2 minutes. */
export function linkLifetimeMs(expiresAt: string, now: number = Date.now()): number {
  const serverSays = Date.parse(expiresAt) - now;
  return Number.isFinite(serverSays) ? Math.max(0, Math.min(EXPORT_TTL_MS, serverSays)) : EXPORT_TTL_MS;
}

const timeFmt = new Intl.DateTimeFormat('de-DE', { hour: '2-digit', minute: '2-digit' });

/**
 * Excel export through the server (exceljs): while the file is written the button says so; then a download
 * link is shown for 2 minutes (spec 000 §4, §9) and disappears.
 */
export function ExportControl({ request, onExport, describeError }: ExportControlProps) {
  const [status, setStatus] = useState<ExportStatus>({ kind: 'idle' });
  const linkRef = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    if (status.kind !== 'ready') return;
    const timer = window.setTimeout(
      () => setStatus({ kind: 'idle' }),
      Math.max(0, status.until.getTime() - Date.now()),
    );
    return () => window.clearTimeout(timer);
  }, [status]);

  useEffect(() => {
    if (status.kind === 'ready') linkRef.current?.focus();
  }, [status.kind]);

  const start = async () => {
    setStatus({ kind: 'pending' });
    try {
      const result = await onExport(request);
      setStatus({
        kind: 'ready',
        link: result.downloadLink,
        until: new Date(Date.now() + linkLifetimeMs(result.expiresAt)),
      });
    } catch (error) {
      setStatus({ kind: 'idle' });
      notifyError(EXPORT_TEXTS.failed(describeError(error)));
    }
  };

  const pending = status.kind === 'pending';
  return (
    <Group gap="sm" wrap="nowrap">
      <Button
        variant="default"
        size="sm"
        onClick={() => void start()}
        disabled={pending}
        aria-busy={pending || undefined}
        leftSection={pending ? <Loader size={14} /> : <IconFileSpreadsheet size={17} stroke={1.7} aria-hidden="true" />}
      >
        {pending ? EXPORT_TEXTS.pending : EXPORT_TEXTS.button}
      </Button>
      {status.kind === 'ready' && (
        <Group gap={6} wrap="nowrap">
          <Anchor
            ref={linkRef}
            href={status.link}
            download
            size="sm"
            fw={600}
            style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
          >
            <IconDownload size={16} aria-hidden="true" />
            {EXPORT_TEXTS.download}
          </Anchor>
          <Text size="xs" c="dimmed">
            (bis {timeFmt.format(status.until)} Uhr)
          </Text>
        </Group>
      )}
    </Group>
  );
}
