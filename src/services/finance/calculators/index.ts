/**
 * Finance calculators of the Swedish markets (spec 02 §3, §5). Everything but ./schemas is pure
 * and zod-free, so client islands import those files directly; this index is for server code.
 */
export * from './rate'
export * from './slider'
export * from './disclaimer'
export * from './visibility'
export * from './loan'
export * from './company-leasing'
export * from './price'
export * from './schemas'
