import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createAdmin } from '@server/seed/factories';
import { adminTexts } from '@shared/admin';
import { testDatabaseKinds } from '@test/support/databases';
import { makeJpegHeader, makePng, makeWebpHeader, multipartBody } from '@test/support/images';
import { signedIn } from '@test/support/orders';
import { createTestApp, type TestApp, type TestClient } from '@test/support/test-app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Uploads are judged by their bytes, never by the file name or the type the browser claims.
 * admin.test.ts covers the plain cases (a real PNG, JPEG and WebP; an .svg; a script named .png;
 * the size limit); this file covers the disguises: a picture under a wrong or dangerous name, and
 * markup, scripts and other formats under a picture's name and type. A refused file leaves nothing
 * on disk, and an accepted one is only ever served as the picture its bytes are.
 */

const TYPES_BY_KIND = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' } as const;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Files that are not pictures we take, each sent as if it were a PNG. */
const DISGUISED: Array<[string, Buffer]> = [
  [
    'an HTML page',
    Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>'),
  ],
  [
    'an SVG with a script',
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>',
    ),
  ],
  [
    'an XML declaration',
    Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>'),
  ],
  ['JavaScript', Buffer.from('fetch("/api/admin/dishes").then((r) => r.text()).then(alert);')],
  ['PHP', Buffer.from('<?php system($_GET["c"]); ?>')],
  [
    'a GIF (a format we do not take)',
    Buffer.from('GIF89a\x01\x00\x01\x00\x80\x00\x00\xff\xff\xff\x00\x00\x00,', 'latin1'),
  ],
  ['a PDF', Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n')],
  [
    'a PNG signature with no image header',
    Buffer.concat([PNG_SIGNATURE, Buffer.from('<script>alert(1)</script>')]),
  ],
  ['a PNG header claiming a 0 x 0 picture', makePng(1, 1).fill(0, 16, 24)],
  ['a JPEG start with no frame', Buffer.from([0xff, 0xd8, 0xff, 0xd9])],
  ['a WebP header cut short', makeWebpHeader(10, 10).subarray(0, 20)],
  [
    'text with a UTF-8 byte-order mark',
    Buffer.from('\ufeff<html><script>alert(1)</script></html>'),
  ],
];

describe.each(testDatabaseKinds())('uploads are checked by content on %s', (kind) => {
  let t: TestApp;
  let dataDir: string;
  let admin: TestClient;
  const uploadsDir = () => path.join(dataDir, 'uploads');
  /** Everything under DATA_DIR but the database: where an upload could land. */
  const filesOnDisk = () =>
    readdirSync(dataDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && !entry.parentPath.includes(`${path.sep}pglite`))
      .map((entry) => path.relative(dataDir, path.join(entry.parentPath, entry.name)))
      .sort();

  const upload = (bytes: Buffer, name: string, type: string) => {
    const form = multipartBody('image', name, type, bytes);
    return admin.request('POST', '/api/admin/uploads', form.body, {
      headers: { 'content-type': form.contentType },
    });
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'tavola-uploads-'));
    t = await createTestApp(kind, { DATA_DIR: dataDir });
    admin = await signedIn(t, await createAdmin(t.services), 'admin');
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('takes a picture under any name or claimed type as what its bytes are, and serves it as that only', async () => {
    const cases: Array<[Buffer, string, string, keyof typeof TYPES_BY_KIND]> = [
      [makePng(12, 9), 'dish.jpg', 'image/jpeg', 'png'],
      [makePng(13, 9), 'dish.html', 'text/html', 'png'],
      [makePng(14, 9), 'dish.svg', 'image/svg+xml', 'png'],
      [makeJpegHeader(320, 200), 'photo.png', 'image/png', 'jpg'],
      [makeWebpHeader(64, 48), 'photo.gif', 'application/octet-stream', 'webp'],
      // Markup after a real picture's header is still served as a picture, never as a page.
      [
        Buffer.concat([makePng(15, 9), Buffer.from('<script>alert(1)</script>')]),
        'x.html',
        'text/html',
        'png',
      ],
    ];
    for (const [bytes, name, claimed, kindOfBytes] of cases) {
      const response = await upload(bytes, name, claimed);
      expect(response.statusCode, `${name} (${claimed}): ${response.body}`).toBe(201);
      const { url } = response.json().image as { url: string };
      // The stored name comes from the content (its hash and its real type), not from the upload.
      expect(url).toMatch(new RegExp(`^/uploads/[a-f0-9]{64}\\.${kindOfBytes}$`));
      const served = await t.client().get(url);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(TYPES_BY_KIND[kindOfBytes]);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['content-security-policy']).toContain("default-src 'none'");
      expect(served.rawPayload.equals(bytes)).toBe(true);
    }
  });

  it('refuses markup, scripts and other formats under a picture name, leaving nothing on disk', async () => {
    // One accepted picture first, so the folder exists and "nothing new" means something.
    expect((await upload(makePng(4, 4), 'first.png', 'image/png')).statusCode).toBe(201);
    const before = filesOnDisk();
    expect(before.length).toBeGreaterThan(0);
    for (const [label, bytes] of DISGUISED) {
      for (const [name, type] of [
        ['dish.png', 'image/png'],
        ['dish.jpg', 'image/jpeg'],
        ['dish.webp', 'image/webp'],
      ] as const) {
        const response = await upload(bytes, name, type);
        expect(response.statusCode, `${label} as ${name}: ${response.body}`).toBe(415);
        expect(response.json().error.message).toBe(adminTexts.uploadWrongType);
      }
    }
    expect(filesOnDisk()).toEqual(before);
  });

  it('never uses the uploaded file name as a path', async () => {
    const before = new Set(filesOnDisk());
    const png = makePng(5, 7);
    for (const name of [
      '../../escape.png',
      '..\\..\\escape.png',
      '/etc/cron.d/escape.png',
      'a\u0000.png',
    ]) {
      const response = await upload(png, name, 'image/png');
      expect(response.statusCode, `${name}: ${response.body}`).toBe(201);
      expect(response.json().image.url).toMatch(/^\/uploads\/[a-f0-9]{64}\.png$/);
    }
    // The same bytes are one file, whatever they were called; nothing landed anywhere else.
    const added = filesOnDisk().filter((file) => !before.has(file));
    expect(added).toEqual([expect.stringMatching(/^uploads[/\\][a-f0-9]{64}\.png$/)]);
    expect(readdirSync(uploadsDir()).some((file) => file.includes('escape'))).toBe(false);
  });

  it('serves only names made of a content hash and a picture type', async () => {
    const { url } = (await upload(makePng(6, 6), 'x.png', 'image/png')).json().image as {
      url: string;
    };
    const hash = url.slice('/uploads/'.length, -'.png'.length);
    for (const name of [
      `${hash}.html`,
      `${hash}.svg`,
      `${hash}.png.html`,
      `${hash}.PNG`,
      `${hash}.jpg`,
    ]) {
      const response = await t.client().get(`/uploads/${name}`);
      expect(response.statusCode, name).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
    }
  });
});
