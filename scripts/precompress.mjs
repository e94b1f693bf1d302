// Writes a brotli (.br) and a gzip (.gz) copy beside every text asset of the built client, so the
// server sends them compressed without compressing on each request (scripts/serve.mjs picks them).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const TEXT = new Set(['.css', '.js', '.mjs', '.svg', '.html', '.json', '.txt', '.xml', '.webmanifest']);
/** Smaller files are sent as they are: compression would save less than a packet. */
const MIN_BYTES = 1024;

export function precompress(dir) {
  let count = 0;
  const walk = (d) => {
    for (const entry of fs.readdirSync(d, { withFileTypes: true })) {
      const file = path.join(d, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (TEXT.has(path.extname(entry.name))) {
        const bytes = fs.readFileSync(file);
        if (bytes.length < MIN_BYTES) continue;
        fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }));
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(bytes, { level: 9 }));
        count++;
      }
    }
  };
  if (fs.existsSync(dir)) walk(dir);
  return count;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = path.resolve(import.meta.dirname, '../dist/client');
  console.log(`precompressed ${precompress(dir)} files in ${dir}`);
}
