import { spawn } from 'node:child_process'
import fs from 'node:fs'

export type RunningServer = {
  pid: number
  /** Everything the server printed so far (JSON log lines). */
  output: () => string
  stop: () => Promise<void>
}

/** Resolves once `url` answers 2xx; throws when the process exits first or after two minutes. */
export async function waitForHealthy(
  url: string,
  server: ReturnType<typeof spawn>,
  log: () => string,
): Promise<void> {
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited early:\n${log()}`)
    try {
      const response = await fetch(url)
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`server did not become healthy:\n${log()}`)
}

/** The production server (server/serve.mjs) on `port`, answering /healthz when this resolves. */
export async function startProductionServer(
  env: NodeJS.ProcessEnv,
  port: number,
  onOutput: (chunk: Buffer) => void = () => {},
  /** Write the output straight to this file, so the server can outlive the test run. */
  logFile?: string,
): Promise<RunningServer> {
  let output = ''
  const log = logFile ? fs.openSync(logFile, 'a') : 'pipe'
  // Its own process group, so stopping it also stops the server's workers.
  const server = spawn(process.execPath, ['server/serve.mjs'], {
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', log, log],
    detached: true,
  })
  if (logFile) {
    server.unref()
    const read = () => fs.readFileSync(logFile, 'utf8')
    await waitForHealthy(`http://localhost:${port}/healthz`, server, read)
    return { pid: server.pid!, output: read, stop: async () => void process.kill(-server.pid!, 'SIGTERM') }
  }
  const record = (chunk: Buffer) => {
    output += chunk
    onOutput(chunk)
  }
  server.stdout?.on('data', record)
  server.stderr?.on('data', record)
  let stopping = false
  // A server that stops on its own says why in the test's output, not only in a refused connection.
  server.once('exit', (code, signal) => {
    if (!stopping) console.error(`server on port ${port} exited (${signal ?? code}):\n${output.slice(-4000)}`)
  })
  await waitForHealthy(`http://localhost:${port}/healthz`, server, () => output)
  return {
    pid: server.pid!,
    output: () => output,
    stop: async () => {
      stopping = true
      if (server.exitCode !== null) return
      const exited = new Promise((resolve) => server.once('exit', resolve))
      process.kill(-server.pid!, 'SIGTERM')
      await exited
    },
  }
}
