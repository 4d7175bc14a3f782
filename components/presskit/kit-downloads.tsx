import type { KitDownload } from '@/data/presskit';
import { getLocale, getMessages } from '@/lib/render/i18n';
import { formatFileSize } from '@/lib/core/format';
import { format } from '@/lib/core/messages.mjs';
import { withBasePath } from '@/lib/core/site-url';

/** An archive's links (one, or its parts), each with its file's size beside it. */
export function KitDownloads({ what, files }: { what: string; files: readonly KitDownload[] }) {
  const { code } = getLocale();
  const { presskit: words } = getMessages();
  return (
    <ul className="mt-6 flex flex-wrap gap-3">
      {files.map(({ href, file, bytes, part, parts }) => (
        <li key={file}>
          <a
            href={withBasePath(href)}
            download={file}
            data-bytes={bytes}
            className="inline-block min-h-11 rounded-media bg-accent px-5 py-2.5 font-bold text-accent-label transition-colors hover:bg-accent-hover"
          >
            {parts > 1 ? `${what}, ${format(words.part, { part, parts })}` : what}{' '}
            <span className="whitespace-nowrap font-normal">{`(ZIP, ${formatFileSize(bytes, code)})`}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
