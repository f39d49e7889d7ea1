import { Stack, Text, ThemeIcon } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useEffect, useRef, useState, type DragEvent, type KeyboardEvent, type ReactNode } from 'react';
import { UPLOAD } from '@lap/contracts';
import { UPLOAD_TEXT } from './texts.js';

export interface FileDropzoneProps {
  /** Every drop or pick, as given (possibly empty); the caller checks it, e.g. with checkDrop. */
  onFiles: (files: File[]) => void;
  disabled?: boolean;
  /** Extensions offered by the file chooser, lower case without the dot. */
  extensions?: readonly string[];
  label?: string;
  hint?: ReactNode;
}

const hasFiles = (event: DragEvent | globalThis.DragEvent): boolean =>
  event.dataTransfer?.types.includes('Files') ?? false;

/**
 * A drop zone that is also a button: click, Enter or Space opens the file chooser (spec 000 §5 Upload).
 * Built here because @mantine/dropzone is not part of the stack.
 */
export function FileDropzone({
  onFiles,
  disabled = false,
  extensions = UPLOAD.extensions,
  label = UPLOAD_TEXT.dropLabel,
  hint,
}: FileDropzoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const zone = useRef<HTMLDivElement>(null);
  // dragenter/dragleave fire for every child the pointer crosses; the depth tells when it really left.
  const dragDepth = useRef(0);
  const [dragActive, setDragActive] = useState(false);

  // A file dropped just beside the zone would make the browser open it and leave the page (and the form).
  // Drops nobody else handled are refused while the zone is on screen.
  useEffect(() => {
    const refuse = (event: globalThis.DragEvent) => {
      if (event.defaultPrevented || !hasFiles(event)) return;
      if (event.target instanceof Node && zone.current?.contains(event.target)) return;
      event.preventDefault();
      if (event.dataTransfer) event.dataTransfer.dropEffect = 'none';
    };
    window.addEventListener('dragover', refuse);
    window.addEventListener('drop', refuse);
    return () => {
      window.removeEventListener('dragover', refuse);
      window.removeEventListener('drop', refuse);
    };
  }, []);

  useEffect(() => {
    if (disabled) {
      dragDepth.current = 0;
      setDragActive(false);
    }
  }, [disabled]);

  const openChooser = () => {
    if (!disabled) input.current?.click();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openChooser();
    }
  };
  const onDragEnter = (event: DragEvent<HTMLDivElement>) => {
    if (disabled || !hasFiles(event)) return;
    event.preventDefault();
    dragDepth.current += 1;
    setDragActive(true);
  };
  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    if (!hasFiles(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
  };
  const onDragLeave = () => {
    if (dragDepth.current === 0) return;
    dragDepth.current -= 1;
    if (dragDepth.current === 0) setDragActive(false);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    dragDepth.current = 0;
    setDragActive(false);
    if (!disabled) onFiles([...event.dataTransfer.files]);
  };

  const borderColor = dragActive ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-color-gray-5)';
  return (
    <>
      <div
        ref={zone}
        role="button"
        tabIndex={disabled ? -1 : 0}
        aria-disabled={disabled || undefined}
        // a button takes its name from its visible text (label + hint), so speech input and screen readers agree
        data-drag-active={dragActive || undefined}
        className="mantine-focus-auto"
        onClick={openChooser}
        onKeyDown={onKeyDown}
        onDragEnter={onDragEnter}
        onDragOver={onDragOver}
        onDragLeave={onDragLeave}
        onDrop={onDrop}
        style={{
          border: `2px dashed ${borderColor}`,
          borderRadius: 'var(--mantine-radius-md)',
          background: dragActive ? 'var(--mantine-primary-color-light)' : 'var(--mantine-color-gray-0)',
          padding: 'var(--mantine-spacing-lg) var(--mantine-spacing-md)',
          cursor: disabled ? 'not-allowed' : 'pointer',
          opacity: disabled ? 0.6 : 1,
          transition: 'background-color 120ms ease, border-color 120ms ease',
        }}
      >
        <Stack align="center" gap={6} style={{ pointerEvents: 'none', textAlign: 'center' }}>
          <ThemeIcon variant="light" size={44} radius="xl" aria-hidden="true">
            <IconUpload size={24} stroke={1.7} />
          </ThemeIcon>
          <Text fw={600}>{label}</Text>
          <Text size="sm" c="dimmed">
            {hint ?? UPLOAD_TEXT.dropHint(extensions)}
          </Text>
        </Stack>
      </div>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        tabIndex={-1}
        disabled={disabled}
        accept={extensions.map((e) => `.${e}`).join(',')}
        onChange={(event) => {
          const chosen = [...(event.currentTarget.files ?? [])];
          // Cleared, so choosing the same file again fires change once more.
          event.currentTarget.value = '';
          onFiles(chosen);
        }}
      />
    </>
  );
}
