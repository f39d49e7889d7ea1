import { MantineProvider, PasswordInput, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PlainPasswordInput, PlainTextInput } from './PlainFields';

// The login form's fields must look exactly like Mantine's: the same elements, classes, data attributes and CSS
// variables, so Mantine's stylesheet styles them (issue 18: its input components stay off the first page).

/**
 * Static markup without the style tags MantineProvider adds, each element's attributes in name order (their order
 * does not matter to the browser); React writes `autoComplete` as given by Mantine's spread.
 */
function markup(node: ReactNode): string {
  return renderToStaticMarkup(<MantineProvider>{node}</MantineProvider>)
    .replace(/<style[^>]*>[\s\S]*?<\/style>/g, '')
    .replace(/autoComplete=/g, 'autocomplete=')
    .replace(/<([a-z]+)((?:\s+[\w:-]+="[^"]*")*)(\s*\/?)>/g, (_, tag: string, attrs: string, end: string) => {
      const sorted = (attrs.match(/[\w:-]+="[^"]*"/g) ?? []).sort().join(' ');
      return `<${tag}${sorted ? ` ${sorted}` : ''}${end}>`;
    });
}

describe('the login form fields render as Mantine renders its inputs', () => {
  for (const error of [undefined, 'Bitte geben Sie eine gültige E-Mail-Adresse ein.']) {
    it(`text field ${error ? 'with' : 'without'} an error`, () => {
      const props = {
        id: 'email',
        label: 'E-Mail',
        type: 'email',
        name: 'email',
        autoComplete: 'username',
        inputMode: 'email' as const,
        required: true,
        error,
      };
      expect(markup(<PlainTextInput {...props} value="a@b.de" onChange={() => undefined} />)).toBe(
        markup(<TextInput {...props} value="a@b.de" onChange={() => undefined} />),
      );
    });

    it(`password field ${error ? 'with' : 'without'} an error`, () => {
      const props = {
        id: 'password',
        label: 'Passwort',
        name: 'password',
        autoComplete: 'current-password',
        required: true,
        error,
      };
      const toggleLabel = 'Passwort anzeigen oder verbergen';
      expect(
        markup(<PlainPasswordInput {...props} toggleLabel={toggleLabel} value="x" onChange={() => undefined} />),
      ).toBe(
        markup(
          <PasswordInput
            {...props}
            aria-invalid={error ? true : undefined}
            visibilityToggleButtonProps={{ 'aria-label': toggleLabel }}
            value="x"
            onChange={() => undefined}
          />,
        ),
      );
    });
  }
});
