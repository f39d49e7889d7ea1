import { Alert, Button, Group, List, Modal, Progress, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { readableAlert } from '../../versorger-upload/alert-styles';
import { fortschrittProzent, type TSammelErgebnis } from '../bulk-send';
import { MAILVERSAND_UI } from '../messages';

export interface AutomatischVersendenModalProps {
  opened: boolean;
  total: number;
  /** Mails tried so far (the bar). */
  done: number;
  /** Mails the server accepted so far (the text). */
  ok: number;
  /** Set once the run has ended. */
  ergebnis: TSammelErgebnis | null;
  /** The user asked to stop after the current mail. */
  stopping: boolean;
  onStop: () => void;
  onClose: () => void;
}

/** The running 'Alle automatisch versenden': a progress bar ('3 von 8 versendet'), then the summary with the failures. */
export function AutomatischVersendenModal({
  opened,
  total,
  done,
  ok,
  ergebnis,
  stopping,
  onStop,
  onClose,
}: AutomatischVersendenModalProps) {
  const laeuft = ergebnis === null;
  return (
    <Modal
      opened={opened}
      onClose={laeuft ? () => undefined : onClose}
      title={MAILVERSAND_UI.alleAutomatisch}
      centered
      withCloseButton={!laeuft}
      closeOnClickOutside={!laeuft}
      closeOnEscape={!laeuft}
      closeButtonProps={{ 'aria-label': 'Schließen' }}
    >
      <Stack gap="md">
        <div>
          <Progress
            value={fortschrittProzent(done, total)}
            size="lg"
            animated={laeuft}
            color={ergebnis && ergebnis.failures.length > 0 ? 'orange.7' : 'teal.8'}
            aria-label={MAILVERSAND_UI.fortschritt(ok, total)}
          />
          <Text size="sm" mt={6} role="status" aria-live="polite" style={{ fontVariantNumeric: 'tabular-nums' }}>
            {MAILVERSAND_UI.fortschritt(ok, total)}
          </Text>
        </div>
        {ergebnis && (
          <Stack gap="sm">
            <Alert
              color={ergebnis.failures.length > 0 ? 'orange' : 'teal'}
              variant="light"
              icon={ergebnis.failures.length > 0 ? <IconAlertTriangle aria-hidden /> : <IconCircleCheck aria-hidden />}
              styles={readableAlert(ergebnis.failures.length > 0 ? 'orange' : 'teal')}
              title={MAILVERSAND_UI.ergebnis(ergebnis.ok, total)}
            >
              {ergebnis.stopped && <Text size="sm">{MAILVERSAND_UI.abgebrochen}</Text>}
              {ergebnis.failures.length > 0 && (
                <>
                  <Text size="sm">{MAILVERSAND_UI.fehlgeschlagen(ergebnis.failures.length)}</Text>
                  <List size="sm" spacing={2} mt={4} aria-label="Nicht versendete E-Mails">
                    {ergebnis.failures.map((f) => (
                      <List.Item key={f.versorgerName}>
                        <Text span fw={600} size="sm">
                          {f.versorgerName}
                        </Text>
                        : {f.message}
                      </List.Item>
                    ))}
                  </List>
                </>
              )}
            </Alert>
          </Stack>
        )}
        <Group justify="flex-end">
          {laeuft ? (
            <Button variant="default" onClick={onStop} disabled={stopping}>
              {stopping ? 'Wird nach der aktuellen E-Mail beendet …' : 'Abbrechen'}
            </Button>
          ) : (
            <Button onClick={onClose} data-autofocus>
              Schließen
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
