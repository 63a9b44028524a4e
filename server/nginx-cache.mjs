// @ts-check
// A caching reverse proxy in front of the servers: Debian's nginx with proxy_cache (decisions:
// Pages a shared cache may keep).
// `nginxCacheConfig()` writes the configuration the README shows, the browser test
// (e2e/shared-cache.e2e.ts) and the load benchmark (scripts/bench/load.ts) run:
//
// - keeps what the servers mark public (`Cache-Control: public, s-maxage=…`, which nginx honours,
//   with stale-while-revalidate served while one request fetches a fresh copy), keyed on scheme,
//   host and address;
// - never answers or keeps a request with the CMS session, the draft-mode cookie or a cookie a
//   page reads (the alert bar's): those go to the servers, which answer them privately anyway;
// - a purge location for the purge adapter (server/cache-purge.mjs, CACHE_PURGE_URL), open to
//   the servers' addresses only: open-source nginx has no purge, so it passes the tags to the
//   cache purger (server/cache-purger.mjs) beside it, which deletes the cached files whose
//   Cache-Tag names one of them; nginx treats a deleted file as a miss.

/** The cookies that send a request past the cache (server/shared-cache.mjs: editorCookies, hideAlert). */
const personalCookies = ['payload-token', '__prerender_bypass', 'hideAlert']

/**
 * @param {{
 *   port: number,
 *   upstreams: string[],
 *   cacheDir: string,
 *   workDir: string,
 *   purgerPort: number,
 *   purgeFrom?: string[],
 * }} options upstreams as host:port; workDir for nginx's pid, logs and temporary files
 */
export function nginxCacheConfig({
  port,
  upstreams,
  cacheDir,
  workDir,
  purgerPort,
  purgeFrom = ['127.0.0.1'],
}) {
  const cookiePattern = `~(^|;\\s*)(${personalCookies.join('|')})=`
  return `worker_processes 1;
pid ${workDir}/nginx.pid;
error_log ${workDir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${workDir}/client-body;
  proxy_temp_path ${workDir}/proxy;
  fastcgi_temp_path ${workDir}/fastcgi;
  uwsgi_temp_path ${workDir}/uwsgi;
  scgi_temp_path ${workDir}/scgi;
  # levels: one file per page under two levels of folders; inactive: dropped unread for a day.
  proxy_cache_path ${cacheDir} levels=1:2 keys_zone=pages:16m max_size=2g inactive=1d use_temp_path=off;
  map $http_cookie $personal {
    default 0;
    "${cookiePattern}" 1;
  }
  upstream servers {
${upstreams.map((upstream) => `    server ${upstream};`).join('\n')}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    location = /-/cache-purge {
${purgeFrom.map((address) => `      allow ${address};`).join('\n')}
      deny all;
      proxy_pass http://127.0.0.1:${purgerPort};
    }
    location / {
      proxy_pass http://servers;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_cache pages;
      proxy_cache_key $scheme://$host$request_uri;
      proxy_cache_bypass $personal;
      proxy_no_cache $personal;
      # One request fetches a missing or stale page; the others wait for it or get the stale copy.
      proxy_cache_lock on;
      proxy_cache_use_stale updating error timeout http_502 http_503 http_504;
      proxy_cache_background_update on;
      # A page's CSP lists the hashes of its inline scripts: headers can be a few kilobytes.
      proxy_buffer_size 64k;
      proxy_buffers 16 64k;
      proxy_busy_buffers_size 128k;
      add_header X-Cache-Status $upstream_cache_status always;
    }
  }
}
`
}
