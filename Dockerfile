# syntax=docker/dockerfile:1
# KUB Academy: one image for every role (PROCESS_ROLE=web|worker|all) and the migration step.
# The build runs the same `npm ci` and `npm run build` as CI; the runtime holds the production
# dependencies, the built server and site, and the content/ files `npm run db:seed` loads.

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/contracts/package.json packages/contracts/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/contracts/package.json packages/contracts/
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/web/build apps/web/build
COPY content content
# The only folder the app writes to; everything else belongs to root and stays read-only.
RUN mkdir -p /data && chown node:node /data
VOLUME /data
USER node
EXPOSE 3000
# Web processes answer /readyz once the database answers; a worker answers it on the same port.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node is PID 1 and handles SIGTERM itself: it stops accepting, drains requests in flight
# (SHUTDOWN_TIMEOUT_MS) and exits 0.
STOPSIGNAL SIGTERM
CMD ["node", "apps/server/dist/main.js"]
