// Two projects: the browser code (the website and the office console) runs in jsdom, the server and shared rules in node.
// PGlite is loaded with import(), which jest runs only with --experimental-vm-modules (set in package.json).
const transform = {
  '^.+\\.(t|m?j)sx?$': [
    '@swc/jest',
    { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
  ],
  // The translation catalogs, merged and compiled as webpack does (scripts/i18n-catalog-loader.cjs).
  '[\\/]i18n[\\/]messages[\\/](en\\.json|(mr|kn|hi)[\\/]index\\.json)$': '<rootDir>/scripts/i18n-catalog-loader.cjs',
};
// A few dependencies ship only ES modules; jest must compile them too (beasties' own HTML and CSS-selector
// packages among them: the server's critical CSS, src/server/lib/criticalCss.ts).
const transformIgnorePatterns = [
  '/node_modules/(?!(@lingui|@messageformat|content-disposition|cookie|set-cookie-parser|beasties|boolbase|css-select|css-what|dom-serializer|domelementtype|domhandler|domutils|entities|htmlparser2|nth-check)/)',
];
const moduleNameMapper = {
  '\\.module\\.css$': 'identity-obj-proxy',
  '\\.(css|less)$': '<rootDir>/test/styleStub.js',
  '\\.(webp|png|jpg|svg|avif|pdf)$': '<rootDir>/test/fileStub.js',
};

// A busy 2-core machine can take several seconds for one rendering test; the default 5 s failed tests there.
const testTimeout = 30_000;

module.exports = {
  testTimeout,
  projects: [
    {
      displayName: 'client',
      testEnvironment: 'jsdom',
      testTimeout,
      testMatch: ['<rootDir>/test/client/**/*.test.ts?(x)', '<rootDir>/test/admin/**/*.test.ts?(x)'],
      setupFilesAfterEnv: ['<rootDir>/test/client/setup.ts'],
      transform,
      transformIgnorePatterns,
      moduleNameMapper,
    },
    {
      displayName: 'server',
      testEnvironment: 'node',
      testTimeout,
      testMatch: ['<rootDir>/test/server/**/*.test.ts', '<rootDir>/test/shared/**/*.test.ts'],
      transform,
      transformIgnorePatterns,
      moduleNameMapper,
    },
  ],
};
