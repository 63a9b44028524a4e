import { execFileSync } from 'node:child_process'

/**
 * Runs one of the project's TypeScript scripts (through tsx) to its end. When it fails, the error
 * names its exit status and carries the last lines of what it printed, standard output included:
 * Payload logs a failed migration there, and Node names an await that never settled on stderr.
 */
export function runScript(script: string, args: string[], env: NodeJS.ProcessEnv): void {
  try {
    execFileSync('npx', ['tsx', script, ...args], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
      maxBuffer: 64 * 1024 * 1024,
    })
  } catch (error) {
    const { status, signal, stdout, stderr } = error as {
      status?: number | null
      signal?: string | null
      stdout?: Buffer
      stderr?: Buffer
    }
    const output = `${stdout ?? ''}${stderr ?? ''}`.trimEnd().split('\n').slice(-20).join('\n')
    throw new Error(`${script} ended with ${signal ?? `status ${status}`}\n${output}`, { cause: error })
  }
}
