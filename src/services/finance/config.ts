/** The finance configuration of this process: the defaults with FINANCE_CONFIG's overrides. */
import 'server-only'
import { financeConfigFrom, type FinanceConfig } from './engine/config'

let cached: { json: string | undefined; config: FinanceConfig } | undefined

export function financeConfig(): FinanceConfig {
  const json = process.env.FINANCE_CONFIG
  if (cached && cached.json === json) return cached.config
  const config = financeConfigFrom(json)
  cached = { json, config }
  return config
}
