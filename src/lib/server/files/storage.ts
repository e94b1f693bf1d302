// File storage behind one small interface: a local directory by default. Several instances
// would share a directory (or an object store implementing the same three functions).
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import { config } from '../config';

function root() {
  return path.join(config.dataDir, 'files');
}

/** Stores bytes under a random name (never the user's file name) and returns that name. */
export async function putFile(bytes: Uint8Array): Promise<string> {
  const saveFileNm = crypto.randomUUID();
  const dir = path.join(root(), saveFileNm.slice(0, 2));
  await fsp.mkdir(dir, { recursive: true });
  await fsp.writeFile(path.join(dir, saveFileNm), bytes);
  return saveFileNm;
}

function pathOf(saveFileNm: string) {
  if (!/^[0-9a-f-]{36}$/.test(saveFileNm)) throw new Error('invalid stored file name');
  return path.join(root(), saveFileNm.slice(0, 2), saveFileNm);
}

/** Removes stored bytes (an upload whose record could not be written). A missing file is no error. */
export async function deleteFile(saveFileNm: string): Promise<void> {
  await fsp.rm(pathOf(saveFileNm), { force: true });
}

export function readFileStream(saveFileNm: string): Readable {
  return fs.createReadStream(pathOf(saveFileNm));
}

export async function fileExists(saveFileNm: string): Promise<boolean> {
  return fsp
    .access(pathOf(saveFileNm))
    .then(() => true)
    .catch(() => false);
}

/** Puts bytes back under the name they had (a restore from backup). */
export async function restoreFile(saveFileNm: string, bytes: Uint8Array): Promise<void> {
  const target = pathOf(saveFileNm);
  await fsp.mkdir(path.dirname(target), { recursive: true });
  await fsp.writeFile(target, bytes);
}
