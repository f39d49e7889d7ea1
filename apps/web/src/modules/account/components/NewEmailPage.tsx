import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { ZNewEmailInput } from '@lap/contracts';
import { notifyError, notifySuccess } from '@lap/ui';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { errorMessage, fieldErrorsOf, trpc } from '../../../trpc';
import { useSessionUser } from '../../auth/hooks/useSession';
import { NoPermissionPage } from '../../shell/components/NoPermissionPage';
import { fieldErrorsFor } from '../form-errors';
import { ACCOUNT_UI_MSG } from '../messages';
import { PublicFormCard } from './PublicFormCard';

const FIELDS = ['newEmail', 'password'] as const;

/**
 * spec 000 §2 /newemail/{userId}: new address and current password; the confirmation goes to the new
 * address, so the old one stays valid until then. On success to /login.
 */
export function NewEmailPage() {
  const { userId = '' } = useParams();
  const user = useSessionUser();
  const navigate = useNavigate();
  const newEmail = trpc.account.newEmail.useMutation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(ZNewEmailInput), defaultValues: { userId, newEmail: '', password: '' } });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await newEmail.mutateAsync(values);
      notifySuccess(answer.message);
      await navigate('/login', { replace: true });
    } catch (error) {
      for (const { field, message } of fieldErrorsFor(fieldErrorsOf(error), FIELDS)) setError(field, { message });
      notifyError(ACCOUNT_UI_MSG.fehlerVersendenEmail(errorMessage(error)));
    }
  });

  // Only the own address can be changed (the server says the same).
  if (!user || user.userId !== userId) return <NoPermissionPage />;

  return (
    <PublicFormCard
      title="E-Mail-Adresse ändern"
      intro="Wir senden einen Bestätigungslink an die neue Adresse. Bis Sie ihn öffnen, gilt Ihre bisherige Adresse weiter."
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="md">
          {user.email && <TextInput label="Bisherige E-Mail" value={user.email} readOnly variant="filled" />}
          <TextInput
            label="Neue E-Mail"
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            error={errors.newEmail?.message}
            {...register('newEmail')}
          />
          <PasswordInput
            label="Aktuelles Passwort"
            required
            autoComplete="current-password"
            error={errors.password?.message}
            aria-invalid={errors.password ? true : undefined}
            visibilityToggleButtonProps={{ 'aria-label': 'Passwort anzeigen oder verbergen' }}
            {...register('password')}
          />
          <Button type="submit" fullWidth size="md" loading={isSubmitting}>
            Bestätigungslink senden
          </Button>
          <Text size="sm" ta="center">
            <Anchor component={Link} to={`/account/${encodeURIComponent(userId)}`} inherit>
              Zurück zu Mein Account
            </Anchor>
          </Text>
        </Stack>
      </form>
    </PublicFormCard>
  );
}
