# The console and API on Node 24 (TypeScript runs as is), behind an external PostgreSQL
# (DATABASE_URL); compose.yaml runs both. See README.md "Deploy with containers".
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# vite build + brotli/gzip variants of dist/, then only the runtime dependencies
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:24-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 STATIC_DIR=dist
WORKDIR /app
COPY --from=build --chown=node:node /app/package.json /app/package-lock.json ./
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/dist ./dist
COPY --from=build --chown=node:node /app/server ./server
COPY --from=build --chown=node:node /app/domain ./domain
COPY --from=build --chown=node:node /app/locales ./locales
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s \
  CMD node -e "fetch('http://127.0.0.1:3000/api/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
# main.ts migrates, then serves; SIGTERM drains requests and streams for SHUTDOWN_GRACE seconds
CMD ["node", "server/main.ts"]
