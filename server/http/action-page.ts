// The small pages the server answers itself for a link in a mail (issue 47): stop a kind of mail,
// confirm a follow, confirm a password reset. The GET shows what the link would do and a button; only
// the button's POST does it, so a mail scanner that fetches every link changes nothing. No script;
// the styles are inline, which the page policy of /api allows for HTML answers only
// (plugins/security-headers.ts).
// the client's primary colour (client/src/index.css --color-primary); mail uses it too
export const PAGE_COLOUR = '#b93d0b';

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

// A whole page: its title as the heading, then `body` (HTML its caller escaped).
export function pageHtml(title: string, body: string): string {
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;color:#222;line-height:1.45">',
    `<main><h1 style="font-size:1.25rem">${escapeHtml(title)}</h1>`,
    body,
    '</main></body></html>',
  ].join('\n');
}

export const paragraph = (text: string, attributes = '') => `<p${attributes ? ` ${attributes}` : ''}>${escapeHtml(text)}</p>`;

export const BUTTON_STYLE = `background:${PAGE_COLOUR};color:#fff;border:0;border-radius:4px;padding:.6rem 1rem;font-size:1rem;min-height:44px;cursor:pointer`;

// A form that POSTs `fields` (hidden) to `action` with one button; `inner` is more of the form's
// HTML (checkboxes...), escaped by its caller.
export function buttonForm(action: string, label: string, fields: Record<string, string> = {}, inner = ''): string {
  const hidden = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  return `<form method="post" action="${escapeHtml(action)}">${hidden}${inner}<button type="submit" style="${BUTTON_STYLE}">${escapeHtml(label)}</button></form>`;
}

// A page's headers (a route sends `reply.headers(PAGE_HEADERS).send(html)`): never kept by a cache
// (it answers for one link), and text/html, which gives it the page policy of
// plugins/security-headers.ts.
export const PAGE_HEADERS = { 'cache-control': 'no-store', 'content-type': 'text/html; charset=utf-8' } as const;
