// The little of fontkit the badge images use (the package ships no types).
declare module 'fontkit' {
  interface Path {
    scale(sx: number, sy: number): Path;
    translate(x: number, y: number): Path;
    toSVG(): string;
  }
  interface Glyph {
    path: Path;
  }
  interface GlyphRun {
    glyphs: Glyph[];
    positions: { xAdvance: number; xOffset: number; yOffset: number }[];
    advanceWidth: number;
  }
  interface Font {
    unitsPerEm: number;
    layout(text: string): GlyphRun;
  }
  export function create(buffer: Buffer): Font;
}
