import { useCallback, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';

/**
 * HTML from the content service, already sanitised by the server (an allow-list: no scripts, no
 * handlers, no javascript: links). Links inside the shop move within the app instead of reloading it.
 */
export function ContentHtml({ html, className }: { html: string; className?: string }) {
  const navigate = useNavigate();
  const onClick = useCallback(
    (event: MouseEvent<HTMLDivElement>) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
        return;
      const link = (event.target as HTMLElement).closest('a');
      const href = link?.getAttribute('href');
      if (!link || !href || link.target === '_blank' || !href.startsWith('/') || href.startsWith('//'))
        return;
      event.preventDefault();
      void navigate(href);
    },
    [navigate],
  );
  return (
    // The container only forwards clicks on its links, which are keyboard-usable themselves.
    <div
      className={['content-html', className].filter(Boolean).join(' ')}
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
