import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Paper, Textarea } from '@mantine/core';
import { ZBemerkungAngebotInput, type TAngebotView } from '@lap/contracts';
import { notifyError, notifySuccess } from '@lap/ui';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { errorMessage, trpc } from '../../../trpc';
import { isAngebotEditable } from '../angebot-status';
import { ANGEBOT_UI_MSG } from '../messages';

const BEMERKUNG_MAX = 2000;
type TBemerkungForm = z.input<typeof ZBemerkungAngebotInput>;

export interface BemerkungCardProps {
  view: TAngebotView;
  onChanged: () => Promise<void>;
  /** Tells the page whether there is an unsaved change (the send dialog warns about it). */
  onDirtyChange: (dirty: boolean) => void;
}

/** The offer's remark (BemerkungAngebot); it is printed in the offer PDF. */
export function BemerkungCard({ view, onChanged, onDirtyChange }: BemerkungCardProps) {
  const save = trpc.angebot.bemerkung.useMutation();
  const editable = isAngebotEditable(view.antragStatus);
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<TBemerkungForm>({
    resolver: zodResolver(ZBemerkungAngebotInput),
    defaultValues: { antragId: view.id, bemerkung: view.bemerkung ?? '' },
  });
  const length = watch('bemerkung').length;

  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  // the server's value changed (saved, or the offer was reset): follow it unless the user is typing
  const dirtyRef = useRef(isDirty);
  dirtyRef.current = isDirty;
  useEffect(() => {
    if (!dirtyRef.current) reset({ antragId: view.id, bemerkung: view.bemerkung ?? '' });
  }, [view.id, view.bemerkung, reset]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync({ antragId: values.antragId, bemerkung: values.bemerkung });
      reset({ antragId: view.id, bemerkung: saved.bemerkung ?? '' });
      notifySuccess(ANGEBOT_UI_MSG.speichernErfolgreich);
      await onChanged();
    } catch (error) {
      notifyError(ANGEBOT_UI_MSG.speichernFehler(errorMessage(error)));
    }
  });

  return (
    <Paper withBorder radius="md" p="md" h="100%">
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <Textarea
          label="Bemerkung"
          // the field's label is the card's heading (as large as the other cards' titles)
          labelProps={{ fz: 'var(--mantine-h4-font-size)', fw: 600, mb: 4 }}
          description={
            editable
              ? `Erscheint im Angebot (PDF) · ${length} / ${BEMERKUNG_MAX} Zeichen`
              : 'Erscheint im Angebot (PDF)'
          }
          autosize
          minRows={3}
          maxRows={12}
          readOnly={!editable}
          variant={editable ? 'default' : 'filled'}
          error={errors.bemerkung?.message}
          {...register('bemerkung')}
        />
        {editable && (
          <Group justify="flex-end" mt="sm">
            <Button type="submit" loading={isSubmitting} disabled={!isDirty} variant={isDirty ? 'filled' : 'default'}>
              Speichern
            </Button>
          </Group>
        )}
      </form>
    </Paper>
  );
}
