import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Grid, Group, Modal, Select, Stack, TextInput, Textarea } from '@mantine/core';
import { notifyError, notifySuccess } from '@lap/ui';
import { useEffect } from 'react';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { errorMessage, fieldErrorsOf, trpc } from '../../../trpc';
import { leerePosition, ZPositionForm, type TPositionFormOutput, type TPositionFormValues } from '../forms';
import { BEARBEITUNG_MSG, TOAST_KURZ_MS } from '../messages';

const FIELDS: readonly FieldPath<TPositionFormValues>[] = ['positionName', 'position', 'beschreibung', 'netzartId'];

export interface PositionFormModalProps {
  auftragId: string;
  opened: boolean;
  onClose: () => void;
  onSaved: () => Promise<void>;
}

/** AddPositionZumAuftragById: a new processing position of the order. */
export function PositionFormModal({ auftragId, opened, onClose, onSaved }: PositionFormModalProps) {
  const add = trpc.auftrag.addPosition.useMutation();
  const netzarten = trpc.stammdaten.netzarten.useQuery(undefined, { enabled: opened, staleTime: 5 * 60_000 });
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TPositionFormValues, unknown, TPositionFormOutput>({
    resolver: zodResolver(ZPositionForm),
    defaultValues: leerePosition(),
  });

  useEffect(() => {
    if (opened) reset(leerePosition());
  }, [opened, reset]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await add.mutateAsync({ auftragId, ...values });
      notifySuccess(BEARBEITUNG_MSG.speichernErfolgreich, TOAST_KURZ_MS);
      onClose();
      await onSaved();
    } catch (error) {
      for (const fe of fieldErrorsOf(error)) {
        const field = FIELDS.find((f) => f === fe.field);
        if (field) setError(field, { message: fe.message });
      }
      notifyError(BEARBEITUNG_MSG.speichernFehler(errorMessage(error)));
    }
  });

  const netzartOptions = (netzarten.data ?? []).map((n) => ({ value: String(n.id), label: n.name }));

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Position hinzufügen"
      size="lg"
      closeButtonProps={{ 'aria-label': 'Schließen' }}
    >
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <Stack gap="sm">
          <Grid gutter="sm">
            <Grid.Col span={{ base: 12, xs: 8 }}>
              <TextInput
                label="Positionsname"
                required
                maxLength={200}
                error={errors.positionName?.message}
                data-autofocus
                {...register('positionName')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, xs: 4 }}>
              <TextInput
                label="Pos."
                description="leer: fortlaufend"
                maxLength={50}
                error={errors.position?.message}
                {...register('position')}
              />
            </Grid.Col>
          </Grid>
          <Controller
            control={control}
            name="netzartId"
            render={({ field }) => (
              <Select
                label="Netzart"
                placeholder="keine Netzart"
                data={netzartOptions}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                clearable
                searchable
                nothingFoundMessage="Keine Netzart gefunden"
                clearButtonProps={{ 'aria-label': 'Netzart leeren' }}
                error={errors.netzartId?.message}
                comboboxProps={{ withinPortal: true }}
              />
            )}
          />
          <Textarea
            label="Beschreibung"
            autosize
            minRows={2}
            maxRows={6}
            maxLength={2000}
            error={errors.beschreibung?.message}
            {...register('beschreibung')}
          />
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
