import { Alert, Button, Group, Loader, Modal, Radio, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { NETZBETREIBER_SUCHE_MIN } from '@lap/contracts';
import { notifyError, notifySuccess } from '@lap/ui';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { errorMessage, trpc } from '../../../trpc';
import { BEARBEITUNG_MSG } from '../messages';

export interface NetzbetreiberSucheModalProps {
  auftragId: string;
  opened: boolean;
  onClose: () => void;
  onAdded: () => void;
}

/** 'Netzbetreiber hinzufügen' (spec 001 §5): search from 3 characters (NetzbetreiberByName), pick one, add it. */
export function NetzbetreiberSucheModal({ auftragId, opened, onClose, onAdded }: NetzbetreiberSucheModalProps) {
  const [text, setText] = useState('');
  const [selected, setSelected] = useState<string | null>(null);
  const [debounced] = useDebouncedValue(text.trim(), 300);
  const enough = debounced.length >= NETZBETREIBER_SUCHE_MIN;
  const suche = trpc.versorger.sucheNetzbetreiber.useQuery({ netzbetreiber: debounced }, { enabled: opened && enough });
  const add = trpc.versorger.addNetzbetreiber.useMutation();
  const treffer = enough ? (suche.data ?? []) : [];

  useEffect(() => {
    if (!opened) {
      setText('');
      setSelected(null);
    }
  }, [opened]);

  const submit = async () => {
    // spec 001 §5: the add button does nothing without a selection
    if (!selected) return;
    try {
      await add.mutateAsync({ auftragId, netzbetreiberId: Number(selected) });
      notifySuccess(BEARBEITUNG_MSG.vorgangErfolgreich);
      onAdded();
      onClose();
    } catch (error) {
      notifyError(BEARBEITUNG_MSG.hinzufuegenFehler(errorMessage(error)));
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Netzbetreiber hinzufügen"
      size="lg"
      closeButtonProps={{ 'aria-label': 'Schließen' }}
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Stack gap="sm">
          <TextInput
            label="Netzbetreiber suchen"
            description={`Mindestens ${NETZBETREIBER_SUCHE_MIN} Zeichen des Namens`}
            leftSection={<IconSearch size={16} aria-hidden />}
            rightSection={suche.isFetching ? <Loader size={14} aria-label="Suche läuft" /> : null}
            value={text}
            onChange={(e) => {
              setText(e.currentTarget.value);
              setSelected(null);
            }}
            autoComplete="off"
            data-autofocus
          />
          {enough && suche.isError ? (
            <Alert color="red" variant="light">
              {errorMessage(suche.error)}
            </Alert>
          ) : enough && suche.isSuccess && treffer.length === 0 ? (
            <Text c="dimmed" size="sm" role="status">
              Kein Netzbetreiber gefunden.
            </Text>
          ) : treffer.length > 0 ? (
            <Radio.Group label="Treffer" value={selected} onChange={setSelected}>
              <ScrollArea.Autosize mah={300} type="auto" mt={6}>
                <Stack gap={6}>
                  {treffer.map((t) => (
                    <Radio key={t.id} value={String(t.id)} label={t.name} />
                  ))}
                </Stack>
              </ScrollArea.Autosize>
            </Radio.Group>
          ) : null}
          <Group justify="flex-end" gap="sm" mt="sm">
            <Button variant="default" onClick={onClose} disabled={add.isPending}>
              Abbrechen
            </Button>
            <Button type="submit" loading={add.isPending} disabled={!selected}>
              Hinzufügen
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
