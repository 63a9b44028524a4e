// Public surface of the redirect engine: the matcher, the editor checks and the rule type.
export { compileRedirects, type CompiledRedirects } from './compile'
export {
  chainMessage,
  checkSource,
  describeRule,
  duplicateWarning,
  findChain,
  findConflictingDuplicate,
  loopMessage,
  wouldLoop,
} from './editor-checks'
export type * from './types'
