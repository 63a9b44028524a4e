import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'
import local from './scripts/lint/blocks-stand-alone.mjs'

const config = [
  ...nextVitals,
  ...nextTypescript,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Server-rendered markup uses Img (getImageProps): next/image's client runtime would otherwise
    // join every page's first load. Client islands, loaded on their own, may use next/image.
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    ignores: ['src/**/*.client.tsx', 'src/ui/media/Img.tsx', 'src/ui/media/ResponsiveImage.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'next/image', importNames: ['default'], message: "Use Img from '@/ui/media/Img'." },
          ],
        },
      ],
    },
  },
  {
    // Blocks stand alone (docs/decisions.md): a change to one block changes no other. Files directly
    // in src/blocks/ (the block map, routes, schemas, search client, cross-block tests) are in no block.
    files: ['src/blocks/**/*.ts', 'src/blocks/**/*.tsx'],
    plugins: { local },
    rules: { 'local/blocks-stand-alone': 'error' },
  },
  {
    // A flow is a hook plus steps (docs/decisions.md, "Code shape"): no hand-written function,
    // component included, over 120 lines. Tests are left out: a describe reads as one story.
    files: ['src/**/*.{ts,tsx}', 'server/**/*.{ts,mjs}', 'scripts/**/*.{ts,mjs}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { 'max-lines-per-function': ['error', { max: 120, skipBlankLines: true, skipComments: true }] },
  },
  {
    ignores: [
      '.next/**',
      'node_modules/**',
      'data/**',
      '.test-results/**',
      'next-env.d.ts',
      'src/cms/payload-types.ts',
      'src/cms/migrations/**',
      'src/app/(payload)/admin/importMap.js',
    ],
  },
]

export default config
