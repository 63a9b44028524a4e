import { RuleTester } from 'eslint'
import { describe, it } from 'vitest'
import { blocksStandAlone } from './blocks-stand-alone.mjs'

RuleTester.describe = describe
RuleTester.it = it
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } })
const file = '/project/src/blocks/kit-catalogue/Catalogue.tsx'

tester.run('blocks-stand-alone', blocksStandAlone, {
  valid: [
    { filename: file, code: "import { Icon } from '@/ui/icons/Icon'" },
    { filename: file, code: "import { texts } from './texts'" },
    {
      filename: '/project/src/blocks/kit-catalogue/parts/Cart.tsx',
      code: "import { texts } from '../texts'",
    },
    { filename: file, code: "import { blockRegistry } from '@/blocks/registry'" },
    { filename: file, code: "import { search } from '../search-client'" },
    { filename: '/project/src/ui/map/Map.tsx', code: "import { x } from '@/blocks/car-list/phrase'" },
    {
      filename: '/project/src/blocks/service-booking/mechanic-mate/brand.ts',
      code: "import { bookingTexts } from '../texts'",
    },
    {
      filename: '/project/src/blocks/stories-failure.test.ts',
      code: "import { x } from './stories-list/Component'",
    },
  ],
  invalid: [
    {
      filename: file,
      code: "import { FilterPanel } from '@/blocks/car-list/FilterPanel.client'",
      errors: [{ messageId: 'otherBlock', data: { from: 'kit-catalogue', to: 'car-list' } }],
    },
    {
      filename: file,
      code: "export { phrase } from '../car-list/phrase'",
      errors: [{ messageId: 'otherBlock' }],
    },
    {
      filename: file,
      code: "const lazy = () => import('../car-list/FilterPanel.client')",
      errors: [{ messageId: 'otherBlock' }],
    },
    {
      filename: file,
      code: "import { x } from '@/blocks/service-booking/mechanic-mate/brand'",
      errors: [{ messageId: 'otherBlock', data: { from: 'kit-catalogue', to: 'service-booking' } }],
    },
    {
      filename: '/project/src/blocks/car-list/query.test.ts',
      code: "import { x } from '../kit-catalogue/query'",
      errors: [{ messageId: 'otherBlock', data: { from: 'car-list', to: 'kit-catalogue' } }],
    },
  ],
})
