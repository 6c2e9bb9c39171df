import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for TheMealDB's JSON API (search.php?s= and lookup.php?i=) and its thumbnail
 * folder (/images/media/meals/), so tests never
 * touch the network. `mode` makes it misbehave the ways the real service can: answer nothing
 * (`meals: null` is its normal "no match"), send malformed JSON or a wrong shape, fail with 500,
 * or answer too slowly.
 */
export interface FakeMeal {
  idMeal?: string | null;
  strMeal: string;
  strMealThumb?: string | null;
  strArea?: string | null;
  strCategory?: string | null;
}

export type FakeMode = 'normal' | 'malformed-json' | 'wrong-shape' | 'error' | 'slow';

export const FAKE_MEALS: FakeMeal[] = [
  {
    idMeal: '53014',
    strMeal: 'Pizza Express Margherita',
    strArea: 'Italian',
    strCategory: 'Miscellaneous',
    strMealThumb: '/images/media/meals/x0lk931587671540.jpg',
  },
  {
    idMeal: '52771',
    strMeal: 'Spicy Arrabiata Penne',
    strArea: 'Italian',
    strCategory: 'Vegetarian',
    strMealThumb: '/images/media/meals/ustsqw1468250014.jpg',
  },
  {
    idMeal: '52982',
    strMeal: 'Spaghetti alla Carbonara',
    strArea: 'Italian',
    strCategory: 'Pasta',
    strMealThumb: '/images/media/meals/llcbn01574260722.jpg',
  },
  {
    idMeal: '53013',
    strMeal: 'Big Mac',
    strArea: 'American',
    strCategory: 'Beef',
    strMealThumb: '/images/media/meals/urzj1d1587670726.jpg',
  },
  {
    idMeal: '52913',
    strMeal: 'Brie wrapped in prosciutto & brioche',
    strArea: 'French',
    strCategory: 'Side',
    strMealThumb: '/images/media/meals/qqpwsy1511796276.jpg',
  },
  // A picture hosted elsewhere is not passed through: the placeholder is shown instead.
  {
    idMeal: '52844',
    strMeal: 'Lasagne',
    strArea: 'Italian',
    strCategory: 'Pasta',
    strMealThumb: 'https://elsewhere.example/lasagne.jpg',
  },
  // The real data has gaps: a meal without an id, area or picture must still be usable.
  {
    idMeal: null,
    strMeal: 'Homemade Pizza Bianca',
    strArea: null,
    strCategory: null,
    strMealThumb: null,
  },
];

/** The start of a JPEG file: enough for tests that check bytes and content type pass through. */
export const FAKE_JPEG = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01,
]);

export interface FakeTheMealDb {
  url: string;
  meals: FakeMeal[];
  mode: FakeMode;
  /** How long `slow` waits before answering. */
  delayMs: number;
  /** Every path+query asked, in order (to see what the cache saved). */
  requests: string[];
  close(): Promise<void>;
}

function send(res: ServerResponse, status: number, body: string) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(body);
}

export async function startFakeTheMealDb(meals: FakeMeal[] = FAKE_MEALS): Promise<FakeTheMealDb> {
  const timers = new Set<NodeJS.Timeout>();
  const state = { meals, mode: 'normal' as FakeMode, delayMs: 2000, requests: [] as string[] };

  let origin = '';
  // Thumbnails are stored as paths and answered on this server's own origin, like the real one.
  const withOrigin = (meal: FakeMeal) =>
    meal.strMealThumb?.startsWith('/')
      ? { ...meal, strMealThumb: `${origin}${meal.strMealThumb}` }
      : meal;

  const answer = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    state.requests.push(`${url.pathname}${url.search}`);
    if (state.mode === 'error') return send(res, 500, '{"error":"internal"}');
    if (state.mode === 'malformed-json') return send(res, 200, '{"meals": [ {"idMeal": "1", ');
    if (state.mode === 'wrong-shape') return send(res, 200, '{"meals": "none today"}');
    if (url.pathname.startsWith('/images/media/meals/')) {
      const known = state.meals.some((m) => m.strMealThumb === url.pathname);
      if (!known) return send(res, 404, '{}');
      res.writeHead(200, { 'content-type': 'image/jpeg' });
      return res.end(FAKE_JPEG);
    }
    let found: FakeMeal[] | null = null;
    if (url.pathname.endsWith('/search.php')) {
      const s = (url.searchParams.get('s') ?? '').toLowerCase();
      found = state.meals.filter((m) => m.strMeal.toLowerCase().includes(s));
    } else if (url.pathname.endsWith('/lookup.php')) {
      const id = url.searchParams.get('i');
      found = state.meals.filter((m) => m.idMeal === id);
    } else {
      return send(res, 404, '{}');
    }
    return send(
      res,
      200,
      JSON.stringify({ meals: found.length > 0 ? found.map(withOrigin) : null }),
    );
  };

  const server = createServer((req, res) => {
    if (state.mode === 'slow') {
      const timer = setTimeout(() => {
        timers.delete(timer);
        answer(req, res);
      }, state.delayMs);
      timers.add(timer);
      return;
    }
    answer(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;

  return Object.assign(state, {
    url: `http://127.0.0.1:${port}/api/json/v1/1`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
