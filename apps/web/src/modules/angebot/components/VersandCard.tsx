import { Button, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { TAngebotView } from '@lap/contracts';
import { formatDateTime, formatMoney, MWST_PROZENT, type TTotals } from '@lap/domain';
import { ConfirmDialog, notifyError, notifySuccess } from '@lap/ui';
import { IconCash, IconCircleX, IconSend } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { errorMessage, trpc } from '../../../trpc';
import { isAngebotEditable } from '../angebot-status';
import { ANGEBOT_UI_MSG } from '../messages';
import classes from './Angebot.module.css';

type Dialog = { kind: 'senden'; vorkasse: boolean } | { kind: 'beenden' } | null;

export interface VersandCardProps {
  view: TAngebotView;
  totals: TTotals;
  positionCount: number;
  bemerkungDirty: boolean;
  onChanged: () => Promise<void>;
}

/**
 * Sending the offer, normally or with prepayment (SendeAngebot; only while the request is below 5), and
 * ending the case as provider (DienstleisterBeenden, asked with 'Vorgang beenden?').
 */
export function VersandCard({ view, totals, positionCount, bemerkungDirty, onChanged }: VersandCardProps) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const senden = trpc.angebot.senden.useMutation();
  const beenden = trpc.angebot.beenden.useMutation();
  const editable = isAngebotEditable(view.antragStatus);
  const canSend = editable && positionCount > 0;

  const run = async () => {
    if (!dialog) return;
    try {
      if (dialog.kind === 'senden') await senden.mutateAsync({ antragId: view.id, vorkasse: dialog.vorkasse });
      else await beenden.mutateAsync({ antragId: view.id });
      setDialog(null);
      notifySuccess(ANGEBOT_UI_MSG.vorgangErfolgreich);
      await onChanged();
    } catch (error) {
      const prefix = dialog.kind === 'senden' ? ANGEBOT_UI_MSG.angebotAbsendenFehler : ANGEBOT_UI_MSG.beendenFehler;
      notifyError(`${prefix}${errorMessage(error)}`);
      // e.g. the status changed meanwhile: close and show the current state
      setDialog(null);
      void onChanged();
    }
  };

  let message: ReactNode = ANGEBOT_UI_MSG.vorgangBeenden;
  if (dialog?.kind === 'senden') {
    message = (
      <Stack gap="xs" component="span">
        <span>
          Das Angebot über <strong>{formatMoney(totals.bruttoCent)}</strong> (brutto)
          {dialog.vorkasse ? ' mit Vorkasse' : ''} wird an <strong>{view.email || 'den Antragsteller'}</strong>{' '}
          gesendet.
        </span>
        {view.angebotVersand && (
          <span>Es wurde bereits am {formatDateTime(view.angebotVersand)} versendet und wird erneut gesendet.</span>
        )}
        {bemerkungDirty && (
          <Text span c="red.9" fw={600} size="sm">
            Die geänderte Bemerkung ist noch nicht gespeichert und erscheint nicht im Angebot.
          </Text>
        )}
      </Stack>
    );
  }

  return (
    <Paper withBorder radius="md" p="md" h="100%" component="section" aria-labelledby="versand-titel">
      <Title order={2} size="h4" id="versand-titel" mb="sm">
        Versand
      </Title>
      <Group justify="space-between" align="baseline" gap="xs">
        <Text size="sm" c="dimmed">
          Angebotssumme brutto
          <Text span size="xs" c="dimmed" display="block">
            netto {formatMoney(totals.nettoCent)} zzgl. {MWST_PROZENT} % MwSt. {formatMoney(totals.mwstCent)}
          </Text>
        </Text>
        <Text size="xl" fw={700} className={classes.numeric}>
          {formatMoney(totals.bruttoCent)}
        </Text>
      </Group>

      {!editable && (
        <Text size="sm" c="dimmed" mt="md">
          {ANGEBOT_UI_MSG.nichtMehrSendbar}
        </Text>
      )}
      {editable && (
        <Stack gap="xs" mt="md">
          {positionCount === 0 && (
            <Text size="sm" c="dimmed">
              {ANGEBOT_UI_MSG.keinePositionen}
            </Text>
          )}
          <Button
            leftSection={<IconSend size={16} aria-hidden />}
            disabled={!canSend}
            onClick={() => setDialog({ kind: 'senden', vorkasse: false })}
            fullWidth
          >
            Angebot senden
          </Button>
          <Button
            variant="outline"
            leftSection={<IconCash size={16} aria-hidden />}
            disabled={!canSend}
            onClick={() => setDialog({ kind: 'senden', vorkasse: true })}
            fullWidth
          >
            Angebot mit Vorkasse senden
          </Button>
          <Divider my={4} />
          <Group justify="space-between" gap="xs">
            <Text size="xs" c="dimmed">
              Kein Angebot abgeben: der Antrag wird als „Durch Dienstleister beendet“ geschlossen.
            </Text>
            <Button
              variant="subtle"
              color="red"
              c="red.9"
              size="sm"
              leftSection={<IconCircleX size={16} aria-hidden />}
              onClick={() => setDialog({ kind: 'beenden' })}
            >
              Vorgang beenden
            </Button>
          </Group>
        </Stack>
      )}

      <ConfirmDialog
        opened={dialog !== null}
        title={
          dialog?.kind === 'senden'
            ? dialog.vorkasse
              ? 'Angebot mit Vorkasse senden'
              : 'Angebot senden'
            : 'Vorgang beenden'
        }
        message={message}
        confirmLabel={dialog?.kind === 'senden' ? 'Senden' : 'Beenden'}
        confirmColor={dialog?.kind === 'senden' ? 'lapBlue' : 'red.8'}
        loading={senden.isPending || beenden.isPending}
        onConfirm={() => void run()}
        onClose={() => setDialog(null)}
      />
    </Paper>
  );
}
