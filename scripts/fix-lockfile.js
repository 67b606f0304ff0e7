#!/usr/bin/env node
// `node scripts/fix-lockfile.js` (package-lock.json by default) after changing dependencies.
// The registry these machines reach serves no packages for other platforms, so npm leaves their optional
// entries out of the lock and `npm ci` then refuses it. This adds those entries, marked with the os/cpu read
// from the package name, so npm ci accepts the lock and skips them on this platform.
const fs = require('fs');
const file = process.argv[2] ?? 'package-lock.json';
const lock = JSON.parse(fs.readFileSync(file, 'utf8'));
const OS = [
  'darwin',
  'win32',
  'linux',
  'android',
  'freebsd',
  'openharmony',
  'netbsd',
  'openbsd',
  'sunos',
  'aix',
];
const CPU = {
  arm64: 'arm64',
  x64: 'x64',
  ia32: 'ia32',
  arm: 'arm',
  ppc64: 'ppc64',
  s390x: 's390x',
  loong64: 'loong64',
  riscv64: 'riscv64',
};
let added = 0;
for (const [key, entry] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const base = key ? `${key}/node_modules/${name}` : `node_modules/${name}`;
    if (lock.packages[base] || lock.packages[`node_modules/${name}`]) continue;
    const parts = name.split('/').pop().split('-');
    const os = parts.find((p) => OS.includes(p));
    const cpu = parts.map((p) => CPU[p]).find(Boolean);
    if (!os) continue;
    lock.packages[`node_modules/${name}`] = {
      version,
      optional: true,
      os: [os],
      ...(cpu ? { cpu: [cpu] } : {}),
    };
    added += 1;
  }
}
fs.writeFileSync(file, JSON.stringify(lock, null, 2) + '\n');
console.log(`added ${added} entries`);
