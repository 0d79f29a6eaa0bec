#!/usr/bin/env bash
# Makes the Dockerfile's two base images on this machine, under the very names the Dockerfile uses, from Debian's
# packages and the npm registry (the only registries CI reaches):
#   node:22-bookworm-slim                  debootstrap --variant=minbase bookworm, plus Node 22 and npm from npm packages
#   gcr.io/distroless/cc-debian12:nonroot  libc6, libgcc-s1, libstdc++6, libssl3, ca-certificates, tzdata, user 65532
# and compose.yaml's proxy:
#   caddy:2                                Debian's caddy package's executable, with the Mozilla roots
# An image already there is kept (FORCE=1 makes both again). The build stage's stand-in trusts this machine's CA
# bundle (NODE_EXTRA_CA_CERTS), because `npm ci` in the build reaches the registry through this machine's network; the
# Dockerfile itself is left exactly as self-hosters build it.
set -euo pipefail
engine=${ENGINE:-podman}
build_image=node:22-bookworm-slim
runtime_image=gcr.io/distroless/cc-debian12:nonroot
caddy_image=caddy:2
work=$(mktemp -d /var/tmp/portfolio-base.XXXXXX)
trap 'rm -rf "$work"' EXIT

case "$(uname -m)" in
  x86_64) node_arch=x64 ;;
  aarch64) node_arch=arm64 ;;
  *) echo "base-images: no Node build for $(uname -m)" >&2; exit 1 ;;
esac

# The Debian mirror apt is set up with (deb822 or one-line sources).
mirror=$(awk '/^URIs:/ { print $2; exit }' /etc/apt/sources.list.d/debian.sources 2>/dev/null || true)
[ -n "$mirror" ] || mirror=$(awk '$1 == "deb" && $3 == "bookworm" { print $2; exit }' /etc/apt/sources.list 2>/dev/null || true)
mirror=${mirror:-http://deb.debian.org/debian}

exists() { [ "${FORCE:-0}" != 1 ] && "$engine" image exists "$1"; }

if exists "$build_image"; then
  echo "base-images: $build_image is already here"
else
  echo "base-images: making $build_image (debootstrap from $mirror)"
  root=$work/build
  debootstrap --variant=minbase bookworm "$root" "$mirror" >"$work/debootstrap.log" 2>&1 || { tail -20 "$work/debootstrap.log" >&2; exit 1; }
  (cd "$work" && npm pack --silent "node-linux-$node_arch@22" npm@10 >/dev/null)
  mkdir -p "$root/usr/local/bin" "$root/usr/local/lib/node_modules/npm"
  tar -xzf "$work"/node-linux-"$node_arch"-*.tgz -C "$work" package/bin/node
  install -m 0755 "$work/package/bin/node" "$root/usr/local/bin/node"
  tar -xzf "$work"/npm-*.tgz -C "$root/usr/local/lib/node_modules/npm" --strip-components=1
  ln -s ../lib/node_modules/npm/bin/npm-cli.js "$root/usr/local/bin/npm"
  ln -s ../lib/node_modules/npm/bin/npx-cli.js "$root/usr/local/bin/npx"
  mkdir -p "$root/etc/ssl/certs"
  cp /etc/ssl/certs/ca-certificates.crt "$root/etc/ssl/certs/ca-certificates.crt"
  rm -rf "$root"/var/cache/apt/archives/*.deb "$root"/var/lib/apt/lists/*
  tar -C "$root" -c . | "$engine" import \
    --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
    --change 'ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt' \
    --change 'CMD ["node"]' - "$build_image" >/dev/null
fi

if exists "$runtime_image"; then
  echo "base-images: $runtime_image is already here"
else
  echo "base-images: making $runtime_image"
  root=$work/runtime
  mkdir -p "$root" "$work/debs"
  (cd "$work/debs" && apt-get download -qq libc6 libgcc-s1 libstdc++6 libssl3 ca-certificates tzdata)
  for deb in "$work"/debs/*.deb; do dpkg-deb -x "$deb" "$root"; done
  # What ca-certificates' install script would make: one bundle of the Mozilla roots.
  mkdir -p "$root/etc/ssl/certs"
  cat "$root"/usr/share/ca-certificates/mozilla/*.crt >"$root/etc/ssl/certs/ca-certificates.crt"
  mkdir -p "$root/tmp" "$root/home/nonroot" "$root/root"
  chmod 1777 "$root/tmp"
  chown 65532:65532 "$root/home/nonroot"
  printf 'root:x:0:0:root:/root:/sbin/nologin\nnobody:x:65534:65534:nobody:/nonexistent:/sbin/nologin\nnonroot:x:65532:65532:nonroot:/home/nonroot:/sbin/nologin\n' >"$root/etc/passwd"
  printf 'root:x:0:\nnobody:x:65534:\nnonroot:x:65532:\n' >"$root/etc/group"
  rm -rf "$root/usr/share/doc" "$root/usr/share/man" "$root/usr/share/lintian"
  tar -C "$root" -c . | "$engine" import --change 'USER 65532:65532' --change 'WORKDIR /home/nonroot' - "$runtime_image" >/dev/null
fi

if exists "$caddy_image"; then
  echo "base-images: $caddy_image is already here"
else
  echo "base-images: making $caddy_image"
  root=$work/caddy
  mkdir -p "$work/caddy-deb" "$root/etc/ssl/certs" "$root/etc/caddy" "$root/data" "$root/config" "$root/tmp"
  # Debian's caddy links against the C library and libzstd.
  (cd "$work/caddy-deb" && apt-get download -qq caddy ca-certificates libc6 libzstd1)
  for deb in "$work"/caddy-deb/*.deb; do dpkg-deb -x "$deb" "$root"; done
  cat "$root"/usr/share/ca-certificates/mozilla/*.crt >"$root/etc/ssl/certs/ca-certificates.crt"
  rm -rf "$root/usr/share/doc" "$root/usr/share/man" "$root/lib/systemd" "$root/usr/share/ca-certificates"
  chmod 1777 "$root/tmp"
  printf 'root:x:0:0:root:/root:/sbin/nologin\n' >"$root/etc/passwd"
  printf 'root:x:0:\n' >"$root/etc/group"
  # As the official image: its state on /data and /config, the Caddyfile at /etc/caddy/Caddyfile.
  tar -C "$root" -c . | "$engine" import \
    --change 'ENV XDG_DATA_HOME=/data' --change 'ENV XDG_CONFIG_HOME=/config' \
    --change 'VOLUME ["/data", "/config"]' \
    --change 'EXPOSE 80' --change 'EXPOSE 443' \
    --change 'WORKDIR /srv' \
    --change 'CMD ["caddy", "run", "--config", "/etc/caddy/Caddyfile", "--adapter", "caddyfile"]' - "$caddy_image" >/dev/null
fi
