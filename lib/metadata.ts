import type { Metadata } from 'next';
import { site } from '@/data/site';
import { absoluteUrl } from './site-url';

export const shareImage = {
  path: '/og.jpg',
  width: 1200,
  height: 630,
  alt: `${site.name}: neon synthwave key art with the ${site.name} wordmark`,
} as const;

type PageMetadataInput = {
  /** The page's own title; the site name is added ("Browse · Lumenrift"). */
  title: string;
  description: string;
  /** The route, in its trailing-slash form. */
  path: string;
};

/** Title, description, canonical URL, Open Graph and Twitter card for one route. */
export function pageMetadata({ title, description, path }: PageMetadataInput): Metadata {
  const fullTitle = `${title} · ${site.name}`;
  const url = absoluteUrl(path);
  const image = { ...shareImage, url: absoluteUrl(shareImage.path) };
  return {
    title: { absolute: fullTitle },
    description,
    alternates: { canonical: url },
    openGraph: {
      type: 'website',
      siteName: site.name,
      locale: 'en',
      title: fullTitle,
      description,
      url,
      images: [image],
    },
    twitter: { card: 'summary_large_image', title: fullTitle, description, images: [image] },
  };
}
