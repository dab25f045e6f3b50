/**
 * Writing a review: with two photos through the page's script, approved by the merchant, then
 * shown with its photos; and the plain form without JavaScript, refused with what to fix.
 */

import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { axe } from './axe';

const ADMIN = { authorization: 'Bearer e2e-admin-token' };
const reviewsPath = '/products/everyday-organic-tee/reviews';

const photo = (colour: string) =>
  sharp({ create: { width: 320, height: 240, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

async function fillForm(page: Page, body: string) {
  const form = page.locator('form', { has: page.getByRole('button', { name: 'Submit review' }) });
  await form.getByLabel('Name').fill('Robin E2E');
  await form.getByLabel('Email').fill('robin@example.com');
  // As a keyboard does: the stars draw over their radios.
  const four = form.getByRole('radio', { name: '4 stars' });
  await four.focus();
  await four.press('Space');
  await expect(four).toBeChecked();
  await form.getByLabel('Your review').fill(body);
  return form;
}

test('a review with two photos waits for approval, then shows with its photos (venue, JavaScript)', async ({
  page,
}) => {
  const body = `Two photos, sent at ${Date.now()}.`;
  await page.goto(`${reviewsPath}?preview_theme=venue`);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  const form = await fillForm(page, body);
  await form.getByLabel('Photos (optional)').setInputFiles([
    { name: 'front.jpg', mimeType: 'image/jpeg', buffer: await photo('#b0533c') },
    { name: 'back.jpg', mimeType: 'image/jpeg', buffer: await photo('#3c6eb0') },
  ]);
  await form.getByRole('button', { name: 'Submit review' }).click();
  await expect(page.getByText('Your review will appear once the store has checked it.')).toBeVisible();
  // Sent by the page's script: the address did not change.
  expect(new URL(page.url()).pathname).toBe(reviewsPath);

  const queue = await (
    await page.request.get('/api/admin/reviews?status=pending', { headers: ADMIN })
  ).json();
  const review = queue.data.find((r: { body: string }) => r.body === body);
  expect(review.photos).toHaveLength(2);
  const approved = await page.request.put(`/api/admin/reviews/${review.id}`, {
    headers: ADMIN,
    data: { status: 'published' },
  });
  expect(approved.ok()).toBe(true);

  await page.goto(`${reviewsPath}?photos=1`);
  const item = page.getByRole('listitem').filter({ hasText: body });
  await expect(item).toBeVisible();
  await expect(item.getByRole('link', { name: /^Photo \d of 2 from Robin E2E$/ })).toHaveCount(2);
  const thumbnail = item.locator('img').first();
  await expect(thumbnail).toHaveJSProperty('complete', true);
  expect(await thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect((await axe(page).include('main').analyze()).violations).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the plain form comes back with what to fix and the shopper’s input, then is received (vogue)', async ({
    page,
  }) => {
    await page.goto(`${reviewsPath}?preview_theme=vogue`);
    const form = page.locator('form', { has: page.getByRole('button', { name: 'Submit review' }) });
    await form.getByLabel('Name').fill('Sam');
    await form
      .getByLabel('Photos (optional)')
      .setInputFiles([
        { name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('<script>alert(1)</script>') },
      ]);
    await form.getByRole('button', { name: 'Submit review' }).click();
    await expect(form.getByLabel('Name')).toHaveValue('Sam');
    await expect(form.getByText('Enter an email address.')).toBeVisible();
    await expect(form.getByText('Choose a rating.')).toBeVisible();
    await expect(form.getByText('Write your review.')).toBeVisible();

    const refilled = await fillForm(page, 'Plain form, no script.');
    await refilled
      .getByLabel('Photos (optional)')
      .setInputFiles([
        { name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('<script>alert(1)</script>') },
      ]);
    await refilled.getByRole('button', { name: 'Submit review' }).click();
    // Decoded by the store, it is not a picture at all.
    await expect(page.getByText('Only JPG, JPEG, PNG and GIF images can be uploaded.')).toBeVisible();
    await expect(page.locator('form').getByLabel('Your review')).toHaveValue('Plain form, no script.');

    const again = await fillForm(page, 'Plain form, no script.');
    await again.getByRole('button', { name: 'Submit review' }).click();
    await expect(page).toHaveURL(/\?sent=pending/);
    await expect(page.getByText('Your review will appear once the store has checked it.')).toBeVisible();
  });
});
