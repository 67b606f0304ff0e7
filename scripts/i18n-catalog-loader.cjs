// The translation catalogs as the browser code imports them (docs/i18n.md), compiled by Lingui at build time so
// the browser needs no message compiler. One file serves two tools:
//   - webpack's loader for src/client/i18n/messages/en.json and messages/<lang>/index.json (webpack.config.ts);
//   - jest's transform for the same files (jest.config.js), so component tests render the real translations.
// messages/<lang>/index.json stands for the whole directory: all its *.json files, merged. en.json becomes the
// English texts that have {placeholders} (the others need no catalog: a missing text shows as written).
const path = require('node:path');
const fs = require('node:fs');
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

/** webpack: the directory is a dependency, so a new or changed area file rebuilds the catalog. */
module.exports = function catalogLoader() {
  if (path.basename(this.resourcePath) !== 'en.json') this.addContextDependency(path.dirname(this.resourcePath));
  return `module.exports = JSON.parse(${JSON.stringify(JSON.stringify(compiledCatalog(this.resourcePath)))});`;
};

/** jest: the same catalog, as JSON (jest parses a .json module's transformed text); the key covers the directory. */
module.exports.process = (_source, resourcePath) => ({ code: JSON.stringify(compiledCatalog(resourcePath)) });
module.exports.getCacheKey = (source, resourcePath) => {
  const dir = path.dirname(resourcePath);
  const stamps = fs
    .readdirSync(dir)
    .map((name) => `${name}:${fs.statSync(path.join(dir, name)).mtimeMs}`)
    .join('|');
  return `${resourcePath}|${stamps}|${source.length}`;
};
