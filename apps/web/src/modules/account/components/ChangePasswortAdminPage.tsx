import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Paper, Stack } from '@mantine/core';
import { ZChangePasswordInput, type TNutzerDetail } from '@lap/contracts';
import { notifyError, notifySuccess } from '@lap/ui';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { errorMessage, fieldErrorsOf, trpc } from '../../../trpc';
import { PageLoader } from '../../shell/components/PageLoader';
import { fieldErrorsFor } from '../form-errors';
import { ACCOUNT_UI_MSG } from '../messages';
import { NewPasswordFields } from './NewPasswordFields';
import { LoadFailure } from './LoadFailure';
import { SignedInFrame } from './SignedInFrame';
import { UserSummary } from './UserSummary';

const FIELDS = ['password', 'confirmPassword'] as const;

function ChangePasswortForm({ user }: { user: TNutzerDetail }) {
  const navigate = useNavigate();
  const change = trpc.nutzer.changePassword.useMutation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(ZChangePasswordInput),
    defaultValues: { id: user.id, password: '', confirmPassword: '' },
  });
  const back = `/account/${encodeURIComponent(user.id)}`;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await change.mutateAsync(values);
      notifySuccess(answer.message);
      await navigate(back);
    } catch (error) {
      for (const { field, message } of fieldErrorsFor(fieldErrorsOf(error), FIELDS)) setError(field, { message });
      notifyError(ACCOUNT_UI_MSG.fehlerPasswort(errorMessage(error)));
    }
  });

  return (
    <SignedInFrame title="Passwort setzen">
      <Stack gap="md">
        <UserSummary user={user} />
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
          <form onSubmit={(event) => void onSubmit(event)} noValidate>
            <Stack gap="md" maw={460}>
              <NewPasswordFields
                password={register('password')}
                confirmPassword={register('confirmPassword')}
                passwordError={errors.password?.message}
                confirmPasswordError={errors.confirmPassword?.message}
              />
              <Group gap="sm">
                <Button type="submit" loading={isSubmitting}>
                  Passwort speichern
                </Button>
                <Button component={Link} to={back} variant="default">
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

/** spec 000 §2 /changePasswortAdmin/{userId}: the administrator sets a user's password (min 8 and match). */
export function ChangePasswortAdminPage() {
  const { userId = '' } = useParams();
  const detail = trpc.nutzer.byId.useQuery({ id: userId });
  if (detail.isPending) return <PageLoader />;
  if (detail.isError) return <LoadFailure error={detail.error} />;
  return <ChangePasswortForm key={detail.data.id} user={detail.data} />;
}
