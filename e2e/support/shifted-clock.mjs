/**
 * Preloaded into the server (`node --import`) when E2E_CLOCK is set, as `faketime` would: the
 * server's clock (Date, Date.now, and so the embedded database's now()) starts at E2E_CLOCK and
 * runs on from there. Only for proving the journeys at an awkward hour (see e2e/support/clock.ts);
 * timers are untouched.
 */
const target = process.env.E2E_CLOCK;
if (target) {
  const RealDate = Date;
  const offsetMs = RealDate.parse(target) - RealDate.now();
  if (Number.isNaN(offsetMs)) throw new Error(`E2E_CLOCK is not a date: ${target}`);
  class ShiftedDate extends RealDate {
    constructor(...args) {
      if (args.length === 0) super(RealDate.now() + offsetMs);
      else super(...args);
    }
    static now() {
      return RealDate.now() + offsetMs;
    }
  }
  globalThis.Date = ShiftedDate;
}
