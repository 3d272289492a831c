import type { Problem } from '@cellar/api-client';
import { FieldErrorCodeValues, ProblemCodeValues } from '@cellar/api-client/contract';
import { LOCALES, loadLocale, wordsFor, type MessageKey } from '@cellar/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exampleBodies } from '../testing/examples';
import { startTestServer, type TestServer } from '../testing/test-server';
import { negotiatedLocale } from './locale';

/** A refusal's words follow the caller's Accept-Language; its code does not. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

async function refused(path: string, init: RequestInit & { language?: string } = {}) {
  const { language, ...rest } = init;
  const response = await fetch(`${server.origin}/api${path}`, { ...rest, headers: { ...(rest.headers as Record<string, string>), ...(language ? { 'accept-language': language } : {}) } });
  return { status: response.status, vary: response.headers.get('vary') ?? '', problem: (await response.json()) as Problem };
}

const login = (body: unknown, language?: string) =>
  refused('/tokens/user', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), ...(language ? { language } : {}) });

describe('the words of a problem', () => {
  it('are English without Accept-Language: the spec’s own sentence for a wine that is gone', async () => {
    const { status, problem, vary } = await refused('/products/999999');
    expect(status).toBe(404);
    expect(problem).toMatchObject({ code: 'wineUnavailable', params: {}, detail: "Sorry, that wine is no longer available. Here's to finding new favorites!" });
    expect(vary).toMatch(/accept-language/i);
  });

  it('are Spanish for a caller who prefers Spanish, by the same code', async () => {
    const { problem, vary } = await refused('/products/999999', { language: 'es-UY,es;q=0.9,en;q=0.5' });
    expect(problem.code).toBe('wineUnavailable');
    expect(problem.detail).toBe(wordsFor('es-UY')('problem.wineUnavailable'));
    expect(problem.detail).toMatch(/ya no está disponible/);
    expect(vary).toMatch(/accept-language/i);
  });

  it('say a wrong login in Spanish, and in English by default', async () => {
    const wrong = { email: 'nadie@example.com', password: 'not-the-password' };
    const spanish = await login(wrong, 'es');
    expect(spanish.status).toBe(401);
    expect(spanish.problem).toMatchObject({ code: 'wrongLogin', detail: 'El correo electrónico o la contraseña no son correctos.' });
    const english = await login(wrong);
    expect(english.problem).toMatchObject({ code: 'wrongLogin', detail: 'The email or password is incorrect.' });
  });

  it('say what is wrong with each field in Spanish, with the params the words need', async () => {
    const body = JSON.stringify({ ...exampleBodies().signUp, email: 'not-an-email' });
    const { status, problem } = await refused('/users', { method: 'POST', headers: { 'content-type': 'application/json' }, body, language: 'es-AR' });
    expect(status).toBe(400);
    expect(problem.code).toBe('validation');
    expect(problem.errors).toEqual([{ field: 'email', code: 'format', params: { format: 'email' }, message: 'email tiene que ser una dirección de email válida.' }]);
    expect(problem.detail).toBe(problem.errors![0]!.message);
  });

  it('are English for a language the shop does not speak', async () => {
    const { problem } = await login({ email: 'nadie@example.com', password: 'not-the-password' }, 'fr-FR,de;q=0.8');
    expect(problem.detail).toBe('The email or password is incorrect.');
  });
});

describe('the language of a request', () => {
  it.each([
    [undefined, 'en'],
    ['es-UY', 'es-UY'],
    ['es', 'es-UY'],
    ['es-AR, en;q=0.8', 'es-UY'],
    ['en-GB, es;q=0.5', 'en'],
    ['fr, es;q=0.2', 'es-UY'],
    ['*', 'en'],
  ])('Accept-Language %s is answered in %s', (header, locale) => {
    expect(negotiatedLocale(header)).toBe(locale);
  });
});

describe('the catalogue', () => {
  beforeAll(() => Promise.all(LOCALES.map((locale) => loadLocale(locale))));

  it.each(LOCALES)('has %s words for every code of the contract', (locale) => {
    const keys = [...ProblemCodeValues.map((code) => `problem.${code}`), ...FieldErrorCodeValues.map((code) => `field.${code}`)];
    for (const key of keys) expect(wordsFor(locale)(key as MessageKey), key).not.toBe(key);
  });
});
