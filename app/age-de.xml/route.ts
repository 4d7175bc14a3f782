import { content } from '@/data/content';
import { site } from '@/data/site';
import { ageDeXml, highestUsk } from '@/lib/content/games/age-label.mjs';

export const dynamic = 'force-static';

/** Germany's youth-protection label, at the highest USK rating of the games shown. */
export function GET() {
  return new Response(ageDeXml({ age: highestUsk(content.catalogue), issuer: site.companyName }), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  });
}
