import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { ACCOUNT_MSG, ZResetPasswordInput } from '@lap/contracts';
import { notifyError, notifySuccess } from '@lap/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { errorMessage, fieldErrorsOf, trpc } from '../../../trpc';
import { fieldErrorsFor } from '../form-errors';
import { ACCOUNT_UI_MSG } from '../messages';
import { NewPasswordFields } from './NewPasswordFields';
import { parseResetCode } from '../query-params';
import { PublicFormCard } from './PublicFormCard';

const FIELDS = ['email', 'password', 'confirmPassword'] as const;

function NewLinkHint() {
  return (
    <Text size="sm">
      <Anchor component={Link} to="/forgotpassword" inherit underline="always">
        Neuen Link anfordern
      </Anchor>
    </Text>
  );
}

/** spec 000 §2 resetpassword?code: e-mail, new password twice; on success to /login. */
export function ResetPasswordPage() {
  const [search] = useSearchParams();
  const code = parseResetCode(search);
  const navigate = useNavigate();
  const reset = trpc.account.resetPassword.useMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(ZResetPasswordInput),
    defaultValues: { email: '', password: '', confirmPassword: '', code: code ?? '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const answer = await reset.mutateAsync(values);
      notifySuccess(answer.message);
      await navigate('/login', { replace: true });
    } catch (error) {
      const fieldErrors = fieldErrorsFor(fieldErrorsOf(error), FIELDS);
      for (const { field, message } of fieldErrors) setError(field, { message });
      const message = errorMessage(error);
      if (fieldErrors.length === 0) setFailure(message);
      notifyError(ACCOUNT_UI_MSG.fehlerPasswort(message));
    }
  });

  // A malformed code fails the schema on the hidden field: say the link is invalid.
  const linkProblem = failure ?? (errors.code ? ACCOUNT_MSG.linkUngueltig : null);

  if (!code) {
    return (
      <PublicFormCard title="Neues Passwort vergeben">
        <Alert color="red" variant="light" mb="md">
          {ACCOUNT_MSG.linkUngueltig}
        </Alert>
        <NewLinkHint />
      </PublicFormCard>
    );
  }

  return (
    <PublicFormCard
      title="Neues Passwort vergeben"
      intro="Geben Sie Ihre E-Mail-Adresse und zweimal Ihr neues Passwort ein."
    >
      {linkProblem && (
        <Alert color="red" variant="light" mb="md">
          <Stack gap={4}>
            <span>{linkProblem}</span>
            <NewLinkHint />
          </Stack>
        </Alert>
      )}
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="md">
          <TextInput
            label="E-Mail"
            type="email"
            inputMode="email"
            autoComplete="username"
            required
            error={errors.email?.message}
            {...register('email')}
          />
          <NewPasswordFields
            password={register('password')}
            confirmPassword={register('confirmPassword')}
            passwordError={errors.password?.message}
            confirmPasswordError={errors.confirmPassword?.message}
          />
          <Button type="submit" fullWidth size="md" loading={isSubmitting}>
            Passwort speichern
          </Button>
        </Stack>
      </form>
    </PublicFormCard>
  );
}
