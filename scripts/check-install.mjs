// After `npm install` (the root package's postinstall): what npm's own warnings would have said, checked
// against the Node the portal runs on. npm compares every package's `engines` with the Node that runs
// npm, and a fresh clone is installed by the machine's Node (20 on Debian's CI machines), while the
// portal runs on the Node 24 it brings as a devDependency (node_modules/.bin/node, first on the PATH
// of every npm script, this one included). So .npmrc keeps npm to its errors (decision 048) and this
// script reports the warnings that are real for the portal:
//  - a package whose `engines.node` does not accept the portal's Node;
//  - a package with an install script that `allowScripts` in package.json does not cover.
// npm's own errors (a failed download, a peer dependency that cannot be met) still stop the install.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
// An install without the devDependencies (production) has neither semver nor the portal's own Node:
// there is nothing of this to check.
const semver = await import('semver').then((m) => m.default, () => null);
if (!semver) process.exit(0);
const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));

const problems = [];
const nameOf = (key) => key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length);

for (const [key, entry] of Object.entries(lock.packages ?? {})) {
  if (!key || entry.optional) continue;
  const name = nameOf(key);
  const wanted = entry.engines?.node;
  if (wanted && !semver.satisfies(process.version, wanted, { includePrerelease: true })) {
    problems.push(`EBADENGINE ${name}@${entry.version} needs Node ${wanted}; the portal runs on ${process.version}`);
  }
  if (entry.hasInstallScript) {
    const allowed = pkg.allowScripts ?? {};
    const covered = Object.entries(allowed).some(([spec, ok]) => ok !== undefined && (spec === name || spec === `${name}@${entry.version}`));
    if (!covered) problems.push(`install-scripts ${name}@${entry.version} has an install script that allowScripts in package.json does not cover (npm install-scripts ls)`);
  }
}

for (const line of problems) console.warn(`npm warn ${line}`);
