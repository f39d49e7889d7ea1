import { Box, Button, Center, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import type { ChangeEvent } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { CAPTCHA_LOAD_ERROR } from '../captcha-cooldown';
import type { CaptchaState } from '../hooks/useCaptcha';

const IMAGE_WIDTH = 180;
const IMAGE_HEIGHT = 60;

export interface CaptchaFieldProps {
  captcha: CaptchaState;
  input: UseFormRegisterReturn<'captchaValue'>;
  error?: string;
}

/** Uppercases what is typed (spec 000 §5) without moving the caret. */
function upperCaseInPlace(event: ChangeEvent<HTMLInputElement>): void {
  const el = event.target;
  const upper = el.value.toUpperCase();
  if (upper === el.value) return;
  const { selectionStart, selectionEnd } = el;
  el.value = upper;
  if (selectionStart !== null && selectionEnd !== null) el.setSelectionRange(selectionStart, selectionEnd);
}

/** spec 000 §5 captcha: the image, a reload button with its cooldown, and the answer input. */
export function CaptchaField({ captcha, input, error }: CaptchaFieldProps) {
  const { status, challenge, waitMessage, reload } = captcha;
  return (
    <Stack gap={8}>
      <Group gap="sm" align="center" wrap="wrap">
        <Box
          w={IMAGE_WIDTH}
          h={IMAGE_HEIGHT}
          bd="1px solid var(--mantine-color-gray-4)"
          style={{ borderRadius: 'var(--mantine-radius-sm)', overflow: 'hidden' }}
          bg="gray.1"
        >
          {status === 'ready' && challenge ? (
            <img
              src={challenge.imageData}
              width={IMAGE_WIDTH}
              height={IMAGE_HEIGHT}
              alt="Captcha: Bild mit fünf Zeichen, bitte im Feld darunter eingeben"
              style={{ display: 'block' }}
            />
          ) : (
            <Center h="100%">
              {status === 'loading' ? (
                <Loader size="sm" aria-label="Captcha wird geladen" />
              ) : (
                <Text size="xs" c="dimmed">
                  Kein Bild
                </Text>
              )}
            </Center>
          )}
        </Box>
        <Button variant="default" leftSection={<IconRefresh size={18} aria-hidden="true" />} onClick={reload}>
          Captcha neu laden
        </Button>
      </Group>
      <div aria-live="polite">
        {status === 'error' && (
          <Text size="sm" c="red.9" role="alert">
            {CAPTCHA_LOAD_ERROR}
          </Text>
        )}
        {waitMessage && (
          <Text size="sm" c="orange.9">
            {waitMessage}
          </Text>
        )}
      </div>
      <TextInput
        label="Zeichen aus dem Bild"
        required
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maw={IMAGE_WIDTH + 120}
        error={error}
        {...input}
        onChange={(event) => {
          upperCaseInPlace(event);
          void input.onChange(event);
        }}
      />
    </Stack>
  );
}
