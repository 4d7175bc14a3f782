# The deploy most teams reach for: build the export, serve it with nginx and the same
# server block the browser suite tests against Debian's nginx (deploy/nginx.conf).
#   docker build -t lumenrift --build-arg SITE_URL=https://portal.example.com .
#   docker run --rm -p 8080:8080 lumenrift
# BASE_PATH=/portal (build arg) serves the site under that prefix.

FROM node:26.10.0-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm install --no-audit --no-fund
COPY . .
ARG SITE_URL=http://localhost:8080
ARG BASE_PATH=
RUN SITE_URL="$SITE_URL" BASE_PATH="$BASE_PATH" PRECOMPRESS=1 npm run build \
 && BASE_PATH="$BASE_PATH" node tools/publish.mjs --to /publish \
 && BASE_PATH="$BASE_PATH" node tools/hosts/nginx-include.mjs out /lumenrift

# The official image has gzip_static but no brotli module: lumenrift/brotli*.conf stays
# absent and nginx sends the .gz copies.
FROM nginx:1.28.0-alpine
COPY deploy/nginx.conf /etc/nginx/conf.d/default.conf
COPY --from=build /lumenrift /etc/nginx/lumenrift
COPY --from=build /publish /usr/share/nginx/html
EXPOSE 8080
