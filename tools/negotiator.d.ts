// negotiator 1.0 ships no types, and @types/negotiator describes 0.6 (no `preferred`
// option): the part the preview server uses, as negotiator 1.0's README documents it.
declare module 'negotiator' {
  import type { IncomingHttpHeaders } from 'node:http';

  export default class Negotiator {
    constructor(request: { headers: IncomingHttpHeaders });
    /** The acceptable encodings of `available`, best first; `preferred` breaks ties. */
    encodings(available?: string[], options?: { preferred?: string[] }): string[];
  }
}
