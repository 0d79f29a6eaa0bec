# Build stage: install, bundle the SPA and compile the single executable.
FROM node:22-bookworm-slim AS build
WORKDIR /src
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# No .git in the build context (.dockerignore): pass the commit so the executable reports its real version,
#   docker build --build-arg COMMIT=$(git rev-parse --short HEAD) -t portfolio .
ARG COMMIT=unknown
RUN PORTFOLIO_COMMIT=$COMMIT npx bun run build && mkdir -p /out/data

# Final stage: only the executable (plus the C runtime it links against), run as the non-root user 65532.
FROM gcr.io/distroless/cc-debian12:nonroot
COPY --from=build /src/dist/portfolio /usr/local/bin/portfolio
# /data belongs to the service's user, mode 0700: a named volume starts as a copy of it. A bind mount keeps the
# host folder's owner: chown 65532:65532 it first.
COPY --from=build --chown=65532:65532 --chmod=0700 /out/data /data
ENV DATA_DIR=/data HOST=0.0.0.0 PORT=3000
VOLUME ["/data"]
EXPOSE 3000
USER 65532:65532
# The image has no curl: the executable asks its own server.
HEALTHCHECK --interval=30s --timeout=5s --start-period=10s --retries=3 CMD ["/usr/local/bin/portfolio", "healthcheck"]
ENTRYPOINT ["/usr/local/bin/portfolio"]
CMD ["serve"]
