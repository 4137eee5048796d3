# AAN in one container: build the SPA and the single binary, ship only the binary and Litestream.
# Bun is pinned by package-lock.json (the `bun` devDependency), so `npm ci` brings the exact runtime.

FROM node:22-bookworm-slim AS build
WORKDIR /src
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM debian:bookworm-slim AS runtime
RUN useradd --system --uid 10001 --home-dir /data --shell /usr/sbin/nologin aan \
 && mkdir -p /data && chown aan:aan /data
COPY --from=build /src/dist/aan /usr/local/bin/aan
# Litestream 0.3.13 (static, from the npm package npm ci installed), beside aan where `aan serve`
# looks for it when AAN_REPLICA_URL is set (decisions 0125, 0136). The package is linux x64 only.
COPY --from=build /src/node_modules/@flydotio/litestream-linux-x64/litestream /usr/local/bin/litestream
USER aan
ENV HOST=0.0.0.0 PORT=3000 AAN_DATA_DIR=/data
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=10s --retries=3 CMD ["aan", "healthcheck"]
ENTRYPOINT ["aan"]
CMD ["serve"]
