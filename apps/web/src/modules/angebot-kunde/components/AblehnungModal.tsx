import { Button, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { ABLEHN_GRUENDE, ABLEHN_GRUND_LABEL, ABLEHN_TEXT_MAX } from '@lap/contracts';
import { useState } from 'react';
import { ANGEBOT_KUNDE_TEXT } from '../angebot-kunde';

export interface AblehnungModalProps {
  opened: boolean;
  onClose: () => void;
  /** Sends the rejection; the modal stays open (and keeps the input) when it fails. */
  onSubmit: (grund: string | null, text: string) => Promise<void>;
  busy: boolean;
}

/** spec 000 §5 offer rejection: one of four reasons (optional), a text up to 200 characters (optional). */
export function AblehnungModal({ opened, onClose, onSubmit, busy }: AblehnungModalProps) {
  const [grund, setGrund] = useState<string | null>(null);
  const [text, setText] = useState('');

  return (
    <Modal
      opened={opened}
      onClose={busy ? () => undefined : onClose}
      title="Angebot ablehnen"
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': 'Schließen' }}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void onSubmit(grund, text);
        }}
      >
        <Stack gap="md">
          <Text size="sm">
            Schade, dass unser Angebot nicht zu Ihnen passt. Wenn Sie uns den Grund nennen, können wir unsere Angebote
            verbessern – die Angaben sind freiwillig.
          </Text>
          <Radio.Group label="Grund der Ablehnung" value={grund} onChange={setGrund}>
            <Stack gap="xs" mt="xs">
              {ABLEHN_GRUENDE.map((g) => (
                <Radio key={g} value={g} label={ABLEHN_GRUND_LABEL[g]} disabled={busy} />
              ))}
            </Stack>
          </Radio.Group>
          <Textarea
            label="Anmerkung"
            placeholder="Optional"
            autosize
            minRows={3}
            maxRows={6}
            maxLength={ABLEHN_TEXT_MAX}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            disabled={busy}
            description={`${text.length} / ${ABLEHN_TEXT_MAX} Zeichen`}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            styles={{ description: { textAlign: 'right', marginTop: 4 } }}
          />
          <Text size="sm" c="dimmed">
            Nach der Ablehnung kann dieses Angebot nicht mehr beauftragt werden.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={busy}>
              Abbrechen
            </Button>
            <Button type="submit" color="red.9" loading={busy}>
              {ANGEBOT_KUNDE_TEXT.ablehnungSenden}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
