#!/usr/bin/env bash
# A real WordPress for tests, offline, from Debian's packages (facts: ../shared/notes/wordpress-in-ci.md).
#   scripts/wordpress-ci.sh start   installs what is missing, starts MariaDB and `php -S` (4 workers),
#                                   installs the site once, and prints WP_BASE_URL, WP_USER, WP_APP_PASSWORD, WP_ADMIN_PASSWORD
#                                   (and WP_READER_USER / WP_READER_APP_PASSWORD: a subscriber who cannot publish)
#   scripts/wordpress-ci.sh stop    stops the PHP server and MariaDB
#   scripts/wordpress-ci.sh reset   stops the PHP server and wipes the site (database and uploads)
# Run as root. WP_PORT (default 8089) picks the port; the host is always 127.0.0.1, because Debian's
# wp-config chooses /etc/wordpress/config-<host>.php by the Host header.
# Output lines are `KEY='value'` so `eval "$(scripts/wordpress-ci.sh start)"` works (the password has spaces).
set -euo pipefail

WP_HOST=127.0.0.1
WP_PORT="${WP_PORT:-8089}"
WP_BASE_URL="http://${WP_HOST}:${WP_PORT}"
STATE_DIR=/var/lib/wordpress-ci
DB_NAME=wp_ci
DB_USER=wp_ci
DB_PASS=wp_ci
ADMIN_USER=admin
ADMIN_PASS=admin-ci-password
READER_USER=reader
CONFIG="/etc/wordpress/config-${WP_HOST}.php"
CONTENT_DIR=/var/lib/wordpress/wp-content
log() { echo "wordpress-ci: $*" >&2; }

install_packages() {
  local missing=()
  [ -f /usr/share/wordpress/wp-load.php ] || missing+=(wordpress)
  dpkg -s wordpress-theme-twentytwentythree >/dev/null 2>&1 || missing+=(wordpress-theme-twentytwentythree)
  command -v mariadbd >/dev/null 2>&1 || [ -x /usr/sbin/mariadbd ] || missing+=(mariadb-server)
  command -v php >/dev/null 2>&1 || missing+=(php-cli)
  php -m 2>/dev/null | grep -i '^mysqli$' >/dev/null || missing+=(php-mysql)
  php -m 2>/dev/null | grep -i '^gd$' >/dev/null || missing+=(php-gd)
  if [ "${#missing[@]}" -gt 0 ]; then
    log "installing ${missing[*]}"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -q >&2
    apt-get install -y -q --no-install-recommends "${missing[@]}" >&2
  fi
}

mariadb_up() { mariadb-admin --protocol=socket ping >/dev/null 2>&1; }

start_mariadb() {
  if mariadb_up; then return; fi
  install -d -o mysql -g mysql /run/mysqld /var/log/mysql
  [ -d /var/lib/mysql/mysql ] || mariadb-install-db --user=mysql --datadir=/var/lib/mysql >/dev/null
  start-stop-daemon --start --background --exec /usr/sbin/mariadbd -- --user=mysql --skip-networking --log-error=/var/log/mysql/error.log
  for _ in $(seq 1 100); do mariadb_up && return; sleep 0.1; done
  log "MariaDB did not start (see /var/log/mysql/error.log)"; exit 1
}

write_config() {
  install -d "$STATE_DIR"
  if [ ! -f /etc/wordpress/ci-salts.php ]; then
    {
      echo '<?php'
      for k in AUTH_KEY SECURE_AUTH_KEY LOGGED_IN_KEY NONCE_KEY AUTH_SALT SECURE_AUTH_SALT LOGGED_IN_SALT NONCE_SALT; do
        echo "define('$k','$(head -c 48 /dev/urandom | base64 | tr -d '\n/+=')');"
      done
    } >/etc/wordpress/ci-salts.php
  fi
  cat >"$CONFIG" <<PHP
<?php
define('DB_NAME','${DB_NAME}'); define('DB_USER','${DB_USER}'); define('DB_PASSWORD','${DB_PASS}');
define('DB_HOST','localhost'); define('DB_CHARSET','utf8mb4');
define('WP_CONTENT_DIR','${CONTENT_DIR}');
define('WP_HOME','${WP_BASE_URL}'); define('WP_SITEURL','${WP_BASE_URL}');
define('WP_ENVIRONMENT_TYPE','local'); define('WP_HTTP_BLOCK_EXTERNAL',true);
define('AUTOMATIC_UPDATER_DISABLED',true); define('FS_METHOD','direct');
// No WP-Cron on page hits: a hit spawns it through a loopback request with a 10 ms timeout, which a busy CI
// machine can lose while the cron lock stays taken for a minute. Hosts that run cron themselves set this too;
// the publisher calls wp-cron.php itself when a schedule is overdue, and that is what the tests exercise.
define('DISABLE_WP_CRON',true);
require '/etc/wordpress/ci-salts.php';
PHP
  # php -S has no rewrite rules: this router serves uploads from WP_CONTENT_DIR and sends pretty
  # permalinks (/wp-json/…, /my-post/) to index.php.
  cat >"$STATE_DIR/router.php" <<'PHP'
<?php
$path = urldecode(parse_url($_SERVER['REQUEST_URI'], PHP_URL_PATH) ?? '/');
if (str_starts_with($path, '/wp-content/') && !str_contains($path, '..')) {
  $file = '/var/lib/wordpress' . $path;
  if (is_file($file) && !str_ends_with($file, '.php')) {
    $types = ['jpg' => 'image/jpeg', 'jpeg' => 'image/jpeg', 'png' => 'image/png', 'gif' => 'image/gif', 'webp' => 'image/webp', 'css' => 'text/css', 'js' => 'text/javascript', 'svg' => 'image/svg+xml'];
    header('Content-Type: ' . ($types[strtolower(pathinfo($file, PATHINFO_EXTENSION))] ?? 'application/octet-stream'));
    readfile($file);
    return true;
  }
}
if ($path !== '/' && file_exists($_SERVER['DOCUMENT_ROOT'] . $path)) return false;
$_SERVER['SCRIPT_NAME'] = '/index.php';
require $_SERVER['DOCUMENT_ROOT'] . '/index.php';
PHP
}

create_database() {
  mariadb --protocol=socket -e "CREATE DATABASE IF NOT EXISTS ${DB_NAME} CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;
    CREATE USER IF NOT EXISTS '${DB_USER}'@'localhost' IDENTIFIED BY '${DB_PASS}';
    GRANT ALL PRIVILEGES ON ${DB_NAME}.* TO '${DB_USER}'@'localhost'; FLUSH PRIVILEGES;"
}

php_pid_file() { echo "$STATE_DIR/php-${WP_PORT}.pid"; }

php_up() { curl -fsS -o /dev/null "${WP_BASE_URL}/readme.html" 2>/dev/null; }

start_php() {
  if php_up; then return; fi
  install -d -o www-data "${CONTENT_DIR}/uploads"
  # setsid: the master and its workers share a process group, so stop can end them all.
  PHP_CLI_SERVER_WORKERS=4 setsid php -S "${WP_HOST}:${WP_PORT}" -t /usr/share/wordpress "$STATE_DIR/router.php" \
    >"$STATE_DIR/php-${WP_PORT}.log" 2>&1 </dev/null &
  echo $! >"$(php_pid_file)"
  for _ in $(seq 1 100); do php_up && return; sleep 0.1; done
  log "php -S did not answer on ${WP_BASE_URL} (see $STATE_DIR/php-${WP_PORT}.log)"; exit 1
}

stop_php() {
  local f; f=$(php_pid_file)
  if [ -f "$f" ]; then
    kill -TERM -- "-$(cat "$f")" 2>/dev/null || true
    rm -f "$f"
  fi
}

# Runs PHP inside WordPress (wp-cli is not in Debian).
wp_php() {
  php -d display_errors=stderr -r "\$_SERVER['HTTP_HOST']='${WP_HOST}'; \$_SERVER['REQUEST_URI']='/'; require '/usr/share/wordpress/wp-load.php'; $1"
}

install_site() {
  if wp_php 'echo is_blog_installed() ? "yes" : "no";' 2>/dev/null | grep -q yes; then return; fi
  log "installing the site"
  local out
  out=$(curl -fsS "${WP_BASE_URL}/wp-admin/install.php?step=2" \
    --data-urlencode "weblog_title=CI 블로그" --data-urlencode "user_name=${ADMIN_USER}" \
    --data-urlencode "admin_password=${ADMIN_PASS}" --data-urlencode "admin_password2=${ADMIN_PASS}" \
    --data-urlencode "pw_weak=1" --data-urlencode "admin_email=admin@example.com" \
    --data-urlencode "blog_public=0" --data-urlencode "language=")
  echo "$out" | grep -q '<h1>Success!</h1>' || { log "install.php did not succeed"; exit 1; }
  wp_php "global \$wp_rewrite; \$wp_rewrite->set_permalink_structure('/%postname%/'); flush_rewrite_rules(false);
    if (!username_exists('${READER_USER}')) wp_insert_user(['user_login'=>'${READER_USER}','user_pass'=>wp_generate_password(),'user_email'=>'reader@example.com','role'=>'subscriber']);" 2>/dev/null
}

# An application password for user $1, saved in $STATE_DIR/$1.app-password and reused while it works.
app_password() {
  local user=$1 file="$STATE_DIR/$1.app-password"
  if [ -f "$file" ] && curl -fsS -o /dev/null -u "${user}:$(cat "$file")" "${WP_BASE_URL}/?rest_route=/wp/v2/users/me"; then
    cat "$file"; return
  fi
  wp_php "\$u = get_user_by('login', '${user}'); [\$pw] = WP_Application_Passwords::create_new_application_password(\$u->ID, ['name' => 'ci-' . time()]); echo WP_Application_Passwords::chunk_password(\$pw);" 2>/dev/null >"$file.new"
  mv "$file.new" "$file"
  cat "$file"
}

case "${1:-}" in
  start)
    install_packages
    start_mariadb
    write_config
    create_database
    start_php
    install_site
    echo "WP_BASE_URL='${WP_BASE_URL}'"
    echo "WP_USER='${ADMIN_USER}'"
    echo "WP_ADMIN_PASSWORD='${ADMIN_PASS}'"   # the admin's login password (wp-login.php), for the one-click e2e
    echo "WP_APP_PASSWORD='$(app_password "$ADMIN_USER")'"
    echo "WP_READER_USER='${READER_USER}'"
    echo "WP_READER_APP_PASSWORD='$(app_password "$READER_USER")'"
    ;;
  stop)
    stop_php
    if mariadb_up; then mariadb-admin --protocol=socket shutdown; fi
    ;;
  reset)
    stop_php
    if mariadb_up; then mariadb --protocol=socket -e "DROP DATABASE IF EXISTS ${DB_NAME};"; fi
    rm -rf "${CONTENT_DIR}/uploads" "$STATE_DIR"/*.app-password
    ;;
  *)
    echo "usage: $0 start|stop|reset" >&2; exit 2 ;;
esac
