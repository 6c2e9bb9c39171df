/** How every schema-validated form validates: on submit first, then as each field changes. */
export const schemaFormModes = { mode: 'onSubmit', reValidateMode: 'onChange' } as const;
