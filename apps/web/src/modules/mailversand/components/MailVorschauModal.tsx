import { Alert, Box, Code, List, Modal, Stack, Tabs, Text } from '@mantine/core';
import type { TMailVorschau } from '@lap/contracts';
import { IconAlertTriangle, IconCode, IconMail } from '@tabler/icons-react';
import { DetailList } from '../../account/components/DetailList';
import { readableAlert } from '../../versorger-upload/alert-styles';
import { MAILVERSAND_UI } from '../messages';

/** The mail as it would go out ('Vorschau-Mailansicht'): a saved job's, or a template's filled with the sample data. */
export function MailVorschauModal({ vorschau, onClose }: { vorschau: TMailVorschau | null; onClose: () => void }) {
  return (
    <Modal
      opened={vorschau !== null}
      onClose={onClose}
      title={MAILVERSAND_UI.vorschau}
      size="xl"
      closeButtonProps={{ 'aria-label': 'Schließen' }}
    >
      {vorschau && (
        <Stack gap="md">
          <DetailList
            items={[
              {
                label: 'Empfänger',
                value: vorschau.empfaenger.length > 0 ? vorschau.empfaenger.join('; ') : MAILVERSAND_UI.keineEmail,
              },
              { label: 'Antwort an', value: vorschau.replyTo },
              { label: 'Betreff', value: vorschau.betreff },
            ]}
          />
          {(vorschau.unbekannt.length > 0 || vorschau.leer.length > 0) && (
            <Alert
              color="orange"
              variant="light"
              icon={<IconAlertTriangle aria-hidden />}
              title="Platzhalter prüfen"
              styles={readableAlert('orange')}
            >
              <Stack gap={4}>
                {vorschau.unbekannt.length > 0 && (
                  <Text size="sm">
                    {MAILVERSAND_UI.unbekanntePlatzhalter} <Code>{vorschau.unbekannt.join(', ')}</Code>
                  </Text>
                )}
                {vorschau.leer.length > 0 && (
                  <Text size="sm">
                    {MAILVERSAND_UI.leerePlatzhalter} {vorschau.leer.join(', ')}
                  </Text>
                )}
              </Stack>
            </Alert>
          )}
          <Tabs defaultValue="html" keepMounted={false}>
            <Tabs.List aria-label="Ansicht der E-Mail">
              <Tabs.Tab value="html" leftSection={<IconMail size={16} aria-hidden />}>
                HTML-Ansicht
              </Tabs.Tab>
              <Tabs.Tab value="text" leftSection={<IconCode size={16} aria-hidden />}>
                Textansicht
              </Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="html" pt="sm">
              {/* the mail's own HTML: no scripts, no forms, no navigation (an empty sandbox) */}
              <iframe
                sandbox=""
                srcDoc={vorschau.html}
                title="Vorschau der E-Mail"
                style={{
                  width: '100%',
                  height: 420,
                  border: '1px solid var(--mantine-color-gray-4)',
                  borderRadius: 'var(--mantine-radius-sm)',
                  background: '#fff',
                }}
              />
            </Tabs.Panel>
            <Tabs.Panel value="text" pt="sm">
              <Box
                component="pre"
                tabIndex={0}
                aria-label="Text der E-Mail"
                m={0}
                p="sm"
                style={{
                  whiteSpace: 'pre-wrap',
                  overflowWrap: 'anywhere',
                  maxHeight: 420,
                  overflow: 'auto',
                  border: '1px solid var(--mantine-color-gray-4)',
                  borderRadius: 'var(--mantine-radius-sm)',
                  fontSize: 'var(--mantine-font-size-sm)',
                }}
              >
                {vorschau.text}
              </Box>
            </Tabs.Panel>
          </Tabs>
          <div>
            <Text size="sm" fw={600} id="vorschau-anhaenge">
              Anhänge
            </Text>
            {vorschau.anhaenge.length === 0 ? (
              <Text size="sm" c="dimmed">
                Keine Anhänge.
              </Text>
            ) : (
              <List size="sm" spacing={2} aria-labelledby="vorschau-anhaenge">
                {vorschau.anhaenge.map((name) => (
                  <List.Item key={name}>{name}</List.Item>
                ))}
              </List>
            )}
          </div>
        </Stack>
      )}
    </Modal>
  );
}
