import { useState, type InputHTMLAttributes } from 'react';

// The login form's two fields as Mantine renders its TextInput and PasswordInput (size sm, default variant), with
// Mantine's own class names, so its stylesheet (loaded anyway) styles them: without Mantine's input components and
// their JavaScript on the first page (issue 18; docs/performance.md). PlainFields.test.tsx renders both side by side
// with Mantine's components and requires the same markup, so an upgrade of Mantine that changes it fails there.

interface PlainFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'style'> {
  id: string;
  label: string;
  error?: string;
}

function Label({ id, label, required, sized }: { id: string; label: string; required?: boolean; sized: boolean }) {
  const part = sized ? 'TextInput' : 'PasswordInput';
  return (
    <label
      style={sized ? ({ '--input-label-size': 'var(--mantine-font-size-sm)' } as React.CSSProperties) : undefined}
      className={`m_8fdc1311 mantine-InputWrapper-label mantine-${part}-label`}
      data-size={sized ? 'sm' : undefined}
      data-required={required ? 'true' : undefined}
      htmlFor={id}
      id={`${id}-label`}
    >
      {label}
      {required && (
        <span className={`m_78a94662 mantine-InputWrapper-required mantine-${part}-required`} aria-hidden="true">
          {' *'}
        </span>
      )}
    </label>
  );
}

function ErrorText({ id, error, sized }: { id: string; error: string; sized: boolean }) {
  const part = sized ? 'TextInput' : 'PasswordInput';
  return (
    <p
      style={
        sized
          ? ({
              '--input-error-size': 'calc(var(--mantine-font-size-sm) - calc(0.125rem * var(--mantine-scale)))',
            } as React.CSSProperties)
          : undefined
      }
      className={`m_8f816625 mantine-InputWrapper-error mantine-${part}-error`}
      data-size={sized ? 'sm' : undefined}
      id={`${id}-error`}
    >
      {error}
    </p>
  );
}

const ERROR_MARGIN = { '--input-margin-bottom': 'calc(var(--mantine-spacing-xs) / 2)' };

/** Mantine's `<TextInput>` markup for a labelled text field with an optional error below it. */
export function PlainTextInput({ id, label, error, required, ...input }: PlainFieldProps) {
  const invalid = error ? 'true' : undefined;
  return (
    <div className="m_46b77525 mantine-InputWrapper-root mantine-TextInput-root" data-size="sm" data-error={invalid}>
      <Label id={id} label={label} required={required} sized />
      <div
        style={
          {
            ...(error ? ERROR_MARGIN : {}),
            '--input-height': 'var(--input-height-sm)',
            '--input-fz': 'var(--mantine-font-size-sm)',
          } as React.CSSProperties
        }
        className="m_6c018570 mantine-Input-wrapper mantine-TextInput-wrapper"
        data-variant="default"
        data-size="sm"
        data-error={invalid}
      >
        <input
          className="m_8fb7ebe7 mantine-Input-input mantine-TextInput-input"
          data-variant="default"
          data-error={invalid}
          required={required}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          id={id}
          {...input}
        />
      </div>
      {error && <ErrorText id={id} error={error} sized />}
    </div>
  );
}

/** Mantine's `<PasswordInput>` markup, with its visibility toggle (pointer only, as Mantine's) and aria-invalid on the input. */
export function PlainPasswordInput({
  id,
  label,
  error,
  required,
  toggleLabel,
  ...input
}: PlainFieldProps & { toggleLabel: string }) {
  const [visible, setVisible] = useState(false);
  const invalid = error ? 'true' : undefined;
  return (
    <div
      className="m_f61ca620 mantine-PasswordInput-root m_46b77525 mantine-InputWrapper-root mantine-PasswordInput-root"
      data-error={invalid}
    >
      <Label id={id} label={label} required={required} sized={false} />
      <div
        style={error ? (ERROR_MARGIN as React.CSSProperties) : undefined}
        className="m_6c018570 mantine-Input-wrapper mantine-PasswordInput-wrapper"
        data-variant="default"
        data-size="sm"
        data-error={invalid}
        data-with-right-section="true"
      >
        <div
          className="m_ccf8da4c m_8fb7ebe7 mantine-Input-input mantine-PasswordInput-input"
          data-variant="default"
          data-error={invalid}
        >
          <input
            required={required}
            data-invalid={invalid}
            aria-invalid={error ? true : undefined}
            className="m_f2d85dd2 mantine-PasswordInput-innerInput"
            id={id}
            aria-describedby={error ? `${id}-error` : undefined}
            type={visible ? 'text' : 'password'}
            {...input}
          />
        </div>
        <div data-position="right" className="m_82577fc2 mantine-Input-section mantine-PasswordInput-section">
          <button
            style={
              {
                '--ai-bg': 'transparent',
                '--ai-hover': 'var(--mantine-color-gray-light-hover)',
                '--ai-color': 'var(--mantine-color-gray-light-color)',
                '--ai-bd': 'calc(0.0625rem * var(--mantine-scale)) solid transparent',
              } as React.CSSProperties
            }
            className="mantine-focus-auto mantine-active m_b1072d44 mantine-PasswordInput-visibilityToggle m_8d3f4000 mantine-ActionIcon-root m_87cf2631 mantine-UnstyledButton-root"
            data-variant="subtle"
            type="button"
            aria-hidden="false"
            aria-pressed={visible}
            tabIndex={-1}
            aria-label={toggleLabel}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => setVisible((v) => !v)}
          >
            <span className="m_8d3afb97 mantine-ActionIcon-icon">
              <EyeIcon crossed={visible} />
            </span>
          </button>
        </div>
      </div>
      {error && <ErrorText id={id} error={error} sized={false} />}
    </div>
  );
}

// The two icons Mantine's PasswordInput shows (Radix icons, MIT), drawn the same size.
const EYE =
  'M7.5 11C4.80285 11 2.52952 9.62184 1.09622 7.50001C2.52952 5.37816 4.80285 4 7.5 4C10.1971 4 12.4705 5.37816 13.9038 7.50001C12.4705 9.62183 10.1971 11 7.5 11ZM7.5 3C4.30786 3 1.65639 4.70638 0.0760002 7.23501C-0.0253338 7.39715 -0.0253334 7.60288 0.0760014 7.76501C1.65639 10.2936 4.30786 12 7.5 12C10.6921 12 13.3436 10.2936 14.924 7.76501C15.0253 7.60288 15.0253 7.39715 14.924 7.23501C13.3436 4.70638 10.6921 3 7.5 3ZM7.5 9.5C8.60457 9.5 9.5 8.60457 9.5 7.5C9.5 6.39543 8.60457 5.5 7.5 5.5C6.39543 5.5 5.5 6.39543 5.5 7.5C5.5 8.60457 6.39543 9.5 7.5 9.5Z';
const EYE_CROSSED =
  'M13.3536 2.35355C13.5488 2.15829 13.5488 1.84171 13.3536 1.64645C13.1583 1.45118 12.8417 1.45118 12.6464 1.64645L10.6828 3.61012C9.70652 3.21671 8.63759 3 7.5 3C4.30786 3 1.65639 4.70638 0.0760002 7.23501C-0.0253338 7.39715 -0.0253334 7.60288 0.0760014 7.76501C0.902945 9.08812 2.02314 10.1861 3.36061 10.9323L1.64645 12.6464C1.45118 12.8417 1.45118 13.1583 1.64645 13.3536C1.84171 13.5488 2.15829 13.5488 2.35355 13.3536L4.31723 11.3899C5.29348 11.7833 6.36241 12 7.5 12C10.6921 12 13.3436 10.2936 14.924 7.76501C15.0253 7.60288 15.0253 7.39715 14.924 7.23501C14.0971 5.9119 12.9769 4.81391 11.6394 4.06771L13.3536 2.35355ZM9.90428 4.38861C9.15332 4.1361 8.34759 4 7.5 4C4.80285 4 2.52952 5.37816 1.09622 7.50001C1.87284 8.6497 2.89609 9.58106 4.09974 10.1931L9.90428 4.38861ZM5.09572 10.6114L10.9003 4.80685C12.1039 5.41894 13.1272 6.35031 13.9038 7.50001C12.4705 9.62183 10.1971 11 7.5 11C6.65241 11 5.84668 10.8639 5.09572 10.6114Z';

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg
      viewBox="0 0 15 15"
      fill="none"
      xmlns="http://www.w3.org/2000/svg"
      style={{ width: 'var(--psi-icon-size)', height: 'var(--psi-icon-size)' }}
    >
      <path d={crossed ? EYE_CROSSED : EYE} fill="currentColor" fillRule="evenodd" clipRule="evenodd" />
    </svg>
  );
}
