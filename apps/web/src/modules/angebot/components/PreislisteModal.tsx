import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Center, Checkbox, Loader, Modal, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import type { TPreislisteEintrag, ZPreislisteUpdate } from '@lap/contracts';
import { notifyError, notifySuccess } from '@lap/ui';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { errorMessage, trpc } from '../../../trpc';
import { preisFormValues, ZPreisForm, type TPreisFormValues } from '../forms';
import { ANGEBOT_UI_MSG, TOAST_KURZ_MS } from '../messages';
import { centsToEuroInput, parseEuroToCents } from '../money-input';
import classes from './Angebot.module.css';

type TPreisUpdate = z.output<typeof ZPreislisteUpdate>;

/** One price as a row of inputs with its own 'Speichern' (enabled once something changed). */
function PreisZeile({ eintrag }: { eintrag: TPreislisteEintrag }) {
  const utils = trpc.useUtils();
  const save = trpc.stammdaten.setPreis.useMutation();
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<TPreisFormValues, unknown, TPreisUpdate>({
    resolver: zodResolver(ZPreisForm),
    defaultValues: preisFormValues(eintrag),
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      reset(preisFormValues(saved));
      notifySuccess(ANGEBOT_UI_MSG.speichernErfolgreich, TOAST_KURZ_MS);
      await utils.stammdaten.preise.invalidate();
    } catch (error) {
      notifyError(ANGEBOT_UI_MSG.speichernFehler(errorMessage(error)));
    }
  });

  const name = eintrag.bezeichnung;
  const preis = register('preisCent');
  return (
    <Table.Tr>
      <Table.Td>
        <TextInput
          aria-label={`Bezeichnung von ${name}`}
          size="sm"
          maxLength={200}
          error={errors.bezeichnung?.message}
          {...register('bezeichnung')}
        />
      </Table.Td>
      <Table.Td w={150}>
        <TextInput
          aria-label={`Einheit von ${name}`}
          size="sm"
          maxLength={32}
          error={errors.einheit?.message}
          {...register('einheit')}
        />
      </Table.Td>
      <Table.Td w={140}>
        <TextInput
          aria-label={`Preis in Euro von ${name}`}
          size="sm"
          inputMode="decimal"
          autoComplete="off"
          rightSection={
            <Text size="sm" c="dimmed" aria-hidden>
              €
            </Text>
          }
          styles={{ input: { textAlign: 'right' } }}
          error={errors.preisCent?.message}
          {...preis}
          onBlur={(e) => {
            void preis.onBlur(e);
            const cents = parseEuroToCents(e.currentTarget.value);
            if (cents !== null) setValue('preisCent', centsToEuroInput(cents), { shouldDirty: true });
          }}
        />
      </Table.Td>
      <Table.Td w={70} ta="center">
        <Checkbox aria-label={`${name} aktiv`} {...register('aktiv')} styles={{ body: { justifyContent: 'center' } }} />
      </Table.Td>
      <Table.Td w={120}>
        <Button
          size="compact-sm"
          variant={isDirty ? 'filled' : 'default'}
          disabled={!isDirty}
          loading={isSubmitting}
          onClick={() => void onSubmit()}
          aria-label={`${name} speichern`}
        >
          Speichern
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}

export interface PreislisteModalProps {
  opened: boolean;
  onClose: () => void;
}

/** The price list the proposal is built from (issue 6: prices editable as master data). */
export function PreislisteModal({ opened, onClose }: PreislisteModalProps) {
  const preise = trpc.stammdaten.preise.useQuery(undefined, { enabled: opened });
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Preisliste"
      size={960}
      closeButtonProps={{ 'aria-label': 'Schließen' }}
    >
      <Text size="sm" c="dimmed" mb="md">
        Grundlage für „Positionen aus Preisliste übernehmen“: die Grundgebühr einmal, der Preis je berücksichtigter
        Gemeinde und bei Eilbearbeitung der Eilzuschlag. Nur aktive Einträge werden übernommen; bestehende Positionen
        und versendete Angebote bleiben unverändert.
      </Text>
      {preise.isPending ? (
        <Center h={120}>
          <Loader aria-label="Preisliste wird geladen" />
        </Center>
      ) : preise.isError ? (
        <Alert color="red">{errorMessage(preise.error)}</Alert>
      ) : (
        <Table verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Bezeichnung</Table.Th>
              <Table.Th>Einheit</Table.Th>
              <Table.Th className={classes.numeric}>Preis (netto)</Table.Th>
              <Table.Th ta="center">Aktiv</Table.Th>
              <Table.Th>
                <VisuallyHidden>Aktion</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {preise.data.map((p) => (
              <PreisZeile key={p.id} eintrag={p} />
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Modal>
  );
}
