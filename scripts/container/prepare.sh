#!/usr/bin/env bash
# The image suite's first step (scripts/test.ts): checks this machine can run containers, makes the base images
# (base-images.sh), then builds the image as docs/guide.md says, and the image of the commit before the newest
# migration (the upgrade test's "previous release"). Exit 3 with one line when the machine cannot run containers.
set -euo pipefail
cd "$(dirname "$0")/../.."
export CONTAINERS_CONF=$PWD/scripts/container/containers.conf

command -v podman >/dev/null || { echo "image tests skipped: podman is not installed"; exit 3; }
podman info >/dev/null 2>&1 || { echo "image tests skipped: podman cannot run here ($(podman info 2>&1 | tail -1))"; exit 3; }
bash scripts/container/base-images.sh
if ! probe=$(podman run --rm --network none node:22-bookworm-slim node -e 'process.exit(0)' 2>&1); then
  echo "image tests skipped: this machine cannot run containers ($(tail -1 <<<"$probe"))"
  exit 3
fi

started=$SECONDS
podman build --format docker --build-arg COMMIT=$(git rev-parse --short HEAD) -t portfolio . >/tmp/portfolio-image-build.log 2>&1 ||
  { tail -30 /tmp/portfolio-image-build.log; echo "prepare: the image did not build"; exit 1; }
echo "prepare: built portfolio in $((SECONDS - started)) s"

# The previous release: the newest commit whose migrations are today's without the newest one, same files, same text.
migrations=(src/db/migrations/*.sql)
newest=${migrations[-1]}
older=("${migrations[@]:0:${#migrations[@]}-1}")
previous=
for commit in $(git log --format=%H -- src/db/migrations); do
  [ "$(git ls-tree --name-only "$commit" src/db/migrations/ | grep -c '\.sql$')" = "${#older[@]}" ] || continue
  git diff --quiet "$commit" HEAD -- "${older[@]}" && { previous=$commit; break; }
done
[ -n "$previous" ] || { echo "prepare: no commit before $newest"; exit 1; }
started=$SECONDS
checkout=$(mktemp -d /var/tmp/portfolio-previous.XXXXXX)
trap 'rm -rf "$checkout"' EXIT
git archive "$previous" | tar -x -C "$checkout"
podman build --format docker --build-arg COMMIT=$(git rev-parse --short "$previous") -t portfolio:previous "$checkout" >/tmp/portfolio-previous-build.log 2>&1 ||
  { tail -30 /tmp/portfolio-previous-build.log; echo "prepare: the previous image did not build"; exit 1; }
echo "prepare: built portfolio:previous ($(git rev-parse --short "$previous"), before $(basename "$newest")) in $((SECONDS - started)) s"
