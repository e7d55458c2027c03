// Issue 50 (decision 084): the embed pages' one stylesheet, inline in each page (no second request;
// the page policy allows inline styles, decision 019). The league has no colours of its own: the
// product's palette (client/src/index.css: the navy, the orange, the live red) in a light and a dark
// theme, and each team's colour as a bar beside its name (edged on the dark theme, where a navy or
// black team's bar would vanish: issue 17's rule, without the contrast sum). Every text reaches 4.5:1 on its
// background in both themes. Compact: a row of a game is three short lines on a 300 px frame, and
// the rows flow into columns on a wide one.
export const EMBED_STYLE = `
:root{--bg:#fff;--fg:#0f172a;--muted:#475569;--line:#e2e8f0;--accent:#b93d0b;--live:#b91c1c;--hover:#f1f5f9;--me:#fff7ed;--edge:transparent;color-scheme:light}
[data-theme=dark]{--bg:#0f172a;--fg:#f8fafc;--muted:#cbd5e1;--line:#334155;--accent:#fdba74;--live:#fca5a5;--hover:#1e293b;--me:#431407;--edge:#475569;color-scheme:dark}
*{box-sizing:border-box}
html{font:15px/1.35 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:var(--fg);background:var(--bg);-webkit-text-size-adjust:100%}
body{margin:0;padding:8px}
a{color:inherit}
a:focus-visible{outline:2px solid var(--accent);outline-offset:-2px;border-radius:4px}
h1{margin:0 0 4px;font-size:1rem;line-height:1.25}
h1 a{text-decoration:none}
h1 a:hover{text-decoration:underline}
h1 span{color:var(--accent)}
h2{margin:10px 0 2px;font-size:.75rem;letter-spacing:.08em;text-transform:uppercase;color:var(--muted)}
ul{list-style:none;margin:0;padding:0}
p{margin:6px 0;color:var(--muted)}
.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.games>li{border-top:1px solid var(--line)}
.games a{display:grid;grid-template-columns:minmax(0,1fr) auto;gap:1px 8px;padding:6px 4px;text-decoration:none}
.games a:hover{background:var(--hover)}
.m{grid-column:1/-1;font-size:.8rem;color:var(--muted)}
.b{font-weight:800;color:var(--live);letter-spacing:.05em}
.t{display:flex;align-items:center;gap:6px;min-width:0}
.t i{flex:none;width:4px;height:1.1em;border-radius:2px;background:var(--c);box-shadow:0 0 0 1px var(--edge)}
.n{overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.w .n{font-weight:700}
.s{font-weight:700;font-variant-numeric:tabular-nums;text-align:right}
.me{background:var(--me)}
table{width:100%;border-collapse:collapse;font-variant-numeric:tabular-nums}
caption{text-align:left;font-weight:700;padding:8px 0 2px}
th,td{padding:5px 4px;border-top:1px solid var(--line);text-align:right;white-space:nowrap}
th{font-size:.75rem;font-weight:600;color:var(--muted)}
abbr{text-decoration:none}
.tn{text-align:left;width:100%;max-width:0;overflow:hidden;text-overflow:ellipsis}
.tn a{text-decoration:none}
.tn a:hover{text-decoration:underline}
tr.me td{font-weight:700}
.rounds>section{min-width:0}
@media (max-width:359px){.x{display:none}}
@media (min-width:640px){.games{display:grid;grid-template-columns:repeat(auto-fill,minmax(260px,1fr));column-gap:16px}.rounds{display:flex;gap:16px}.rounds>section{flex:1 1 0}.rounds .games{display:block}}
`
  .trim()
  .replace(/\n/g, '');
