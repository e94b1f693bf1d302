// The baseline: a plain Node HTTP server that streams one file from disk, as static hosting would.
import http from 'node:http';
import fs from 'node:fs';

const [file, port] = process.argv.slice(2);
const size = fs.statSync(file).size;
http
  .createServer((req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': size });
    fs.createReadStream(file).pipe(res);
  })
  .listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
