// Neither package ships types: the parts schema-org.mjs uses, as their READMEs document them.
declare module '@marbec/web-auto-extractor' {
  /** What a page holds, by syntax; `errors` names each block that could not be read. */
  export type Extracted = {
    jsonld: Record<string, unknown[]>;
    microdata: Record<string, unknown[]>;
    rdfa: Record<string, unknown[]>;
    errors: { message: string; format: string }[];
  };
  export default class WebAutoExtractor {
    constructor(options?: { addLocation?: boolean; embedSource?: ('rdfa' | 'microdata')[] });
    parse(html: string): Extracted;
  }
}

declare module '@adobe/structured-data-validator' {
  import type { Extracted } from '@marbec/web-auto-extractor';

  export type Issue = {
    issueMessage: string;
    severity: 'ERROR' | 'WARNING';
    errorType?: string;
    path?: { type?: string; property?: string; index?: number }[];
    fieldNames?: string[];
  };
  /** Built from schema.org's vocabulary as JSON-LD (its `@graph` of classes and properties). */
  export default class Validator {
    constructor(schemaOrgJson: { '@graph': Record<string, unknown>[] });
    validate(data: Extracted): Promise<Issue[]>;
  }
}
