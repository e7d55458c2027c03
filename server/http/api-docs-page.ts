// The page of /api/docs (decision 083): Swagger UI (the swagger-ui-dist package, served from this
// server under /api-docs/) rendering /api/openapi.json. Its policy runs no inline script
// (plugins/security-headers.ts), so the page's own start is a file too: API_DOCS_SCRIPT.

export const API_DOCS_ASSETS_PATH = '/api-docs';
export const OPENAPI_JSON_PATH = '/api/openapi.json';

const API_DOCS_TITLE = 'Flag Football Leagues API';

export const API_DOCS_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${API_DOCS_TITLE}</title>
<link rel="stylesheet" href="${API_DOCS_ASSETS_PATH}/swagger-ui.css">
<link rel="stylesheet" href="${API_DOCS_ASSETS_PATH}/api-docs.css">
</head>
<body>
<div id="swagger-ui"><p class="ffl-docs-loading">Loading the API description…</p></div>
<noscript><p>This page draws the description with a script. The document itself is at <a href="${OPENAPI_JSON_PATH}">${OPENAPI_JSON_PATH}</a>.</p></noscript>
<script src="${API_DOCS_ASSETS_PATH}/swagger-ui-bundle.js"></script>
<script src="${API_DOCS_ASSETS_PATH}/api-docs.js"></script>
</body>
</html>
`;

// No validator badge (it would load an image from validator.swagger.io), no top bar (its URL box
// could point the page at another document), no list of schemas apart (each is drawn where an
// operation uses it; the list would be a second main landmark beside the operations' own).
export const API_DOCS_SCRIPT = `// ${API_DOCS_TITLE}: Swagger UI on this server's own document (decision 083).
window.ui = SwaggerUIBundle({
  url: ${JSON.stringify(OPENAPI_JSON_PATH)},
  dom_id: '#swagger-ui',
  presets: [SwaggerUIBundle.presets.apis],
  layout: 'BaseLayout',
  // a deep link is an anchor inside each operation's button (axe: nested-interactive)
  deepLinking: false,
  validatorUrl: null,
  docExpansion: 'list',
  defaultModelsExpandDepth: -1,
  displayRequestDuration: true,
});

// Names the renderer leaves out, given as it draws: the servers' list has no label (axe:
// select-name), its dialog's close button is an icon alone (button-name), and the dialog's Authorize
// buttons are named "Apply credentials", which their visible word is not in (label-content-name-mismatch).
new MutationObserver(function () {
  var named = function (selector, name) {
    document.querySelectorAll(selector).forEach(function (element) {
      element.setAttribute('aria-label', name);
    });
  };
  named('#servers:not([aria-label])', 'Server');
  named('.dialog-ux .close-modal:not([aria-label])', 'Close');
  named('.dialog-ux .authorize[aria-label="Apply credentials"]', 'Authorize: apply the credentials');
}).observe(document.getElementById('swagger-ui'), { childList: true, subtree: true });
`;

// The page's first words while the renderer loads (Swagger UI draws the document's title as the
// page's h1, and its operations in the page's main landmark), and the renderer's colours darkened where their contrast with the background is below
// 4.5:1 (axe, WCAG 1.4.3).
export const API_DOCS_STYLES = `.ffl-docs-loading { font-family: sans-serif; padding: 20px; color: #3b4151; }
.swagger-ui .opblock .opblock-summary-method { text-shadow: none; }
.swagger-ui .opblock.opblock-get .opblock-summary-method { background: #1b5e9f; }
.swagger-ui .opblock.opblock-post .opblock-summary-method { background: #19704a; }
.swagger-ui .opblock.opblock-put .opblock-summary-method { background: #8a4b00; }
.swagger-ui .opblock.opblock-patch .opblock-summary-method { background: #0b6b5f; }
.swagger-ui .opblock.opblock-delete .opblock-summary-method { background: #b3261e; }
.swagger-ui .info .title small { background: #4f5661; }
.swagger-ui .info .title small.version-stamp { background-color: #3f6600; }
.swagger-ui .info a, .swagger-ui .info .url { color: #1f5fa8; }
.swagger-ui .btn.authorize { border-color: #19704a; color: #19704a; }
.swagger-ui .btn.authorize svg { color: #19704a; fill: #19704a; }
.swagger-ui .parameter__in, .swagger-ui .json-schema-2020-12-expand-deep-button { color: #595959; }
.swagger-ui .json-schema-2020-12__constraint { background-color: #6b46c1; }
.swagger-ui .json-schema-2020-12__constraint--string { background-color: #8a5a00; }
/* an example is drawn whole: a scrolling box would need the keyboard's focus (axe: scrollable-region-focusable) */
.swagger-ui .highlight-code > .microlight { max-height: none; overflow-y: visible; }
`;
