import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'

/** Import boundaries of ARCHITECTURE.md: shared → lib/components → features → app; shared → server → functions. */
const restrict = (files, patterns, message) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns: patterns.map((p) => ({ group: [p], message })) }] },
})

export default tseslint.config(
  { ignores: ['dist/**', '.data/**', 'node_modules/**', 'public/**', 'test-results/**', 'playwright-report/**', '.netlify/**', '.cache/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // React's hook rules apply to browser code only; server and test helpers may be named use*.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/server/**', 'src/shared/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  restrict(['src/shared/**'], ['~/lib/*', '~/components/*', '~/features/*', '~/app/*', '~/server/*', 'react', 'react-dom', 'node:*'], 'src/shared is isomorphic: no React, DOM or Node APIs, and no imports from other layers.'),
  restrict(['src/server/**'], ['~/lib/*', '~/components/*', '~/features/*', '~/app/*', 'react', 'react-dom', 'react-dom/*'], 'src/server never imports React or browser code.'),
  restrict(['src/lib/**'], ['~/features/*', '~/app/*', '~/server/*'], 'lib sits below features and app, and never imports the server.'),
  // Later blocks replace the rule for the same files, so components carry both restrictions here.
  restrict(['src/components/**', 'src/app/routes/home.tsx', 'src/app/routes/legal-*.tsx', 'src/app/routes/not-found.tsx'], ['~/features/*', '~/app/*', '~/server/*', 'react-router', 'react-router-dom', 'swr'], 'Components sit below features and app; static pages hydrate without the router or SWR (docs/decisions/002).'),
  // Marketing pages that compose features (the Contact us dialog) still hydrate without the router.
  restrict(['src/app/routes/{about-us,diasporans,home-inspection,media}.tsx'], ['~/app/*', '~/server/*', 'react-router', 'react-router-dom', 'swr'], 'Static pages hydrate without the router or SWR (docs/decisions/002).'),
  restrict(['src/app/routes/{direct2seller,referral-program,verify-title,pricing,join-realtor-network,sellers-mandate}.tsx'], ['~/app/*', '~/server/*', 'react-router', 'react-router-dom', 'swr'], 'Static pages hydrate without the router or SWR (docs/decisions/002).'),
  restrict(['src/features/**'], ['~/app/*', '~/server/*'], 'features never import app or server.'),
  restrict(['netlify/functions/**'], ['~/lib/*', '~/components/*', '~/features/*', '~/app/*', 'react'], 'functions are thin entries into src/server.'),
  {
    // Issue 20, item 8: a replacement *string* reads $&, $', $1 in the data as patterns (a listing
    // titled '… $150,000 …' garbled its page). Computed replacements go through a function.
    files: ['**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          "CallExpression[callee.property.name=/^replace(All)?$/][arguments.1.type='TemplateLiteral'][arguments.1.expressions.length>0]",
          "CallExpression[callee.property.name=/^replace(All)?$/][arguments.1.type=/^(Identifier|MemberExpression|CallExpression|BinaryExpression|ConditionalExpression|LogicalExpression|TSNonNullExpression|TSAsExpression)$/]",
        ].map((selector) => ({ selector, message: "Pass a function to replace(): in a computed replacement string, $&, $' and $1 are patterns, not text." })),
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/api-client.ts', 'src/lib/page-content.ts', 'src/**/*.test.{ts,tsx}', 'src/server/**', 'src/testing/**'],
    rules: { 'no-restricted-globals': ['error', { name: 'fetch', message: 'Call the API through src/lib/api-client.ts.' }] },
  },
)
