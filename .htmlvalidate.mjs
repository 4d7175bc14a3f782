// html-validate's recommended rules, less four that only police markup *style* in
// ways React's serializer chooses differently. Every page is still valid HTML:
const config = {
  extends: ['html-validate:recommended'],
  rules: {
    // React writes camelCase names (charSet, fetchPriority); HTML names are case-insensitive.
    'attr-case': 'off',
    // React writes void elements as <meta/>; both forms are valid HTML.
    'void-style': 'off',
    // React and Next write async="" and hidden=""; equivalent to the bare attribute.
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    // React's useId gives ids like _R_1_: valid in HTML5, which only forbids spaces.
    'valid-id': ['error', { relaxed: true }],
  },
};

export default config;
