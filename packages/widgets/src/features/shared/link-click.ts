import type { MouseEvent } from 'react';

/** Click handler of an in-app link: plain clicks go through `navigate`, modified clicks stay native. */
export function linkClick(href: string, navigate?: (href: string) => void) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (!navigate || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(href);
  };
}
