/** Sign in, create account, forgot and reset password (the page /api/login leads to). */
import { expect, test } from '@playwright/test';
import { checkScreen, mailedLink, signUp, uniqueEmail } from './fixtures/app-helpers.js';

test('sign in honours returnTo, explains a wrong password, and signs out through /api/logout', async ({
  page,
}) => {
  const email = uniqueEmail('sam');
  await signUp(page, 'Sam Rivera', email, 'a good long password');
  await page.getByRole('link', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/api/login?returnTo=/analytics');
  await expect(page).toHaveURL(/\/sign-in\?returnTo=%2Fanalytics$/);
  await expect(page.getByRole('heading', { name: 'Sign in to CertSheet' })).toBeVisible();
  await checkScreen(page, 'app-sign-in');

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('not the password');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Incorrect email or password. Check them, or reset your password.',
  );
  await checkScreen(page, 'app-sign-in-error');

  await page.getByLabel('Password', { exact: true }).fill('a good long password');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/analytics$/);
  await expect(page.getByRole('heading', { name: 'Your Conversion Analytics' })).toBeVisible();
});

test('the sign-in form is keyboard friendly and says what is missing', async ({ page }) => {
  await page.goto('/sign-in');
  await page.getByLabel('Email').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Enter your email address.')).toBeVisible();
  await expect(page.getByText('Enter your password.')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
});

test('forgot password sends a link; a reset link with a bad token is explained', async ({
  page,
}) => {
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill('someone@example.com');
  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue('someone@example.com');
  await checkScreen(page, 'app-forgot-password');
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('status')).toContainText('we have sent it a link');

  await page.goto('/reset-password?token=not-a-real-token');
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('short');
  await page.getByLabel('Confirm new password').fill('short');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByText('Choose a password of at least 8 characters.')).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('a brand new password');
  await page.getByLabel('Confirm new password').fill('a brand new password');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'This reset link is invalid or has expired. Ask for a new one.',
  );
  await checkScreen(page, 'app-reset-password');
});

test('a visitor without a token on the reset page is pointed back to sign in', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page.getByText('This link has no reset token.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
});

test('a new account is confirmed by the emailed link; before that, sign-in asks for it', async ({
  page,
}) => {
  const email = uniqueEmail('casey');
  await page.goto('/sign-in?mode=sign-up');
  await page.getByLabel('Name').fill('Casey Lin');
  await page.getByLabel('Email').fill(email);
  // The most common passwords are refused, with the server's plain reason.
  await page.getByLabel('Password', { exact: true }).fill('baseball');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'This password is too common. Choose one that is harder to guess.',
  );
  await page.getByLabel('Password', { exact: true }).fill('casey lin password');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText(email);
  await checkScreen(page, 'app-sign-up-check-email');

  // Signing in before confirming: told to confirm, and a new link is on its way.
  await page.getByRole('button', { name: 'Back to sign in' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('casey lin password');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Confirm your email address first: we have emailed you a new link.',
  );

  await page.goto(await mailedLink(email, '/verify-email'));
  await expect(page.getByRole('heading', { name: 'Confirm your email' })).toBeVisible();
  await expect(
    page.getByText('Your email address is confirmed and you are signed in.'),
  ).toBeVisible();
  await checkScreen(page, 'app-verify-email');
  await page.getByRole('link', { name: 'Go to Dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome, Casey!' })).toBeVisible();
  await expect(page.getByText('0 / 3')).toBeVisible();
});

test('a confirmation link that is wrong or used up is explained', async ({ page }) => {
  await page.goto('/verify-email?token=not-a-real-token');
  await expect(page.getByRole('alert')).toHaveText(
    'This confirmation link is invalid or has expired. Sign in to get a new one.',
  );
  await checkScreen(page, 'app-verify-email-invalid');
  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
});

// Last: it uses up this address's sign-in allowance for a minute.
test('repeated wrong passwords are rate limited with a clear message', async ({ page }) => {
  const email = uniqueEmail('limited');
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(email);
  const password = page.getByLabel('Password', { exact: true });
  const alert = page.getByRole('alert');
  await expect(async () => {
    await password.fill(`wrong-${Date.now()}`);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    // Whichever stops the guessing first: the limit per address, or the account's own pause.
    await expect(alert).toHaveText(
      /^(Too many attempts\. Please wait a minute, then try again\.|Too many failed sign-ins for this account\. Try again in \d+ minutes?, or reset your password\.)$/,
      { timeout: 1_000 },
    );
  }).toPass({ timeout: 20_000 });
});
