// favicon.ico for browsers that ask for it whatever the <link rel="icon"> says:
// an ICO container holding 16, 32 and 48 px PNGs rendered from icon.svg.
import sharp from 'sharp';

/** @param {string} svg */
export async function favicon(svg) {
  const sizes = [16, 32, 48];
  const pngs = await Promise.all(
    sizes.map((size) =>
      sharp(Buffer.from(svg), { density: 300 })
        .resize(size, size, { fit: 'contain', background: '#00000000' })
        .png()
        .toBuffer(),
    ),
  );
  const header = Buffer.alloc(6 + 16 * sizes.length);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(sizes.length, 4);
  let offset = header.length;
  sizes.forEach((size, i) => {
    const png = /** @type {Buffer} */ (pngs[i]);
    const entry = 6 + 16 * i;
    header.writeUInt8(size, entry); // width
    header.writeUInt8(size, entry + 1); // height
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...pngs]);
}
