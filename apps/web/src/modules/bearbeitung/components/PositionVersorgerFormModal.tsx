import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Center,
  Grid,
  Group,
  Loader,
  Modal,
  NativeSelect,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { versorgerInfoStatusLabel, type TAuftragPosition } from '@lap/contracts';
import { notifyError, notifySuccess } from '@lap/ui';
import { useEffect } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { errorMessage, fieldErrorsOf, trpc } from '../../../trpc';
import {
  ABFRAGEART_OPTIONS,
  positionVersorgerFormValues,
  ZPositionVersorgerForm,
  type TPositionVersorgerFormOutput,
  type TPositionVersorgerFormValues,
} from '../forms';
import { BEARBEITUNG_MSG, TOAST_KURZ_MS } from '../messages';

const FIELDS: readonly FieldPath<TPositionVersorgerFormValues>[] = [
  'versorgerName',
  'email',
  'portalLink',
  'telefon',
  'kontakt',
  'bemerkung',
  'abfrageart',
];

/** What the form edits: a new supplier of a position, or an existing supplier row. */
export type PositionVersorgerTarget =
  { kind: 'neu'; position: TAuftragPosition } | { kind: 'bearbeiten'; position: TAuftragPosition; versorgerId: string };

export interface PositionVersorgerFormModalProps {
  auftragId: string;
  target: PositionVersorgerTarget | null;
  onClose: () => void;
  onSaved: () => Promise<void>;
}

/** The position-supplier form (PostVersorgerToPosition / PutVersorgerToPosition, loaded by GetVersorgerToPosition). */
export function PositionVersorgerFormModal({ auftragId, target, onClose, onSaved }: PositionVersorgerFormModalProps) {
  const versorgerId = target?.kind === 'bearbeiten' ? target.versorgerId : null;
  const loaded = trpc.auftrag.getVersorger.useQuery(
    { versorgerId: versorgerId ?? '' },
    { enabled: versorgerId !== null },
  );
  const post = trpc.auftrag.postVersorger.useMutation();
  const put = trpc.auftrag.putVersorger.useMutation();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TPositionVersorgerFormValues, unknown, TPositionVersorgerFormOutput>({
    resolver: zodResolver(ZPositionVersorgerForm),
    defaultValues: positionVersorgerFormValues(null),
  });

  useEffect(() => {
    if (target?.kind === 'neu') reset(positionVersorgerFormValues(null));
    else if (target?.kind === 'bearbeiten' && loaded.data) reset(positionVersorgerFormValues(loaded.data));
  }, [target, loaded.data, reset]);

  const onSubmit = handleSubmit(async (values) => {
    if (!target) return;
    try {
      if (target.kind === 'neu') await post.mutateAsync({ ...values, auftragId, positionId: target.position.id });
      else await put.mutateAsync({ ...values, versorgerId: target.versorgerId });
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

  const title = target
    ? `${target.kind === 'neu' ? 'Versorger hinzufügen' : 'Versorger bearbeiten'} – ${target.position.positionName}`
    : '';
  const waiting = target?.kind === 'bearbeiten' && loaded.isPending;

  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={title}
      size="lg"
      closeButtonProps={{ 'aria-label': 'Schließen' }}
    >
      {waiting ? (
        <Center h={160}>
          <Loader size="sm" aria-label="Versorger wird geladen" />
        </Center>
      ) : target?.kind === 'bearbeiten' && loaded.isError ? (
        <Alert color="red" variant="light">
          {errorMessage(loaded.error)}
        </Alert>
      ) : (
        <form onSubmit={(e) => void onSubmit(e)} noValidate>
          <Stack gap="sm">
            <Text size="sm">
              Status der Auskunft:{' '}
              <Text span fw={600}>
                {versorgerInfoStatusLabel(target?.kind === 'bearbeiten' ? (loaded.data?.anfrageStatus ?? null) : null)}
              </Text>
            </Text>
            <TextInput
              label="Versorger"
              required
              maxLength={200}
              error={errors.versorgerName?.message}
              data-autofocus
              {...register('versorgerName')}
            />
            <Grid gutter="sm">
              <Grid.Col span={{ base: 12, xs: 6 }}>
                <TextInput
                  label="E-Mail"
                  type="email"
                  maxLength={254}
                  autoComplete="off"
                  error={errors.email?.message}
                  {...register('email')}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, xs: 6 }}>
                <TextInput
                  label="Telefon"
                  type="tel"
                  maxLength={50}
                  autoComplete="off"
                  error={errors.telefon?.message}
                  {...register('telefon')}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, xs: 6 }}>
                <TextInput label="Kontakt" maxLength={200} error={errors.kontakt?.message} {...register('kontakt')} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, xs: 6 }}>
                <NativeSelect
                  label="Abfrageart"
                  data={ABFRAGEART_OPTIONS}
                  error={errors.abfrageart?.message}
                  {...register('abfrageart')}
                />
              </Grid.Col>
            </Grid>
            <TextInput
              label="Portal-Link"
              type="url"
              maxLength={500}
              placeholder="https://…"
              error={errors.portalLink?.message}
              {...register('portalLink')}
            />
            <Textarea
              label="NB Info"
              autosize
              minRows={2}
              maxRows={6}
              maxLength={2000}
              error={errors.bemerkung?.message}
              {...register('bemerkung')}
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
      )}
    </Modal>
  );
}
