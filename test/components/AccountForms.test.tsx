import { screen, waitFor, within } from '@testing-library/react';
import { createRoutesStub, data } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AccountMessages } from '../../pages/account/AccountMessages';
import { AddressForm } from '../../pages/account/AddressForm';
import { LoginForm, RegisterForm, ResetForm } from '../../pages/account/AuthForms';
import type { AccountActionData } from '../../pages/account/accountForm';
import * as onUse from '../../pages/account/forms';
import { renderWithTheme } from '../helpers/renderWithTheme';

const NoFallback = () => null;

/** The form the stub route renders (set by renderForm). */
let current: React.ReactNode = null;
const Page = () => <AccountMessages>{current}</AccountMessages>;

/** A form on a stub route whose action stands in for the store. */
async function renderForm(form: React.ReactNode, action: (args: { request: Request }) => unknown = vi.fn()) {
  current = form;
  const Stub = createRoutesStub([
    { path: '/account/*', Component: Page, HydrateFallback: NoFallback, loader: () => null, action },
  ]);
  const result = renderWithTheme(<Stub initialEntries={['/account/login?return_to=%2Faccount%2Forders']} />);
  await screen.findAllByRole('button');
  return result;
}

describe('account forms', () => {
  describe('as the account screens render them (their code loaded on use)', () => {
    it('draws the log-in form once its code has arrived, and it still checks before posting', async () => {
      const action = vi.fn();
      const { user } = await renderForm(<onUse.LoginForm returnTo="/account/orders" />, action);
      await user.click(screen.getByRole('button', { name: 'Log in' }));
      const summary = await screen.findByRole('alert');
      expect(within(summary).getByRole('heading')).toHaveTextContent('Please correct 2 fields');
      expect(screen.getByLabelText('Email')).toHaveFocus();
      expect(action).not.toHaveBeenCalled();
    });
  });

  describe('<LoginForm />', () => {
    it('asks for the email and the password before posting, and focuses the first', async () => {
      const action = vi.fn();
      const { user } = await renderForm(<LoginForm returnTo="/account/orders" />, action);
      await user.click(screen.getByRole('button', { name: 'Log in' }));
      const summary = await screen.findByRole('alert');
      expect(within(summary).getByRole('heading')).toHaveTextContent('Please correct 2 fields');
      expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter an email address.');
      expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Enter a password.');
      expect(screen.getByLabelText('Email')).toHaveFocus();
      expect(action).not.toHaveBeenCalled();
    });

    it('posts the pair with where to go next, and shows the store’s one generic refusal', async () => {
      const posted: Record<string, string>[] = [];
      const action = vi.fn(async ({ request }: { request: Request }) => {
        posted.push(Object.fromEntries((await request.formData()) as unknown as Iterable<[string, string]>));
        return data<AccountActionData>(
          {
            form: 'login',
            values: { email: 'ann@example.com' },
            errors: { _form: 'account.error.credentials' },
          },
          { status: 200 },
        );
      });
      const { user } = await renderForm(<LoginForm returnTo="/account/orders" />, action);
      await user.type(screen.getByLabelText('Email'), 'ann@example.com');
      await user.type(screen.getByLabelText('Password'), 'not-it-at-all');
      await user.click(screen.getByRole('button', { name: 'Log in' }));
      expect(await screen.findByText('That email and password don’t match an account.')).toBeVisible();
      expect(posted[0]).toMatchObject({
        _form: 'login',
        return_to: '/account/orders',
        email: 'ann@example.com',
        password: 'not-it-at-all',
      });
    });
  });

  describe('<RegisterForm />', () => {
    it('refuses a short password and a confirmation that does not match', async () => {
      const action = vi.fn();
      const { user } = await renderForm(<RegisterForm returnTo="/account" />, action);
      await user.type(screen.getByLabelText('Email'), 'ann@example.com');
      await user.type(screen.getByLabelText('Password'), 'short');
      await user.type(screen.getByLabelText('Confirm password'), 'different');
      await user.click(screen.getByRole('button', { name: 'Create account' }));
      await screen.findByRole('alert');
      expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
        expect.stringContaining('Password must be at least 8 characters.'),
      );
      expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription(
        'Passwords do not match.',
      );
      expect(action).not.toHaveBeenCalled();
    });

    it('names an invalid email', async () => {
      const { user } = await renderForm(<RegisterForm returnTo="/account" />);
      await user.type(screen.getByLabelText('Email'), 'not-an-email');
      await user.tab();
      expect(await screen.findByText('Enter a valid email address, like name@example.com.')).toBeVisible();
    });
  });

  describe('<ResetForm />', () => {
    it('asks for the new password twice', async () => {
      const { user } = await renderForm(<ResetForm token="abcdefghijklmnopqrstuvwxyz" />);
      await user.click(screen.getByRole('button', { name: 'Change password' }));
      await screen.findByRole('alert');
      expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription('Confirm your password.');
    });
  });

  describe('<AddressForm />', () => {
    const countries = {
      hotCountries: [
        { code: 'US', name: 'United States' },
        { code: 'BR', name: 'Brazil' },
      ],
      otherCountries: [{ code: 'FR', name: 'France' }],
    };

    it('applies the checkout’s address rules: required fields and no P.O. box', async () => {
      const action = vi.fn();
      const { user } = await renderForm(
        <AddressForm initialValues={{}} csrfToken="t" {...countries} />,
        action,
      );
      await user.type(screen.getByLabelText('Address'), 'P.O. Box 12');
      await user.click(screen.getByRole('button', { name: 'Save address' }));
      await screen.findByRole('alert');
      expect(screen.getByLabelText('First name')).toHaveAccessibleDescription('Enter a first name.');
      expect(screen.getByLabelText('Address')).toHaveAccessibleDescription(
        'We can’t deliver to P.O. boxes. Enter a street address.',
      );
      expect(action).not.toHaveBeenCalled();
    });

    it('fills in an address being edited and posts its id with the session token', async () => {
      const posted: Record<string, string>[] = [];
      const action = vi.fn(async ({ request }: { request: Request }) => {
        posted.push(Object.fromEntries((await request.formData()) as unknown as Iterable<[string, string]>));
        return null;
      });
      const values = {
        country: 'US',
        firstName: 'Ada',
        lastName: 'Lovelace',
        address1: '12 Analytical Row',
        city: 'Springfield',
        province: 'IL',
        postcode: '62701',
      };
      const { user } = await renderForm(
        <AddressForm addressId={7} initialValues={values} csrfToken="token-1" {...countries} />,
        action,
      );
      expect(screen.getByLabelText('City')).toHaveValue('Springfield');
      await user.click(screen.getByRole('button', { name: 'Save address' }));
      await waitFor(() => expect(action).toHaveBeenCalledOnce());
      expect(posted[0]).toMatchObject({
        _form: 'address',
        _token: 'token-1',
        id: '7',
        address1: '12 Analytical Row',
      });
    });
  });
});
