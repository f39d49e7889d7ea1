import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import type { TWiedervorlage } from '@lap/contracts';
import { notifyError, notifySuccess } from '@lap/ui';
import { useState } from 'react';
import { errorMessage, fieldErrorsOf, trpc } from '../../../trpc';
import { WIEDERVORLAGE_UI } from '../messages';

const MAX = 2000;

function BemerkungForm({ row, onClose, onSaved }: { row: TWiedervorlage; onClose: () => void; onSaved: () => void }) {
  const [text, setText] = useState(row.bemerkung ?? '');
  const [fehler, setFehler] = useState<string | null>(null);
  const save = trpc.wiedervorlage.setBemerkung.useMutation();

  const speichern = async () => {
    if (text.length > MAX) {
      setFehler('Bitte geben Sie höchstens 2.000 Zeichen ein.');
      return;
    }
    try {
      await save.mutateAsync({ id: row.id, bemerkung: text });
      notifySuccess(WIEDERVORLAGE_UI.speichernErfolgreich, 1500);
      onSaved();
      onClose();
    } catch (error) {
      setFehler(fieldErrorsOf(error).find((f) => f.field === 'bemerkung')?.message ?? null);
      notifyError(WIEDERVORLAGE_UI.speichernFehler(errorMessage(error)));
    }
  };

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void speichern();
      }}
      noValidate
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {row.vorgangsnummer} · {row.versorger}
        </Text>
        <Textarea
          label="Bemerkung"
          autosize
          minRows={3}
          maxRows={10}
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            setFehler(null);
          }}
          error={fehler}
          description={`${text.length} / ${MAX} Zeichen`}
          data-autofocus
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={save.isPending}>
            Abbrechen
          </Button>
          <Button type="submit" loading={save.isPending}>
            Speichern
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The remark of a follow-up (BemerkungWiedervorlagen), edited in a dialog from its row. */
export function BemerkungModal({
  row,
  onClose,
  onSaved,
}: {
  row: TWiedervorlage | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  return (
    <Modal
      opened={row !== null}
      onClose={onClose}
      title="Bemerkung zur Wiedervorlage"
      size="lg"
      closeButtonProps={{ 'aria-label': 'Schließen' }}
    >
      {row && <BemerkungForm key={row.id} row={row} onClose={onClose} onSaved={onSaved} />}
    </Modal>
  );
}
