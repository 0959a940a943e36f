# syntax=docker/dockerfile:1.7
#
# Production image: the single executable of `npm run build:binary` on a distroless base.
#
#   docker build -t export-discovery .
#   docker run -p 3000:3000 -v exd-data:/data export-discovery                 # embedded PGlite
#   docker run -p 3000:3000 -e DATABASE_URL=postgres://... export-discovery    # real Postgres
#
# Behind a proxy or on a real host name, also set PUBLIC_URL (absolute links use it; the default,
# http://0.0.0.0:3000, is only right for a local try-out).
#
# Why the compiled binary rather than `bun src/server.ts`: the binary already holds the Bun
# runtime, the bundled server, the hashed assets, the migrations and PGlite's wasm, so the runtime
# image needs no node_modules, no source tree and no shell. That makes it smaller, starts without
# transpiling, leaves nothing to patch but libc, and ships the same artifact that
# tests/binary.test.ts boots and probes.

# --- build -------------------------------------------------------------------------------------
# The toolchain, Bun included (the `bun` npm package), is pinned by package-lock.json, so the
# build installs with Node's npm exactly like CI does instead of a separately versioned Bun image.
# Debian (glibc) on purpose: the binary embeds this stage's Bun, and the runtime below is glibc.
FROM node:20-bookworm-slim AS build
WORKDIR /app

# Dependencies first, so source edits reuse the cached install layer.
COPY package.json package-lock.json ./
# `npm install`, not `npm ci`: see .ci/run (the lockfile lacks other platforms' optional binaries).
RUN --mount=type=cache,target=/root/.npm npm install --no-audit --no-fund

COPY . .
# Distroless has no shell to create the data folder with: it is made here, chowned on copy.
RUN npm run build:binary \
  && mkdir -p /out/data \
  && cp dist/export-discovery /out/export-discovery

# --- runtime -----------------------------------------------------------------------------------
# glibc and the CA bundle (for outbound HTTPS: search APIs, Stripe, Firebase), nothing else. The
# binary links only libc/libm/libpthread/libdl.
FROM gcr.io/distroless/cc-debian12:nonroot AS runtime

# HOST: every interface, or the published port reaches nothing. SHUTDOWN_GRACE_SECONDS: shorter
# than the app's default 10 s, so a graceful stop ends before `docker stop` sends SIGKILL at 10 s.
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    SHUTDOWN_GRACE_SECONDS=8

COPY --from=build --chown=65532:65532 /out/data /data
COPY --from=build /out/export-discovery /app/export-discovery

# The embedded PGlite database lives here when DATABASE_URL is not set; a volume keeps it across
# container replacements. With DATABASE_URL it stays empty.
VOLUME ["/data"]
WORKDIR /app
USER 65532:65532
EXPOSE 3000

# The binary probes itself (`--healthcheck` GETs /healthz on PORT): the image has no curl or wget.
# The start period covers PGlite's first-run initdb, which takes a few seconds.
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["/app/export-discovery", "--healthcheck"]

# The binary runs as PID 1 and handles SIGTERM (Docker's stop signal) itself: it drains
# requests, closes the database and exits 0.
ENTRYPOINT ["/app/export-discovery"]
