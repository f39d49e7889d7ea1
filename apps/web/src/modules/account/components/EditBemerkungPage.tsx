import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Paper, Stack, Textarea } from '@mantine/core';
import { BEMERKUNG_MAX, ZBemerkungInput, type TNutzerDetail } from '@lap/contracts';
import { notifyError, notifySuccess } from '@lap/ui';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { errorMessage, fieldErrorsOf, trpc } from '../../../trpc';
import { useGoBack } from '../../shell/hooks/useGoBack';
import { PageLoader } from '../../shell/components/PageLoader';
import { ACCOUNT_UI_MSG } from '../messages';
import { LoadFailure } from './LoadFailure';
import { SignedInFrame } from './SignedInFrame';
import { UserSummary } from './UserSummary';
import { UnsavedChangesPrompt } from '../../shell/components/UnsavedChangesPrompt';

function BemerkungForm({ user }: { user: TNutzerDetail }) {
  const navigate = useNavigate();
  const goBack = useGoBack();
  const utils = trpc.useUtils();
  const save = trpc.nutzer.setBemerkung.useMutation();
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting, isDirty },
  } = useForm({
    resolver: zodResolver(ZBemerkungInput),
    defaultValues: { id: user.id, bemerkung: user.bemerkung ?? '' },
  });
  const length = watch('bemerkung').length;

  const onSubmit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      notifySuccess(ACCOUNT_UI_MSG.speichernErfolgreich);
      await utils.nutzer.invalidate();
      await navigate('/nutzer');
    } catch (error) {
      const fieldError = fieldErrorsOf(error).find((e) => e.field === 'bemerkung');
      if (fieldError) setError('bemerkung', { message: fieldError.message });
      notifyError(ACCOUNT_UI_MSG.fehlerSpeichern(errorMessage(error)));
    }
  });

  return (
    <SignedInFrame title="Bemerkung bearbeiten">
      <Stack gap="md">
        <UserSummary user={user} />
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
          <form onSubmit={(event) => void onSubmit(event)} noValidate>
            <UnsavedChangesPrompt dirty={isDirty && !isSubmitting} />
            <Stack gap="md">
              <Textarea
                label="Bemerkung"
                autosize
                minRows={5}
                maxRows={16}
                description={`${length} / ${BEMERKUNG_MAX} Zeichen`}
                error={errors.bemerkung?.message}
                {...register('bemerkung')}
              />
              <Group gap="sm">
                <Button type="submit" loading={isSubmitting}>
                  Speichern
                </Button>
                <Button variant="default" onClick={goBack}>
                  Abbrechen
                </Button>
              </Group>
            </Stack>
          </form>
        </Paper>
      </Stack>
    </SignedInFrame>
  );
}

/** spec 000 §2 /editBemerkung/{id}: the remark on a customer (SbBereich, Administration); then /nutzer. */
export function EditBemerkungPage() {
  const { id = '' } = useParams();
  const detail = trpc.nutzer.byId.useQuery({ id });
  if (detail.isPending) return <PageLoader />;
  if (detail.isError) return <LoadFailure error={detail.error} />;
  return <BemerkungForm key={detail.data.id} user={detail.data} />;
}
