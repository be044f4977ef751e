import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';

/** A screen-level message above or below a form: an error (red) or a confirmation (green). */
export function FormMessage({ children, tone = 'error' }: { children: ReactNode; tone?: 'error' | 'success' }) {
  return (
    <Alert color={tone === 'error' ? 'red' : 'teal'} variant="light" role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </Alert>
  );
}
