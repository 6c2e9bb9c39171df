import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { reservations } from '@server/reservations/schema';
import { createAdmin, createCustomer } from '@server/seed/factories';
import { adminTexts } from '@shared/admin';
import { testDatabaseKinds } from '@test/support/databases';
import { makeJpegHeader, makePng, makeWebpHeader, multipartBody } from '@test/support/images';
import { seedPaidOrders, signedIn } from '@test/support/orders';
import { createTestApp, type TestApp, type TestClient } from '@test/support/test-app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sniffImage } from './images';

describe('picture sniffing', () => {
  it('reads type and size from the bytes of PNG, JPEG and WebP, and nothing else', () => {
    expect(sniffImage(makePng(64, 48))).toEqual({ kind: 'png', width: 64, height: 48 });
    expect(sniffImage(makeJpegHeader(800, 600))).toEqual({ kind: 'jpg', width: 800, height: 600 });
    expect(sniffImage(makeWebpHeader(1200, 900))).toEqual({
      kind: 'webp',
      width: 1200,
      height: 900,
    });
    expect(
      sniffImage(
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      ),
    ).toBeNull();
    expect(sniffImage(Buffer.from('<html><body>not a picture</body></html>'))).toBeNull();
    expect(sniffImage(makePng(64, 48).subarray(0, 12))).toBeNull();
    expect(sniffImage(Buffer.alloc(0))).toBeNull();
  });
});

describe.each(testDatabaseKinds())('back office on %s', (kind) => {
  let t: TestApp;
  let dataDir: string;
  let admin: TestClient;
  let customer: TestClient;
  let guest: TestClient;

  const upload = (client: TestClient, bytes: Buffer, type = 'image/png', name = 'dish.png') => {
    const form = multipartBody('image', name, type, bytes);
    return client.request('POST', '/api/admin/uploads', form.body, {
      headers: { 'content-type': form.contentType },
    });
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'tavola-admin-'));
    t = await createTestApp(kind, { DATA_DIR: dataDir });
    admin = await signedIn(t, await createAdmin(t.services), 'admin');
    customer = await signedIn(t, await createCustomer(t.services));
    guest = t.client();
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('stores an uploaded picture checked by its bytes and serves it with a year of caching', async () => {
    const png = makePng(40, 30);
    const response = await upload(admin, png);
    expect(response.statusCode).toBe(201);
    const { image } = response.json();
    expect(image).toMatchObject({ width: 40, height: 30 });
    expect(image.url).toMatch(/^\/uploads\/[a-f0-9]{64}\.png$/);

    const served = await guest.get(image.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(png)).toBe(true);

    const jpeg = await upload(admin, makeJpegHeader(320, 240), 'image/jpeg', 'dish.jpg');
    expect(jpeg.json().image).toMatchObject({
      width: 320,
      height: 240,
      url: expect.stringMatching(/\.jpg$/),
    });
    const webp = await upload(admin, makeWebpHeader(500, 400), 'image/webp', 'dish.webp');
    expect(webp.json().image).toMatchObject({
      width: 500,
      height: 400,
      url: expect.stringMatching(/\.webp$/),
    });
  });

  it('refuses SVG, disguised files, oversized files and requests without a file', async () => {
    const svg = await upload(
      admin,
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      'image/svg+xml',
      'x.svg',
    );
    expect(svg.statusCode).toBe(415);
    expect(svg.json().error.message).toBe(adminTexts.uploadWrongType);
    const disguised = await upload(
      admin,
      Buffer.from('<script>alert(1)</script>'),
      'image/png',
      'x.png',
    );
    expect(disguised.statusCode).toBe(415);
    const big = Buffer.concat([makePng(10, 10), Buffer.alloc(2 * 1024 * 1024 + 10)]);
    const tooLarge = await upload(admin, big);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().error.message).toBe(adminTexts.uploadTooLarge);
    const json = await admin.post('/api/admin/uploads', {});
    expect(json.statusCode).toBe(415);
    expect((await guest.get('/uploads/..%2F..%2Fetc%2Fpasswd')).statusCode).toBe(404);
    expect((await guest.get(`/uploads/${'a'.repeat(64)}.png`)).statusCode).toBe(404);
  });

  it('takes uploads from admins only, before reading the file', async () => {
    expect((await upload(guest, makePng(4, 4))).statusCode).toBe(401);
    expect((await upload(customer, makePng(4, 4))).statusCode).toBe(403);
  });

  it('adds, edits, hides, shows and deletes a dish, and /Menu shows each change at once', async () => {
    const { image } = (await upload(admin, makePng(48, 36, [20, 120, 60]))).json();
    const menu = async () =>
      (await guest.get('/api/menu?category=Salad')).json().items as Array<{
        id: string;
        name: string;
        priceMinor: number;
      }>;

    const created = await admin.post('/api/admin/dishes', {
      name: 'Garden Egg Salad',
      description: 'Garden eggs, groundnut dressing, fresh herbs.',
      category: 'Salad',
      area: 'Nigerian',
      priceMinor: 3200_00,
      image,
    });
    expect(created.statusCode).toBe(201);
    const dish = created.json().item;
    expect(dish).toMatchObject({
      name: 'Garden Egg Salad',
      available: true,
      image: { url: image.url },
    });
    expect((await menu()).find((d) => d.id === dish.id)).toMatchObject({
      name: 'Garden Egg Salad',
      priceMinor: 3200_00,
    });

    const edited = await admin.request('PATCH', `/api/admin/dishes/${dish.id}`, {
      name: 'Garden Egg Bowl',
      priceMinor: 3500_00,
    });
    expect(edited.statusCode).toBe(200);
    expect((await menu()).find((d) => d.id === dish.id)).toMatchObject({
      name: 'Garden Egg Bowl',
      priceMinor: 3500_00,
    });

    await admin.request('PATCH', `/api/admin/dishes/${dish.id}`, { available: false });
    expect((await menu()).some((d) => d.id === dish.id)).toBe(false);
    const listed = (await admin.get('/api/admin/dishes')).json();
    expect(listed.source).toBe('local');
    expect(listed.items.find((d: { id: string }) => d.id === dish.id)).toMatchObject({
      available: false,
    });

    await admin.request('PATCH', `/api/admin/dishes/${dish.id}`, { available: true });
    expect((await menu()).some((d) => d.id === dish.id)).toBe(true);

    expect((await admin.request('DELETE', `/api/admin/dishes/${dish.id}`)).statusCode).toBe(200);
    expect((await menu()).some((d) => d.id === dish.id)).toBe(false);
    expect((await admin.request('DELETE', `/api/admin/dishes/${dish.id}`)).statusCode).toBe(404);
  });

  it('accepts only pictures of our own, and only from admins', async () => {
    const dish = {
      name: 'Pepper Soup',
      description: '',
      category: 'Steak',
      area: 'Nigerian',
      priceMinor: 2000_00,
      image: { url: 'https://tracker.example/pixel.png', width: 1, height: 1 },
    };
    const foreign = await admin.post('/api/admin/dishes', dish);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.message).toBe(adminTexts.imageRequired);
    const ok = {
      ...dish,
      image: { url: '/media/dishes/placeholder.svg', width: 480, height: 360 },
    };
    expect((await customer.post('/api/admin/dishes', ok)).statusCode).toBe(403);
    expect((await guest.post('/api/admin/dishes', ok)).statusCode).toBe(401);
    expect((await customer.get('/api/admin/dishes')).statusCode).toBe(403);
  });

  it('draws the dashboard: totals, reservations holding seats, revenue (dishes and delivery fees) of orders not canceled', async () => {
    const diner = await createCustomer(t.services);
    const kept = await seedPaidOrders(t.db.database.db, {
      userId: diner.id,
      email: diner.email,
      lines: [{ mealName: 'Ofada Rice', unitPrice: 4000_00, quantity: 1 }],
    });
    const canceled = await seedPaidOrders(t.db.database.db, {
      userId: diner.id,
      email: diner.email,
      lines: [{ mealName: 'Zobo', unitPrice: 800_00, quantity: 2 }],
    });
    const base = {
      userId: diner.id,
      firstName: 'Ada',
      lastName: 'Obi',
      email: diner.email,
      phone: '08030000000',
      reservationDate: '2030-01-10',
      reservationTime: '18:00',
      guests: 2,
    };
    await t.db.database.db.insert(reservations).values([
      { ...base, status: 'pending' },
      { ...base, status: 'confirmed' },
      { ...base, status: 'canceled' },
    ]);
    const diningAs = await signedIn(t, diner);
    await diningAs.post(`/api/orders/${canceled.orderId}/cancel`);

    const response = await admin.get('/api/admin/overview');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.totals).toMatchObject({
      orders: 1,
      delivered: 0,
      reservations: 2,
      revenueMinor: 4000_00 + 500_00,
    });
    expect(body.sales).toHaveLength(30);
    expect(body.sales.at(-1).revenueMinor).toBe(4000_00 + 500_00);
    expect(body.recentCanceled.map((o: { orderId: string }) => o.orderId)).toEqual([
      canceled.orderId,
    ]);
    expect(kept.orderId).not.toBe(canceled.orderId);
    expect(body.timeZone).toBe('Africa/Lagos');
    expect((await customer.get('/api/admin/overview')).statusCode).toBe(403);
    expect((await guest.get('/api/admin/overview')).statusCode).toBe(401);
  });
});
