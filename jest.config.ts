import type { Config } from 'jest';

// Two projects: the browser code runs in jsdom, the server and the shared rules in node.
const transform: Config['transform'] = {
  '^.+\\.(t|j)sx?$': [
    '@swc/jest',
    { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
  ],
};
const moduleNameMapper = {
  '\\.module\\.css$': 'identity-obj-proxy',
  '\\.(css|less)$': '<rootDir>/test/styleStub.js',
  '\\.(webp|png|jpg|svg|avif|pdf)$': '<rootDir>/test/fileStub.js',
};

const config: Config = {
  projects: [
    {
      displayName: 'client',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/test/client/**/*.test.ts?(x)'],
      setupFilesAfterEnv: ['<rootDir>/test/client/setup.ts'],
      transform,
      moduleNameMapper,
    },
    {
      displayName: 'server',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/server/**/*.test.ts', '<rootDir>/test/shared/**/*.test.ts'],
      transform,
      moduleNameMapper,
    },
  ],
};
export default config;
