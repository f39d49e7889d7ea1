import { Alert, Button, Stack } from '@mantine/core';
import { MSG } from '@lap/contracts';
import { PageTitle } from '@lap/ui';
import { IconAlertTriangle, IconArrowLeft, IconInfoCircle, IconQuestionMark } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { errorMessage, httpStatusOf, trpc } from '../../../trpc';
import { PageLoader } from '../../shell/components/PageLoader';
import { StatusPage } from '../../shell/components/StatusPage';
import { NB_UI_MSG } from '../messages';
import { AbdeckungCard } from './AbdeckungCard';
import { NetzbetreiberForm } from './NetzbetreiberForm';

function Zurueck() {
  return (
    <Button
      component={Link}
      to="/netzbetreiber"
      variant="default"
      size="sm"
      leftSection={<IconArrowLeft size={16} aria-hidden />}
    >
      zurück zur Übersicht
    </Button>
  );
}

function Bearbeiten({ id }: { id: number }) {
  const detail = trpc.netzbetreiber.byId.useQuery({ id });
  if (detail.isPending) return <PageLoader />;
  if (detail.isError) {
    const status = httpStatusOf(detail.error);
    return status === 404 || status === 400 ? (
      <StatusPage
        title="Netzbetreiber nicht gefunden"
        icon={<IconQuestionMark size={30} stroke={1.6} />}
        iconColor="gray"
      >
        {errorMessage(detail.error)}
      </StatusPage>
    ) : (
      <StatusPage title={MSG.fehlerAufgetreten} icon={<IconAlertTriangle size={30} stroke={1.6} />} iconColor="red">
        {errorMessage(detail.error)}
      </StatusPage>
    );
  }
  return (
    <Stack gap="md">
      <PageTitle title={`Netzbetreiber ${detail.data.name}`}>
        <Zurueck />
      </PageTitle>
      {/* keyed by id: another operator opened from here gets fresh form defaults */}
      <NetzbetreiberForm key={detail.data.id} netzbetreiber={detail.data} />
      <AbdeckungCard netzbetreiberId={detail.data.id} />
    </Stack>
  );
}

/** /netzbetreiber/{id|neu}: the operator's master data and, once stored, its coverage. */
export function NetzbetreiberEditPage() {
  const { netzbetreiberId = '' } = useParams();
  if (netzbetreiberId === 'neu') {
    return (
      <Stack gap="md">
        <PageTitle title="Neuer Netzbetreiber">
          <Zurueck />
        </PageTitle>
        <NetzbetreiberForm netzbetreiber={null} />
        <Alert variant="light" color="lapBlue" icon={<IconInfoCircle size={18} aria-hidden />}>
          {NB_UI_MSG.abdeckungNachSpeichern}
        </Alert>
      </Stack>
    );
  }
  const id = /^\d+$/.test(netzbetreiberId) ? Number(netzbetreiberId) : 0;
  if (id <= 0) {
    return (
      <StatusPage
        title="Netzbetreiber nicht gefunden"
        icon={<IconQuestionMark size={30} stroke={1.6} />}
        iconColor="gray"
      >
        {NB_UI_MSG.nichtGefunden}
      </StatusPage>
    );
  }
  return <Bearbeiten key={id} id={id} />;
}
