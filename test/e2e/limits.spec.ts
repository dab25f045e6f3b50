/**
 * The contact form over its limit (3 messages per email an hour): the shopper sees why, in the
 * form, with what they wrote kept.
 */
import { expect, test } from '@playwright/test';

test('a fourth message from one email in an hour is refused with the reason and the text kept', async ({
  page,
}) => {
  const send = async (message: string) => {
    await page.goto('/pages/contact');
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByLabel('Name').fill('Ada');
    await form.getByLabel('Email').fill('limits@example.com');
    await form.getByLabel('Message').fill(message);
    await form.getByRole('button', { name: 'Send message' }).click();
  };
  for (let i = 1; i <= 3; i++) {
    await send(`Question ${i}`);
    await expect(page.getByRole('status')).toContainText('Thank you for your message');
  }
  await send('Question 4');
  await expect(page.getByRole('alert')).toHaveText(
    'You have sent several messages in a short time. Please try again later.',
  );
  await expect(page.getByRole('form', { name: 'Contact form' }).getByLabel('Message')).toHaveValue(
    'Question 4',
  );
});
