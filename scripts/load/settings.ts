/**
 * The settings of a load or crash run, from the environment. Defaults are the full run that
 * docs/benchmarks/load.md reports (200 users for 120 s); CI shortens it with LOAD_USERS / LOAD_SECONDS.
 */
export interface LoadSettings {
  /** Virtual users, each a signed-in customer with its own cookies. */
  users: number;
  /** How long users start new journeys (the measured window). */
  seconds: number;
  /** Diners arrive spread over this many seconds at the start, as visitors do. */
  rampSeconds: number;
  /** Mean pause between two requests of one user (a diner reading, choosing, typing). */
  thinkMs: number;
  /** Seats per reservation slot: small, so slots fill up and bookings race for the last seats. */
  seatsPerSlot: number;
  /** Reservations are spread over this many days from tomorrow on. */
  reservationDays: number;
  /** PostgreSQL server to create the run's database on; empty: embedded PGlite. */
  adminDatabaseUrl: string;
  /** Crash runs: when the server is killed, in seconds from the start of the load. */
  crashAtSeconds: number;
  /** Keep the data folder / database after the run (to look into a failure). */
  keep: boolean;
  /** Where to write the results as JSON as well (optional). */
  reportFile: string;
  /**
   * PostgreSQL only: how many times, evenly spread over the run, every database connection of the
   * server (its request pool's and its listener's) is ended with pg_terminate_backend. 0: never.
   */
  terminateBackends: number;
}

function positiveNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) {
    throw new Error(`${name} must be a positive number (got "${raw}")`);
  }
  return value;
}

export function loadSettings(): LoadSettings {
  const seconds = positiveNumber('LOAD_SECONDS', 120);
  const crashAtSeconds = positiveNumber('LOAD_CRASH_AT_SECONDS', Math.round(seconds / 2));
  if (crashAtSeconds >= seconds) {
    throw new Error('LOAD_CRASH_AT_SECONDS must be less than LOAD_SECONDS');
  }
  return {
    users: Math.round(positiveNumber('LOAD_USERS', 200)),
    seconds,
    rampSeconds: positiveNumber('LOAD_RAMP_SECONDS', Math.min(10, seconds / 4)),
    thinkMs: positiveNumber('LOAD_THINK_MS', 500),
    seatsPerSlot: Math.round(positiveNumber('LOAD_SEATS_PER_SLOT', 12)),
    reservationDays: Math.round(positiveNumber('LOAD_RESERVATION_DAYS', 30)),
    adminDatabaseUrl: process.env.LOAD_DATABASE_URL ?? '',
    crashAtSeconds,
    keep: process.env.LOAD_KEEP === '1' || process.env.LOAD_KEEP === 'true',
    reportFile: process.env.LOAD_REPORT_FILE ?? '',
    terminateBackends: Math.round(Number(process.env.LOAD_TERMINATE_BACKENDS ?? 0) || 0),
  };
}

/** The accounts of the virtual users: derived from the index, so the seed and the driver agree. */
export function loadUser(index: number) {
  const n = String(index + 1).padStart(4, '0');
  return {
    email: `load-${n}@load.tavola.example`,
    password: `load-password-${n}`,
    username: `Load Diner ${n}`,
  };
}
