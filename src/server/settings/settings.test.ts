import { testConfig } from '@server/config';
import { bookingRulesTexts, DEFAULT_BOOKING_RULES } from '@shared/booking-rules';
import { DEFAULT_PAYMENT_OPTIONS } from '@shared/checkout-payments';
import { DEMO_DELIVERY_ZONES, DEMO_HOURS_SETTINGS } from '@shared/hours';
import { ALWAYS_OPEN_HOURS, DEFAULT_RESTAURANT_DETAILS } from '@shared/restaurant-settings';
import { DEFAULT_STAFF_ALERTS } from '@shared/staff-alerts';
import { testDatabaseKinds } from '@test/support/databases';
import { signedInAdmin, signedInCustomer } from '@test/support/reservations';
import { OWNER, settingsWith } from '@test/support/settings';
import { createTestApp, type TestApp } from '@test/support/test-app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSettingsRepository } from './repository';
import { createSettingsService, SETTINGS_RECHECK_MS } from './service';

describe.each(testDatabaseKinds())('restaurant settings, on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  it('are open around the clock with the default details until someone writes them', async () => {
    expect(await t.services.settings.current()).toEqual({
      details: DEFAULT_RESTAURANT_DETAILS,
      hours: ALWAYS_OPEN_HOURS,
      zones: null,
      bookings: DEFAULT_BOOKING_RULES,
      alerts: DEFAULT_STAFF_ALERTS,
      // No in-person payment until the owner allows one.
      payments: DEFAULT_PAYMENT_OPTIONS,
    });
    const status = await t.client().get('/api/restaurant/status');
    expect(status.statusCode).toBe(200);
    expect(status.headers['cache-control']).toBe('public, max-age=5');
    expect(status.json().delivery).toEqual({ open: true, words: 'Open now', refusal: null });
  });

  it('the seed writes its hours once and never over the owner’s', async () => {
    await t.services.settings.seed(DEMO_HOURS_SETTINGS);
    expect((await t.services.settings.current()).hours).toEqual(DEMO_HOURS_SETTINGS);
    await t.services.settings.update(settingsWith({ leadTimeMinutes: 5 }), OWNER);
    await t.services.settings.seed(DEMO_HOURS_SETTINGS);
    expect((await t.services.settings.current()).hours.leadTimeMinutes).toBe(5);
  });

  it('saves the booking rules with the settings, keeps them when a save leaves them out, refuses bad ones in words', async () => {
    const { bookings: _omit, ...rest } = await t.services.settings.view();
    const rules = {
      ...DEFAULT_BOOKING_RULES,
      maxOnlineParty: 6,
      maxActiveBookings: 2,
      pendingExpiryHours: 12,
      windowDays: 30,
      reminderHours: 6,
      changeCutoffHours: 5,
    };
    const input = { details: rest.details, hours: rest.hours, zones: rest.zones };
    expect(
      (await t.services.settings.update({ ...input, bookings: rules }, OWNER)).bookings,
    ).toEqual(rules);
    expect((await t.services.settings.update(input, OWNER)).bookings).toEqual(rules);
    await expect(
      t.services.settings.update({ ...input, bookings: { ...rules, windowDays: 0 } }, OWNER),
    ).rejects.toMatchObject({
      fields: { 'bookings.windowDays': 'Bookings must open from 1 to 365 days ahead.' },
    });
    await expect(
      t.services.settings.update(
        { ...input, bookings: { ...rules, changeCutoffHours: 169 } },
        OWNER,
      ),
    ).rejects.toMatchObject({
      fields: { 'bookings.changeCutoffHours': bookingRulesTexts.changeCutoffHours },
    });
    await t.services.settings.update({ ...input, bookings: DEFAULT_BOOKING_RULES }, OWNER);
  });

  it('deposits: off by default, from a party of 6; bad amounts refused in words', async () => {
    const { bookings, ...rest } = await t.services.settings.view();
    expect(bookings).toMatchObject({ depositFromParty: 6, depositPerGuestMinor: 0 });
    const input = { details: rest.details, hours: rest.hours, zones: rest.zones };
    const on = { ...DEFAULT_BOOKING_RULES, depositFromParty: 8, depositPerGuestMinor: 2_500_00 };
    expect((await t.services.settings.update({ ...input, bookings: on }, OWNER)).bookings).toEqual(
      on,
    );
    for (const [field, value] of [
      ['depositPerGuestMinor', -1],
      ['depositPerGuestMinor', 100_000_01],
      ['depositPerGuestMinor', 12.5],
      ['depositFromParty', 0],
      ['depositFromParty', 21],
    ] as const)
      await expect(
        t.services.settings.update({ ...input, bookings: { ...on, [field]: value } }, OWNER),
      ).rejects.toMatchObject({
        fields: { [`bookings.${field}`]: bookingRulesTexts[field] },
      });
    await t.services.settings.update({ ...input, bookings: DEFAULT_BOOKING_RULES }, OWNER);
  });

  it('admins read and save them; customers get 403 and guests 401', async () => {
    const { client: admin } = await signedInAdmin(t);
    const { client: customer } = await signedInCustomer(t);
    const body = settingsWith({ slotMinutes: 20 });
    body.details.phone = '+234 801 000 0000';
    const saved = await admin.request('PUT', '/api/admin/settings', body);
    expect(saved.statusCode, saved.body).toBe(200);
    const view = (await admin.get('/api/admin/settings')).json();
    expect(view).toMatchObject({ ...body, timeZone: 'Africa/Lagos', currency: 'NGN' });
    expect(view.updatedAt).toEqual(expect.any(String));
    expect((await customer.get('/api/admin/settings')).statusCode).toBe(403);
    expect((await customer.request('PUT', '/api/admin/settings', body)).statusCode).toBe(403);
    expect((await t.client().get('/api/admin/settings')).statusCode).toBe(401);
    expect((await t.client().request('PUT', '/api/admin/settings', body)).statusCode).toBe(401);
  });

  it('refuses bad settings with the schema’s words, field by field', async () => {
    const { client: admin } = await signedInAdmin(t);
    const body = settingsWith();
    body.hours.hours.default.mon = [
      { start: '11:00', end: '15:00' },
      { start: '14:00', end: '18:00' },
    ];
    const refused = await admin.request('PUT', '/api/admin/settings', body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({
      'hours.hours.default.mon.1': "Monday's periods 11:00–15:00 and 14:00–18:00 overlap.",
    });
    await expect(
      t.services.settings.update(
        { ...settingsWith(), details: { name: '', address: 'x', phone: '12345' } },
        OWNER,
      ),
    ).rejects.toMatchObject({
      code: 'invalid',
      fields: { 'details.name': expect.stringMatching(/name/) },
    });
    await expect(
      t.services.settings.update(settingsWith(), { ...OWNER, role: 'customer' }),
    ).rejects.toMatchObject({ code: 'forbidden' });
  });

  it('keeps the delivery zones with the settings and refuses an area in two zones', async () => {
    await t.services.settings.seed(DEMO_HOURS_SETTINGS, DEMO_DELIVERY_ZONES);
    await t.services.settings.update(settingsWith({}, DEMO_DELIVERY_ZONES), OWNER);
    expect(await t.services.settings.deliveryZones()).toEqual(DEMO_DELIVERY_ZONES);
    const { client: admin } = await signedInAdmin(t);
    const body = settingsWith({}, [
      ...DEMO_DELIVERY_ZONES,
      { ...DEMO_DELIVERY_ZONES[0]!, name: 'Mainland', areas: ['Ikeja', 'ikoyi'] },
    ]);
    const refused = await admin.request('PUT', '/api/admin/settings', body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({
      'zones.1.areas':
        'ikoyi is in two zones: Lagos Island and Lekki and Mainland. An address can belong to one zone only.',
    });
    expect((await admin.get('/api/admin/settings')).json().zones).toEqual(DEMO_DELIVERY_ZONES);
    await t.services.settings.update(settingsWith(), OWNER);
    expect(await t.services.settings.deliveryZones()).toBeNull();
  });

  it('another instance sees a write once its copy is older than the re-check time', async () => {
    let now = Date.now();
    const other = createSettingsService({
      repo: createSettingsRepository(t.db.database.db),
      config: testConfig(),
      clock: () => now,
    });
    await t.services.settings.update(settingsWith({ leadTimeMinutes: 10 }), OWNER);
    expect((await other.current()).hours.leadTimeMinutes).toBe(10);
    await t.services.settings.update(settingsWith({ leadTimeMinutes: 11 }), OWNER);
    expect((await other.current()).hours.leadTimeMinutes).toBe(10);
    now += SETTINGS_RECHECK_MS;
    expect((await other.current()).hours.leadTimeMinutes).toBe(11);
    // The writer itself sees its own write at once.
    expect((await t.services.settings.current()).hours.leadTimeMinutes).toBe(11);
  });
});
