# Build stage: install, bundle the SPA and compile the single executable.
FROM node:22-bookworm-slim AS build
WORKDIR /src
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npx bun run build && mkdir -p /out/data

# Final stage: only the executable (plus the C runtime it links against), run as a non-root user.
FROM gcr.io/distroless/cc-debian12:nonroot
COPY --from=build /src/dist/portfolio /usr/local/bin/portfolio
COPY --from=build --chown=nonroot:nonroot /out/data /data
ENV DATA_DIR=/data HOST=0.0.0.0 PORT=3000
VOLUME ["/data"]
EXPOSE 3000
USER nonroot
ENTRYPOINT ["/usr/local/bin/portfolio"]
CMD ["serve"]
