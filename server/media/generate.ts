import {
  INK,
  luminance,
  mix,
  PAPER,
  parseColour,
  type Rgb,
  rotateHue,
  shadesOf,
  toHex,
  WHITE,
} from './colour';
import { isShapeName, type ShapeName, shapes } from './shapes';

/**
 * The deterministic image generator: every image of the demo store is an SVG
 * computed from its name alone (no state, no randomness, no downloads), then
 * rasterised by `render.ts`. The name grammar per kind is documented on
 * {@link mediaKinds}; an unknown word anywhere in a name means "no such image".
 */

/**
 * Image kinds, their natural size (what the seed reports as width/height and
 * what a URL without a width suffix renders) and their name grammar.
 */
export const mediaKinds = {
  /** `<shape>_<colour>[_<view 1-5>]` — 4:5 gallery images; view 1 is the front. */
  product: { width: 1200, height: 1500 },
  /** `<shape>_<colour>` — square collection tiles. */
  collection: { width: 1000, height: 1000 },
  /** `<colour>_<shape>[_<shape>[_<shape>]]` — 16:7 carousel heroes, objects on the right, room for text on the left. */
  banner: { width: 2000, height: 875 },
  /** `<shape>_<colour>` — 3:2 flat-lay blog covers. */
  blog: { width: 1200, height: 800 },
  /** `<pattern>_<colour>` — square fabric swatches for manual palette images. */
  swatch: { width: 200, height: 200 },
  /** `<shape>_<colour>` — square product-tag badges (burst, ribbon, circle, flag). */
  tag: { width: 200, height: 200 },
  /** `fallback` — the image shown when another fails to load. */
  default: { width: 1200, height: 1500 },
} as const;

export type MediaKind = keyof typeof mediaKinds;
export const isMediaKind = (value: string): value is MediaKind => Object.hasOwn(mediaKinds, value);

export const swatchPatterns = ['plain', 'linen', 'herringbone', 'stripe', 'check', 'dots'] as const;
export const tagShapes = ['burst', 'ribbon', 'circle', 'flag'] as const;
export const productViews = 5;

/** Small stable hash (FNV-1a) so decorations vary per name but never per run. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Backdrop tint that keeps the object readable: light objects sit on a deeper tone. */
function backdrop(colour: Rgb, strength: number): Rgb {
  const lum = luminance(colour);
  const tinted = mix(PAPER, colour, strength);
  return lum > 0.6 ? mix(tinted, INK, 0.08) : tinted;
}

const svgDocument = (viewW: number, viewH: number, width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${viewW} ${viewH}" preserveAspectRatio="xMidYMid slice">${body}</svg>`;

/** Soft contact shadow as a radial gradient (no blur filter: fast and identical everywhere). */
const floorShadow = (id: string, cx: number, cy: number, rx: number) =>
  `<defs><radialGradient id="${id}"><stop offset="0" stop-color="#2a2420" stop-opacity=".28"/><stop offset=".6" stop-color="#2a2420" stop-opacity=".1"/><stop offset="1" stop-color="#2a2420" stop-opacity="0"/></radialGradient></defs>
  <ellipse cx="${cx}" cy="${cy}" rx="${rx * 1.25}" ry="${rx * 0.16}" fill="url(#${id})"/>`;

/** A little eucalyptus sprig, the stylist's prop in flat lays and banners. */
const sprig = (x: number, y: number, angle: number, scale: number) => {
  const leaves = [0, 1, 2, 3, 4]
    .map((i) => {
      const ly = -i * 46;
      const side = i % 2 === 0 ? 1 : -1;
      return `<ellipse cx="${side * 26}" cy="${ly - 10}" rx="26" ry="15" transform="rotate(${side * -30} ${side * 26} ${ly - 10})" fill="${i % 2 ? '#8fa382' : '#a7b89a'}"/>`;
    })
    .join('');
  return `<g transform="translate(${x} ${y}) rotate(${angle}) scale(${scale})"><path d="M0 30 Q6 -90 -4 -220" fill="none" stroke="#7b8f6e" stroke-width="5" stroke-linecap="round"/>${leaves}</g>`;
};

function drawObject(shape: ShapeName, colour: Rgb, id: string): string {
  return shapes[shape].draw(shadesOf(colour), id);
}

function productScene(shape: ShapeName, colour: Rgb, view: number, key: string): string {
  const s = shapes[shape];
  const [fx, fy] = s.focus;
  const [sx, sy, sr] = s.floor;
  const object = drawObject(shape, colour, 'o');
  const top = toHex(backdrop(colour, 0.1));
  const bottom = toHex(backdrop(colour, 0.24));
  const h = hash(key);
  switch (view) {
    case 2: {
      // Three-quarter "editorial" view: a sun disc of the complementary tint behind.
      const disc = toHex(mix(PAPER, rotateHue(colour, 150), 0.22));
      return `<rect width="800" height="1000" fill="${toHex(backdrop(colour, 0.06))}"/>
        <circle cx="${400 + (h % 80) - 40}" cy="470" r="330" fill="${disc}"/>
        <g transform="translate(400 520) scale(.84) translate(-400 -520)">${floorShadow('sh', sx, sy, sr)}${object}</g>`;
    }
    case 3: {
      // Angled view on a split backdrop.
      const a = toHex(backdrop(colour, 0.16));
      const b = toHex(backdrop(colour, 0.32));
      return `<rect width="800" height="1000" fill="${a}"/><path d="M0 ${640 + (h % 60)} L800 ${560 + (h % 40)} L800 1000 L0 1000 Z" fill="${b}"/>
        <g transform="translate(400 500) rotate(-9) scale(1.02) translate(-400 -500)">${floorShadow('sh', sx, sy, sr)}${object}</g>`;
    }
    case 4:
      // Close-up on the detail that sells the product (stitching, laces, lens).
      return `<rect width="800" height="1000" fill="${bottom}"/>
        <g transform="translate(400 500) scale(1.9) translate(${-fx} ${-fy})">${object}</g>`;
    case 5: {
      // Flat lay on linen with a sprig.
      const linen = toHex(mix(backdrop(colour, 0.14), WHITE, 0.15));
      const weave = toHex(backdrop(colour, 0.24));
      return `<defs><pattern id="ln" width="8" height="8" patternUnits="userSpaceOnUse"><path d="M0 0 L8 0 M0 4 L8 4" stroke="${weave}" stroke-opacity=".35" stroke-width="1.2"/><path d="M0 0 L0 8" stroke="${weave}" stroke-opacity=".2" stroke-width="1"/></pattern></defs>
        <rect width="800" height="1000" fill="${linen}"/><rect width="800" height="1000" fill="url(#ln)"/>
        ${sprig(650, 880, -24, 1.1)}${sprig(120, 230, 150, 0.8)}
        <g transform="translate(400 520) rotate(${(h % 10) - 5}) scale(.8) translate(-400 -520)">${object}</g>`;
    }
    default:
      return `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>
        <rect width="800" height="1000" fill="url(#bg)"/>
        <rect y="${sy - 10}" width="800" height="${1010 - sy}" fill="${bottom}" opacity=".6"/>
        ${floorShadow('sh', sx, sy, sr)}${object}`;
  }
}

function collectionScene(shape: ShapeName, colour: Rgb): string {
  const s = shapes[shape];
  const [sx, sy, sr] = s.floor;
  return `<rect width="800" height="800" fill="${toHex(backdrop(colour, 0.12))}"/>
    <circle cx="400" cy="400" r="300" fill="${toHex(backdrop(colour, 0.26))}"/>
    ${sprig(110, 760, 20, 0.9)}
    <g transform="translate(400 430) scale(.72) translate(-400 -520)">${floorShadow('sh', sx, sy, sr)}${drawObject(shape, colour, 'o')}</g>`;
}

function bannerScene(colour: Rgb, shapeList: ShapeName[]): string {
  const left = toHex(backdrop(colour, 0.08));
  const right = toHex(backdrop(colour, 0.3));
  const arch = toHex(backdrop(colour, 0.45));
  // [centre x, scale]; every object stands on the same floor line (y 620).
  const slots: Record<number, [number, number][]> = {
    1: [[1160, 0.8]],
    2: [
      [1000, 0.66],
      [1330, 0.72],
    ],
    3: [
      [880, 0.56],
      [1150, 0.64],
      [1420, 0.56],
    ],
  };
  const objects = shapeList
    .map((shape, i) => {
      const [x, k] = slots[shapeList.length]![i]!;
      const y = 620 - 280 * k;
      const c = i === 0 ? colour : mix(rotateHue(colour, i * 40), PAPER, 0.15 * i);
      const [sx, sy, sr] = shapes[shape].floor;
      return `<g transform="translate(${x} ${y}) scale(${k}) translate(-400 -520)">${floorShadow(`sh${i}`, sx, sy, sr)}${drawObject(shape, c, `o${i}`)}</g>`;
    })
    .join('');
  return `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${left}"/><stop offset="1" stop-color="${right}"/></linearGradient></defs>
    <rect width="1600" height="700" fill="url(#bg)"/>
    <path d="M760 700 L760 360 A400 400 0 0 1 1560 360 L1560 700 Z" fill="${arch}" opacity=".55"/>
    <rect y="610" width="1600" height="90" fill="${right}" opacity=".5"/>
    ${sprig(90, 690, 28, 1)}
    ${objects}`;
}

function blogScene(shape: ShapeName, colour: Rgb, key: string): string {
  const h = hash(key);
  const base = toHex(mix(backdrop(colour, 0.14), WHITE, 0.2));
  const plate = toHex(backdrop(colour, 0.3));
  return `<rect width="1200" height="800" fill="${base}"/>
    <circle cx="${880 + (h % 60)}" cy="220" r="150" fill="${plate}"/>
    <rect x="820" y="460" width="260" height="200" rx="10" transform="rotate(8 950 560)" fill="#fbf8f2" stroke="#d8d1c4" stroke-width="3"/>
    <path d="M860 520 L1040 545 M856 560 L1000 580 M852 600 L1020 624" transform="rotate(8 950 560)" stroke="#cfc6b6" stroke-width="8" stroke-linecap="round"/>
    ${sprig(200, 760, 30, 1.1)}${sprig(1120, 90, -150, 0.9)}
    <g transform="translate(480 420) rotate(${(h % 12) - 6}) scale(.7) translate(-400 -520)">${drawObject(shape, colour, 'o')}</g>`;
}

function swatchScene(pattern: (typeof swatchPatterns)[number], colour: Rgb): string {
  const s = shadesOf(colour);
  const motifs: Record<(typeof swatchPatterns)[number], string> = {
    plain: '',
    linen: `<pattern id="p" width="6" height="6" patternUnits="userSpaceOnUse"><path d="M0 1 L6 1 M0 4 L6 4" stroke="${s.dark}" stroke-opacity=".5"/><path d="M2 0 L2 6" stroke="${s.light}" stroke-opacity=".6"/></pattern>`,
    herringbone: `<pattern id="p" width="20" height="20" patternUnits="userSpaceOnUse"><path d="M0 0 L10 10 L0 20 M10 0 L20 10 L10 20" fill="none" stroke="${s.dark}" stroke-width="3"/></pattern>`,
    stripe: `<pattern id="p" width="24" height="24" patternUnits="userSpaceOnUse"><rect width="24" height="8" fill="${s.lighter}"/></pattern>`,
    check: `<pattern id="p" width="32" height="32" patternUnits="userSpaceOnUse"><rect width="16" height="32" fill="${s.dark}" opacity=".5"/><rect width="32" height="16" fill="${s.dark}" opacity=".5"/></pattern>`,
    dots: `<pattern id="p" width="20" height="20" patternUnits="userSpaceOnUse"><circle cx="10" cy="10" r="4" fill="${s.lighter}"/></pattern>`,
  };
  const overlay = pattern === 'plain' ? '' : '<rect width="200" height="200" fill="url(#p)"/>';
  return `<defs>${motifs[pattern]}<radialGradient id="lit" cx=".3" cy=".25" r=".9"><stop offset="0" stop-color="#fff" stop-opacity=".28"/><stop offset="1" stop-color="#000" stop-opacity=".12"/></radialGradient></defs>
    <rect width="200" height="200" fill="${s.base}"/>${overlay}<rect width="200" height="200" fill="url(#lit)"/>`;
}

function tagScene(shape: (typeof tagShapes)[number], colour: Rgb): string {
  const fill = toHex(colour);
  const edge = toHex(mix(colour, INK, 0.25));
  switch (shape) {
    case 'burst': {
      const points = Array.from({ length: 32 }, (_, i) => {
        const r = i % 2 === 0 ? 96 : 80;
        const a = (i / 32) * Math.PI * 2;
        return `${(100 + r * Math.cos(a)).toFixed(1)},${(100 + r * Math.sin(a)).toFixed(1)}`;
      }).join(' ');
      return `<polygon points="${points}" fill="${fill}" stroke="${edge}" stroke-width="3"/>`;
    }
    case 'ribbon':
      return `<path d="M10 60 L190 60 L170 100 L190 140 L10 140 L30 100 Z" fill="${fill}" stroke="${edge}" stroke-width="3"/>`;
    case 'flag':
      return `<path d="M20 10 L180 10 L180 190 L100 150 L20 190 Z" fill="${fill}" stroke="${edge}" stroke-width="3"/>`;
    default:
      return `<circle cx="100" cy="100" r="92" fill="${fill}" stroke="${edge}" stroke-width="3"/><circle cx="100" cy="100" r="78" fill="none" stroke="#fff" stroke-opacity=".6" stroke-width="3" stroke-dasharray="6 6"/>`;
  }
}

function fallbackScene(): string {
  // A quiet "picture" pictogram on paper: clearly a placeholder, never alarming.
  return `<rect width="800" height="1000" fill="${toHex(mix(PAPER, INK, 0.04))}"/>
    <rect x="250" y="370" width="300" height="240" rx="18" fill="none" stroke="#c8c0b2" stroke-width="12"/>
    <circle cx="330" cy="440" r="26" fill="#c8c0b2"/>
    <path d="M262 596 L370 490 L440 560 L480 520 L538 596 Z" fill="#c8c0b2"/>`;
}

/**
 * Builds the SVG for `kind`/`name` at `width` px (height follows the kind's
 * aspect ratio). Returns null when the name does not follow the kind's grammar
 * or names an unknown shape, colour, pattern or view.
 */
export function generateSvg(kind: MediaKind, name: string, width: number): string | null {
  const size = mediaKinds[kind];
  const height = Math.round((width * size.height) / size.width);
  const parts = name.split('_');
  const doc = (w: number, h: number, body: string) => svgDocument(w, h, width, height, body);

  switch (kind) {
    case 'product': {
      const [shape = '', colourToken = '', viewToken = '1', ...rest] = parts;
      const colour = parseColour(colourToken);
      const view = Number(viewToken);
      if (rest.length || !isShapeName(shape) || !colour || !/^[1-5]$/.test(viewToken)) return null;
      return doc(800, 1000, productScene(shape, colour, view, name));
    }
    case 'collection':
    case 'blog': {
      const [shape = '', colourToken = '', ...rest] = parts;
      const colour = parseColour(colourToken);
      if (rest.length || !isShapeName(shape) || !colour) return null;
      return kind === 'collection'
        ? doc(800, 800, collectionScene(shape, colour))
        : doc(1200, 800, blogScene(shape, colour, name));
    }
    case 'banner': {
      const [colourToken = '', ...shapeTokens] = parts;
      const colour = parseColour(colourToken);
      if (!colour || shapeTokens.length < 1 || shapeTokens.length > 3 || !shapeTokens.every(isShapeName)) {
        return null;
      }
      return doc(1600, 700, bannerScene(colour, shapeTokens as ShapeName[]));
    }
    case 'swatch':
    case 'tag': {
      const [motif = '', colourToken = '', ...rest] = parts;
      const colour = parseColour(colourToken);
      if (rest.length || !colour) return null;
      if (kind === 'swatch') {
        const pattern = swatchPatterns.find((p) => p === motif);
        return pattern ? doc(200, 200, swatchScene(pattern, colour)) : null;
      }
      const tag = tagShapes.find((t) => t === motif);
      return tag ? doc(200, 200, tagScene(tag, colour)) : null;
    }
    case 'default':
      return name === 'fallback' ? doc(800, 1000, fallbackScene()) : null;
  }
}
