import { render, screen } from '@testing-library/react';
import { Artwork } from '@/components/ui/artwork';
import { art } from '@/data/artwork';
import { artworkLoader } from '@/components/ui/artwork-loader';
import { widthsFor } from '@/lib/core/image-widths.mjs';

describe('artworkLoader', () => {
  it('maps a srcset width to the smallest drawn file at least that wide', () => {
    expect(artworkLoader({ src: art('cover-terraloom'), width: 384 })).toBe(
      '/art/cover-terraloom-384.webp',
    );
    expect(artworkLoader({ src: art('cover-terraloom'), width: 100 })).toBe(
      '/art/cover-terraloom-128.webp',
    );
  });

  it('never names a file wider than the artwork is drawn', () => {
    expect(artworkLoader({ src: art('cover-terraloom'), width: 2400 })).toBe(
      '/art/cover-terraloom-828.webp',
    );
    expect(widthsFor('cover')).toContain(828);
  });
});

describe('Artwork', () => {
  it('renders width, height, alt, a deduplicated srcset and lazy loading', () => {
    render(<Artwork src={art('cover-orbital-bloom')} alt="Orbital Bloom cover art" sizes="50vw" />);
    const img = screen.getByRole('img', { name: 'Orbital Bloom cover art' });
    expect(img).toHaveAttribute('width', '600');
    expect(img).toHaveAttribute('height', '800');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('sizes', '50vw');
    const urls = img
      .getAttribute('srcset')!
      .split(', ')
      .map((c) => c.split(' ')[0]);
    expect(new Set(urls).size).toBe(urls.length);
    expect(img.getAttribute('style')).toBeNull();
  });

  it('sizes fixed pictures with 1x and 2x files', () => {
    render(<Artwork src={art('avatar-lunabyte')} alt="" size={46} />);
    const img = document.querySelector('img')!;
    expect(img).toHaveAttribute('width', '46');
    expect(img.getAttribute('srcset')).toBe(
      '/art/avatar-lunabyte-64.webp 1x, /art/avatar-lunabyte-96.webp 2x',
    );
  });
});
