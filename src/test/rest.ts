/** Payload's REST API called as Next.js calls its route (`src/app/(payload)/api/[...slug]`), with a JSON body. */
export async function rest(
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<{ status: number; body: unknown }> {
  const [{ REST_GET, REST_POST }, { default: config }] = await Promise.all([
    import('@payloadcms/next/routes'),
    import('@payload-config'),
  ])
  const handler = method === 'GET' ? REST_GET(config) : REST_POST(config)
  const request = new Request(`http://localhost${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const slug = path
    .replace(/^\/api\//, '')
    .split('?')[0]
    .split('/')
  const response = await handler(request, { params: Promise.resolve({ slug }) })
  return { status: response.status, body: await response.json() }
}
