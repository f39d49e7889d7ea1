import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { ACCOUNT_MSG, ZUnsubscribeInput } from '@lap/contracts';
import { notifyError, notifySuccess } from '@lap/ui';
import { IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { errorMessage, httpStatusOf, trpc } from '../../../trpc';
import { ACCOUNT_UI_MSG } from '../messages';
import { queryParam } from '../query-params';
import { PublicFormCard } from './PublicFormCard';

/** spec 001 §2 /unsubscribenewsletter: e-mail and 'Newsletter abmelden' ('Abmeldung...' while sending). */
export function UnsubscribeNewsletterPage() {
  const [search] = useSearchParams();
  const [done, setDone] = useState<string | null>(null);
  // The signed token of the mail footer's link: without it the server changes nothing (nobody unsubscribes another).
  const token = queryParam(search, 'token') ?? undefined;
  const unsubscribe = trpc.account.unsubscribeNewsletter.useMutation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(ZUnsubscribeInput),
    // The mail footer links here with ?email=…&token=…; the user still confirms with the button.
    defaultValues: { email: queryParam(search, 'email') ?? '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await unsubscribe.mutateAsync({ email: values.email, token });
      setDone(answer.message);
      notifySuccess(answer.message);
    } catch (error) {
      // spec 001 §8: the server's message, or the generic text when the server did not answer.
      notifyError(httpStatusOf(error) !== undefined ? errorMessage(error) : ACCOUNT_UI_MSG.newsletterFehler);
    }
  });

  return (
    <PublicFormCard
      title="Newsletter abmelden"
      intro="Geben Sie die E-Mail-Adresse ein, an die wir den Newsletter senden."
    >
      {done ? (
        <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden="true" />} role="status">
          {done}
        </Alert>
      ) : (
        <form onSubmit={(event) => void onSubmit(event)} noValidate>
          <Stack gap="md">
            {!token && (
              <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden="true" />}>
                {ACCOUNT_MSG.abmeldelinkFehlt}
              </Alert>
            )}
            <TextInput
              label="E-Mail"
              type="email"
              inputMode="email"
              autoComplete="email"
              required
              error={errors.email?.message}
              {...register('email')}
            />
            <Button type="submit" fullWidth size="md" disabled={unsubscribe.isPending}>
              {unsubscribe.isPending ? ACCOUNT_UI_MSG.newsletterAbmeldung : ACCOUNT_UI_MSG.newsletterAbmelden}
            </Button>
          </Stack>
        </form>
      )}
    </PublicFormCard>
  );
}
