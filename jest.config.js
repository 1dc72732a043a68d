// One jest run, four projects: unit (node), integration (real Redis), frontend (jsdom), browser (chromium).
const swc = ['@swc/jest', {
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic' } },
    target: 'es2022',
  },
  module: { type: 'commonjs' },
}];
const common = {
  transform: { '^.+\\.(t|j)sx?$': swc, '/node_modules/@react-email/render/.+\\.cjs$': swc },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'json', 'cjs', 'mjs'],
  testPathIgnorePatterns: ['/node_modules/', '/frontend/dist/', '/data/'],
  // syllable and flesch-kincaid (reading levels) and file-type (uploads checked by their bytes) ship as ES modules only: swc turns
  // them into CommonJS like our own code. @react-email/render (the emails' HTML) loads react-dom/server with a dynamic
  // import(), which jest's CommonJS runtime refuses: swc turns it into a require().
  transformIgnorePatterns: ['/node_modules/(?!(syllable|flesch-kincaid|file-type|strtok3|token-types|uint8array-extras|@tokenizer/inflate|@borewit/text-codec|@react-email/render)/)'],
};
module.exports = {
  globalSetup: '<rootDir>/tests/support/global-setup.cjs',
  globalTeardown: '<rootDir>/tests/support/global-teardown.cjs',
  projects: [
    {
      ...common,
      displayName: 'unit',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/{shared,gateway,services,scripts}/**/*.test.ts'],
      testPathIgnorePatterns: [...common.testPathIgnorePatterns, '\\.int\\.test\\.ts$'],
    },
    {
      ...common,
      displayName: 'integration',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/{shared,gateway,services,tests}/**/*.int.test.ts'],
      testPathIgnorePatterns: [...common.testPathIgnorePatterns, '/tests/browser/'],
    },
    {
      ...common,
      displayName: 'frontend',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/frontend/src/**/*.test.{ts,tsx}'],
      setupFilesAfterEnv: ['<rootDir>/frontend/jest.setup.ts'],
      moduleNameMapper: { '\\.(css|svg|png|jpg)$': 'identity-obj-proxy' },
    },
    {
      ...common,
      displayName: 'browser',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/browser/**/*.test.ts'],
      // A real browser on a shared stack, two files at a time on two cores: a page can take more than jest's 5 s default
      // to load and be checked (a file may set more; nothing here measures speed).
      testTimeout: 60_000,
    },
  ],
};
