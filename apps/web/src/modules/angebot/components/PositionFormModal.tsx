import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Grid, Group, Modal, Stack, Text, TextInput, Textarea } from '@mantine/core';
import type { TAngebotPosition } from '@lap/contracts';
import { formatMoney, lineTotalCents } from '@lap/domain';
import { notifyError, notifySuccess } from '@lap/ui';
import { useEffect } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { errorMessage, fieldErrorsOf, trpc } from '../../../trpc';
import { positionFormValues, ZPositionForm, type TPositionFormOutput, type TPositionFormValues } from '../forms';
import { ANGEBOT_UI_MSG, TOAST_KURZ_MS } from '../messages';
import { centsToEuroInput, decimalToInput, parseEuroToCents, parseGermanDecimal } from '../money-input';

export interface PositionFormModalProps {
  antragId: string;
  /** null: a new position; else the one to edit. Undefined keeps the modal closed. */
  position: TAngebotPosition | null | undefined;
  /** 'Pos.' of a new position. */
  next: string;
  onClose: () => void;
  onSaved: () => Promise<void>;
}

const FIELDS: readonly FieldPath<TPositionFormValues>[] = [
  'position',
  'beschreibung',
  'einheit',
  'anzahl',
  'einzelpreis',
];

/** Add or edit one offer position; price in euros with a German comma, stored as cents. */
export function PositionFormModal({ antragId, position, next, onClose, onSaved }: PositionFormModalProps) {
  const opened = position !== undefined;
  const add = trpc.angebot.addPosition.useMutation();
  const update = trpc.angebot.updatePosition.useMutation();
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<TPositionFormValues, unknown, TPositionFormOutput>({
    resolver: zodResolver(ZPositionForm),
    defaultValues: positionFormValues(null, next),
  });

  useEffect(() => {
    if (opened) reset(positionFormValues(position, next));
  }, [opened, position, next, reset]);

  const anzahl = parseGermanDecimal(watch('anzahl'));
  const preis = parseEuroToCents(watch('einzelpreis'));
  const gesamt = anzahl !== null && preis !== null ? lineTotalCents(anzahl, preis) : null;

  const onSubmit = handleSubmit(async (values) => {
    try {
      if (position) await update.mutateAsync({ id: position.id, ...values, sortierung: position.sortierung });
      else await add.mutateAsync({ antragId, ...values });
      notifySuccess(ANGEBOT_UI_MSG.speichernErfolgreich, TOAST_KURZ_MS);
      onClose();
      await onSaved();
    } catch (error) {
      for (const fe of fieldErrorsOf(error)) {
        const field = FIELDS.find((f) => f === fe.field);
        if (field) setError(field, { message: fe.message });
      }
      notifyError(ANGEBOT_UI_MSG.speichernFehler(errorMessage(error)));
    }
  });

  // Typed amounts are shown normalised once the field is left ('12,3' → '12,30').
  const einzelpreis = register('einzelpreis');
  const anzahlField = register('anzahl');

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={position ? `Position ${position.position} bearbeiten` : 'Position hinzufügen'}
      size="lg"
      closeButtonProps={{ 'aria-label': 'Schließen' }}
    >
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <Stack gap="sm">
          <Grid gutter="sm">
            <Grid.Col span={{ base: 12, xs: 3 }}>
              <TextInput
                label="Pos."
                required
                maxLength={50}
                error={errors.position?.message}
                {...register('position')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, xs: 9 }}>
              <TextInput
                label="Einheit"
                placeholder="z. B. pauschal, Stück, Gemeinde"
                maxLength={32}
                error={errors.einheit?.message}
                {...register('einheit')}
              />
            </Grid.Col>
          </Grid>
          <Textarea
            label="Beschreibung"
            required
            autosize
            minRows={2}
            maxRows={8}
            maxLength={1000}
            error={errors.beschreibung?.message}
            data-autofocus
            {...register('beschreibung')}
          />
          <Grid gutter="sm">
            <Grid.Col span={{ base: 12, xs: 4 }}>
              <TextInput
                label="Anzahl"
                required
                inputMode="decimal"
                autoComplete="off"
                error={errors.anzahl?.message}
                styles={{ input: { textAlign: 'right' } }}
                {...anzahlField}
                onBlur={(e) => {
                  void anzahlField.onBlur(e);
                  const value = parseGermanDecimal(e.currentTarget.value);
                  if (value !== null) setValue('anzahl', decimalToInput(value));
                }}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, xs: 4 }}>
              <TextInput
                label="Einzelpreis (netto)"
                required
                inputMode="decimal"
                autoComplete="off"
                placeholder="0,00"
                rightSection={
                  <Text size="sm" c="dimmed" aria-hidden>
                    €
                  </Text>
                }
                error={errors.einzelpreis?.message}
                styles={{ input: { textAlign: 'right' } }}
                {...einzelpreis}
                onBlur={(e) => {
                  void einzelpreis.onBlur(e);
                  const cents = parseEuroToCents(e.currentTarget.value);
                  if (cents !== null) setValue('einzelpreis', centsToEuroInput(cents));
                }}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, xs: 4 }}>
              <Stack gap={4}>
                <Text size="sm" fw={500}>
                  Gesamtpreis
                </Text>
                <Text fw={700} ta="right" py={6} aria-live="polite" style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {gesamt === null ? '–' : formatMoney(gesamt)}
                </Text>
              </Stack>
            </Grid.Col>
          </Grid>
          <Group justify="flex-end" gap="sm" mt="sm">
            <Button variant="default" onClick={onClose} disabled={isSubmitting}>
              Abbrechen
            </Button>
            <Button type="submit" loading={isSubmitting}>
              Speichern
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
