/** Only a safe in-app path may be a redirect target (no //host or scheme). */
export function safeRedirect(target: string | null, fallback = '/') {
  if (!target?.startsWith('/') || target.startsWith('//') || target.includes('\\')) return fallback;
  return target;
}
