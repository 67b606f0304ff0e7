// The translation catalogs as the browser code imports them (docs/i18n.md), compiled by Lingui at build time so
// the browser needs no message compiler. One file serves two tools:
//   - webpack's loader for src/client/i18n/messages/en.json and messages/<lang>/index.json (webpack.config.ts);
//   - jest's transform for the same files (jest.config.js), so component tests render the real translations.
// messages/<lang>/index.json stands for the whole directory: all its *.json files, merged. en.json becomes the
// English texts that have {placeholders} (the others need no catalog: a missing text shows as written).
//
// A language's catalog comes in parts of at most PART_CHARS characters of JSON, an array (CatalogParts in
// src/client/i18n). For webpack each part is a function that loads its part when called, so the browser takes the
// catalog in one short task per part (src/client/i18n's loadLanguage) instead of one long one (the Hindi catalog,
// 462 KB, was a task of 67 ms at DevTools' 4x CPU slowdown: compiling the module, then parsing its JSON). For jest
// the parts are the objects themselves: a .json module must be JSON.
const path = require('node:path');
const fs = require('node:fs');
const { URLSearchParams } = require('node:url');
const tsx = require('tsx/cjs/api');

function compiledCatalog(resourcePath) {
  const { compileMessage } = require('@lingui/message-utils/compileMessage');
  const { readCatalogDir } = tsx.require('../src/server/lib/i18nCatalogs.ts', __filename);
  const entries =
    path.basename(resourcePath) === 'en.json'
      ? JSON.parse(fs.readFileSync(resourcePath, 'utf8'))
          .filter((text) => text.includes('{'))
          .map((text) => [text, text])
      : Object.entries(readCatalogDir(path.dirname(resourcePath)));
  const compiled = {};
  for (const [english, translation] of entries) {
    try {
      compiled[english] = compileMessage(translation);
    } catch {
      // Not ICU (a stray brace): shown as written.
      compiled[english] = [translation];
    }
  }
  return compiled;
}

const PART_CHARS = 15_000;

/** The catalog's messages in consecutive parts of at most PART_CHARS characters of JSON (a longer message alone). */
function catalogParts(compiled) {
  const parts = [];
  let part = {};
  let chars = 2;
  for (const [english, message] of Object.entries(compiled)) {
    const entryChars = JSON.stringify(english).length + JSON.stringify(message).length + 2;
    if (chars + entryChars > PART_CHARS && chars > 2) {
      parts.push(part);
      part = {};
      chars = 2;
    }
    part[english] = message;
    chars += entryChars;
  }
  if (chars > 2) parts.push(part);
  return parts;
}

const isLanguageCatalog = (resourcePath) => path.basename(resourcePath) !== 'en.json';

/**
 * webpack: en.json is one module. A language's index.json is an array of functions, each requiring one part, which
 * is a module of its own (`index.json?part=N`, made here too): V8 compiles a module's function only when it first
 * runs, so each part's text is read then, and not all of it with the first. The directory is a dependency, so a
 * new or changed area file rebuilds the catalog.
 */
module.exports = function catalogLoader() {
  const compiled = compiledCatalog(this.resourcePath);
  const json = (value) => JSON.stringify(JSON.stringify(value));
  if (!isLanguageCatalog(this.resourcePath)) return `module.exports = JSON.parse(${json(compiled)});`;
  this.addContextDependency(path.dirname(this.resourcePath));
  const parts = catalogParts(compiled);
  const part = new URLSearchParams(this.resourceQuery).get('part');
  if (part !== null) return `module.exports = JSON.parse(${json(parts[Number(part)] ?? {})});`;
  const requests = parts.map((_, index) => JSON.stringify(`${this.resourcePath}?part=${index}`));
  return `module.exports = [\n${requests.map((request) => `() => require(${request})`).join(',\n')}\n];`;
};

/** jest: the same catalog, as JSON (jest parses a .json module's transformed text); the key covers the directory. */
module.exports.process = (_source, resourcePath) => {
  const compiled = compiledCatalog(resourcePath);
  return { code: JSON.stringify(isLanguageCatalog(resourcePath) ? catalogParts(compiled) : compiled) };
};
module.exports.getCacheKey = (source, resourcePath) => {
  const dir = path.dirname(resourcePath);
  const stamps = fs
    .readdirSync(dir)
    .map((name) => `${name}:${fs.statSync(path.join(dir, name)).mtimeMs}`)
    .join('|');
  // This file too: a change to how catalogs are compiled or cut must not be answered from jest's cache.
  return `${resourcePath}|${stamps}|${source.length}|${fs.statSync(__filename).mtimeMs}`;
};
