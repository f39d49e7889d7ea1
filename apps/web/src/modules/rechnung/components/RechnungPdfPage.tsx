import { Button, Group, Stack } from '@mantine/core';
import { PageTitle } from '@lap/ui';
import { IconArrowLeft } from '@tabler/icons-react';
import { useNavigate, useParams } from 'react-router';
import { RECHNUNGEN_PATH, rechnungPdfVorschauUrl } from '../paths';

/** /rechnungpdf/:id: the invoice PDF (a draft's preview, or the stored PDF) filling the page. */
export function RechnungPdfPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const zurueck = () => {
    if (window.history.length > 1) void navigate(-1);
    else void navigate(RECHNUNGEN_PATH);
  };
  return (
    <>
      <PageTitle title="Rechnung als PDF" />
      <Stack gap="sm" h="calc(100vh - 180px)" mih={480}>
        <Group>
          <Button variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={zurueck}>
            Zurück
          </Button>
        </Group>
        <iframe
          title="Rechnung als PDF"
          src={rechnungPdfVorschauUrl(id)}
          style={{ flex: 1, width: '100%', border: '1px solid var(--mantine-color-gray-4)', borderRadius: 4 }}
        />
      </Stack>
    </>
  );
}
