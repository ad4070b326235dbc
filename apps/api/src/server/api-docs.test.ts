import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/helpers/test-app.ts';

// The OpenAPI document and Swagger UI (decision 045): the viewer loads with its first visit, and
// answers as @fastify/swagger-ui itself does.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
}, 60_000);
afterAll(async () => ctx.close());

describe('the API documentation', () => {
  it('serves Swagger UI, its files and its own Content-Security-Policy under /api/docs', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<div id="swagger-ui"></div>');
    // Swagger UI's own policy (its validator's images), not the app's stricter one.
    expect(page.headers['content-security-policy']).toContain("img-src 'self' data: validator.swagger.io");

    const initializer = await ctx.app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(initializer.statusCode).toBe(200);
    expect(initializer.body).toContain('SwaggerUIBundle');

    const css = await ctx.app.inject({ method: 'GET', url: '/api/docs/static/swagger-ui.css' });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toMatch(/^text\/css/);
    expect(css.rawPayload.length).toBeGreaterThan(10_000);

    const missing = await ctx.app.inject({ method: 'GET', url: '/api/docs/static/no-existe.js' });
    expect(missing.statusCode).toBe(404);
  });

  it('serves the document as JSON and YAML, without the documentation routes in it', async () => {
    const json = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    const document = json.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(document.openapi).toMatch(/^3\./);
    expect(document.paths).toHaveProperty('/api/transactions');
    expect(Object.keys(document.paths).filter((route) => route.startsWith('/api/docs'))).toEqual([]);

    const yaml = await ctx.app.inject({ method: 'GET', url: '/api/docs/yaml' });
    expect(yaml.statusCode).toBe(200);
    expect(yaml.headers['content-type']).toMatch(/^application\/x-yaml/);
    expect(yaml.body).toMatch(/^openapi: 3\./);
    expect(yaml.body).toContain('/api/transactions:');
  });
});
