import type { ComponentProps } from 'react';
import { TextField } from './TextField';

/**
 * A TextField for a password. `autoComplete` is required: it tells the browser whether to offer
 * the saved password (`current-password`) or to suggest a new one (`new-password`).
 */
export function PasswordField(
  props: Omit<ComponentProps<typeof TextField>, 'type' | 'autoComplete'> & {
    autoComplete: 'current-password' | 'new-password';
  },
) {
  return <TextField type="password" {...props} />;
}
