/**
 * The finance service's client-safe part: the calculators of the Swedish markets (spec 02 §3, §5)
 * exported here, the UK calculator's rules in ./uk. Nothing in this folder reaches the server
 * (no 'server-only', no storage). Everything but ./schemas is pure and zod-free, so client
 * islands import those files directly; this index is for server code.
 */
export * from './rate'
export * from './slider'
export * from './visibility'
export * from './loan'
export * from './company-leasing'
export * from './price'
export * from './schemas'
