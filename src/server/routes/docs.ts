import type { FastifyInstance } from 'fastify';
import { buildOpenApiDocument } from '../docs/openapi';

// GET /api/docs: the OpenAPI document (docs/api.md), for developers. Production servers do not register it: the
// document lists the office console's routes, which a public server need not advertise.

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** One table row per operation: enough to find a route; the JSON has the shapes. */
function readablePage(document: ReturnType<typeof buildOpenApiDocument>): string {
  const rows = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(
      ([method, operation]) =>
        `<tr><td>${method.toUpperCase()}</td><td><code>${escapeHtml(path)}</code></td><td>${escapeHtml(
          (operation as { summary: string }).summary,
        )}</td></tr>`,
    ),
  );
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(document.info.title)}</title></head>
<body><h1>${escapeHtml(document.info.title)}</h1><p>${escapeHtml(document.info.description)} JSON: <a href="/api/docs">/api/docs</a>.</p>
<table><thead><tr><th>method</th><th>path</th><th>what</th></tr></thead><tbody>
${rows.join('\n')}
</tbody></table></body></html>\n`;
}

export default async function docsRoutes(app: FastifyInstance): Promise<void> {
  if (process.env.NODE_ENV === 'production') return;
  const document = buildOpenApiDocument();
  app.get<{ Querystring: { format?: string } }>('/docs', async (request, reply) => {
    if (request.query.format === 'html')
      return reply.type('text/html; charset=utf-8').send(readablePage(document));
    return document;
  });
}
