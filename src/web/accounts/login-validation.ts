import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema } from '@shared/schemas/auth';
import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** The sign-in form's validation, loaded after the page has drawn (useLazySchemaForm). */
export const loginResolver = zodResolver(loginSchema) as Resolver<
  z.input<typeof loginSchema>,
  unknown,
  z.output<typeof loginSchema>
>;
