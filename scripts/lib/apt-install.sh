# Sourced by the ensure-*.sh scripts: `apt_install <package>…` installs Debian packages, as root or
# through sudo, without questions. Only package registries answer on these machines.
apt_install() {
  local sudo=""
  if [ "$(id -u)" -ne 0 ]; then
    if command -v sudo >/dev/null 2>&1; then sudo="sudo"; else
      echo "Need root (or sudo) to apt-get install $*." >&2
      return 1
    fi
  fi
  export DEBIAN_FRONTEND=noninteractive
  $sudo apt-get update -qq
  $sudo apt-get install -y -qq --no-install-recommends "$@" >/dev/null
}
