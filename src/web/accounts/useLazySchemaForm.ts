import { schemaFormModes } from '@web/ui/form-modes';
import { whenIdle } from '@web/ui/whenIdle';
import { useEffect, useState } from 'react';
import {
  type FieldValues,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';

type SchemaResolver<S extends z.ZodType<FieldValues, FieldValues>> = Resolver<
  z.input<S>,
  unknown,
  z.output<S>
>;

/**
 * useSchemaForm (./useAuthForm) with its schema's resolver fetched when the browser is first idle,
 * not with the page: zod (35 KB gzip) and the schema are evaluated on a screen's start-up
 * otherwise, which on the prerendered sign-in page was most of its blocking time. The form
 * validates on submit, by which time the resolver has long arrived; a submit that comes first
 * waits for it. If it cannot be fetched (the connection dropped), the form is sent unvalidated:
 * the server checks it with the same schema and its refusal is shown like any other.
 */
export function useLazySchemaForm<S extends z.ZodType<FieldValues, FieldValues>>(
  loadResolver: () => Promise<SchemaResolver<S>>,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'> = {},
): UseFormReturn<z.input<S>, unknown, z.output<S>> {
  const [lazy] = useState(() => lazyResolver(loadResolver));
  useEffect(() => whenIdle(lazy.preload), [lazy]);
  return useForm<z.input<S>, unknown, z.output<S>>({
    resolver: lazy.resolve,
    ...schemaFormModes,
    ...options,
  });
}

function lazyResolver<S extends z.ZodType<FieldValues, FieldValues>>(
  load: () => Promise<SchemaResolver<S>>,
) {
  let loading: Promise<SchemaResolver<S>> | undefined;
  // A failed fetch is forgotten, so the next submit tries again.
  const get = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  const resolve: SchemaResolver<S> = async (values, context, options) => {
    let resolver: SchemaResolver<S>;
    try {
      resolver = await get();
    } catch {
      return { values: values as z.output<S>, errors: {} };
    }
    return resolver(values, context, options);
  };
  return { preload: () => void get().catch(() => undefined), resolve };
}
