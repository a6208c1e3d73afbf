// /api/docs: the OpenAPI document as a page a person can read: every operation by tag, with its
// parameters, request body and answers. Plain HTML from the document itself (no script, so the
// site's content security policy holds), light or dark as the reader's system is.
import type { OpenAPIV3_1 } from 'openapi-types';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

function escape(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

/** `code` spans in the document's prose. */
function prose(text: string): string {
  return escape(text).replace(/`([^`]+)`/g, '<code>$1</code>');
}

interface Operation {
  method: (typeof METHODS)[number];
  path: string;
  op: OpenAPIV3_1.OperationObject;
}

function operationsByTag(doc: OpenAPIV3_1.Document): Map<string, Operation[]> {
  const byTag = new Map<string, Operation[]>();
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const op = item?.[method];
      if (!op) continue;
      const tag = op.tags?.[0] ?? 'Other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), { method, path, op }]);
    }
  }
  return byTag;
}

function typeOf(schema: unknown): string {
  if (!schema || typeof schema !== 'object') return '';
  const s = schema as {
    type?: string | string[];
    enum?: unknown[];
    format?: string;
    pattern?: string;
  };
  if (s.enum) return s.enum.map((value) => JSON.stringify(value)).join(' | ');
  const type = Array.isArray(s.type) ? s.type.join(' | ') : (s.type ?? '');
  return s.format ? `${type} (${s.format})` : type;
}

function parametersTable(op: OpenAPIV3_1.OperationObject): string {
  const parameters = (op.parameters ?? []) as OpenAPIV3_1.ParameterObject[];
  if (parameters.length === 0) return '';
  const about = (p: OpenAPIV3_1.ParameterObject) =>
    p.description ?? (p.schema as { description?: string } | undefined)?.description ?? '';
  const hasAbout = parameters.some((p) => about(p) !== '');
  const rows = parameters
    .map(
      (p) =>
        `<tr><td><code>${escape(p.name)}</code>${p.required ? ' <span class="req">required</span>' : ''}</td><td>${escape(p.in)}</td><td>${escape(typeOf(p.schema))}</td>${hasAbout ? `<td>${prose(about(p))}</td>` : ''}</tr>`,
    )
    .join('');
  return `<table><thead><tr><th>Parameter</th><th>In</th><th>Type</th>${hasAbout ? '<th>About</th>' : ''}</tr></thead><tbody>${rows}</tbody></table>`;
}

function requestBody(op: OpenAPIV3_1.OperationObject): string {
  const body = op.requestBody as OpenAPIV3_1.RequestBodyObject | undefined;
  const schema = body?.content?.['application/json']?.schema;
  if (!schema) return '';
  return `<details><summary>JSON body</summary><pre>${escape(JSON.stringify(schema, null, 2))}</pre></details>`;
}

function responsesList(op: OpenAPIV3_1.OperationObject): string {
  const items = Object.entries(op.responses ?? {})
    .map(([status, response]) => {
      const description = (response as OpenAPIV3_1.ResponseObject).description ?? '';
      return `<li><span class="status s${status[0]}">${escape(status)}</span> ${prose(description)}</li>`;
    })
    .join('');
  return `<ul class="responses">${items}</ul>`;
}

function operationHtml({ method, path, op }: Operation): string {
  const id = `${method}-${path}`.replace(/[^a-z0-9]+/gi, '-');
  return `<section class="op" id="${id}">
<h3><span class="method ${method}">${method.toUpperCase()}</span> <code>${escape(path)}</code></h3>
<p>${prose(op.summary ?? '')}</p>${op.description ? `<p class="muted">${prose(op.description)}</p>` : ''}
${parametersTable(op)}${requestBody(op)}${responsesList(op)}
</section>`;
}

const STYLE = `
:root{color-scheme:light dark;--bg:#f6f7fb;--card:#fff;--text:#141826;--muted:#5b6275;--border:#e3e6ee;--accent:#4f46e5}
@media (prefers-color-scheme:dark){:root{--bg:#0b1020;--card:#131a2e;--text:#e7e9f1;--muted:#9aa3b8;--border:#263050;--accent:#8b87ff}}
*{box-sizing:border-box}body{margin:0;font:15px/1.55 system-ui,-apple-system,"Segoe UI",sans-serif;background:var(--bg);color:var(--text)}
main{max-width:880px;margin:0 auto;padding:32px 16px 64px}h1{font-size:28px;margin:0 0 8px}h2{margin:40px 0 12px;font-size:20px}
h3{font-size:15px;margin:0 0 6px;display:flex;gap:8px;align-items:center;flex-wrap:wrap}a{color:var(--accent)}
code,pre{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:13px}pre{overflow:auto;background:var(--bg);border:1px solid var(--border);border-radius:8px;padding:10px}
.muted{color:var(--muted)}.op{background:var(--card);border:1px solid var(--border);border-radius:12px;padding:14px 16px;margin:10px 0}
.method{font:600 12px/1 ui-monospace,monospace;padding:4px 7px;border-radius:6px;color:#fff;background:#64748b}
.get{background:#0f766e}.post{background:#4f46e5}.patch,.put{background:#b45309}.delete{background:#b91c1c}
table{width:100%;border-collapse:collapse;margin:8px 0;font-size:13px;display:block;overflow-x:auto}th,td{text-align:left;padding:5px 8px;border-bottom:1px solid var(--border);vertical-align:top}
.req{color:#b91c1c;font-size:11px}.responses{list-style:none;padding:0;margin:8px 0 0;font-size:13px}.responses li{margin:3px 0}
.status{font:600 12px ui-monospace,monospace;padding:1px 6px;border-radius:5px;border:1px solid var(--border)}.s2{color:#0f766e}.s4{color:#b45309}
.wrap{white-space:pre-wrap;word-break:break-all}nav ul{padding-left:18px;columns:2}details summary{cursor:pointer;color:var(--muted);font-size:13px;margin:6px 0}
`;

export function apiReferencePage(doc: OpenAPIV3_1.Document): string {
  const byTag = operationsByTag(doc);
  const server = doc.servers?.[0]?.url ?? '';
  const nav = [...byTag.keys()]
    .map((tag) => `<li><a href="#${escape(tag.toLowerCase())}">${escape(tag)}</a></li>`)
    .join('');
  const sections = [...byTag.entries()]
    .map(
      ([tag, ops]) =>
        `<h2 id="${escape(tag.toLowerCase())}">${escape(tag)}</h2>${ops.map(operationHtml).join('')}`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(doc.info.title)} reference</title><style>${STYLE}</style></head><body><main>
<h1>${escape(doc.info.title)}</h1><p>${prose(doc.info.description ?? '')}</p>
<pre class="wrap">curl -H "Authorization: Bearer pf_..." "${escape(server)}/api/categories"</pre>
<p class="muted">Make a token in <a href="/settings?tab=api">Settings &gt; API</a>. The same document as JSON: <a href="/api/openapi.json">/api/openapi.json</a>.</p>
<nav aria-label="Sections"><ul>${nav}</ul></nav>${sections}</main></body></html>`;
}
