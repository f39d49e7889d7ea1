import { describe, expect, it } from 'vitest';
import { fieldErrorsFor } from './form-errors';

describe('fieldErrorsFor', () => {
  const fields = ['email', 'captchaValue', 'rolesList'] as const;

  it('keeps known fields, maps aliases and nested paths, drops the rest', () => {
    expect(
      fieldErrorsFor(
        [
          { field: 'email', message: 'vergeben' },
          { field: 'captchaId', message: 'Captcha' },
          { field: 'rolesList.0.id', message: 'Rolle' },
          { field: 'unbekannt', message: 'x' },
        ],
        fields,
        { captchaId: 'captchaValue' },
      ),
    ).toEqual([
      { field: 'email', message: 'vergeben' },
      { field: 'captchaValue', message: 'Captcha' },
      { field: 'rolesList', message: 'Rolle' },
    ]);
  });

  it('keeps the first message of a field', () => {
    expect(
      fieldErrorsFor(
        [
          { field: 'email', message: 'a' },
          { field: 'email', message: 'b' },
        ],
        fields,
      ),
    ).toEqual([{ field: 'email', message: 'a' }]);
  });
});
