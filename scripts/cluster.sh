#!/usr/bin/env bash
# Several Logoya instances behind nginx on one PostgreSQL, Redis and S3 (docs/operations.md,
# "Several instances").
#
#   scripts/cluster.sh up                 reset the database, start S3, the instances and nginx; stay up
#   scripts/cluster.sh test               up, the multi-instance test (scripts/cluster/test.ts), down
#   scripts/cluster.sh down               stop everything this script started
#   scripts/cluster.sh status             what runs, and whether each instance is ready
#   scripts/cluster.sh restart            a rolling restart, one instance at a time (RESTART_MODE drain|reload)
#   scripts/cluster.sh start-instance N   start instance N (1-based) again, e.g. after a kill
#   scripts/cluster.sh stop-instance N    SIGTERM instance N and wait for it to finish its requests
#
# Settings (environment; defaults in brackets):
#   CLUSTER_DIR [/tmp/cluster]  run folder: pids, logs, each instance's DATA_DIR, nginx.conf, S3 files
#   CLUSTER_INSTANCES [3]       how many servers; ports CLUSTER_BASE_PORT, +1, +2 …
#   CLUSTER_BASE_PORT [3541]    CLUSTER_NGINX_PORT [8088]    CLUSTER_S3_PORT [3570]
#   CLUSTER_PG_ADMIN_URL [postgres://postgres@127.0.0.1:5432/postgres]
#   CLUSTER_DB [logoya_cluster] (dropped and created again by `up`)
#   CLUSTER_REDIS_URL [redis://127.0.0.1:6379/2] (its logical database is flushed by `up`)
#   CLUSTER_LOGOS [250]         catalogue size: the demo's 250 logos, then benchmark logos
#   CLUSTER_POOL_MAX [8]        DATABASE_POOL_MAX of each instance
#   CLUSTER_LOG_LEVEL [warn]    CLUSTER_CAPTCHA_DIFFICULTY [2000]
#   CLUSTER_SECONDS [5]         each throughput run of the test;  RESTART_MODE [drain] (or reload)
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
CLUSTER_DIR=${CLUSTER_DIR:-/tmp/cluster}
RUN=$CLUSTER_DIR/run
NGINX_DIR=$CLUSTER_DIR/nginx
INSTANCES=${CLUSTER_INSTANCES:-3}
BASE_PORT=${CLUSTER_BASE_PORT:-3541}
NGINX_PORT=${CLUSTER_NGINX_PORT:-8088}
S3_PORT=${CLUSTER_S3_PORT:-3570}
PG_ADMIN_URL=${CLUSTER_PG_ADMIN_URL:-postgres://postgres@127.0.0.1:5432/postgres}
DB_NAME=${CLUSTER_DB:-logoya_cluster}
DATABASE_URL="${PG_ADMIN_URL%/*}/$DB_NAME"
REDIS_URL=${CLUSTER_REDIS_URL:-redis://127.0.0.1:6379/2}
S3_BUCKET=logoya-cluster
LOGOS=${CLUSTER_LOGOS:-250}
PUBLIC_URL="http://127.0.0.1:$NGINX_PORT"

log() { printf '[cluster] %s\n' "$*"; }
die() { printf '[cluster] %s\n' "$*" >&2; exit 1; }

port_of() { echo $((BASE_PORT + $1 - 1)); }

# The pid in a pid file, when that process still runs and its command line contains $2 (so a
# recycled pid is never signalled).
live_pid() {
  local file=$1 expect=$2 pid
  [[ -f $file ]] || return 1
  pid=$(<"$file")
  [[ -r /proc/$pid/cmdline ]] || return 1
  tr '\0' ' ' <"/proc/$pid/cmdline" | grep -qF -- "$expect" || return 1
  echo "$pid"
}

# Waits until $1 answers 200, at most $2 seconds.
wait_ready() {
  local url=$1 seconds=$2 i
  for ((i = 0; i < seconds * 10; i++)); do
    if [[ $(curl -s -o /dev/null -w '%{http_code}' --max-time 2 "$url" || true) == 200 ]]; then return 0; fi
    sleep 0.1
  done
  return 1
}

# One shared secret for every instance: captcha challenges and signed links made by one are
# checked by another. Kept in the run folder so that restarted instances keep it.
secret_key() {
  local file=$CLUSTER_DIR/secret.key
  [[ -s $file ]] || { mkdir -p "$CLUSTER_DIR"; head -c 48 /dev/urandom | base64 | tr -d '\n/+=' >"$file"; }
  cat "$file"
}

s3_script() { [[ -f $ROOT/scripts/s3-local.ts ]]; }

# The S3_* settings of every instance (s3rver's fixed credentials), or nothing without S3.
s3_settings() {
  s3_script || return 0
  echo "S3_ENDPOINT=http://127.0.0.1:$S3_PORT S3_BUCKET=$S3_BUCKET S3_REGION=us-east-1" \
    "S3_ACCESS_KEY_ID=S3RVER S3_SECRET_ACCESS_KEY=S3RVER S3_FORCE_PATH_STYLE=true"
}

ensure_nginx() {
  command -v nginx >/dev/null 2>&1 && return 0
  log "nginx is missing: installing Debian's package"
  apt-get install -y nginx >/dev/null || { apt-get update >/dev/null && apt-get install -y nginx >/dev/null; }
}

reset_database() {
  log "database $DB_NAME: dropped and created again"
  psql "$PG_ADMIN_URL" -q -v ON_ERROR_STOP=1 \
    -c "drop database if exists $DB_NAME with (force)" -c "create database $DB_NAME" >/dev/null
}

# Instances with REDIS_URL refuse to start without Redis, and a cluster without it would not test
# shared limits and cache clears: Redis must answer.
reset_redis() {
  redis-cli -u "$REDIS_URL" ping >/dev/null 2>&1 || die "Redis at $REDIS_URL does not answer (start redis-server)"
  redis-cli -u "$REDIS_URL" flushdb >/dev/null
  log "redis $REDIS_URL: flushed"
}

start_s3() {
  if ! s3_script; then
    log "scripts/s3-local.ts is missing: no S3, each instance keeps files on its own disk"
    return 0
  fi
  rm -rf "$CLUSTER_DIR/s3"
  mkdir -p "$CLUSTER_DIR/s3"
  (cd "$ROOT" && exec setsid node --import tsx scripts/s3-local.ts --port "$S3_PORT" \
    --dir "$CLUSTER_DIR/s3" --bucket "$S3_BUCKET" >>"$RUN/s3.log" 2>&1) &
  echo $! >"$RUN/s3.pid"
  local i
  for ((i = 0; i < 300; i++)); do
    if curl -s -o /dev/null --max-time 1 "http://127.0.0.1:$S3_PORT/"; then
      log "S3 (s3rver) on :$S3_PORT, bucket $S3_BUCKET, files in $CLUSTER_DIR/s3"
      return 0
    fi
    live_pid "$RUN/s3.pid" s3-local >/dev/null || die "S3 server exited; see $RUN/s3.log"
    sleep 0.1
  done
  die "S3 server not answering on :$S3_PORT; see $RUN/s3.log"
}

# Instance N in the background (its own process group, so it outlives this script), its pid in
# run/instance-N.pid. $2: SEED_DEMO (never, or always for the first start on an empty database).
start_instance() {
  local n=$1 seed=${2:-never} port dir s3_env start_cmd
  port=$(port_of "$n")
  dir=$CLUSTER_DIR/instance-$n
  mkdir -p "$dir" "$RUN"
  if live_pid "$RUN/instance-$n.pid" scripts/start.mjs >/dev/null; then die "instance $n already runs"; fi
  read -r -a s3_env <<<"$(s3_settings)"
  # `npm start`'s command, with its malloc settings and node flags (package.json,
  # docs/operations.md), run through env rather than npm, so that the instance's pid is its server's.
  start_cmd=$(node -p "require('$ROOT/package.json').scripts.start")
  (cd "$ROOT" && exec env PORT="$port" HOST=127.0.0.1 DATA_DIR="$dir" DATABASE_URL="$DATABASE_URL" \
    DATABASE_POOL_MAX="${CLUSTER_POOL_MAX:-8}" REDIS_URL="$REDIS_URL" REDIS_KEY_PREFIX=logoya: \
    "${s3_env[@]}" SECRET_KEY="$(secret_key)" PUBLIC_URL="$PUBLIC_URL" TRUST_PROXY=1 \
    SEED_DEMO="$seed" LOG_LEVEL="${CLUSTER_LOG_LEVEL:-warn}" \
    CAPTCHA_DIFFICULTY="${CLUSTER_CAPTCHA_DIFFICULTY:-2000}" \
    setsid bash -c "exec env $start_cmd" >>"$dir/server.log" 2>&1) &
  echo $! >"$RUN/instance-$n.pid"
  wait_ready "http://127.0.0.1:$port/readyz" 120 || die "instance $n (:$port) not ready; see $dir/server.log"
  log "instance $n ready on :$port (pid $(<"$RUN/instance-$n.pid"), log $dir/server.log)"
}

# SIGTERM: the instance finishes its requests in flight (SHUTDOWN_TIMEOUT_MS), then exits.
stop_instance() {
  local n=$1 pid i
  pid=$(live_pid "$RUN/instance-$n.pid" scripts/start.mjs) || return 0
  kill -TERM "$pid"
  for ((i = 0; i < 150; i++)); do [[ -d /proc/$pid ]] || break; sleep 0.1; done
  if [[ -d /proc/$pid ]]; then kill -KILL "$pid"; fi
  rm -f "$RUN/instance-$n.pid"
}

# nginx.conf for the instances; $1 (optional) names an instance marked down (a rolling restart).
write_nginx_conf() {
  local down=${1:-0} n flag servers=''
  for ((n = 1; n <= INSTANCES; n++)); do
    flag=''
    if ((n == down)); then flag=' down'; fi
    servers+="    server 127.0.0.1:$(port_of "$n") max_fails=2 fail_timeout=5s$flag;"$'\n'
  done
  mkdir -p "$NGINX_DIR"
  sed -e "s|@SERVERS@|${servers//$'\n'/\\n}|" -e "s|@DIR@|$NGINX_DIR|g" -e "s|@PORT@|$NGINX_PORT|g" \
    "$ROOT/scripts/cluster/nginx.conf.template" >"$NGINX_DIR/nginx.conf"
}

nginx_cmd() { nginx -p "$NGINX_DIR/" -e "$NGINX_DIR/error.log" -c "$NGINX_DIR/nginx.conf" "$@"; }

start_nginx() {
  write_nginx_conf
  nginx_cmd -t -q || die "nginx.conf does not pass nginx -t"
  nginx_cmd
  wait_ready "$PUBLIC_URL/readyz" 30 || die "nginx not answering on :$NGINX_PORT; see $NGINX_DIR/error.log"
  log "nginx on :$NGINX_PORT (config $NGINX_DIR/nginx.conf, access log $NGINX_DIR/access.log)"
}

stop_nginx() {
  local pid i
  pid=$(live_pid "$NGINX_DIR/nginx.pid" nginx) || return 0
  kill -QUIT "$pid"
  for ((i = 0; i < 100; i++)); do [[ -d /proc/$pid ]] || break; sleep 0.1; done
}

seed() {
  # The first instance seeds the demo through its own storage (so the images land in S3); more
  # logos come from the seed script (benchmark logos share 50 images).
  start_instance 1 always
  if ((LOGOS > 250)); then
    log "seeding $((LOGOS - 250)) benchmark logos"
    (cd "$ROOT" && DATABASE_URL="$DATABASE_URL" DATA_DIR="$CLUSTER_DIR/seed" LOG_LEVEL=warn \
      npm run --silent db:seed -- --logos "$((LOGOS - 250))" | sed 's/^/[seed] /')
    if s3_script; then
      # The seed script writes the benchmark logos' shared images to its own disk: copy them over.
      (cd "$ROOT" && env $(s3_settings) node --import tsx scripts/files-to-s3.ts --from "$CLUSTER_DIR/seed/files" |
        sed 's/^/[files-to-s3] /')
    fi
  fi
}

up() {
  down quiet
  ensure_nginx
  rm -rf "$RUN" "$NGINX_DIR" "$CLUSTER_DIR"/instance-* "$CLUSTER_DIR/seed"
  mkdir -p "$RUN"
  reset_database
  reset_redis
  start_s3
  seed
  local n starters=()
  for ((n = 2; n <= INSTANCES; n++)); do
    start_instance "$n" &
    starters+=($!)
  done
  # Only the starters: S3 and instance 1 are this shell's children too, and keep running.
  wait "${starters[@]}"
  for ((n = 2; n <= INSTANCES; n++)); do
    live_pid "$RUN/instance-$n.pid" scripts/start.mjs >/dev/null || die "instance $n did not start"
  done
  start_nginx
  log "up: $PUBLIC_URL -> $INSTANCES instances on :$BASE_PORT-:$(port_of "$INSTANCES")"
}

down() {
  local n stoppers=()
  stop_nginx
  for ((n = 1; n <= INSTANCES; n++)); do
    stop_instance "$n" &
    stoppers+=($!)
  done
  wait "${stoppers[@]}"
  local pid
  if pid=$(live_pid "$RUN/s3.pid" s3-local); then kill -TERM "$pid"; fi
  [[ ${1:-} == quiet ]] || log "down (logs kept under $CLUSTER_DIR)"
}

status() {
  local n port
  for ((n = 1; n <= INSTANCES; n++)); do
    port=$(port_of "$n")
    printf 'instance %d :%d pid %s readyz %s\n' "$n" "$port" \
      "$(live_pid "$RUN/instance-$n.pid" scripts/start.mjs || echo -)" \
      "$(curl -s -o /dev/null -w '%{http_code}' --max-time 2 "http://127.0.0.1:$port/readyz" || true)"
  done
  printf 'nginx :%d pid %s\n' "$NGINX_PORT" "$(live_pid "$NGINX_DIR/nginx.pid" nginx || echo -)"
  printf 's3 :%d pid %s\n' "$S3_PORT" "$(live_pid "$RUN/s3.pid" s3-local || echo -)"
}

# One instance at a time, so the others carry the load. RESTART_MODE=drain (the default) leaves
# nginx alone: SIGTERM makes the instance finish what it has and refuse new connections, which
# nginx sends to the others (marking it failed for fail_timeout); the next instance waits until
# nginx tries this one again. RESTART_MODE=reload takes the instance out of nginx first (marked
# down, nginx reloaded) and back after /readyz; every reload closes idle client connections, so
# clients that do not resend on a reset keep-alive connection see errors (docs/operations.md).
rolling_restart() {
  local n mode=${RESTART_MODE:-drain}
  for ((n = 1; n <= INSTANCES; n++)); do
    if [[ $mode == reload ]]; then
      write_nginx_conf "$n"
      nginx_cmd -s reload
      sleep 1 # the old nginx workers finish their requests to instance n; new ones never pick it
    fi
    stop_instance "$n"
    start_instance "$n"
    if [[ $mode == reload ]]; then
      write_nginx_conf
      nginx_cmd -s reload
    elif ((n < INSTANCES)); then
      sleep 6 # fail_timeout (5 s): nginx sends to instance n again before the next one goes
    fi
  done
  log "rolling restart done ($mode)"
}

run_test() {
  trap 'down' EXIT
  up
  local instances='' n
  for ((n = 1; n <= INSTANCES; n++)); do instances+="${instances:+,}$(port_of "$n")"; done
  (cd "$ROOT" && CLUSTER_URL="$PUBLIC_URL" CLUSTER_PORTS="$instances" CLUSTER_RUN="$RUN" \
    CLUSTER_DATABASE_URL="$DATABASE_URL" CLUSTER_REDIS_URL="$REDIS_URL" node --import tsx scripts/cluster/test.ts)
}

case ${1:-} in
  up)
    trap 'down quiet' EXIT # a failed start leaves nothing running
    up
    trap - EXIT
    ;;
  down) down ;;
  test) run_test ;;
  status) status ;;
  restart) rolling_restart ;;
  start-instance) start_instance "${2:?instance number}" ;;
  stop-instance) stop_instance "${2:?instance number}" ;;
  *)
    sed -n '2,23p' "$0" | sed 's/^# \{0,1\}//'
    exit 2
    ;;
esac
