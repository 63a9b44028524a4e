/** Finance calculators of the Swedish markets, pure and client-safe (spec 02 §3, §5). */
export * from './rate'
export * from './slider'
export * from './disclaimer'
export * from './visibility'
export * from './loan'
export * from './company-leasing'
export * from './private-leasing'
