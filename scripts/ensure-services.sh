#!/usr/bin/env bash
# Makes sure what the test suite needs is on this machine: Debian's Chromium for browser tests,
# Debian's nginx (the caching proxy of e2e/shared-cache.e2e.ts, which starts its own; the package's
# default site is not used), a PostgreSQL server on 127.0.0.1:5432 (trust auth, database "test")
# and a Redis server on 127.0.0.1:6379 (the instance bus's tests). Installs and starts what is
# missing; does nothing when all are already there.
set -euo pipefail

apt_install() {
  if [ "$(id -u)" != 0 ]; then echo "ensure-services: need root to install $*" >&2; exit 1; fi
  if [ -z "${APT_UPDATED:-}" ]; then apt-get update -qq; APT_UPDATED=1; fi
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
}

if [ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
  echo "ensure-services: installing chromium"
  apt_install chromium fonts-dejavu-core fonts-liberation
fi

if [ ! -x "${NGINX_PATH:-/usr/sbin/nginx}" ]; then
  echo "ensure-services: installing nginx"
  apt_install nginx
fi

pg_ready() { (exec 3<>/dev/tcp/127.0.0.1/5432) 2>/dev/null; }

if [ -z "${TEST_POSTGRES_URL:-}" ] && ! pg_ready; then
  if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
    echo "ensure-services: installing postgresql"
    apt_install postgresql
  fi
  bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
  dir=/tmp/vrp-postgres
  if [ ! -f "$dir/PG_VERSION" ]; then
    echo "ensure-services: creating a PostgreSQL cluster in $dir"
    mkdir -p "$dir" && chown postgres:postgres "$dir"
    su postgres -s /bin/sh -c "$bin/initdb -D $dir -A trust -U postgres >/dev/null"
  fi
  echo "ensure-services: starting PostgreSQL on 127.0.0.1:5432"
  su postgres -s /bin/sh -c "$bin/pg_ctl -D $dir -o '-p 5432 -k /tmp -c listen_addresses=127.0.0.1 -c fsync=off' -l $dir/server.log -w start >/dev/null"
fi

if [ -z "${TEST_POSTGRES_URL:-}" ]; then
  if [ ! -d node_modules/pg ]; then echo "ensure-services: run npm install first" >&2; exit 1; fi
  node -e "
    const pg = require('pg');
    const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
    admin.connect()
      .then(() => admin.query(\"SELECT 1 FROM pg_database WHERE datname = 'test'\"))
      .then((r) => (r.rowCount ? null : admin.query('CREATE DATABASE test')))
      .then(() => admin.end())
      .catch((error) => { console.error('ensure-services: PostgreSQL is not usable:', error.message); process.exit(1) });
  "
fi
redis_ready() { (exec 3<>/dev/tcp/127.0.0.1/6379) 2>/dev/null; }

if [ -z "${TEST_REDIS_URL:-}" ] && ! redis_ready; then
  if ! command -v redis-server >/dev/null; then
    echo "ensure-services: installing redis-server"
    apt_install redis-server
  fi
  echo "ensure-services: starting Redis on 127.0.0.1:6379"
  # Nothing kept on disk: the tests use it as a message bus only.
  redis-server --bind 127.0.0.1 --port 6379 --save '' --appendonly no --daemonize yes \
    --logfile /tmp/vrp-redis.log
  for _ in $(seq 50); do redis_ready && break; sleep 0.1; done
  redis_ready || { echo "ensure-services: Redis did not start (see /tmp/vrp-redis.log)" >&2; exit 1; }
fi
echo "ensure-services: chromium, nginx, PostgreSQL and Redis ready"
