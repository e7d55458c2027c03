// /embed.js (issue 50, decision 084): the one line a league's own site includes. It replaces every
// <div data-ffl-embed="URL"> (the embed's full address, embedSnippet in common/embeds/embeds.ts) with
// an iframe of that page, and follows the height the page posts: only a message from that very
// frame (event.source) and from the embed's origin (event.origin). Included twice, or with several
// embeds on a page, it frames each placeholder once and listens once.
import { embedHeightOf, embedUrlOf, frameTitleOf } from './frames';

type Framed = { frame: HTMLIFrameElement; origin: string };
type Loader = { scan: () => void };
const GLOBAL = '__fflEmbed';
// until the page posts its height: about three rows
const FIRST_HEIGHT = '180px';

function install(): Loader {
  const framed: Framed[] = [];
  window.addEventListener('message', (event: MessageEvent) => {
    const height = embedHeightOf(event.data);
    if (height === null) return;
    const match = framed.find(({ frame }) => frame.contentWindow !== null && frame.contentWindow === event.source);
    if (!match || match.origin !== event.origin) return;
    match.frame.style.height = `${height}px`;
  });
  const scan = () => {
    for (const holder of document.querySelectorAll<HTMLElement>('div[data-ffl-embed]')) {
      if (holder.hasAttribute('data-ffl-embed-framed')) continue;
      const url = embedUrlOf(holder.getAttribute('data-ffl-embed'), document.baseURI);
      if (!url) continue;
      holder.setAttribute('data-ffl-embed-framed', '');
      const frame = document.createElement('iframe');
      frame.src = url.href;
      frame.title = frameTitleOf(url);
      frame.loading = 'lazy';
      // the page fits its rows to the width and posts its height: never a scroll bar of its own
      frame.setAttribute('scrolling', 'no');
      frame.style.cssText = `display:block;width:100%;border:0;height:${FIRST_HEIGHT};overflow:hidden`;
      framed.push({ frame, origin: url.origin });
      holder.appendChild(frame);
    }
  };
  return { scan };
}

const host = window as unknown as Record<string, Loader | undefined>;
const loader = (host[GLOBAL] ??= install());
loader.scan();
// an async script can run before the rest of the page is parsed: look again once it is
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', loader.scan);
