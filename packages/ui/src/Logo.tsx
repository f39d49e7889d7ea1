import { Group, Text } from '@mantine/core';
import { useId } from 'react';

export const APP_NAME = 'Leitungsauskunftportal';

const PIN = '#17456f';

export interface LogoMarkProps {
  size?: number;
  /** Accessible name; leave empty when the mark sits beside the written name. */
  title?: string;
}

/** The mark: a map pin whose window shows a cut through the ground with three utility lines. */
export function LogoMark({ size = 40, title }: LogoMarkProps) {
  const clipId = useId();
  const labelled = title !== undefined && title.length > 0;
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 64 64"
      role={labelled ? 'img' : undefined}
      aria-hidden={labelled ? undefined : true}
      focusable="false"
    >
      {labelled && <title>{title}</title>}
      <defs>
        <clipPath id={clipId}>
          <circle cx="32" cy="25" r="13.5" />
        </clipPath>
      </defs>
      <path d="M32 3C19.85 3 10 12.7 10 24.7 10 40.6 32 61 32 61S54 40.6 54 24.7C54 12.7 44.15 3 32 3Z" fill={PIN} />
      <circle cx="32" cy="25" r="15.5" fill="#fff" />
      <g clipPath={`url(#${clipId})`}>
        <rect x="16" y="19" width="32" height="22" fill="#eee3d0" />
        <path d="M16 19H48" stroke="#3f8a3a" strokeWidth="2.4" />
        <path d="M16 24.5H48" stroke="#1f74c6" strokeWidth="2.6" />
        <path d="M16 29.5H48" stroke="#e9a100" strokeWidth="2.6" />
        <path d="M16 34.5H48" stroke="#d23f2a" strokeWidth="2.6" />
      </g>
    </svg>
  );
}

export interface LogoProps {
  /** Height of the mark in px; the word mark scales with it. */
  size?: number;
  /** Hide the written name (e.g. on narrow screens). */
  markOnly?: boolean;
}

/** Mark plus word mark "Leitungsauskunftportal". */
export function Logo({ size = 36, markOnly = false }: LogoProps) {
  if (markOnly) return <LogoMark size={size} title={APP_NAME} />;
  return (
    <Group gap={Math.round(size / 4)} wrap="nowrap" align="center">
      <LogoMark size={size} />
      <Text
        component="span"
        fw={400}
        c={PIN}
        style={{ fontSize: Math.round(size * 0.5), letterSpacing: '-0.01em', lineHeight: 1 }}
      >
        <Text component="span" inherit fw={700}>
          Leitungsauskunft
        </Text>
        portal
      </Text>
    </Group>
  );
}
