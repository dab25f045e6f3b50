import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from 'react-router';
import { StoreApiError } from '../../../api/client';
import { newsletterSchema } from '../../../lib/validation/contactForm';
import { storeClientFor, storeTransport } from '../../loaders/context.server';
import { type PageContext, templatePage } from '../../loaders/page.server';
import { requestLocale, requestOrigin } from '../../loaders/request';
import { PRIVATE_CACHE } from '../../loaders/seo';
import { checkForm, formAnswer, formValues } from './formAction.server';

const steps = ['pending', 'alreadySubscribed', 'confirmed', 'invalid'] as const;
type Step = (typeof steps)[number];
const isStep = (value: string | null): value is Step => steps.includes(value as Step);

/**
 * `/pages/newsletter` (routes/page.tsx) shows where a subscription stands (`?step=`), or with `?token=` (the mailed link)
 * the button that confirms it. Confirming takes a POST, so a mail scanner opening the link confirms
 * nothing.
 */
export async function newsletterPage(args: Pick<LoaderFunctionArgs, 'request' | 'params'>, ctx: PageContext) {
  const url = new URL(args.request.url);
  const token = url.searchParams.get('token') ?? '';
  const asked = url.searchParams.get('step');
  const step = url.pathname.endsWith('/confirm')
    ? token
      ? 'confirm'
      : 'invalid'
    : isStep(asked)
      ? asked
      : 'form';
  return templatePage(args, ctx, {
    template: 'page',
    page: { kind: 'newsletter', step, token: step === 'confirm' ? token : '' },
    cache: PRIVATE_CACHE,
    seo: {
      title: 'Newsletter',
      description: 'Newsletter subscription',
      canonical: `${requestOrigin(args.request)}/pages/newsletter`,
      noindex: true,
    },
  });
}

/**
 * `intent=subscribe` (the footer form: email, code) mails a confirmation link; `intent=confirm`
 * (token) confirms. Both end on `/pages/newsletter?step=…` (303), so a plain form post works; a bad email
 * answers the form's errors (422) to the page it came from.
 */
export async function newsletterAction({ request, context }: ActionFunctionArgs, form: FormData) {
  const store = storeClientFor(await storeTransport(context), request, requestLocale(request).locale);
  const to = (step: Step) => redirect(`/pages/newsletter?step=${step}`, 303);
  if (form.get('intent') === 'confirm') {
    try {
      await store.newsletter.confirm(String(form.get('token') ?? ''));
      return to('confirmed');
    } catch (error) {
      if (error instanceof StoreApiError && error.status < 500) return to('invalid');
      throw error;
    }
  }
  const checked = checkForm('newsletter', newsletterSchema, formValues(form, ['email', 'code']));
  if (!checked.ok) return checked.answer;
  let answer: Awaited<ReturnType<typeof store.newsletter.subscribe>>;
  try {
    answer = await store.newsletter.subscribe(checked.value, requestOrigin(request));
  } catch (error) {
    // Over the store's limit: the form again with the email and the reason.
    if (error instanceof StoreApiError && error.status === 429)
      return formAnswer(
        {
          form: 'newsletter',
          ok: false,
          errors: { email: 'newsletter.tooManyRequests' },
          values: { email: checked.value.email },
        },
        429,
      );
    throw error;
  }
  return to(answer.status === 'confirmed' ? 'alreadySubscribed' : 'pending');
}
