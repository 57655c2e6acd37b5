import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {ignores: ['build/', 'build-announcement/', 'build-hosted/', 'build-variants/', 'build-lunr/', '.docusaurus/', 'node_modules/', 'test-results/', 'bench-results/', '.scratch/', 'scripts/bench/starlight/']},
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs}'],
    languageOptions: {globals: {...globals.browser, ...globals.node}},
    plugins: {'react-hooks': reactHooks},
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_'}],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', {allow: ['warn', 'error']}],
    },
  },
  {
    // Rspack loaders, required by the bundler as they are.
    files: ['**/*.cjs'],
    languageOptions: {sourceType: 'commonjs', globals: globals.node},
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
  {
    files: ['scripts/**', 'tests/**'],
    rules: {'no-console': 'off'},
  },
);
