/** Field errors keyed by the schema's path ('hours.closures.0.to'), from the page or the server. */
export type FieldErrors = Record<string, string>;

/** The errors of `path` and of everything under it, first one first. */
export const errorsUnder = (errors: FieldErrors, path: string): string[] =>
  Object.entries(errors)
    .filter(([key]) => key === path || key.startsWith(`${path}.`))
    .map(([, message]) => message);

/** The errors of exactly `path` (a day's own error, not its periods'). */
export const errorAt = (errors: FieldErrors, path: string): string | undefined => errors[path];

/** Errors keyed by path from a zod result's issues (the same keys the server sends). */
export const fieldErrorsOf = (issues: { path: PropertyKey[]; message: string }[]): FieldErrors => {
  const errors: FieldErrors = {};
  for (const issue of issues) errors[issue.path.map(String).join('.')] ??= issue.message;
  return errors;
};
