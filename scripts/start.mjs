// npm start: build when needed, then serve (the server migrates the database and loads the demo
// data into an empty embedded database on start).
import { buildIfNeeded } from './build-if-needed.mjs';

buildIfNeeded();
await import('./serve.mjs');
