# syntax=docker/dockerfile:1
# Multi-stage build: everything is built once in `build`; `runtime` holds production dependencies and the output.
# The Node version is the repository's one (`.nvmrc`; `npm run lint` checks they agree).
ARG NODE_VERSION=20.19

FROM node:${NODE_VERSION}-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/api-client/package.json packages/api-client/
COPY packages/languages/package.json packages/languages/
COPY packages/contracts/package.json packages/contracts/
COPY packages/build-config/package.json packages/build-config/
COPY backend/package.json backend/
COPY frontend-shell/package.json frontend-shell/
COPY frontend-public/package.json frontend-public/
COPY frontend-admin/package.json frontend-admin/
COPY e2e/package.json e2e/
COPY reliability/package.json reliability/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:${NODE_VERSION}-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/api-client/package.json packages/api-client/
COPY packages/languages/package.json packages/languages/
COPY packages/contracts/package.json packages/contracts/
COPY packages/build-config/package.json packages/build-config/
COPY backend/package.json backend/
COPY frontend-shell/package.json frontend-shell/
COPY frontend-public/package.json frontend-public/
COPY frontend-admin/package.json frontend-admin/
COPY e2e/package.json e2e/
COPY reliability/package.json reliability/
RUN npm ci --omit=dev --workspace backend --include-workspace-root=false --no-audit --no-fund

FROM node:${NODE_VERSION}-slim AS runtime
# The malloc setting and the API's V8 heap options below: backend/runtime-settings.json (README, "Memory").
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/app/data \
    MALLOC_ARENA_MAX=2
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/package.json ./
COPY --from=build /app/backend/package.json ./backend/
# The backend runs the contracts' built JavaScript (node_modules/@parcelpilot/contracts links to it).
COPY --from=build /app/packages/contracts/package.json ./packages/contracts/
COPY --from=build /app/packages/contracts/dist ./packages/contracts/dist
COPY --from=build /app/backend/dist ./backend/dist
COPY --from=build /app/backend/drizzle ./backend/drizzle
COPY --from=build /app/frontend-shell/dist ./frontend-shell/dist
COPY --from=build /app/frontend-public/dist ./frontend-public/dist
COPY --from=build /app/frontend-public/dist-ssr ./frontend-public/dist-ssr
COPY --from=build /app/frontend-admin/dist ./frontend-admin/dist
RUN mkdir -p /app/data && chown -R node:node /app/data
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "--max-old-space-size=512", "--max-semi-space-size=8", "backend/dist/main.js"]
