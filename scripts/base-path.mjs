// The one parser of BASE_PATH, for the build (next.config.mjs, postbuild) and every
// server script: '' or '/a/b' (no trailing slash), or a one-line error naming it.
const SEGMENT = /^[A-Za-z0-9._~-]+$/;

export function parseBasePath(value = process.env.BASE_PATH ?? '') {
  const trimmed = value.trim().replace(/\/+$/, '');
  if (trimmed === '') return '';
  const segments = trimmed.split('/').slice(1);
  if (
    !trimmed.startsWith('/') ||
    segments.some((segment) => !SEGMENT.test(segment) || segment === '.' || segment === '..')
  ) {
    throw new Error(
      `BASE_PATH="${value}" is not a path prefix: expected '/' and name segments of letters, digits, '.', '_', '~' or '-', like /portal or /demo/portal`,
    );
  }
  return trimmed;
}
