import {
  MAHNUNG_MAILTEXT_MAX,
  MAHNUNG_PLATZHALTER,
  labelOf,
  ZMahnungVorlage,
  type TMahnungVorlage,
} from '@lap/contracts';
import { notifyError, notifySuccess } from '@lap/ui';
import { Alert, Button, Group, Loader, Modal, Stack, Tabs, Text, TextInput, Textarea } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { errorMessage, trpc } from '../../../trpc';

/** One level's text: subject and letter, checked like on the server. */
function VorlageForm({ vorlage }: { vorlage: TMahnungVorlage }) {
  const utils = trpc.useUtils();
  const save = trpc.mahnung.saveVorlage.useMutation();
  const [betreff, setBetreff] = useState(vorlage.betreff);
  const [mailtext, setMailtext] = useState(vorlage.mailtext);
  const [fehler, setFehler] = useState<{ betreff?: string; mailtext?: string }>({});
  useEffect(() => {
    setBetreff(vorlage.betreff);
    setMailtext(vorlage.mailtext);
  }, [vorlage]);

  const speichern = async () => {
    const parsed = ZMahnungVorlage.safeParse({ stufe: vorlage.stufe, betreff, mailtext });
    if (!parsed.success) {
      const issues = parsed.error.issues;
      setFehler({
        betreff: issues.find((i) => i.path[0] === 'betreff')?.message,
        mailtext: issues.find((i) => i.path[0] === 'mailtext')?.message,
      });
      return;
    }
    setFehler({});
    try {
      await save.mutateAsync(parsed.data);
      await utils.mahnung.vorlagen.invalidate();
      notifySuccess('Speichern Erfolgreich.');
    } catch (error) {
      notifyError(`Fehler beim Speichern - ${errorMessage(error)}`);
    }
  };

  return (
    <Stack gap="sm">
      <TextInput
        label="Betreff"
        required
        value={betreff}
        onChange={(e) => setBetreff(e.currentTarget.value)}
        error={fehler.betreff}
        maxLength={255}
      />
      <Textarea
        label="Mailtext"
        required
        autosize
        minRows={8}
        maxRows={16}
        value={mailtext}
        onChange={(e) => setMailtext(e.currentTarget.value)}
        error={fehler.mailtext}
        description={`${mailtext.length} / ${MAHNUNG_MAILTEXT_MAX} Zeichen`}
        maxLength={MAHNUNG_MAILTEXT_MAX}
      />
      <Group justify="flex-end">
        <Button
          leftSection={<IconDeviceFloppy size={16} aria-hidden />}
          loading={save.isPending}
          onClick={() => void speichern()}
        >
          Vorlage speichern
        </Button>
      </Group>
    </Stack>
  );
}

/** The editable texts of the four levels; new notices start from them. */
export function MahnungVorlagenModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const vorlagen = trpc.mahnung.vorlagen.useQuery(undefined, { enabled: opened });
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Mahnungsvorlagen"
      size="xl"
      closeButtonProps={{ 'aria-label': 'Schließen' }}
    >
      <Text size="sm" mb="sm">
        Platzhalter: {MAHNUNG_PLATZHALTER.map((p) => `{${p}}`).join(', ')}. Sie werden beim Erstellen einer Mahnung
        ausgefüllt; danach ist der Text der Mahnung frei änderbar.
      </Text>
      {vorlagen.isLoading && <Loader size="sm" aria-label="Vorlagen werden geladen" />}
      {vorlagen.isError && <Alert color="red">{errorMessage(vorlagen.error)}</Alert>}
      {vorlagen.data && (
        <Tabs defaultValue="1">
          <Tabs.List>
            {vorlagen.data.map((v) => (
              <Tabs.Tab key={v.stufe} value={String(v.stufe)}>
                {labelOf('mahnungStufe', v.stufe)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {vorlagen.data.map((v) => (
            <Tabs.Panel key={v.stufe} value={String(v.stufe)} pt="md">
              <VorlageForm vorlage={v} />
            </Tabs.Panel>
          ))}
        </Tabs>
      )}
    </Modal>
  );
}
