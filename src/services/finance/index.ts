/** The UK finance service: products, quotes and terms under /api/codeweaver (spec 02 §7). */
export { handleDefaultRequest, handleLegalRequest, handleQuoteRequest, maxBodyBytes } from './http'
export { defaultProducts, quoteTerms, quoteVehicles } from './service'
