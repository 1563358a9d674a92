// The text a PDF reader extracts from a tax document equals the Thai that is drawn (decision 057).
//
// pdfkit (under pdfmake) draws each glyph fontkit's shaping returns and maps its font-subset id
// (CID) back to text in the ToUnicode CMap with the code points of the glyph's *first* use
// (EmbeddedFont.encode: `unicode[gid] ??= glyph.codePoints`; fontkit caches one Glyph per id).
// With Sarabun that is wrong three ways:
// - SARA AM (ำ) is decomposed by the font's `ccmp` into NIKHAHIT + SARA AA: the nikhahit glyph
//   reads back as ำ and the SARA AA glyph as า, so ใบกำกับ extracts as ใบกำากับ.
// - A mark GPOS moves (xOffset/yOffset) is drawn after a text-matrix jump (`Tm`) to a baseline of
//   its own, which pdftotext can take for another word, even another line.
// - The ZERO WIDTH SPACE that thai-breaks.ts puts between words is drawn as a zero-advance SPACE
//   glyph, which pdf.js reads back as a space inside a phrase.
//
// `makeTextReadable` wraps one pdfkit EmbeddedFont (at runtime, from pdfmake's provideFont: no
// dependency is edited) so that every drawn glyph's CID maps to exactly the text it stands for:
// - A glyph with no text of its own (the SARA AA a decomposition adds) is drawn together with the
//   glyph before it as one TrueType composite glyph, mapped to their text (NIKHAHIT + SARA AA → ำ,
//   MAI THO + NIKHAHIT + SARA AA → ้ำ). No CID maps to nothing: pdf.js reads an empty ToUnicode
//   entry as the raw code, and poppler and pdf.js drop different invisible characters.
// - A glyph GPOS moves is drawn as a composite whose one component is moved by the same offset,
//   at the pen position, on the line's baseline: no `Tm` jump.
// - A glyph whose text differs from its id's first use (real า after a decomposed ำ) gets its
//   own CID.
// - Default-ignorable characters (U+200B and the like), which fontkit draws as an invisible
//   zero-advance space, are not drawn at all: the text around them is shaped as separate runs.
// The outlines and their positions are the same as pdfkit would draw; only the CIDs differ.
//
// It relies on fontkit 2 and pdfkit 0.1x internals (TTFSubset's `glyphs`/`mapping`/`_addGlyph`,
// the layout calling `font.getGlyph(id, codePoints)` for each shaped glyph); text-layer.test.ts
// reads the PDF back with pdftotext and pdf.js, so an upgrade that changes them fails loudly.

/** fontkit's Glyph, as far as this file reads it. */
interface Glyph {
  id: number;
  codePoints: number[];
  advanceWidth: number;
  cbox: { minX: number; minY: number; maxX: number; maxY: number };
  path: { commands: unknown[] };
}

/** A shaped glyph's position, in the PDF's 1/1000 em (pdfkit scales fontkit's). */
interface Position {
  xAdvance: number;
  yAdvance: number;
  xOffset: number;
  yOffset: number;
  advanceWidth: number;
}

/** fontkit's TTFFont. */
interface FontkitFont {
  getGlyph(id: number, codePoints?: number[]): Glyph;
  maxp: { maxComponentDepth: number; maxComponentElements: number };
  'CFF '?: unknown;
  CFF2?: unknown;
}

/** fontkit's TTFSubset while it encodes (`encode` sets glyf, loca, hmtx and offset). */
interface TTFSubset {
  glyphs: number[];
  mapping: Record<number, number>;
  includeGlyph(id: number): number;
  _addGlyph(id: number): number;
  glyf: Uint8Array[];
  loca: { offsets: number[] };
  hmtx: { metrics: Array<{ advance: number; bearing: number }> };
  offset: number;
}

/** pdfkit's EmbeddedFont. */
interface EmbeddedFont {
  font: FontkitFont;
  subset: TTFSubset;
  scale: number;
  widths: number[];
  unicode: number[][];
  layout(text: string, features?: unknown): { glyphs: Glyph[]; positions: Position[] };
  encode(text: string, features?: unknown): [string[], Position[]];
}

type Readable = EmbeddedFont & { [READABLE]?: true; [COMPOSITES]?: Map<number, Composite> };

/** A glyph drawn as part of a composite: its id and where it sits, in font units. */
interface Component {
  id: number;
  dx: number;
  dy: number;
}

/** A CID made here: the glyphs it draws, its advance (font units) and its text. */
interface Composite {
  components: Component[];
  advance: number;
}

const READABLE = Symbol('changdee.readableText');
const COMPOSITES = Symbol('changdee.composites');
const DEFAULT_IGNORABLE = /\p{Default_Ignorable_Code_Point}/u;

// TrueType composite glyph flags (OpenType `glyf`).
const ARG_1_AND_2_ARE_WORDS = 0x0001;
const ARGS_ARE_XY_VALUES = 0x0002;
const MORE_COMPONENTS = 0x0020;

const sameCodePoints = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((value, index) => value === b[index]);

/**
 * Wraps `font` (a pdfkit EmbeddedFont, once) so that the text a reader extracts is the text drawn.
 * A standard (AFM) font or a CFF font is returned unchanged.
 */
export function makeTextReadable<T>(font: T): T {
  const embedded = font as unknown as Readable;
  if (embedded[READABLE] || !embedded.subset || !embedded.font) return font;
  if (embedded.font['CFF '] || embedded.font.CFF2 || !embedded.subset._addGlyph) return font;
  embedded[READABLE] = true;
  keepEachUsesCodePoints(embedded.font);
  const composites = drawComposites(embedded);
  embedded[COMPOSITES] = composites;
  embedded.encode = (text, features) => encode(embedded, composites, text, features);
  return font;
}

/**
 * fontkit's layout asks `getGlyph(id, codePoints)` for each shaped glyph with the code points of
 * that use (a decomposition's second glyph: none; a ligature: all of its letters) but returns the
 * Glyph cached from the id's first use. Hand back a view of it with this use's code points.
 */
function keepEachUsesCodePoints(font: FontkitFont): void {
  const getGlyph = font.getGlyph.bind(font);
  font.getGlyph = (id, codePoints) => {
    const glyph = getGlyph(id, codePoints);
    if (!codePoints || !glyph || sameCodePoints(glyph.codePoints, codePoints)) return glyph;
    return Object.create(glyph, { codePoints: { value: [...codePoints], enumerable: true } });
  };
}

/**
 * Lets the subset hold composite glyphs made here: a CID in `composites` is encoded as a TrueType
 * composite of its components (each included in the subset as a glyph of its own), not as a copy
 * of the font's glyph.
 */
function drawComposites(embedded: EmbeddedFont): Map<number, Composite> {
  const composites = new Map<number, Composite>();
  const { subset, font } = embedded;
  const addGlyph = subset._addGlyph.bind(subset);
  let deepened = false;
  subset._addGlyph = (id) => {
    const cid = subset.glyf.length; // encode adds the subset's glyphs in CID order
    const composite = composites.get(cid);
    if (!composite) return addGlyph(id);
    if (!deepened) {
      // One more level of nesting than the font's own composites, and as many components.
      font.maxp.maxComponentDepth += 1;
      deepened = true;
    }
    font.maxp.maxComponentElements = Math.max(
      font.maxp.maxComponentElements,
      composite.components.length,
    );
    const { buffer, xMin } = encodeComposite(composite.components, (component) => ({
      cid: subset.includeGlyph(component.id),
      box: font.getGlyph(component.id).cbox,
    }));
    subset.glyf.push(buffer);
    subset.loca.offsets.push(subset.offset);
    subset.hmtx.metrics.push({ advance: composite.advance, bearing: xMin });
    subset.offset += buffer.length;
    return subset.glyf.length - 1;
  };
  return composites;
}

/** A `glyf` entry: a composite of `components` (an even length, as a short `loca` needs). */
function encodeComposite(
  components: Component[],
  resolve: (component: Component) => { cid: number; box: Glyph['cbox'] },
): { buffer: Uint8Array; xMin: number } {
  const view = new DataView(new ArrayBuffer(10 + 8 * components.length));
  let xMin = Infinity;
  let yMin = Infinity;
  let xMax = -Infinity;
  let yMax = -Infinity;
  components.forEach((component, index) => {
    const { cid, box } = resolve(component);
    if (box.maxX > box.minX || box.maxY > box.minY) {
      xMin = Math.min(xMin, box.minX + component.dx);
      yMin = Math.min(yMin, box.minY + component.dy);
      xMax = Math.max(xMax, box.maxX + component.dx);
      yMax = Math.max(yMax, box.maxY + component.dy);
    }
    const at = 10 + 8 * index;
    const more = index < components.length - 1 ? MORE_COMPONENTS : 0;
    view.setUint16(at, ARG_1_AND_2_ARE_WORDS | ARGS_ARE_XY_VALUES | more);
    view.setUint16(at + 2, cid);
    view.setInt16(at + 4, component.dx);
    view.setInt16(at + 6, component.dy);
  });
  if (xMin === Infinity) xMin = yMin = xMax = yMax = 0; // nothing drawn (a space)
  view.setInt16(0, -1); // numberOfContours: a composite
  view.setInt16(2, xMin);
  view.setInt16(4, yMin);
  view.setInt16(6, xMax);
  view.setInt16(8, yMax);
  return { buffer: new Uint8Array(view.buffer), xMin };
}

/** pdfkit's `encode` (CIDs as 4 hex digits, and their positions), with CIDs that read back. */
function encode(
  embedded: EmbeddedFont,
  composites: Map<number, Composite>,
  text: string,
  features: unknown,
): [string[], Position[]] {
  const codes: string[] = [];
  const positions: Position[] = [];
  for (const run of text.split(DEFAULT_IGNORABLE)) {
    if (run === '') continue;
    const laidOut = embedded.layout(run, features);
    for (const group of groups(laidOut.glyphs, laidOut.positions)) {
      const [cid, position] = cidOf(embedded, composites, group);
      codes.push(cid.toString(16).padStart(4, '0'));
      positions.push(position);
    }
  }
  return [codes, positions];
}

type Group = Array<{ glyph: Glyph; position: Position }>;

/** Each glyph with its text, followed by the glyphs shaping added with no text of their own. */
function groups(glyphs: Glyph[], positions: Position[]): Group[] {
  const result: Group[] = [];
  glyphs.forEach((glyph, index) => {
    const item = { glyph, position: positions[index]! };
    const last = result.at(-1);
    if (last && glyph.codePoints.length === 0) last.push(item);
    else result.push([item]);
  });
  return result;
}

/** Each font's composites by what they draw and read as, to give each one CID. */
const compositeKeys = new WeakMap<Map<number, Composite>, Map<string, number>>();

/** The CID that draws `group` and maps to its text, and the group's position. */
function cidOf(
  embedded: EmbeddedFont,
  composites: Map<number, Composite>,
  group: Group,
): [number, Position] {
  const codePoints = group.flatMap(({ glyph }) => glyph.codePoints);
  const first = group[0]!;
  const moved = first.position.xOffset !== 0 || first.position.yOffset !== 0;
  if (group.length === 1 && !moved) {
    // A glyph drawn as it is: its own CID, as pdfkit would give it, unless that CID already
    // stands for other text.
    const { subset, widths, unicode, scale } = embedded;
    const known = subset.mapping[first.glyph.id];
    if (known === undefined || sameCodePoints(unicode[known]!, codePoints)) {
      const cid = subset.includeGlyph(first.glyph.id);
      widths[cid] ??= first.glyph.advanceWidth * scale;
      unicode[cid] ??= codePoints;
      return [cid, first.position];
    }
  }

  // A composite: each glyph at its offset from the group's pen position, in font units.
  const { scale } = embedded;
  const components: Component[] = [];
  let x = 0;
  let y = 0;
  for (const { glyph, position } of group) {
    components.push({
      id: glyph.id,
      dx: Math.round((x + position.xOffset) / scale),
      dy: Math.round((y + position.yOffset) / scale),
    });
    x += position.xAdvance;
    y += position.yAdvance;
  }
  const advance = Math.round(x / scale);
  const position: Position = {
    xAdvance: advance * scale,
    yAdvance: y,
    xOffset: 0,
    yOffset: 0,
    advanceWidth: advance * scale,
  };
  let keys = compositeKeys.get(composites);
  if (!keys) compositeKeys.set(composites, (keys = new Map()));
  // The same glyphs at the same places with the same text: the same CID.
  const key = JSON.stringify([components, advance, codePoints]);
  let cid = keys.get(key);
  if (cid === undefined) {
    // A CID of its own: the subset encodes its glyph from `composites` (drawComposites).
    embedded.subset.glyphs.push(first.glyph.id);
    cid = embedded.subset.glyphs.length - 1;
    composites.set(cid, { components, advance });
    embedded.widths[cid] = advance * scale;
    embedded.unicode[cid] = codePoints;
    keys.set(key, cid);
  }
  return [cid, position];
}

/** A glyph as drawn: its id in the font and its origin, in 1/1000 em from the text's start. */
export interface DrawnGlyph {
  id: number;
  x: number;
  y: number;
}

const at = (value: number) => Math.round(value * 1e6) / 1e6;

/** The glyphs with ink pdfkit's own `encode` draws for `text` (for tests: what is drawn). */
export function pdfkitGlyphs(font: unknown, text: string): DrawnGlyph[] {
  const { glyphs, positions } = (font as EmbeddedFont).layout(text);
  const drawn: DrawnGlyph[] = [];
  let pen = 0;
  glyphs.forEach((glyph, index) => {
    const position = positions[index]!;
    if (glyph.path.commands.length > 0)
      drawn.push({ id: glyph.id, x: at(pen + position.xOffset), y: at(position.yOffset) });
    pen += position.xAdvance;
  });
  return drawn;
}

/** The glyphs with ink a font `makeTextReadable` wrapped draws for `text`, composites unfolded. */
export function drawnGlyphs(font: unknown, text: string): DrawnGlyph[] {
  const readable = font as Readable;
  const [codes, positions] = readable.encode(text);
  const drawn: DrawnGlyph[] = [];
  const inked = (id: number) => readable.font.getGlyph(id).path.commands.length > 0;
  let pen = 0;
  codes.forEach((code, index) => {
    const cid = parseInt(code, 16);
    const position = positions[index]!;
    const composite = readable[COMPOSITES]?.get(cid);
    const components = composite?.components ?? [
      { id: readable.subset.glyphs[cid]!, dx: position.xOffset, dy: position.yOffset },
    ];
    const scale = composite ? readable.scale : 1;
    for (const { id, dx, dy } of components)
      if (inked(id)) drawn.push({ id, x: at(pen + dx * scale), y: at(dy * scale) });
    pen += position.xAdvance;
  });
  return drawn;
}
