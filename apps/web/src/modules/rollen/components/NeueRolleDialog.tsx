import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { ZCreateRolleInput } from '@lap/contracts';
import { notifyError, notifySuccess } from '@lap/ui';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { errorMessage, fieldErrorsOf, httpStatusOf, trpc } from '../../../trpc';

export interface NeueRolleDialogProps {
  opened: boolean;
  onClose: () => void;
  onCreated: () => void;
}

/** 'Neue Rolle': a name of at least 3 characters, checked with the server's own schema (STYLE 4). */
export function NeueRolleDialog({ opened, onClose, onCreated }: NeueRolleDialogProps) {
  const createRolle = trpc.nutzer.createRolle.useMutation();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(ZCreateRolleInput), defaultValues: { name: '' } });

  useEffect(() => {
    if (opened) reset({ name: '' });
  }, [opened, reset]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await createRolle.mutateAsync(values);
      notifySuccess('Vorgang Erfolgreich.');
      onCreated();
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error).filter((e) => e.field === 'name');
      if (fieldErrors.length > 0) {
        for (const { message } of fieldErrors) setError('name', { message });
      } else if (httpStatusOf(error) === 409) {
        // 'Die Rolle „x“ existiert bereits.' belongs to the name
        setError('name', { message: errorMessage(error) });
      } else {
        notifyError(`Fehler beim Speichern - ${errorMessage(error)}`);
      }
    }
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Neue Rolle"
      centered
      closeButtonProps={{ 'aria-label': 'Schließen' }}
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="md">
          <TextInput
            label="Rollenname"
            required
            data-autofocus
            autoComplete="off"
            error={errors.name?.message}
            {...register('name')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={createRolle.isPending}>
              Abbrechen
            </Button>
            <Button type="submit" loading={createRolle.isPending}>
              Speichern
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
