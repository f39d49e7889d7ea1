import { Alert, Button, Text } from '@mantine/core';
import { MSG } from '@lap/contracts';
import { notifyError, notifySuccess } from '@lap/ui';
import { IconMailForward } from '@tabler/icons-react';
import { errorMessage, useApiMutation } from '../../../trpc-client';
import { ACCOUNT_UI_MSG } from '../messages';

/** On the login page after a 403 for an unconfirmed address: offers to send the confirmation link again. */
export function ResendConfirmation({ email }: { email: string }) {
  // on the login page, without TanStack Query (issue 18)
  const resend = useApiMutation((client, input: { email: string }) => client.account.resendConfirmation.mutate(input));
  const onClick = async () => {
    try {
      const answer = await resend.mutateAsync({ email });
      notifySuccess(answer.message);
    } catch (error) {
      notifyError(ACCOUNT_UI_MSG.fehlerVersendenEmail(errorMessage(error)));
    }
  };
  return (
    <Alert color="orange" variant="light" title="E-Mail-Adresse nicht bestätigt">
      <Text size="sm" mb="sm">
        {MSG.emailNichtBestaetigt} Keinen Link erhalten? Wir senden ihn gern erneut an {email}.
      </Text>
      <Button
        size="sm"
        variant="white"
        color="orange.9"
        leftSection={<IconMailForward size={18} aria-hidden="true" />}
        loading={resend.isPending}
        disabled={resend.isSuccess}
        onClick={() => void onClick()}
      >
        {ACCOUNT_UI_MSG.bestaetigungErneutSenden}
      </Button>
    </Alert>
  );
}
