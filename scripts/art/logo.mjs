// The wordmark: a faceted "rift" gem and the site name set as Poppins outlines,
// scaled to fit a fixed canvas so the markup can state the logo's size.
import { logoCanvas } from '../../lib/image-widths.mjs';
import { measure, textPath } from './lettering.mjs';

export function logo(name) {
  const { width, height } = logoCanvas;
  const tracking = 0.02;
  const textX = 52;
  const size = Math.min(30, ((width - textX - 4) / measure(name, 100, tracking)) * 100);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ff9cc4"/><stop offset="1" stop-color="#e75e8d"/></linearGradient></defs>
<path d="M20 2 L38 22 L20 42 L2 22Z" fill="url(#g)"/>
<path d="M20 2 L26 22 L20 42 L14 22Z" fill="#1f2122" opacity="0.35"/>
<path d="M2 22 H38" stroke="#1f2122" stroke-width="2" opacity="0.4"/>
<path d="${textPath(name, textX, 22 + size * 0.35, size, tracking)}" fill="#ffffff"/>
</svg>`;
}
