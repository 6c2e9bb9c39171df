/** The one e-mail rule (spec: must contain @; we also want a domain with a dot). Tiny, so the shell can use it without zod. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isPlausibleEmail = (value: string) => EMAIL_PATTERN.test(value.trim());
