import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { TNutzerDetail } from '@lap/contracts';
import { ConfirmDialog, notifyError, notifySuccess } from '@lap/ui';
import { IconInfoCircle, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { errorMessage, trpc } from '../../../trpc';
import { useGoBack } from '../../shell/hooks/useGoBack';
import { PageLoader } from '../../shell/components/PageLoader';
import { ACCOUNT_UI_MSG } from '../messages';
import { LoadFailure } from './LoadFailure';
import { SignedInFrame } from './SignedInFrame';
import { UserSummary } from './UserSummary';

function DeleteNutzer({ user }: { user: TNutzerDetail }) {
  const navigate = useNavigate();
  const goBack = useGoBack();
  const utils = trpc.useUtils();
  const remove = trpc.nutzer.delete.useMutation();
  const [asking, setAsking] = useState(false);

  const onConfirm = async () => {
    try {
      const answer = await remove.mutateAsync({ id: user.id });
      setAsking(false);
      notifySuccess(answer.message);
      await utils.nutzer.invalidate();
      await navigate('/nutzer');
    } catch (error) {
      setAsking(false);
      notifyError(ACCOUNT_UI_MSG.fehlerLoeschen(errorMessage(error)));
    }
  };

  return (
    <SignedInFrame title="Nutzer löschen">
      <Stack gap="md">
        <UserSummary user={user} />
        <Alert color="lapBlue" variant="light" icon={<IconInfoCircle aria-hidden="true" />}>
          Das Konto wird anonymisiert und kann sich nicht mehr anmelden. Anträge, Angebote und Rechnungen bleiben
          erhalten
          {user.anzahlAntraege > 0 ? ` (${user.anzahlAntraege} Anträge)` : ''}.
        </Alert>
        <Text>Möchten Sie diesen Nutzer wirklich löschen?</Text>
        <Group gap="sm">
          <Button
            color="red.8"
            leftSection={<IconTrash size={18} aria-hidden="true" />}
            onClick={() => setAsking(true)}
          >
            Nutzer löschen
          </Button>
          <Button variant="default" onClick={goBack}>
            Abbrechen
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={asking}
        title="Nutzer löschen"
        message="Wirklich löschen?"
        confirmLabel="Löschen"
        confirmColor="red.8"
        loading={remove.isPending}
        onConfirm={() => void onConfirm()}
        onClose={() => setAsking(false)}
      />
    </SignedInFrame>
  );
}

/** spec 000 §2 /deleteNutzerAdmin/{id}: shows the user, asks, deletes (anonymises), then /nutzer. */
export function DeleteNutzerAdminPage() {
  const { id = '' } = useParams();
  const detail = trpc.nutzer.byId.useQuery({ id });
  if (detail.isPending) return <PageLoader />;
  if (detail.isError) return <LoadFailure error={detail.error} />;
  return <DeleteNutzer key={detail.data.id} user={detail.data} />;
}
