/**
 * Draws the dish illustrations of the demo menu into src/server/catalog/images/ (flat SVG, 480 x 360,
 * a few kilobytes each, in the brand palette). The files are committed; run this again after adding
 * a demo dish:  node --import tsx src/server/seed/artwork.ts
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DISH_IMAGE_HEIGHT as H, DISH_IMAGE_WIDTH as W } from '@server/catalog/images';
import { LOCAL_FAVOURITES } from '@shared/featured-dishes';
import { DEMO_DISHES } from './demo-dishes';

const C = {
  wine: '#7a2e1d',
  wineDark: '#5c2114',
  terracotta: '#b64a24',
  saffron: '#e0a44a',
  olive: '#4f6131',
  cream: '#fbf7f2',
  sand: '#f3e9dc',
  leaf: '#7c9a4a',
  crust: '#d08a43',
  golden: '#e9b45c',
  paleGold: '#f3d68f',
  cheese: '#fbf2dc',
  tomato: '#c4461f',
  seared: '#6b2a18',
  char: '#3d1a10',
  purple: '#8e3a63',
  ink: '#2b211b',
  wood: '#a8703f',
  pink: '#d9776a',
};
/** Table colours behind the dishes; golden food (buns, pastry, drinks) never sits on saffron. */
const ON_PLATE = [C.olive, C.wine, C.terracotta, C.saffron];
const GOLDEN_FOOD = [C.olive, C.wine, C.terracotta];
const backgroundsOf = (category: string) =>
  ['Burger', 'Drinks', 'Cheese', 'Pastries'].includes(category) ? GOLDEN_FOOD : ON_PLATE;

/** A small seeded random generator, so each dish always gets the same drawing. */
function rng(seed: string) {
  let h = 2166136261;
  for (const ch of seed) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  return () => {
    h = (Math.imul(h ^ (h >>> 15), 2246822507) + 0x6d2b79f5) >>> 0;
    return (h % 10000) / 10000;
  };
}
type Rand = ReturnType<typeof rng>;

const n = (v: number) => Math.round(v);
const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra}/>`;
const ellipse = (
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  fill: string,
  rotate = 0,
  extra = '',
) =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${rotate ? ` transform="rotate(${n(rotate)} ${n(cx)} ${n(cy)})"` : ''}${extra}/>`;
const rect = (
  x: number,
  y: number,
  w: number,
  h: number,
  fill: string,
  rx = 0,
  rotate = 0,
  extra = '',
) =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"${rx ? ` rx="${n(rx)}"` : ''} fill="${fill}"${rotate ? ` transform="rotate(${n(rotate)} ${n(x + w / 2)} ${n(y + h / 2)})"` : ''}${extra}/>`;
const path = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}"${extra}/>`;
const stroke = (d: string, color: string, width: number, extra = '') =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round"${extra}/>`;

/** Points spread inside a circle, kept apart so toppings do not pile up. */
function scatter(rand: Rand, count: number, cx: number, cy: number, radius: number, gap: number) {
  const points: [number, number][] = [];
  for (let tries = 0; points.length < count && tries < count * 40; tries += 1) {
    const a = rand() * Math.PI * 2;
    const r = Math.sqrt(rand()) * radius;
    const p: [number, number] = [cx + Math.cos(a) * r, cy + Math.sin(a) * r];
    if (points.every(([x, y]) => Math.hypot(x - p[0], y - p[1]) >= gap)) points.push(p);
  }
  return points;
}

const leaf = (x: number, y: number, size: number, angle: number, fill = C.olive) =>
  `<path d="M0 0c${n(size * 0.5)} ${n(-size * 0.5)} ${n(size * 1.4)} ${n(-size * 0.4)} ${n(size * 1.8)} 0c${n(-size * 0.4)} ${n(size * 0.5)} ${n(-size * 1.3)} ${n(size * 0.5)} ${n(-size * 1.8)} 0z" fill="${fill}" transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)})"/>`;

const plate = (r = 150, cy = 180) =>
  circle(246, cy + 8, r, '#000', ' opacity=".18"') +
  circle(240, cy, r, C.cream) +
  circle(240, cy, r - 18, C.sand);

const bowl = (r = 150) =>
  circle(246, 188, r, '#000', ' opacity=".18"') +
  circle(240, 180, r, C.cream) +
  circle(240, 180, r - 24, '#eadfce');

const board = () =>
  rect(66, 62, 348, 236, '#000', 36, 0, ' opacity=".18"') +
  rect(60, 56, 348, 236, C.wood, 36) +
  rect(396, 150, 60, 44, C.wood, 14) +
  circle(440, 172, 8, '#00000033');

// ---------- Pizza ----------
type Topping =
  | 'salami'
  | 'basil'
  | 'mushroom'
  | 'olive'
  | 'ham'
  | 'artichoke'
  | 'onion'
  | 'suya'
  | 'garlic'
  | 'blue';
function pizza(
  rand: Rand,
  { sauce, cheese = true, toppings }: { sauce: string; cheese?: boolean; toppings: Topping[] },
) {
  let s =
    plate(158) +
    circle(240, 180, 136, C.crust) +
    circle(240, 180, 124, C.saffron) +
    circle(240, 180, 112, sauce);
  if (cheese) {
    for (const [x, y] of scatter(rand, 9, 240, 180, 84, 40)) {
      s += ellipse(
        x,
        y,
        22 + rand() * 10,
        16 + rand() * 8,
        sauce === C.cheese ? C.paleGold : C.cheese,
        rand() * 180,
      );
    }
  }
  const spots = scatter(rand, toppings.length * 5, 240, 180, 92, 30);
  spots.forEach(([x, y], i) => {
    const t = toppings[i % toppings.length];
    const a = rand() * 360;
    if (t === 'salami')
      s +=
        circle(x, y, 14, C.wine) +
        circle(x - 4, y - 3, 2.5, '#a34a32') +
        circle(x + 5, y + 4, 2.5, '#a34a32');
    if (t === 'basil') s += leaf(x - 12, y, 14, a);
    if (t === 'mushroom')
      s +=
        path(`M${n(x - 13)} ${n(y + 2)}a13 11 0 0 1 26 0z`, '#b08860') +
        rect(x - 5, y + 1, 10, 11, C.cheese, 3);
    if (t === 'olive') s += circle(x, y, 8, 'none', ` stroke="${C.ink}" stroke-width="5"`);
    if (t === 'ham') s += rect(x - 14, y - 9, 28, 18, C.pink, 5, a);
    if (t === 'artichoke')
      s += path(
        `M${n(x)} ${n(y - 14)}l11 22h-22z`,
        C.leaf,
        ` transform="rotate(${n(a)} ${n(x)} ${n(y)})"`,
      );
    if (t === 'onion')
      s += ellipse(x, y, 13, 9, 'none', a, ` stroke="${C.purple}" stroke-width="4"`);
    if (t === 'suya')
      s += rect(x - 15, y - 5, 30, 10, C.seared, 4, a) + circle(x + 4, y - 9, 2, C.terracotta);
    if (t === 'garlic') s += ellipse(x, y, 6, 4, C.cheese, a);
    if (t === 'blue') s += ellipse(x, y, 10, 7, '#8da0a8', a);
  });
  return (
    s +
    stroke('M240 56v248M116 180h248M152 92l176 176M328 92 152 268', C.cream, 3, ' opacity=".55"')
  );
}

// ---------- Burger ----------
function burger(
  rand: Rand,
  o: {
    patty: string;
    patties?: number;
    cheese?: boolean;
    lettuce?: boolean;
    tomato?: boolean;
    onion?: boolean;
    /** A layer above the patty: sauce, slaw, halloumi... */
    layer?: { color: string; height: number };
    seeds?: boolean;
    bun?: string;
  },
) {
  const bun = o.bun ?? C.saffron;
  let s =
    ellipse(246, 300, 176, 30, '#000', 0, ' opacity=".18"') + ellipse(240, 294, 176, 30, C.cream);
  s +=
    path('M132 262h216v10a20 20 0 0 1-20 20H152a20 20 0 0 1-20-20z', bun) +
    rect(132, 254, 216, 12, C.crust, 6);
  let y = 254;
  for (let i = 0; i < (o.patties ?? 1); i += 1) {
    y -= 30;
    s += rect(120, y, 240, 32, o.patty, 16);
    s += stroke(`M142 ${y + 10}h40M214 ${y + 18}h46M290 ${y + 10}h36`, '#00000040', 4);
    if (o.cheese)
      s += path(
        `M124 ${y - 2}h232l-10 14-12-6-14 18-12-16-30 10-14-12-26 20-10-18-30 8-22-14-16 12z`,
        '#f0b43c',
      );
    y -= o.cheese ? 4 : 0;
  }
  if (o.layer) {
    y -= o.layer.height;
    s += rect(128, y, 224, o.layer.height, o.layer.color, o.layer.height / 2);
  }
  if (o.tomato) {
    y -= 12;
    s += rect(134, y, 100, 14, C.tomato, 7) + rect(244, y, 100, 14, C.tomato, 7);
  }
  if (o.onion)
    s +=
      ellipse(200, y - 2, 26, 6, 'none', 0, ` stroke="${C.purple}" stroke-width="4"`) +
      ellipse(286, y - 2, 26, 6, 'none', 0, ` stroke="${C.purple}" stroke-width="4"`);
  if (o.lettuce) {
    y -= 10;
    let d = `M118 ${y + 10}`;
    for (let x = 118; x < 362; x += 20) d += `q10 ${rand() > 0.5 ? 16 : 10} 20 0`;
    s += path(`${d}v-12H118z`, C.leaf);
  }
  s += path(`M122 ${y}c0-76 56-112 118-112s118 36 118 112z`, bun);
  s += path(`M122 ${y}h236v-6H122z`, C.crust);
  if (o.seeds !== false) {
    for (const [x, sy] of scatter(rand, 14, 240, y - 60, 80, 22)) {
      if (sy < y - 18 && Math.abs(x - 240) < 100 - (y - sy) * 0.1)
        s += ellipse(x, sy, 5, 2.5, C.cream, rand() * 60 - 30);
    }
  }
  return s;
}

// ---------- Pasta ----------
function noodles(rand: Rand, color: string, width: number, count: number) {
  let s = '';
  for (let i = 0; i < count; i += 1) {
    const a = rand() * Math.PI * 2;
    const r = 20 + rand() * 70;
    const x = 240 + Math.cos(a) * r;
    const y = 180 + Math.sin(a) * r;
    const bend = 30 + rand() * 40;
    s += stroke(
      `M${n(x - 40)} ${n(y)}c${n(10)} ${n(-bend)} ${n(70)} ${n(-bend)} ${n(80)} ${n(rand() * 20 - 10)}`,
      color,
      width,
      ` transform="rotate(${n(rand() * 360)} ${n(x)} ${n(y)})"`,
    );
  }
  return s;
}
function pasta(
  rand: Rand,
  o: {
    shape: 'long' | 'ribbon' | 'penne' | 'trofie';
    pasta?: string;
    sauce: string;
    sauceSize?: number;
    garnish: string[];
  },
) {
  const color = o.pasta ?? C.paleGold;
  let s = bowl() + circle(240, 180, 104, color);
  if (o.shape === 'long') s += noodles(rand, color, 7, 34) + noodles(rand, '#e6c067', 4, 18);
  if (o.shape === 'ribbon') s += noodles(rand, color, 13, 24) + noodles(rand, '#e6c067', 6, 10);
  s += circle(240, 180, o.sauceSize ?? 56, o.sauce, ' opacity=".92"');
  if (o.shape === 'penne') {
    for (const [x, y] of scatter(rand, 22, 240, 180, 92, 22)) {
      const a = rand() * 180;
      s +=
        rect(x - 16, y - 6, 32, 12, color, 4, a) +
        rect(x - 16, y - 6, 32, 12, o.sauce, 4, a, ' opacity=".45"');
    }
  }
  if (o.shape === 'trofie') {
    for (const [x, y] of scatter(rand, 26, 240, 180, 92, 18))
      s +=
        ellipse(x, y, 11, 5, color, rand() * 180) +
        ellipse(x, y, 11, 5, o.sauce, rand() * 180, ' opacity=".6"');
  }
  for (const g of o.garnish) {
    if (g === 'basil')
      for (const [x, y] of scatter(rand, 3, 240, 170, 40, 24)) s += leaf(x, y, 16, rand() * 360);
    if (g === 'parsley')
      for (const [x, y] of scatter(rand, 16, 240, 180, 90, 12)) s += circle(x, y, 3, C.olive);
    if (g === 'cheese')
      for (const [x, y] of scatter(rand, 18, 240, 180, 60, 10))
        s += rect(x, y, 5, 3, C.cream, 1, rand() * 90);
    if (g === 'pepper')
      for (const [x, y] of scatter(rand, 24, 240, 180, 80, 9)) s += circle(x, y, 2, C.ink);
    if (g === 'chili')
      for (const [x, y] of scatter(rand, 10, 240, 180, 80, 16)) s += circle(x, y, 3, C.wine);
    if (g === 'clams') {
      for (const [x, y] of scatter(rand, 7, 240, 180, 82, 34)) {
        const a = rand() * 360;
        s += path(
          `M${n(x - 14)} ${n(y)}a14 12 0 0 1 28 0z`,
          '#e8dcc6',
          ` transform="rotate(${n(a)} ${n(x)} ${n(y)})"`,
        );
        s += stroke(
          `M${n(x - 7)} ${n(y - 1)}v-7M${n(x)} ${n(y - 1)}v-10M${n(x + 7)} ${n(y - 1)}v-7`,
          '#b8a68a',
          2,
          ` transform="rotate(${n(a)} ${n(x)} ${n(y)})"`,
        );
      }
    }
    if (g === 'beans')
      for (const [x, y] of scatter(rand, 8, 240, 180, 86, 24))
        s += rect(x - 14, y - 3, 28, 6, C.leaf, 3, rand() * 180);
    if (g === 'chicken')
      for (const [x, y] of scatter(rand, 6, 240, 180, 70, 30))
        s += rect(x - 12, y - 9, 24, 18, '#e3b27a', 6, rand() * 90);
  }
  return s;
}
function lasagne(rand: Rand) {
  let s =
    plate(150) + rect(150, 100, 180, 150, C.tomato, 14) + rect(156, 106, 168, 138, C.golden, 12);
  for (const [x, y] of scatter(rand, 14, 240, 175, 70, 20))
    s += ellipse(x, y, 10, 7, '#c98233', rand() * 180);
  s += stroke('M156 252h168M156 262h168', C.cream, 6) + stroke('M156 257h168', C.tomato, 5);
  return s + leaf(220, 150, 18, -20) + leaf(250, 160, 14, 40);
}

// ---------- Salad ----------
type Extra =
  | 'tomato'
  | 'cucumber'
  | 'feta'
  | 'olive'
  | 'onion'
  | 'egg'
  | 'tuna'
  | 'crouton'
  | 'parmesan'
  | 'carrot'
  | 'corn'
  | 'beans'
  | 'bulgur'
  | 'mozzarella'
  | 'potato'
  | 'greenbean';
function salad(rand: Rand, { leaves, extras }: { leaves: string[]; extras: Extra[] }) {
  let s = bowl();
  for (const [x, y] of scatter(rand, 34, 240, 180, 100, 14))
    s += leaf(x - 20, y, 22, rand() * 360, leaves[Math.floor(rand() * leaves.length)]);
  const spots = scatter(rand, extras.length * 4, 240, 180, 92, 26);
  spots.forEach(([x, y], i) => {
    const e = extras[i % extras.length];
    const a = rand() * 360;
    if (e === 'tomato') s += circle(x, y, 13, C.tomato) + circle(x - 3, y - 2, 4, '#e8864f');
    if (e === 'cucumber') s += circle(x, y, 12, C.leaf) + circle(x, y, 9, '#e5eccc');
    if (e === 'feta') s += rect(x - 11, y - 11, 22, 22, C.cream, 3, a);
    if (e === 'mozzarella') s += circle(x, y, 18, C.cream);
    if (e === 'olive') s += circle(x, y, 7, C.ink) + circle(x, y, 2.5, C.wine);
    if (e === 'onion')
      s += ellipse(x, y, 13, 8, 'none', a, ` stroke="${C.purple}" stroke-width="4"`);
    if (e === 'egg') s += ellipse(x, y, 16, 12, C.cream, a) + circle(x, y, 7, '#f0b43c');
    if (e === 'tuna') s += rect(x - 12, y - 9, 24, 18, '#c98a7a', 6, a);
    if (e === 'crouton') s += rect(x - 8, y - 8, 16, 16, C.golden, 3, a);
    if (e === 'parmesan') s += path(`M${n(x - 12)} ${n(y)}l10-10 14 6-6 12z`, C.paleGold);
    if (e === 'carrot') s += rect(x - 14, y - 2, 28, 4, '#e07a2e', 2, a);
    if (e === 'corn') s += circle(x, y, 4, '#f0c36a') + circle(x + 8, y + 3, 4, '#f0c36a');
    if (e === 'beans')
      s += ellipse(x, y, 6, 4, C.terracotta, a) + ellipse(x + 9, y + 5, 6, 4, C.terracotta, a);
    if (e === 'bulgur')
      for (let k = 0; k < 6; k += 1)
        s += circle(x + rand() * 20 - 10, y + rand() * 20 - 10, 2.5, C.paleGold);
    if (e === 'potato') s += rect(x - 10, y - 9, 20, 18, '#efd6a0', 6, a);
    if (e === 'greenbean') s += rect(x - 15, y - 3, 30, 6, C.olive, 3, a);
  });
  return s;
}

// ---------- Cheese ----------
const wedge = (x: number, y: number, fill: string, holes: string) =>
  path(`M${x} ${y}l90-40v60h-90z`, fill) +
  path(`M${x} ${y}l90-40v10l-90 40z`, '#00000018') +
  circle(x + 50, y + 6, 6, holes) +
  circle(x + 72, y - 8, 4, holes) +
  circle(x + 30, y + 12, 3, holes);
function cheeseBoard(rand: Rand) {
  let s = board() + wedge(90, 150, C.paleGold, C.saffron) + wedge(200, 270, C.golden, '#c98233');
  s +=
    rect(290, 90, 90, 60, C.cheese, 10) +
    stroke('M300 110q20 10 30-4M320 130q20-14 50 0', '#6d8a9a', 4);
  s += rect(100, 200, 70, 54, '#f6e2a8', 8);
  for (const [x, y] of scatter(rand, 7, 330, 220, 28, 16)) s += circle(x, y, 10, C.wine);
  s +=
    circle(170, 100, 14, '#8a5a34') +
    circle(190, 108, 12, '#8a5a34') +
    circle(250, 110, 18, C.saffron, ' opacity=".9"');
  return s;
}
function burrata(rand: Rand) {
  let s = plate();
  for (const [x, y] of scatter(rand, 9, 240, 180, 110, 30))
    if (Math.hypot(x - 240, y - 180) > 62)
      s += circle(x, y, 14, C.tomato) + circle(x - 4, y - 4, 4, '#e8864f');
  s +=
    circle(240, 180, 58, '#ffffff') +
    path('M212 160c10-14 40-20 56-2-14 10-40 14-56 2z', '#f1ead8') +
    circle(240, 190, 58, '#00000010');
  for (const [x, y] of scatter(rand, 5, 240, 180, 120, 30))
    if (Math.hypot(x - 240, y - 180) > 70) s += leaf(x, y, 14, rand() * 360);
  for (const [x, y] of scatter(rand, 16, 240, 180, 120, 12))
    if (Math.hypot(x - 240, y - 180) > 64) s += circle(x, y, 3, C.olive);
  return s;
}
function camembert(rand: Rand) {
  let s = board() + circle(240, 176, 96, '#c9a27a') + circle(240, 176, 84, '#f6ead2');
  s += stroke('M196 140l88 72M284 140l-88 72', C.paleGold, 6) + circle(240, 176, 24, C.paleGold);
  s += stroke('M212 150l20 10M262 198l14-20', C.olive, 4);
  for (const [x, y] of [
    [96, 100],
    [380, 110],
    [100, 250],
  ] as const)
    s +=
      rect(x - 26, y - 16, 52, 32, C.golden, 10, rand() * 40 - 20) +
      rect(x - 20, y - 10, 40, 20, C.paleGold, 8, rand() * 40 - 20);
  return s;
}
function halloumiFries(rand: Rand) {
  let s = plate();
  for (let i = 0; i < 7; i += 1) {
    const x = 150 + i * 24 + rand() * 8;
    const a = -20 + rand() * 40;
    const y = 100 + rand() * 30;
    s += rect(x - 3, y - 3, 32, 126, '#c98233', 10, a) + rect(x, y, 26, 120, C.paleGold, 8, a);
  }
  s += circle(330, 240, 36, C.cream) + circle(330, 240, 28, '#f4f1e6');
  for (const [x, y] of scatter(rand, 18, 240, 180, 120, 14)) s += circle(x, y, 4, C.wine);
  return s;
}
function carrozza(rand: Rand) {
  let s = plate();
  const tri = (x: number, y: number, a: number) =>
    `<g transform="rotate(${a} ${x} ${y})">${path(`M${x - 60} ${y + 40}h120L${x} ${y - 50}z`, C.golden, ' stroke="#c98233" stroke-width="8" stroke-linejoin="round"')}${path(`M${x - 46} ${y + 44}h92v10h-92z`, C.cheese)}</g>`;
  s +=
    tri(180, 170, -14) +
    tri(298, 186, 16) +
    circle(330, 110, 32, C.cream) +
    circle(330, 110, 24, C.tomato);
  for (const [x, y] of scatter(rand, 10, 200, 250, 40, 12)) s += circle(x, y, 3, C.olive);
  return s;
}
function wara(rand: Rand) {
  let s = bowl();
  for (const [x, y] of scatter(rand, 12, 240, 180, 92, 42))
    s +=
      rect(x - 22, y - 18, 44, 36, '#d9913f', 12, rand() * 90) +
      rect(x - 16, y - 12, 32, 24, C.paleGold, 10, rand() * 90);
  for (const [x, y] of scatter(rand, 40, 240, 180, 100, 8)) s += circle(x, y, 2, C.wine);
  return s;
}

// ---------- Drinks ----------
const tableEdge = () => rect(0, 290, W, 70, '#000', 0, 0, ' opacity=".16"');
const garnishSlice = (x: number, y: number, r: number, fill: string) =>
  circle(x, y, r, fill) +
  circle(x, y, r - 4, '#fff3d6') +
  stroke(`M${x - r + 5} ${y}h${2 * r - 10}M${x} ${y - r + 5}v${2 * r - 10}`, fill, 2);
function tallGlass(
  rand: Rand,
  o: {
    liquid: string;
    top?: string;
    garnish?: string;
    extra?: string;
    ice?: boolean;
    straw?: string;
  },
) {
  let s = ellipse(240, 300, 80, 14, '#000', 0, ' opacity=".2"');
  s += path(
    'M180 70h120l-12 226a12 12 0 0 1-12 10h-72a12 12 0 0 1-12-10z',
    '#ffffff',
    ' opacity=".55"',
  );
  s += path('M186 112h108l-9 180a8 8 0 0 1-8 8h-74a8 8 0 0 1-8-8z', o.liquid);
  if (o.top) s += path('M186 112h108l-1 14H187z', o.top);
  if (o.ice !== false)
    for (const [x, y] of scatter(rand, 4, 240, 170, 34, 30))
      s += rect(x - 14, y - 14, 28, 28, '#ffffff', 6, rand() * 40, ' opacity=".35"');
  if (o.straw) s += rect(262, 36, 10, 150, o.straw, 4, 12);
  if (o.garnish) s += garnishSlice(188, 104, 28, o.garnish);
  return s + (o.extra ?? '');
}
function stemGlass(rand: Rand, liquid: string) {
  let s =
    ellipse(240, 304, 70, 12, '#000', 0, ' opacity=".2"') +
    ellipse(240, 298, 56, 10, '#ffffff', 0, ' opacity=".7"');
  s += rect(234, 200, 12, 100, '#ffffff', 4, 0, ' opacity=".7"');
  s += path('M160 60h160c4 90-20 150-80 150S156 150 160 60z', '#ffffff', ' opacity=".5"');
  s += path('M168 100h144c-4 60-30 100-72 100s-68-40-72-100z', liquid);
  for (const [x, y] of scatter(rand, 3, 240, 140, 30, 28))
    s += rect(x - 14, y - 14, 26, 26, '#ffffff', 6, rand() * 40, ' opacity=".35"');
  return s + garnishSlice(300, 98, 30, '#e07a2e');
}
function espresso(rand: Rand) {
  let s =
    ellipse(240, 270, 130, 34, '#000', 0, ' opacity=".2"') +
    ellipse(240, 262, 130, 34, C.cream) +
    ellipse(240, 256, 90, 20, C.sand);
  s +=
    path('M170 150h140v70a40 40 0 0 1-40 40h-60a40 40 0 0 1-40-40z', '#ffffff') +
    stroke('M310 170c40 0 40 50 0 50', '#ffffff', 12);
  s += ellipse(240, 150, 70, 14, C.wineDark) + ellipse(240, 150, 56, 9, '#b87a45');
  for (const [x, y] of scatter(rand, 5, 100, 290, 30, 20))
    s += ellipse(x, y, 9, 6, '#3d2015', rand() * 180);
  return s;
}
function calabash(rand: Rand) {
  let s = ellipse(240, 300, 110, 16, '#000', 0, ' opacity=".2"');
  s +=
    path('M130 150h220c0 90-50 150-110 150s-110-60-110-150z', '#b07a3e') +
    ellipse(240, 150, 110, 26, '#8a5a34') +
    ellipse(240, 150, 98, 20, '#f4efe2');
  for (const [x, y] of scatter(rand, 8, 240, 150, 60, 18)) s += circle(x, y, 4, '#ffffff');
  return (
    s + stroke('M150 200q90 30 180 0', '#8a5a34', 4) + stroke('M160 240q80 24 160 0', '#8a5a34', 4)
  );
}
function drink(rand: Rand, slug: string) {
  switch (slug) {
    case 'chapman':
      return tallGlass(rand, {
        liquid: C.tomato,
        garnish: '#e07a2e',
        straw: C.cream,
        extra: circle(276, 230, 14, C.leaf) + circle(276, 230, 10, '#e5eccc'),
      });
    case 'zobo':
      return tallGlass(rand, { liquid: '#6e1f2f', garnish: '#f0c36a', straw: C.saffron });
    case 'limonata':
      return tallGlass(rand, {
        liquid: C.paleGold,
        garnish: '#f0c36a',
        extra: leaf(250, 96, 16, -30) + leaf(262, 92, 14, 20, C.leaf),
      });
    case 'kunu':
      return tallGlass(rand, { liquid: '#e8d3a8', top: '#f4e7c6', ice: false });
    case 'aperol-spritz':
      return stemGlass(rand, '#e0702e');
    case 'espresso':
      return espresso(rand);
    default:
      return calabash(rand);
  }
}

// ---------- Steak ----------
function steakPiece(x: number, y: number, w: number, h: number, angle: number, rand: Rand) {
  let s = `<g transform="rotate(${angle} ${x} ${y})">`;
  s +=
    ellipse(x, y, w, h, C.seared) +
    ellipse(x - w * 0.1, y - h * 0.08, w * 0.86, h * 0.8, '#7d3520');
  for (let i = -2; i <= 2; i += 1)
    s += stroke(
      `M${n(x - w * 0.6 + i * 22)} ${n(y - h * 0.6)}l${n(w * 0.5)} ${n(h * 1.1)}`,
      C.char,
      6,
      ' opacity=".8"',
    );
  s += stroke(
    `M${n(x - w)} ${n(y + 4)}q${n(w)} ${n(h * 1.3)} ${n(2 * w)} 0`,
    '#f3e2c8',
    6,
    ` opacity="${(0.5 + rand() * 0.3).toFixed(1)}"`,
  );
  return `${s}</g>`;
}
function slicedSteak(x: number, y: number) {
  let s = '';
  for (let i = 0; i < 6; i += 1)
    s +=
      rect(x + i * 26, y - 40 + (i % 2) * 6, 24, 96, '#7d3520', 8, 8) +
      rect(x + i * 26 + 4, y - 34 + (i % 2) * 6, 16, 84, C.pink, 6, 8);
  return s;
}
function fries(rand: Rand, cx: number, cy: number) {
  let s = '';
  for (let i = 0; i < 12; i += 1)
    s += rect(
      cx - 40 + rand() * 80,
      cy - 40 + rand() * 60,
      10,
      60,
      i % 2 ? C.golden : C.paleGold,
      3,
      rand() * 160 - 80,
    );
  return s;
}
function rocket(rand: Rand, cx: number, cy: number, count = 10) {
  let s = '';
  for (const [x, y] of scatter(rand, count, cx, cy, 46, 16))
    s += leaf(x - 14, y, 16, rand() * 360, rand() > 0.5 ? C.olive : C.leaf);
  return s;
}
function steak(rand: Rand, slug: string) {
  let s = plate(156);
  if (slug === 'bistecca-fiorentina') {
    s =
      board() +
      steakPiece(230, 176, 130, 86, -8, rand) +
      stroke('M176 150h112M232 150v96', '#f3e2c8', 14) +
      rocket(rand, 360, 110, 6);
  } else if (slug === 'ribeye-peppercorn') {
    s +=
      steakPiece(200, 170, 90, 64, -12, rand) +
      fries(rand, 320, 200) +
      ellipse(210, 250, 56, 18, '#c9a27a');
    for (const [x, y] of scatter(rand, 8, 210, 250, 40, 10)) s += circle(x, y, 3, C.olive);
  } else if (slug === 'steak-frites') {
    s +=
      steakPiece(200, 180, 96, 54, 10, rand) +
      fries(rand, 320, 170) +
      circle(206, 170, 18, C.paleGold) +
      circle(202, 166, 3, C.olive) +
      circle(211, 174, 3, C.olive);
  } else if (slug === 'tagliata-di-manzo') {
    s += rocket(rand, 240, 180, 22) + slicedSteak(166, 180);
    for (const [x, y] of scatter(rand, 10, 240, 180, 80, 18))
      s += path(`M${n(x)} ${n(y)}l10-6 8 8z`, C.paleGold);
  } else if (slug === 'suya-flank-steak') {
    s += slicedSteak(150, 170);
    for (const [x, y] of scatter(rand, 30, 230, 170, 90, 10)) s += circle(x, y, 2.5, C.terracotta);
    s +=
      ellipse(200, 256, 22, 10, 'none', 0, ` stroke="${C.purple}" stroke-width="4"`) +
      circle(290, 258, 14, C.tomato) +
      circle(320, 250, 12, C.tomato);
  } else {
    s += steakPiece(240, 170, 140, 44, -6, rand);
    for (const [x, y] of scatter(rand, 26, 240, 170, 90, 10))
      s += circle(x, y, 4, rand() > 0.5 ? C.olive : C.leaf);
  }
  return s;
}

// ---------- Vegetables ----------
function vegetables(rand: Rand, slug: string) {
  let s = bowl();
  if (slug === 'efo-riro') {
    s += circle(240, 180, 104, '#3f5426');
    for (const [x, y] of scatter(rand, 40, 240, 180, 94, 10))
      s += leaf(x - 8, y, 9, rand() * 360, rand() > 0.5 ? C.olive : C.leaf);
    for (const [x, y] of scatter(rand, 14, 240, 180, 90, 16)) s += circle(x, y, 5, C.tomato);
    s += circle(240, 180, 104, '#e07a2e', ' opacity=".15"');
  } else if (slug === 'caponata') {
    s += circle(240, 180, 104, '#9c3a2a');
    for (const [x, y] of scatter(rand, 14, 240, 180, 88, 26))
      s +=
        rect(x - 12, y - 12, 24, 24, '#5c2d4a', 6, rand() * 90) +
        rect(x - 8, y - 8, 16, 16, '#e8d9b8', 4, rand() * 90);
    for (const [x, y] of scatter(rand, 8, 240, 180, 90, 24)) s += circle(x, y, 6, C.ink);
    for (const [x, y] of scatter(rand, 8, 240, 180, 90, 24))
      s += rect(x - 8, y - 4, 16, 8, C.leaf, 3);
  } else if (slug === 'ratatouille') {
    s = plate(156) + circle(240, 180, 112, C.tomato);
    const colors = [C.leaf, '#5c2d4a', C.saffron, C.tomato, '#e8d9b8'];
    for (let ring = 0; ring < 3; ring += 1) {
      const r = 86 - ring * 30;
      const count = Math.max(6, Math.round((2 * Math.PI * r) / 24));
      for (let i = 0; i < count; i += 1) {
        const a = (i / count) * Math.PI * 2;
        s += circle(
          240 + Math.cos(a) * r,
          180 + Math.sin(a) * r,
          16,
          colors[(i + ring) % colors.length] ?? C.leaf,
        );
      }
    }
    s += circle(240, 180, 14, '#5c2d4a') + leaf(226, 176, 14, 10);
  } else if (slug === 'verdure-grigliate') {
    s = plate(156);
    const colors = [C.leaf, '#5c2d4a', C.tomato, C.saffron, C.leaf, '#5c2d4a'];
    colors.forEach((c, i) => {
      const x = 150 + i * 34;
      s +=
        rect(x, 100, 30, 160, c, 14, 14) +
        stroke(
          `M${x + 2} ${140}h26M${x + 2} ${180}h26M${x + 2} ${220}h26`,
          C.char,
          4,
          ` opacity=".6" transform="rotate(14 ${x + 15} 180)"`,
        );
    });
    for (const [x, y] of scatter(rand, 14, 240, 180, 110, 14)) s += circle(x, y, 4, C.olive);
  } else if (slug === 'parmigiana-di-melanzane') {
    s =
      rect(86, 76, 320, 220, '#000', 24, 0, ' opacity=".18"') +
      rect(80, 70, 320, 220, C.cream, 24) +
      rect(100, 90, 280, 180, C.tomato, 16);
    for (const [x, y] of scatter(rand, 10, 240, 180, 100, 36))
      s +=
        ellipse(x, y, 28, 20, C.golden, rand() * 180) +
        ellipse(x, y, 18, 12, '#c98233', rand() * 180);
    s += leaf(220, 170, 20, -20) + leaf(250, 176, 16, 30);
  } else {
    s += circle(240, 180, 104, '#c9a77a');
    for (const [x, y] of scatter(rand, 18, 240, 180, 96, 16)) s += circle(x, y, 6, '#b08455');
    s +=
      path('M180 150c20-30 90-30 110 0s-10 70-60 70-70-40-50-70z', C.seared) +
      path('M196 160c16-20 64-20 80 0s-10 44-40 44-50-24-40-44z', '#8a3a1f');
  }
  return s;
}

// ---------- Snacks ----------
function snacks(rand: Rand, slug: string) {
  let s = plate(156);
  if (slug === 'puff-puff') {
    s = bowl();
    for (const [x, y] of scatter(rand, 12, 240, 180, 88, 44)) {
      s += circle(x, y, 24, '#c98233') + circle(x - 4, y - 4, 18, C.golden);
      for (let k = 0; k < 4; k += 1)
        s += circle(x + rand() * 24 - 12, y + rand() * 24 - 12, 2, C.cream);
    }
  } else if (slug === 'beef-suya-skewers') {
    for (let i = 0; i < 3; i += 1) {
      const y = 120 + i * 56;
      s += stroke(`M110 ${y + 20}L370 ${y - 10}`, '#d9c39a', 5);
      for (let k = 0; k < 5; k += 1)
        s +=
          rect(140 + k * 42, y - 8 - k * 3, 34, 26, C.seared, 6, -6) +
          circle(150 + k * 42, y - k * 3, 2, C.terracotta);
    }
    s +=
      ellipse(200, 290, 20, 8, 'none', 0, ` stroke="${C.purple}" stroke-width="4"`) +
      circle(300, 286, 12, C.tomato);
  } else if (slug === 'arancini') {
    for (const [x, y] of [
      [190, 150],
      [290, 150],
      [240, 230],
    ] as const)
      s += circle(x, y, 44, '#c98233') + circle(x - 6, y - 6, 36, C.golden);
    s += circle(240, 230, 20, C.cheese) + circle(320, 250, 26, C.tomato) + leaf(150, 230, 18, 20);
  } else if (slug === 'bruschetta') {
    for (const [x, y, a] of [
      [150, 110, -8],
      [250, 150, 6],
      [150, 210, 10],
    ] as const) {
      s += rect(x, y, 150, 70, '#c98233', 30, a) + rect(x + 8, y + 6, 134, 56, C.golden, 26, a);
      for (const [dx, dy] of scatter(rand, 8, x + 75, y + 34, 40, 14))
        s += rect(dx - 6, dy - 6, 12, 12, C.tomato, 3);
      s += leaf(x + 60, y + 30, 12, rand() * 360);
    }
  } else if (slug === 'plantain-chips') {
    s = bowl();
    for (const [x, y] of scatter(rand, 26, 240, 180, 96, 22))
      s += ellipse(x, y, 20, 13, rand() > 0.5 ? C.golden : C.paleGold, rand() * 180);
    s += circle(330, 250, 30, C.cream) + circle(330, 250, 22, C.tomato);
  } else if (slug === 'chin-chin') {
    s = bowl();
    for (const [x, y] of scatter(rand, 60, 240, 180, 100, 13))
      s += rect(x - 6, y - 6, 12, 12, rand() > 0.4 ? C.golden : '#c98233', 3, rand() * 90);
  } else {
    for (const [x, y] of scatter(rand, 12, 230, 180, 92, 40))
      s += circle(x, y, 20, 'none', ` stroke="${C.golden}" stroke-width="12"`);
    s += path('M330 110l40 20-40 30z', '#f0c36a') + circle(300, 260, 22, C.cream);
  }
  return s;
}

// ---------- Pastries ----------
function pastries(rand: Rand, slug: string) {
  let s = plate(156);
  if (slug === 'meat-pie') {
    for (const [x, y] of [
      [190, 150],
      [290, 210],
    ] as const) {
      s +=
        path(`M${x - 70} ${y + 20}a70 64 0 0 1 140 0z`, C.golden) +
        stroke(`M${x - 70} ${y + 20}h140`, '#c98233', 10);
      for (let k = 0; k < 8; k += 1) s += stroke(`M${x - 64 + k * 18} ${y + 16}v10`, '#c98233', 3);
      s += stroke(`M${x - 20} ${y - 10}l10 10M${x + 6} ${y - 16}l10 10`, '#c98233', 3);
    }
  } else if (slug === 'sausage-roll') {
    for (const [x, y] of [
      [130, 110],
      [190, 196],
    ] as const)
      s +=
        rect(x - 4, y - 4, 178, 72, '#c98233', 28) +
        rect(x, y, 170, 64, C.golden, 24) +
        stroke(
          `M${x + 30} ${y + 10}l-10 44M${x + 70} ${y + 10}l-10 44M${x + 110} ${y + 10}l-10 44`,
          '#c98233',
          4,
        );
    s += circle(380, 170, 26, C.paleGold) + circle(380, 170, 16, C.pink);
  } else if (slug === 'cannoli') {
    for (const [x, y, a] of [
      [180, 140, -20],
      [260, 200, -20],
    ] as const) {
      s += `<g transform="rotate(${a} ${x} ${y})">${rect(x - 70, y - 26, 140, 52, '#c98233', 26)}${stroke(`M${x - 40} ${y - 24}v48M${x} ${y - 24}v48M${x + 40} ${y - 24}v48`, '#a86a2a', 3)}${circle(x - 72, y, 24, C.cream)}${circle(x + 72, y, 24, C.cream)}${circle(x - 76, y - 4, 5, '#e07a2e')}${circle(x + 70, y + 6, 5, '#e07a2e')}</g>`;
    }
    for (const [x, y] of scatter(rand, 12, 240, 180, 120, 16)) s += circle(x, y, 2, '#ffffff');
  } else if (slug === 'sfogliatella') {
    for (const [x, y] of [
      [190, 180],
      [300, 190],
    ] as const) {
      s += path(`M${x} ${y + 60}l-60-80a80 80 0 0 1 120 0z`, C.golden);
      for (let k = 1; k < 6; k += 1)
        s += stroke(`M${x} ${y + 60}l${-60 + k * 20} -80`, '#c98233', 3);
    }
    for (const [x, y] of scatter(rand, 20, 240, 150, 110, 10)) s += circle(x, y, 2, '#ffffff');
  } else if (slug === 'butter-croissant') {
    const seg = (x: number, w: number, h: number) =>
      ellipse(x, 180, w, h, C.golden) + stroke(`M${x} ${180 - h + 6}v${2 * h - 12}`, '#c98233', 4);
    s += ellipse(150, 200, 40, 24, '#c98233', -30) + ellipse(330, 200, 40, 24, '#c98233', 30);
    s += seg(190, 40, 48) + seg(290, 40, 48) + seg(240, 44, 60);
  } else {
    for (const [x, y, a] of [
      [120, 106, -8],
      [170, 196, 6],
    ] as const) {
      s += `<g transform="rotate(${a} ${x + 95} ${y + 30})">${rect(x, y, 190, 60, '#b56f2a', 30)}${rect(x + 8, y + 8, 170, 40, '#d08a43', 20)}`;
      s += `${circle(x + 190, y + 30, 30, '#b56f2a')}${circle(x + 190, y + 30, 22, C.cream)}${circle(x + 190, y + 30, 12, '#9a7a5a')}</g>`;
    }
    s += path('M360 250l36 16-36 22z', '#f0c36a');
  }
  return s;
}

// ---------- Local favourites ----------
const grains = (rand: Rand, count: number, cx: number, cy: number, r: number, colors: string[]) => {
  let s = '';
  for (const [x, y] of scatter(rand, count, cx, cy, r, 6))
    s += ellipse(x, y, 5, 2.5, colors[Math.floor(rand() * colors.length)] ?? C.cream, rand() * 180);
  return s;
};
const dodo = (rand: Rand, cx: number, cy: number) => {
  let s = '';
  for (const [x, y] of scatter(rand, 5, cx, cy, 30, 22))
    s +=
      ellipse(x, y, 18, 11, '#c98233', rand() * 180) + ellipse(x, y, 12, 7, C.golden, rand() * 180);
  return s;
};
function localFavourites(rand: Rand, slug: string) {
  let s = plate(156);
  if (slug === 'smoky-party-jollof') {
    s += circle(210, 180, 96, '#d9683a') + grains(rand, 90, 210, 180, 88, ['#e07a2e', '#c4461f']);
    s += ellipse(320, 150, 44, 30, C.seared, -20) + ellipse(314, 146, 34, 20, '#8a3a1f', -20);
    s += dodo(rand, 310, 240);
  } else if (slug === 'peppered-asun') {
    for (const [x, y] of scatter(rand, 16, 240, 180, 90, 30))
      s += rect(x - 16, y - 12, 32, 24, C.seared, 8, rand() * 90) + circle(x, y, 4, C.tomato);
    for (const [x, y] of scatter(rand, 10, 240, 180, 100, 20))
      s += ellipse(x, y, 10, 4, 'none', rand() * 180, ` stroke="${C.purple}" stroke-width="3"`);
  } else if (slug === 'catfish-pepper-soup') {
    s =
      bowl() + circle(240, 180, 104, '#b8662e') + circle(240, 180, 104, C.tomato, ' opacity=".35"');
    for (const [x, y] of scatter(rand, 5, 240, 180, 70, 50))
      s +=
        ellipse(x, y, 30, 18, '#6e5a48', rand() * 180) +
        ellipse(x, y, 22, 11, '#e8d9b8', rand() * 180);
    for (const [x, y] of scatter(rand, 14, 240, 180, 96, 14))
      s += leaf(x - 6, y, 8, rand() * 360, C.leaf);
  } else if (slug === 'ofada-rice-ayamase') {
    s += circle(190, 180, 80, C.cream) + grains(rand, 70, 190, 180, 72, ['#d9c39a', '#b99a6a']);
    s += circle(310, 190, 70, '#4f6131') + circle(310, 190, 56, '#6b7a2e');
    for (const [x, y] of scatter(rand, 8, 310, 190, 50, 16)) s += circle(x, y, 7, C.seared);
    s += ellipse(300, 150, 18, 14, C.cream) + circle(300, 150, 8, C.golden);
  } else {
    s +=
      ellipse(240, 170, 140, 52, '#8a6a4a') +
      ellipse(236, 166, 126, 42, '#b08455') +
      path('M100 170l-34-36v72z', '#8a6a4a') +
      circle(330, 156, 8, C.ink);
    for (let i = 0; i < 6; i += 1)
      s += stroke(`M${150 + i * 30} 130l16 80`, C.char, 5, ' opacity=".5"');
    s += circle(170, 262, 22, C.tomato) + rect(270, 240, 70, 36, C.paleGold, 10, -8);
  }
  return s;
}

function placeholder() {
  return (
    plate(150) +
    stroke('M150 100v160M140 100v40a10 10 0 0 0 20 0v-40M330 100c-16 20-16 60 0 70v90', C.cream, 8)
  );
}

function draw(slug: string, category: string, index: number): string {
  const rand = rng(slug);
  const backgrounds = backgroundsOf(category);
  const bg = backgrounds[index % backgrounds.length] ?? C.olive;
  let body = '';
  switch (slug) {
    case 'margherita':
      body = pizza(rand, { sauce: C.tomato, toppings: ['basil'] });
      break;
    case 'diavola':
      body = pizza(rand, { sauce: C.tomato, toppings: ['salami', 'salami', 'basil'] });
      break;
    case 'quattro-formaggi':
      body = pizza(rand, { sauce: C.cheese, toppings: ['blue', 'garlic'] });
      break;
    case 'capricciosa':
      body = pizza(rand, { sauce: C.tomato, toppings: ['ham', 'mushroom', 'artichoke', 'olive'] });
      break;
    case 'suya-pizza':
      body = pizza(rand, { sauce: C.tomato, toppings: ['suya', 'onion', 'suya'] });
      break;
    case 'funghi':
      body = pizza(rand, { sauce: C.cheese, toppings: ['mushroom', 'mushroom', 'garlic'] });
      break;
    case 'marinara':
      body = pizza(rand, { sauce: C.tomato, cheese: false, toppings: ['garlic', 'basil'] });
      break;
    case 'classic-cheeseburger':
      body = burger(rand, {
        patty: C.seared,
        cheese: true,
        lettuce: true,
        tomato: true,
        onion: true,
      });
      break;
    case 'double-smash-burger':
      body = burger(rand, { patty: C.seared, patties: 2, cheese: true, onion: true });
      break;
    case 'suya-burger':
      body = burger(rand, {
        patty: '#7a3418',
        tomato: true,
        onion: true,
        lettuce: true,
        layer: { color: C.terracotta, height: 8 },
      });
      break;
    case 'crispy-chicken-burger':
      body = burger(rand, {
        patty: '#c77a2f',
        lettuce: true,
        layer: { color: '#f1ead8', height: 12 },
      });
      break;
    case 'halloumi-mushroom-burger':
      body = burger(rand, {
        patty: '#6b4a3a',
        lettuce: true,
        tomato: true,
        layer: { color: '#f3e2b3', height: 18 },
        bun: C.golden,
      });
      break;
    case 'lamb-kofta-burger':
      body = burger(rand, {
        patty: '#6e3322',
        lettuce: true,
        onion: true,
        layer: { color: '#f4f1e6', height: 12 },
        seeds: false,
        bun: C.golden,
      });
      break;
    case 'spaghetti-carbonara':
      body = pasta(rand, {
        shape: 'long',
        sauce: '#f6dc8e',
        sauceSize: 40,
        garnish: ['pepper', 'cheese'],
      });
      break;
    case 'penne-arrabbiata':
      body = pasta(rand, {
        shape: 'penne',
        sauce: C.tomato,
        sauceSize: 0,
        garnish: ['parsley', 'chili'],
      });
      break;
    case 'tagliatelle-ragu':
      body = pasta(rand, { shape: 'ribbon', sauce: C.wine, garnish: ['cheese', 'basil'] });
      break;
    case 'lasagne-al-forno':
      body = lasagne(rand);
      break;
    case 'linguine-vongole':
      body = pasta(rand, {
        shape: 'long',
        sauce: '#efe0b8',
        sauceSize: 0,
        garnish: ['clams', 'parsley'],
      });
      break;
    case 'trofie-al-pesto':
      body = pasta(rand, {
        shape: 'trofie',
        sauce: C.leaf,
        sauceSize: 0,
        garnish: ['beans', 'cheese'],
      });
      break;
    case 'jollof-spaghetti':
      body = pasta(rand, {
        shape: 'long',
        pasta: '#d9683a',
        sauce: C.tomato,
        sauceSize: 30,
        garnish: ['chicken', 'parsley'],
      });
      break;
    case 'caesar-salad':
      body = salad(rand, { leaves: [C.leaf, '#a4b86a'], extras: ['crouton', 'parmesan'] });
      break;
    case 'greek-salad':
      body = salad(rand, {
        leaves: [C.leaf],
        extras: ['tomato', 'cucumber', 'olive', 'onion', 'feta'],
      });
      break;
    case 'insalata-caprese':
      body = salad(rand, { leaves: [C.olive], extras: ['mozzarella', 'tomato', 'mozzarella'] });
      break;
    case 'salade-nicoise':
      body = salad(rand, {
        leaves: [C.leaf, C.olive],
        extras: ['egg', 'tuna', 'greenbean', 'potato', 'olive'],
      });
      break;
    case 'nigerian-salad':
      body = salad(rand, {
        leaves: ['#b9c98a', C.leaf],
        extras: ['carrot', 'corn', 'beans', 'egg', 'tomato'],
      });
      break;
    case 'tabbouleh':
      body = salad(rand, { leaves: [C.olive, C.leaf], extras: ['bulgur', 'tomato', 'bulgur'] });
      break;
    case 'italian-cheese-board':
      body = cheeseBoard(rand);
      break;
    case 'burrata':
      body = burrata(rand);
      break;
    case 'baked-camembert':
      body = camembert(rand);
      break;
    case 'halloumi-fries':
      body = halloumiFries(rand);
      break;
    case 'mozzarella-in-carrozza':
      body = carrozza(rand);
      break;
    case 'fried-wara':
      body = wara(rand);
      break;
    case 'placeholder':
      body = placeholder();
      break;
    default:
      if (category === 'Drinks') body = tableEdge() + drink(rand, slug);
      else if (category === 'Steak') body = steak(rand, slug);
      else if (category === 'Vegetables') body = vegetables(rand, slug);
      else if (category === 'Snacks') body = snacks(rand, slug);
      else if (category === 'Pastries') body = pastries(rand, slug);
      else if (category === LOCAL_FAVOURITES) body = localFavourites(rand, slug);
      else throw new Error(`No drawing for ${slug}`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}"><rect width="${W}" height="${H}" fill="${bg}"/>${circle(W - 40, 40, 120, '#ffffff', ' opacity=".08"')}${body}</svg>\n`;
}

const outDir = fileURLToPath(new URL('../catalog/images/', import.meta.url));
const perCategory = new Map<string, number>();
for (const dish of DEMO_DISHES) {
  const index = perCategory.get(dish.category) ?? 0;
  perCategory.set(dish.category, index + 1);
  writeFileSync(`${outDir}${dish.slug}.svg`, draw(dish.slug, dish.category, index));
}
writeFileSync(`${outDir}placeholder.svg`, draw('placeholder', '', 3));
console.log(`Drew ${DEMO_DISHES.length + 1} illustrations into ${outDir}`);
