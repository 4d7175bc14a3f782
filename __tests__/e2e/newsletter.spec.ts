// The newsletter's form in a browser (issue 90 item 3): with JavaScript off it posts its
// fields to the provider, here a loopback stand-in the provider's address is routed to;
// with JavaScript on, nothing reaches the provider's origin until the visitor submits.
// What the form holds, its words and the pages' policies are read over out/
// (newsletter.test.mjs).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import brand from '../../data/brand.json';
import { blockedScript, expect, test } from './fixtures';

const { action, email, language, hidden } = brand.newsletter;
const provider = new URL(action).origin;
const providerRequest = new RegExp(`other origin: ${provider.replaceAll('.', '\\.')}/`);

/** What the stand-in received: each post's path and its fields. */
const posts: { path: string; fields: Record<string, string> }[] = [];
let standIn: Server;
let port = 0;

test.beforeAll(async () => {
  standIn = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      if (request.method === 'POST') {
        posts.push({
          path: request.url ?? '',
          fields: Object.fromEntries(new URLSearchParams(body)),
        });
      }
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end('<!doctype html><title>Check your inbox</title><h1>Check your inbox</h1>');
    });
  });
  await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
  port = (standIn.address() as AddressInfo).port;
});

test.afterAll(() => new Promise<void>((resolve) => standIn.close(() => resolve())));

test.beforeEach(() => {
  posts.length = 0;
});

/** Sends every request for the provider's origin on to the stand-in, as it was made. */
async function routeToStandIn(page: Page) {
  await page.route(`${provider}/**`, async (route) => {
    const request = route.request();
    const answer = await fetch(`http://127.0.0.1:${port}${new URL(request.url()).pathname}`, {
      method: request.method(),
      headers: { 'content-type': request.headers()['content-type'] ?? 'text/plain' },
      ...(request.method() === 'POST' ? { body: request.postData() ?? '' } : {}),
    });
    await route.fulfill({
      status: answer.status,
      contentType: 'text/html',
      body: await answer.text(),
    });
  });
}

async function signUp(page: Page, address: string) {
  const form = page.locator('form[data-newsletter-form]');
  await form.getByRole('textbox').fill(address);
  await form.getByRole('button').click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the newsletter form posts its fields to the provider', async ({ page, watch }) => {
    watch.allow(blockedScript);
    watch.allow(providerRequest);
    await routeToStandIn(page);
    await page.goto('/de/games/neon-vanguard/');
    await signUp(page, 'reader@mail.example');
    expect(posts).toEqual([
      {
        path: new URL(action).pathname,
        fields: { [email]: 'reader@mail.example', [language]: 'de', ...hidden },
      },
    ]);
  });
});

test('nothing reaches the newsletter provider before a visitor submits', async ({
  page,
  watch,
}) => {
  watch.allow(providerRequest);
  await routeToStandIn(page);
  const toProvider = () =>
    watch.requests.filter((request) => request.url().startsWith(provider)).length;
  for (const path of ['/', '/games/neon-vanguard/', '/ja/news/']) {
    await page.goto(path);
    const field = page.locator('form[data-newsletter-form]').getByRole('textbox');
    // Scrolled to, focused and typed in, as a visitor who stops short of sending.
    await field.scrollIntoViewIfNeeded();
    await field.fill('reader@mail.example');
    await page.waitForLoadState('networkidle');
    expect(toProvider(), path).toBe(0);
  }
  expect(posts).toEqual([]);
  await signUp(page, 'reader@mail.example');
  expect(toProvider()).toBe(1);
  expect(posts[0]?.fields[language]).toBe('ja');
});
