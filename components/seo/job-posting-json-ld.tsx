import { site } from '@/data/site';
import type { Position } from '@/lib/content/pages/studio-pages.mjs';
import { absoluteUrl } from '@/lib/core/site-url';
import { JsonLd } from './json-ld';

/**
 * An open position for Google's job search: every property it requires (title, description
 * as HTML, datePosted, hiringOrganization, jobLocation, or TELECOMMUTE with the countries a
 * hire may live in) and recommends (validThrough, employmentType, baseSalary, identifier,
 * directApply). `description` is the HTML the page shows for it.
 */
export function JobPostingJsonLd({
  position,
  description,
  href,
}: {
  position: Position;
  description: string;
  href: string;
}) {
  const { location, remote, salary } = position;
  return (
    <JsonLd
      data={{
        '@context': 'https://schema.org',
        '@type': 'JobPosting',
        title: position.title,
        description,
        identifier: { '@type': 'PropertyValue', name: site.companyName, value: position.id },
        datePosted: position.posted,
        validThrough: `${position.until}T23:59:59Z`,
        employmentType: position.employmentType,
        hiringOrganization: {
          '@type': 'Organization',
          name: site.companyName,
          sameAs: absoluteUrl('/'),
          logo: absoluteUrl('/icons/icon-512.png'),
        },
        ...(location
          ? {
              jobLocation: {
                '@type': 'Place',
                address: {
                  '@type': 'PostalAddress',
                  ...(location.street ? { streetAddress: location.street } : {}),
                  addressLocality: location.locality,
                  ...(location.region ? { addressRegion: location.region } : {}),
                  ...(location.postalCode ? { postalCode: location.postalCode } : {}),
                  addressCountry: location.country,
                },
              },
            }
          : {}),
        ...(remote
          ? {
              jobLocationType: 'TELECOMMUTE',
              applicantLocationRequirements: remote.map((name) => ({ '@type': 'Country', name })),
            }
          : {}),
        ...(salary
          ? {
              baseSalary: {
                '@type': 'MonetaryAmount',
                currency: salary.currency,
                value: {
                  '@type': 'QuantitativeValue',
                  minValue: salary.min,
                  maxValue: salary.max,
                  unitText: salary.unit,
                },
              },
            }
          : {}),
        directApply: false,
        url: absoluteUrl(`${href}#${position.id}`),
      }}
    />
  );
}
