# Pennyflow as one container: builds the web app, then runs `npm start` with production dependencies
# only. Run as many as you like against one PostgreSQL and one Redis; see docs/deploy.md.
#   docker build -t pennyflow .
#   docker run -p 3000:3000 -e DATABASE_URL=... -e BETTER_AUTH_SECRET=... -e PUBLIC_URL=... pennyflow

FROM node:20-bookworm-slim AS build
WORKDIR /app
# Dependencies first, so a source change does not reinstall them.
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim
# SKIP_WEB_BUILD: serve the build made above; `npm start` would otherwise compare file times.
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data \
    SKIP_WEB_BUILD=1
WORKDIR /app
# Owned by root: the app only writes to DATA_DIR (and the system's temporary folder).
COPY --from=build /app /app
# DATA_DIR holds the embedded database when DATABASE_URL is unset, and the generated auth secret
# when BETTER_AUTH_SECRET is unset; with both set it stays empty.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["npm", "start"]
