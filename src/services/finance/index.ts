/**
 * The UK finance service: products, quotes and terms under /api/codeweaver (spec 02 §7). Server
 * only; the calculators the car page's islands run are in ./calculators.
 */
export { handleDefaultRequest, handleLegalRequest, handleQuoteRequest, maxBodyBytes } from './http'
export { defaultProducts, quoteTerms, quoteVehicles } from './service'
