// The sideways phone photo the content checks drop in (tools/build-content.mjs) and the
// editors' CMS test uploads (__tests__/e2e/cms.spec.ts). No import.meta here: Playwright's
// TypeScript loader imports this file as CommonJS.
import sharp from 'sharp';

/** A phone photo as a phone stores it: landscape pixels, orientation 6, camera EXIF. */
export function phonePhoto() {
  const W = 2400;
  const H = 1800;
  // Sky above ground as the phone saw it upright (portrait): stored turned a quarter.
  const upright = `<svg xmlns="http://www.w3.org/2000/svg" width="${H}" height="${W}"><rect width="${H}" height="${W * 0.55}" fill="#3a7bd5"/><rect y="${W * 0.55}" width="${H}" height="${W * 0.45}" fill="#2f8f46"/><circle cx="${H * 0.7}" cy="${W * 0.2}" r="${H * 0.12}" fill="#ffd166"/></svg>`;
  return sharp(Buffer.from(upright))
    .rotate(-90)
    .jpeg({ quality: 85 })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: {
        Make: 'Fictional Phone Co',
        Model: 'FP-1',
        Copyright: 'A studio photographer',
        Artist: 'A studio photographer',
      },
    })
    .toBuffer();
}
