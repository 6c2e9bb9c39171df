/**
 * Spread on a <form> that only its onSubmit handler may send. Public pages arrive prerendered and
 * can be used before their code has loaded; a form submitted then would be sent by the browser
 * itself, as a GET putting every field (a password too) in the address. A dialog-method form that
 * is not inside a <dialog> submits nothing, so such an early submission does nothing; once the
 * page is live, onSubmit handles it (and prevents the default).
 */
export const scriptOnlyForm = { method: 'dialog' } as const;
