import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldValues, type UseFormProps, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { schemaFormModes } from './form-modes';

/** A react-hook-form form validated by the same zod schema the server uses. */
export function useSchemaForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'> = {},
) {
  return useForm<z.input<S>, unknown, z.output<S>>({
    // biome-ignore lint/suspicious/noExplicitAny: zodResolver's generics do not line up with a generic schema
    resolver: zodResolver(schema as any) as any,
    ...schemaFormModes,
    ...options,
  });
}
