import { Alert, Anchor, Group, Loader, Text } from '@mantine/core';
import { ACCOUNT_MSG } from '@lap/contracts';
import { notifyError, notifySuccess } from '@lap/ui';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { errorMessage, trpc } from '../../../trpc';
import { ACCOUNT_UI_MSG } from '../messages';
import { parseConfirmEmailParams } from '../query-params';
import { PublicFormCard } from './PublicFormCard';

/** spec 000 §2 confirmemail?userId&code (also `userid`): confirms, says so, and goes to /login. */
export function ConfirmEmailPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const confirmCall = trpc.account.confirmEmail.useMutation();
  const { mutateAsync } = confirmCall;
  const [failure, setFailure] = useState<string | null>(null);
  // The code is single use: the call must run once per link, also when React mounts the page twice.
  const sentFor = useRef<string | null>(null);
  useEffect(() => {
    const params = parseConfirmEmailParams(search);
    const key = params ? `${params.userId}:${params.code}` : '';
    if (sentFor.current === key) return;
    sentFor.current = key;
    if (!params) {
      setFailure(ACCOUNT_MSG.linkUngueltig);
      notifyError(ACCOUNT_UI_MSG.fehlerConfirmEmail(ACCOUNT_MSG.linkUngueltig));
      return;
    }
    mutateAsync(params).then(
      (answer) => {
        notifySuccess(answer.message);
        void navigate('/login', { replace: true });
      },
      (error: unknown) => {
        const message = errorMessage(error);
        setFailure(message);
        notifyError(ACCOUNT_UI_MSG.fehlerConfirmEmail(message));
      },
    );
  }, [search, mutateAsync, navigate]);

  return (
    <PublicFormCard title="E-Mail-Adresse bestätigen">
      {failure ? (
        <>
          <Alert color="red" variant="light" mb="md">
            {failure}
          </Alert>
          <Text size="sm">
            Sie können sich{' '}
            <Anchor component={Link} to="/login" inherit underline="always">
              anmelden
            </Anchor>{' '}
            und sich dort einen neuen Bestätigungslink senden lassen.
          </Text>
        </>
      ) : (
        <Group gap="sm" role="status">
          <Loader size="sm" aria-hidden="true" />
          <Text>Ihre E-Mail-Adresse wird bestätigt …</Text>
        </Group>
      )}
    </PublicFormCard>
  );
}
