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
    // Blocks stand alone (docs/decisions.md): a change to one block changes no other. The pairs
    // below still share a block's own module and are the next to move to src/ui or src/lib.
    files: ['src/blocks/**/*.ts', 'src/blocks/**/*.tsx'],
    // A test may render several blocks together.
    ignores: ['src/blocks/**/*.test.ts', 'src/blocks/**/*.test.tsx'],
    plugins: { local },
    rules: {
      'local/blocks-stand-alone': [
        'error',
        {
          allowed: {
            // The car list's filter panel, list state, facet map and phrase parser.
            'car-search-hero': ['car-list'],
            'kit-catalogue': ['car-list'],
            // The brands the car list has routes for.
            footer: ['car-list'],
            // A car's record and structured data for a dealer's stock.
            'facility-detail': ['car-detail'],
            // The embedded and hosted form the marketing form renders.
            'form-builder': ['marketing-form'],
            // The alert bar's message, shown in the header.
            'header-navigation': ['alert-bar'],
            // The kit catalogue's car chooser and texts.
            'kit-vehicle-selector': ['kit-catalogue'],
            // The workshop flows' shared state, summary, brand check and texts.
            'mechanic-mate': ['service-booking'],
            'service-booking': ['mechanic-mate'],
            // The chosen dealer and the dealer query.
            'site-selection': ['facility-list'],
            'site-teasers': ['facility-list', 'site-selection'],
          },
        },
      ],
    },
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
