/** Where the browser journeys find the server and the mail catcher (see playwright.config.ts). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_URL = `http://localhost:${E2E_PORT}`;
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2525);
export const MAIL_API_PORT = Number(process.env.E2E_MAIL_API_PORT ?? 2526);
export const MAIL_API = `http://127.0.0.1:${MAIL_API_PORT}`;

/** The admin account the server creates from ADMIN_EMAIL / ADMIN_PASSWORD. */
export const E2E_ADMIN = { email: 'owner@tavola.example', password: 'owner-secret-1' };
/** Demo accounts seeded by the server at start. */
export const DEMO_CUSTOMER = { email: 'diner@tavola.example', password: 'tavola-diner' };
export const DEMO_ADMIN = { email: 'admin@tavola.example', password: 'tavola-admin' };
